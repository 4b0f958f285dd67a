import { DownloadOutlined, EditOutlined, HistoryOutlined, SearchOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { DEFAULT_LIMIT } from '@skillhub/shared/constants';
import { can } from '@skillhub/shared/permissions';
import type { Enquiry } from '@skillhub/shared/schemas/enquiry';
import { authAtom } from '@skillhub/shared/session';
import { DataTable, type RowAction, type TableColumn } from '@skillhub/shared/ui/data-table';
import { useNotify } from '@skillhub/shared/ui/notify';
import { Button, Flex, Input, Select, Typography, theme } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { visuallyHidden } from '../catalogue/visually-hidden.ts';
import { EnquiryHistoryDrawer } from './enquiry-history-drawer.tsx';
import { EnquiryPipeline } from './enquiry-pipeline.tsx';
import { EnquiryStatusDialog } from './enquiry-status-dialog.tsx';
import { EXPORT_FILE_NAME, exportEnquiries } from './export-enquiries.ts';
import { formatDate } from './format-date.ts';
import { LeadStatusTag, leadStatusOptions } from './lead-status-tag.tsx';
import { type EnquiryFilters, type EnquirySort, type LeadStatus, useEnquiries } from './use-enquiries.ts';

/** Typing pauses this long before the search is sent. */
export const ENQUIRY_SEARCH_DEBOUNCE_MS = 400;
export const EXPORT_DONE_MESSAGE = `${EXPORT_FILE_NAME} downloaded`;

const columns: TableColumn<Enquiry>[] = [
  { key: 'sno.', label: 'S.No.' },
  { key: 'name', label: 'Name' },
  { key: 'phone', label: 'Phone' },
  { key: 'email', label: 'Email' },
  { key: 'course', label: 'Course', render: (row) => row.course?.title ?? row.interestedCourse },
  { key: 'status', label: 'Status', render: (row) => <LeadStatusTag status={row.status} /> },
  {
    key: 'createdAt',
    label: 'Created',
    render: (row) => <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>,
  },
];

const sortOptions: { value: EnquirySort; label: string }[] = [
  { value: 'latest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

type Panel = { kind: 'status' | 'history' | null; enquiry: Enquiry | null };

/** Dashboard › Enquiry: the leads from the public forms, their pipeline, stage changes, history and export. */
export default function EnquiriesPage() {
  const { token } = theme.useToken();
  const notify = useNotify();
  const { permissions } = useAtomValue(authAtom);
  const canUpdate = can(permissions, 'Enquiries', undefined, 'update');

  const [filters, setFilters] = useState<EnquiryFilters>({ search: '', status: '', sort: 'latest' });
  const [searchText, setSearchText] = useState('');
  const [paging, setPaging] = useState({ page: 0, pageSize: DEFAULT_LIMIT });
  // A panel keeps its lead while closing, so the closing animation shows the same content.
  const [panel, setPanel] = useState<Panel>({ kind: null, enquiry: null });
  const [exporting, setExporting] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const enquiries = useEnquiries({ ...filters, page: paging.page + 1, limit: paging.pageSize });

  const filter = (change: Partial<EnquiryFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPaging((p) => ({ ...p, page: 0 }));
  };

  useEffect(() => {
    const search = searchText.trim();
    if (search === filters.search) return;
    const timer = setTimeout(() => {
      setFilters((current) => ({ ...current, search }));
      setPaging((p) => ({ ...p, page: 0 }));
    }, ENQUIRY_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, filters.search]);

  const rowActions = (): RowAction[] => [
    ...(canUpdate ? [{ action: 'status', label: 'Change Status', icon: <EditOutlined aria-hidden /> }] : []),
    { action: 'history', label: 'View History', icon: <HistoryOutlined aria-hidden /> },
  ];

  const download = async () => {
    setExporting(true);
    setAnnouncement('');
    try {
      await exportEnquiries(filters);
      notify.success(EXPORT_DONE_MESSAGE);
      setAnnouncement(EXPORT_DONE_MESSAGE);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Flex vertical gap="middle">
      <Flex wrap justify="space-between" align="center" gap="small">
        <Typography.Title level={1} style={{ fontSize: token.fontSizeHeading3, margin: 0 }}>
          Enquiry
        </Typography.Title>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={download} loading={exporting}>
          Export CSV
        </Button>
        <span role="status" style={visuallyHidden}>
          {announcement}
        </span>
      </Flex>

      <EnquiryPipeline
        counts={enquiries.data?.pipeline}
        selected={filters.status}
        onSelect={(status) => filter({ status })}
      />

      <Flex wrap gap="small" align="center">
        <Input
          allowClear
          role="searchbox"
          enterKeyHint="search"
          aria-label="Search enquiries by name, email or phone"
          placeholder="Search name, email or phone"
          prefix={<SearchOutlined aria-hidden />}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          style={{ flex: '2 1 240px', maxWidth: 360 }}
        />
        <Select<LeadStatus | ''>
          virtual={false}
          aria-label="Status"
          value={filters.status}
          onChange={(status) => filter({ status })}
          options={[{ value: '', label: 'All statuses' }, ...leadStatusOptions]}
          style={{ flex: '1 1 180px', maxWidth: 240 }}
        />
        <Select<EnquirySort>
          virtual={false}
          aria-label="Sort"
          value={filters.sort}
          onChange={(sort) => filter({ sort })}
          options={sortOptions}
          style={{ flex: '1 1 140px', maxWidth: 180 }}
        />
      </Flex>

      <DataTable<Enquiry>
        ariaLabel="Enquiries"
        columns={columns}
        rows={enquiries.data?.data}
        rowKey={(row) => row._id}
        loading={enquiries.isFetching}
        error={enquiries.isError ? enquiries.error : undefined}
        onRetry={() => enquiries.refetch()}
        page={paging.page}
        pageSize={paging.pageSize}
        total={enquiries.data?.pagination.total ?? 0}
        onPageChange={(page, pageSize) => setPaging({ page, pageSize })}
        actions={rowActions}
        onAction={(action, enquiry) => setPanel({ kind: action === 'status' ? 'status' : 'history', enquiry })}
      />

      <EnquiryStatusDialog
        open={panel.kind === 'status'}
        enquiry={panel.enquiry}
        onClose={() => setPanel((p) => ({ ...p, kind: null }))}
      />
      <EnquiryHistoryDrawer
        open={panel.kind === 'history'}
        enquiry={panel.enquiry}
        onClose={() => setPanel((p) => ({ ...p, kind: null }))}
      />
    </Flex>
  );
}
