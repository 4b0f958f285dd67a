import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { TEST_TIMEOUTS } from '@skillhub/shared/test-support/test-policy';
import {
  createCategory,
  createCourseWithOneLecture,
  createLearner,
  createPublishedCourseWithVideo,
  loginToken,
} from '../support/api.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_BASE_URL } from '../support/ports.ts';
import { untilServerRendered } from '../support/server-rendered.ts';
import { signIn } from '../support/session.ts';
import { openedDialog, openRowAction, pickCombobox, pickOption } from '../support/ui.ts';

const DEMO_MP4 = fileURLToPath(new URL('../../server/src/seed/assets/demo-lecture.mp4', import.meta.url));

test('a staff member builds, fills and publishes a course; a visitor finds it and enquires; the lead moves on', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const title = `Drone Piloting ${stamp}`;
  const lectureTitle = `Pre-flight checks ${stamp}`;
  const categoryName = `Aerial Robotics ${stamp}`;
  const categoryId = await createCategory(await loginToken(), categoryName);

  // Basics, details and pricing in the builder.
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/dashboard/courses');
  await page.getByRole('button', { name: 'Create Course' }).click();
  await expect(page).toHaveURL(/\/dashboard\/create-course$/);
  const form = page.getByRole('form', { name: 'Course' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form
    .getByLabel('Subtitle', { exact: true })
    .fill('Fly safely and legally, from first hover to survey missions');
  await pickOption(page, form, 'Language', 'English');
  await pickOption(page, form, 'Category', categoryName);
  await pickOption(page, form, 'Course Mode', 'Hybrid');
  await pickOption(page, form, 'Course Level', 'Beginner');
  await form.getByLabel('Thumbnail', { exact: true }).fill('https://cdn.skillhub.test/thumbnails/drone.png');
  await form.getByRole('textbox', { name: 'Key point 1', exact: true }).fill('Twenty hours of simulator time');
  await form.getByRole('textbox', { name: 'Tag 1', exact: true }).fill('drones');
  await form.getByRole('textbox', { name: 'Learning point 1', exact: true }).fill('Plan a survey mission');
  await form
    .getByLabel('Description', { exact: true })
    .fill('Regulations, flight basics, camera work and maintenance.');
  await form.getByLabel('Duration', { exact: true }).fill('6 weeks');
  await form.getByLabel('Actual Price (₹)').fill('12000');
  await form.getByLabel('Discount (%)').fill('150');
  await form.getByLabel('Discount (%)').blur();
  await expect(form.getByText("Discount can't be more than 100%")).toBeVisible();
  await form.getByLabel('Discount (%)').fill('25');
  await expect(form.getByText("Discount can't be more than 100%")).toHaveCount(0);
  await expect(form.getByLabel('Final price')).toContainText('9,000');
  await pickOption(page, form, 'Validity', '1 Year');
  await form.getByRole('button', { name: 'Create Course' }).click();
  await expect(page.getByText('Course created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/course\/update-curriculum\/[0-9a-f-]{36}$/);

  // Curriculum: one section with one lecture.
  const curriculum = page.getByRole('form', { name: 'Curriculum' });
  await curriculum.getByRole('button', { name: 'Add Section' }).click();
  const section = curriculum.getByRole('group', { name: 'Section 1' });
  await section.getByLabel('Section 1 title').fill('Before you fly');
  await section.getByLabel('Lecture 1 title').fill(lectureTitle);
  await curriculum.getByRole('button', { name: 'Save Curriculum' }).click();
  await expect(page.getByText('Curriculum saved successfully')).toBeVisible();

  // Content: the lecture's video goes up in parts and the lecture then has a video.
  await curriculum.getByRole('button', { name: 'Manage Content' }).click();
  await expect(page).toHaveURL(/\/dashboard\/course\/content\//);
  const lecture = page.getByRole('group', { name: `Lecture 1.1: ${lectureTitle}` });
  await expect(lecture.getByText('No video')).toBeVisible();
  const completed = page.waitForResponse((r) => r.url().includes('/api/course/complete-upload/') && r.ok());
  await lecture.getByLabel(`Video file for ${lectureTitle}`).setInputFiles(DEMO_MP4);
  await completed;
  await expect(lecture.getByText(/^Video uploaded/)).toBeVisible();
  await expect(lecture.getByRole('button', { name: 'Preview' })).toBeVisible();

  // Publish it from the list.
  await page.locator('#main-content').getByRole('button', { name: 'Courses', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/courses$/);
  await page.getByRole('searchbox', { name: 'Search courses by title, subtitle or tag' }).fill(title);
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2);
  await openRowAction(page, 1, 'Publish');
  await (await openedDialog(page, 'Publish Course')).getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(`Course "${title}" is now published`)).toBeVisible();

  // Signed out: the catalogue shows it by category and by search; its page takes an enquiry.
  const visitor = await browser.newContext();
  const pub = await visitor.newPage();
  await pub.goto(`/courses?category=${categoryId}`);
  const cards = pub.getByRole('list', { name: 'Courses' });
  await expect(cards.getByRole('article', { name: title })).toBeVisible();
  // Typed into the server's page before the app is there: the app hydrates it with the text and searches.
  await pub.goto('/courses');
  await pub.getByRole('searchbox', { name: 'Search courses' }).fill(title);
  await expect(pub).toHaveURL(/search=/);
  await expect(cards.getByRole('article')).toHaveCount(1);
  await cards.getByRole('link', { name: title }).click();
  await expect(pub.getByRole('heading', { name: title })).toBeVisible();
  const enquirer = `Ravi Kumar ${stamp}`;
  const enquiry = pub.getByRole('form', { name: 'Enquiry form' });
  await enquiry.getByLabel('Name', { exact: true }).fill(enquirer);
  await enquiry.getByLabel('Phone', { exact: true }).fill('9876543210');
  await enquiry.getByLabel('Email', { exact: true }).fill(`ravi.${stamp}@example.com`);
  await enquiry.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(enquiry.getByRole('status')).toContainText(
    'Thank you for your enquiry! Our team will contact you shortly.',
  );
  await visitor.close();

  // The admin moves the lead through the pipeline.
  await page.goto('/dashboard/enquiry');
  await page.getByRole('searchbox', { name: 'Search enquiries by name, email or phone' }).fill(enquirer);
  const row = page.getByRole('row').filter({ hasText: enquirer });
  await expect(row).toContainText(title);
  await expect(row).toContainText('Pending');
  await expect(page.getByRole('row')).toHaveCount(2);
  await openRowAction(page, 1, 'Change Status');
  const dialog = await openedDialog(page, 'Change Status');
  await pickOption(page, dialog, 'Status', 'Interested');
  await dialog.getByLabel('Note').fill('Asked for the weekend batch');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enquiry status updated successfully')).toBeVisible();
  await expect(row).toContainText('Interested');
  await openRowAction(page, 1, 'View History');
  const history = page.getByRole('dialog', { name: `History of ${enquirer}` });
  await expect(history.getByText('Asked for the weekend batch')).toBeVisible();
  await expect(history.getByText('Interested').first()).toBeVisible();
});

test('an upload interrupted after its first part resumes without sending that part again', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const admin = await loginToken();
  const categoryId = await createCategory(admin, `Resumable Uploads ${stamp}`);
  const courseId = await createCourseWithOneLecture(admin, categoryId, `Resumable Upload ${stamp}`);

  // An MP4-looking file of three 5 MiB parts: the demo video's bytes, then padding.
  const demo = await readFile(DEMO_MP4);
  const big = Buffer.alloc(12 * 1024 * 1024);
  demo.copy(big);
  const bigFile = testInfo.outputPath('interrupted-lecture.mp4');
  await writeFile(bigFile, big);

  // Records the partNumber of every chunk call the page makes (aborted ones included).
  await page.addInitScript(() => {
    const spy = window as unknown as { __chunkParts: number[] };
    spy.__chunkParts = [];
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = input instanceof Request ? input : undefined;
      const url = request ? request.url : String(input);
      if (url.includes('/api/course/chunk-upload/')) {
        const form = init?.body instanceof FormData ? init.body : await request?.clone().formData();
        spy.__chunkParts.push(Number(form?.get('partNumber')));
      }
      return original(input, init);
    };
  });
  const chunkParts = () => page.evaluate(() => (window as unknown as { __chunkParts: number[] }).__chunkParts);

  // The first chunk call goes through; every later one fails on the wire until the line is back.
  let lineDown = true;
  let chunkCalls = 0;
  await page.route('**/api/course/chunk-upload/**', async (route) => {
    chunkCalls += 1;
    if (chunkCalls > 1 && lineDown) await route.abort('internetdisconnected');
    else await route.continue();
  });

  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto(`/dashboard/course/content/${courseId}`);
  const lecture = page.getByRole('group', { name: 'Lecture 1.1: Only lecture' });
  await expect(lecture.getByText('No video')).toBeVisible();
  await lecture.getByLabel('Video file for Only lecture').setInputFiles(bigFile);
  await expect(lecture.getByRole('progressbar', { name: 'Upload progress of Only lecture' })).toBeVisible();
  await expect(lecture.getByText(/The upload of "interrupted-lecture\.mp4" stopped/)).toBeVisible({
    timeout: TEST_TIMEOUTS.e2e.longWork,
  });
  expect(await chunkParts()).toEqual([1, 2, 2, 2]);

  lineDown = false;
  await lecture.getByRole('button', { name: 'Resume', exact: true }).click();
  await expect(lecture.getByText(/^Video uploaded · 12(\.0)? MB/)).toBeVisible({ timeout: TEST_TIMEOUTS.e2e.longWork });
  // Part 1 was stored before the line went down, so it went out once; only the missing parts followed.
  expect(await chunkParts()).toEqual([1, 2, 2, 2, 2, 3]);
});

test('a learner-role account gets 403 from every staff course endpoint and is sent away from the dashboard', async ({
  page,
}) => {
  const learner = await createLearner('Learner@1234');
  const token = await loginToken(learner.email, learner.password);
  const courseId = randomUUID();
  const lecture = `${courseId}/${randomUUID()}/${randomUUID()}`;
  const calls: [string, string, unknown?][] = [
    ['GET', '/course/all'],
    ['POST', '/course', { title: 'Not allowed' }],
    ['PUT', `/course/curriculum/${courseId}`, { sections: [] }],
    ['PATCH', `/course/status/${courseId}?status=PUBLISHED`],
    ['DELETE', `/course/${courseId}`],
    ['GET', '/course/enquiry'],
    ['POST', `/course/start-upload/${lecture}`, { fileName: 'a.mp4', fileType: 'video/mp4', fileSize: 10 }],
  ];
  for (const [method, path, body] of calls) {
    const res = await fetch(`${E2E_BASE_URL}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status, `${method} ${path}`).toBe(403);
  }

  await signIn(page, learner.email, learner.password);
  await page.goto('/dashboard/courses');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test("without JavaScript the server's catalogue filters by a category link and searches by its form, and Buy now leads to sign-in", async ({
  browser,
}) => {
  const stamp = Date.now();
  const admin = await loginToken();
  const categoryName = `Scriptless Sailing ${stamp}`;
  const categoryId = await createCategory(admin, categoryName);
  const title = `Dinghy Sailing ${stamp}`;
  const courseId = await createCourseWithOneLecture(admin, categoryId, title);
  const published = await fetch(`${E2E_BASE_URL}/api/course/status/${courseId}?status=PUBLISHED`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(published.status).toBe(200);
  // Each page as the server renders it (a busy machine's first render of one may be sent as the plain app).
  const filtered = `/courses?category=${categoryId}`;
  for (const path of ['/courses', filtered, `${filtered}&search=dinghy`, `/courses?search=Sailing+${stamp}`]) {
    await untilServerRendered(path);
  }

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/courses');
  const cards = page.getByRole('list', { name: 'Courses' });
  await page.getByRole('list', { name: 'Category' }).getByRole('link', { name: categoryName }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}${filtered}`);
  await expect(page.getByRole('status')).toHaveText('1 course');
  await expect(cards.getByRole('article')).toHaveCount(1);
  await expect(cards.getByRole('article', { name: title })).toBeVisible();
  const chosen = page.getByRole('list', { name: 'Category' }).getByRole('link', { name: categoryName });
  await expect(chosen).toHaveAttribute('aria-current', 'true');

  // The search form sends the words and keeps the category chosen.
  const search = page.getByRole('searchbox', { name: 'Search courses' });
  await search.fill('dinghy');
  await search.press('Enter');
  await expect(page).toHaveURL(`${E2E_BASE_URL}/courses?search=dinghy&category=${categoryId}`);
  await expect(cards.getByRole('article')).toHaveCount(1);
  await expect(search).toHaveValue('dinghy');

  // From the whole catalogue, a search finds the course among every category's.
  await page.goto('/courses');
  await search.fill(`Sailing ${stamp}`);
  await search.press('Enter');
  await expect(page).toHaveURL(`${E2E_BASE_URL}/courses?search=Sailing+${stamp}`);
  await expect(cards.getByRole('article')).toHaveCount(1);

  // Its page's Buy now, signed out: to sign in, naming the payment page to return to.
  const content = await fetch(`${E2E_BASE_URL}/api/course/content/${courseId}`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  await untilServerRendered(`/course/${((await content.json()) as { data: { slug: string } }).data.slug}`);
  await cards.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('link', { name: /Buy now/ }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/auth?from=%2Fcourse-payment%2F${courseId}`);
  await context.close();
});

test('a signed-out visitor on a phone presses Preview on a free preview lecture and it plays, with captions', async ({
  browser,
}, testInfo) => {
  const stamp = Date.now();
  const admin = await loginToken();
  const categoryId = await createCategory(admin, `Previews ${stamp}`);
  const course = await createPublishedCourseWithVideo(admin, categoryId, `Street Photography ${stamp}`, 1000);
  const authorised = { authorization: `Bearer ${admin}`, 'content-type': 'application/json' };
  const content = (await (
    await fetch(`${E2E_BASE_URL}/api/course/content/${course._id}`, { headers: authorised })
  ).json()) as { data: { sections: { _id: string; title: string; subSections: { _id: string; title: string }[] }[] } };
  // Staff mark the first lecture (the one with the video) as a free preview, as the curriculum editor saves it.
  const marked = await fetch(`${E2E_BASE_URL}/api/course/curriculum/${course._id}`, {
    method: 'PUT',
    headers: authorised,
    body: JSON.stringify({
      sections: content.data.sections.map((section) => ({
        _id: section._id,
        title: section.title,
        subSections: section.subSections.map((lecture, i) => ({ ...lecture, freePreview: i === 0 })),
      })),
    }),
  });
  expect(marked.status).toBe(200);
  // Staff's English captions for the preview (the content editor's upload, tested in its component test).
  const [section] = content.data.sections;
  const captions = new FormData();
  captions.append('file', new Blob(['WEBVTT\n\n00:00:00.000 --> 00:00:30.000\nLook for the light\n']), 'en.vtt');
  const uploaded = await fetch(
    `${E2E_BASE_URL}/api/course/captions/${course._id}/${section?._id}/${section?.subSections[0]?._id}/en`,
    { method: 'PUT', headers: { authorization: `Bearer ${admin}` }, body: captions },
  );
  expect(uploaded.status).toBe(200);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await phone.newPage();
  await page.goto(`/course/${course.slug}`);
  await page.getByRole('button', { name: 'Preview Only lecture' }).click();
  const dialog = await openedDialog(page, 'Preview: Only lecture');
  const video = dialog.getByLabel('Free preview video: Only lecture');
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(1);
  // English captions, fetched signed out through their signed URL, shown over the video.
  await pickCombobox(page, dialog, 'Captions', 'English');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.activeCues?.length ?? 0))
    .toBe(1);
  await expect(dialog.getByRole('slider', { name: 'Seek' })).toBeVisible();
  await expect(page.getByTitle('Captions off', { exact: true })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('preview-captions-390.png') });
  await phone.close();
});
