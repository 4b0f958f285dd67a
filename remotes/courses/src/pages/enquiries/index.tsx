import { DownloadOutlined, EditOutlined, HistoryOutlined, LinkOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { DEFAULT_LIMIT, LEAD_STATUSES, PAGE_SIZE_OPTIONS } from '@skillhub/shared/constants';
import { formatDate } from '@skillhub/shared/format';
import { ENQUIRY_SORTS, ENQUIRY_SOURCES, type Enquiry, type EnquirySource } from '@skillhub/shared/schemas/enquiry';
import { DataTable, type RowAction, type TableColumn } from '@skillhub/shared/ui/data-table';
import { useNotify } from '@skillhub/shared/ui/notify';
import { PageHeader } from '@skillhub/shared/ui/page-header';
import { SearchInput } from '@skillhub/shared/ui/search-input';
import { useDialogState } from '@skillhub/shared/ui/use-dialog-state';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { useUrlParams } from '@skillhub/shared/ui/use-url-params';
import { VisuallyHidden } from '@skillhub/shared/ui/visually-hidden';
import { Button, Flex, Select, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { EnquiryHistoryDrawer } from './enquiry-history-drawer.tsx';
import { EnquiryPipeline } from './enquiry-pipeline.tsx';
import { EnquiryStatusDialog } from './enquiry-status-dialog.tsx';
import { EXPORT_FILE_NAME, exportEnquiries } from './export-enquiries.ts';
import { LeadSource } from './lead-source.tsx';
import { LeadStatusTag, useLeadStatusOptions } from './lead-status-tag.tsx';
import { PaymentLinksDrawer } from './payment-links-drawer.tsx';
import { type EnquirySort, type LeadStatus, useEnquiries } from './use-enquiries.ts';

/**
 * Dashboard › Enquiry: the leads from the public forms, their pipeline, stage changes, history, payment links and
 * export.
 */
export default function EnquiriesPage() {
  const notify = useNotify();
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const leadStatusOptions = useLeadStatusOptions();
  const { canUpdate } = useModuleAbilities('Enquiries');
  const { params, update } = useUrlParams(
    {
      search: '',
      status: '' as LeadStatus | '',
      source: '' as EnquirySource | '',
      sort: 'latest' as EnquirySort,
      page: 1,
      limit: DEFAULT_LIMIT as number,
    },
    { status: LEAD_STATUSES, source: ENQUIRY_SOURCES, sort: ENQUIRY_SORTS, limit: PAGE_SIZE_OPTIONS },
  );
  const statusDialog = useDialogState<Enquiry>();
  const history = useDialogState<Enquiry>();
  const paymentLinks = useDialogState<Enquiry>();
  const [exporting, setExporting] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const filters = { search: params.search, status: params.status, source: params.source, sort: params.sort };
  const enquiries = useEnquiries({ ...filters, page: params.page, limit: params.limit });

  const columns: TableColumn<Enquiry>[] = [
    { key: 'sno.', label: common('table.sno') },
    { key: 'name', label: t('enquiries.columns.name') },
    { key: 'phone', label: t('enquiries.columns.phone') },
    { key: 'email', label: t('enquiries.columns.email') },
    {
      key: 'course',
      label: t('enquiries.columns.course'),
      render: (row) => row.course?.title ?? row.interestedCourse,
    },
    {
      key: 'source',
      label: t('enquiries.columns.source'),
      render: (row) => <LeadSource source={row.source} eventName={row.eventName} />,
    },
    {
      key: 'status',
      label: t('enquiries.columns.status'),
      render: (row) => (
        <Flex gap={4} wrap>
          <LeadStatusTag status={row.status} />
          {row.heldForReview && (
            <Tooltip title={t('enquiries.heldForReviewHint')}>
              <Tag color="warning" style={{ marginInlineEnd: 0 }}>
                {t('enquiries.heldForReview')}
              </Tag>
            </Tooltip>
          )}
        </Flex>
      ),
    },
    {
      key: 'createdAt',
      label: t('enquiries.columns.created'),
      render: (row) => <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>,
    },
  ];

  const rowActions = (): RowAction[] => [
    ...(canUpdate
      ? [{ action: 'status', label: t('enquiries.changeStatus'), icon: <EditOutlined aria-hidden /> }]
      : []),
    { action: 'history', label: t('enquiries.viewHistory'), icon: <HistoryOutlined aria-hidden /> },
    { action: 'paymentLinks', label: t('paymentLinks.action'), icon: <LinkOutlined aria-hidden /> },
  ];

  const onAction = (action: string, enquiry: Enquiry) => {
    if (action === 'status') statusDialog.show(enquiry);
    else if (action === 'paymentLinks') paymentLinks.show(enquiry);
    else history.show(enquiry);
  };

  const download = async () => {
    setExporting(true);
    setAnnouncement('');
    try {
      await exportEnquiries(filters);
      const done = t('enquiries.exported', { file: EXPORT_FILE_NAME });
      notify.success(done);
      setAnnouncement(done);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Flex vertical gap="middle">
      <PageHeader
        title={t('enquiries.title')}
        actions={
          <>
            <Button icon={<DownloadOutlined aria-hidden />} onClick={download} loading={exporting}>
              {t('enquiries.exportCsv')}
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
          label={t('enquiries.search')}
          placeholder={t('enquiries.searchPlaceholder')}
          value={params.search}
          onSearch={(search) => update({ search })}
        />
        <Select<LeadStatus | ''>
          virtual={false}
          aria-label={t('enquiries.status')}
          value={params.status}
          onChange={(status) => update({ status })}
          options={[{ value: '', label: t('enquiries.allStatuses') }, ...leadStatusOptions]}
          style={{ flex: '1 1 180px', maxWidth: 240 }}
        />
        <Select<EnquirySource | ''>
          virtual={false}
          aria-label={t('enquiries.source')}
          value={params.source}
          onChange={(source) => update({ source })}
          options={[
            { value: '', label: t('enquiries.allSources') },
            ...ENQUIRY_SOURCES.map((source) => ({ value: source, label: common(`values.leadSource.${source}`) })),
          ]}
          style={{ flex: '1 1 180px', maxWidth: 240 }}
        />
        <Select<EnquirySort>
          virtual={false}
          aria-label={t('enquiries.sort')}
          value={params.sort}
          onChange={(sort) => update({ sort })}
          options={ENQUIRY_SORTS.map((sort) => ({ value: sort, label: t(`enquiries.sorts.${sort}`) }))}
          style={{ flex: '1 1 140px', maxWidth: 180 }}
        />
      </Flex>

      <DataTable<Enquiry>
        ariaLabel={t('enquiries.table')}
        columns={columns}
        rowKey={(row) => row._id}
        query={enquiries}
        page={params.page - 1}
        pageSize={params.limit}
        onPageChange={(page, limit) => update({ page: page + 1, limit })}
        actions={rowActions}
        onAction={onAction}
      />

      <EnquiryStatusDialog open={statusDialog.open} enquiry={statusDialog.subject} onClose={statusDialog.close} />
      <EnquiryHistoryDrawer open={history.open} enquiry={history.subject} onClose={history.close} />
      <PaymentLinksDrawer
        open={paymentLinks.open}
        enquiry={paymentLinks.subject}
        canSend={canUpdate}
        onClose={paymentLinks.close}
      />
    </Flex>
  );
}
