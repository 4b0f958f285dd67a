import { announcementSchema } from '@skillhub/shared/schemas/announcement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createCourse, validCourseBody } from '../courses/course-fixtures.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp, userWithPermissions } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let courseId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  const category = await createCategory(t.app, admin, 'Cyber Security');
  courseId = (await createCourse(t.app, admin, validCourseBody(category, { title: 'Ethical Hacking Bootcamp' })))._id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('course announcements', () => {
  it('posts, lists newest first, edits and deletes', async () => {
    const first = await call('POST', `/api/course/announcement/${courseId}`, {
      title: 'Lab access',
      message: 'Lab machines are open from 9 AM.',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('Announcement posted successfully');
    const created = announcementSchema.parse(first.json().data);
    expect(created).toMatchObject({ courseId, title: 'Lab access', createdBy: { name: expect.any(String) } });
    t.clock.advance(1000);
    await call('POST', `/api/course/announcement/${courseId}`, { title: 'CTF on Friday', message: 'Teams of three.' });

    const listed = await call('GET', `/api/course/announcement/${courseId}`);
    expect(listed.json().data.map((a: { title: string }) => a.title)).toEqual(['CTF on Friday', 'Lab access']);

    const edited = await call('PUT', `/api/course/announcement/${created._id}`, {
      title: 'Lab access (updated)',
      message: '<b>Open</b> from 8 AM',
    });
    expect(edited.statusCode).toBe(200);
    // Plain text: kept as typed, rendered as text by the UI.
    expect(edited.json().data).toMatchObject({ title: 'Lab access (updated)', message: '<b>Open</b> from 8 AM' });

    const deleted = await call('DELETE', `/api/course/announcement/${created._id}`);
    expect(deleted.json()).toEqual({ success: true, message: 'Announcement deleted successfully' });
    expect((await call('DELETE', `/api/course/announcement/${created._id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/course/announcement/${courseId}`)).json().data).toHaveLength(1);
  });

  it('requires title and message', async () => {
    const empty = await call('POST', `/api/course/announcement/${courseId}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ title: 'Title is required', message: 'Message is required' });
    const blank = await call('POST', `/api/course/announcement/${courseId}`, { title: '  ', message: '' });
    expect(blank.json().errors).toEqual({ title: 'Title is required', message: 'Message is required' });
  });

  it('answers 404 for an unknown course or announcement', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/course/announcement/${unknown}`)).statusCode).toBe(404);
    expect((await call('POST', `/api/course/announcement/${unknown}`, { title: 'a', message: 'b' })).statusCode).toBe(
      404,
    );
    expect((await call('PUT', `/api/course/announcement/${unknown}`, { title: 'a', message: 'b' })).statusCode).toBe(
      404,
    );
  });

  it('needs the Courses/Courses permission of each operation', async () => {
    const reader = await userWithPermissions(t.app, admin, 'Course Reader', [
      { name: 'Courses', operations: {}, subModules: [{ name: 'Courses', operations: { read: true } }] },
    ]);
    expect((await call('GET', `/api/course/announcement/${courseId}`, undefined, reader.token)).statusCode).toBe(200);
    const post = await call('POST', `/api/course/announcement/${courseId}`, { title: 'a', message: 'b' }, reader.token);
    expect(post.statusCode).toBe(403);
  });
});
