import { CheckCircleOutlined, EditOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { DEFAULT_LIMIT, PAGE_SIZE_OPTIONS } from '@skillhub/shared/constants';
import type { BlogCategory } from '@skillhub/shared/schemas/blog';
import { ConfirmDialog } from '@skillhub/shared/ui/confirm-dialog';
import { DataTable, type RowAction, type TableColumn } from '@skillhub/shared/ui/data-table';
import { useNotify } from '@skillhub/shared/ui/notify';
import { PageHeader } from '@skillhub/shared/ui/page-header';
import { SearchInput } from '@skillhub/shared/ui/search-input';
import { useDialogState } from '@skillhub/shared/ui/use-dialog-state';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { useUrlParams } from '@skillhub/shared/ui/use-url-params';
import { Button, Flex, Segmented } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '../i18n/index.ts';
import { TaxonomyFormDialog } from './taxonomy-form-dialog.tsx';
import {
  TAXONOMY_STATUSES,
  type TaxonomyKind,
  type TaxonomyStatus,
  useTaxonomy,
  useToggleTerm,
} from './taxonomy-queries.ts';

const SUB_MODULE = { category: 'Categories', topic: 'Topics' } as const;

/**
 * Dashboard › Blogs › Category or Topics: the terms by status, searched, with add, edit and (de)activate. A term
 * in use is never deleted: deactivating keeps it on its posts and stops offering it for new ones.
 */
export function TaxonomyPage({ kind }: { kind: TaxonomyKind }) {
  const { canCreate, canUpdate } = useModuleAbilities('Blogs', SUB_MODULE[kind]);
  const { params, update } = useUrlParams(
    { status: 'active' as TaxonomyStatus, search: '', page: 1, limit: DEFAULT_LIMIT as number },
    { status: TAXONOMY_STATUSES, limit: PAGE_SIZE_OPTIONS },
  );
  const form = useDialogState<BlogCategory>();
  const confirm = useDialogState<BlogCategory>();
  const terms = useTaxonomy(kind, params.status);
  const toggle = useToggleTerm(kind);
  const notify = useNotify();
  const { t } = useT();
  const { t: common } = useTranslation('common');

  const columns: TableColumn<BlogCategory>[] = [
    { key: 'sno.', label: common('table.sno') },
    { key: 'name', label: t('taxonomy.name') },
    ...(kind === 'category' ? [{ key: 'slug', label: t('taxonomy.slug') } as TableColumn<BlogCategory>] : []),
    { key: 'postsCount', label: t('taxonomy.posts'), align: 'center' },
  ];

  const rowActions = (row: BlogCategory): RowAction[] => [
    { action: 'edit', label: t(`taxonomy.${kind}.edit`), icon: <EditOutlined aria-hidden /> },
    row.isDeleted
      ? { action: 'toggle', label: t('taxonomy.activate'), icon: <CheckCircleOutlined aria-hidden /> }
      : { action: 'toggle', label: t('taxonomy.deactivate'), icon: <StopOutlined aria-hidden />, danger: true },
  ];

  const matching = useMemo(() => {
    const needle = params.search.toLowerCase();
    return needle && terms.data ? terms.data.filter((term) => term.name.toLowerCase().includes(needle)) : terms.data;
  }, [terms.data, params.search]);

  const subject = confirm.subject;
  const confirmToggle = async () => {
    if (!subject) return;
    try {
      const { data, message } = await toggle.mutateAsync(subject._id);
      notify.success(message ?? (data.isDeleted ? t('taxonomy.deactivated') : t('taxonomy.activated')));
      confirm.close();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Flex vertical gap="middle">
      <PageHeader
        title={t(`taxonomy.${kind}.title`)}
        actions={
          canCreate && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => form.show()}>
              {t(`taxonomy.${kind}.add`)}
            </Button>
          )
        }
      />
      <Flex wrap gap="small" align="center">
        <Segmented
          aria-label={t('taxonomy.status')}
          value={params.status}
          onChange={(status) => update({ status: status as TaxonomyStatus })}
          options={TAXONOMY_STATUSES.map((status) => ({ value: status, label: t(`taxonomy.statuses.${status}`) }))}
        />
        <SearchInput
          label={t(`taxonomy.${kind}.search`)}
          value={params.search}
          onSearch={(search) => update({ search })}
        />
      </Flex>
      <DataTable<BlogCategory>
        ariaLabel={t(`taxonomy.${kind}.title`)}
        columns={columns}
        rowKey={(row) => row._id}
        query={{ ...terms, data: matching }}
        page={params.page - 1}
        pageSize={params.limit}
        onPageChange={(page, limit) => update({ page: page + 1, limit })}
        actions={canUpdate ? rowActions : undefined}
        onAction={(action, row) => (action === 'edit' ? form.show(row) : confirm.show(row))}
      />
      <TaxonomyFormDialog kind={kind} open={form.open} term={form.subject} onClose={form.close} />
      <ConfirmDialog
        open={confirm.open}
        title={subject?.isDeleted ? t('taxonomy.activate') : t('taxonomy.deactivate')}
        description={
          subject?.isDeleted
            ? t('taxonomy.activateText', { name: subject?.name ?? '' })
            : t('taxonomy.deactivateText', { name: subject?.name ?? '', count: subject?.postsCount ?? 0 })
        }
        danger={!subject?.isDeleted}
        loading={toggle.isPending}
        onConfirm={confirmToggle}
        onCancel={confirm.close}
      />
    </Flex>
  );
}
