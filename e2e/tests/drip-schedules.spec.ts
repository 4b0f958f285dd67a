import { expect, test } from '@playwright/test';
import { api, createCategory, createCourseWithOneLecture, createLearner, loginToken } from '../support/api.ts';
import { E2E_BASE_URL } from '../support/ports.ts';
import { signIn } from '../support/session.ts';

interface Content {
  data: { slug: string; sections: { _id: string; title: string; subSections: { _id: string; title: string }[] }[] };
}

test('a learner on a phone sees a section that opens on a date locked, with its date, and cannot open its lecture', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const admin = await loginToken();
  const categoryId = await createCategory(admin, `Drip ${stamp}`);
  const courseId = await createCourseWithOneLecture(admin, categoryId, `Solar Installation ${stamp}`);
  const { data: before } = await api<Content>('GET', `/course/content/${courseId}`, admin);
  const [first] = before.sections;
  // Week 2 opens at 00:00 IST on 15 January 2031.
  await api('PUT', `/course/curriculum/${courseId}`, admin, {
    sections: [
      { _id: first?._id, title: 'Week 1', subSections: first?.subSections ?? [] },
      { title: 'Week 2', opensOn: '2031-01-15', subSections: [{ title: 'Inverters and batteries' }] },
    ],
  });
  await api('PATCH', `/course/status/${courseId}?status=PUBLISHED`, admin);

  const learner = await createLearner('Learner@123');
  const learnerToken = await loginToken(learner.email, learner.password);
  const me = await api<{ data: { user: { _id: string } } }>('GET', '/user/me', learnerToken);
  await api('POST', '/user/assign-course', admin, { courseId, userId: me.data.user._id });

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await signIn(phone, learner.email, learner.password);
  await phone.goto(`/course/${before.slug}/learn/${courseId}`);
  await phone.getByRole('button', { name: 'Switch to dark theme' }).first().click();
  await phone.getByRole('tab', { name: 'Course content' }).click();
  const outline = phone.getByRole('navigation', { name: 'Course content' });
  const week2 = outline.getByRole('button', { name: /Section 2: Week 2/ });
  await expect(week2).toContainText('Opens on 15 Jan 2031, 12:00 am (IST)');
  await week2.click();
  await expect(outline.getByText('Inverters and batteries')).toBeVisible();
  await expect(outline.getByRole('button', { name: 'Inverters and batteries' })).toHaveCount(0);
  // Nothing on the page is wider than the phone.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The API refuses the locked lecture's content to this learner, saying when it opens.
  const { data: after } = await api<Content>('GET', `/course/content/${courseId}`, admin);
  const locked = after.sections[1];
  const refused = await fetch(
    `${E2E_BASE_URL}/api/course/presigned/${courseId}/${locked?._id}/${locked?.subSections[0]?._id}`,
    { headers: { authorization: `Bearer ${learnerToken}` } },
  );
  expect(refused.status).toBe(403);
  expect((await refused.json()).message).toBe('This section opens on 15 Jan 2031, 12:00 am (India time)');
  await context.close();
});
