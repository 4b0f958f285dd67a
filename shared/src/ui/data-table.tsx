import { MoreOutlined } from '@ant-design/icons';
import {
  Button,
  Dropdown,
  Flex,
  type GlobalToken,
  Skeleton,
  Table,
  type TableColumnsType,
  Typography,
  theme,
} from 'antd';
import { isValidElement, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS } from '../constants.ts';
import { commonEn } from '../i18n/common-en.ts';
import { i18n } from '../i18n.ts';
import type { ListBody } from '../schemas/common.ts';
import { useIsSmallScreen } from './use-media-query.tsx';

export interface TableColumn<T> {
  /** The row property shown in the column (a dotted path reaches into objects); 'sno.' numbers the rows. */
  key: string;
  label: string;
  align?: 'left' | 'center' | 'right';
  render?: (row: T, index: number) => ReactNode;
}

export interface RowAction {
  action: string;
  label: string;
  icon?: ReactNode;
  /** A theme colour name (primary, success, warning, error, info) or any CSS colour. */
  color?: string;
  danger?: boolean;
  disabled?: boolean;
}

/**
 * The list's query, as TanStack Query returns it: one page of a list answer (paged by the server), or a whole
 * short list (an array) that the table pages itself.
 */
export interface TableQuery<T> {
  data: ListBody<T> | T[] | undefined;
  isFetching: boolean;
  /** true while the rows shown are the previous request's (keepPreviousData), as TanStack Query says */
  isPlaceholderData?: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface DataTableProps<T> {
  columns: TableColumn<T>[];
  rowKey: (row: T) => string;
  /** Rows, total, loading, error and Retry all come from the query; the props below are for lists without one. */
  query?: TableQuery<T>;
  rows?: T[] | undefined;
  total?: number;
  loading?: boolean;
  error?: unknown;
  /** 0-based */
  page: number;
  pageSize: number;
  onPageChange: (page: number, pageSize: number) => void;
  actions?: RowAction[] | ((row: T) => RowAction[]);
  onAction?: (action: string, row: T) => void;
  ariaLabel: string;
  onRetry?: () => void;
  /** Checkboxes to pick rows for a bulk action; the caller keeps the picked keys (across pages too). */
  selection?: RowSelection<T>;
  /**
   * A row's details, opened under it by its expand button: the fields staff rarely need, kept out of the
   * columns so the table fits its page without scrolling sideways.
   */
  expandedRow?: (row: T) => ReactNode;
}

export interface RowSelection<T> {
  selected: string[];
  onChange: (keys: string[]) => void;
  /** What a screen reader calls the row's checkbox, e.g. "Select Asha Rao". */
  label: (row: T) => string;
}

export const SNO_KEY = 'sno.';
export const NOT_AVAILABLE = 'N/A';
export const TABLE_ERROR_TEXT = commonEn.table.error;
export const TABLE_EMPTY_TEXT = commonEn.table.empty;

const ACTIONS_COLUMN_KEY = '__actions';

// antd's Table wants records it can index; rows are the caller's own types, so widen them here only.
type Row<T> = T & Record<string, unknown>;

function readCell(row: unknown, key: string): unknown {
  if (typeof row !== 'object' || row === null) return undefined;
  const record = row as Record<string, unknown>;
  if (key in record) return record[key];
  return key
    .split('.')
    .reduce<unknown>(
      (value, part) =>
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined,
      row,
    );
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** What a cell shows: the spec's 'N/A' for anything missing, null, empty or not displayable. */
function displayValue(value: unknown): ReactNode {
  if (isBlank(value)) return NOT_AVAILABLE;
  if (typeof value === 'string' || typeof value === 'number' || isValidElement(value)) return value;
  if (typeof value === 'boolean') return value ? i18n.t('yes') : i18n.t('no');
  if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string' || typeof v === 'number')) {
    return value.join(', ');
  }
  return NOT_AVAILABLE;
}

const THEME_COLORS = {
  primary: 'colorPrimary',
  success: 'colorSuccess',
  warning: 'colorWarning',
  error: 'colorError',
  info: 'colorInfo',
} as const satisfies Record<string, keyof GlobalToken>;

/** Theme names resolve through the tokens, so an action keeps a readable colour in dark mode too. */
function resolveColor(color: string | undefined, token: GlobalToken): string | undefined {
  if (!color) return undefined;
  return color in THEME_COLORS ? token[THEME_COLORS[color as keyof typeof THEME_COLORS]] : color;
}

interface RowActionsMenuProps {
  items: RowAction[];
  rowNumber: number;
  onSelect: (action: string) => void;
}

function RowActionsMenu({ items, rowNumber, onSelect }: RowActionsMenuProps) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      placement="bottomRight"
      menu={{
        items: items.map((item) => ({
          key: item.action,
          label: item.label,
          icon: item.icon,
          danger: item.danger,
          disabled: item.disabled,
          style: item.danger ? undefined : { color: resolveColor(item.color, token) },
        })),
        onClick: ({ key }) => {
          setOpen(false);
          onSelect(key);
        },
      }}
    >
      <Button
        type="text"
        icon={<MoreOutlined />}
        aria-label={t('table.rowActions', { row: rowNumber })}
        aria-haspopup="menu"
        aria-expanded={open}
      />
    </Dropdown>
  );
}

function TableError({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Flex vertical align="center" gap="small">
      <Typography.Text type="danger" role="alert">
        {t('table.error')}
      </Typography.Text>
      {onRetry && <Button onClick={onRetry}>{t('actions.retry')}</Button>}
    </Flex>
  );
}

/** What the table shows for a query: the rows of the page, how many there are in all, and the page shown. */
function fromQuery<T>(query: TableQuery<T>, page: number, pageSize: number) {
  const data = query.data;
  if (data === undefined) return { rows: undefined, total: 0, page };
  if (Array.isArray(data)) {
    // A change (a deactivated row leaving the list) can empty the last page: show the last one with rows.
    const shown = Math.min(page, Math.max(0, Math.ceil(data.length / pageSize) - 1));
    return { rows: data.slice(shown * pageSize, (shown + 1) * pageSize), total: data.length, page: shown };
  }
  return { rows: data.data, total: data.pagination.total, page };
}

/**
 * The paginated list of every dashboard page: server-side paging, a per-row actions menu,
 * and the four display states (loading, error, empty, populated). Scrolls sideways on phones rather than
 * squeezing columns.
 */
export function DataTable<T>({
  columns,
  rowKey,
  query,
  page: requestedPage,
  pageSize,
  onPageChange,
  actions,
  onAction,
  ariaLabel,
  selection,
  expandedRow,
  ...direct
}: DataTableProps<T>) {
  const small = useIsSmallScreen();
  const { t } = useTranslation();
  const fromList = query ? fromQuery(query, requestedPage, pageSize) : undefined;
  const rows = fromList ? fromList.rows : direct.rows;
  const total = fromList ? fromList.total : (direct.total ?? 0);
  const page = fromList ? fromList.page : requestedPage;
  // Only a read of other rows (a new page, filter or search, or the first) covers the table: a background read of
  // the same rows (a list that follows a job every few seconds) leaves them clickable and updates them in place.
  const loading = query
    ? query.isFetching && (query.data === undefined || Boolean(query.isPlaceholderData))
    : (direct.loading ?? false);
  const error = query ? (query.isError ? query.error : undefined) : direct.error;
  const onRetry = query ? () => void query.refetch() : direct.onRetry;
  const failed = error !== undefined && error !== null && error !== false;
  const rowNumber = (index: number) => index + 1 + page * pageSize;

  // A page the server no longer has (its last rows filtered or answered away) falls back to the last one.
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  const beyondEnd = Boolean(query) && !loading && total > 0 && requestedPage > lastPage;
  useEffect(() => {
    if (beyondEnd) onPageChange(lastPage, pageSize);
  }, [beyondEnd, lastPage, pageSize, onPageChange]);

  const tableColumns: TableColumnsType<Row<T>> = columns.map((column) => ({
    key: column.key,
    title: column.label,
    align: column.align,
    render: (_: unknown, row: Row<T>, index: number) => {
      if (column.key === SNO_KEY) return rowNumber(index);
      if (column.render) {
        const rendered = column.render(row, index);
        return isBlank(rendered) ? NOT_AVAILABLE : rendered;
      }
      return displayValue(readCell(row, column.key));
    },
  }));

  if (actions) {
    tableColumns.push({
      key: ACTIONS_COLUMN_KEY,
      title: t('table.actions'),
      align: 'center',
      fixed: 'end',
      width: 88,
      render: (_: unknown, row: Row<T>, index: number) => (
        <RowActionsMenu
          items={typeof actions === 'function' ? actions(row) : actions}
          rowNumber={rowNumber(index)}
          onSelect={(action) => onAction?.(action, row)}
        />
      ),
    });
  }

  const emptyText = failed ? (
    <TableError onRetry={onRetry} />
  ) : loading ? (
    <Skeleton active title={false} paragraph={{ rows: 3 }} />
  ) : (
    t('table.empty')
  );

  return (
    <Table<Row<T>>
      aria-label={ariaLabel}
      aria-busy={loading}
      columns={tableColumns}
      dataSource={failed ? [] : ((rows ?? []) as Row<T>[])}
      rowKey={(row) => rowKey(row)}
      rowSelection={
        selection && {
          selectedRowKeys: selection.selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => selection.onChange(keys.map(String)),
          getCheckboxProps: (row) => ({ 'aria-label': selection.label(row) }) as never,
          getTitleCheckboxProps: () => ({ 'aria-label': t('table.selectPage') }),
        }
      }
      expandable={expandedRow && { expandedRowRender: (row) => expandedRow(row) }}
      loading={loading && !failed}
      size={small ? 'small' : 'middle'}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
      pagination={
        failed || total === 0
          ? false
          : {
              current: page + 1,
              pageSize,
              total,
              pageSizeOptions: [...PAGE_SIZE_OPTIONS],
              showSizeChanger: true,
              showTotal: (count, [from, to]) => `${from}-${to} of ${count}`,
              // A new page size starts again at the first page: the old page number may no longer exist.
              onChange: (current, size) => onPageChange(size === pageSize ? current - 1 : 0, size),
            }
      }
    />
  );
}
