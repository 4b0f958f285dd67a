import { DownloadOutlined, FileDoneOutlined, RollbackOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { DEFAULT_LIMIT } from '@skillhub/shared/constants';
import { formatDate, formatRupees } from '@skillhub/shared/format';
import { gstStateName } from '@skillhub/shared/gst-states';
import { GSTR1_TABLES, type Gstr1Table, type TaxInvoice } from '@skillhub/shared/schemas/tax-invoice';
import { DataTable, SNO_KEY, type TableColumn } from '@skillhub/shared/ui/data-table';
import { useNotify } from '@skillhub/shared/ui/notify';
import { PageHeader } from '@skillhub/shared/ui/page-header';
import { SearchInput } from '@skillhub/shared/ui/search-input';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { Button, Card, Flex, Input, Select, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { RefundDialog } from './refund-dialog.tsx';
import { RefundList } from './refund-status.tsx';
import { downloadGstr1, downloadInvoicePdf, type InvoiceFilters, useInvoices } from './use-invoices.ts';

const rupees = (paise: number) => formatRupees(paise / 100);
/** This month in India, YYYY-MM: what the GSTR-1 export offers first. */
const thisIndiaMonth = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 7);

/** Courses › Invoices: the tax invoices issued at capture, each PDF, and a month's GSTR-1 tables as CSV. */
export function InvoicesPage() {
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const notify = useNotify();
  const monthId = useId();
  const filterMonthId = useId();
  const tableId = useId();
  const [filters, setFilters] = useState<InvoiceFilters>({ page: 1, limit: DEFAULT_LIMIT, search: '', month: '' });
  const [exportMonth, setExportMonth] = useState(thisIndiaMonth);
  const [table, setTable] = useState<Gstr1Table>('b2cs');
  const [busy, setBusy] = useState<string | null>(null);
  const invoices = useInvoices(filters);
  const { canRead, canUpdate } = useModuleAbilities('Courses', 'Invoices');
  const [refunding, setRefunding] = useState<TaxInvoice | null>(null);

  const run = async (key: string, work: () => Promise<void>) => {
    setBusy(key);
    try {
      await work();
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const columns: TableColumn<TaxInvoice>[] = [
    { key: SNO_KEY, label: common('table.sno') },
    {
      key: 'number',
      label: t('invoices.columns.number'),
      render: (row) => <Typography.Text code>{row.number}</Typography.Text>,
    },
    { key: 'issuedAt', label: t('invoices.columns.date'), render: (row) => formatDate(row.issuedAt) },
    {
      key: 'buyerName',
      label: t('invoices.columns.buyer'),
      render: (row) => (
        <Flex vertical>
          <span>{row.buyerCompany ?? row.buyerName}</span>
          <Typography.Text type="secondary">{row.buyerGstin ?? row.buyerEmail}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'placeOfSupply',
      label: t('invoices.columns.place'),
      render: (row) => gstStateName(row.placeOfSupply) ?? row.placeOfSupply,
    },
    {
      key: 'taxableValue',
      label: t('invoices.columns.taxable'),
      align: 'right',
      render: (row) => rupees(row.taxableValue),
    },
    { key: 'totalTax', label: t('invoices.columns.tax'), align: 'right', render: (row) => rupees(row.totalTax) },
    { key: 'total', label: t('invoices.columns.total'), align: 'right', render: (row) => rupees(row.total) },
    { key: 'refunds', label: t('invoices.columns.refunds'), render: (row) => <RefundList refunds={row.refunds} /> },
    {
      key: 'pdf',
      label: t('invoices.columns.pdf'),
      render: (row) => (
        <Button
          size="small"
          icon={<DownloadOutlined aria-hidden />}
          loading={busy === row._id}
          aria-label={t('invoices.download', { number: row.number })}
          onClick={() => run(row._id, () => downloadInvoicePdf(row._id))}
        >
          PDF
        </Button>
      ),
    },
    // Refunding is Courses / Invoices update: a role that only reads invoices does not see the action.
    ...(canUpdate
      ? [
          {
            key: 'refund',
            label: t('invoices.columns.refund'),
            render: (row: TaxInvoice) => (
              <Button
                size="small"
                icon={<RollbackOutlined aria-hidden />}
                disabled={row.refundablePaise <= 0}
                aria-label={t('invoices.refund.open', { number: row.number })}
                onClick={() => setRefunding(row)}
              >
                {t('invoices.refund.action')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <section aria-labelledby="sh-invoices-title">
      <div style={{ marginBottom: 16 }}>
        <PageHeader id="sh-invoices-title" title={t('invoices.title')} description={t('invoices.description')} />
      </div>
      <Card title={t('invoices.gstr1.title')} style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary">{t('invoices.gstr1.description')}</Typography.Paragraph>
        <Flex gap="small" wrap align="end">
          <Flex vertical gap={4}>
            <label htmlFor={monthId}>{t('invoices.gstr1.month')}</label>
            <Input
              id={monthId}
              type="month"
              value={exportMonth}
              onChange={(event) => setExportMonth(event.target.value)}
              style={{ width: 180 }}
            />
          </Flex>
          <Flex vertical gap={4}>
            <label htmlFor={tableId}>{t('invoices.gstr1.table')}</label>
            <Select
              id={tableId}
              style={{ width: 240 }}
              value={table}
              onChange={setTable}
              options={GSTR1_TABLES.map((value) => ({ value, label: t(`invoices.gstr1.tables.${value}`) }))}
            />
          </Flex>
          <Button
            type="primary"
            icon={<FileDoneOutlined aria-hidden />}
            disabled={!exportMonth || !canRead}
            loading={busy === 'gstr1'}
            onClick={() => run('gstr1', () => downloadGstr1(exportMonth, table))}
          >
            {t('invoices.gstr1.export')}
          </Button>
        </Flex>
      </Card>
      <Card styles={{ body: { padding: 0 } }}>
        <Flex gap="small" wrap style={{ padding: 16 }}>
          <SearchInput
            value={filters.search}
            label={t('invoices.search')}
            onSearch={(search) => setFilters((f) => ({ ...f, search, page: 1 }))}
            style={{ maxWidth: 320 }}
          />
          {/* The browser's empty month field shows only dashes: a visible label says what it filters. */}
          <Flex align="center" gap="small">
            <label htmlFor={filterMonthId}>{t('invoices.month')}</label>
            <Input
              id={filterMonthId}
              type="month"
              value={filters.month}
              onChange={(event) => setFilters((f) => ({ ...f, month: event.target.value, page: 1 }))}
              style={{ width: 180 }}
            />
          </Flex>
        </Flex>
        <DataTable<TaxInvoice>
          ariaLabel={t('invoices.table')}
          columns={columns}
          rowKey={(row) => row._id}
          query={invoices}
          page={filters.page - 1}
          pageSize={filters.limit}
          onPageChange={(page, limit) => setFilters((f) => ({ ...f, page: page + 1, limit }))}
        />
      </Card>
      {refunding && <RefundDialog key={refunding._id} invoice={refunding} onClose={() => setRefunding(null)} />}
    </section>
  );
}
