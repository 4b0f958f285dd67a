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
import { useMemo } from 'react';
import { CategoryFormDialog } from './category-form-dialog.tsx';
import { categoryMessages } from './category-messages.ts';
import { CategoryStatusFilter } from './category-status-filter.tsx';
import { CATEGORY_STATUSES, type CategoryStatus, useCategories, useToggleCategory } from './use-categories.ts';

const columns: TableColumn<Category>[] = [
  { key: 'sno.', label: 'S.No.' },
  { key: 'name', label: 'Category Name' },
  { key: 'courses', label: 'No of Courses', align: 'center', render: (row) => row.courses.length },
];

function rowActions(row: Category): RowAction[] {
  return [
    { action: 'edit', label: 'Edit Category', icon: <EditOutlined aria-hidden /> },
    row.isDeleted
      ? { action: 'toggle', label: 'Activate Category', icon: <CheckCircleOutlined aria-hidden /> }
      : { action: 'toggle', label: 'Deactivate Category', icon: <StopOutlined aria-hidden />, danger: true },
  ];
}

function toggleWording(category: Category | undefined) {
  const name = category?.name ?? '';
  return category?.isDeleted
    ? {
        title: 'Activate Category',
        description: `Activate "${name}"? It can be assigned to new courses again.`,
        danger: false,
      }
    : {
        title: 'Deactivate Category',
        description: `Deactivate "${name}"? It will no longer be available for new courses.`,
        danger: true,
      };
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
      notify.success(data.isDeleted ? categoryMessages.deactivated : categoryMessages.activated);
      confirm.close();
    } catch (error) {
      notify.error(errorMessage(error, categoryMessages.toggleFailed));
    }
  };

  return (
    <Flex vertical gap="middle">
      <PageHeader
        title="Category"
        actions={
          canCreate && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => form.show()}>
              Add Category
            </Button>
          )
        }
      />

      <Flex wrap gap="small" align="center">
        <CategoryStatusFilter value={params.status} onChange={(status) => update({ status })} />
        <SearchInput
          label="Search categories by name"
          placeholder="Search by name"
          value={params.search}
          onSearch={(search) => update({ search })}
        />
      </Flex>

      <DataTable<Category>
        ariaLabel={`${params.status === 'active' ? 'Active' : 'Inactive'} categories`}
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
        {...toggleWording(confirm.subject)}
        loading={toggle.isPending}
        onConfirm={confirmToggle}
        onCancel={confirm.close}
      />
    </Flex>
  );
}
