import { DownloadOutlined, EditOutlined, HistoryOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { DEFAULT_LIMIT, LEAD_STATUSES, PAGE_SIZE_OPTIONS } from '@skillhub/shared/constants';
import { formatDate } from '@skillhub/shared/format';
import { ENQUIRY_SORTS, type Enquiry } from '@skillhub/shared/schemas/enquiry';
import { DataTable, type RowAction, type TableColumn } from '@skillhub/shared/ui/data-table';
import { useNotify } from '@skillhub/shared/ui/notify';
import { PageHeader } from '@skillhub/shared/ui/page-header';
import { SearchInput } from '@skillhub/shared/ui/search-input';
import { useDialogState } from '@skillhub/shared/ui/use-dialog-state';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { useUrlParams } from '@skillhub/shared/ui/use-url-params';
import { VisuallyHidden } from '@skillhub/shared/ui/visually-hidden';
import { Button, Flex, Select } from 'antd';
import { useState } from 'react';
import { EnquiryHistoryDrawer } from './enquiry-history-drawer.tsx';
import { EnquiryPipeline } from './enquiry-pipeline.tsx';
import { EnquiryStatusDialog } from './enquiry-status-dialog.tsx';
import { EXPORT_FILE_NAME, exportEnquiries } from './export-enquiries.ts';
import { LeadStatusTag, leadStatusOptions } from './lead-status-tag.tsx';
import { type EnquirySort, type LeadStatus, useEnquiries } from './use-enquiries.ts';

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

/** Dashboard › Enquiry: the leads from the public forms, their pipeline, stage changes, history and export. */
export default function EnquiriesPage() {
  const notify = useNotify();
  const { canUpdate } = useModuleAbilities('Enquiries');
  const { params, update } = useUrlParams(
    {
      search: '',
      status: '' as LeadStatus | '',
      sort: 'latest' as EnquirySort,
      page: 1,
      limit: DEFAULT_LIMIT as number,
    },
    { status: LEAD_STATUSES, sort: ENQUIRY_SORTS, limit: PAGE_SIZE_OPTIONS },
  );
  const statusDialog = useDialogState<Enquiry>();
  const history = useDialogState<Enquiry>();
  const [exporting, setExporting] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const filters = { search: params.search, status: params.status, sort: params.sort };
  const enquiries = useEnquiries({ ...filters, page: params.page, limit: params.limit });

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
      <PageHeader
        title="Enquiry"
        actions={
          <>
            <Button icon={<DownloadOutlined aria-hidden />} onClick={download} loading={exporting}>
              Export CSV
            </Button>
            <VisuallyHidden role="status">{announcement}</VisuallyHidden>
          </>
        }
      />

      <EnquiryPipeline
        counts={enquiries.data?.pipeline}
        selected={params.status}
        onSelect={(status) => update({ status })}
      />

      <Flex wrap gap="small" align="center">
        <SearchInput
          label="Search enquiries by name, email or phone"
          placeholder="Search name, email or phone"
          value={params.search}
          onSearch={(search) => update({ search })}
        />
        <Select<LeadStatus | ''>
          virtual={false}
          aria-label="Status"
          value={params.status}
          onChange={(status) => update({ status })}
          options={[{ value: '', label: 'All statuses' }, ...leadStatusOptions]}
          style={{ flex: '1 1 180px', maxWidth: 240 }}
        />
        <Select<EnquirySort>
          virtual={false}
          aria-label="Sort"
          value={params.sort}
          onChange={(sort) => update({ sort })}
          options={sortOptions}
          style={{ flex: '1 1 140px', maxWidth: 180 }}
        />
      </Flex>

      <DataTable<Enquiry>
        ariaLabel="Enquiries"
        columns={columns}
        rowKey={(row) => row._id}
        query={enquiries}
        page={params.page - 1}
        pageSize={params.limit}
        onPageChange={(page, limit) => update({ page: page + 1, limit })}
        actions={rowActions}
        onAction={(action, enquiry) => (action === 'status' ? statusDialog.show(enquiry) : history.show(enquiry))}
      />

      <EnquiryStatusDialog open={statusDialog.open} enquiry={statusDialog.subject} onClose={statusDialog.close} />
      <EnquiryHistoryDrawer open={history.open} enquiry={history.subject} onClose={history.close} />
    </Flex>
  );
}
