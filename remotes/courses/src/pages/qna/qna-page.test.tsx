import { randomUUID } from 'node:crypto';
import { configureApiBase } from '@skillhub/shared/api-client';
import { apiPaths } from '@skillhub/shared/api-paths';
import { queryClient } from '@skillhub/shared/query-client';
import { fieldErrors } from '@skillhub/shared/schemas/common';
import { type Qna, replyBodySchema } from '@skillhub/shared/schemas/qna';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bodyRows, cellTexts, chooseRowAction, describedBy, segmentOption } from '../../../test/queries.ts';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { signOut } from '../../../test/session.ts';
import { catalogueCardFixture, listBody } from '../catalogue/catalogue-fixtures.ts';
import { type ScriptedHttpApi, type ScriptedRoute, startScriptedHttpApi } from '../catalogue/scripted-http-api.ts';
import { signInWithCourses } from '../courses-list/course-session.ts';
import { pickOption } from '../courses-list/select-option.ts';

let server: ScriptedHttpApi;

beforeAll(async () => {
  server = await startScriptedHttpApi();
  configureApiBase(server.apiBase);
});
afterAll(() => server.close());
afterEach(() => {
  server.reset();
  queryClient.clear();
  signOut();
  setViewportWidth(1024);
});

function setViewportWidth(width: number): void {
  (
    window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }
  ).happyDOM.setViewport({ width, height: 800 });
}

const python = { _id: randomUUID(), title: 'Data Science with Python', slug: 'data-science-with-python' };
const web = { _id: randomUUID(), title: 'Full Stack Web Development', slug: 'full-stack-web-development' };

function question(text: string, overrides: Partial<Qna> = {}): Qna {
  return {
    _id: randomUUID(),
    course: python,
    sectionId: randomUUID(),
    subSectionId: randomUUID(),
    lectureTitle: 'Installing Python',
    question: text,
    askedBy: { _id: randomUUID(), name: 'Ravi Kumar' },
    replies: [],
    answered: false,
    createdAt: '2026-11-20T09:30:00.000Z',
    updatedAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

/**
 * GET /qna, GET /course/all and POST /qna/{qnaId}/reply over questions held here, filtering and answering as the
 * server does; `replyFailure` makes the next reply fail with that answer.
 */
function scriptQna(questions: Qna[], replyFailure?: { status: number; body: unknown }): ScriptedRoute[] {
  let failure = replyFailure;
  return [
    {
      method: 'GET',
      pattern: apiPaths.qna.list,
      answer: ({ query }) => {
        const page = Number(query.get('page') ?? 1);
        const limit = Number(query.get('limit') ?? 10);
        const answered = query.get('answered');
        const courseId = query.get('courseId');
        const search = (query.get('search') ?? '').toLowerCase();
        const matching = questions
          .filter((q) => answered === null || q.answered === (answered === 'true'))
          .filter((q) => !courseId || q.course._id === courseId)
          .filter((q) => q.question.toLowerCase().includes(search));
        return { body: listBody(matching.slice((page - 1) * limit, page * limit), page, limit, matching.length) };
      },
    },
    {
      method: 'GET',
      pattern: apiPaths.courses.all,
      answer: ({ query }) => {
        const search = (query.get('search') ?? '').toLowerCase();
        const courses = [python, web]
          .filter((c) => c.title.toLowerCase().includes(search))
          .map((c) => catalogueCardFixture(c.title, { _id: c._id, slug: c.slug }));
        return { body: listBody(courses) };
      },
    },
    {
      method: 'POST',
      pattern: apiPaths.qna.reply,
      answer: ({ params, body }) => {
        if (failure) {
          const answer = failure;
          failure = undefined;
          return answer;
        }
        const parsed = replyBodySchema.safeParse(body);
        if (!parsed.success) {
          return {
            status: 400,
            body: { success: false, message: 'Validation failed', errors: fieldErrors(parsed.error.issues) },
          };
        }
        const q = questions.find((x) => x._id === params.qnaId);
        if (!q) return { status: 404, body: { success: false, message: 'Question not found' } };
        const now = new Date().toISOString();
        q.replies.push({
          _id: randomUUID(),
          reply: parsed.data.reply,
          author: { _id: 'staff-1', name: 'Asha Staff' },
          isStaff: true,
          createdAt: now,
          updatedAt: now,
        });
        q.answered = true;
        return { status: 201, body: { success: true, message: 'Reply posted successfully', data: q } };
      },
    },
  ];
}

const table = () => screen.getByRole('table', { name: 'Questions' });
const rows = () => bodyRows(table()).filter((row) => within(row).queryAllByRole('cell').length > 1);
const lastListQuery = () => server.requestsTo('GET', apiPaths.qna.list).at(-1)!.query;

function seedQuestions(): Qna[] {
  return [
    question('How do I install pandas on Windows?'),
    question(`Why does my model overfit? ${'I tried regularisation and more data. '.repeat(4)}`, {
      course: web,
      lectureTitle: null,
      answered: true,
      askedBy: { _id: randomUUID(), name: 'Meena Pillai' },
      replies: [
        {
          _id: randomUUID(),
          reply: 'Try cross-validation first.',
          author: { _id: 'staff-2', name: 'Kiran Rao' },
          isStaff: true,
          createdAt: '2026-11-20T11:00:00.000Z',
          updatedAt: '2026-11-20T11:00:00.000Z',
        },
      ],
    }),
  ];
}

describe('Dashboard Q&A', () => {
  it('lists every course’s questions with their status and filters them', async () => {
    const user = userEvent.setup();
    server.script(...scriptQna(seedQuestions()));
    signInWithCourses();
    renderCoursesApp('/dashboard/qna');

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
      'Ravi Kumar',
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

  it('searches once typing pauses and keeps the page in the URL', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, i) => question(`Question number ${i + 1} about pandas`));
    server.script(...scriptQna(many));
    signInWithCourses();
    renderCoursesApp('/dashboard/qna?page=2');

    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(lastListQuery().get('page')).toBe('2');
    expect(cellTexts(rows()[0]!)[0]).toBe('11');

    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'number 1');
    await waitFor(() => expect(lastListQuery().get('search')).toBe('number 1'));
    // One request for the settled text, none per keystroke; and a new search starts at page 1.
    const searches = server
      .requestsTo('GET', apiPaths.qna.list)
      .map((r) => r.query.get('search'))
      .filter(Boolean);
    expect(searches).toEqual(['number 1']);
    expect(lastListQuery().get('page')).toBe('1');
    await waitFor(() => expect(rows()).toHaveLength(4));
  });

  it('replies from the thread dialog; the row turns Answered', async () => {
    const user = userEvent.setup();
    const questions = seedQuestions();
    server.script(...scriptQna(questions));
    signInWithCourses('update');
    renderCoursesApp('/dashboard/qna');
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
    expect(server.requestsTo('POST', apiPaths.qna.reply)[0]!.path).toBe(`/qna/${questions[0]!._id}/reply`);
    expect(server.requestsTo('POST', apiPaths.qna.reply)[0]!.body).toEqual({ reply: 'Use pip install pandas.' });
    await waitFor(() => expect(cellTexts(rows()[0]!).slice(6, 8)).toEqual(['1', 'Answered']));
  });

  it('asks for a reply before sending, and shows a server failure without closing', async () => {
    const user = userEvent.setup();
    server.script(
      ...scriptQna(seedQuestions(), {
        status: 403,
        body: { success: false, message: 'You do not have permission to reply here' },
      }),
    );
    signInWithCourses('update');
    renderCoursesApp('/dashboard/qna');
    await waitFor(() => expect(rows()).toHaveLength(2));

    await chooseRowAction(user, 1, 'Reply');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Post reply' }));
    const field = within(dialog).getByRole('textbox', { name: 'Your reply' });
    await waitFor(() => expect(describedBy(field)).toBe('Reply is required'));
    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(describedBy(field)).toBe('Reply is required'));
    expect(server.requestsTo('POST', apiPaths.qna.reply)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'Please see lecture 2.');
    await user.click(within(dialog).getByRole('button', { name: 'Post reply' }));
    await screen.findByText('You do not have permission to reply here');
    expect((within(dialog).getByRole('textbox', { name: 'Your reply' }) as HTMLTextAreaElement).value).toBe(
      'Please see lecture 2.',
    );
    expect(cellTexts(rows()[0]!)[7]).toBe('Unanswered');
  });

  it('lets staff without Courses update read a thread but not reply', async () => {
    const user = userEvent.setup();
    server.script(...scriptQna(seedQuestions()));
    signInWithCourses();
    renderCoursesApp('/dashboard/qna');
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
    server.script(...scriptQna(seedQuestions()));
    signInWithCourses('update');
    renderCoursesApp('/dashboard/qna');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(table().closest('.ant-table-content, .ant-table-body')).not.toBeNull();

    await chooseRowAction(user, 1, 'Reply');
    const sheet = await screen.findByRole('dialog');
    expect(sheet.closest('.ant-drawer-bottom')).not.toBeNull();
    expect(document.querySelector('.ant-modal')).toBeNull();
    within(sheet).getByRole('textbox', { name: 'Your reply' });
    within(sheet).getByRole('button', { name: 'Post reply' });
  });

  it('says so when there are no questions', async () => {
    server.script(...scriptQna([]));
    signInWithCourses();
    renderCoursesApp('/dashboard/qna');
    await screen.findByText('No records found.');
  });
});
