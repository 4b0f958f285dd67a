import { expect, test } from '@playwright/test';
import { TEST_TIMEOUTS } from '@skillhub/shared/test-support/test-policy';
import { createCategory, createLearner, createPublishedCourseWithVideo, loginToken } from '../support/api.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_BASE_URL } from '../support/ports.ts';
import { signIn } from '../support/session.ts';
import { pickCombobox } from '../support/ui.ts';

const PASSWORD = 'Learner@123';

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${E2E_BASE_URL}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} -> ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

test('an uploaded lecture is made into streaming versions; staff see them, a learner on a phone picks a quality and watches', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const admin = await loginToken();
  const categoryId = await createCategory(admin, `Streaming ${stamp}`);
  const course = await createPublishedCourseWithVideo(admin, categoryId, `Camera Basics ${stamp}`, 1000);
  const lecture = course.lectures[0];
  if (!lecture) throw new Error('The arranged course has no lecture');

  // The demo video (640x360) gets 240p and 360p in the background, the worker's own time.
  const stateOf = async () =>
    (await api<{ subSectionId: string; status: string }[]>(admin, 'GET', `/course/video-states/${course._id}`)).find(
      (s) => s.subSectionId === lecture.subSectionId,
    )?.status;
  await expect.poll(stateOf, { timeout: TEST_TIMEOUTS.e2e.longWork }).toBe('ready');

  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto(`/dashboard/course/content/${course._id}`);
  await expect(
    page.getByRole('group', { name: 'Lecture 1.1: Only lecture' }).getByText('Streams in 240p, 360p'),
  ).toBeVisible();

  const learner = await createLearner(PASSWORD);
  const learnerToken = await loginToken(learner.email, learner.password);
  const me = await api<{ user: { _id: string } }>(learnerToken, 'GET', '/user/me');
  await api(admin, 'POST', '/user/assign-course', { courseId: course._id, userId: me.user._id });

  // Staff's English captions for the lecture (the content editor's upload, tested in its component test).
  const captions = new FormData();
  captions.append('file', new Blob(['WEBVTT\n\n00:00:00.000 --> 00:00:05.000\nFocus on the subject\n']), 'en.vtt');
  const uploaded = await fetch(
    `${E2E_BASE_URL}/api/course/captions/${course._id}/${lecture.sectionId}/${lecture.subSectionId}/en`,
    { method: 'PUT', headers: { authorization: `Bearer ${admin}` }, body: captions },
  );
  expect(uploaded.status).toBe(200);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const learnerPage = await phone.newPage();
  await signIn(learnerPage, learner.email, learner.password);
  await learnerPage.goto(`/course/${course.slug}/learn/${course._id}?lecture=${lecture.subSectionId}`);
  await pickCombobox(learnerPage, learnerPage.locator('body'), 'Quality', '240p');
  const video = learnerPage.getByLabel('Video: Only lecture');
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(1);
  expect(await video.evaluate((element: HTMLVideoElement) => element.videoHeight)).toBe(240);
  // The keyboard: K pauses.
  await video.focus();
  await learnerPage.keyboard.press('k');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  // English captions, fetched by the browser through their signed URL; the seek bar previews the thumbnails
  // under the finger.
  await pickCombobox(learnerPage, learnerPage.locator('body'), 'Captions', 'English');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.cues?.length ?? 0))
    .toBe(1);
  const seek = learnerPage.getByRole('slider', { name: 'Seek' });
  const box = await seek.boundingBox();
  if (!box) throw new Error('The seek bar is not laid out');
  const touch = { pointerType: 'touch', pointerId: 7, isPrimary: true, clientY: box.y + box.height / 2 };
  await seek.dispatchEvent('pointerdown', { ...touch, clientX: box.x + box.width / 2 });
  await expect(learnerPage.getByTestId('seek-thumbnail')).toBeVisible();
  await seek.dispatchEvent('pointerup', { ...touch, clientX: box.x + box.width / 2 });
  await expect(learnerPage.getByTestId('seek-thumbnail')).toBeHidden();
  await phone.close();
});
