import { CheckCircleOutlined, EditOutlined, PlusOutlined, SearchOutlined, StopOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { DEFAULT_LIMIT } from '@skillhub/shared/constants';
import { can } from '@skillhub/shared/permissions';
import type { Category } from '@skillhub/shared/schemas/category';
import { authAtom } from '@skillhub/shared/session';
import { ConfirmDialog } from '@skillhub/shared/ui/confirm-dialog';
import { DataTable, type RowAction, type TableColumn } from '@skillhub/shared/ui/data-table';
import { useNotify } from '@skillhub/shared/ui/notify';
import { Button, Flex, Input, Typography, theme } from 'antd';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { CategoryFormDialog } from './category-form-dialog.tsx';
import { categoryMessages } from './category-messages.ts';
import { CategoryStatusFilter } from './category-status-filter.tsx';
import { type CategoryStatus, useCategories, useToggleCategory } from './use-categories.ts';

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

function toggleWording(category: Category | null) {
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
  const { permissions } = useAtomValue(authAtom);
  const canCreate = can(permissions, 'Courses', 'Category', 'create');
  const canUpdate = can(permissions, 'Courses', 'Category', 'update');

  const [status, setStatus] = useState<CategoryStatus>('active');
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState({ page: 0, pageSize: DEFAULT_LIMIT });
  // Dialogs keep their category while closing, so the closing animation shows the same text.
  const [form, setForm] = useState<{ open: boolean; category: Category | null }>({ open: false, category: null });
  const [confirm, setConfirm] = useState<{ open: boolean; category: Category | null }>({ open: false, category: null });

  const categories = useCategories(status);
  const toggle = useToggleCategory();
  const notify = useNotify();
  const { token } = theme.useToken();

  const matching = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const all = categories.data ?? [];
    return needle ? all.filter((c) => c.name.toLowerCase().includes(needle)) : all;
  }, [categories.data, search]);
  // A toggle can empty the last page; show the last one that still has rows.
  const lastPage = Math.max(0, Math.ceil(matching.length / paging.pageSize) - 1);
  const page = Math.min(paging.page, lastPage);
  const rows = matching.slice(page * paging.pageSize, (page + 1) * paging.pageSize);

  const changeStatus = (next: CategoryStatus) => {
    setStatus(next);
    setPaging((p) => ({ ...p, page: 0 }));
  };
  const changeSearch = (next: string) => {
    setSearch(next);
    setPaging((p) => ({ ...p, page: 0 }));
  };

  const onAction = (action: string, row: Category) => {
    if (action === 'edit') setForm({ open: true, category: row });
    if (action === 'toggle') setConfirm({ open: true, category: row });
  };
  const closeConfirm = () => setConfirm((c) => ({ ...c, open: false }));

  const confirmToggle = async () => {
    if (!confirm.category) return;
    try {
      const { data } = await toggle.mutateAsync(confirm.category._id);
      notify.success(data.isDeleted ? categoryMessages.deactivated : categoryMessages.activated);
      closeConfirm();
    } catch (error) {
      notify.error(errorMessage(error, categoryMessages.toggleFailed));
    }
  };

  return (
    <Flex vertical gap="middle">
      <Flex wrap justify="space-between" align="center" gap="small">
        <Typography.Title level={1} style={{ fontSize: token.fontSizeHeading3, margin: 0 }}>
          Category
        </Typography.Title>
        {canCreate && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setForm({ open: true, category: null })}
          >
            Add Category
          </Button>
        )}
      </Flex>

      <Flex wrap gap="small" align="center">
        <CategoryStatusFilter value={status} onChange={changeStatus} />
        <Input
          allowClear
          role="searchbox"
          enterKeyHint="search"
          aria-label="Search categories by name"
          placeholder="Search by name"
          prefix={<SearchOutlined aria-hidden />}
          value={search}
          onChange={(e) => changeSearch(e.target.value)}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
      </Flex>

      <DataTable<Category>
        ariaLabel={`${status === 'active' ? 'Active' : 'Inactive'} categories`}
        columns={columns}
        rows={rows}
        rowKey={(row) => row._id}
        loading={categories.isPending}
        error={categories.isError ? categories.error : undefined}
        onRetry={() => categories.refetch()}
        page={page}
        pageSize={paging.pageSize}
        total={matching.length}
        onPageChange={(nextPage, pageSize) => setPaging({ page: nextPage, pageSize })}
        actions={canUpdate ? rowActions : undefined}
        onAction={onAction}
      />

      <CategoryFormDialog
        open={form.open}
        category={form.category}
        onClose={() => setForm((f) => ({ ...f, open: false }))}
      />

      <ConfirmDialog
        open={confirm.open}
        {...toggleWording(confirm.category)}
        loading={toggle.isPending}
        onConfirm={confirmToggle}
        onCancel={closeConfirm}
      />
    </Flex>
  );
}
