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
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { roleLabel } from '../../layouts/dashboard-layout/role-label.ts';
import { useRoles } from '../../roles/use-roles.ts';
import { AssignCourseDialog } from './assign-course-dialog.tsx';
import { STATUS_FILTERS, type StatusFilter, useSetUserActive, useUsersList } from './use-users.ts';
import { UserFormDialog } from './user-form-dialog.tsx';
import './users-page.css';

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
  const { t } = useT();
  const { t: common } = useTranslation('common');

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
    { key: SNO_KEY, label: common('table.sno') },
    {
      key: 'name',
      label: t('users.columns.name'),
      render: (row) => (
        <span>
          {row.name}
          {row._id === me?._id && (
            <Tag className="sh-users-you" variant="filled">
              {t('users.you')}
            </Tag>
          )}
        </span>
      ),
    },
    {
      key: 'email',
      label: t('users.columns.email'),
      // A new address waits for the link mailed to it (asked by staff, first for the owner's approval); until
      // then the old one is the account's.
      render: (row) => (
        <span>
          {row.email}
          {row.pendingEmail && (
            <Tag className="sh-users-pending-email" color="warning" variant="filled">
              {row.pendingEmailAwaitsApproval
                ? t('users.pendingApproval', { email: row.pendingEmail })
                : t('users.pendingEmail', { email: row.pendingEmail })}
            </Tag>
          )}
        </span>
      ),
    },
    { key: 'role', label: t('users.columns.role'), render: (row) => roleLabel(row.role?.name) },
    {
      key: 'isActive',
      label: t('users.columns.status'),
      render: (row) => (
        <Tag color={row.isActive ? 'success' : 'default'}>{row.isActive ? t('users.active') : t('users.inactive')}</Tag>
      ),
    },
    { key: 'createdAt', label: t('users.columns.created'), render: (row) => formatDate(row.createdAt) },
  ];

  const assignAction: RowAction = { action: 'assign', label: t('users.actions.assign'), icon: <BookOutlined /> };
  // Only what the server would allow is offered: nobody deactivates themselves, only a super admin touches a
  // super admin's account, and a user whose role has permissions the signed-in user lacks is not theirs to edit.
  const rowActions = (row: User): RowAction[] => {
    if (!isSuperAdmin && row.role?.name === ROLE_SUPER_ADMIN) return [];
    const rolePermissions = roles.data?.find((role) => role._id === row.role?._id)?.permissions;
    if (!isSuperAdmin && rolePermissions && !permissionsCover(permissions ?? [], rolePermissions)) {
      return [assignAction];
    }
    const actions: RowAction[] = [
      { action: 'edit', label: t('users.actions.edit'), icon: <EditOutlined />, color: 'primary' },
    ];
    if (row._id !== me?._id) {
      actions.push(
        row.isActive
          ? { action: 'status', label: t('users.actions.deactivate'), icon: <StopOutlined />, danger: true }
          : { action: 'status', label: t('users.actions.activate'), icon: <CheckCircleOutlined />, color: 'success' },
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
      notify.success(answer?.message ?? (isActive ? t('users.activated') : t('users.deactivated')));
      status.close();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <section className="sh-users" aria-labelledby="sh-users-title">
      <PageHeader
        title={t('users.title')}
        id="sh-users-title"
        description={t('users.description')}
        actions={
          canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => addUser.show()}>
              {t('users.add')}
            </Button>
          )
        }
      />

      <Flex className="sh-users-toolbar" gap="middle" align="center" wrap>
        <SearchInput
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          value={params.search}
          onSearch={(search) => update({ search })}
        />
        <Segmented<StatusFilter>
          aria-label={t('users.filterByStatus')}
          options={STATUS_FILTERS.map((value) => ({ label: t(`users.filters.${value}`), value }))}
          value={params.status}
          onChange={(value) => update({ status: value })}
        />
      </Flex>

      <DataTable<User>
        ariaLabel={t('users.table')}
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
        title={selected?.isActive ? t('users.actions.deactivate') : t('users.actions.activate')}
        description={
          selected &&
          (selected.isActive
            ? t('users.confirmDeactivate', { name: selected.name })
            : t('users.confirmActivate', { name: selected.name }))
        }
        confirmLabel={selected?.isActive ? t('users.deactivate') : t('users.activate')}
        danger={selected?.isActive}
        loading={setActive.isPending}
        onConfirm={confirmStatus}
        onCancel={status.close}
      />
    </section>
  );
}
