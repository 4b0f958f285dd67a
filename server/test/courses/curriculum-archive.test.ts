import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../src/db/schema/courses.ts';
import { courseLectures, lectureOverviews } from '../../src/db/schema/curriculum.ts';
import { lectureProgress, notes } from '../../src/db/schema/learning.ts';
import { type LearningCourse, type LectureIds, learningCourse, lecture } from '../learning-access/learning-course.ts';
import { createLearner, enrolDirectly, type Learner } from '../support/learner-fixtures.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { createCategory, createCourse, saveCurriculum, validCourseBody } from './course-fixtures.ts';

/**
 * Staff edits of a curriculum never delete learners' work: a lecture left out of a save, or deleted, is
 * archived with its notes, progress and overview, and drops out of every outline and percentage.
 */

let t: TestApp;
let admin: string;
let learner: Learner;
let second: Learner;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  learner = await createLearner(t.app, admin, 'Meera Archive');
  second = await createLearner(t.app, admin, 'Rohan Archive');
});
afterAll(() => t.close());

interface OutlineSection {
  _id: string;
  title: string;
  subSections: { _id: string; title: string }[];
}

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });
const asLearner = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who = learner) =>
  t.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });
const target = (l: LectureIds) => `courseId=${l.courseId}&sectionId=${l.sectionId}&subSectionId=${l.lectureId}`;
const lectureUrl = (name: string, l: LectureIds) => `/api/course/${name}/${l.courseId}/${l.sectionId}/${l.lectureId}`;

let n = 0;
/**
 * A published course (sections of 2 and 1 lectures: A, B | C) where the learner completed A and B, has a
 * note on B, and B has an overview: 2 of 3 lectures done.
 */
async function courseWithWorkOnB(): Promise<{ course: LearningCourse; a: LectureIds; b: LectureIds; c: LectureIds }> {
  n += 1;
  const course = await learningCourse(t.app, admin, `Archive Course ${n}`);
  await enrolDirectly(t.app, learner.userId, course._id);
  const [a, b, c] = [lecture(course, 0, 0), lecture(course, 0, 1), lecture(course, 1, 0)];
  for (const l of [a, b]) {
    const saved = await asLearner('PUT', lectureUrl('progress', l), { positionSeconds: 10, completed: true });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const note = await asLearner('POST', `/api/course/notes?${target(b)}`, {
    content: 'Closures keep their scope',
    videoTimeSeconds: 42,
  });
  expect(note.statusCode, note.body).toBe(201);
  const overview = await asAdmin('POST', lectureUrl('overview', b), { overview: '<p>About closures</p>' });
  expect(overview.statusCode, overview.body).toBe(201);
  return { course, a, b, c };
}

async function outlines(course: LearningCourse) {
  const [staff, content, publicPage, learnerContent] = await Promise.all([
    asAdmin('GET', `/api/course/${course._id}`),
    asAdmin('GET', `/api/course/content/${course._id}`),
    t.app.inject({ method: 'GET', url: `/api/course/slug/${course.slug}` }),
    asLearner('GET', `/api/course/content/${course._id}`),
  ]);
  const ids = (r: { json(): { data: { sections: OutlineSection[] } } }) =>
    r.json().data.sections.flatMap((s) => s.subSections.map((l) => l._id));
  return {
    editor: ids(staff),
    lecturesCount: staff.json().data.lecturesCount as number,
    player: ids(content),
    public: ids(publicPage),
    learnerPlayer: ids(learnerContent),
  };
}

async function learnerProgress(courseId: string) {
  const progress = (await asLearner('GET', `/api/course/progress/${courseId}`)).json().data;
  const mine = (await asLearner('GET', '/api/course/my-courses')).json().data as {
    course: { _id: string };
    progressPercent: number;
    completedLectures: number;
  }[];
  const card = mine.find((c) => c.course._id === courseId);
  return {
    percent: progress.percent as number,
    completed: progress.completedLectures as number,
    total: progress.totalLectures as number,
    lectures: (progress.lectures as { lectureId: string }[]).map((l) => l.lectureId).sort(),
    cardPercent: card?.progressPercent,
    cardCompleted: card?.completedLectures,
  };
}

/** The learner's work on a lecture, read straight from the tables. */
async function workOn(lectureId: string) {
  const [noteRows, progressRows, overviewRows] = await Promise.all([
    t.app.db.select().from(notes).where(eq(notes.lectureId, lectureId)),
    t.app.db.select().from(lectureProgress).where(eq(lectureProgress.lectureId, lectureId)),
    t.app.db.select().from(lectureOverviews).where(eq(lectureOverviews.lectureId, lectureId)),
  ]);
  return { notes: noteRows.length, progress: progressRows.length, overviews: overviewRows.length };
}

async function myNoteContents(): Promise<{ content: string; lectureTitle: string; lectureRemoved: boolean }[]> {
  const response = await asLearner('GET', '/api/course/notes/my?limit=100');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function currentSections(courseId: string): Promise<OutlineSection[]> {
  return (await asAdmin('GET', `/api/course/${courseId}`)).json().data.sections;
}

describe('a curriculum save that leaves a lecture out', () => {
  it('archives it: the note, progress and overview stay, the outlines drop it, the percent counts live lectures', async () => {
    const { course, a, b, c } = await courseWithWorkOnB();
    expect(await learnerProgress(course._id)).toMatchObject({ percent: 66, completed: 2, total: 3, cardPercent: 66 });
    const [first, second] = await currentSections(course._id);

    const saved = await saveCurriculum(t.app, admin, course._id, {
      sections: [
        { _id: first?._id, title: first?.title, subSections: [{ _id: a.lectureId, title: 'A kept' }] },
        { _id: second?._id, title: second?.title, subSections: [{ _id: c.lectureId, title: 'C kept' }] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    expect(await workOn(b.lectureId)).toEqual({ notes: 1, progress: 1, overviews: 1 });
    const [row] = await t.app.db.select().from(courseLectures).where(eq(courseLectures.id, b.lectureId));
    expect(row?.archivedAt).toBeInstanceOf(Date);

    const seen = await outlines(course);
    for (const outline of [seen.editor, seen.player, seen.public, seen.learnerPlayer]) {
      expect(outline).toEqual([a.lectureId, c.lectureId]);
    }
    expect(seen.lecturesCount).toBe(2);
    // 1 of the 2 live lectures is done; B's completion counts neither above nor below the line.
    expect(await learnerProgress(course._id)).toEqual({
      percent: 50,
      completed: 1,
      total: 2,
      lectures: [a.lectureId],
      cardPercent: 50,
      cardCompleted: 1,
    });
    // The learner still reads the note among all their notes, under the lecture's title, told it was removed.
    const mine = await myNoteContents();
    const kept = mine.find((note) => note.content === 'Closures keep their scope');
    expect(kept).toMatchObject({ lectureTitle: expect.any(String), lectureRemoved: true });
    expect(mine.filter((note) => note !== kept).every((note) => note.lectureRemoved === false)).toBe(true);
    // An archived lecture takes no new work and no new video.
    const lateNote = await asLearner('POST', `/api/course/notes?${target(b)}`, { content: 'Too late' });
    expect(lateNote.statusCode).toBe(404);
    const lateProgress = await asLearner('PUT', lectureUrl('progress', b), { positionSeconds: 5 });
    expect(lateProgress.statusCode).toBe(404);
    const lateUpload = await asAdmin('POST', lectureUrl('start-upload', b), {
      fileName: 'closures.mp4',
      fileType: 'video/mp4',
      fileSize: 1_000,
    });
    expect(lateUpload.statusCode, lateUpload.body).toBe(404);
    // Its id is no longer one of the course's: sending it back is refused like any unknown id.
    const stale = await saveCurriculum(t.app, admin, course._id, {
      sections: [{ title: 'One', subSections: [{ _id: b.lectureId, title: 'Back' }] }],
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors).toEqual({ 'sections.0.subSections.0._id': 'Lecture not found in this course' });
  });

  it('takes a lecture sent again without its id, under the same title, as the same lecture', async () => {
    const { course, a, b, c } = await courseWithWorkOnB();
    const [first, second] = await currentSections(course._id);
    const bTitle = first?.subSections[1]?.title ?? '';

    // A client that re-sends the whole outline without ids, as after a copy and paste.
    const saved = await saveCurriculum(t.app, admin, course._id, {
      sections: [
        { title: first?.title, subSections: [{ title: first?.subSections[0]?.title }, { title: ` ${bTitle} ` }] },
        { title: second?.title, subSections: [{ title: second?.subSections[0]?.title }] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const sections: OutlineSection[] = saved.json().data.sections;
    expect(sections.map((s) => s._id)).toEqual([first?._id, second?._id]);
    expect(sections.flatMap((s) => s.subSections.map((l) => l._id))).toEqual([a.lectureId, b.lectureId, c.lectureId]);
    expect(await workOn(b.lectureId)).toEqual({ notes: 1, progress: 1, overviews: 1 });
    expect(await learnerProgress(course._id)).toMatchObject({ percent: 66, completed: 2, total: 3 });
    const overview = await asLearner('GET', lectureUrl('overview', b));
    expect(overview.json().data.overview).toBe('<p>About closures</p>');
  });

  it('treats a lecture without an id that matches nothing as new, and archives the one it replaced', async () => {
    const { course, a, b, c } = await courseWithWorkOnB();
    const [first, second] = await currentSections(course._id);
    const saved = await saveCurriculum(t.app, admin, course._id, {
      sections: [
        {
          _id: first?._id,
          title: first?.title,
          subSections: [{ _id: a.lectureId, title: 'A' }, { title: 'Closures, recorded again' }],
        },
        { _id: second?._id, title: second?.title, subSections: [{ _id: c.lectureId, title: 'C' }] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const fresh = saved.json().data.sections[0].subSections[1];
    expect(fresh._id).not.toBe(b.lectureId);
    expect(await workOn(b.lectureId)).toEqual({ notes: 1, progress: 1, overviews: 1 });
    expect((await outlines(course)).public).toEqual([a.lectureId, fresh._id, c.lectureId]);
    expect(await learnerProgress(course._id)).toMatchObject({ percent: 33, completed: 1, total: 3 });
  });

  it('archives a section left out together with its lectures', async () => {
    const { course, a, b, c } = await courseWithWorkOnB();
    const [, second] = await currentSections(course._id);
    const saved = await saveCurriculum(t.app, admin, course._id, {
      sections: [{ _id: second?._id, title: 'Only this one', subSections: [{ _id: c.lectureId, title: 'C' }] }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await workOn(a.lectureId)).toEqual({ notes: 0, progress: 1, overviews: 0 });
    expect(await workOn(b.lectureId)).toEqual({ notes: 1, progress: 1, overviews: 1 });
    expect((await outlines(course)).public).toEqual([c.lectureId]);
    expect(await currentSections(course._id)).toHaveLength(1);
    const { title } = (await asAdmin('GET', `/api/course/${course._id}`)).json().data;
    const listed = (await asAdmin('GET', `/api/course/all?search=${encodeURIComponent(title)}`)).json().data;
    expect(listed).toEqual([expect.objectContaining({ _id: course._id, sectionsCount: 1, lecturesCount: 1 })]);
    expect(await learnerProgress(course._id)).toMatchObject({ percent: 0, completed: 0, total: 1 });
  });
});

describe('DELETE /api/course/{courseId} of a lecture or a section', () => {
  it('archives the lecture with the learners’ work kept', async () => {
    const { course, a, b, c } = await courseWithWorkOnB();
    const removed = await asAdmin(
      'DELETE',
      `/api/course/${course._id}?sectionId=${b.sectionId}&subSectionId=${b.lectureId}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe('Lecture deleted successfully');
    expect(await workOn(b.lectureId)).toEqual({ notes: 1, progress: 1, overviews: 1 });
    const seen = await outlines(course);
    expect(seen.public).toEqual([a.lectureId, c.lectureId]);
    expect(seen.learnerPlayer).toEqual([a.lectureId, c.lectureId]);
    expect(await learnerProgress(course._id)).toMatchObject({ percent: 50, completed: 1, total: 2, cardPercent: 50 });
    expect((await myNoteContents()).map((note) => note.content)).toContain('Closures keep their scope');
    // Gone from the course: a second delete finds nothing.
    const again = await asAdmin(
      'DELETE',
      `/api/course/${course._id}?sectionId=${b.sectionId}&subSectionId=${b.lectureId}`,
    );
    expect(again.statusCode).toBe(404);
  });

  it('archives a section with its lectures, and a published course keeps at least one live section', async () => {
    const { course, b, c } = await courseWithWorkOnB();
    const removed = await asAdmin('DELETE', `/api/course/${course._id}?sectionId=${b.sectionId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await workOn(b.lectureId)).toEqual({ notes: 1, progress: 1, overviews: 1 });
    expect((await outlines(course)).public).toEqual([c.lectureId]);
    const last = await asAdmin('DELETE', `/api/course/${course._id}?sectionId=${c.sectionId}`);
    expect(last.statusCode).toBe(409);
    const archived = await asAdmin('DELETE', `/api/course/${course._id}?sectionId=${b.sectionId}`);
    expect(archived.statusCode).toBe(404);
  });
});

describe('GET /api/course/curriculum/impact/{courseId}', () => {
  it('counts, for each live lecture and section, the learners with notes or progress on it', async () => {
    const { course, a, b, c } = await courseWithWorkOnB();
    await enrolDirectly(t.app, second.userId, course._id);
    await asLearner('PUT', lectureUrl('progress', a), { positionSeconds: 3 }, second);
    await asLearner('POST', `/api/course/notes?${target(a)}`, { content: 'Mine too' }, second);

    const response = await asAdmin('GET', `/api/course/curriculum/impact/${course._id}`);
    expect(response.statusCode, response.body).toBe(200);
    const { lectures, sections } = response.json().data;
    expect(lectures).toEqual(
      expect.arrayContaining([
        { _id: a.lectureId, sectionId: a.sectionId, learners: 2 },
        { _id: b.lectureId, sectionId: b.sectionId, learners: 1 },
        { _id: c.lectureId, sectionId: c.sectionId, learners: 0 },
      ]),
    );
    expect(lectures).toHaveLength(3);
    // Learners are counted once per section, however many of its lectures they worked on.
    expect(sections).toEqual([
      { _id: a.sectionId, learners: 2 },
      { _id: c.sectionId, learners: 0 },
    ]);

    expect((await asLearner('GET', `/api/course/curriculum/impact/${course._id}`)).statusCode).toBe(403);
    const unknown = await asAdmin('GET', '/api/course/curriculum/impact/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const bad = await asAdmin('GET', '/api/course/curriculum/impact/not-a-uuid');
    expect(bad.statusCode).toBe(400);
  });
});

describe('deleting a whole course', () => {
  it('still removes a course whose lectures carry notes (no learners enrolled)', async () => {
    const category = await createCategory(t.app, admin, 'Archive Deletion');
    const course = await createCourse(t.app, admin, validCourseBody(category, { title: 'Short Lived Course' }));
    const sections = (
      await saveCurriculum(t.app, admin, course._id, { sections: [{ title: 'S', subSections: [{ title: 'L' }] }] })
    ).json().data.sections as OutlineSection[];
    const sectionId = sections[0]?._id ?? '';
    const lectureId = sections[0]?.subSections[0]?._id ?? '';
    // Work on the lecture without an enrolment (nothing holds the course back), written straight to the tables.
    await t.app.db
      .insert(notes)
      .values({ userId: learner.userId, courseId: course._id, sectionId, lectureId, content: 'x' });
    await t.app.db.insert(lectureProgress).values({ userId: learner.userId, courseId: course._id, lectureId });
    const removed = await asAdmin('DELETE', `/api/course/${course._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await t.app.db.select().from(courses).where(eq(courses.id, course._id))).toEqual([]);
    expect(await workOn(lectureId)).toEqual({ notes: 0, progress: 0, overviews: 0 });
  });
});
