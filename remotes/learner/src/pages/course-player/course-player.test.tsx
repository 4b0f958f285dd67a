import { configureApiBase } from '@skillhub/shared/api-client';
import { apiPaths } from '@skillhub/shared/api-paths';
import { queryClient } from '@skillhub/shared/query-client';
import type { Note } from '@skillhub/shared/schemas/note';
import type { Qna } from '@skillhub/shared/schemas/qna';
import type { Rating } from '@skillhub/shared/schemas/rating';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  COURSE_ID,
  courseContent,
  courseProgress,
  LECTURE_1,
  LECTURE_2,
  LECTURE_3,
  SECTION_1,
  SLUG,
} from '../../../test/learner-fixtures.ts';
import { renderLearnerApp, setViewportWidth } from '../../../test/render-remote.tsx';
import { failure, list, ok, type ScriptedApi, startScriptedApi } from '../../../test/scripted-api.ts';
import { LEARNER, signInAsLearner, signOut } from '../../../test/session.ts';

const CONTENT = `GET ${apiPaths.courses.content}`;
const PROGRESS = `GET ${apiPaths.progress.byCourse}`;
const SAVE = `PUT ${apiPaths.progress.byLecture}`;
const NOTES_MINE = `GET ${apiPaths.notes.mine}`;
const NOTE_CREATE = `POST ${apiPaths.notes.create}`;
const NOTE_UPDATE = `PUT ${apiPaths.notes.byId}`;
const NOTE_DELETE = `DELETE ${apiPaths.notes.byId}`;
const QNA_LIST = `GET ${apiPaths.qna.list}`;
const QNA_ASK = `POST ${apiPaths.qna.create}`;
const QNA_REPLY = `POST ${apiPaths.qna.reply}`;
const MY_RATING = `GET ${apiPaths.ratings.rate}`;
const RATE = `POST ${apiPaths.ratings.rate}`;
const RATINGS = `GET ${apiPaths.ratings.list}`;
const NOW = '2026-11-20T10:00:00.000Z';

let api: ScriptedApi;

beforeAll(async () => {
  api = await startScriptedApi();
  configureApiBase(api.apiBase);
});
afterAll(() => api.close());
afterEach(async () => {
  // Leaving the page saves where the video was: let those calls land before the next test's script.
  cleanup();
  await api.quiet();
  api.reset();
  queryClient.clear();
  signOut();
});

/**
 * A server for one enrolled learner: the curriculum, progress that PUTs update (completing a lecture near its
 * end, as the server does), notes, questions and ratings kept in memory.
 */
function scriptCourse(saved = courseProgress([{ lectureId: LECTURE_1, completed: true }], LECTURE_2)) {
  let progress = saved;
  const notes: Note[] = [];
  const questions: Qna[] = [];
  let mine: Rating | null = null;

  api.on(CONTENT, () => ok(courseContent()));
  api.on(PROGRESS, () => ok(progress));
  api.on(SAVE, ({ params, body }) => {
    const { positionSeconds, completed } = body as { positionSeconds: number; completed?: boolean };
    const others = progress.lectures.filter((l) => l.lectureId !== params.subSectionId);
    const before = progress.lectures.find((l) => l.lectureId === params.subSectionId);
    const done = completed ?? (before?.completed || positionSeconds >= 590);
    const lectures = [...others, { lectureId: params.subSectionId ?? '', positionSeconds, completed: done }];
    progress = courseProgress(lectures, params.subSectionId ?? null);
    return ok(progress);
  });
  let signed = 0;
  api.on(`GET ${apiPaths.uploads.presigned}`, ({ params }) => {
    signed += 1;
    return ok({ url: `${api.apiBase}/media/stream/${params.subSectionId}-${signed}.mp4`, expiresAt: NOW });
  });
  api.on(`GET ${apiPaths.overviews.byLecture}`, ({ params }) =>
    params.subSectionId === LECTURE_2
      ? ok({
          _id: 'o1',
          courseId: COURSE_ID,
          sectionId: SECTION_1,
          subSectionId: LECTURE_2,
          overview: '<p>Props flow <strong>down</strong>.</p>',
          createdBy: null,
          createdAt: NOW,
          updatedAt: NOW,
        })
      : ok(null),
  );
  api.on(`GET ${apiPaths.announcements.byCourse}`, () =>
    ok([
      {
        _id: 'a1',
        courseId: COURSE_ID,
        title: 'Welcome',
        message: '<b>Hello</b> class',
        createdBy: null,
        createdAt: '2026-11-01T00:00:00.000Z',
        updatedAt: NOW,
      },
      {
        _id: 'a2',
        courseId: COURSE_ID,
        title: 'Live session on Friday',
        message: 'Bring questions',
        createdBy: null,
        createdAt: '2026-11-10T00:00:00.000Z',
        updatedAt: NOW,
      },
    ]),
  );
  api.on(NOTES_MINE, ({ query }) => {
    const shown = notes.filter((n) => !query.subSectionId || n.subSectionId === query.subSectionId);
    return list(shown);
  });
  api.on(NOTE_CREATE, ({ query, body }) => {
    const { content, videoTimeSeconds } = body as { content: string; videoTimeSeconds: number };
    const note: Note = {
      _id: `70000000-0000-4000-8000-00000000000${notes.length + 1}`,
      courseId: query.courseId ?? '',
      sectionId: query.sectionId ?? '',
      subSectionId: query.subSectionId ?? '',
      lectureTitle:
        courseContent()
          .sections.flatMap((s) => s.subSections)
          .find((l) => l._id === query.subSectionId)?.title ?? '',
      lectureRemoved: false,
      content,
      videoTimeSeconds,
      createdAt: NOW,
      updatedAt: NOW,
    };
    notes.unshift(note);
    return ok(note, 'Note added successfully', 201);
  });
  api.on(NOTE_UPDATE, ({ params, body }) => {
    const note = notes.find((n) => n._id === params.noteId);
    if (!note) return failure(404, 'Note not found');
    note.content = (body as { content: string }).content;
    return ok(note, 'Note updated successfully');
  });
  api.on(NOTE_DELETE, ({ params }) => {
    notes.splice(
      notes.findIndex((n) => n._id === params.noteId),
      1,
    );
    return ok(undefined, 'Note deleted successfully');
  });
  api.on(QNA_LIST, () => list(questions));
  api.on(QNA_ASK, ({ body }) => {
    const { question, subSectionId } = body as { question: string; subSectionId?: string };
    const item: Qna = {
      _id: `80000000-0000-4000-8000-00000000000${questions.length + 1}`,
      course: { _id: COURSE_ID, title: 'Full Stack Web Development', slug: SLUG },
      sectionId: SECTION_1,
      subSectionId: subSectionId ?? null,
      lectureTitle: 'Props and state',
      question,
      askedBy: { _id: LEARNER._id, name: LEARNER.name },
      replies: [],
      answered: false,
      createdAt: NOW,
      updatedAt: NOW,
    };
    questions.unshift(item);
    return ok(item, 'Question posted successfully', 201);
  });
  api.on(QNA_REPLY, ({ params, body }) => {
    const item = questions.find((q) => q._id === params.qnaId);
    if (!item) return failure(404, 'Question not found');
    item.replies.push({
      _id: `r${item.replies.length + 1}`,
      reply: (body as { reply: string }).reply,
      author: { _id: LEARNER._id, name: LEARNER.name },
      isStaff: false,
      createdAt: NOW,
      updatedAt: NOW,
    });
    return ok(item, 'Reply posted successfully', 201);
  });
  api.on(MY_RATING, () => ok(mine));
  api.on(RATE, ({ body }) => {
    const { rating, review } = body as { rating: number; review?: string };
    mine = {
      _id: 'rating-1',
      courseId: COURSE_ID,
      rating,
      review: review ?? null,
      user: { _id: LEARNER._id, name: LEARNER.name, profilePic: null },
      createdAt: NOW,
      updatedAt: NOW,
    };
    return ok(mine, 'Thanks for rating this course');
  });
  api.on(RATINGS, () => {
    const data = mine ? [mine] : [];
    const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
    if (mine) distribution[String(mine.rating) as keyof typeof distribution] = 1;
    return {
      body: {
        success: true,
        data,
        pagination: { page: 1, limit: 10, total: data.length, totalPages: data.length ? 1 : 0 },
        summary: { average: mine?.rating ?? 0, count: data.length, distribution },
      },
    };
  });
  return { notes, questions };
}

const playerPath = (lecture?: string) => `/course/${SLUG}/learn/${COURSE_ID}${lecture ? `?lecture=${lecture}` : ''}`;

async function openPlayer(lecture?: string) {
  signInAsLearner();
  renderLearnerApp(playerPath(lecture));
  await screen.findByRole('navigation', { name: 'Course content' });
  return userEvent.setup();
}

const lectureButton = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Course content' })).getByRole('button', { name });

async function videoOf(title: string) {
  return (await screen.findByLabelText(`Video: ${title}`)) as HTMLVideoElement;
}

async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
}

describe('Course player', () => {
  it('opens the last watched lecture, ticks completed ones and keeps the chosen lecture in the URL', async () => {
    scriptCourse();
    const user = await openPlayer();

    screen.getByRole('heading', { level: 1, name: 'Full Stack Web Development' });
    screen.getByText('33% complete');
    await videoOf('Props and state');
    expect(lectureButton(/^Props and state/).getAttribute('aria-current')).toBe('true');
    expect(lectureButton(/^Components/).getAttribute('aria-label')).toBe('Components (completed)');
    expect(lectureButton(/^Props and state/).getAttribute('aria-label')).toBe('Props and state');
    expect(screen.getByRole('link', { name: /My courses/ }).getAttribute('href')).toBe('/my-courses');

    // Only the current lecture's section starts open.
    expect(screen.queryByRole('button', { name: /^Express routes/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Section 2: Node/ }));
    await user.click(lectureButton(/^Express routes/));
    await screen.findByText('No video for this lecture yet.');
    expect(window.location.search).toBe(`?lecture=${LECTURE_3}`);
    expect(lectureButton(/^Express routes/).getAttribute('aria-current')).toBe('true');
    expect(lectureButton(/^Props and state/).getAttribute('aria-current')).toBeNull();
    expect(api.callsTo(`GET ${apiPaths.uploads.presigned}`).map((c) => c.params.subSectionId)).toEqual([LECTURE_2]);
  });

  it('resumes at the saved position, saves playback now and then, and marks a lecture complete', async () => {
    scriptCourse(courseProgress([{ lectureId: LECTURE_2, positionSeconds: 42 }], LECTURE_2));
    const user = await openPlayer(LECTURE_2);
    const video = await videoOf('Props and state');

    fireEvent(video, new Event('loadedmetadata'));
    expect(video.currentTime).toBe(42);

    await act(() => video.play());
    for (const second of [45, 48, 51]) {
      video.currentTime = second;
      fireEvent(video, new Event('timeupdate'));
    }
    // Not on every tick: only once ten seconds of playback have gone by since the last save.
    expect(api.callsTo(SAVE)).toHaveLength(0);
    video.currentTime = 53;
    fireEvent(video, new Event('timeupdate'));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(api.callsTo(SAVE)[0]).toMatchObject({
      params: { courseId: COURSE_ID, sectionId: SECTION_1, subSectionId: LECTURE_2 },
      body: { positionSeconds: 53 },
    });

    video.currentTime = 58;
    act(() => video.pause());
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(2));
    expect(api.callsTo(SAVE)[1]?.body).toEqual({ positionSeconds: 58 });

    await user.click(screen.getByRole('button', { name: 'Mark as complete' }));
    await screen.findByRole('button', { name: 'Mark as incomplete' });
    expect(api.callsTo(SAVE)[2]?.body).toEqual({ positionSeconds: 58, completed: true });
    expect(lectureButton(/^Props and state/).getAttribute('aria-label')).toBe('Props and state (completed)');
    screen.getByText('33% complete');
  });

  it('asks for a new video URL once when playback fails (an expired URL) and carries on where it was', async () => {
    scriptCourse();
    await openPlayer(LECTURE_2);
    let video = await videoOf('Props and state');
    const firstUrl = video.getAttribute('src');
    await act(() => video.play());
    video.currentTime = 200;
    fireEvent(video, new Event('timeupdate'));

    fireEvent(video, new Event('error'));
    await waitFor(() => expect(api.callsTo(`GET ${apiPaths.uploads.presigned}`)).toHaveLength(2));
    video = await videoOf('Props and state');
    await waitFor(() => expect(video.getAttribute('src')).not.toBe(firstUrl));
    fireEvent(video, new Event('loadedmetadata'));
    expect(video.currentTime).toBe(200);
    fireEvent(video, new Event('playing'));

    // Later the new URL expires too: one more new URL.
    fireEvent(video, new Event('error'));
    await waitFor(() => expect(api.callsTo(`GET ${apiPaths.uploads.presigned}`)).toHaveLength(3));
    // But a URL that fails before playing at all (a file the browser cannot play) is not asked for in a loop.
    fireEvent(video, new Event('error'));
    await screen.findByText('The video could not be played.');
    expect(api.callsTo(`GET ${apiPaths.uploads.presigned}`)).toHaveLength(3);
  });

  it('ticks a lecture the server completed near its end and offers the next one', async () => {
    scriptCourse(courseProgress([], LECTURE_1));
    const user = await openPlayer();
    const video = await videoOf('Components');

    await act(() => video.play());
    video.currentTime = 595;
    act(() => video.pause());
    fireEvent(video, new Event('ended'));

    await screen.findByText('Up next: Props and state');
    await waitFor(() => expect(lectureButton(/^Components/).getAttribute('aria-label')).toBe('Components (completed)'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Next lecture' }));
    await videoOf('Props and state');
    expect(window.location.search).toBe(`?lecture=${LECTURE_2}`);
  });

  it('shows the overview and the announcements, newest first, as plain text', async () => {
    scriptCourse();
    const user = await openPlayer(LECTURE_2);

    const overview = screen.getByRole('tabpanel', { name: 'Overview' });
    await within(overview).findByText('down');
    expect(overview.querySelector('strong')?.textContent).toBe('down');

    await user.click(lectureButton(/^Components/));
    await within(screen.getByRole('tabpanel', { name: 'Overview' })).findByText('No overview for this lecture.');

    const announcements = await openTab(user, 'Announcements');
    const items = within(await within(announcements).findByRole('list', { name: 'Announcements' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Live session on Friday/),
      expect.stringMatching(/^Welcome/),
    ]);
    within(announcements).getByText('<b>Hello</b> class');
  });

  it('adds a note at the video time, edits it, jumps back to it and deletes it', async () => {
    scriptCourse();
    const user = await openPlayer(LECTURE_2);
    const video = await videoOf('Props and state');
    video.currentTime = 75;
    fireEvent(video, new Event('timeupdate'));

    const notes = await openTab(user, 'Notes');
    await within(notes).findByText('No notes yet.');
    await user.click(within(notes).getByRole('button', { name: 'Save note' }));
    await within(notes).findByText('Note is required');

    await user.type(within(notes).getByRole('textbox', { name: 'Add a note at 1:15' }), 'Props are read-only');
    await user.click(within(notes).getByRole('button', { name: 'Save note' }));
    await screen.findByText('Note added successfully');
    expect(api.callsTo(NOTE_CREATE)[0]).toMatchObject({
      query: { courseId: COURSE_ID, sectionId: SECTION_1, subSectionId: LECTURE_2 },
      body: { content: 'Props are read-only', videoTimeSeconds: 75 },
    });
    const note = await within(notes).findByRole('listitem', { name: 'Note at 1:15' });
    within(note).getByText('Props are read-only');
    expect(api.callsTo(NOTES_MINE).at(-1)?.query).toMatchObject({ courseId: COURSE_ID, subSectionId: LECTURE_2 });

    await user.click(within(note).getByRole('button', { name: 'Edit note' }));
    const editor = within(note).getByRole('textbox', { name: 'Edit note' });
    await user.clear(editor);
    await user.type(editor, 'Props are read-only inputs');
    await user.click(within(note).getByRole('button', { name: 'Save' }));
    await screen.findByText('Note updated successfully');
    await within(note).findByText('Props are read-only inputs');
    expect(api.callsTo(NOTE_UPDATE)[0]?.body).toEqual({ content: 'Props are read-only inputs' });

    video.currentTime = 300;
    await user.click(within(note).getByRole('button', { name: 'Play from 1:15' }));
    expect(video.currentTime).toBe(75);

    await user.click(within(note).getByRole('button', { name: 'Delete note' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete note' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Note deleted successfully');
    await within(notes).findByText('No notes yet.');
    expect(api.callsTo(NOTE_DELETE)).toHaveLength(1);
  });

  it("jumps to a note of another lecture: that lecture opens at the note's time", async () => {
    const { notes } = scriptCourse();
    notes.push({
      _id: '70000000-0000-4000-8000-000000000009',
      courseId: COURSE_ID,
      sectionId: SECTION_1,
      subSectionId: LECTURE_1,
      lectureTitle: 'Components',
      lectureRemoved: false,
      content: 'JSX compiles to calls',
      videoTimeSeconds: 130,
      createdAt: NOW,
      updatedAt: NOW,
    });
    const user = await openPlayer(LECTURE_2);
    const notesTab = await openTab(user, 'Notes');
    await user.click(within(notesTab).getByRole('radio', { name: 'All lectures' }).closest('label')!);
    const note = await within(notesTab).findByRole('listitem', { name: 'Note at 2:10' });

    await user.click(within(note).getByRole('button', { name: 'Play from 2:10' }));
    const video = await videoOf('Components');
    expect(window.location.search).toBe(`?lecture=${LECTURE_1}`);
    fireEvent(video, new Event('loadedmetadata'));
    expect(video.currentTime).toBe(130);
  });

  it('keeps a note whose lecture staff removed, with nothing to play', async () => {
    const { notes } = scriptCourse();
    notes.push({
      _id: '70000000-0000-4000-8000-000000000008',
      courseId: COURSE_ID,
      sectionId: SECTION_1,
      subSectionId: '60000000-0000-4000-8000-0000000000ff',
      lectureTitle: 'Class components',
      lectureRemoved: true,
      content: 'componentDidMount runs once',
      videoTimeSeconds: 75,
      createdAt: NOW,
      updatedAt: NOW,
    });
    const user = await openPlayer(LECTURE_2);
    const notesTab = await openTab(user, 'Notes');
    await user.click(within(notesTab).getByRole('radio', { name: 'All lectures' }).closest('label')!);
    const note = await within(notesTab).findByRole('listitem', { name: 'Note at 1:15' });
    within(note).getByText('componentDidMount runs once');
    within(note).getByText('Class components (removed from the course)');
    expect(within(note).queryByRole('button', { name: 'Play from 1:15' })).toBeNull();
    within(note).getByRole('button', { name: 'Edit note' });
  });

  it('asks a question about the lecture and shows the replies', async () => {
    scriptCourse();
    const user = await openPlayer(LECTURE_2);
    const qna = await openTab(user, 'Q&A');
    await within(qna).findByText('No questions yet. Be the first to ask.');

    await user.type(within(qna).getByRole('textbox', { name: 'Ask a question' }), 'Why?');
    await user.click(within(qna).getByRole('button', { name: 'Post question' }));
    await within(qna).findByText('Question must be at least 5 characters');

    await user.type(within(qna).getByRole('textbox', { name: 'Ask a question' }), ' Is state immutable?');
    await user.click(within(qna).getByRole('button', { name: 'Post question' }));
    await screen.findByText('Question posted successfully');
    expect(api.callsTo(QNA_ASK)[0]).toMatchObject({
      query: { courseId: COURSE_ID },
      body: { question: 'Why? Is state immutable?', sectionId: SECTION_1, subSectionId: LECTURE_2 },
    });
    const question = await within(qna).findByRole('listitem', { name: `Question by ${LEARNER.name}` });
    within(question).getByText('Why? Is state immutable?');

    await user.type(within(question).getByRole('textbox', { name: 'Your reply' }), 'Found it: yes, treat it so.');
    await user.click(within(question).getByRole('button', { name: 'Reply' }));
    await screen.findByText('Reply posted successfully');
    await within(question).findByText('Found it: yes, treat it so.');
    expect(within(question).queryByText('Instructor')).toBeNull();
  });

  it('marks the answers of staff as the instructor’s', async () => {
    const { questions } = scriptCourse();
    questions.push({
      _id: '80000000-0000-4000-8000-000000000009',
      course: { _id: COURSE_ID, title: 'Full Stack Web Development', slug: SLUG },
      sectionId: SECTION_1,
      subSectionId: LECTURE_2,
      lectureTitle: 'Props and state',
      question: 'What is lifting state up?',
      askedBy: { _id: 'other', name: 'Rahul Verma' },
      replies: [
        {
          _id: 'r1',
          reply: 'Moving it to the nearest common parent.',
          author: { _id: 's', name: 'Anita Rao' },
          isStaff: true,
          createdAt: NOW,
          updatedAt: NOW,
        },
      ],
      answered: true,
      createdAt: NOW,
      updatedAt: NOW,
    });
    const user = await openPlayer(LECTURE_2);
    const qna = await openTab(user, 'Q&A');
    const question = await within(qna).findByRole('listitem', { name: 'Question by Rahul Verma' });
    const reply = within(question).getByText('Moving it to the nearest common parent.').closest('li')!;
    within(reply).getByText('Anita Rao');
    within(reply).getByText('Instructor');
  });

  it('rates the course with a review and shows it in the summary', async () => {
    scriptCourse();
    const user = await openPlayer(LECTURE_2);
    const reviews = await openTab(user, 'Reviews');
    await within(reviews).findByText('No reviews yet.');

    await user.click(within(reviews).getByRole('button', { name: 'Submit review' }));
    await within(reviews).findByText('Rating is required');

    await user.click(within(reviews).getAllByRole('radio')[3]!);
    await user.type(within(reviews).getByRole('textbox', { name: 'Review (optional)' }), 'Clear and practical.');
    await user.click(within(reviews).getByRole('button', { name: 'Submit review' }));
    await screen.findByText('Thanks for rating this course');
    expect(api.callsTo(RATE)[0]).toMatchObject({
      params: { courseId: COURSE_ID },
      body: { rating: 4, review: 'Clear and practical.' },
    });

    const review = await within(reviews).findByRole('listitem', { name: `Review by ${LEARNER.name}` });
    within(review).getByText('Clear and practical.');
    within(reviews).getByText('1 rating');
    await within(reviews).findByRole('button', { name: 'Update review' });
    expect(api.callsTo(RATINGS).at(-1)?.query).toMatchObject({ pageNo: '1', sort: 'latest' });
  });

  it('stacks on a phone: the video first, then the tabs with the curriculum as the first one', async () => {
    setViewportWidth(390);
    try {
      scriptCourse();
      const user = await openPlayer();
      const video = await videoOf('Props and state');
      const content = screen.getByRole('tabpanel', { name: 'Course content' });
      expect(video.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(screen.queryByRole('complementary')).toBeNull();

      await user.click(within(content).getByRole('button', { name: /^Components/ }));
      await videoOf('Components');
      expect(window.location.search).toBe(`?lecture=${LECTURE_1}`);
    } finally {
      setViewportWidth(1280);
    }
  });

  it('tells a learner who is not enrolled so, with a way to enrol', async () => {
    api.on(CONTENT, () => failure(403, 'You are not enrolled in this course'));
    api.on(PROGRESS, () => failure(403, 'You are not enrolled in this course'));
    signInAsLearner();
    renderLearnerApp(playerPath());

    await screen.findByText('You are not enrolled in this course');
    const enrol = screen.getByRole('link', { name: 'Enrol in this course' });
    expect(enrol.getAttribute('href')).toBe(`/course-payment/${COURSE_ID}`);
  });
});
