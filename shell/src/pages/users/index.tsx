import { BookOutlined, CheckCircleOutlined, EditOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { DEFAULT_LIMIT, ROLE_SUPER_ADMIN } from '@skillhub/shared/constants';
import { can, permissionsCover } from '@skillhub/shared/permissions';
import type { User } from '@skillhub/shared/schemas/user';
import { authAtom, sessionStore } from '@skillhub/shared/session';
import { ConfirmDialog } from '@skillhub/shared/ui/confirm-dialog';
import { DataTable, type RowAction, SNO_KEY, type TableColumn } from '@skillhub/shared/ui/data-table';
import { useNotify } from '@skillhub/shared/ui/notify';
import { Button, Flex, Input, Segmented, Tag, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { roleLabel } from '../../layouts/dashboard-layout/role-label.ts';
import { useRoles } from '../settings/use-roles.ts';
import { AssignCourseDialog } from './assign-course-dialog.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';
import { type StatusFilter, useSetUserActive, useUsersList } from './use-users.ts';
import { UserFormDialog } from './user-form-dialog.tsx';
import './users-page.css';

const SEARCH_DEBOUNCE_MS = 400;

const STATUS_OPTIONS: { label: string; value: StatusFilter }[] = [
  { label: 'All', value: 'all' },
  { label: 'Active', value: 'active' },
  { label: 'Inactive', value: 'inactive' },
];

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export function formatDate(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : dateFormat.format(date);
}

type DialogKind = 'add' | 'edit' | 'status' | 'assign' | null;

/**
 * Staff users (module Users / Users): the list, Add User, Edit User, Activate/Deactivate User and Assign course
 * (a direct enrolment without payment).
 */
export function UsersPage() {
  const { permissions, user: me } = useAtomValue(authAtom, { store: sessionStore });
  const canCreate = can(permissions, 'Users', 'Users', 'create');
  const canUpdate = can(permissions, 'Users', 'Users', 'update');
  // The server keeps super-admin accounts (and granting that role) to super admins.
  const isSuperAdmin = me?.role.name === ROLE_SUPER_ADMIN;
  const notify = useNotify();

  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_LIMIT);
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [dialog, setDialog] = useState<DialogKind>(null);
  // Kept after a dialog closes, so its text does not change while it animates away.
  const [selected, setSelected] = useState<User>();

  const list = useUsersList({ page, pageSize, search, status });
  const setActive = useSetUserActive();
  const roles = useRoles();

  // A page that emptied (its last user filtered away) falls back to the last page there is.
  const totalPages = list.data?.pagination.totalPages ?? 0;
  useEffect(() => {
    if (totalPages > 0 && page > totalPages - 1) setPage(totalPages - 1);
  }, [page, totalPages]);

  const columns: TableColumn<User>[] = [
    { key: SNO_KEY, label: 'S.No.' },
    {
      key: 'name',
      label: 'Name',
      render: (row) => (
        <span>
          {row.name}
          {row._id === me?._id && (
            <Tag className="sh-users-you" variant="filled">
              You
            </Tag>
          )}
        </span>
      ),
    },
    {
      key: 'email',
      label: 'Email',
      // A new address waits for the link mailed to it; until then the old one is the account's.
      render: (row) => (
        <span>
          {row.email}
          {row.pendingEmail && (
            <Tag className="sh-users-pending-email" color="warning" variant="filled">
              Pending: {row.pendingEmail}
            </Tag>
          )}
        </span>
      ),
    },
    { key: 'role', label: 'Role', render: (row) => roleLabel(row.role?.name) },
    {
      key: 'isActive',
      label: 'Status',
      render: (row) => <Tag color={row.isActive ? 'success' : 'default'}>{row.isActive ? 'Active' : 'Inactive'}</Tag>,
    },
    { key: 'createdAt', label: 'Created', render: (row) => formatDate(row.createdAt) },
  ];

  const assignAction: RowAction = { action: 'assign', label: 'Assign course', icon: <BookOutlined /> };
  // Only what the server would allow is offered: nobody deactivates themselves, only a super admin touches a
  // super admin's account, and a user whose role has permissions the signed-in user lacks is not theirs to edit.
  const rowActions = (row: User): RowAction[] => {
    if (!isSuperAdmin && row.role?.name === ROLE_SUPER_ADMIN) return [];
    const rolePermissions = roles.data?.find((role) => role._id === row.role?._id)?.permissions;
    if (!isSuperAdmin && rolePermissions && !permissionsCover(permissions ?? [], rolePermissions)) {
      return [assignAction];
    }
    const actions: RowAction[] = [{ action: 'edit', label: 'Edit User', icon: <EditOutlined />, color: 'primary' }];
    if (row._id !== me?._id) {
      actions.push(
        row.isActive
          ? { action: 'status', label: 'Deactivate User', icon: <StopOutlined />, danger: true }
          : { action: 'status', label: 'Activate User', icon: <CheckCircleOutlined />, color: 'success' },
      );
    }
    actions.push(assignAction);
    return actions;
  };

  const openDialog = (kind: Exclude<DialogKind, null>, user?: User) => {
    setSelected(user);
    setDialog(kind);
  };

  const confirmStatus = async () => {
    if (!selected) return;
    const isActive = !selected.isActive;
    try {
      const answer = await setActive.mutateAsync({ userId: selected._id, isActive });
      notify.success(answer?.message ?? `User ${isActive ? 'activated' : 'deactivated'} successfully`);
      setDialog(null);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <section className="sh-users" aria-labelledby="sh-users-title">
      <Flex className="sh-users-header" justify="space-between" align="center" gap="middle" wrap>
        <div>
          <Typography.Title level={3} id="sh-users-title" style={{ margin: 0 }}>
            Users
          </Typography.Title>
          <Typography.Text type="secondary">Staff accounts and the roles they hold.</Typography.Text>
        </div>
        {canCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openDialog('add')}>
            Add User
          </Button>
        )}
      </Flex>

      <Flex className="sh-users-toolbar" gap="middle" align="center" wrap>
        <Input.Search
          className="sh-users-search"
          placeholder="Search by name or email"
          aria-label="Search users"
          allowClear
          value={searchInput}
          onChange={(event) => {
            setSearchInput(event.target.value);
            setPage(0);
          }}
          onSearch={(value) => setSearchInput(value)}
          maxLength={200}
        />
        <Segmented<StatusFilter>
          aria-label="Filter by status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(0);
          }}
        />
      </Flex>

      <DataTable<User>
        ariaLabel="Users"
        columns={columns}
        rows={list.data?.data}
        rowKey={(row) => row._id}
        loading={list.isFetching}
        error={list.isError ? list.error : undefined}
        onRetry={() => list.refetch()}
        page={page}
        pageSize={pageSize}
        total={list.data?.pagination.total ?? 0}
        onPageChange={(nextPage, nextSize) => {
          setPage(nextPage);
          setPageSize(nextSize);
        }}
        actions={canUpdate ? rowActions : undefined}
        onAction={(action, row) => openDialog(action === 'edit' || action === 'assign' ? action : 'status', row)}
      />

      {canCreate && (
        <UserFormDialog open={dialog === 'add'} allowSuperAdmin={isSuperAdmin} onClose={() => setDialog(null)} />
      )}
      {canUpdate && (
        <UserFormDialog
          open={dialog === 'edit'}
          user={selected}
          allowSuperAdmin={isSuperAdmin}
          onClose={() => setDialog(null)}
        />
      )}
      {canUpdate && <AssignCourseDialog open={dialog === 'assign'} user={selected} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog === 'status'}
        title={selected?.isActive ? 'Deactivate User' : 'Activate User'}
        description={
          selected &&
          (selected.isActive
            ? `${selected.name} will no longer be able to sign in. Do you want to deactivate this user?`
            : `${selected.name} will be able to sign in again. Do you want to activate this user?`)
        }
        confirmLabel={selected?.isActive ? 'Deactivate' : 'Activate'}
        danger={selected?.isActive}
        loading={setActive.isPending}
        onConfirm={confirmStatus}
        onCancel={() => setDialog(null)}
      />
    </section>
  );
}
