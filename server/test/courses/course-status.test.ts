import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import {
  createCategory,
  createCourse,
  saveCurriculum,
  setStatus,
  TWO_SECTIONS,
  validCourseBody,
} from './course-fixtures.ts';

let t: TestApp;
let admin: string;
let categoryId: string;
let n = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  categoryId = await createCategory(t.app, admin, 'Cloud & DevOps');
});
afterAll(() => t.close());

async function draftWithCurriculum(): Promise<string> {
  n += 1;
  const course = await createCourse(t.app, admin, validCourseBody(categoryId, { title: `Status Course Number ${n}` }));
  expect((await saveCurriculum(t.app, admin, course._id, TWO_SECTIONS)).statusCode).toBe(200);
  return course._id;
}

describe('PATCH /api/course/status/:courseId', () => {
  it('walks the allowed transitions', async () => {
    const id = await draftWithCurriculum();
    for (const status of ['PUBLISHED', 'DRAFT', 'TERMINATED', 'DRAFT', 'PUBLISHED', 'TERMINATED']) {
      const response = await setStatus(t.app, admin, id, status);
      expect(response.statusCode, status).toBe(200);
      expect(response.json()).toMatchObject({
        message: `Course status changed to ${status}`,
        data: { courseStatus: status },
      });
    }
  });

  it('refuses TERMINATED -> PUBLISHED and a move to the current status with a 409 that says why', async () => {
    const id = await draftWithCurriculum();
    expect((await setStatus(t.app, admin, id, 'TERMINATED')).statusCode).toBe(200);
    const refused = await setStatus(t.app, admin, id, 'PUBLISHED');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      message: 'A TERMINATED course cannot be made PUBLISHED; move it to DRAFT first',
    });
    const same = await setStatus(t.app, admin, id, 'TERMINATED');
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('The course is already TERMINATED');
  });

  it('will not publish a course without a curriculum', async () => {
    const course = await createCourse(t.app, admin, validCourseBody(categoryId, { title: 'No Curriculum Yet' }));
    const refused = await setStatus(t.app, admin, course._id, 'PUBLISHED');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Add at least one section with a lecture before publishing');
  });

  it('will not publish a course with a section emptied by a delete', async () => {
    const id = await draftWithCurriculum();
    const course = (await t.app.inject({ method: 'GET', url: `/api/course/${id}`, headers: bearer(admin) })).json()
      .data;
    const react = course.sections[1];
    // The last lecture of a draft's section can go; the course is then not publishable.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/course/${id}?sectionId=${react._id}&subSectionId=${react.subSections[0]._id}`,
      headers: bearer(admin),
    });
    expect(deleted.json()).toEqual({ success: true, message: 'Lecture deleted successfully' });
    const refused = await setStatus(t.app, admin, id, 'PUBLISHED');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Section "React" has no lectures; add one before publishing');
  });

  it('will not publish into an inactive category', async () => {
    const cat = await createCategory(t.app, admin, 'Retired Category');
    const course = await createCourse(t.app, admin, validCourseBody(cat, { title: 'In A Retired Category' }));
    await saveCurriculum(t.app, admin, course._id, TWO_SECTIONS);
    await t.app.inject({ method: 'DELETE', url: `/api/course/category/${cat}`, headers: bearer(admin) });
    const refused = await setStatus(t.app, admin, course._id, 'PUBLISHED');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('is inactive');
  });

  it('validates the status value', async () => {
    const id = await draftWithCurriculum();
    const bad = await setStatus(t.app, admin, id, 'ARCHIVED');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ status: 'Invalid course status' });
  });

  it('applies a courseStatus sent with the details under the same rules', async () => {
    const id = await draftWithCurriculum();
    const put = (courseStatus: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/course/details/${id}`,
        headers: bearer(admin),
        payload: validCourseBody(categoryId, { title: `Status Course Number ${n}`, courseStatus } as never),
      });
    expect((await put('PUBLISHED')).json().data.courseStatus).toBe('PUBLISHED');
    expect((await put('TERMINATED')).json().data.courseStatus).toBe('TERMINATED');
    const refused = await put('PUBLISHED');
    expect(refused.statusCode).toBe(409);
  });
});

describe('DELETE on a published course', () => {
  it('keeps it publishable: its last section and a section’s last lecture stay', async () => {
    const course = await createCourse(t.app, admin, validCourseBody(categoryId, { title: 'Live Course To Protect' }));
    await saveCurriculum(t.app, admin, course._id, {
      sections: [{ title: 'Only Section', subSections: [{ title: 'Only Lecture' }] }],
    });
    await setStatus(t.app, admin, course._id, 'PUBLISHED');
    const data = (
      await t.app.inject({ method: 'GET', url: `/api/course/${course._id}`, headers: bearer(admin) })
    ).json().data;
    const section = data.sections[0];
    const lecture = await t.app.inject({
      method: 'DELETE',
      url: `/api/course/${course._id}?sectionId=${section._id}&subSectionId=${section.subSections[0]._id}`,
      headers: bearer(admin),
    });
    expect(lecture.statusCode).toBe(409);
    const sectionDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/course/${course._id}?sectionId=${section._id}`,
      headers: bearer(admin),
    });
    expect(sectionDelete.statusCode).toBe(409);
    const whole = await t.app.inject({ method: 'DELETE', url: `/api/course/${course._id}`, headers: bearer(admin) });
    expect(whole.json()).toEqual({ success: true, message: 'Course deleted successfully' });
    const gone = await t.app.inject({ method: 'GET', url: `/api/course/${course._id}`, headers: bearer(admin) });
    expect(gone.statusCode).toBe(404);
  });

  it('answers 404 for a section or lecture of another course and 400 for a lecture without its section', async () => {
    const a = await draftWithCurriculum();
    const b = await draftWithCurriculum();
    const bData = (await t.app.inject({ method: 'GET', url: `/api/course/${b}`, headers: bearer(admin) })).json().data;
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: `/api/course/${a}?sectionId=${bData.sections[0]._id}`,
      headers: bearer(admin),
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('Section not found');
    const noSection = await t.app.inject({
      method: 'DELETE',
      url: `/api/course/${a}?subSectionId=${bData.sections[0].subSections[0]._id}`,
      headers: bearer(admin),
    });
    expect(noSection.statusCode).toBe(400);
    expect(noSection.json().errors).toEqual({ sectionId: 'sectionId is required with subSectionId' });
  });
});
