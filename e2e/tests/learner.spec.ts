import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import {
  createCategory,
  createLearner,
  createPublishedCourseWithVideo,
  loginToken,
  mailDir,
  uniqueEmail,
} from '../support/api.ts';
import { waitForMail } from '../support/mailbox.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_BASE_URL } from '../support/ports.ts';
import { signIn } from '../support/session.ts';
import { openedDialog, openRowAction, signUpThroughForm } from '../support/ui.ts';

const PASSWORD = 'Learner@123';

/** Plays the lecture's video to its end (muted, so headless Chromium may autoplay it). */
async function watchToTheEnd(page: Page, lectureTitle: string) {
  const video = page.getByLabel(`Video: ${lectureTitle}`);
  await expect(video).toBeVisible();
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.ended)).toBe(true);
}

async function apiAs(token: string, method: string, path: string, body?: unknown) {
  return fetch(`${E2E_BASE_URL}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

test('a new learner buys a course through the sandbox checkout, learns in the player, and is answered by staff; another learner is kept out', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const admin = await loginToken();
  const categoryId = await createCategory(admin, `Robotics ${stamp}`);
  const title = `Arduino Robotics ${stamp}`;
  const course = await createPublishedCourseWithVideo(admin, categoryId, title, 2000);
  const [firstLecture, secondLecture] = course.lectures;
  if (!firstLecture || !secondLecture) throw new Error('The arranged course needs two lectures');

  // A visitor signs up and finds the course.
  const email = uniqueEmail('buyer');
  await signUpThroughForm(page, 'Meera Iyer', email, PASSWORD);
  await page.goto(`/course/${course.slug}`);
  await page.getByRole('link', { name: /Buy now/ }).click();
  await expect(page).toHaveURL(new RegExp(`/course-payment/${course._id}$`));
  await expect(page.getByText('₹1,800').first()).toBeVisible();

  // The state on the tax invoice: picked from the phone's own list (the demo seller is in Karnataka).
  await page.getByLabel('Your state').selectOption('Maharashtra');

  // The first attempt fails in the sandbox checkout; the retry pays.
  await page.getByRole('button', { name: 'Pay ₹1,800' }).click();
  const checkout = await openedDialog(page, 'Skillhub test checkout');
  await expect(checkout.getByText('Sandbox: no real money moves')).toBeVisible();
  await checkout.getByRole('button', { name: 'Fail payment' }).click();
  await expect(page.getByText(/Payment failed/)).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await checkout.getByRole('button', { name: 'Pay ₹1,800' }).click();
  await expect(page.getByText('Payment successful. You are now enrolled.')).toBeVisible();

  // A receipt by mail and as a PDF, and the tax invoice with it.
  const receiptNo = await waitForMail(mailDir(), email, /(rcpt_[0-9a-f]+)/);
  const invoiceNo = await waitForMail(mailDir(), email, /Tax invoice no\.: ([A-Z0-9]{1,3}\/\d\d-\d\d\/\d{6})/);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`skillhub-receipt-${receiptNo}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // My courses lists it, not started yet.
  await page.getByRole('button', { name: 'My courses' }).click();
  await expect(page).toHaveURL(/\/my-courses$/);
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('0 of 2 lectures')).toBeVisible();
  const invoiceDownload = page.waitForEvent('download');
  await card.getByRole('button', { name: `Download tax invoice ${invoiceNo}` }).click();
  expect((await invoiceDownload).suggestedFilename()).toBe(`tax-invoice-${invoiceNo.replaceAll('/', '-')}.pdf`);
  await card.getByRole('link', { name: 'Start course' }).click();
  await expect(page).toHaveURL(new RegExp(`/course/${course.slug}/learn/${course._id}`));

  // Watching the first lecture to its end completes it.
  await watchToTheEnd(page, firstLecture.title);
  const content = page.getByRole('navigation', { name: 'Course content' });
  await expect(content.getByRole('button', { name: `${firstLecture.title} (completed)` })).toBeVisible();
  await expect(page.getByText('50% complete')).toBeVisible();

  // A note, a question and a rating.
  await page.getByRole('tab', { name: 'Notes' }).click();
  const noteText = `Check the wiring before powering up ${stamp}`;
  await page.getByRole('textbox', { name: /Add a note at/ }).fill(noteText);
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Note added successfully')).toBeVisible();
  await expect(page.getByRole('list', { name: 'My notes' }).getByText(noteText)).toBeVisible();

  await page.getByRole('tab', { name: 'Q&A' }).click();
  const question = `Which motor driver should I buy for the kit ${stamp}?`;
  await page.getByRole('textbox', { name: 'Ask a question' }).fill(question);
  await page.getByRole('button', { name: 'Post question' }).click();
  await expect(page.getByText('Question posted successfully')).toBeVisible();

  await page.getByRole('tab', { name: 'Reviews' }).click();
  const reviews = page.getByRole('tabpanel', { name: 'Reviews' });
  // The learner's own rating form (the summary below has read-only stars of its own).
  const myRating = reviews.getByRole('form', { name: 'Your rating' });
  await myRating.getByRole('radio').nth(3).click();
  await expect(myRating.getByRole('radio', { checked: true })).toHaveCount(4);
  await myRating.getByRole('textbox', { name: 'Review (optional)' }).fill('Hands-on and clear.');
  await myRating.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thanks for rating this course')).toBeVisible();

  // Progress survives a reload.
  await page.reload();
  await expect(page.getByText('50% complete')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Course content' }).getByRole('button', {
      name: `${firstLecture.title} (completed)`,
    }),
  ).toBeVisible();

  // Staff answer the question from the dashboard.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, ADMIN_EMAIL, ADMIN_PASSWORD);
  await staff.goto('/dashboard/qna?status=unanswered');
  await staff.getByLabel('Search questions').fill(String(stamp));
  await expect(staff.getByText(question)).toBeVisible();
  await openRowAction(staff, 1, 'Reply');
  const replyDialog = await openedDialog(staff, 'Reply to question');
  const reply = 'The L298N works with the kit; the TB6612 runs cooler.';
  await replyDialog.getByRole('textbox', { name: 'Your reply' }).fill(reply);
  await replyDialog.getByRole('button', { name: 'Post reply' }).click();
  await expect(staff.getByText('Reply posted successfully')).toBeVisible();
  await staffContext.close();

  // The learner sees the answer, marked as the instructor's.
  await page.reload();
  await page.getByRole('tab', { name: 'Q&A' }).click();
  const thread = page.getByRole('listitem', { name: 'Question by Meera Iyer' });
  await expect(thread.getByText(reply)).toBeVisible();
  await expect(thread.getByText('Instructor')).toBeVisible();

  // The course page now shows the rating, and Go to course instead of Buy.
  await page.goto(`/course/${course.slug}`);
  await expect(page.getByRole('link', { name: 'Go to course' })).toBeVisible();
  await expect(page.getByText('Hands-on and clear.')).toBeVisible();

  // Another learner cannot open the course or touch the first learner's note.
  const firstToken = await loginToken(email, PASSWORD);
  const notes = (await (await apiAs(firstToken, 'GET', `/course/notes/my?courseId=${course._id}`)).json()) as {
    data: { _id: string }[];
  };
  const noteId = notes.data[0]?._id;
  expect(noteId).toBeDefined();
  const other = await createLearner(PASSWORD);
  const otherToken = await loginToken(other.email, other.password);
  expect((await apiAs(otherToken, 'GET', `/course/content/${course._id}`)).status).toBe(403);
  expect((await apiAs(otherToken, 'PUT', `/course/notes/${noteId}`, { content: 'mine now' })).status).toBe(404);
  expect((await apiAs(otherToken, 'DELETE', `/course/notes/${noteId}`)).status).toBe(404);
  const otherNotes = (await (await apiAs(otherToken, 'GET', '/course/notes/my')).json()) as { data: unknown[] };
  expect(otherNotes.data).toEqual([]);

  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await signIn(otherPage, other.email, other.password);
  await otherPage.goto(`/course/${course.slug}/learn/${course._id}`);
  await expect(otherPage.getByText('You are not enrolled in this course')).toBeVisible();
  await expect(otherPage.getByLabel(`Video: ${firstLecture.title}`)).toHaveCount(0);
  await otherContext.close();
});
