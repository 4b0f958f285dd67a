import { request } from '@skillhub/shared/api-client';
import { quizEndpoints } from '@skillhub/shared/endpoints/quizzes';
import { setLocale } from '@skillhub/shared/i18n';
import type { Category } from '@skillhub/shared/schemas/category';
import type { Course } from '@skillhub/shared/schemas/course';
import { enrol, seedCategory, seedCourse } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderCoursesApp } from '../../../../test/render-remote.tsx';
import { coursePermissions, signInAs } from '../../../../test/session.ts';

/** Quizzes in the curriculum editor against the real server: added in a section's place, removed by the rules. */

const skillhub = withSkillhubServer(window.location.origin);
let category: Category;

beforeAll(async () => {
  category = await seedCategory();
});
afterEach(async () => {
  await setLocale('en');
});

/** The quiz buttons wait for the course's quizzes to load. */
async function enabledButton(name: string): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  return button;
}

async function openCurriculum(
  prepare: (course: Course) => Promise<void> = async () => {},
): Promise<{ course: Course; user: ReturnType<typeof userEvent.setup> }> {
  const course = await seedCourse({
    title: 'Quiz Editor Course',
    category,
    sections: [
      { title: 'Getting started', lectures: ['Welcome', 'Setting up'] },
      { title: 'React basics', lectures: ['Components'] },
    ],
    status: 'PUBLISHED',
  });
  await prepare(course);
  signInAs(coursePermissions('read', 'update', 'delete'), skillhub.admin);
  renderCoursesApp(`/dashboard/course/update-curriculum/${course._id}`);
  await screen.findByRole('form', { name: /^(Curriculum|पाठ्यक्रम)$/ });
  return { course, user: userEvent.setup() };
}

const quizzesOf = async (courseId: string) => (await request(quizEndpoints.list, { params: { courseId } })).data;

describe('Quizzes in the curriculum editor', () => {
  it('adds a quiz to a section after its lectures, with a question, its right answer and explanation', async () => {
    const { course, user } = await openCurriculum();
    await user.click(await enabledButton('Add quiz to section 1'));
    const dialog = await screen.findByRole('dialog', { name: 'Add quiz to section 1' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Quiz title' }), 'Setup check');
    const question = within(dialog).getByRole('group', { name: 'Question 1' });
    await user.type(within(question).getByRole('textbox', { name: 'Question 1 text' }), 'Which tool runs JavaScript?');
    await user.type(within(question).getByRole('textbox', { name: 'Option 1 of question 1' }), 'Photoshop');
    await user.type(within(question).getByRole('textbox', { name: 'Option 2 of question 1' }), 'Node.js');
    await user.click(within(question).getByRole('radio', { name: 'Option 2 of question 1 is right' }));
    await user.type(
      within(question).getByRole('textbox', { name: 'Explanation of question 1 (shown after answering)' }),
      'Node.js runs JavaScript outside the browser.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save Quiz' }));

    await screen.findByText('Quiz created successfully');
    const section1 = screen.getByRole('group', { name: 'Section 1' });
    await within(section1).findByText('After lecture 2: Setting up · 1 question · pass mark 60%');
    within(section1).getByRole('button', { name: 'Edit quiz Setup check' });
    const [saved] = (await quizzesOf(course._id)).quizzes;
    expect(saved).toMatchObject({ title: 'Setup check', sectionId: course.sections[0]?._id, afterLectures: 2 });
    expect(saved?.questions[0]).toMatchObject({
      kind: 'single',
      options: ['Photoshop', 'Node.js'],
      correct: [1],
      explanation: 'Node.js runs JavaScript outside the browser.',
    });
  });

  it('refuses a quiz whose question has no text before sending it, and keeps the dialog open', async () => {
    const { user } = await openCurriculum();
    await user.click(await enabledButton('Add quiz to section 2'));
    const dialog = await screen.findByRole('dialog', { name: 'Add quiz to section 2' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Quiz title' }), 'Empty');
    await user.click(within(dialog).getByRole('button', { name: 'Save Quiz' }));
    await within(dialog).findByText('Question text is required');
    // Nothing was sent: the form's own check (the contract's schema) stopped it.
    expect(skillhub.network.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/course/quiz/'))).toEqual(
      [],
    );
    expect(screen.getByRole('dialog', { name: 'Add quiz to section 2' })).toBeTruthy();
  });

  it('archives a quiz a learner attempted, saying so before, and it leaves the list', async () => {
    const { course, user } = await openCurriculum(async (course) => {
      const created = await request(quizEndpoints.create, {
        params: { courseId: course._id },
        body: {
          sectionId: course.sections[1]?._id ?? '',
          title: 'Attempted quiz',
          afterLectures: 1,
          passPercent: 50,
          questions: [{ kind: 'true_false', prompt: 'React is a library', options: [], correct: [0], explanation: '' }],
        },
      });
      const quizId = created.data.quizzes[0]?._id ?? '';
      await enrol(skillhub.admin.user._id, course._id);
      await request(quizEndpoints.start, { params: { courseId: course._id, quizId } });
    });
    await user.click(await screen.findByRole('button', { name: 'Delete quiz Attempted quiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Quiz' });
    within(dialog).getByText(/has 1 attempt: it is archived, not deleted/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Quiz archived: learners have attempted it');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete quiz Attempted quiz' })).toBeNull());
    expect((await quizzesOf(course._id)).quizzes).toEqual([]);
  });

  it('keeps a question bank for the course', async () => {
    const { course, user } = await openCurriculum();
    await user.click(await enabledButton('Question Bank (0)'));
    const dialog = await screen.findByRole('dialog', { name: 'Question Bank' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Question' }));
    const question = within(dialog).getByRole('group', { name: 'Question 1' });
    await user.type(within(question).getByRole('textbox', { name: 'Question 1 text' }), 'Is JSX JavaScript?');
    await user.type(
      within(question).getByRole('textbox', { name: 'Option 1 of question 1' }),
      'Yes, with syntax sugar',
    );
    await user.type(within(question).getByRole('textbox', { name: 'Option 2 of question 1' }), 'No');
    await user.click(within(dialog).getByRole('button', { name: 'Save Question Bank' }));
    await screen.findByText('Question bank saved successfully');
    await screen.findByRole('button', { name: 'Question Bank (1)' });
    expect((await quizzesOf(course._id)).bank.map((q) => q.prompt)).toEqual(['Is JSX JavaScript?']);
  });

  it('speaks Hindi: the quiz dialog and the question bank', async () => {
    await setLocale('hi');
    const { user } = await openCurriculum();
    await user.click(await enabledButton('सेक्शन 1 में क्विज़ जोड़ें'));
    const dialog = await screen.findByRole('dialog', { name: 'सेक्शन 1 में क्विज़ जोड़ें' });
    within(dialog).getByRole('textbox', { name: 'क्विज़ का शीर्षक' });
    within(dialog).getByRole('group', { name: 'प्रश्न 1' });
    within(dialog).getByRole('button', { name: 'क्विज़ सेव करें' });
    screen.getByRole('button', { name: 'प्रश्न बैंक (0)' });
  });
});
