import { request } from '@skillhub/shared/api-client';
import { trainingEndpoints } from '@skillhub/shared/endpoints/training';
import { setSession } from '@skillhub/shared/session';
import { unique } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { seedInstitution, seedProgram } from '@skillhub/shared/test-support/training-seed';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderTrainingDashboard } from '../../../test/render-remote.tsx';
import { signInWithTraining } from '../../../test/session.ts';

/** Dashboard › Training Programs › Institutions against the real server, signed in as the super admin. */

const skillhub = withSkillhubServer();
beforeEach(() => setSession(skillhub.admin));

const PATH = '/dashboard/training/institutions';
const table = () => screen.getByRole('table', { name: 'Institutions' });
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

async function openSearched(search: string) {
  renderTrainingDashboard(`${PATH}?search=${encodeURIComponent(search)}`);
  await waitFor(() => expect(rowOf(search)).toBeTruthy());
  return { user: userEvent.setup() };
}

async function chooseRowAction(user: ReturnType<typeof userEvent.setup>, row: HTMLElement, label: string) {
  await user.click(within(row).getByRole('button', { name: /Actions for row/ }));
  await user.click(await screen.findByRole('menuitem', { name: label }));
}

describe('institutions', () => {
  it('lists an institution with its contact details and number of programs', async () => {
    const institution = await seedInstitution(unique('Govt ITI Nashik'), {
      email: 'iti.nashik@example.in',
      contactNumber: '9876543210',
      website: 'https://iti-nashik.example.in',
    });
    await seedProgram(institution);
    await seedProgram(institution);
    await openSearched(institution.name);

    screen.getByRole('heading', { level: 1, name: 'Institutions' });
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['S.No.', 'Name', 'Email', 'Contact Number', 'Website', 'Programs', 'Actions']);
    expect(bodyRows()).toHaveLength(1);
    expect(cellTexts(rowOf(institution.name)!).slice(0, 6)).toEqual([
      '1',
      institution.name,
      'iti.nashik@example.in',
      '9876543210',
      'https://iti-nashik.example.in',
      '2',
    ]);
    const link = within(rowOf(institution.name)!).getByRole('link', { name: 'https://iti-nashik.example.in' });
    expect(link.getAttribute('href')).toBe('https://iti-nashik.example.in');
  });

  it('says so when no institution matches the search', async () => {
    renderTrainingDashboard(`${PATH}?search=${encodeURIComponent(unique('Nowhere'))}`);
    await within(await screen.findByRole('table', { name: 'Institutions' })).findByText('No records found.');
  });

  it('says the list failed, with Retry, when the server refuses it (a mangled shared link)', async () => {
    renderTrainingDashboard(`${PATH}?search=${'x'.repeat(201)}`);
    const list = await screen.findByRole('table', { name: 'Institutions' });
    await within(list).findByText('Something went wrong. Please check your internet connection.');
    within(list).getByRole('button', { name: 'Retry' });
  });

  it('adds an institution: the form names a missing field and a wrong number, then the list shows it', async () => {
    const user = userEvent.setup();
    renderTrainingDashboard(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Institutions' });

    await user.click(screen.getByRole('button', { name: 'Add Institution' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Institution' });
    const contact = within(dialog).getByRole('textbox', { name: 'Contact Number' });
    await user.type(contact, '98765');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(describedBy(name)).toBe('Institution name is required'));
    expect(describedBy(contact)).toBe('Contact number must be exactly 10 digits 10 digits, optional');
    expect(describedBy(within(dialog).getByRole('textbox', { name: /^Address/ }))).toBe('Address is required');

    const added = unique('Model Engineering College');
    await user.type(name, added);
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'office@mec.example.in');
    await user.type(contact, '43210');
    await user.type(within(dialog).getByRole('textbox', { name: /^Address/ }), 'Thrikkakara, Kochi 682021');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Institution added successfully');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Institution' })).toBeNull());

    await user.type(screen.getByRole('searchbox', { name: 'Search institutions' }), added);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(cellTexts(rowOf(added)!).slice(1, 6)).toEqual([added, 'office@mec.example.in', '9876543210', 'N/A', '0']);
    expect(new URLSearchParams(window.location.search).get('search')).toBe(added);
  });

  it('edits an institution, and puts the server’s refusal of a taken name on the name field', async () => {
    const taken = await seedInstitution(unique('Government Polytechnic Pune'));
    const institution = await seedInstitution(unique('Polytechnic Satara'));
    const { user } = await openSearched(institution.name);

    await chooseRowAction(user, rowOf(institution.name)!, 'Edit Institution');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Institution' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement;
    expect(name.value).toBe(institution.name);
    expect((within(dialog).getByRole('textbox', { name: /^Address/ }) as HTMLTextAreaElement).value).toBe(
      'MG Road, Pune 411001',
    );
    await user.clear(name);
    await user.type(name, taken.name.toUpperCase());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(describedBy(name)).toBe(`An institution named "${taken.name.toUpperCase()}" already exists`),
    );
    expect(screen.getByRole('dialog', { name: 'Edit Institution' })).toBeTruthy();

    const renamed = `${institution.name} Renamed`;
    await user.clear(name);
    await user.type(name, renamed);
    await user.type(within(dialog).getByRole('textbox', { name: /^Website/ }), 'https://satara.example.in');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText(`Institution "${renamed}" updated successfully`);
    await waitFor(() => expect(rowOf(renamed)?.textContent).toContain('https://satara.example.in'));
    const saved = await request(trainingEndpoints.institution, { params: { id: institution._id } });
    expect(saved.data).toMatchObject({ name: renamed, website: 'https://satara.example.in' });
  });

  it('deactivates an institution after asking, and shows it among the inactive ones', async () => {
    const institution = await seedInstitution(unique('Retiring Institute'));
    await seedProgram(institution);
    const { user } = await openSearched(institution.name);

    await chooseRowAction(user, rowOf(institution.name)!, 'Deactivate');
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate institution' });
    within(confirm).getByText(
      `"${institution.name}" keeps its 1 program and its applicants, and takes no new programs.`,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await screen.findByText('Institution deactivated successfully');
    await within(table()).findByText('No records found.');

    await user.click(screen.getByRole('radio', { name: 'Inactive' }).closest('label')!);
    await waitFor(() => expect(rowOf(institution.name)).toBeTruthy());
    expect(new URLSearchParams(window.location.search).get('status')).toBe('inactive');

    await chooseRowAction(user, rowOf(institution.name)!, 'Activate');
    const back = await screen.findByRole('dialog', { name: 'Activate institution' });
    await user.click(within(back).getByRole('button', { name: 'Activate' }));
    await screen.findByText('Institution activated successfully');
    await waitFor(() => expect(rowOf(institution.name)).toBeUndefined());
  });

  it('offers neither Add nor row actions to someone who may only read', async () => {
    const institution = await seedInstitution(unique('Read Only College'));
    signInWithTraining('Institutions', [], skillhub.admin);
    await openSearched(institution.name);
    expect(screen.queryByRole('button', { name: 'Add Institution' })).toBeNull();
    expect(within(table()).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(within(table()).queryByRole('button', { name: /Actions for row/ })).toBeNull();
  });

  it('offers Add but not Edit to someone who may create and not update', async () => {
    const institution = await seedInstitution(unique('Create Only College'));
    signInWithTraining('Institutions', ['create'], skillhub.admin);
    await openSearched(institution.name);
    screen.getByRole('button', { name: 'Add Institution' });
    expect(within(table()).queryByRole('button', { name: /Actions for row/ })).toBeNull();
  });
});
