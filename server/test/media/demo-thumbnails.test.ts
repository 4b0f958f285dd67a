import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../src/db/schema/courses.ts';
import { storedFiles } from '../../src/db/schema/media.ts';
import { storedImageKey } from '../../src/modules/media/responsive-images.ts';
import { DEMO_THUMBNAIL_PREFIX } from '../../src/seed/demo-courses.ts';
import { storeDemoThumbnails } from '../../src/seed/seed-demo-thumbnails.ts';
import { createMediaTestApp } from './media-fixtures.ts';

let t: Awaited<ReturnType<typeof createMediaTestApp>>;

beforeAll(async () => {
  t = await createMediaTestApp((config) => {
    config.demoData = true;
  });
});
afterAll(() => t.close());

describe('demo course thumbnails', () => {
  it("are stored like uploads, so the catalogue's cards show them with renditions in a srcset", async () => {
    const rows = await t.app.db.select({ thumbnail: courses.thumbnail }).from(courses);
    expect(rows.length).toBeGreaterThan(5);
    const keys = rows.map((row) => storedImageKey(t.app.fileStorage, row.thumbnail));
    expect(keys.every((key) => key !== null)).toBe(true);
    // One stored image per category, recorded as an uploaded thumbnail.
    const files = await t.app.db.select().from(storedFiles).where(eq(storedFiles.purpose, 'thumbnail'));
    expect(new Set(keys)).toEqual(new Set(files.map((file) => file.fileKey)));
    expect(files.every((file) => file.mimeType === 'image/png' && file.sizeBytes > 1000)).toBe(true);

    // Renditions are made in the background from the start; this waits for that run.
    await t.app.imageRenditions.runNow();
    const catalogue = await t.app.inject({ method: 'GET', url: '/api/course/published?limit=50' });
    expect(catalogue.statusCode, catalogue.body).toBe(200);
    const cards = catalogue.json().data as { slug: string; thumbnailImage: { srcset: string } | null }[];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.thumbnailImage?.srcset, card.slug).toMatch(/ 320w/);
  });

  it('converts a course still on a demo path (an installation seeded before), and nothing on a second run', async () => {
    const [course] = await t.app.db.select({ id: courses.id }).from(courses).limit(1);
    await t.app.db
      .update(courses)
      .set({ thumbnail: `${DEMO_THUMBNAIL_PREFIX}data-science.png` })
      .where(eq(courses.id, course?.id as string));
    expect(await storeDemoThumbnails(t.app.db, t.app.fileStorage)).toBe(1);
    expect(await storeDemoThumbnails(t.app.db, t.app.fileStorage)).toBe(0);
    expect(
      await t.app.db
        .select()
        .from(courses)
        .where(like(courses.thumbnail, `${DEMO_THUMBNAIL_PREFIX}%`)),
    ).toEqual([]);
  });
});
