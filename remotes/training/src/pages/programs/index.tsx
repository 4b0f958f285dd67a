import {
  CheckCircleOutlined,
  DownloadOutlined,
  EditOutlined,
  LinkOutlined,
  PlusOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { DEFAULT_LIMIT, PAGE_SIZE_OPTIONS } from '@skillhub/shared/constants';
import { formatDate } from '@skillhub/shared/format';
import type { Program } from '@skillhub/shared/schemas/training';
import { ConfirmDialog } from '@skillhub/shared/ui/confirm-dialog';
import { DataTable, type RowAction, type TableColumn } from '@skillhub/shared/ui/data-table';
import { useNotify } from '@skillhub/shared/ui/notify';
import { PageHeader } from '@skillhub/shared/ui/page-header';
import { SearchInput } from '@skillhub/shared/ui/search-input';
import { useDialogState } from '@skillhub/shared/ui/use-dialog-state';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { useUrlParams } from '@skillhub/shared/ui/use-url-params';
import { Button, Flex, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { useInstitutionOptions } from '../../institutions/institution-queries.ts';
import { copyApplyLink } from '../../programs/copy-apply-link.tsx';
import { ProgramFormDialog } from '../../programs/program-form-dialog.tsx';
import { downloadProgramPoster } from '../../programs/program-poster.ts';
import { type ProgramParams, usePrograms, useToggleProgram } from '../../programs/program-queries.ts';
import { ACTIVITY_STATUSES, type ActivityStatus } from '../../training-lists.ts';

const DEFAULTS: ProgramParams = { status: 'active', search: '', institution: '', page: 1, limit: DEFAULT_LIMIT };

/**
 * Dashboard › Training Programs › Programs: the active or the inactive ones, searched and filtered by institution
 * (in the URL). Anyone who may read can print a program's QR poster or copy its application link; add, edit and
 * (de)activate are for those allowed to change programs.
 */
export default function ProgramsPage() {
  const { canCreate, canUpdate } = useModuleAbilities('Training Programs', 'Programs');
  const { params, update } = useUrlParams(DEFAULTS, { status: ACTIVITY_STATUSES, limit: PAGE_SIZE_OPTIONS });
  const programs = usePrograms(params);
  const institutions = useInstitutionOptions('every');
  const toggle = useToggleProgram();
  const form = useDialogState<Program>();
  const confirm = useDialogState<Program>();
  const notify = useNotify();
  const { t } = useT();
  const { t: common } = useTranslation('common');

  const columns: TableColumn<Program>[] = [
    { key: 'sno.', label: common('table.sno') },
    { key: 'title', label: t('programs.columns.title') },
    { key: 'institution.name', label: t('programs.columns.institution') },
    { key: 'startDate', label: t('programs.columns.startDate'), render: (row) => formatDate(row.startDate) },
    { key: 'endDate', label: t('programs.columns.endDate'), render: (row) => formatDate(row.endDate) },
    { key: 'applicantsCount', label: t('programs.columns.applicants'), align: 'center' },
  ];

  const rowActions = (row: Program): RowAction[] => [
    ...(canUpdate ? [{ action: 'edit', label: t('programs.edit'), icon: <EditOutlined aria-hidden /> }] : []),
    { action: 'poster', label: t('programs.downloadPoster'), icon: <DownloadOutlined aria-hidden /> },
    { action: 'link', label: t('programs.copyLink'), icon: <LinkOutlined aria-hidden /> },
    ...(canUpdate
      ? [
          row.isDeleted
            ? { action: 'toggle', label: t('programs.activate'), icon: <CheckCircleOutlined aria-hidden /> }
            : { action: 'toggle', label: t('programs.deactivate'), icon: <StopOutlined aria-hidden />, danger: true },
        ]
      : []),
  ];

  const onAction = async (action: string, row: Program) => {
    if (action === 'edit') form.show(row);
    else if (action === 'toggle') confirm.show(row);
    else if (action === 'link') await copyApplyLink(row, notify, t);
    else if (action === 'poster') {
      try {
        notify.success(t('programs.posterDownloaded', { file: await downloadProgramPoster(row._id) }));
      } catch (error) {
        notify.error(errorMessage(error));
      }
    }
  };

  const subject = confirm.subject;
  const confirmToggle = async () => {
    if (!subject) return;
    try {
      const { data } = await toggle.mutateAsync(subject._id);
      notify.success(data.isDeleted ? t('programs.deactivated') : t('programs.activated'));
      confirm.close();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Flex vertical gap="middle">
      <PageHeader
        title={t('programs.title')}
        actions={
          canCreate && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => form.show()}>
              {t('programs.add')}
            </Button>
          )
        }
      />
      <Flex wrap gap="small" align="center">
        <Segmented
          aria-label={t('programs.status')}
          value={params.status}
          onChange={(status) => update({ status: status as ActivityStatus })}
          options={ACTIVITY_STATUSES.map((status) => ({ value: status, label: t(`programs.statuses.${status}`) }))}
        />
        <SearchInput label={t('programs.search')} value={params.search} onSearch={(search) => update({ search })} />
        <Select<string>
          aria-label={t('programs.institutionFilter')}
          placeholder={t('programs.institutionFilter')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={institutions.isFetching}
          value={params.institution || undefined}
          onChange={(institution) => update({ institution: institution ?? '' })}
          options={(institutions.data ?? []).map((institution) => ({
            value: institution._id,
            label: institution.isDeleted
              ? t('programs.inactiveInstitution', { name: institution.name })
              : institution.name,
          }))}
          style={{ minWidth: 220 }}
        />
      </Flex>
      <DataTable<Program>
        ariaLabel={t('programs.title')}
        columns={columns}
        rowKey={(row) => row._id}
        query={programs}
        page={params.page - 1}
        pageSize={params.limit}
        onPageChange={(page, limit) => update({ page: page + 1, limit })}
        actions={rowActions}
        onAction={onAction}
      />
      <ProgramFormDialog open={form.open} program={form.subject} onClose={form.close} />
      <ConfirmDialog
        open={confirm.open}
        title={subject?.isDeleted ? t('programs.activateTitle') : t('programs.deactivateTitle')}
        description={
          subject?.isDeleted
            ? t('programs.activateText', { title: subject.title })
            : t('programs.deactivateText', { title: subject?.title ?? '', count: subject?.applicantsCount ?? 0 })
        }
        confirmLabel={subject?.isDeleted ? t('programs.activate') : t('programs.deactivate')}
        danger={!subject?.isDeleted}
        loading={toggle.isPending}
        onConfirm={confirmToggle}
        onCancel={confirm.close}
      />
    </Flex>
  );
}
