import { expect, test } from '@playwright/test';
import { createCategory, createLearner, createPublishedCourseWithVideo, loginToken } from '../support/api.ts';
import { signIn } from '../support/session.ts';

const LEARNER_SCRIPT = /\/remotes\/learner\/[^/]+\/.*\.js$/;

test("a signed-in learner's course page fetches the payment page's code while idle; Buy now opens it from the course page's answer", async ({
  page,
}) => {
  const stamp = Date.now();
  const admin = await loginToken();
  const categoryId = await createCategory(admin, `Warm-up ${stamp}`);
  const course = await createPublishedCourseWithVideo(admin, categoryId, `Soldering Basics ${stamp}`, 2000);
  const learner = await createLearner('Learner@123');
  await signIn(page, learner.email, learner.password);

  const summaryCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/api/payment/summary/${course._id}`)) summaryCalls.push(request.url());
  });
  // No link is touched: the course page itself names the payment page as the next step.
  const entryFetched = page.waitForRequest(/\/remotes\/learner\/[^/]+\/remoteEntry\.js$/);
  await page.goto(`/course/${course.slug}`);
  await entryFetched;
  await expect(page.getByRole('link', { name: 'Buy now' })).toBeVisible();
  await expect.poll(() => summaryCalls.length).toBe(1);

  const afterTap: string[] = [];
  page.on('request', (request) => {
    if (LEARNER_SCRIPT.test(request.url())) afterTap.push(request.url());
  });
  await page.getByRole('link', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(new RegExp(`/course-payment/${course._id}$`));
  await expect(page.getByRole('button', { name: 'Pay ₹1,800' })).toBeVisible();
  // The learner app's entry came before the tap, not after it.
  expect(afterTap.filter((url) => url.endsWith('/remoteEntry.js'))).toEqual([]);

  // Shown from the course page's answer, then checked again: a purchase made meanwhile would show as one.
  await expect.poll(() => summaryCalls.length).toBe(2);
});
