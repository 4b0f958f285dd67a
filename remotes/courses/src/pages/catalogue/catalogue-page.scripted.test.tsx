import { failure, list, ok, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogueCardFixture, categoryFixture } from '../../../test/fixtures.ts';
import { renderCoursesApp } from '../../../test/render-remote.tsx';

/**
 * The catalogue with answers the real server does not give on demand: a course rated by a dozen learners (a
 * test signs in one), and a failure.
 */

const server = withScriptedServer();

const dataScience = categoryFixture('Data Science');
const lastQuery = () => server.callsTo('GET /course/published').at(-1)!.query;

describe('Catalogue page with scripted answers', () => {
  beforeEach(() => server.on('GET /course/category', () => ok([dataScience, categoryFixture('Digital Marketing')])));

  it('shows each published course as a card with its facts, price and rating', async () => {
    server.on('GET /course/published', () =>
      list(
        [
          catalogueCardFixture('Full Stack Web Development', {
            category: { _id: dataScience._id, name: 'Full Stack' },
            courseMode: 'Hybrid',
            courseLevel: 'Intermediate',
            language: 'English & Hindi',
            price: { actualPrice: 150000, discountPercentage: 20, finalPrice: 120000 },
            averageRating: 4.46,
            ratingsCount: 12,
          }),
          catalogueCardFixture('Digital Marketing Basics', {
            price: { actualPrice: 4999, discountPercentage: 0, finalPrice: 4999 },
          }),
        ],
        1,
        12,
      ),
    );
    renderCoursesApp('/courses');

    const grid = await screen.findByRole('list', { name: 'Courses' });
    const cards = within(grid).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    first.getByRole('link', { name: 'Full Stack Web Development' });
    first.getByText('Full Stack');
    first.getByText('Hybrid');
    first.getByText('Intermediate');
    first.getByText('English & Hindi');
    first.getByText('₹1,20,000');
    expect(first.getByText('₹1,50,000', { exact: false }).textContent).toBe('Original price ₹1,50,000');
    first.getByText('20% off');
    first.getByText('4.5');
    first.getByText('(12 ratings)');
    expect(first.getByRole('link').getAttribute('href')).toBe('/course/full-stack-web-development');

    const second = within(cards[1]!);
    second.getByText('₹4,999');
    expect(second.queryByText(/% off/)).toBeNull();
    second.getByText('No ratings yet');

    // The first row's covers load at once (the first one first: the page's largest image); later rows lazily.
    const image = screen.getByRole('img', { name: 'Full Stack Web Development' });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    screen.getByText('2 courses');
    expect(lastQuery()).toEqual({ page: '1', limit: '12', sort: 'latest' });
  });

  it('says the courses could not be loaded and retries', async () => {
    let down = true;
    server.on('GET /course/published', () =>
      down ? failure(500, 'Internal Server Error') : list([catalogueCardFixture('Python for Everyone')], 1, 12),
    );
    renderCoursesApp('/courses');
    await screen.findByText('The courses could not be loaded.');

    down = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('link', { name: 'Python for Everyone' });
  });
});
