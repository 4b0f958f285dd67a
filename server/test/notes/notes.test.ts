import { NOTE_MAX } from '@skillhub/shared/constants';
import { noteSchema } from '@skillhub/shared/schemas/note';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_EXPIRED_MESSAGE, NOT_ENROLLED_MESSAGE } from '../../src/modules/enrollments/course-access.ts';
import {
  DAY_MS,
  type LearningCourse,
  type LectureIds,
  learningCourse,
  lecture,
} from '../learning-access/learning-course.ts';
import { createLearner, enrolDirectly, type Learner } from '../support/learner-fixtures.ts';
import { bearer, createTestApp, GOOD_PASSWORD, login, loginAsAdmin, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let course: LearningCourse;
let other: LearningCourse;
let learner: Learner;
let second: Learner;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  course = await learningCourse(t.app, admin, 'Ethical Hacking Fundamentals', '1 Year');
  other = await learningCourse(t.app, admin, 'Tally Prime with GST');
  learner = await createLearner(t.app, admin, 'Sana Notes');
  second = await createLearner(t.app, admin, 'Arjun Second');
  await enrolDirectly(t.app, learner.userId, course._id, '1 Year');
  await enrolDirectly(t.app, learner.userId, other._id);
  await enrolDirectly(t.app, second.userId, course._id);
});
afterAll(() => t.close());

const target = (l: LectureIds) => `courseId=${l.courseId}&sectionId=${l.sectionId}&subSectionId=${l.lectureId}`;
const addNote = (l: LectureIds, payload: object, token = learner.token) =>
  t.app.inject({ method: 'POST', url: `/api/course/notes?${target(l)}`, headers: bearer(token), payload });
const myNotes = (query = '', token = learner.token) =>
  t.app.inject({ method: 'GET', url: `/api/course/notes/my${query ? `?${query}` : ''}`, headers: bearer(token) });
const contents = (response: { json(): { data: { content: string }[] } }) => response.json().data.map((n) => n.content);

describe('POST /course/notes', () => {
  it('adds a note pinned to the lecture and its video time', async () => {
    const l = lecture(course, 0, 0);
    const response = await addNote(l, { content: '  Ports 80 and 443  ', videoTimeSeconds: 42.5 });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Note added successfully');
    expect(noteSchema.parse(body.data)).toBeTruthy();
    expect(body.data).toMatchObject({
      courseId: course._id,
      sectionId: l.sectionId,
      subSectionId: l.lectureId,
      lectureTitle: 'How the web works',
      content: 'Ports 80 and 443',
      videoTimeSeconds: 42.5,
    });
  });

  it('answers 400 with the field messages for an empty or too long note and a bad target', async () => {
    const l = lecture(course, 0, 0);
    const empty = await addNote(l, { content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ content: 'Note is required' });
    const long = await addNote(l, { content: 'x'.repeat(NOTE_MAX + 1) });
    expect(long.json().errors).toEqual({ content: `Note must not exceed ${NOTE_MAX} characters` });
    const noTarget = await t.app.inject({
      method: 'POST',
      url: `/api/course/notes?courseId=${course._id}`,
      headers: bearer(learner.token),
      payload: { content: 'Hello' },
    });
    expect(noTarget.statusCode).toBe(400);
    expect(Object.keys(noTarget.json().errors).sort()).toEqual(['sectionId', 'subSectionId']);
  });

  it('answers 404 for a lecture of another course, 403 to a learner who is not enrolled, 401 without a token', async () => {
    const foreign = { ...lecture(other, 0, 0), courseId: course._id };
    const wrong = await addNote(foreign, { content: 'Guessing' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('Lecture not found');
    const stranger = await createLearner(t.app, admin, 'Zoya Stranger');
    const refused = await addNote(lecture(course, 0, 0), { content: 'Let me in' }, stranger.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(NOT_ENROLLED_MESSAGE);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/course/notes?${target(lecture(course, 0, 0))}`,
      payload: { content: 'Hi' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /course/notes/my', () => {
  it('lists only the caller’s notes, filters, searches literally, sorts and pages', async () => {
    await addNote(lecture(course, 0, 1), { content: 'SQL injection: escape 100% of input', videoTimeSeconds: 5 });
    await addNote(lecture(course, 1, 0), { content: 'XSS and CSP headers', videoTimeSeconds: 300 });
    await addNote(lecture(other, 0, 0), { content: 'GST rates table', videoTimeSeconds: 12 });
    await addNote(lecture(course, 0, 0), { content: 'Not mine to read' }, second.token);

    const all = await myNotes();
    expect(all.statusCode).toBe(200);
    expect(all.json().pagination).toEqual({ page: 1, limit: 10, total: 4, totalPages: 1 });
    expect(contents(all)).toEqual([
      'GST rates table',
      'XSS and CSP headers',
      'SQL injection: escape 100% of input',
      'Ports 80 and 443',
    ]);
    expect(contents(await myNotes('sort=oldest'))[0]).toBe('Ports 80 and 443');
    expect(contents(await myNotes(`courseId=${course._id}&sort=video_time`))).toEqual([
      'SQL injection: escape 100% of input',
      'Ports 80 and 443',
      'XSS and CSP headers',
    ]);
    expect(contents(await myNotes(`subSectionId=${lecture(course, 1, 0).lectureId}`))).toEqual(['XSS and CSP headers']);
    expect(contents(await myNotes(`sectionId=${lecture(course, 0, 0).sectionId}&sort=oldest`))).toEqual([
      'Ports 80 and 443',
      'SQL injection: escape 100% of input',
    ]);
    // Case-insensitive, and % is a character, not a wildcard.
    expect(contents(await myNotes('search=csp'))).toEqual(['XSS and CSP headers']);
    expect(contents(await myNotes('search=100%25'))).toEqual(['SQL injection: escape 100% of input']);
    expect(contents(await myNotes('search=%25%25'))).toEqual([]);

    const page2 = await myNotes('limit=3&pageNo=2&sort=oldest');
    expect(page2.json().pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
    expect(contents(page2)).toEqual(['GST rates table']);

    expect(contents(await myNotes('', second.token))).toEqual(['Not mine to read']);
    const badSort = await myNotes('sort=alphabetical');
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().errors).toEqual({ sort: 'Invalid sort' });
    expect((await t.app.inject({ method: 'GET', url: '/api/course/notes/my' })).statusCode).toBe(401);
  });
});

describe('PUT and DELETE /course/notes/{noteId}', () => {
  it('edits and deletes one’s own note; another learner gets 404', async () => {
    const noteId = (await addNote(lecture(course, 0, 0), { content: 'Draft thought', videoTimeSeconds: 9 })).json().data
      ._id as string;
    const url = `/api/course/notes/${noteId}`;

    const theirs = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(second.token),
      payload: { content: 'Mine now' },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Note not found');
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(second.token) })).statusCode).toBe(404);

    const empty = await t.app.inject({ method: 'PUT', url, headers: bearer(learner.token), payload: { content: '' } });
    expect(empty.json().errors).toEqual({ content: 'Note is required' });

    const edited = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(learner.token),
      payload: { content: 'Final thought', videoTimeSeconds: 999 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Note updated successfully',
      data: { _id: noteId, content: 'Final thought', videoTimeSeconds: 9 },
    });

    const deleted = await t.app.inject({ method: 'DELETE', url, headers: bearer(learner.token) });
    expect(deleted.json()).toEqual({ success: true, message: 'Note deleted successfully' });
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(learner.token) })).statusCode).toBe(404);
  });

  it('lets a learner whose access expired read and delete their notes, but not add new ones', async () => {
    // Last test of the file: the clock only moves forward, and access tokens expire with it.
    t.clock.advance(366 * DAY_MS);
    const token = await login(t.app, learner.email, GOOD_PASSWORD);
    const refused = await addNote(lecture(course, 0, 0), { content: 'One more' }, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCESS_EXPIRED_MESSAGE);
    const mine = await myNotes(`courseId=${course._id}`, token);
    expect(mine.json().pagination.total).toBe(3);
    const noteId = mine.json().data[0]._id as string;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/course/notes/${noteId}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(200);
    // The LifeTime course still takes notes.
    expect((await addNote(lecture(other, 0, 0), { content: 'Still learning GST' }, token)).statusCode).toBe(201);
  });
});
