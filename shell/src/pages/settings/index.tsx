import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { DEFAULT_LIMIT, ROLE_SUPER_ADMIN } from '@skillhub/shared/constants';
import { can, type Permissions, permissionsCover } from '@skillhub/shared/permissions';
import type { Role } from '@skillhub/shared/schemas/role';
import { authAtom, sessionStore } from '@skillhub/shared/session';
import { ConfirmDialog } from '@skillhub/shared/ui/confirm-dialog';
import { DataTable, SNO_KEY, type TableColumn } from '@skillhub/shared/ui/data-table';
import { useNotify } from '@skillhub/shared/ui/notify';
import { Button, Card, Flex, Tag, Tooltip, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { roleLabel } from '../../layouts/dashboard-layout/role-label.ts';
import { RoleFormDialog } from './role-form-dialog.tsx';
import { RolePermissionsDialog } from './role-permissions-dialog.tsx';
import { useDeleteRole, useRoles } from './use-roles.ts';
import './settings-page.css';

export const ROLE_DELETED_MESSAGE = 'Role deleted successfully';

/** Why a role cannot be deleted, mirroring the server's rules; undefined when it can. */
export function deleteBlockedReason(role: Role): string | undefined {
  if (role.isSystem) return `${roleLabel(role.name)} is a system role and cannot be deleted.`;
  if (role.usersCount > 0) {
    const users = role.usersCount === 1 ? '1 user holds' : `${role.usersCount} users hold`;
    return `${users} this role. Move them to another role before deleting it.`;
  }
  return undefined;
}

/**
 * Why someone with Settings update still may not edit a role, mirroring the server's rules; undefined when they
 * may. SUPER_ADMIN is never editable and says so itself.
 */
export function editBlockedReason(role: Role, held: Permissions, ownRoleId: string | undefined): string | undefined {
  if (role.name === ROLE_SUPER_ADMIN) return undefined;
  if (role._id === ownRoleId) return 'You cannot change the permissions of your own role.';
  if (!permissionsCover(held, role.permissions)) {
    return 'This role has permissions you do not hold, so you cannot edit it.';
  }
  return undefined;
}

type DialogKind = 'add' | 'permissions' | 'delete' | null;

/** Settings (module Settings): roles and their permissions. */
export function SettingsPage() {
  const { permissions, user: me } = useAtomValue(authAtom, { store: sessionStore });
  const canCreate = can(permissions, 'Settings', undefined, 'create');
  const canUpdate = can(permissions, 'Settings', undefined, 'update');
  const canDelete = can(permissions, 'Settings', undefined, 'delete');
  const notify = useNotify();

  const roles = useRoles();
  const deleteRole = useDeleteRole();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_LIMIT);
  const [dialog, setDialog] = useState<DialogKind>(null);
  // Kept after a dialog closes, so its text does not change while it animates away.
  const [selected, setSelected] = useState<Role>();

  const openDialog = (kind: Exclude<DialogKind, null>, role?: Role) => {
    setSelected(role);
    setDialog(kind);
  };

  const all = roles.data ?? [];
  const lastPage = Math.max(0, Math.ceil(all.length / pageSize) - 1);
  const currentPage = Math.min(page, lastPage);
  const rows = all.slice(currentPage * pageSize, (currentPage + 1) * pageSize);

  const columns: TableColumn<Role>[] = [
    { key: SNO_KEY, label: 'S.No.' },
    {
      key: 'name',
      label: 'Role',
      render: (role) => (
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{roleLabel(role.name)}</Typography.Text>
          {role.isSystem && <Tag color="geekblue">System</Tag>}
        </Flex>
      ),
    },
    {
      key: 'description',
      label: 'Description',
      render: (role) =>
        role.description ? (
          <Typography.Paragraph ellipsis={{ rows: 2, tooltip: role.description }} className="sh-settings-description">
            {role.description}
          </Typography.Paragraph>
        ) : undefined,
    },
    { key: 'usersCount', label: 'Users', align: 'center' },
    {
      key: 'actions',
      label: 'Actions',
      align: 'center',
      render: (role) => renderActions(role),
    },
  ];

  function renderActions(role: Role) {
    const name = roleLabel(role.name);
    const editable =
      canUpdate && role.name !== ROLE_SUPER_ADMIN && !editBlockedReason(role, permissions ?? [], me?.role._id);
    const blocked = deleteBlockedReason(role);
    return (
      <Flex gap={4} justify="center">
        <Tooltip title={editable ? 'Edit Permissions' : 'View Permissions'}>
          <Button
            type="text"
            icon={editable ? <EditOutlined /> : <EyeOutlined />}
            aria-label={`${editable ? 'Edit' : 'View'} permissions of ${name}`}
            onClick={() => openDialog('permissions', role)}
          />
        </Tooltip>
        {canDelete && (
          <Tooltip title={blocked ?? 'Delete Role'}>
            {/* A disabled button swallows pointer events; the span keeps its tooltip reachable. */}
            <span className="sh-settings-action-wrap">
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Delete role ${name}`}
                disabled={Boolean(blocked)}
                onClick={() => openDialog('delete', role)}
              />
            </span>
          </Tooltip>
        )}
      </Flex>
    );
  }

  const confirmDelete = async () => {
    if (!selected) return;
    try {
      const answer = await deleteRole.mutateAsync(selected._id);
      notify.success(answer?.message ?? ROLE_DELETED_MESSAGE);
      setDialog(null);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <section className="sh-settings" aria-labelledby="sh-settings-title">
      <div>
        <Typography.Title level={3} id="sh-settings-title" style={{ margin: 0 }}>
          Settings
        </Typography.Title>
        <Typography.Text type="secondary">Who may do what in the dashboard.</Typography.Text>
      </div>

      <Card
        title={<span id="sh-settings-roles-title">Roles &amp; Permissions</span>}
        extra={
          canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => openDialog('add')}>
              Add Role
            </Button>
          )
        }
        styles={{ body: { padding: 0 } }}
      >
        <DataTable<Role>
          ariaLabel="Roles"
          columns={columns}
          rows={rows}
          rowKey={(role) => role._id}
          loading={roles.isFetching}
          error={roles.isError ? roles.error : undefined}
          onRetry={() => roles.refetch()}
          page={currentPage}
          pageSize={pageSize}
          total={all.length}
          onPageChange={(nextPage, nextSize) => {
            setPage(nextPage);
            setPageSize(nextSize);
          }}
        />
      </Card>

      {canCreate && <RoleFormDialog open={dialog === 'add'} onClose={() => setDialog(null)} />}
      <RolePermissionsDialog
        open={dialog === 'permissions'}
        role={selected}
        canEdit={canUpdate}
        lockedReason={selected && editBlockedReason(selected, permissions ?? [], me?.role._id)}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title="Delete Role"
        description={
          selected &&
          `The role "${roleLabel(selected.name)}" will be deleted. This cannot be undone. Do you want to continue?`
        }
        confirmLabel="Delete"
        danger
        loading={deleteRole.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDialog(null)}
      />
    </section>
  );
}
