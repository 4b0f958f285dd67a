import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { DEFAULT_LIMIT, PAGE_SIZE_OPTIONS } from '@skillhub/shared/constants';
import { formatDateTime } from '@skillhub/shared/format';
import { routeTo } from '@skillhub/shared/routes';
import {
  TEMPLATE_CATEGORIES,
  TEMPLATE_STATUSES,
  type Template,
  type TemplateCategory,
  type TemplateStatus,
} from '@skillhub/shared/schemas/whatsapp';
import { DataTable, type TableColumn } from '@skillhub/shared/ui/data-table';
import { SearchInput } from '@skillhub/shared/ui/search-input';
import { useDialogState } from '@skillhub/shared/ui/use-dialog-state';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { useUrlParams } from '@skillhub/shared/ui/use-url-params';
import { Alert, Button, Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/index.ts';
import { useAccountStatus } from '../../messages/account-queries.ts';
import { TemplateFormDialog } from '../../templates/template-form-dialog.tsx';
import { type TemplateParams, useTemplates } from '../../templates/template-queries.ts';
import { TemplateStatusTag } from '../../templates/template-status-tag.tsx';
import { WhatsappHeader } from '../../whatsapp-header.tsx';

const DEFAULTS: TemplateParams = { search: '', status: '', category: '', page: 1, limit: DEFAULT_LIMIT };

/**
 * Dashboard › WhatsApp › Templates: the message templates with their review status (a rejected one with the
 * reason), searched and filtered by status and category in the URL; create and edit (which submits for review)
 * in a large dialog with a live preview. While any template shown is Pending, the list is read again every few
 * seconds until its review is in.
 */
export default function TemplatesPage() {
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const { canCreate, canUpdate } = useModuleAbilities('Whatsapp', 'Templates');
  const { params, update } = useUrlParams(DEFAULTS, {
    status: ['', ...TEMPLATE_STATUSES],
    category: ['', ...TEMPLATE_CATEGORIES],
    limit: PAGE_SIZE_OPTIONS,
  });
  const templates = useTemplates(params);
  const form = useDialogState<Template>();
  // Templates are submitted through the connected account; the account is read with Messages' permission.
  const messages = useModuleAbilities('Whatsapp', 'Messages');
  const account = useAccountStatus(canCreate && messages.canRead);

  const columns: TableColumn<Template>[] = [
    { key: 'sno.', label: common('table.sno') },
    {
      key: 'name',
      label: t('templates.columns.name'),
      render: (row) => <Typography.Text code>{row.name}</Typography.Text>,
    },
    { key: 'language', label: t('templates.columns.language'), render: (row) => t(`languages.${row.language}`) },
    { key: 'category', label: t('templates.columns.category'), render: (row) => t(`categories.${row.category}`) },
    { key: 'status', label: t('templates.columns.status'), render: (row) => <TemplateStatusTag template={row} /> },
    { key: 'updatedAt', label: t('templates.columns.updated'), render: (row) => formatDateTime(row.updatedAt) },
  ];

  return (
    <Flex vertical gap="middle">
      <WhatsappHeader
        title={t('templates.title')}
        actions={
          canCreate && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => form.show()}>
              {t('templates.add')}
            </Button>
          )
        }
      />
      {account.data && !account.data.connected && (
        <Alert
          type="warning"
          showIcon
          title={t('templates.notConnected')}
          description={<Link to={routeTo('whatsappMessages')}>{t('templates.connectOnMessages')}</Link>}
        />
      )}
      <Flex wrap gap="small" align="center">
        <SearchInput label={t('templates.search')} value={params.search} onSearch={(search) => update({ search })} />
        <Select
          aria-label={t('templates.columns.status')}
          value={params.status}
          onChange={(status: TemplateStatus | '') => update({ status })}
          options={[
            { value: '', label: t('templates.allStatuses') },
            ...TEMPLATE_STATUSES.map((s) => ({ value: s, label: t(`templateStatuses.${s}`) })),
          ]}
          style={{ minWidth: 150 }}
        />
        <Select
          aria-label={t('templates.columns.category')}
          value={params.category}
          onChange={(category: TemplateCategory | '') => update({ category })}
          options={[
            { value: '', label: t('templates.allCategories') },
            ...TEMPLATE_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) })),
          ]}
          style={{ minWidth: 170 }}
        />
      </Flex>
      <DataTable<Template>
        ariaLabel={t('templates.title')}
        columns={columns}
        rowKey={(row) => row._id}
        query={templates}
        page={params.page - 1}
        pageSize={params.limit}
        onPageChange={(page, limit) => update({ page: page + 1, limit })}
        actions={
          canUpdate ? [{ action: 'edit', label: t('templates.edit'), icon: <EditOutlined aria-hidden /> }] : undefined
        }
        onAction={(_action, row) => form.show(row)}
      />
      <TemplateFormDialog open={form.open} template={form.subject} onClose={form.close} />
    </Flex>
  );
}
