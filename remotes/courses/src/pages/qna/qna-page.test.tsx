import type { Course } from '@skillhub/shared/schemas/course';
import {
  enrol,
  lectureOf,
  seedCategory,
  seedCourse,
  seedQuestion,
  seedReply,
} from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bodyRows, cellTexts, chooseRowAction, pickOption, segmentOption } from '../../../test/queries.ts';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { coursePermissions, signInAs } from '../../../test/session.ts';

/**
 * The dashboard Q&A page against the real server. The file's questions are asked by the admin, enrolled in
 * two published courses as a learner; one is answered by the admin as staff. Tests that add questions or
 * answer one come last, or search down to their own.
 */

// The page lists every course's questions: it sees only its own on a server of its own.
const skillhub = withSkillhubServer(window.location.origin, { ownServer: true });
const { network } = skillhub;
let python: Course;
let web: Course;

beforeAll(async () => {
  const category = await seedCategory();
  python = await seedCourse({
    title: 'Data Science with Python',
    category,
    sections: [{ title: 'Setup', lectures: ['Installing Python'] }],
    status: 'PUBLISHED',
  });
  web = await seedCourse({
    title: 'Full Stack Web Development',
    category,
    sections: [{ title: 'Basics', lectures: ['HTML'] }],
    status: 'PUBLISHED',
  });
  for (const course of [python, web]) await enrol(skillhub.admin.user._id, course._id);
  const overfit = await seedQuestion(
    web._id,
    `Why does my model overfit? ${'I tried regularisation and more data. '.repeat(4)}`,
  );
  await seedReply(overfit._id, 'Try cross-validation first.');
  await seedQuestion(python._id, 'How do I install pandas on Windows?', lectureOf(python));
});
afterEach(() => {
  setViewportWidth(1024);
});

function setViewportWidth(width: number): void {
  (
    window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }
  ).happyDOM.setViewport({ width, height: 800 });
}

function openQna(path: string, ...operations: Parameters<typeof coursePermissions>) {
  signInAs(coursePermissions(...operations), skillhub.admin);
  renderCoursesApp(path);
}

const table = () => screen.getByRole('table', { name: 'Questions' });
const rows = () => bodyRows(table()).filter((row) => within(row).queryAllByRole('cell').length > 1);
const listCalls = () => network.to('GET', '/qna');
const lastListQuery = () => new URLSearchParams(listCalls().at(-1)!.search);

describe('Dashboard Q&A', () => {
  it('lists every course’s questions with their status and filters them', async () => {
    const user = userEvent.setup();
    openQna('/dashboard/qna');

    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['S.No.', 'Course', 'Lecture', 'Question', 'Asked by', 'Asked at', 'Replies', 'Status', 'Actions']);
    const [first, second] = rows().map(cellTexts);
    expect(first!.slice(0, 5)).toEqual([
      '1',
      'Data Science with Python',
      'Installing Python',
      'How do I install pandas on Windows?',
      skillhub.admin.user.name,
    ]);
    expect(first!.slice(6, 8)).toEqual(['0', 'Unanswered']);
    expect(second!.slice(6, 8)).toEqual(['1', 'Answered']);
    // A long question is cut in the table and whole on hover.
    expect(second![3]!.endsWith('…')).toBe(true);
    expect(second![3]!.length).toBeLessThanOrEqual(81);
    expect(lastListQuery().get('answered')).toBeNull();

    await user.click(segmentOption('Unanswered'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(lastListQuery().get('answered')).toBe('false');
    expect(window.location.search).toBe('?status=unanswered');

    await user.click(segmentOption('Answered'));
    await waitFor(() => expect(cellTexts(rows()[0]!)[1]).toBe('Full Stack Web Development'));
    expect(lastListQuery().get('answered')).toBe('true');

    await user.click(segmentOption('All'));
    await user.click(screen.getByRole('combobox', { name: 'Filter by course' }));
    await pickOption(user, 'Full Stack Web Development');
    await waitFor(() => expect(lastListQuery().get('courseId')).toBe(web._id));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(new URLSearchParams(window.location.search).get('course')).toBe(web._id);
  });

  it('lets staff without Courses update read a thread but not reply', async () => {
    const user = userEvent.setup();
    openQna('/dashboard/qna');
    await waitFor(() => expect(rows()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Actions for row 2' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: /Reply/ })).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: /View thread/ }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText('Try cross-validation first.');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Post reply' })).toBeNull();
  });

  it('works on a 390px phone: the table scrolls sideways and the thread opens as a bottom sheet', async () => {
    const user = userEvent.setup();
    setViewportWidth(390);
    openQna('/dashboard/qna', 'update');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(table().closest('.ant-table-content, .ant-table-body')).not.toBeNull();

    await chooseRowAction(user, 1, 'Reply');
    const sheet = await screen.findByRole('dialog');
    expect(sheet.closest('.ant-drawer-bottom')).not.toBeNull();
    expect(document.querySelector('.ant-modal')).toBeNull();
    within(sheet).getByRole('textbox', { name: 'Your reply' });
    within(sheet).getByRole('button', { name: 'Post reply' });
  });

  it('says so when no question matches', async () => {
    openQna('/dashboard/qna?search=nothing+asked+about+this');
    await screen.findByText('No records found.');
  });

  it('replies from the thread dialog; the row turns Answered', async () => {
    const user = userEvent.setup();
    openQna('/dashboard/qna', 'update');
    await waitFor(() => expect(rows()).toHaveLength(2));

    await chooseRowAction(user, 2, 'Reply');
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText(/Why does my model overfit\?/);
    within(dialog).getByText('Try cross-validation first.');
    within(dialog).getByText('Instructor');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await chooseRowAction(user, 1, 'Reply');
    const replyDialog = await waitFor(() => {
      const found = screen.getAllByRole('dialog').find((d) => within(d).queryByText(/install pandas on Windows/));
      if (!found) throw new Error('no dialog for the first question');
      return found;
    });
    within(replyDialog).getByText('No replies yet.');
    await user.type(within(replyDialog).getByRole('textbox', { name: 'Your reply' }), 'Use pip install pandas.');
    await user.click(within(replyDialog).getByRole('button', { name: 'Post reply' }));

    await screen.findByText('Reply posted successfully');
    const reply = network.requests.find((r) => r.method === 'POST' && /^\/qna\/[\w-]+\/reply$/.test(r.path));
    expect(reply?.body).toEqual({ reply: 'Use pip install pandas.' });
    await waitFor(() => expect(cellTexts(rows()[0]!).slice(6, 8)).toEqual(['1', 'Answered']));
  });

  it('searches once typing pauses and keeps the page in the URL', async () => {
    const user = userEvent.setup();
    for (let i = 1; i <= 12; i += 1) await seedQuestion(python._id, `Question number ${i} about numpy`);
    openQna('/dashboard/qna?search=about+numpy&page=2');

    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(lastListQuery().get('page')).toBe('2');
    expect(cellTexts(rows()[0]!)[0]).toBe('11');

    const box = screen.getByRole('searchbox', { name: 'Search questions' });
    await user.clear(box);
    await user.type(box, 'number 1');
    await waitFor(() => expect(lastListQuery().get('search')).toBe('number 1'));
    // One request for the settled text, none per keystroke; and a new search starts at page 1.
    const searches = listCalls()
      .map((r) => new URLSearchParams(r.search).get('search'))
      .filter((search) => search && search !== 'about numpy');
    expect(searches).toEqual(['number 1']);
    expect(lastListQuery().get('page')).toBe('1');
    await waitFor(() => expect(rows()).toHaveLength(4));
  });
});
