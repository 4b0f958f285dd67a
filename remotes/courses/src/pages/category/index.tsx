import { CheckCircleOutlined, EditOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { DEFAULT_LIMIT, PAGE_SIZE_OPTIONS } from '@skillhub/shared/constants';
import type { Category } from '@skillhub/shared/schemas/category';
import { ConfirmDialog } from '@skillhub/shared/ui/confirm-dialog';
import { DataTable, type RowAction, type TableColumn } from '@skillhub/shared/ui/data-table';
import { useNotify } from '@skillhub/shared/ui/notify';
import { PageHeader } from '@skillhub/shared/ui/page-header';
import { SearchInput } from '@skillhub/shared/ui/search-input';
import { useDialogState } from '@skillhub/shared/ui/use-dialog-state';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { useUrlParams } from '@skillhub/shared/ui/use-url-params';
import { Button, Flex } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { CategoryFormDialog } from './category-form-dialog.tsx';
import { CategoryStatusFilter } from './category-status-filter.tsx';
import { CATEGORY_STATUSES, type CategoryStatus, useCategories, useToggleCategory } from './use-categories.ts';

function toggleWording(category: Category | undefined, t: TFunction<'courses'>) {
  const name = category?.name ?? '';
  return category?.isDeleted
    ? { title: t('category.activate'), description: t('category.activateText', { name }), danger: false }
    : { title: t('category.deactivate'), description: t('category.deactivateText', { name }), danger: true };
}

/** Dashboard › Category: the course categories, filtered by status, with add, edit and (de)activate. */
export default function CategoryPage() {
  const { canCreate, canUpdate } = useModuleAbilities('Courses', 'Category');
  const { params, update } = useUrlParams(
    { status: 'active' as CategoryStatus, search: '', page: 1, limit: DEFAULT_LIMIT as number },
    { status: CATEGORY_STATUSES, limit: PAGE_SIZE_OPTIONS },
  );
  const form = useDialogState<Category>();
  const confirm = useDialogState<Category>();

  const categories = useCategories(params.status);
  const toggle = useToggleCategory();
  const notify = useNotify();
  const { t } = useT();
  const { t: common } = useTranslation('common');

  const columns: TableColumn<Category>[] = [
    { key: 'sno.', label: common('table.sno') },
    { key: 'name', label: t('category.columns.name') },
    { key: 'courses', label: t('category.columns.courses'), align: 'center', render: (row) => row.courses.length },
  ];

  const rowActions = (row: Category): RowAction[] => [
    { action: 'edit', label: t('category.edit'), icon: <EditOutlined aria-hidden /> },
    row.isDeleted
      ? { action: 'toggle', label: t('category.activate'), icon: <CheckCircleOutlined aria-hidden /> }
      : { action: 'toggle', label: t('category.deactivate'), icon: <StopOutlined aria-hidden />, danger: true },
  ];

  // The endpoint answers the whole list for a status; the search narrows it here, and the table pages it.
  const matching = useMemo(() => {
    const needle = params.search.toLowerCase();
    const all = categories.data;
    return needle && all ? all.filter((c) => c.name.toLowerCase().includes(needle)) : all;
  }, [categories.data, params.search]);

  const confirmToggle = async () => {
    if (!confirm.subject) return;
    try {
      const { data } = await toggle.mutateAsync(confirm.subject._id);
      notify.success(data.isDeleted ? t('category.deactivated') : t('category.activated'));
      confirm.close();
    } catch (error) {
      notify.error(errorMessage(error, t('category.toggleFailed')));
    }
  };

  return (
    <Flex vertical gap="middle">
      <PageHeader
        title={t('category.title')}
        actions={
          canCreate && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => form.show()}>
              {t('category.add')}
            </Button>
          )
        }
      />

      <Flex wrap gap="small" align="center">
        <CategoryStatusFilter value={params.status} onChange={(status) => update({ status })} />
        <SearchInput
          label={t('category.search')}
          placeholder={t('category.searchPlaceholder')}
          value={params.search}
          onSearch={(search) => update({ search })}
        />
      </Flex>

      <DataTable<Category>
        ariaLabel={t(`category.tables.${params.status}`)}
        columns={columns}
        rowKey={(row) => row._id}
        query={{ ...categories, data: matching }}
        page={params.page - 1}
        pageSize={params.limit}
        onPageChange={(page, limit) => update({ page: page + 1, limit })}
        actions={canUpdate ? rowActions : undefined}
        onAction={(action, row) => (action === 'edit' ? form.show(row) : confirm.show(row))}
      />

      <CategoryFormDialog open={form.open} category={form.subject} onClose={form.close} />

      <ConfirmDialog
        open={confirm.open}
        {...toggleWording(confirm.subject, t)}
        loading={toggle.isPending}
        onConfirm={confirmToggle}
        onCancel={confirm.close}
      />
    </Flex>
  );
}
