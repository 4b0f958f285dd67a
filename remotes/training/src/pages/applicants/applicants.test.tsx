import { request } from '@skillhub/shared/api-client';
import { trainingEndpoints } from '@skillhub/shared/endpoints/training';
import type { Applicant, Program } from '@skillhub/shared/schemas/training';
import { setSession } from '@skillhub/shared/session';
import { pickOption } from '@skillhub/shared/test-support/select-option';
import { unique } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { seedApplicant, seedInstitution, seedProgram } from '@skillhub/shared/test-support/training-seed';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderTrainingDashboard } from '../../../test/render-remote.tsx';
import { signInWithTraining } from '../../../test/session.ts';

/** Dashboard › Training Programs › Applicants against the real server, signed in as the super admin. */

const skillhub = withSkillhubServer();
let program: Program;
let ended: Program;
beforeAll(async () => {
  setSession(skillhub.admin);
  const institution = await seedInstitution(unique('Applicants Institute'));
  program = await seedProgram(institution);
  ended = await seedProgram(institution, { startDate: '2025-01-06', endDate: '2025-03-28' });
});
beforeEach(() => setSession(skillhub.admin));

const table = () => screen.getByRole('table', { name: 'Applicants' });
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;
const fetchApplicant = async (id: string) => (await request(trainingEndpoints.applicant, { params: { id } })).data;

async function openRowAction(user: ReturnType<typeof userEvent.setup>, name: string, action: string) {
  await user.click(within(rowOf(name)).getByRole('button', { name: /^Actions for row/ }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('the applicants page', () => {
  it('lists the program’s applicants and adds one through the dialog', async () => {
    const seeded = await seedApplicant(program, { firstName: 'Zoya', lastName: unique('Khan') });
    const user = userEvent.setup();
    renderTrainingDashboard(`/dashboard/training/applicants?program=${program._id}`);
    await within(await screen.findByRole('table', { name: 'Applicants' })).findByText(`Zoya ${seeded.lastName}`);

    await user.click(screen.getByRole('button', { name: 'Add Applicant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Applicant' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('First name is required');
    const lastName = unique('Menon');
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Tara');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), lastName);
    await user.type(within(dialog).getByLabelText('Date of birth'), '2003-04-05');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), `tara.${Date.now()}@example.com`);
    await user.click(within(dialog).getByRole('combobox', { name: 'Institution' }));
    await pickOption(user, program.institution.name);
    await user.click(within(dialog).getByRole('combobox', { name: 'Program' }));
    await pickOption(user, program.title);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Applicant added successfully');
    await within(table()).findByText(`Tara ${lastName}`);
  });

  it('approves one applicant, sends the certificate, and shows the history', async () => {
    const applicant = await seedApplicant(ended, { firstName: 'Ishaan', lastName: unique('Rao') });
    const name = `Ishaan ${applicant.lastName}`;
    const user = userEvent.setup();
    renderTrainingDashboard(`/dashboard/training/applicants?program=${ended._id}`);
    await within(await screen.findByRole('table', { name: 'Applicants' })).findByText(name);

    await openRowAction(user, name, 'Change status');
    const dialog = await screen.findByRole('dialog', { name: 'Change status' });
    expect(within(dialog).getByText('Now Pending. Choose the next status:')).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: 'Approved' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    await waitFor(async () => expect((await fetchApplicant(applicant._id)).status).toBe('Approved'));

    await waitFor(() => within(rowOf(name)).getByText('Approved'));
    await openRowAction(user, name, 'Send certificate');
    await screen.findByText('1 certificate(s) sent');
    const number = (await fetchApplicant(applicant._id)).certificate?.number ?? 'none';
    await within(table()).findByText(number);

    await openRowAction(user, name, 'Status history');
    const history = await screen.findByRole('dialog', { name: `Status history of ${name}` });
    await within(history).findByText(/^Pending → Approved — /);
  });

  it('asks for a reason before issuing a certificate of a program that has not ended, and shows it', async () => {
    const applicant = await seedApplicant(program, { firstName: 'Kiran', lastName: unique('Bose') });
    await request(trainingEndpoints.setStatus, { params: { id: applicant._id }, query: { status: 'Approved' } });
    const name = `Kiran ${applicant.lastName}`;
    const user = userEvent.setup();
    renderTrainingDashboard(`/dashboard/training/applicants?program=${program._id}`);
    await within(await screen.findByRole('table', { name: 'Applicants' })).findByText(name);

    await openRowAction(user, name, 'Send certificate');
    const dialog = await screen.findByRole('dialog', { name: 'Issue the certificate early?' });
    within(dialog).getByText(`${program.title} has not ended yet (it ends on`, { exact: false });
    expect((await fetchApplicant(applicant._id)).certificate).toBeNull();
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for issuing early' });
    await user.type(reason, 'soon');
    await user.click(within(dialog).getByRole('button', { name: 'Issue early' }));
    await within(dialog).findByText('Reason must be at least 5 characters');
    expect((await fetchApplicant(applicant._id)).certificate).toBeNull();

    await user.type(reason, ': placement drive on Monday');
    await user.click(within(dialog).getByRole('button', { name: 'Issue early' }));
    await screen.findByText('1 certificate(s) sent');
    const certificate = (await fetchApplicant(applicant._id)).certificate;
    expect(certificate?.earlyIssueReason).toBe('soon: placement drive on Monday');
    await within(rowOf(name)).findByText('Issued early');
  });

  it('changes the status of the selected applicants and says which could not move', async () => {
    const [a, b] = await Promise.all([
      seedApplicant(program, { firstName: 'Neel', lastName: unique('Shah') }),
      seedApplicant(program, { firstName: 'Ria', lastName: unique('Das') }),
    ]);
    await request(trainingEndpoints.setStatus, { params: { id: b._id }, query: { status: 'Approved' } });
    const user = userEvent.setup();
    renderTrainingDashboard(`/dashboard/training/applicants?program=${program._id}`);
    await within(await screen.findByRole('table', { name: 'Applicants' })).findByText(`Neel ${a.lastName}`);
    await user.click(screen.getByRole('checkbox', { name: `Select Neel ${a.lastName}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select Ria ${b.lastName}` }));
    const selection = screen.getByRole('group', { name: 'Selected applicants' });
    expect(within(selection).getByText('2 applicants selected')).toBeTruthy();
    await user.click(within(selection).getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change status' });
    await user.click(within(dialog).getByRole('radio', { name: 'In Progress' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    await screen.findByText('1 could not be changed: Status cannot change from Approved to In Progress');
    expect((await fetchApplicant(a._id)).status).toBe('In Progress');
  });

  it('puts the columns staff need first and keeps the rest in the row details', async () => {
    const applicant = await seedApplicant(program, { firstName: 'Anil', lastName: unique('Kapoor') });
    const name = `Anil ${applicant.lastName}`;
    const user = userEvent.setup();
    renderTrainingDashboard(`/dashboard/training/applicants?program=${program._id}`);
    await within(await screen.findByRole('table', { name: 'Applicants' })).findByText(name);
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.trim())
      .filter(Boolean);
    expect(headers).toEqual(['Name', 'Status', 'Certificate No.', 'Applied', 'Actions']);
    expect(within(rowOf(name)).getByText(applicant.email)).toBeTruthy();
    expect(within(table()).queryByText(program.institution.name)).toBeNull();

    await user.click(within(rowOf(name)).getByRole('button', { name: /expand/i }));
    await within(table()).findByText(program.institution.name);
    expect(within(table()).getByText(`${program.title} (ends on`, { exact: false })).toBeTruthy();
  });

  it('filters by status through the URL', async () => {
    const pending = await seedApplicant(program, { firstName: 'Omar', lastName: unique('Ali') });
    const rejected = await seedApplicant(program, { firstName: 'Lina', lastName: unique('Gomes') });
    await request(trainingEndpoints.setStatus, { params: { id: rejected._id }, query: { status: 'Rejected' } });
    renderTrainingDashboard(`/dashboard/training/applicants?program=${program._id}&status=Rejected`);
    await within(await screen.findByRole('table', { name: 'Applicants' })).findByText(`Lina ${rejected.lastName}`);
    expect(within(table()).queryByText(`Omar ${pending.lastName}`)).toBeNull();
  });

  it('offers no adding, selecting or status changes to a reader', async () => {
    const applicant: Applicant = await seedApplicant(program, { firstName: 'Vera', lastName: unique('Pinto') });
    signInWithTraining('Applicants', ['read'], skillhub.admin);
    const user = userEvent.setup();
    renderTrainingDashboard(`/dashboard/training/applicants?program=${program._id}`);
    await within(await screen.findByRole('table', { name: 'Applicants' })).findByText(`Vera ${applicant.lastName}`);
    expect(screen.queryByRole('button', { name: 'Add Applicant' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: `Select Vera ${applicant.lastName}` })).toBeNull();
    await user.click(within(rowOf(`Vera ${applicant.lastName}`)).getByRole('button', { name: /^Actions for row/ }));
    expect(await screen.findByRole('menuitem', { name: 'Status history' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Change status' })).toBeNull();
  });
});
