import { configureApiBase } from '@skillhub/shared/api-client';
import { apiPaths } from '@skillhub/shared/api-paths';
import { queryClient } from '@skillhub/shared/query-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { catalogueCardFixture, categoryFixture, listBody } from './catalogue-fixtures.ts';
import { type ScriptedHttpApi, startScriptedHttpApi } from './scripted-http-api.ts';

let server: ScriptedHttpApi;

beforeAll(async () => {
  server = await startScriptedHttpApi();
  configureApiBase(server.apiBase);
});
afterAll(() => server.close());
afterEach(() => {
  server.reset();
  queryClient.clear();
});

const dataScience = categoryFixture('Data Science');
const marketing = categoryFixture('Digital Marketing');
const categoriesRoute = {
  method: 'GET',
  pattern: apiPaths.categories.list,
  answer: () => ({ body: { success: true, data: [dataScience, marketing] } }),
};

/** 30 published courses; the scripted catalogue answers the requested page of 12 and echoes nothing else. */
const allCourses = Array.from({ length: 30 }, (_, i) =>
  catalogueCardFixture(`Course number ${String(i + 1).padStart(2, '0')}`),
);
const pagedCatalogue = {
  method: 'GET',
  pattern: apiPaths.courses.published,
  answer: ({ query }: { query: URLSearchParams }) => {
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 10);
    return { body: listBody(allCourses.slice((page - 1) * limit, page * limit), page, limit, allCourses.length) };
  },
};

const catalogueRequests = () => server.requestsTo('GET', apiPaths.courses.published);
const lastQuery = () => Object.fromEntries(catalogueRequests().at(-1)!.query);

describe('Catalogue page', () => {
  it('shows each published course as a card with its facts, price and rating', async () => {
    server.script(categoriesRoute, {
      method: 'GET',
      pattern: apiPaths.courses.published,
      answer: () => ({
        body: listBody([
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
        ]),
      }),
    });
    renderCoursesApp('/courses');

    const list = await screen.findByRole('list', { name: 'Courses' });
    const cards = within(list).getAllByRole('article');
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

    const image = screen.getByRole('img', { name: 'Full Stack Web Development' });
    expect(image.getAttribute('loading')).toBe('lazy');
    screen.getByText('2 courses');
    expect(lastQuery()).toEqual({ page: '1', limit: '12', sort: 'latest' });
  });

  it('filters by the category in the URL (the footer links) and writes a new choice back to it', async () => {
    server.script(categoriesRoute, pagedCatalogue);
    renderCoursesApp(`/courses?category=${dataScience._id}`);
    await screen.findByRole('list', { name: 'Courses' });
    expect(lastQuery()).toMatchObject({ category: dataScience._id, page: '1' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Category' }).closest('.ant-select')?.textContent).toContain(
        'Data Science',
      ),
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Digital Marketing' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ category: marketing._id }));
    expect(window.location.search).toBe(`?category=${marketing._id}`);

    // Back returns to the footer's category, and the list asks for it again.
    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe(`?category=${dataScience._id}`));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Category' }).closest('.ant-select')?.textContent).toContain(
        'Data Science',
      ),
    );
  });

  it('puts search, sort and page in the URL and in the request', async () => {
    server.script(categoriesRoute, pagedCatalogue);
    renderCoursesApp('/courses');
    await screen.findByRole('list', { name: 'Courses' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '2' }));
    expect(window.location.search).toBe('?page=2');
    await screen.findByRole('link', { name: 'Course number 13' });

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Price: low to high' }));
    // A new sort starts again at the first page.
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'price_asc', page: '1' }));
    expect(window.location.search).toBe('?sort=price_asc');

    const before = catalogueRequests().length;
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'python');
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'python', sort: 'price_asc', page: '1' }));
    // Debounced: one request for the whole word, not one per letter.
    expect(catalogueRequests().length - before).toBe(1);
    expect(window.location.search).toBe('?search=python&sort=price_asc');
  });

  it('keeps a space typed before the next word when the search has already run', async () => {
    server.script(categoriesRoute, pagedCatalogue);
    renderCoursesApp('/courses');
    await screen.findByRole('list', { name: 'Courses' });
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: 'Search courses' });

    await user.type(box, 'data ');
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'data' }));
    await user.type(box, 'science');
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'data science' }));
    expect(box).toHaveProperty('value', 'data science');
  });

  it('says nothing matches and clears the filters on request', async () => {
    server.script(categoriesRoute, {
      method: 'GET',
      pattern: apiPaths.courses.published,
      answer: ({ query }) => ({
        body: listBody(query.get('search') ? [] : [catalogueCardFixture('Python for Everyone')]),
      }),
    });
    renderCoursesApp('/courses?search=cobol');
    await screen.findByText('No courses match your search.');
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveProperty('value', 'cobol');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('link', { name: 'Python for Everyone' });
    expect(window.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveProperty('value', '');
  });

  it('offers to clear a malformed filter from a mangled link instead of failing', async () => {
    server.script(categoriesRoute, {
      method: 'GET',
      pattern: apiPaths.courses.published,
      answer: ({ query }) =>
        query.get('category')
          ? { status: 400, body: { success: false, message: 'Validation failed', errors: { category: 'Invalid id' } } }
          : { body: listBody([catalogueCardFixture('Python for Everyone')]) },
    });
    renderCoursesApp('/courses?category=not-an-id');
    await screen.findByText('No courses match your search.');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Category' }).closest('.ant-select')?.textContent).toContain(
        'Unknown category',
      ),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('link', { name: 'Python for Everyone' });
    expect(window.location.search).toBe('');
  });

  it('says the courses could not be loaded and retries', async () => {
    let down = true;
    server.script(categoriesRoute, {
      method: 'GET',
      pattern: apiPaths.courses.published,
      answer: () =>
        down
          ? { status: 500, body: { success: false, message: 'Internal Server Error' } }
          : { body: listBody([catalogueCardFixture('Python for Everyone')]) },
    });
    renderCoursesApp('/courses');
    await screen.findByText('The courses could not be loaded.');

    down = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('link', { name: 'Python for Everyone' });
  });
});
