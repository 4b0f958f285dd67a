import { CheckCircleOutlined, EditOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { DEFAULT_LIMIT, PAGE_SIZE_OPTIONS } from '@skillhub/shared/constants';
import type { Institution } from '@skillhub/shared/schemas/training';
import { ConfirmDialog } from '@skillhub/shared/ui/confirm-dialog';
import { DataTable, type RowAction, type TableColumn } from '@skillhub/shared/ui/data-table';
import { useNotify } from '@skillhub/shared/ui/notify';
import { PageHeader } from '@skillhub/shared/ui/page-header';
import { SearchInput } from '@skillhub/shared/ui/search-input';
import { useDialogState } from '@skillhub/shared/ui/use-dialog-state';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { useUrlParams } from '@skillhub/shared/ui/use-url-params';
import { Button, Flex, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { InstitutionFormDialog } from '../../institutions/institution-form-dialog.tsx';
import {
  type InstitutionParams,
  useInstitutions,
  useToggleInstitution,
} from '../../institutions/institution-queries.ts';
import { ACTIVITY_STATUSES, type ActivityStatus } from '../../training-lists.ts';

const DEFAULTS: InstitutionParams = { status: 'active', search: '', page: 1, limit: DEFAULT_LIMIT };

/**
 * Dashboard › Training Programs › Institutions: the active or the inactive ones, searched by name or e-mail (in
 * the URL), with add, edit and (de)activate for those allowed to change them. Nothing is deleted: an inactive
 * institution keeps its programs and takes no new ones.
 */
export default function InstitutionsPage() {
  const { canCreate, canUpdate } = useModuleAbilities('Training Programs', 'Institutions');
  const { params, update } = useUrlParams(DEFAULTS, { status: ACTIVITY_STATUSES, limit: PAGE_SIZE_OPTIONS });
  const institutions = useInstitutions(params);
  const toggle = useToggleInstitution();
  const form = useDialogState<Institution>();
  const confirm = useDialogState<Institution>();
  const notify = useNotify();
  const { t } = useT();
  const { t: common } = useTranslation('common');

  const columns: TableColumn<Institution>[] = [
    { key: 'sno.', label: common('table.sno') },
    { key: 'name', label: t('institutions.columns.name') },
    { key: 'email', label: t('institutions.columns.email') },
    { key: 'contactNumber', label: t('institutions.columns.contactNumber') },
    {
      key: 'website',
      label: t('institutions.columns.website'),
      render: (row) =>
        row.website && (
          <Typography.Link href={row.website} target="_blank" rel="noopener noreferrer">
            {row.website}
          </Typography.Link>
        ),
    },
    { key: 'programsCount', label: t('institutions.columns.programs'), align: 'center' },
  ];

  const rowActions = (row: Institution): RowAction[] => [
    { action: 'edit', label: t('institutions.edit'), icon: <EditOutlined aria-hidden /> },
    row.isDeleted
      ? { action: 'toggle', label: t('institutions.activate'), icon: <CheckCircleOutlined aria-hidden /> }
      : { action: 'toggle', label: t('institutions.deactivate'), icon: <StopOutlined aria-hidden />, danger: true },
  ];

  const subject = confirm.subject;
  const confirmToggle = async () => {
    if (!subject) return;
    try {
      const { data } = await toggle.mutateAsync(subject._id);
      notify.success(data.isDeleted ? t('institutions.deactivated') : t('institutions.activated'));
      confirm.close();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Flex vertical gap="middle">
      <PageHeader
        title={t('institutions.title')}
        actions={
          canCreate && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => form.show()}>
              {t('institutions.add')}
            </Button>
          )
        }
      />
      <Flex wrap gap="small" align="center">
        <Segmented
          aria-label={t('institutions.status')}
          value={params.status}
          onChange={(status) => update({ status: status as ActivityStatus })}
          options={ACTIVITY_STATUSES.map((status) => ({ value: status, label: t(`institutions.statuses.${status}`) }))}
        />
        <SearchInput label={t('institutions.search')} value={params.search} onSearch={(search) => update({ search })} />
      </Flex>
      <DataTable<Institution>
        ariaLabel={t('institutions.title')}
        columns={columns}
        rowKey={(row) => row._id}
        query={institutions}
        page={params.page - 1}
        pageSize={params.limit}
        onPageChange={(page, limit) => update({ page: page + 1, limit })}
        actions={canUpdate ? rowActions : undefined}
        onAction={(action, row) => (action === 'edit' ? form.show(row) : confirm.show(row))}
      />
      <InstitutionFormDialog open={form.open} institution={form.subject} onClose={form.close} />
      <ConfirmDialog
        open={confirm.open}
        title={subject?.isDeleted ? t('institutions.activateTitle') : t('institutions.deactivateTitle')}
        description={
          subject?.isDeleted
            ? t('institutions.activateText', { name: subject.name })
            : t('institutions.deactivateText', { name: subject?.name ?? '', count: subject?.programsCount ?? 0 })
        }
        confirmLabel={subject?.isDeleted ? t('institutions.activate') : t('institutions.deactivate')}
        danger={!subject?.isDeleted}
        loading={toggle.isPending}
        onConfirm={confirmToggle}
        onCancel={confirm.close}
      />
    </Flex>
  );
}
