import { SKILL_AREAS_LIST_MESSAGE, UNKNOWN_SKILL_AREA_MESSAGE } from '@skillhub/shared/schemas/skill-area';
import { SKILL_AREAS } from '@skillhub/shared/skill-areas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaToday } from '../../src/modules/training/programs.service.ts';
import {
  createCategory,
  createCourse,
  publishedCourse,
  setStatus,
  validCourseBody,
} from '../courses/course-fixtures.ts';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { addInstitution, addProgram, call, programBody } from '../training/training-fixtures.ts';

/** Skill-area tags on courses and programs, and the public listing of each area's skill page. */

let t: TestApp;
let admin: string;
let category: string;
let institution: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  category = await createCategory(t.app, admin, 'Skill Pages');
  institution = (await addInstitution(t.app, admin))._id;
});
afterAll(() => t.close());

let titles = 0;
const courseTitle = (name: string) => `${name} course ${++titles}`;
const listing = (area: string) => call(t.app, 'GET', `/api/skill-area/${area}`);
const titlesOf = (items: { title: string }[]) => items.map((item) => item.title).sort();
const DAY_MS = 24 * 60 * 60 * 1000;

describe('tagging a course', () => {
  it('refuses an unknown area, or anything but a list, on the field', async () => {
    const unknown = await call(
      t.app,
      'POST',
      '/api/course',
      admin,
      validCourseBody(category, { title: courseTitle('Astrology'), skillAreas: ['foundational', 'astrology'] }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ skillAreas: UNKNOWN_SKILL_AREA_MESSAGE });

    const notAList = await call(t.app, 'POST', '/api/course', admin, {
      ...validCourseBody(category, { title: courseTitle('Plain') }),
      skillAreas: 'foundational',
    });
    expect(notAList.status).toBe(400);
    expect(notAList.body.errors).toEqual({ skillAreas: SKILL_AREAS_LIST_MESSAGE });
  });

  it('stores each area once in the list order; none by default; an update without them keeps them', async () => {
    const tagged = await createCourse(
      t.app,
      admin,
      validCourseBody(category, {
        title: courseTitle('Spoken English'),
        skillAreas: ['employability', 'foundational', 'employability'],
      }),
    );
    const read = async (id: string) => (await call(t.app, 'GET', `/api/course/${id}`, admin)).body.data.skillAreas;
    expect(await read(tagged._id)).toEqual(['foundational', 'employability']);

    const untagged = await createCourse(t.app, admin, validCourseBody(category, { title: courseTitle('Untagged') }));
    expect(await read(untagged._id)).toEqual([]);

    const body = validCourseBody(category, { title: courseTitle('Spoken English renamed') });
    const kept = await call(t.app, 'PUT', `/api/course/details/${tagged._id}`, admin, body);
    expect(kept.status).toBe(200);
    expect(kept.body.data.skillAreas).toEqual(['foundational', 'employability']);

    const cleared = await call(t.app, 'PUT', `/api/course/details/${tagged._id}`, admin, { ...body, skillAreas: [] });
    expect(cleared.body.data.skillAreas).toEqual([]);
  });
});

describe('tagging a training program', () => {
  it('refuses an unknown area on the field', async () => {
    const { status, body } = await call(
      t.app,
      'POST',
      '/api/training/programs',
      admin,
      programBody(institution, { skillAreas: ['hobbies'] }),
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual({ skillAreas: UNKNOWN_SKILL_AREA_MESSAGE });
  });

  it('stores the areas, keeps them on an update without them and replaces them on one with them', async () => {
    const program = await addProgram(t.app, admin, institution, { skillAreas: ['entrepreneurial'] });
    const read = async () =>
      (await call(t.app, 'GET', `/api/training/programs/${program._id}`, admin)).body.data.skillAreas;
    expect(await read()).toEqual(['entrepreneurial']);

    const body = programBody(institution, { title: program.title });
    expect((await call(t.app, 'PUT', `/api/training/programs/${program._id}`, admin, body)).status).toBe(200);
    expect(await read()).toEqual(['entrepreneurial']);

    const updated = await call(t.app, 'PUT', `/api/training/programs/${program._id}`, admin, {
      ...body,
      skillAreas: ['entrepreneurial', 'foundational'],
    });
    expect(updated.body.data.skillAreas).toEqual(['foundational', 'entrepreneurial']);
  });
});

describe('GET /skill-area/{area}', () => {
  it('refuses an unknown area with 400 on the field', async () => {
    const { status, body } = await listing('astrology');
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, errors: { area: UNKNOWN_SKILL_AREA_MESSAGE } });
  });

  it('lists, to anyone, only the published courses of active categories tagged with the area', async () => {
    const tag = { skillAreas: ['foundational' as const] };
    const shown = await publishedCourse(
      t.app,
      admin,
      validCourseBody(category, { title: courseTitle('Basic Maths'), ...tag }),
    );
    const shownToo = await publishedCourse(
      t.app,
      admin,
      validCourseBody(category, {
        title: courseTitle('Computer Basics'),
        skillAreas: ['foundational', 'employability'],
      }),
    );
    await publishedCourse(t.app, admin, validCourseBody(category, { title: courseTitle('Untagged Published') }));
    await publishedCourse(
      t.app,
      admin,
      validCourseBody(category, { title: courseTitle('Start Your Shop'), skillAreas: ['entrepreneurial'] }),
    );
    await createCourse(t.app, admin, validCourseBody(category, { title: courseTitle('Draft Literacy'), ...tag }));
    const terminated = await publishedCourse(
      t.app,
      admin,
      validCourseBody(category, { title: courseTitle('Terminated Numeracy'), ...tag }),
    );
    expect((await setStatus(t.app, admin, terminated._id, 'TERMINATED')).statusCode).toBe(200);
    const deleted = await publishedCourse(
      t.app,
      admin,
      validCourseBody(category, { title: courseTitle('Deleted Typing'), ...tag }),
    );
    expect((await call(t.app, 'DELETE', `/api/course/${deleted._id}`, admin)).status).toBe(200);
    const inactiveCategory = await createCategory(t.app, admin, 'Retired Category');
    await publishedCourse(
      t.app,
      admin,
      validCourseBody(inactiveCategory, { title: courseTitle('Retired Category Course'), ...tag }),
    );
    await call(t.app, 'DELETE', `/api/course/category/${inactiveCategory}`, admin);

    const { status, body } = await listing('foundational');
    expect(status).toBe(200);
    expect(body.data.area).toBe('foundational');
    expect(body.data.courses.map((c: { _id: string }) => c._id).sort()).toEqual([shown._id, shownToo._id].sort());
    // The catalogue's own cards, field for field.
    const catalogue = await call(t.app, 'GET', `/api/course/published?category=${category}&limit=50`);
    const card = catalogue.body.data.find((c: { _id: string }) => c._id === shown._id);
    expect(body.data.courses.find((c: { _id: string }) => c._id === shown._id)).toEqual(card);

    expect(titlesOf((await listing('entrepreneurial')).body.data.courses)).toEqual([
      expect.stringMatching(/^Start Your Shop/),
    ]);
  });

  it('lists only the open programs tagged with the area: ended, inactive ones and those of inactive institutions are not', async () => {
    const area = { skillAreas: ['employability' as const] };
    const today = indiaToday(t.clock.now());
    const open = await addProgram(t.app, admin, institution, { ...area, title: 'Retail Sales Associate' });
    const endsToday = await addProgram(t.app, admin, institution, {
      ...area,
      title: 'Customer Care Executive',
      startDate: '2025-01-06',
      endDate: today,
    });
    await addProgram(t.app, admin, institution, {
      ...area,
      title: 'Ended Programme',
      startDate: '2024-01-01',
      endDate: '2024-03-31',
    });
    await addProgram(t.app, admin, institution, { title: 'Untagged Programme' });
    const deactivated = await addProgram(t.app, admin, institution, { ...area, title: 'Deactivated Programme' });
    await call(t.app, 'DELETE', `/api/training/programs/${deactivated._id}`, admin);
    const closedInstitution = (await addInstitution(t.app, admin))._id;
    await addProgram(t.app, admin, closedInstitution, { ...area, title: 'Closed Institution Programme' });
    await call(t.app, 'DELETE', `/api/training/institutions/${closedInstitution}`, admin);

    const before = await listing('employability');
    expect(titlesOf(before.body.data.programs)).toEqual(['Customer Care Executive', 'Retail Sales Associate']);
    // As the program's public application page shows it.
    const publicView = await call(t.app, 'GET', `/api/training/programs/public/${open._id}`);
    expect(before.body.data.programs.find((p: { _id: string }) => p._id === open._id)).toEqual(publicView.body.data);

    // The day after its end date (in India), a program no longer takes applications.
    t.clock.advance(DAY_MS);
    const after = await listing('employability');
    expect(titlesOf(after.body.data.programs)).toEqual(['Retail Sales Associate']);
    expect(after.body.data.programs.map((p: { _id: string }) => p._id)).not.toContain(endsToday._id);
  });

  it('never lists an untagged course or program, on any page', async () => {
    // Signed in again: the test before moved the clock past the access token's life.
    const staff = await loginAsAdmin(t.app);
    const course = await publishedCourse(t.app, staff, validCourseBody(category, { title: courseTitle('No Area') }));
    const program = await addProgram(t.app, staff, institution, { title: 'No Area Programme' });
    for (const area of SKILL_AREAS) {
      const { body } = await listing(area);
      expect(
        body.data.courses.map((c: { _id: string }) => c._id),
        area,
      ).not.toContain(course._id);
      expect(
        body.data.programs.map((p: { _id: string }) => p._id),
        area,
      ).not.toContain(program._id);
    }
  });
});
