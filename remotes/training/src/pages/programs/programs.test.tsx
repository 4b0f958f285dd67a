import { request } from '@skillhub/shared/api-client';
import { apiPaths, buildPath } from '@skillhub/shared/api-paths';
import { trainingEndpoints } from '@skillhub/shared/endpoints/training';
import { formatDate } from '@skillhub/shared/format';
import { setSession } from '@skillhub/shared/session';
import { captureDownloads } from '@skillhub/shared/test-support/browser-downloads';
import { pickOption } from '@skillhub/shared/test-support/select-option';
import { unique } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { seedApplicant, seedInstitution, seedProgram } from '@skillhub/shared/test-support/training-seed';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { renderTrainingDashboard } from '../../../test/render-remote.tsx';
import { signInWithTraining } from '../../../test/session.ts';

/** Dashboard › Training Programs › Programs against the real server, signed in as the super admin. */

const skillhub = withSkillhubServer();
const { network } = skillhub;
const saved = captureDownloads();
beforeEach(() => setSession(skillhub.admin));
afterAll(() => saved.stop());

const PATH = '/dashboard/training/programs';
type User = ReturnType<typeof userEvent.setup>;
const table = () => screen.getByRole('table', { name: 'Programs' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rowOf = (text: string) => bodyRows().find((row) => row.textContent?.includes(text));
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
/** What a screen reader announces as a field's description (its error message). */
const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const searchParam = (name: string) => new URLSearchParams(window.location.search).get(name);

async function openSearched(search: string) {
  renderTrainingDashboard(`${PATH}?search=${encodeURIComponent(search)}`);
  await waitFor(() => expect(rowOf(search)).toBeTruthy());
  return { user: userEvent.setup() };
}

async function chooseRowAction(user: User, row: HTMLElement, label: string) {
  await user.click(within(row).getByRole('button', { name: /Actions for row/ }));
  await user.click(await screen.findByRole('menuitem', { name: label }));
}

const box = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
/** A date input is no textbox to a screen reader; it is found by its label. */
const dateBox = (dialog: HTMLElement, name: string) => within(dialog).getByLabelText(name) as HTMLInputElement;

async function retype(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

describe('programs', () => {
  it('lists a program with its institution, dates and number of applicants', async () => {
    const institution = await seedInstitution(unique('Govt Polytechnic Nagpur'));
    const program = await seedProgram(institution, {
      title: unique('CNC Machining'),
      startDate: '2026-07-01',
      endDate: '2026-09-30',
    });
    await seedApplicant(program);
    await openSearched(program.title);

    screen.getByRole('heading', { level: 1, name: 'Programs' });
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['S.No.', 'Title', 'Institution', 'Start Date', 'End Date', 'Applicants', 'Actions']);
    expect(bodyRows()).toHaveLength(1);
    expect(cellTexts(rowOf(program.title)!).slice(0, 6)).toEqual([
      '1',
      program.title,
      institution.name,
      formatDate('2026-07-01'),
      formatDate('2026-09-30'),
      '1',
    ]);
  });

  it('adds a program: required fields and an end before the start are refused in the form', async () => {
    const institution = await seedInstitution(unique('Skill Centre Indore'));
    const user = userEvent.setup();
    renderTrainingDashboard(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Programs' });

    await user.click(screen.getByRole('button', { name: 'Add Program' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Program' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(describedBy(box(dialog, 'Title'))).toBe('Title is required'));
    expect(describedBy(within(dialog).getByRole('combobox', { name: 'Institution' }))).toBe('Institution is required');
    expect(describedBy(dateBox(dialog, 'Start Date'))).toBe('Start Date is required');

    const title = unique('Solar PV Installation');
    await user.type(box(dialog, 'Title'), title);
    await user.type(box(dialog, 'Description'), 'Design and install rooftop solar systems.');
    await user.click(within(dialog).getByRole('combobox', { name: 'Institution' }));
    await pickOption(user, institution.name);
    await user.type(box(dialog, 'Duration'), '8 weeks');
    await user.type(box(dialog, 'Topic'), 'Renewable Energy');
    await user.type(box(dialog, 'Board'), 'NSDC');
    await user.type(dateBox(dialog, 'Start Date'), '2026-08-10');
    await user.type(dateBox(dialog, 'End Date'), '2026-08-01');
    await user.type(box(dialog, 'Prerequisites'), 'Class 10 pass');
    await user.type(box(dialog, 'Syllabus'), 'Panels; inverters; wiring; safety');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(describedBy(dateBox(dialog, 'End Date'))).toBe('End Date must be after or equal to Start Date'),
    );
    expect(network.to('POST', apiPaths.training.programCreate)).toHaveLength(0);

    await retype(user, dateBox(dialog, 'End Date'), '2026-10-05');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Program added successfully');
    await user.type(screen.getByRole('searchbox', { name: 'Search programs' }), title);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(cellTexts(rowOf(title)!).slice(1, 6)).toEqual([
      title,
      institution.name,
      formatDate('2026-08-10'),
      formatDate('2026-10-05'),
      '0',
    ]);
  });

  it('edits a program', async () => {
    const program = await seedProgram(await seedInstitution(), { title: unique('Tally Prime Basics') });
    const { user } = await openSearched(program.title);
    await chooseRowAction(user, rowOf(program.title)!, 'Edit Program');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Program' });
    expect(box(dialog, 'Topic').value).toBe('Web Development');
    expect(dateBox(dialog, 'End Date').value).toBe('2099-03-27');
    const renamed = `${program.title} and GST`;
    await retype(user, box(dialog, 'Title'), renamed);
    await retype(user, box(dialog, 'Duration'), '6 weeks');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText(`Program "${renamed}" updated successfully`);
    await waitFor(() => expect(rowOf(renamed)).toBeTruthy());
    const stored = await request(trainingEndpoints.program, { params: { id: program._id } });
    expect(stored.data).toMatchObject({ title: renamed, duration: '6 weeks' });
  });

  it('keeps a program with its institution deactivated since, which the form marks inactive', async () => {
    const institution = await seedInstitution(unique('Closed Institute'));
    const program = await seedProgram(institution, { title: unique('Legacy Program') });
    await request(trainingEndpoints.toggleInstitution, { params: { id: institution._id } });
    const { user } = await openSearched(program.title);
    await chooseRowAction(user, rowOf(program.title)!, 'Edit Program');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Program' });
    await within(dialog).findByText(`${institution.name} (inactive)`);
    await retype(user, box(dialog, 'Board'), 'MSBTE');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText(`Program "${program.title}" updated successfully`);
  });

  it('narrows the list to one institution’s programs, in the URL', async () => {
    const tag = unique('Filter');
    const first = await seedInstitution(unique('First Institute'));
    const second = await seedInstitution(unique('Second Institute'));
    const a = await seedProgram(first, { title: `Welding ${tag}` });
    const b = await seedProgram(second, { title: `Plumbing ${tag}` });
    renderTrainingDashboard(`${PATH}?search=${encodeURIComponent(tag)}`);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const user = userEvent.setup();

    await user.click(screen.getByRole('combobox', { name: 'Institution' }));
    await pickOption(user, second.name);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(rowOf(b.title)).toBeTruthy();
    expect(rowOf(a.title)).toBeUndefined();
    expect(searchParam('institution')).toBe(second._id);
    expect(searchParam('search')).toBe(tag);
  });

  it('downloads the program’s QR poster', async () => {
    const program = await seedProgram(await seedInstitution(), { title: unique('Poster Program') });
    const { user } = await openSearched(program.title);
    await chooseRowAction(user, rowOf(program.title)!, 'Download QR poster');
    await screen.findByText('training_program_qrcode.pdf downloaded');
    expect(network.to('POST', buildPath(apiPaths.training.programPoster, { id: program._id }))).toHaveLength(1);
    expect(saved.downloads.at(-1)).toEqual({
      fileName: 'training_program_qrcode.pdf',
      href: expect.stringMatching(/^blob:/),
    });
  });

  it('copies the application link and shows it', async () => {
    const program = await seedProgram(await seedInstitution(), { title: unique('Link Program') });
    const { user } = await openSearched(program.title);
    await chooseRowAction(user, rowOf(program.title)!, 'Copy application link');
    await screen.findByText('Application link copied');
    screen.getByText(program.applyUrl);
    expect(program.applyUrl).toMatch(new RegExp(`/training/apply/${program._id}$`));
    expect(await navigator.clipboard.readText()).toBe(program.applyUrl);
  });

  it('deactivates a program after asking, and shows it among the inactive ones', async () => {
    const program = await seedProgram(await seedInstitution(), { title: unique('Closing Program') });
    await seedApplicant(program);
    const { user } = await openSearched(program.title);
    await chooseRowAction(user, rowOf(program.title)!, 'Deactivate');
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate program' });
    within(confirm).getByText(
      `"${program.title}" stops taking applications and leaves the public site; its 1 applicant stays.`,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await screen.findByText('Program deactivated successfully');
    await within(table()).findByText('No records found.');

    await user.click(screen.getByRole('radio', { name: 'Inactive' }).closest('label')!);
    await waitFor(() => expect(rowOf(program.title)).toBeTruthy());
    expect(searchParam('status')).toBe('inactive');
  });

  it('lets someone who may only read print the poster and copy the link, and change nothing', async () => {
    const program = await seedProgram(await seedInstitution(), { title: unique('Read Only Program') });
    signInWithTraining('Programs', [], skillhub.admin);
    const { user } = await openSearched(program.title);
    expect(screen.queryByRole('button', { name: 'Add Program' })).toBeNull();
    await user.click(within(rowOf(program.title)!).getByRole('button', { name: /Actions for row/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Download QR poster', 'Copy application link']);
  });
});
