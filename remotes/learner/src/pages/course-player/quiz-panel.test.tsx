import { request } from '@skillhub/shared/api-client';
import { quizEndpoints } from '@skillhub/shared/endpoints/quizzes';
import { setLocale } from '@skillhub/shared/i18n';
import type { Category } from '@skillhub/shared/schemas/category';
import type { Course } from '@skillhub/shared/schemas/course';
import { enrol, seedCategory, seedCourse } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderLearnerApp } from '../../../test/render-remote.tsx';
import { signInAsLearner } from '../../../test/session.ts';

/**
 * Quizzes in the course player against the real server: the outline places them among the lectures, answers
 * are saved one by one as given, and the score and review (with explanations) come only after submitting.
 */

const skillhub = withSkillhubServer(window.location.origin);
const { network } = skillhub;
let category: Category;

beforeAll(async () => {
  category = await seedCategory();
});
afterEach(async () => {
  cleanup();
  await network.idle();
  await setLocale('en');
});

/** A course with a quiz after the first lecture of React basics; the admin is enrolled as the learner. */
async function courseWithQuiz(): Promise<{ course: Course; quizId: string }> {
  const course = await seedCourse({
    title: 'Quiz Player Course',
    category,
    sections: [
      { title: 'React basics', lectures: ['Components', 'Props and state'] },
      { title: 'Node', lectures: ['Express routes'] },
    ],
    status: 'PUBLISHED',
  });
  const sectionId = course.sections[0]?._id ?? '';
  const created = await request(quizEndpoints.create, {
    params: { courseId: course._id },
    body: {
      sectionId,
      title: 'Components check',
      afterLectures: 1,
      passPercent: 50,
      questions: [
        {
          kind: 'single',
          prompt: 'What does a component return?',
          options: ['A database row', 'Elements to render'],
          correct: [1],
          explanation: 'Components return React elements.',
        },
        {
          kind: 'true_false',
          prompt: 'Props are read-only',
          options: [],
          correct: [0],
          explanation: 'A component must not change its props.',
        },
      ],
    },
  });
  await enrol(skillhub.admin.user._id, course._id);
  return { course, quizId: created.data.quizzes[0]?._id ?? '' };
}

async function openQuiz({ course, quizId }: { course: Course; quizId: string }) {
  signInAsLearner(skillhub.admin);
  network.clear();
  renderLearnerApp(`/course/${course.slug}/learn/${course._id}?quiz=${quizId}`);
  await screen.findByRole('heading', { name: 'Components check' });
  return userEvent.setup();
}

const outline = () => screen.getByRole('navigation', { name: 'Course content' });

describe('Quizzes in the player', () => {
  it('shows the quiz among the lectures, saves each answer as given, then scores and reviews it', async () => {
    const setup = await courseWithQuiz();
    const user = await openQuiz(setup);
    // In order: Components, the quiz, Props and state.
    const rows = within(outline())
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);
    const quizAt = rows.findIndex((r) => r?.startsWith('Quiz: Components check'));
    expect(rows[quizAt - 1]).toBe('Components');
    expect(rows[quizAt + 1]).toBe('Props and state');

    await user.click(screen.getByRole('button', { name: 'Start Quiz' }));
    const first = await screen.findByRole('group', { name: 'Question 1 of 2' });
    // Before submitting, nothing tells the right answer.
    expect(screen.queryByText('Components return React elements.')).toBeNull();
    await user.click(within(first).getByRole('radio', { name: 'Elements to render' }));
    await within(first).findByText('Saved');
    const answers = () => network.requests.filter((r) => r.method === 'PUT' && r.path.endsWith('/answer'));
    expect(answers()).toHaveLength(1);
    expect(answers()[0]?.body).toMatchObject({ optionIds: [1] });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const second = await screen.findByRole('group', { name: 'Question 2 of 2' });
    await user.click(within(second).getByRole('radio', { name: 'False' }));
    await within(second).findByText('Saved');
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));

    await screen.findByText('Passed');
    expect(screen.getByText('You scored 50% (1 of 2 right); the pass mark is 50%.')).toBeTruthy();
    expect(screen.getByText('Components return React elements.')).toBeTruthy();
    expect(screen.getByText('A component must not change its props.')).toBeTruthy();
    expect(screen.getByText('Incorrect')).toBeTruthy();
    // The outline now shows the pass and the best score.
    await waitFor(() =>
      expect(within(outline()).getByRole('button', { name: /Quiz: Components check \(Passed · 50%\)/ })).toBeTruthy(),
    );
  });

  it('resumes an open attempt with the answers already saved (a reload loses nothing)', async () => {
    const setup = await courseWithQuiz();
    let user = await openQuiz(setup);
    await user.click(screen.getByRole('button', { name: 'Start Quiz' }));
    await user.click(await screen.findByRole('radio', { name: 'Elements to render' }));
    await screen.findByText('Saved');

    cleanup();
    await network.idle();
    user = await openQuiz(setup);
    await user.click(await screen.findByRole('button', { name: 'Resume Attempt' }));
    await user.click(await screen.findByText('All at once'));
    const first = await screen.findByRole('group', { name: 'Question 1 of 2' });
    expect(within(first).getByRole('radio', { name: 'Elements to render' })).toHaveProperty('checked', true);
    expect(screen.getByRole('group', { name: 'Question 2 of 2' })).toBeTruthy();
    expect(screen.getByText('1 of 2 answered')).toBeTruthy();
  });

  it('speaks Hindi: the outline, the quiz and its questions', async () => {
    const setup = await courseWithQuiz();
    await setLocale('hi');
    const user = await openQuiz(setup);
    within(screen.getByRole('navigation', { name: 'कोर्स की सामग्री' })).getByRole('button', {
      name: 'क्विज़: Components check (2 प्रश्न)',
    });
    screen.getByText('0 / 1 क्विज़ पास');
    await user.click(screen.getByRole('button', { name: 'क्विज़ शुरू करें' }));
    await screen.findByRole('group', { name: 'प्रश्न 1 / 2' });
    expect(screen.queryByRole('group', { name: 'प्रश्न 2 / 2' })).toBeNull();
    await user.click(await screen.findByText('सब एक साथ'));
    const trueFalse = await screen.findByRole('group', { name: 'प्रश्न 2 / 2' });
    within(trueFalse).getByRole('radio', { name: 'सही' });
    within(trueFalse).getByRole('radio', { name: 'गलत' });
    screen.getByRole('button', { name: 'क्विज़ जमा करें' });
  });
});
