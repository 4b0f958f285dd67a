import { SKILL_AREAS } from '@skillhub/shared/skill-areas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
