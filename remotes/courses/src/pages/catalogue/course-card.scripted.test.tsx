import { list, ok, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogueCardFixture, categoryFixture } from '../../../test/fixtures.ts';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { COURSE_CARD_SIZES } from './course-card.tsx';

/** A card's cover as a <picture>: the renditions the server lists, picked by the browser with the card's sizes. */

const server = withScriptedServer();
const base = 'http://skillhub.test/api/media/public/5f0c9a52-51a4-4a8e-9d0e-2f1a3b7c9d11';

describe('a course card with thumbnail renditions', () => {
  it('renders AVIF, WebP and the upload format as srcsets with the grid sizes, its box reserved', async () => {
    server.on('GET /course/category', () => ok([categoryFixture('Data Science')]));
    server.on('GET /course/published', () =>
      list(
        [
          catalogueCardFixture('Responsive Thumbnails', {
            thumbnail: `${base}.jpg`,
            thumbnailImage: {
              width: 4000,
              height: 2250,
              sources: [
                { type: 'image/avif', srcset: `${base}-320.avif 320w, ${base}-640.avif 640w` },
                { type: 'image/webp', srcset: `${base}-320.webp 320w, ${base}-640.webp 640w` },
              ],
              srcset: `${base}-320.jpg 320w, ${base}-640.jpg 640w`,
            },
          }),
          catalogueCardFixture('Plain Thumbnail', { thumbnail: '/demo-thumbnails/data-science.png' }),
        ],
        1,
        12,
      ),
    );
    renderCoursesApp('/courses');
    const grid = await screen.findByRole('list', { name: 'Courses' });

    const img = within(grid).getByRole('img', { name: 'Responsive Thumbnails' });
    const picture = img.parentElement as HTMLElement;
    expect(picture.tagName).toBe('PICTURE');
    const sources = [...picture.querySelectorAll('source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe(`${base}-320.avif 320w, ${base}-640.avif 640w`);
    for (const source of sources) expect(source.getAttribute('sizes')).toBe(COURSE_CARD_SIZES);
    expect(COURSE_CARD_SIZES.endsWith('100vw')).toBe(true);
    expect(img.getAttribute('src')).toBe(`${base}.jpg`);
    expect(img.getAttribute('srcset')).toBe(`${base}-320.jpg 320w, ${base}-640.jpg 640w`);
    expect(img.getAttribute('sizes')).toBe(COURSE_CARD_SIZES);
    // The 16:9 box is reserved before any file arrives.
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['640', '360']);

    // A thumbnail without renditions (a demo image) stays a plain <img>.
    const plain = within(grid).getByRole('img', { name: 'Plain Thumbnail' });
    expect(plain.parentElement?.tagName).not.toBe('PICTURE');
    expect(plain.getAttribute('srcset')).toBeNull();
  });
});
