import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  DataTable,
  type DataTableProps,
  TABLE_ERROR_TEXT,
  type TableColumn,
  type TableQuery,
} from '../src/ui/data-table.tsx';
import { renderInRoot } from './render.tsx';

interface Category {
  _id: string;
  name: string;
  description?: string | null;
  courses: string[];
}

const rows: Category[] = [
  { _id: 'c1', name: 'Design', description: 'Visual design', courses: ['a', 'b'] },
  { _id: 'c2', name: 'Data Science', description: null, courses: [] },
  { _id: 'c3', name: 'Marketing', description: '', courses: ['c'] },
];

const columns: TableColumn<Category>[] = [
  { key: 'sno.', label: 'S.No.' },
  { key: 'name', label: 'Category Name' },
  { key: 'description', label: 'Description' },
  { key: 'courses', label: 'No of Courses', align: 'right', render: (row) => row.courses.length },
];

function renderTable(props: Partial<DataTableProps<Category>> = {}) {
  const onPageChange = vi.fn();
  const onAction = vi.fn();
  renderInRoot(
    <DataTable<Category>
      columns={columns}
      rows={rows}
      rowKey={(row) => row._id}
      page={0}
      pageSize={10}
      total={rows.length}
      onPageChange={onPageChange}
      onAction={onAction}
      ariaLabel="Categories"
      {...props}
    />,
  );
  return { onPageChange, onAction };
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Categories' }))
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('DataTable', () => {
  it('shows the rows with their headers', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Categories' });
    expect(within(table).getByRole('columnheader', { name: 'Category Name' })).toBeTruthy();
    expect(bodyRows().map(cellTexts)).toEqual([
      ['1', 'Design', 'Visual design', '2'],
      ['2', 'Data Science', 'N/A', '0'],
      ['3', 'Marketing', 'N/A', '1'],
    ]);
  });

  it('numbers rows across pages', () => {
    renderTable({ page: 1, pageSize: 10, total: 13 });
    expect(bodyRows().map((row) => cellTexts(row)[0])).toEqual(['11', '12', '13']);
  });

  it("shows 'N/A' for a missing, null or empty cell, and for a render that gives nothing", () => {
    renderTable({
      rows: [{ _id: 'x', name: '', courses: [] }],
      total: 1,
      columns: [...columns, { key: 'owner.name', label: 'Owner' }, { key: 'x', label: 'X', render: () => null }],
    });
    expect(cellTexts(bodyRows()[0]!)).toEqual(['1', 'N/A', 'N/A', '0', 'N/A', 'N/A']);
  });

  it('reads dotted keys into nested objects', () => {
    type WithOwner = { _id: string; owner: { name: string } };
    renderInRoot(
      <DataTable<WithOwner>
        columns={[{ key: 'owner.name', label: 'Owner' }]}
        rows={[{ _id: '1', owner: { name: 'Asha' } }]}
        rowKey={(row) => row._id}
        page={0}
        pageSize={10}
        total={1}
        onPageChange={() => {}}
        ariaLabel="Owners"
      />,
    );
    expect(screen.getByRole('cell', { name: 'Asha' })).toBeTruthy();
  });

  it('says so when there are no records', () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.getByText('No records found.')).toBeTruthy();
  });

  it('shows the connection message and a retry button on error', async () => {
    const onRetry = vi.fn();
    renderTable({ error: new Error('offline'), onRetry });
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please check your internet connection.');
    expect(screen.queryByText('Design')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows neither rows nor the empty text while the first page loads', () => {
    renderTable({ rows: undefined, loading: true, total: 0 });
    expect(screen.queryByText('No records found.')).toBeNull();
    expect(screen.getByRole('table', { name: 'Categories' }).getAttribute('aria-busy')).toBe('true');
  });

  it('opens a row actions menu and reports the chosen action with its row', async () => {
    const user = userEvent.setup();
    const { onAction } = renderTable({
      page: 1,
      total: 13,
      actions: (row) => [
        { action: 'edit', label: 'Edit Category' },
        { action: 'toggle', label: row.courses.length ? 'Deactivate Category' : 'Activate Category', danger: true },
      ],
    });
    const trigger = screen.getByRole('button', { name: 'Actions for row 12' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit Category', 'Activate Category']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Activate Category' }));
    expect(onAction).toHaveBeenCalledWith('toggle', rows[1]);
  });

  it('does not report a disabled action', async () => {
    const user = userEvent.setup();
    const { onAction } = renderTable({ actions: [{ action: 'edit', label: 'Edit Category', disabled: true }] });
    await user.click(screen.getByRole('button', { name: 'Actions for row 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit Category' }));
    expect(onAction).not.toHaveBeenCalled();
  });

  it('reports the next page 0-based', async () => {
    const user = userEvent.setup();
    const { onPageChange } = renderTable({ total: 23 });
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(onPageChange).toHaveBeenCalledWith(1, 10);
  });

  it('offers page sizes 10, 25 and 50 and restarts at the first page on a new size', async () => {
    const user = userEvent.setup();
    const { onPageChange } = renderTable({ page: 1, total: 60 });
    await user.click(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['10 / page', '25 / page', '50 / page']);
    await user.click(screen.getByTitle('25 / page'));
    expect(onPageChange).toHaveBeenCalledWith(0, 25);
  });
});

describe('DataTable with a query', () => {
  const query = (over: Partial<TableQuery<Category>> = {}): TableQuery<Category> => ({
    data: undefined,
    isFetching: false,
    isError: false,
    error: null,
    refetch: vi.fn(),
    ...over,
  });

  it("shows one page of a list answer and its total from the server's paging", () => {
    renderTable({
      rows: undefined,
      total: undefined,
      query: query({
        data: { success: true, data: rows.slice(0, 2), pagination: { page: 2, limit: 2, total: 5, totalPages: 3 } },
      }),
      page: 1,
      pageSize: 2,
    });
    expect(bodyRows().map((row) => cellTexts(row).slice(0, 2))).toEqual([
      ['3', 'Design'],
      ['4', 'Data Science'],
    ]);
    screen.getByText('3-4 of 5');
  });

  it('pages a whole short list itself, and falls back to the last page when a change empties one', () => {
    const { onPageChange } = renderTable({
      rows: undefined,
      total: undefined,
      query: query({ data: rows }),
      page: 5,
      pageSize: 2,
    });
    expect(bodyRows().map((row) => cellTexts(row)[1])).toEqual(['Marketing']);
    expect(onPageChange).toHaveBeenCalledWith(1, 2);
  });

  it('is busy while the query fetches its first rows', () => {
    renderTable({ rows: undefined, total: undefined, query: query({ isFetching: true }) });
    expect(screen.getByRole('table', { name: 'Categories' }).getAttribute('aria-busy')).toBe('true');
  });

  it('is busy while it reads other rows with the previous ones still shown', () => {
    renderTable({
      rows: undefined,
      total: undefined,
      query: query({ data: rows, isFetching: true, isPlaceholderData: true }),
    });
    expect(screen.getByRole('table', { name: 'Categories' }).getAttribute('aria-busy')).toBe('true');
  });

  it('stays clickable while the same rows are read again in the background', async () => {
    const user = userEvent.setup();
    const { onAction } = renderTable({
      rows: undefined,
      total: undefined,
      query: query({ data: rows, isFetching: true }),
      actions: () => [{ action: 'edit', label: 'Edit Category' }],
    });
    expect(screen.getByRole('table', { name: 'Categories' }).getAttribute('aria-busy')).not.toBe('true');
    // user-event refuses to click through the cover a loading table gets (pointer-events: none).
    await user.click(screen.getByRole('button', { name: 'Actions for row 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit Category' }));
    expect(onAction).toHaveBeenCalledWith('edit', rows[0]);
  });

  it('says a failed query failed and retries it', async () => {
    const failed = query({ isError: true, error: new Error('down') });
    renderTable({ rows: undefined, total: undefined, query: failed });
    screen.getByText(TABLE_ERROR_TEXT);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('asks for the last page there is when the server has fewer pages than the one shown', () => {
    const { onPageChange } = renderTable({
      rows: undefined,
      total: undefined,
      query: query({
        data: { success: true, data: [], pagination: { page: 4, limit: 10, total: 12, totalPages: 2 } },
      }),
      page: 3,
    });
    expect(onPageChange).toHaveBeenCalledWith(1, 10);
  });

  it('offers named checkboxes to pick rows and reports the picked keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderTable({ selection: { selected: ['c2'], onChange, label: (row) => `Select ${row.name}` } });
    const design = screen.getByRole('checkbox', { name: 'Select Design' }) as HTMLInputElement;
    expect(design.checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Select Data Science' }) as HTMLInputElement).checked).toBe(true);
    await user.click(design);
    expect(onChange).toHaveBeenLastCalledWith(['c2', 'c1']);
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(onChange.mock.lastCall?.[0]).toEqual(expect.arrayContaining(['c1', 'c2', 'c3']));
  });
});
