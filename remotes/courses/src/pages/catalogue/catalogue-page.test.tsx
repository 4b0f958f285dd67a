import type { Category } from '@skillhub/shared/schemas/category';
import { seedCategory, seedCourse } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { act, screen, waitFor } from '@testing-library/react';
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

const catalogueRequests = () => network.to('GET', '/course/published');
const lastQuery = () => Object.fromEntries(new URLSearchParams(catalogueRequests().at(-1)!.search));

describe('Catalogue page', () => {
  it('filters by the category in the URL (the footer links) and writes a new choice back to it', async () => {
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

  it('offers only the categories with a published course', async () => {
    renderCoursesApp('/courses');
    await screen.findByRole('list', { name: 'Courses' });
    await userEvent.setup().click(screen.getByRole('combobox', { name: 'Category' }));
    await screen.findByRole('option', { name: 'Digital Marketing' });
    // The drop-down's items (the listbox of roles holds only the ones around the active item).
    const offered = [...document.querySelectorAll('.ant-select-item-option')].map((item) => item.textContent);
    expect(offered).toEqual(expect.arrayContaining(['Data Science', 'Digital Marketing']));
    expect(offered).not.toContain('Only Drafts');
    expect(offered).not.toContain('Nothing Yet');
    expect(network.to('GET', '/course/category').map((r) => r.search)).toContain('?published=true');
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

    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('link', { name: 'Course number 30' });
    expect(window.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveProperty('value', '');
  });

  it('offers to clear a malformed filter from a mangled link instead of failing', async () => {
    // The server refuses a category that is not an id (400).
    renderCoursesApp('/courses?category=not-an-id');
    await screen.findByText('No courses match your search.');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Category' }).closest('.ant-select')?.textContent).toContain(
        'Unknown category',
      ),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
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
