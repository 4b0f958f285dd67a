import { queryClient } from '@skillhub/shared/query-client';
import type { Category } from '@skillhub/shared/schemas/category';
import type { Course } from '@skillhub/shared/schemas/course';
import { authAtom, sessionStore, setSession, signedOut } from '@skillhub/shared/session';
import { captureDownloads } from '@skillhub/shared/test-support/browser-downloads';
import { seedCategory, seedCourse, unique } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyRows, cellTexts, chooseRowAction } from '../../../test/queries.ts';
import { renderCoursesApp } from '../../../test/render-remote.tsx';

/**
 * The public pages and the enquiry pipeline against the real Fastify app: a course published by staff is
 * found in the catalogue, its page takes an enquiry, and the lead moves through the pipeline.
 */

// The pipeline counts every lead on the server: it sees only its own on a server of its own.
const skillhub = withSkillhubServer(window.location.origin, { ownServer: true });
let category: Category;
let course: Course;
let draft: Course;
const saved = captureDownloads();
const sections = [{ title: 'SQL basics', lectures: ['SELECT and WHERE', 'JOINs'] }];

beforeAll(async () => {
  category = await seedCategory(unique('Data & Analytics'), 'Excel, SQL and BI tools');
  course = await seedCourse({
    title: unique('Data Analytics with Excel and SQL'),
    category,
    price: { actualPrice: 20000, discountPercentage: 15 },
    sections,
    status: 'PUBLISHED',
  });
  draft = await seedCourse({ title: unique('Power BI Dashboards in a Week'), category });
  // Visitors are not signed in.
  sessionStore.set(authAtom, signedOut);
});

afterAll(() => saved.stop());

describe('public pages and the enquiry pipeline on the real server', () => {
  it('finds the published course in the catalogue by category and by search', async () => {
    const user = userEvent.setup();
    renderCoursesApp(`/courses?category=${category._id}`);
    const list = await screen.findByRole('list', { name: 'Courses' });
    const card = within(list).getByRole('article', { name: course.title });
    within(card).getByText('₹17,000');
    within(card).getByText('15% off');
    within(card).getByText('2 lectures');

    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'no such course anywhere');
    await screen.findByText('No courses match your search.');
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    await screen.findByRole('article', { name: course.title });
    queryClient.clear();
  });

  it('shows the course page and takes an enquiry for it', async () => {
    const user = userEvent.setup();
    renderCoursesApp(`/course/${course.slug}`);
    await screen.findByRole('heading', { level: 1, name: course.title });
    await user.click(screen.getByRole('button', { name: /SQL basics/ }));
    await screen.findByText('JOINs');

    const form = screen.getByRole('form', { name: 'Enquiry form' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Kavya Nair');
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '9812345670');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'kavya.nair@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    await within(form).findByText(/Our team will contact you shortly\./);
    queryClient.clear();
  });

  it('answers a draft course with the not-found page', async () => {
    renderCoursesApp(`/course/${draft.slug}`);
    await screen.findByText('Course not found');
  });

  it('moves the lead through the pipeline, keeps its history and exports it', async () => {
    setSession(skillhub.admin);
    const user = userEvent.setup();
    renderCoursesApp('/dashboard/enquiry');
    const table = await screen.findByRole('table', { name: 'Enquiries' });
    await within(table).findByText('Kavya Nair');
    expect(cellTexts(bodyRows(table)[0]!).slice(1, 7)).toEqual([
      'Kavya Nair',
      '9812345670',
      'kavya.nair@example.com',
      course.title,
      'Course enquiry',
      'Pending',
    ]);
    const pipeline = screen.getByRole('group', { name: 'Pipeline' });
    within(pipeline).getByRole('button', { name: 'Pending: 1' });

    await chooseRowAction(user, 1, 'Change Status');
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Interested' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Asked for the weekend batch');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Enquiry status updated successfully');
    await waitFor(() => expect(cellTexts(bodyRows(table)[0]!)[6]).toBe('Interested'));
    within(pipeline).getByRole('button', { name: 'Interested: 1' });

    await chooseRowAction(user, 1, 'View History');
    const drawer = await screen.findByRole('dialog', { name: 'History of Kavya Nair' });
    await within(drawer).findByText('Asked for the weekend batch');
    expect(within(drawer).getByText('Asked for the weekend batch').closest('li')?.textContent).toContain(
      `by ${skillhub.admin.user.name}`,
    );
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));

    // The real export answers a CSV file; the page saves it and says so.
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('enquiries.csv downloaded'));
    expect(saved.downloads.map((d) => d.fileName)).toEqual(['enquiries.csv']);
  });
});
