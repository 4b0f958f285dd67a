import { request } from '@skillhub/shared/api-client';
import { apiPaths } from '@skillhub/shared/api-paths';
import { trainingEndpoints } from '@skillhub/shared/endpoints/training';
import { BULK_UPLOAD_MAX_BYTES, type Institution, type Program } from '@skillhub/shared/schemas/training';
import { setSession } from '@skillhub/shared/session';
import { captureDownloads } from '@skillhub/shared/test-support/browser-downloads';
import { pickOption } from '@skillhub/shared/test-support/select-option';
import { unique } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { seedApplicant, seedInstitution, seedProgram } from '@skillhub/shared/test-support/training-seed';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderTrainingDashboard } from '../../test/render-remote.tsx';
import { signInWithTraining } from '../../test/session.ts';

/** Dashboard › Training Programs › Applicants › Bulk upload against the real server, as the super admin. */

const skillhub = withSkillhubServer();
const { network } = skillhub;
const saved = captureDownloads();
let institution: Institution;
let program: Program;
beforeAll(async () => {
  setSession(skillhub.admin);
  institution = await seedInstitution(unique('Bulk Institute'));
  program = await seedProgram(institution);
});
beforeEach(() => setSession(skillhub.admin));
afterAll(() => saved.stop());

type User = ReturnType<typeof userEvent.setup>;
const HEADER = 'firstName,middleName,lastName,dateOfBirth,email,phoneNumber,address';
const emailOf = (name: string) => `${name.replace(/[^a-z0-9]+/gi, '.').toLowerCase()}@example.com`;
const csvFile = (lines: string[], name = 'applicants.csv') =>
  new File([`${[HEADER, ...lines].join('\r\n')}\r\n`], name, { type: 'text/csv' });
/** What a screen reader announces as a control's description (its error message). */
const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

async function openDialog(programId = program._id) {
  const user = userEvent.setup();
  renderTrainingDashboard(`/dashboard/training/applicants?program=${programId}`);
  await screen.findByRole('table', { name: 'Applicants' });
  await user.click(screen.getByRole('button', { name: 'Bulk upload' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bulk upload applicants' });
  return { user, dialog };
}

async function chooseProgram(user: User, dialog: HTMLElement, title: string) {
  await user.click(within(dialog).getByRole('combobox', { name: 'Program' }));
  await pickOption(user, title);
}

const fileInput = (dialog: HTMLElement) => within(dialog).getByLabelText<HTMLInputElement>('File');

describe('the bulk upload dialog', () => {
  it('checks a CSV, lists the row with errors, imports the good rows as Pending and shows them in the list', async () => {
    const lastName = unique('Bulk');
    const names = ['Anil', 'Bina', 'Chetan'].map((first) => `${first} ${lastName}`);
    const good = names.map((name) => {
      const [first] = name.split(' ');
      return `${first},,${lastName},2002-03-04,${emailOf(name)},9876543210,Pune`;
    });
    const bad = `Dev,,${lastName},2002-03-04,${emailOf(`Dev ${lastName}`)},98765432101,Pune`;
    const { user, dialog } = await openDialog();

    await chooseProgram(user, dialog, program.title);
    within(dialog).getByText(`Institution: ${program.institution.name}`);
    await user.upload(fileInput(dialog), csvFile([...good, bad]));
    within(dialog).getByText(/^applicants\.csv \(\d+(\.\d)? (B|KB)\)$/);
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));

    await within(dialog).findByText('4 rows: 3 ready to import, 1 with errors');
    const errors = within(dialog).getByRole('table', { name: 'Rows with errors' });
    const row = within(errors)
      .getByText(emailOf(`Dev ${lastName}`))
      .closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', emailOf(`Dev ${lastName}`), 'Phone number: Phone number must be exactly 10 digits']);
    const checks = network.to('POST', apiPaths.training.bulkUpload);
    expect(checks.map((c) => [c.search, c.body])).toEqual([['?mode=preview', { program: program._id }]]);
    // The check wrote nothing.
    const before = await request(trainingEndpoints.applicants, { query: { program: program._id, search: lastName } });
    expect(before.data).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Import 3 applicants' }));
    await within(dialog).findByText('3 applicants imported as Pending');
    within(dialog).getByText('1 row with errors was skipped');
    expect(network.to('POST', apiPaths.training.bulkUpload).map((c) => c.search)).toEqual([
      '?mode=preview',
      '?mode=import',
    ]);

    // The footer's Close (the title bar's × is named Close too).
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bulk upload applicants' })).toBeNull());
    const table = screen.getByRole('table', { name: 'Applicants' });
    for (const name of names) {
      const listed = (await within(table).findByText(name)).closest('tr') as HTMLElement;
      within(listed).getByText('Pending');
    }
    expect(within(table).queryByText(`Dev ${lastName}`)).toBeNull();
  });

  it('asks for a program and a file, shows the server’s file and program errors on their fields, and forgets the check when the file changes', async () => {
    const closing = await seedProgram(institution, { title: unique('Closing Bulk Program') });
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    expect(describedBy(within(dialog).getByRole('combobox', { name: 'Program' }))).toBe('Program is required');
    expect(describedBy(fileInput(dialog))).toBe('Choose a CSV or .xlsx file');
    expect(network.to('POST', apiPaths.training.bulkUpload)).toEqual([]);

    await chooseProgram(user, dialog, closing.title);
    // Over the server's limit: refused here, without sending 5 MB for nothing.
    await user.upload(fileInput(dialog), new File([new Uint8Array(BULK_UPLOAD_MAX_BYTES + 1)], 'big.csv'));
    expect(describedBy(fileInput(dialog))).toBe('The file must be at most 5 MB');
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    expect(network.to('POST', apiPaths.training.bulkUpload)).toEqual([]);

    const png = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
    ]);
    await user.upload(fileInput(dialog), new File([png], 'photo.xlsx', { type: 'image/png' }));
    expect(describedBy(within(dialog).getByRole('combobox', { name: 'Program' }))).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    await waitFor(() =>
      expect(describedBy(fileInput(dialog))).toBe('The file must be a CSV or an Excel (.xlsx) spreadsheet'),
    );

    // A good file clears the file's error; the check then lists what it found.
    const esha = `Esha,,${unique('Bulk')},2001-01-01,${emailOf(unique('esha'))},,`;
    await user.upload(fileInput(dialog), csvFile([esha]));
    expect(describedBy(fileInput(dialog))).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    await within(dialog).findByText('1 row: 1 ready to import, 0 with errors');

    // Another file throws the check away; the program has closed meanwhile, which the server says on Program.
    await request(trainingEndpoints.toggleProgram, { params: { id: closing._id } });
    await user.upload(fileInput(dialog), csvFile([esha], 'again.csv'));
    expect(within(dialog).queryByText('1 row: 1 ready to import, 0 with errors')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Import 1 applicant' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    await waitFor(() =>
      expect(describedBy(within(dialog).getByRole('combobox', { name: 'Program' }))).toBe('This program is inactive'),
    );
  });

  it('downloads the CSV and Excel templates', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'CSV template' }));
    await screen.findByText('training_applicants_template.csv downloaded');
    expect(saved.downloads.at(-1)).toEqual({
      fileName: 'training_applicants_template.csv',
      href: expect.stringMatching(/^blob:/),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Excel template' }));
    await screen.findByText('training_applicants_template.xlsx downloaded');
    expect(saved.downloads.at(-1)?.fileName).toBe('training_applicants_template.xlsx');
    expect(network.to('GET', apiPaths.training.bulkTemplate).map((r) => r.search)).toEqual([
      '?format=csv',
      '?format=xlsx',
    ]);
  });

  it('is not offered to a reader', async () => {
    const applicant = await seedApplicant(program, { firstName: 'Gita', lastName: unique('Bulk') });
    signInWithTraining('Applicants', ['read'], skillhub.admin);
    renderTrainingDashboard(`/dashboard/training/applicants?program=${program._id}`);
    await within(await screen.findByRole('table', { name: 'Applicants' })).findByText(`Gita ${applicant.lastName}`);
    expect(screen.queryByRole('button', { name: 'Bulk upload' })).toBeNull();
  });
});
