import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseLectures } from '../../src/db/schema/curriculum.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { createCategory, createCourse, saveCurriculum, TWO_SECTIONS, validCourseBody } from './course-fixtures.ts';

let t: TestApp;
let admin: string;
let categoryId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  categoryId = await createCategory(t.app, admin, 'Data Science');
});
afterAll(() => t.close());

let n = 0;
async function newCourse(): Promise<string> {
  n += 1;
  return (await createCourse(t.app, admin, validCourseBody(categoryId, { title: `Curriculum Course ${n}` })))._id;
}

describe('PUT /api/course/curriculum/:courseId', () => {
  it('stores sections and lectures in array order', async () => {
    const id = await newCourse();
    const response = await saveCurriculum(t.app, admin, id, TWO_SECTIONS);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Curriculum saved successfully');
    const { sections, lecturesCount } = response.json().data;
    expect(lecturesCount).toBe(3);
    expect(sections).toEqual([
      {
        _id: expect.any(String),
        title: 'Foundations',
        description: 'The basics',
        // No release schedule: the sections open at once.
        opensAfterDays: null,
        opensOn: null,
        subSections: [
          {
            _id: expect.any(String),
            title: 'How the web works',
            hasVideo: false,
            videoDurationSeconds: null,
            freePreview: false,
          },
          { _id: expect.any(String), title: 'HTML', hasVideo: false, videoDurationSeconds: null, freePreview: false },
        ],
      },
      {
        _id: expect.any(String),
        title: 'React',
        description: '',
        opensAfterDays: null,
        opensOn: null,
        subSections: [
          {
            _id: expect.any(String),
            title: 'Components',
            hasVideo: false,
            videoDurationSeconds: null,
            freePreview: false,
          },
        ],
      },
    ]);
  });

  it('keeps items sent with their _id (and their videos), reorders, moves, and archives what is left out', async () => {
    const id = await newCourse();
    const first = (await saveCurriculum(t.app, admin, id, TWO_SECTIONS)).json().data.sections;
    const [foundations, react] = first;
    const html = foundations.subSections[1];
    // A video attached to the HTML lecture (the media module writes these columns).
    await t.app.db
      .update(courseLectures)
      .set({
        videoFileKey: 'videos/html.mp4',
        videoMimeType: 'video/mp4',
        videoSizeBytes: 1234,
        videoDurationSeconds: 61,
      })
      .where(eq(courseLectures.id, html._id));

    const response = await saveCurriculum(t.app, admin, id, {
      sections: [
        {
          _id: react._id,
          title: 'React in Depth',
          subSections: [{ title: 'Hooks' }, { _id: html._id, title: 'HTML for React' }],
        },
        { title: 'Deployment', description: 'Shipping it', subSections: [{ title: 'Docker' }] },
      ],
    });
    expect(response.statusCode).toBe(200);
    const sections = response.json().data.sections;
    expect(sections.map((s: { title: string }) => s.title)).toEqual(['React in Depth', 'Deployment']);
    expect(sections[0]._id).toBe(react._id);
    expect(sections[0].subSections).toEqual([
      { _id: expect.any(String), title: 'Hooks', hasVideo: false, videoDurationSeconds: null, freePreview: false },
      { _id: html._id, title: 'HTML for React', hasVideo: true, videoDurationSeconds: 61, freePreview: false },
    ]);
    // Foundations, its first lecture and React's "Components" were left out: archived, out of the course.
    const remaining = await t.app.db.select().from(courseLectures).where(eq(courseLectures.courseId, id));
    const live = remaining.filter((l) => l.archivedAt === null);
    expect(live.map((l) => l.title).sort()).toEqual(['Docker', 'HTML for React', 'Hooks']);
    const archived = remaining.filter((l) => l.archivedAt !== null);
    expect(archived.map((l) => l.title).sort()).toEqual(['Components', 'How the web works']);

    const content = await t.app.inject({ method: 'GET', url: `/api/course/content/${id}`, headers: bearer(admin) });
    expect(content.statusCode).toBe(200);
    expect(content.json().data.sections[0].subSections[1]).toEqual({
      _id: html._id,
      title: 'HTML for React',
      video: { mimeType: 'video/mp4', sizeBytes: 1234, durationSeconds: 61 },
    });
  });

  it('answers the curriculum rules with their messages', async () => {
    const id = await newCourse();
    const none = await saveCurriculum(t.app, admin, id, { sections: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ sections: 'At least one section is required' });
    const missing = await saveCurriculum(t.app, admin, id, {});
    expect(missing.json().errors).toEqual({ sections: 'At least one section is required' });
    const bad = await saveCurriculum(t.app, admin, id, {
      sections: [
        { title: ' ', subSections: [{ title: 'Fine' }] },
        { title: 'No lectures', subSections: [] },
        { title: 'Empty lecture', subSections: [{ title: '' }] },
      ],
    });
    expect(bad.json().errors).toEqual({
      'sections.0.title': 'Section title is required',
      'sections.1.subSections': 'At least one lecture is required',
      'sections.2.subSections.0.title': 'Lecture title is required',
    });
  });

  it('refuses ids that are not this course’s, or repeated', async () => {
    const a = await newCourse();
    const b = await newCourse();
    const bSections = (await saveCurriculum(t.app, admin, b, TWO_SECTIONS)).json().data.sections;
    await saveCurriculum(t.app, admin, a, TWO_SECTIONS);
    const foreign = await saveCurriculum(t.app, admin, a, {
      sections: [
        { _id: bSections[0]._id, title: 'Stolen', subSections: [{ _id: bSections[0].subSections[0]._id, title: 'x' }] },
      ],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({
      'sections.0._id': 'Section not found in this course',
      'sections.0.subSections.0._id': 'Lecture not found in this course',
    });
    const aSections = (await t.app.inject({ method: 'GET', url: `/api/course/${a}`, headers: bearer(admin) })).json()
      .data.sections;
    const lectureId = aSections[0].subSections[0]._id;
    const twice = await saveCurriculum(t.app, admin, a, {
      sections: [
        {
          title: 'One',
          subSections: [
            { _id: lectureId, title: 'x' },
            { _id: lectureId, title: 'y' },
          ],
        },
      ],
    });
    expect(twice.json().errors).toEqual({ 'sections.0.subSections.1._id': 'Lecture is listed more than once' });
    // Nothing was changed by the refused calls.
    const after = (await t.app.inject({ method: 'GET', url: `/api/course/${a}`, headers: bearer(admin) })).json().data;
    expect(after.sections.map((s: { title: string }) => s.title)).toEqual(['Foundations', 'React']);
  });

  it('answers 404 for an unknown course', async () => {
    const response = await saveCurriculum(t.app, admin, '00000000-0000-4000-8000-000000000000', TWO_SECTIONS);
    expect(response.statusCode).toBe(404);
  });
});
