import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_COURSES, demoThumbnail } from '../../src/seed/demo-courses.ts';

const shellPublic = fileURLToPath(new URL('../../../shell/public', import.meta.url));

describe('demo thumbnails', () => {
  it('name an image the shell build ships, for every demo course', () => {
    for (const course of DEMO_COURSES) {
      const url = demoThumbnail(course.category);
      expect(url, course.title).toMatch(/^\/demo-thumbnails\/[a-z0-9-]+\.png$/);
      expect(existsSync(`${shellPublic}${url}`), url).toBe(true);
    }
  });
});
