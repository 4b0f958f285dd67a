import type { Category } from '@skillhub/shared/schemas/category';
import { seedCategory, seedCourse } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderCoursesApp } from '../../../test/render-remote.tsx';

/**
 * The public catalogue against the real server: 31 published courses, 30 of them in Data Science (newest
 * first: 'Course number 30' heads the list) and one in Digital Marketing, with the filters in the URL.
 */

// The public catalogue lists every published course: it sees only its own on a server of its own.
const skillhub = withSkillhubServer(window.location.origin, { ownServer: true });
const { network } = skillhub;
let dataScience: Category;
let marketing: Category;

beforeAll(async () => {
  dataScience = await seedCategory('Data Science');
  marketing = await seedCategory('Digital Marketing');
  const sections = [{ title: 'Basics', lectures: ['Welcome'] }];
  await seedCourse({ title: 'Python for Everyone', category: marketing, sections, status: 'PUBLISHED' });
  // Neither is offered by the filter: one holds only a draft, the other no course at all.
  await seedCourse({ title: 'Unreleased Course', category: await seedCategory('Only Drafts'), sections });
  await seedCategory('Nothing Yet');
  for (let i = 1; i <= 30; i += 1) {
    const title = `Course number ${String(i).padStart(2, '0')}`;
    await seedCourse({ title, category: dataScience, sections, status: 'PUBLISHED' });
  }
});

/**
 * For each `type` event from now on (a click, a form sent), whether the browser was left to carry it out itself
 * (follow the link, send the form: a page load) rather than the app.
 */
function leftToBrowser(type: 'click' | 'submit') {
  const seen: boolean[] = [];
  // On window, after React's own listener at the root has run.
  const listener = (event: Event) => seen.push(!event.defaultPrevented);
  window.addEventListener(type, listener);
  return { seen, stop: () => window.removeEventListener(type, listener) };
}

const catalogueRequests = () => network.to('GET', '/course/published');
const lastQuery = () => Object.fromEntries(new URLSearchParams(catalogueRequests().at(-1)!.search));

describe('Catalogue page', () => {
  it('filters by the category in the URL (the footer links), and its links choose another, as the URL', async () => {
    renderCoursesApp(`/courses?category=${dataScience._id}`);
    await screen.findByRole('list', { name: 'Courses' });
    expect(lastQuery()).toMatchObject({ category: dataScience._id, page: '1' });
    const categories = screen.getByRole('list', { name: 'Category' });
    const link = (name: string) => within(categories).getByRole('link', { name });
    await waitFor(() => expect(link('Data Science').getAttribute('aria-current')).toBe('true'));
    expect(link('All categories').getAttribute('href')).toBe('/courses');
    expect(link('Digital Marketing').getAttribute('aria-current')).toBeNull();

    const entries = window.history.length;
    const clicks = leftToBrowser('click');
    await userEvent.setup().click(link('Digital Marketing'));
    clicks.stop();
    expect(clicks.seen).toEqual([false]);
    await waitFor(() => expect(lastQuery()).toMatchObject({ category: marketing._id }));
    // Within the app: one step in the history, no page load.
    expect(window.location.search).toBe(`?category=${marketing._id}`);
    expect(window.history.length).toBe(entries + 1);
    await screen.findByRole('link', { name: 'Python for Everyone' });
    expect(link('Digital Marketing').getAttribute('aria-current')).toBe('true');

    // Back returns to the footer's category, and the list asks for it again.
    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe(`?category=${dataScience._id}`));
    await waitFor(() => expect(link('Data Science').getAttribute('aria-current')).toBe('true'));
  });

  it('offers only the categories with a published course, each a link that keeps the search and sort', async () => {
    renderCoursesApp('/courses?search=course&sort=price_asc&page=2');
    await screen.findByRole('list', { name: 'Courses' });
    const categories = screen.getByRole('list', { name: 'Category' });
    await within(categories).findByRole('link', { name: 'Digital Marketing' });
    const links = within(categories).getAllByRole('link');
    expect(links[0]?.textContent).toBe('All categories');
    // Not 'Only Drafts' (a draft only) nor 'Nothing Yet' (no course at all); a choice starts at the first page.
    expect(Object.fromEntries(links.map((link) => [link.textContent, link.getAttribute('href')]))).toEqual({
      'All categories': '/courses?search=course&sort=price_asc',
      'Data Science': `/courses?category=${dataScience._id}&search=course&sort=price_asc`,
      'Digital Marketing': `/courses?category=${marketing._id}&search=course&sort=price_asc`,
    });
    expect(network.to('GET', '/course/category').map((r) => r.search)).toContain('?published=true');
  });

  it('searches through a GET form that works without the app, keeping the category and sort', async () => {
    renderCoursesApp(`/courses?category=${dataScience._id}&sort=title`);
    await screen.findByRole('list', { name: 'Courses' });
    const box = screen.getByRole('searchbox', { name: 'Search courses' });
    const form = box.closest('form');
    expect(form?.getAttribute('action')).toBe('/courses');
    expect(form?.getAttribute('method')).toBe('get');
    expect(box.getAttribute('name')).toBe('search');
    const sent = form ? Object.fromEntries(new FormData(form)) : {};
    expect(sent).toEqual({ search: '', category: dataScience._id, sort: 'title' });

    // In the app, Enter searches at once, within the app: the form is not sent.
    const entries = window.history.length;
    const submits = leftToBrowser('submit');
    await userEvent.setup().type(box, 'number 2{Enter}');
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ search: 'number 2', category: dataScience._id, sort: 'title' }),
    );
    submits.stop();
    expect(submits.seen).toEqual([false]);
    expect(window.location.search).toBe(`?category=${dataScience._id}&search=number+2&sort=title`);
    expect(window.history.length).toBe(entries + 1);
  });

  it('links each page of the list, keeping the filters, and pages within the app', async () => {
    renderCoursesApp(`/courses?category=${dataScience._id}`);
    await screen.findByRole('link', { name: 'Course number 30' });
    const pages = screen.getByRole('listitem', { name: '2' });
    expect(within(pages).getByRole('link', { name: '2' }).getAttribute('href')).toBe(
      `/courses?category=${dataScience._id}&page=2`,
    );
    const next = document.querySelector('.ant-pagination-next a');
    expect(next?.getAttribute('href')).toBe(`/courses?category=${dataScience._id}&page=2`);
    // The first page has no previous one: antd's disabled button, not a link.
    expect(document.querySelector('.ant-pagination-prev a')).toBeNull();

    const entries = window.history.length;
    const clicks = leftToBrowser('click');
    await userEvent.setup().click(within(pages).getByRole('link', { name: '2' }));
    clicks.stop();
    expect(clicks.seen).toEqual([false]);
    await waitFor(() => expect(lastQuery()).toMatchObject({ category: dataScience._id, page: '2' }));
    expect(window.location.search).toBe(`?category=${dataScience._id}&page=2`);
    expect(window.history.length).toBe(entries + 1);
    await screen.findByRole('link', { name: 'Course number 18' });
    expect(document.querySelector('.ant-pagination-prev a')?.getAttribute('href')).toBe(
      `/courses?category=${dataScience._id}`,
    );
  });

  it('puts search, sort and page in the URL and in the request', async () => {
    renderCoursesApp('/courses');
    await screen.findByRole('list', { name: 'Courses' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '2' }));
    expect(window.location.search).toBe('?page=2');
    await screen.findByRole('link', { name: 'Course number 18' });

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
    renderCoursesApp('/courses?search=cobol');
    await screen.findByText('No courses match your search.');
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveProperty('value', 'cobol');

    const clear = screen.getByRole('link', { name: 'Clear filters' });
    expect(clear.getAttribute('href')).toBe('/courses');
    await userEvent.setup().click(clear);
    await screen.findByRole('link', { name: 'Course number 30' });
    expect(window.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveProperty('value', '');
  });

  it('offers to clear a malformed filter from a mangled link instead of failing', async () => {
    // The server refuses a category that is not an id (400).
    renderCoursesApp('/courses?category=not-an-id');
    await screen.findByText('No courses match your search.');
    const categories = screen.getByRole('list', { name: 'Category' });
    // Named as not offered, never by the raw value; none of the offered ones is marked as chosen.
    await waitFor(() =>
      expect(within(categories).getByText('Unknown category').getAttribute('aria-current')).toBe('true'),
    );
    expect(categories.textContent).not.toContain('not-an-id');
    expect(
      within(categories)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current')),
    ).toEqual([]);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Clear filters' }));
    await screen.findByRole('link', { name: 'Course number 30' });
    expect(window.location.search).toBe('');
  });

  it('finds a course by a word of its title', async () => {
    renderCoursesApp('/courses?search=python');
    await screen.findByRole('link', { name: 'Python for Everyone' });
    screen.getByText('1 course');
    expect(lastQuery()).toEqual({ page: '1', limit: '12', search: 'python', sort: 'latest' });
  });
});
