import { expect, test } from '@playwright/test';
import { api, createCategory, createCourseWithOneLecture, createLearner, loginToken } from '../support/api.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/ports.ts';
import { signIn } from '../support/session.ts';
import { openedDialog } from '../support/ui.ts';

test('staff add a quiz to a section in the curriculum editor; a learner takes it in the player and sees the score and the review', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const admin = await loginToken();
  const categoryId = await createCategory(admin, `Quizzes ${stamp}`);
  const courseId = await createCourseWithOneLecture(admin, categoryId, `Electronics Basics ${stamp}`);
  await api('PATCH', `/course/status/${courseId}?status=PUBLISHED`, admin);

  // Staff add the quiz after the section's lecture.
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto(`/dashboard/course/update-curriculum/${courseId}`);
  const add = page.getByRole('button', { name: 'Add quiz to section 1' });
  await expect(add).toBeEnabled();
  await add.click();
  const dialog = await openedDialog(page, 'Add quiz to section 1');
  await dialog.getByRole('textbox', { name: 'Quiz title' }).fill('Ohm’s law check');
  const question = dialog.getByRole('group', { name: 'Question 1' });
  await question.getByRole('textbox', { name: 'Question 1 text' }).fill('Voltage equals current times…');
  await question.getByRole('textbox', { name: 'Option 1 of question 1' }).fill('Resistance');
  await question.getByRole('textbox', { name: 'Option 2 of question 1' }).fill('Capacitance');
  await question.getByRole('radio', { name: 'Option 1 of question 1 is right' }).check();
  await question
    .getByRole('textbox', { name: 'Explanation of question 1 (shown after answering)' })
    .fill('V = I × R: Ohm’s law.');
  await dialog.getByRole('button', { name: 'Save Quiz' }).click();
  await expect(page.getByText('After lecture 1: Only lecture · 1 question · pass mark 60%')).toBeVisible();

  // A learner enrolled in the course takes it.
  const learner = await createLearner('Learner@123');
  const learnerToken = await loginToken(learner.email, learner.password);
  const me = await api<{ data: { user: { _id: string } } }>('GET', '/user/me', learnerToken);
  await api('POST', '/user/assign-course', admin, { courseId, userId: me.data.user._id });
  const slug = (await api<{ data: { slug: string } }>('GET', `/course/content/${courseId}`, admin)).data.slug;

  const context = await browser.newContext();
  const player = await context.newPage();
  await signIn(player, learner.email, learner.password);
  await player.goto(`/course/${slug}/learn/${courseId}`);
  const outline = player.getByRole('navigation', { name: 'Course content' });
  await outline.getByRole('button', { name: /^Quiz: Ohm’s law check/ }).click();
  await player.getByRole('button', { name: 'Start Quiz' }).click();
  const first = player.getByRole('group', { name: 'Question 1 of 1' });
  // The right answer and the explanation are nowhere on the page before submitting.
  await expect(first).toBeVisible();
  await expect(player.getByText('V = I × R: Ohm’s law.')).toHaveCount(0);
  await first.getByRole('radio', { name: 'Resistance' }).check();
  await expect(first.getByText('Saved')).toBeVisible();
  await player.getByRole('button', { name: 'Submit Quiz' }).click();

  await expect(player.getByText('You scored 100% (1 of 1 right); the pass mark is 60%.')).toBeVisible();
  await expect(player.getByText('V = I × R: Ohm’s law.')).toBeVisible();
  await expect(outline.getByRole('button', { name: /Quiz: Ohm’s law check \(Passed · 100%\)/ })).toBeVisible();
  await context.close();
});
