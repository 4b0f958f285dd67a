import { BookOutlined, CheckCircleOutlined, EditOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { DEFAULT_LIMIT, PAGE_SIZE_OPTIONS, ROLE_SUPER_ADMIN } from '@skillhub/shared/constants';
import { formatDate } from '@skillhub/shared/format';
import { permissionsCover } from '@skillhub/shared/permissions';
import type { User } from '@skillhub/shared/schemas/user';
import { authAtom, sessionStore } from '@skillhub/shared/session';
import { ConfirmDialog } from '@skillhub/shared/ui/confirm-dialog';
import { DataTable, type RowAction, SNO_KEY, type TableColumn } from '@skillhub/shared/ui/data-table';
import { useNotify } from '@skillhub/shared/ui/notify';
import { PageHeader } from '@skillhub/shared/ui/page-header';
import { SearchInput } from '@skillhub/shared/ui/search-input';
import { useDialogState } from '@skillhub/shared/ui/use-dialog-state';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { useUrlParams } from '@skillhub/shared/ui/use-url-params';
import { Button, Flex, Segmented, Tag } from 'antd';
import { useAtomValue } from 'jotai';
import { roleLabel } from '../../layouts/dashboard-layout/role-label.ts';
import { useRoles } from '../../roles/use-roles.ts';
import { AssignCourseDialog } from './assign-course-dialog.tsx';
import { STATUS_FILTERS, type StatusFilter, useSetUserActive, useUsersList } from './use-users.ts';
import { UserFormDialog } from './user-form-dialog.tsx';
import './users-page.css';

const STATUS_OPTIONS: { label: string; value: StatusFilter }[] = [
  { label: 'All', value: 'all' },
  { label: 'Active', value: 'active' },
  { label: 'Inactive', value: 'inactive' },
];

/**
 * Staff users (module Users / Users): the list, Add User, Edit User, Activate/Deactivate User and Assign course
 * (a direct enrolment without payment).
 */
export function UsersPage() {
  const { permissions, user: me } = useAtomValue(authAtom, { store: sessionStore });
  const { canCreate, canUpdate } = useModuleAbilities('Users', 'Users');
  // The server keeps super-admin accounts (and granting that role) to super admins.
  const isSuperAdmin = me?.role.name === ROLE_SUPER_ADMIN;
  const notify = useNotify();

  const { params, update } = useUrlParams(
    { search: '', status: 'all' as StatusFilter, page: 1, limit: DEFAULT_LIMIT as number },
    { status: STATUS_FILTERS, limit: PAGE_SIZE_OPTIONS },
  );
  const addUser = useDialogState();
  const editUser = useDialogState<User>();
  const status = useDialogState<User>();
  const assign = useDialogState<User>();

  const list = useUsersList({
    page: params.page - 1,
    pageSize: params.limit,
    search: params.search,
    status: params.status,
  });
  const setActive = useSetUserActive();
  const roles = useRoles();

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

  const onAction = (action: string, row: User) => {
    if (action === 'edit') editUser.show(row);
    else if (action === 'assign') assign.show(row);
    else status.show(row);
  };

  const selected = status.subject;
  const confirmStatus = async () => {
    if (!selected) return;
    const isActive = !selected.isActive;
    try {
      const answer = await setActive.mutateAsync({ userId: selected._id, isActive });
      notify.success(answer?.message ?? `User ${isActive ? 'activated' : 'deactivated'} successfully`);
      status.close();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <section className="sh-users" aria-labelledby="sh-users-title">
      <PageHeader
        title="Users"
        id="sh-users-title"
        description="Staff accounts and the roles they hold."
        actions={
          canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => addUser.show()}>
              Add User
            </Button>
          )
        }
      />

      <Flex className="sh-users-toolbar" gap="middle" align="center" wrap>
        <SearchInput
          label="Search users"
          placeholder="Search by name or email"
          value={params.search}
          onSearch={(search) => update({ search })}
        />
        <Segmented<StatusFilter>
          aria-label="Filter by status"
          options={STATUS_OPTIONS}
          value={params.status}
          onChange={(value) => update({ status: value })}
        />
      </Flex>

      <DataTable<User>
        ariaLabel="Users"
        columns={columns}
        rowKey={(row) => row._id}
        query={list}
        page={params.page - 1}
        pageSize={params.limit}
        onPageChange={(page, limit) => update({ page: page + 1, limit })}
        actions={canUpdate ? rowActions : undefined}
        onAction={onAction}
      />

      {canCreate && <UserFormDialog open={addUser.open} allowSuperAdmin={isSuperAdmin} onClose={addUser.close} />}
      {canUpdate && (
        <UserFormDialog
          open={editUser.open}
          user={editUser.subject}
          allowSuperAdmin={isSuperAdmin}
          onClose={editUser.close}
        />
      )}
      {canUpdate && <AssignCourseDialog open={assign.open} user={assign.subject} onClose={assign.close} />}
      <ConfirmDialog
        open={status.open}
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
        onCancel={status.close}
      />
    </section>
  );
}
