import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api-client.ts';
import {
  SpreadsheetImportDialog,
  type SpreadsheetImportMode,
  type SpreadsheetImportResult,
  type SpreadsheetImportTexts,
  type SpreadsheetTemplateFormat,
} from '../src/ui/spreadsheet-import-dialog.tsx';
import { renderInRoot } from './render.tsx';

interface ItemsResult extends SpreadsheetImportResult {
  rows: { row: number; code: string; errors: Record<string, string> }[];
  added: number;
}

const texts: SpreadsheetImportTexts = {
  title: 'Import items',
  intro: 'Add items from a file of at most 1 MB.',
  templates: 'Templates',
  csvTemplate: 'CSV template',
  xlsxTemplate: 'Excel template',
  templateSaved: (file) => `${file} downloaded`,
  file: 'File',
  chooseFile: 'Choose file',
  chooseAnother: 'Choose another file',
  noFile: 'No file chosen',
  chosen: (name, size) => `${name} (${size})`,
  fileRequired: 'Choose a CSV or .xlsx file',
  tooLarge: 'The file must be at most 1 MB',
  check: 'Check file',
  checking: 'Checking the file…',
  importing: 'Importing the items…',
  import: (count) => `Import ${count} items`,
  summary: ({ total, valid, invalid }) => `${total} rows: ${valid} ready, ${invalid} with errors`,
  nothingToImport: 'No row can be imported.',
  rowsWithErrors: 'Rows with errors',
  rowColumn: 'Row',
  errorsColumn: 'Errors',
  fieldError: (field, message) => `${field === 'qty' ? 'Quantity' : field}: ${message}`,
  moreRows: (count) => `…and ${count} more rows with errors`,
};

const MAX_BYTES = 1024 * 1024;

/** A call the test answers when it chooses. */
interface Call {
  file: File;
  mode: SpreadsheetImportMode;
  answer: (result: ItemsResult) => void;
  fail: (error: unknown) => void;
  /** reports how much of the file has gone up */
  sent: (percent: number) => void;
}

const result = (over: Partial<ItemsResult> = {}): ItemsResult => ({
  total: 3,
  valid: 2,
  invalid: 1,
  added: 0,
  rows: [{ row: 4, code: 'X-1', errors: { qty: 'Quantity must be a number', colour: 'Unknown colour' } }],
  moreRows: 0,
  ...over,
});

const fieldError = (field: string, message: string) =>
  new ApiError(400, { success: false, message: 'Invalid input', errors: { [field]: message } });

/** The dialog with a Group field above the file, as a remote would use it, opened and closed by a button. */
function Harness({
  calls,
  templates,
}: {
  calls: Call[];
  templates: (format: SpreadsheetTemplateFormat) => Promise<string>;
}) {
  const [open, setOpen] = useState(true);
  const [group, setGroup] = useState('');
  return (
    <>
      {/* The closed dialog's leaving animation never ends in happy-dom, so the harness says it is closed. */}
      {!open && <p>Dialog closed</p>}
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <SpreadsheetImportDialog<ItemsResult>
        open={open}
        onClose={() => setOpen(false)}
        texts={texts}
        accept=".csv,.xlsx"
        maxBytes={MAX_BYTES}
        send={(file, mode, onProgress) =>
          new Promise((answer, fail) =>
            calls.push({
              file,
              mode,
              answer,
              fail,
              sent: (percent) => onProgress({ loaded: percent, total: 100, percent }),
            }),
          )
        }
        downloadTemplate={templates}
        columns={[{ key: 'code', title: 'Code', dataIndex: 'code' }]}
        importedSummary={(done) => ({ title: `${done.added} items added`, description: 'Done' })}
        fieldNames={['group']}
        validate={() => ({ group: group ? undefined : 'Group is required' })}
        fields={(state) => (
          <Form.Item label="Group" required {...state.itemProps('group')}>
            <Input
              aria-label="Group"
              aria-describedby={state.describedBy('group')}
              aria-invalid={state.invalid('group')}
              value={group}
              disabled={state.busy}
              onChange={(event) => {
                state.changed('group');
                setGroup(event.target.value);
              }}
            />
          </Form.Item>
        )}
      />
    </>
  );
}

const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

const csv = (name = 'items.csv') => new File(['code,qty\r\nA-1,2\r\n'], name, { type: 'text/csv' });

async function renderDialog(templates: (format: SpreadsheetTemplateFormat) => Promise<string> = async (f) => `t.${f}`) {
  const calls: Call[] = [];
  const user = userEvent.setup();
  renderInRoot(<Harness calls={calls} templates={templates} />);
  const dialog = await screen.findByRole('dialog', { name: 'Import items' });
  const fileInput = () => within(dialog).getByLabelText<HTMLInputElement>('File');
  const group = () => within(dialog).getByRole('textbox', { name: 'Group' });
  // happy-dom runs no CSS transitions: a button whose spinner stopped keeps the leaving icon (named "loading").
  const button = (name: string) =>
    within(dialog).getByRole('button', { name: (accessible) => accessible.replace(/^loading /, '') === name });
  return { calls, user, dialog, fileInput, group, button };
}

// antd is heavy to render in a simulated DOM: a whole check and import takes a few seconds.
describe('SpreadsheetImportDialog', () => {
  it('checks the file, lists the rows with errors, then imports and shows what the import did', async () => {
    const { calls, user, dialog, fileInput, group, button } = await renderDialog();
    within(dialog).getByText('Add items from a file of at most 1 MB.');
    within(dialog).getByText('No file chosen');
    expect(fileInput().accept).toBe('.csv,.xlsx');

    await user.type(group(), 'North');
    await user.upload(fileInput(), csv());
    within(dialog).getByText(/^items\.csv \(\d+ B\)$/);
    expect(button('Choose another file')).toBeTruthy();
    await user.click(button('Check file'));

    // Waiting: said in the status region, and nothing can be sent twice.
    expect(calls.map((c) => [c.mode, c.file.name])).toEqual([['preview', 'items.csv']]);
    expect(within(dialog).getByRole('status').textContent).toBe('Checking the file…');
    expect(button('Check file').hasAttribute('disabled')).toBe(true);
    expect(button('Choose another file').hasAttribute('disabled')).toBe(true);
    expect(group().hasAttribute('disabled')).toBe(true);

    // The upload's progress on a labelled bar; once the file is all up, the bar stays full and the text
    // still says the file is being checked.
    const bar = () => within(dialog).getByRole('progressbar', { name: 'Upload progress' });
    expect(bar().getAttribute('aria-valuenow')).toBe('0');
    act(() => calls[0]?.sent(45));
    expect(bar().getAttribute('aria-valuenow')).toBe('45');
    act(() => calls[0]?.sent(100));
    expect(bar().getAttribute('aria-valuenow')).toBe('100');
    expect(within(dialog).getByRole('status').textContent).toBe('Checking the file…');

    calls[0]?.answer(result({ moreRows: 7 }));
    await within(dialog).findByText('3 rows: 2 ready, 1 with errors');
    expect(within(dialog).getByRole('status').textContent).toBe('');
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    const table = within(dialog).getByRole('table', { name: 'Rows with errors' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Row', 'Code', 'Errors']);
    const [row] = within(table)
      .getAllByRole('row')
      .filter((r) => within(r).queryAllByRole('cell').length > 0);
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', 'X-1', 'Quantity: Quantity must be a numbercolour: Unknown colour']);
    within(dialog).getByText('…and 7 more rows with errors');

    await user.click(button('Import 2 items'));
    expect(within(dialog).getByRole('status').textContent).toBe('Importing the items…');
    // A new call's bar starts empty.
    expect(bar().getAttribute('aria-valuenow')).toBe('0');
    calls[1]?.answer(result({ added: 2 }));
    await within(dialog).findByText('2 items added');
    within(dialog).getByText('Done');
    expect(calls.map((c) => c.mode)).toEqual(['preview', 'import']);
    expect(within(dialog).queryByRole('button', { name: /Import 2 items/ })).toBeNull();

    // The footer's Close (the title bar's × is named Close too).
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await screen.findByText('Dialog closed');
  });

  it('asks for the file and the other fields, refuses a file over the limit, and sends nothing until they are right', async () => {
    const { calls, user, dialog, fileInput, group, button } = await renderDialog();
    await user.click(button('Check file'));
    expect(describedBy(fileInput())).toBe('Choose a CSV or .xlsx file');
    expect(describedBy(button('Choose file'))).toBe('Choose a CSV or .xlsx file');
    expect(describedBy(group())).toBe('Group is required');
    expect(group().getAttribute('aria-invalid')).toBe('true');
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['Group is required', 'Choose a CSV or .xlsx file']);

    await user.type(group(), 'North');
    expect(describedBy(group())).toBe('');
    await user.upload(fileInput(), new File([new Uint8Array(MAX_BYTES + 1)], 'big.csv'));
    within(dialog).getByText('big.csv (1.0 MB)');
    expect(describedBy(fileInput())).toBe('The file must be at most 1 MB');
    await user.click(button('Check file'));
    expect(calls).toEqual([]);

    await user.upload(fileInput(), csv());
    expect(describedBy(fileInput())).toBe('');
    await user.click(button('Check file'));
    expect(calls).toHaveLength(1);
  });

  it('puts the server’s messages on their fields, says any other failure, and forgets the check when the file changes', async () => {
    const { calls, user, dialog, fileInput, group, button } = await renderDialog();
    await user.type(group(), 'North');
    await user.upload(fileInput(), csv('photo.xlsx'));
    await user.click(button('Check file'));
    calls[0]?.fail(fieldError('file', 'The file must be a CSV or an Excel (.xlsx) spreadsheet'));
    await waitFor(() =>
      expect(describedBy(fileInput())).toBe('The file must be a CSV or an Excel (.xlsx) spreadsheet'),
    );
    // The file's error holds it back until another file is chosen.
    await user.click(button('Check file'));
    expect(calls).toHaveLength(1);

    await user.upload(fileInput(), csv());
    await user.click(button('Check file'));
    calls[1]?.fail(new ApiError(500, { success: false, message: 'The server is busy' }));
    await within(dialog).findByText('The server is busy');
    expect(describedBy(fileInput())).toBe('');

    await user.click(button('Check file'));
    calls[2]?.answer(result());
    await within(dialog).findByText('3 rows: 2 ready, 1 with errors');
    expect(within(dialog).queryByText('The server is busy')).toBeNull();

    // The import's answer names the group: the check is thrown away and the group shows the message.
    await user.click(button('Import 2 items'));
    calls[3]?.fail(fieldError('group', 'This group is closed'));
    await waitFor(() => expect(describedBy(group())).toBe('This group is closed'));
    expect(within(dialog).queryByText('3 rows: 2 ready, 1 with errors')).toBeNull();
    expect(button('Check file')).toBeTruthy();

    // A changed group or file forgets the last check.
    await user.type(group(), ' East');
    expect(describedBy(group())).toBe('');
    await user.click(button('Check file'));
    calls[4]?.answer(result());
    await within(dialog).findByText('3 rows: 2 ready, 1 with errors');
    await user.upload(fileInput(), csv('again.csv'));
    expect(within(dialog).queryByText('3 rows: 2 ready, 1 with errors')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Import 2 items/ })).toBeNull();
  });

  it('offers no import when no row is good', async () => {
    const { calls, user, dialog, fileInput, group, button } = await renderDialog();
    await user.type(group(), 'North');
    await user.upload(fileInput(), csv());
    await user.click(button('Check file'));
    calls[0]?.answer(result({ total: 1, valid: 0, invalid: 1 }));
    await within(dialog).findByText('No row can be imported.');
    expect(button('Import 0 items').hasAttribute('disabled')).toBe(true);
  });

  it('ignores the answer to a call made before the dialog was closed and opened again', async () => {
    const { calls, user, fileInput, group, button } = await renderDialog();
    await user.type(group(), 'North');
    await user.upload(fileInput(), csv());
    await user.click(button('Check file'));
    await user.click(button('Cancel'));
    await screen.findByText('Dialog closed');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import items' });
    within(dialog).getByText('No file chosen');
    // act: the answer and whatever the dialog would do with it are through before the checks below.
    await act(async () => calls[0]?.answer(result()));
    expect(within(dialog).queryByText('3 rows: 2 ready, 1 with errors')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Import 2 items/ })).toBeNull();
    expect(within(dialog).getByRole('status').textContent).toBe('');
    expect(describedBy(within(dialog).getByRole('textbox', { name: 'Group' }))).toBe('');
  });

  it('saves the templates and says which file, or why not', async () => {
    const asked: SpreadsheetTemplateFormat[] = [];
    const { user, button } = await renderDialog(async (format) => {
      asked.push(format);
      if (format === 'xlsx') throw new ApiError(503, { success: false, message: 'Templates are unavailable' });
      return `items_template.${format}`;
    });
    const templates = screen.getByRole('group', { name: 'Templates' });
    expect(
      within(templates)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['CSV template', 'Excel template']);
    await user.click(button('CSV template'));
    await screen.findByText('items_template.csv downloaded');
    await user.click(button('Excel template'));
    await screen.findByText('Templates are unavailable');
    expect(asked).toEqual(['csv', 'xlsx']);
  });
});
