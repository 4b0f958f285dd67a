import { SKILL_AREAS } from '@skillhub/shared/skill-areas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COURSES } from '../../src/seed/demo-courses.ts';
import { DEMO_PROGRAMS } from '../../src/seed/demo-training.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The demo data tags courses and programs, so each skill page has something to show on a demo run. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp((config) => {
    config.demoData = true;
  });
});
afterAll(() => t.close());

const listing = async (area: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/skill-area/${area}` })).json().data as {
    courses: { title: string }[];
    programs: { title: string }[];
  };

describe('the demo skill pages', () => {
  it('list published courses and open programs in every area', async () => {
    for (const area of SKILL_AREAS) {
      const { courses, programs } = await listing(area);
      expect(courses.length, area).toBeGreaterThan(0);
      expect(programs.length, area).toBeGreaterThan(0);
    }
  });

  it('leave out the tagged draft and terminated courses and the ended program', async () => {
    const all = await Promise.all(SKILL_AREAS.map(listing));
    const titles = all.flatMap(({ courses, programs }) => [...courses, ...programs].map((item) => item.title));
    expect(titles).toContain('Digital Marketing Masterclass');
    for (const hidden of [
      'Performance Marketing and Growth Hacking',
      'Security Operations Centre Analyst Training',
      'Graphic Design for Social Media',
      'Office Productivity for Beginners',
    ]) {
      expect(titles).not.toContain(hidden);
    }
  });

  it('list each course and program on the pages of the areas it is tagged with, and an untagged one on none', async () => {
    for (const area of SKILL_AREAS) {
      const { courses, programs } = await listing(area);
      const tagged = [...DEMO_COURSES, ...DEMO_PROGRAMS].filter((item) => item.skillAreas?.includes(area));
      const taggedTitles = new Set(tagged.map((item) => item.title));
      for (const item of [...courses, ...programs]) expect(taggedTitles, area).toContain(item.title);
    }
    const listed = (await Promise.all(SKILL_AREAS.map(listing))).flatMap(({ courses, programs }) =>
      [...courses, ...programs].map((item) => item.title),
    );
    const untagged = DEMO_COURSES.filter((course) => !course.skillAreas?.length && course.status === 'PUBLISHED');
    expect(untagged.length).toBeGreaterThan(0);
    for (const course of untagged) expect(listed).not.toContain(course.title);
  });

  it('keep data and analytics courses off the foundational page: they are employability skills', async () => {
    const foundational = await listing('foundational');
    const titles = [...foundational.courses, ...foundational.programs].map((item) => item.title);
    expect(titles).toEqual([
      'Digital Literacy and Online Safety for Everyone',
      'Computer Basics and Functional English',
    ]);
    const employability = (await listing('employability')).courses.map((course) => course.title);
    expect(employability).toEqual(
      expect.arrayContaining(['Data Science with Python', 'Business Analytics with Power BI and SQL']),
    );
  });
});
