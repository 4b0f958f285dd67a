import { request } from '@skillhub/shared/api-client';
import { announcementEndpoints } from '@skillhub/shared/endpoints/announcements';
import { courseEndpoints } from '@skillhub/shared/endpoints/courses';
import { overviewEndpoints } from '@skillhub/shared/endpoints/overviews';
import type { Category } from '@skillhub/shared/schemas/category';
import type { Course } from '@skillhub/shared/schemas/course';
import {
  enrol,
  type LectureRef,
  lectureOf,
  seedCategory,
  seedCourse,
  seedNote,
  seedProgress,
} from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { mp4File, seedLectureVideo } from '@skillhub/shared/test-support/test-video';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderLearnerApp, setViewportWidth } from '../../../test/render-remote.tsx';
import { signInAsLearner } from '../../../test/session.ts';

/**
 * The course player against the real server. Each test gets a course of its own, published, with ten-minute
 * videos on the first two lectures, and the admin enrolled in it as the learner (the learner's notes,
 * progress, questions and rating are theirs).
 */

const skillhub = withSkillhubServer(window.location.origin);
const { network } = skillhub;
let category: Category;

beforeAll(async () => {
  category = await seedCategory();
});
afterEach(async () => {
  // Leaving the page saves where the video was: let that call land before the next test seeds its course.
  cleanup();
  await network.idle();
});

interface PlayerCourse {
  course: Course;
  components: LectureRef;
  props: LectureRef;
  express: LectureRef;
}

/** React basics: Components and Props and state (with videos); Node: Express routes (without). */
async function newCourse(): Promise<PlayerCourse> {
  const course = await seedCourse({
    title: 'Full Stack Web Development',
    category,
    sections: [
      { title: 'React basics', lectures: ['Components', 'Props and state'] },
      { title: 'Node', lectures: ['Express routes'] },
    ],
    status: 'PUBLISHED',
  });
  const components = lectureOf(course, 0, 0);
  const props = lectureOf(course, 0, 1);
  await seedLectureVideo(components, mp4File(64 * 1024, 600, 'components.mp4'));
  await seedLectureVideo(props, mp4File(64 * 1024, 600, 'props.mp4'));
  await enrol(skillhub.admin.user._id, course._id);
  return { course, components, props, express: lectureOf(course, 1, 0) };
}

/** Components done, the learner last in Props and state: where the player opens. */
async function startedCourse(): Promise<PlayerCourse> {
  const player = await newCourse();
  await seedProgress(player.components, 600, true);
  await seedProgress(player.props, 10);
  return player;
}

const playerPath = ({ course }: PlayerCourse, lecture?: LectureRef) =>
  `/course/${course.slug}/learn/${course._id}${lecture ? `?lecture=${lecture.subSectionId}` : ''}`;

async function openPlayer(player: PlayerCourse, lecture?: LectureRef) {
  signInAsLearner(skillhub.admin);
  // The page's own calls only, not the seeding's.
  network.clear();
  renderLearnerApp(playerPath(player, lecture));
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

const lecturePath = (base: string, ref: LectureRef) => `${base}/${ref.courseId}/${ref.sectionId}/${ref.subSectionId}`;
const saves = (ref: LectureRef) => network.to('PUT', lecturePath('/course/progress', ref));

describe('Course player', () => {
  it('opens the last watched lecture, ticks completed ones and keeps the chosen lecture in the URL', async () => {
    const player = await startedCourse();
    const user = await openPlayer(player);

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
    expect(window.location.search).toBe(`?lecture=${player.express.subSectionId}`);
    expect(lectureButton(/^Express routes/).getAttribute('aria-current')).toBe('true');
    expect(lectureButton(/^Props and state/).getAttribute('aria-current')).toBeNull();
    expect(network.requests.filter((r) => r.path.startsWith('/course/playback/')).map((r) => r.path)).toEqual([
      lecturePath('/course/playback', player.props),
    ]);
  });

  it('resumes at the saved position, saves playback now and then, and marks a lecture complete', async () => {
    const player = await newCourse();
    await seedProgress(player.props, 42);
    const user = await openPlayer(player, player.props);
    const video = await videoOf('Props and state');

    fireEvent(video, new Event('loadedmetadata'));
    expect(video.currentTime).toBe(42);

    await act(() => video.play());
    for (const second of [45, 48, 51]) {
      video.currentTime = second;
      fireEvent(video, new Event('timeupdate'));
    }
    // Not on every tick: only once ten seconds of playback have gone by since the last save.
    expect(saves(player.props)).toHaveLength(0);
    video.currentTime = 53;
    fireEvent(video, new Event('timeupdate'));
    await waitFor(() => expect(saves(player.props)).toHaveLength(1));
    expect(saves(player.props)[0]?.body).toEqual({ positionSeconds: 53 });

    video.currentTime = 58;
    act(() => video.pause());
    await waitFor(() => expect(saves(player.props)).toHaveLength(2));
    expect(saves(player.props)[1]?.body).toEqual({ positionSeconds: 58 });

    await user.click(screen.getByRole('button', { name: 'Mark as complete' }));
    await screen.findByRole('button', { name: 'Mark as incomplete' });
    expect(saves(player.props)[2]?.body).toEqual({ positionSeconds: 58, completed: true });
    expect(lectureButton(/^Props and state/).getAttribute('aria-label')).toBe('Props and state (completed)');
    screen.getByText('33% complete');
  });

  it('ticks a lecture the server completed near its end and offers the next one', async () => {
    const player = await newCourse();
    await seedProgress(player.components, 0);
    const user = await openPlayer(player);
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
    expect(window.location.search).toBe(`?lecture=${player.props.subSectionId}`);
  });

  it('shows the overview and the announcements, newest first, as plain text', async () => {
    const player = await startedCourse();
    await request(overviewEndpoints.create, {
      params: player.props,
      body: { overview: '<p>Props flow <strong>down</strong>.</p>' },
    });
    for (const [title, message] of [
      ['Welcome', '<b>Hello</b> class'],
      ['Live session on Friday', 'Bring questions'],
    ] as const) {
      await request(announcementEndpoints.create, {
        params: { courseId: player.course._id },
        body: { title, message },
      });
    }
    const user = await openPlayer(player, player.props);

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
    const player = await startedCourse();
    const user = await openPlayer(player, player.props);
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
    const created = network.to('POST', '/course/notes')[0]!;
    expect(Object.fromEntries(new URLSearchParams(created.search))).toEqual({ ...player.props });
    expect(created.body).toEqual({ content: 'Props are read-only', videoTimeSeconds: 75 });
    const note = await within(notes).findByRole('listitem', { name: 'Note at 1:15' });
    within(note).getByText('Props are read-only');
    expect(Object.fromEntries(new URLSearchParams(network.to('GET', '/course/notes/my').at(-1)!.search))).toMatchObject(
      { courseId: player.course._id, subSectionId: player.props.subSectionId },
    );

    await user.click(within(note).getByRole('button', { name: 'Edit note' }));
    const editor = within(note).getByRole('textbox', { name: 'Edit note' });
    await user.clear(editor);
    await user.type(editor, 'Props are read-only inputs');
    await user.click(within(note).getByRole('button', { name: 'Save' }));
    await screen.findByText('Note updated successfully');
    await within(note).findByText('Props are read-only inputs');
    expect(network.requests.find((r) => r.method === 'PUT' && r.path.startsWith('/course/notes/'))?.body).toEqual({
      content: 'Props are read-only inputs',
    });

    video.currentTime = 300;
    await user.click(within(note).getByRole('button', { name: 'Play from 1:15' }));
    expect(video.currentTime).toBe(75);

    await user.click(within(note).getByRole('button', { name: 'Delete note' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete note' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Note deleted successfully');
    await within(notes).findByText('No notes yet.');
  });

  it("jumps to a note of another lecture: that lecture opens at the note's time", async () => {
    const player = await startedCourse();
    await seedNote(player.components, 'JSX compiles to calls', 130);
    const user = await openPlayer(player, player.props);
    const notesTab = await openTab(user, 'Notes');
    await user.click(within(notesTab).getByRole('radio', { name: 'All lectures' }).closest('label')!);
    const note = await within(notesTab).findByRole('listitem', { name: 'Note at 2:10' });

    await user.click(within(note).getByRole('button', { name: 'Play from 2:10' }));
    const video = await videoOf('Components');
    expect(window.location.search).toBe(`?lecture=${player.components.subSectionId}`);
    fireEvent(video, new Event('loadedmetadata'));
    expect(video.currentTime).toBe(130);
  });

  it('keeps a note whose lecture staff removed, with nothing to play', async () => {
    const player = await startedCourse();
    const course = player.course;
    // Staff add a lecture, the learner notes it, then staff take it out of the curriculum.
    const withExtra = await request(courseEndpoints.saveCurriculum, {
      params: { courseId: course._id },
      body: {
        sections: [
          {
            _id: course.sections[0]!._id,
            title: 'React basics',
            subSections: [
              ...course.sections[0]!.subSections.map(({ _id, title }) => ({ _id, title })),
              { title: 'Class components' },
            ],
          },
          {
            _id: course.sections[1]!._id,
            title: 'Node',
            subSections: [{ _id: player.express.subSectionId, title: 'Express routes' }],
          },
        ],
      },
    });
    await seedNote(lectureOf(withExtra.data, 0, 2), 'componentDidMount runs once', 75);
    await request(courseEndpoints.saveCurriculum, {
      params: { courseId: course._id },
      body: {
        sections: withExtra.data.sections.map((section, s) => ({
          _id: section._id,
          title: section.title,
          subSections: section.subSections
            .filter((_, l) => !(s === 0 && l === 2))
            .map(({ _id, title }) => ({ _id, title })),
        })),
      },
    });
    const user = await openPlayer(player, player.props);
    const notesTab = await openTab(user, 'Notes');
    await user.click(within(notesTab).getByRole('radio', { name: 'All lectures' }).closest('label')!);
    const note = await within(notesTab).findByRole('listitem', { name: 'Note at 1:15' });
    within(note).getByText('componentDidMount runs once');
    within(note).getByText('Class components (removed from the course)');
    expect(within(note).queryByRole('button', { name: 'Play from 1:15' })).toBeNull();
    within(note).getByRole('button', { name: 'Edit note' });
  });

  it('asks a question about the lecture, and marks the answers of staff as the instructor’s', async () => {
    const player = await startedCourse();
    const user = await openPlayer(player, player.props);
    const qna = await openTab(user, 'Q&A');
    await within(qna).findByText('No questions yet. Be the first to ask.');

    await user.type(within(qna).getByRole('textbox', { name: 'Ask a question' }), 'Why?');
    await user.click(within(qna).getByRole('button', { name: 'Post question' }));
    await within(qna).findByText('Question must be at least 5 characters');

    await user.type(within(qna).getByRole('textbox', { name: 'Ask a question' }), ' Is state immutable?');
    await user.click(within(qna).getByRole('button', { name: 'Post question' }));
    await screen.findByText('Question posted successfully');
    const asked = network.to('POST', '/course/qna')[0]!;
    expect(asked.search).toBe(`?courseId=${player.course._id}`);
    expect(asked.body).toEqual({
      question: 'Why? Is state immutable?',
      sectionId: player.props.sectionId,
      subSectionId: player.props.subSectionId,
    });
    const name = skillhub.admin.user.name;
    const question = await within(qna).findByRole('listitem', { name: `Question by ${name}` });
    within(question).getByText('Why? Is state immutable?');

    // The admin answers as staff: the reply is the instructor's.
    await user.type(within(question).getByRole('textbox', { name: 'Your reply' }), 'Yes: treat it so.');
    await user.click(within(question).getByRole('button', { name: 'Reply' }));
    await screen.findByText('Reply posted successfully');
    const reply = (await within(question).findByText('Yes: treat it so.')).closest('li')!;
    within(reply).getByText(name);
    within(reply).getByText('Instructor');
  });

  it('rates the course with a review and shows it in the summary', async () => {
    const player = await startedCourse();
    const user = await openPlayer(player, player.props);
    const reviews = await openTab(user, 'Reviews');
    await within(reviews).findByText('No reviews yet.');

    await user.click(within(reviews).getByRole('button', { name: 'Submit review' }));
    await within(reviews).findByText('Rating is required');

    await user.click(within(reviews).getAllByRole('radio')[3]!);
    await user.type(within(reviews).getByRole('textbox', { name: 'Review (optional)' }), 'Clear and practical.');
    await user.click(within(reviews).getByRole('button', { name: 'Submit review' }));
    await screen.findByText('Thanks for rating this course');
    expect(network.to('POST', `/course/rate/${player.course._id}`)[0]?.body).toEqual({
      rating: 4,
      review: 'Clear and practical.',
    });

    const review = await within(reviews).findByRole('listitem', { name: `Review by ${skillhub.admin.user.name}` });
    within(review).getByText('Clear and practical.');
    within(reviews).getByText('1 rating');
    await within(reviews).findByRole('button', { name: 'Update review' });
    expect(
      Object.fromEntries(new URLSearchParams(network.to('GET', `/course/ratings/${player.course._id}`).at(-1)!.search)),
    ).toMatchObject({ pageNo: '1', sort: 'latest' });
  });

  it('stacks on a phone: the video first, then the tabs with the curriculum as the first one', async () => {
    const player = await startedCourse();
    setViewportWidth(390);
    try {
      const user = await openPlayer(player);
      const video = await videoOf('Props and state');
      const content = screen.getByRole('tabpanel', { name: 'Course content' });
      expect(video.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(screen.queryByRole('complementary')).toBeNull();

      await user.click(within(content).getByRole('button', { name: /^Components/ }));
      await videoOf('Components');
      expect(window.location.search).toBe(`?lecture=${player.components.subSectionId}`);
    } finally {
      setViewportWidth(1280);
    }
  });
});
