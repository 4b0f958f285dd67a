import { setLocale } from '@skillhub/shared/i18n';
import type { Course } from '@skillhub/shared/schemas/course';
import type { Program } from '@skillhub/shared/schemas/training';
import { seedCategory, seedCourse, unique } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { seedInstitution, seedProgram } from '@skillhub/shared/test-support/training-seed';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetPage, setDeployedRemotes } from '../../test/shell-test-kit.tsx';

/**
 * The skill pages against the real server (this file's own, so what it lists is what the file seeded): the
 * foundational area has a published course and an open program; drafts and an ended program are left out;
 * the entrepreneurial area has nothing.
 */

withSkillhubServer(window.location.origin, { ownServer: true });
let published: Course;
let draft: Course;
let open: Program;
let ended: Program;

beforeAll(async () => {
  const category = await seedCategory(unique('Computer Basics'));
  const tag = { skillAreas: ['foundational' as const] };
  published = await seedCourse({
    title: 'Computer Basics and Digital Payments',
    category,
    price: { actualPrice: 2000, discountPercentage: 25 },
    sections: [{ title: 'Getting started', lectures: ['Your first e-mail', 'Paying by UPI safely'] }],
    status: 'PUBLISHED',
    body: tag,
  });
  draft = await seedCourse({ title: 'Spoken English Draft Course', category, body: tag });
  const institution = await seedInstitution(unique('Government ITI Nashik'));
  open = await seedProgram(institution, {
    title: 'Digital Literacy for Beginners',
    duration: '4 weeks',
    prerequisites: 'Class 8 pass',
    startDate: '2026-01-05',
    endDate: '2099-02-27',
    ...tag,
  });
  ended = await seedProgram(institution, {
    title: 'Ended Typing Batch',
    startDate: '2024-01-01',
    endDate: '2024-02-01',
    ...tag,
  });
});
beforeEach(() => {
  resetPage();
  setDeployedRemotes([]);
});
afterEach(resetPage);

const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;

describe('skill pages', () => {
  it('explain the area and list its published courses and open programs', async () => {
    const { router } = renderApp('/foundational-skill');
    await screen.findByRole('heading', { level: 1, name: 'Foundational skills' });
    for (const [heading, item] of [
      ['What it covers', /Digital literacy: computers, smartphones/],
      ['Who it is for', /First-time computer users/],
      ['What you will be able to do', /Speak and write clearly in English/],
    ] as const) {
      const list = within(section(heading)).getByRole('list');
      expect(within(list).getAllByRole('listitem')).toHaveLength(4);
      within(list).getByText(item);
    }

    const courses = section('Courses');
    const card = await within(courses).findByRole('article', { name: published.title });
    expect(within(courses).getAllByRole('article')).toHaveLength(1);
    expect(within(courses).queryByText(draft.title)).toBeNull();
    expect(within(card).getByRole('link', { name: published.title }).getAttribute('href')).toBe(
      `/course/${published.slug}`,
    );
    within(card).getByText('₹1,500');
    within(card).getByText('25% off');
    within(card).getByText('2 lectures');

    const programs = section('Training programmes');
    const program = within(programs).getByRole('article', { name: open.title });
    expect(within(programs).getAllByRole('article')).toHaveLength(1);
    expect(within(programs).queryByText(ended.title)).toBeNull();
    within(program).getByText(open.institution.name);
    within(program).getByText('Class 8 pass');
    const apply = within(program).getByRole('link', { name: `Apply now for ${open.title}` });
    // A link: it leads to the form on the server's page too, before the app is there.
    expect(apply.getAttribute('href')).toBe(`/training/apply/${open._id}`);
    await userEvent.click(apply);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/training/apply/${open._id}`));
  });

  it('says so when an area has nothing open, and leads to an enquiry', async () => {
    const { router } = renderApp('/entrepreneurial-skill');
    await screen.findByRole('heading', { level: 1, name: 'Entrepreneurial skills' });
    await within(section('Courses')).findByText(/No course in this area is open for enrolment right now/);
    within(section('Training programmes')).getByText(/No programme in this area is taking applications right now/);
    expect(screen.queryByRole('article')).toBeNull();

    const enquire = screen.getByRole('link', { name: 'Send an enquiry' });
    expect(enquire.getAttribute('href')).toBe('/contact-us');
    await userEvent.click(enquire);
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact-us'));
  });

  it('reads in Hindi', async () => {
    await setLocale('hi');
    renderApp('/employability-skill');
    await screen.findByRole('heading', { level: 1, name: 'रोज़गार कौशल' });
    screen.getByRole('heading', { level: 2, name: 'यह किसके लिए है' });
    screen.getByText('डिप्लोमा और ITI धारक जो अपनी पहली नौकरी ढूँढ रहे हैं');
    screen.getByRole('link', { name: 'पूछताछ भेजें' });
  });

  it('are linked from the home page and the footer', async () => {
    const { router } = renderApp('/');
    const band = (
      await screen.findByRole('heading', { level: 2, name: 'Build skills for every stage of your career' })
    ).closest('section') as HTMLElement;
    const cards = within(band).getAllByRole('link');
    expect(cards.map((link) => link.getAttribute('href'))).toEqual([
      '/foundational-skill',
      '/entrepreneurial-skill',
      '/employability-skill',
    ]);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Employability skills' }).getAttribute('href')).toBe(
      '/employability-skill',
    );
    await userEvent.click(cards[1] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/entrepreneurial-skill'));
    await screen.findByRole('heading', { level: 1, name: 'Entrepreneurial skills' });
  });
});
