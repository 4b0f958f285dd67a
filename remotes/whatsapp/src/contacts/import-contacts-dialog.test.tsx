import { request } from '@skillhub/shared/api-client';
import { apiPaths } from '@skillhub/shared/api-paths';
import { whatsappEndpoints } from '@skillhub/shared/endpoints/whatsapp';
import { routeTo } from '@skillhub/shared/routes';
import { CONTACTS_BULK_MAX_BYTES } from '@skillhub/shared/schemas/whatsapp';
import { setSession } from '@skillhub/shared/session';
import { captureDownloads } from '@skillhub/shared/test-support/browser-downloads';
import { unique } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { seedContact, uniqueNumber } from '@skillhub/shared/test-support/whatsapp-seed';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { cellTexts, describedBy } from '../../test/queries.ts';
import { renderWhatsappDashboard } from '../../test/render-remote.tsx';
import { signInWithWhatsapp } from '../../test/session.ts';

/** Contacts › Bulk import against the real server, as the super admin. */

const skillhub = withSkillhubServer();
const { network } = skillhub;
const saved = captureDownloads();
beforeEach(() => setSession(skillhub.admin));
afterAll(() => saved.stop());

const HEADER = 'name,number,age,gender,address,occupation';
const csvFile = (lines: string[], name = 'contacts.csv') =>
  new File([`${[HEADER, ...lines].join('\r\n')}\r\n`], name, { type: 'text/csv' });

async function openDialog(search: string) {
  const user = userEvent.setup();
  renderWhatsappDashboard(`${routeTo('whatsappContacts')}?search=${encodeURIComponent(search)}`);
  await screen.findByRole('table', { name: 'Contacts' });
  await user.click(screen.getByRole('button', { name: 'Bulk import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bulk import contacts' });
  return { user, dialog };
}

const fileInput = (dialog: HTMLElement) => within(dialog).getByLabelText<HTMLInputElement>('File');

describe('the bulk import dialog', () => {
  it('checks a CSV, lists the rows with errors, then imports: new contacts created, known numbers merged', async () => {
    const tag = unique('Bulk');
    const known = await seedContact({ name: `Known ${tag}`, occupation: 'Farmer' });
    const [first, second] = [uniqueNumber(), uniqueNumber()];
    const lines = [
      `Anil ${tag},${first},34,Male,Pune,Driver`,
      `Bina ${tag},${second},,Female,,Tailor`,
      `Known ${tag},${known.number},40,,,`,
      `Chetan ${tag},98765,29,Male,,`,
      `,${uniqueNumber()},200,Unknown,,`,
    ];
    const { user, dialog } = await openDialog(tag);

    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    expect(describedBy(fileInput(dialog))).toBe('Choose a CSV or .xlsx file');
    expect(network.to('POST', apiPaths.whatsapp.contactsBulk)).toEqual([]);

    await user.upload(fileInput(dialog), csvFile(lines));
    within(dialog).getByText(/^contacts\.csv \(\d+(\.\d)? (B|KB)\)$/);
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    await within(dialog).findByText('5 rows: 3 ready to import, 2 with errors');
    const errors = within(dialog).getByRole('table', { name: 'Rows with errors' });
    const rows = within(errors).getAllByRole('row').slice(1);
    expect(rows.map((row) => cellTexts(row)[0])).toEqual(['5', '6']);
    expect(cellTexts(rows[0] as HTMLElement)[2]).toContain('WhatsApp number: Number must be 10-15 digits');
    const sixth = cellTexts(rows[1] as HTMLElement)[2] ?? '';
    expect(sixth).toContain('Name: Name is required');
    expect(sixth).toContain('Age: Age must be at most 150');
    expect(sixth).toContain('Gender: Gender must be Male, Female or Others');
    // The check wrote nothing.
    const before = await request(whatsappEndpoints.contacts, { query: { search: tag } });
    expect(before.data.map((c) => c.name)).toEqual([known.name]);

    await user.click(within(dialog).getByRole('button', { name: 'Import 3 contacts' }));
    await within(dialog).findByText('Import finished');
    within(dialog).getByText('2 new contacts created');
    within(dialog).getByText('1 row merged into an existing contact');
    within(dialog).getByText('2 rows with errors skipped');
    expect(network.to('POST', apiPaths.whatsapp.contactsBulk).map((c) => c.search)).toEqual([
      '?mode=preview',
      '?mode=import',
    ]);

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bulk import contacts' })).toBeNull());
    const table = screen.getByRole('table', { name: 'Contacts' });
    await within(table).findByText(`Anil ${tag}`);
    within(table).getByText(`Bina ${tag}`);
    const merged = (await request(whatsappEndpoints.contact, { params: { id: known._id } })).data;
    expect(merged).toMatchObject({ age: 40, occupation: 'Farmer' });
  });

  it('refuses a file over the limit here and a file that is not a spreadsheet on the server', async () => {
    const { user, dialog } = await openDialog(unique('Nobody'));
    await user.upload(fileInput(dialog), new File([new Uint8Array(CONTACTS_BULK_MAX_BYTES + 1)], 'big.csv'));
    expect(describedBy(fileInput(dialog))).toBe('The file must be at most 10 MB');
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    expect(network.to('POST', apiPaths.whatsapp.contactsBulk)).toEqual([]);

    const png = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
    ]);
    await user.upload(fileInput(dialog), new File([png], 'photo.xlsx', { type: 'image/png' }));
    expect(describedBy(fileInput(dialog))).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    await waitFor(() => expect(describedBy(fileInput(dialog))).toMatch(/CSV|Excel|xlsx/));
  });

  it('downloads the CSV and Excel templates', async () => {
    const { user, dialog } = await openDialog(unique('Nobody'));
    await user.click(within(dialog).getByRole('button', { name: 'CSV template' }));
    const csvSaved = await screen.findByText(/^.+\.csv downloaded$/);
    expect(saved.downloads.at(-1)?.fileName).toBe(csvSaved.textContent?.replace(' downloaded', ''));
    await user.click(within(dialog).getByRole('button', { name: 'Excel template' }));
    await screen.findByText(/^.+\.xlsx downloaded$/);
    expect(saved.downloads.at(-1)?.fileName).toMatch(/\.xlsx$/);
    expect(network.to('GET', apiPaths.whatsapp.contactsBulkTemplate).map((r) => r.search)).toEqual([
      '?format=csv',
      '?format=xlsx',
    ]);
  });

  it('is not offered to someone who may only read contacts', async () => {
    signInWithWhatsapp({ Contacts: ['read'] }, skillhub.admin);
    renderWhatsappDashboard(routeTo('whatsappContacts'));
    await screen.findByRole('table', { name: 'Contacts' });
    expect(screen.queryByRole('button', { name: 'Bulk import' })).toBeNull();
  });
});
