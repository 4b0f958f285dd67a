import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_COURSES, DEMO_THUMBNAIL_PREFIX, demoThumbnail } from '../../src/seed/demo-courses.ts';

const assets = fileURLToPath(new URL('../../src/seed/assets/demo-thumbnails/', import.meta.url));

describe('demo thumbnails', () => {
  it('name an image the seed ships, for every demo course', () => {
    for (const course of DEMO_COURSES) {
      const url = demoThumbnail(course.category);
      expect(url, course.title).toMatch(/^\/demo-thumbnails\/[a-z0-9-]+\.png$/);
      expect(existsSync(`${assets}${url.slice(DEMO_THUMBNAIL_PREFIX.length)}`), url).toBe(true);
    }
  });
});
