import { expect, test } from '@playwright/test';
import { api, createCategory, createCourseWithOneLecture, createLearner, loginToken, mailDir } from '../support/api.ts';
import { waitForMail } from '../support/mailbox.ts';
import { signIn } from '../support/session.ts';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

test('on a phone, a learner completes a course that gives a certificate, finds it on My courses and opens its public check', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const admin = await loginToken();
  const categoryId = await createCategory(admin, `Certificates ${stamp}`);
  const title = `Excel Essentials ${stamp}`;
  const courseId = await createCourseWithOneLecture(admin, categoryId, title);
  await api('PATCH', `/course/status/${courseId}?status=PUBLISHED`, admin);
  await api('PUT', `/course/certificate-settings/${courseId}`, admin, { enabled: true });
  const learner = await createLearner('Learner@123');
  const learnerToken = await loginToken(learner.email, learner.password);
  const me = await api<{ data: { user: { _id: string } } }>('GET', '/user/me', learnerToken);
  await api('POST', '/user/assign-course', admin, { courseId, userId: me.data.user._id });
  const slug = (await api<{ data: { slug: string } }>('GET', `/course/content/${courseId}`, admin)).data.slug;

  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await signIn(page, learner.email, learner.password);
  await page.goto(`/course/${slug}/learn/${courseId}`);
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(page.getByText('Lecture marked as complete')).toBeVisible();

  // The certificate is mailed, and waits on My courses with its number.
  const number = await waitForMail(
    mailDir(),
    learner.email,
    /Certificate number: (SKH-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/,
  );
  await page.goto('/my-courses');
  const certificates = page.getByRole('list', { name: 'My certificates' });
  const card = certificates.getByRole('article', { name: title });
  await expect(card.getByText(`Certificate No. ${number}`)).toBeVisible();
  const linkedIn = new URL(
    (await card.getByRole('link', { name: /Add to LinkedIn profile/ }).getAttribute('href')) ?? '',
  );
  expect(linkedIn.searchParams.get('certId')).toBe(number);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const [check] = await Promise.all([
    context.waitForEvent('page'),
    card.getByRole('link', { name: /Check it online/ }).click(),
  ]);
  await expect(check.getByText('Valid certificate')).toBeVisible();
  await expect(check.getByText(title)).toBeVisible();
  await expect(check.getByText(number)).toBeVisible();
  await context.close();
});
