import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { DEFAULT_LIMIT, ROLE_SUPER_ADMIN } from '@skillhub/shared/constants';
import { type Permissions, permissionsCover } from '@skillhub/shared/permissions';
import type { Role } from '@skillhub/shared/schemas/role';
import { authAtom, sessionStore } from '@skillhub/shared/session';
import { ConfirmDialog } from '@skillhub/shared/ui/confirm-dialog';
import { DataTable, SNO_KEY, type TableColumn } from '@skillhub/shared/ui/data-table';
import { useNotify } from '@skillhub/shared/ui/notify';
import { PageHeader } from '@skillhub/shared/ui/page-header';
import { useDialogState } from '@skillhub/shared/ui/use-dialog-state';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { Button, Card, Flex, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { roleLabel } from '../../layouts/dashboard-layout/role-label.ts';
import { useDeleteRole, useRoles } from '../../roles/use-roles.ts';
import { InvoicingCard } from './invoicing-card.tsx';
import { LiveChatCard } from './live-chat-card.tsx';
import { RoleFormDialog } from './role-form-dialog.tsx';
import { RolePermissionsDialog } from './role-permissions-dialog.tsx';
import './settings-page.css';

/** Why a role cannot be deleted, mirroring the server's rules; undefined when it can. */
export function deleteBlockedReason(role: Role, t: TFunction<'shell'>): string | undefined {
  if (role.isSystem) return t('settings.systemRole', { name: roleLabel(role.name) });
  if (role.usersCount > 0) return t('settings.heldBy', { count: role.usersCount });
  return undefined;
}

/**
 * Why someone with Settings update still may not edit a role, mirroring the server's rules; undefined when they
 * may. SUPER_ADMIN is never editable and says so itself.
 */
export function editBlockedReason(
  role: Role,
  held: Permissions,
  ownRoleId: string | undefined,
  t: TFunction<'shell'>,
): string | undefined {
  if (role.name === ROLE_SUPER_ADMIN) return undefined;
  if (role._id === ownRoleId) return t('settings.ownRole');
  if (!permissionsCover(held, role.permissions)) return t('settings.beyondYours');
  return undefined;
}

/** Settings (module Settings): roles and their permissions, the public pages' live chat and GST invoicing. */
export function SettingsPage() {
  const { permissions, user: me } = useAtomValue(authAtom, { store: sessionStore });
  const { canCreate, canUpdate, canDelete } = useModuleAbilities('Settings');
  const notify = useNotify();
  const { t } = useT();
  const { t: common } = useTranslation('common');

  const roles = useRoles();
  const deleteRole = useDeleteRole();
  const [paging, setPaging] = useState({ page: 0, pageSize: DEFAULT_LIMIT as number });
  const addRole = useDialogState();
  const rolePermissions = useDialogState<Role>();
  const removal = useDialogState<Role>();

  const columns: TableColumn<Role>[] = [
    { key: SNO_KEY, label: common('table.sno') },
    {
      key: 'name',
      label: t('settings.columns.role'),
      render: (role) => (
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{roleLabel(role.name)}</Typography.Text>
          {role.isSystem && <Tag color="geekblue">{t('settings.system')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'description',
      label: t('settings.columns.description'),
      render: (role) =>
        role.description ? (
          <Typography.Paragraph ellipsis={{ rows: 2, tooltip: role.description }} className="sh-settings-description">
            {role.description}
          </Typography.Paragraph>
        ) : undefined,
    },
    { key: 'usersCount', label: t('settings.columns.users'), align: 'center' },
    {
      key: 'actions',
      label: common('table.actions'),
      align: 'center',
      render: (role) => renderActions(role),
    },
  ];

  function renderActions(role: Role) {
    const name = roleLabel(role.name);
    const editable =
      canUpdate && role.name !== ROLE_SUPER_ADMIN && !editBlockedReason(role, permissions ?? [], me?.role._id, t);
    const blocked = deleteBlockedReason(role, t);
    return (
      <Flex gap={4} justify="center">
        <Tooltip title={editable ? t('settings.editPermissions') : t('settings.viewPermissions')}>
          <Button
            type="text"
            icon={editable ? <EditOutlined /> : <EyeOutlined />}
            aria-label={
              editable ? t('settings.editPermissionsOf', { name }) : t('settings.viewPermissionsOf', { name })
            }
            onClick={() => rolePermissions.show(role)}
          />
        </Tooltip>
        {canDelete && (
          <Tooltip title={blocked ?? t('settings.deleteRole')}>
            {/* A disabled button swallows pointer events; the span keeps its tooltip reachable. */}
            <span className="sh-settings-action-wrap">
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('settings.deleteRoleNamed', { name })}
                disabled={Boolean(blocked)}
                onClick={() => removal.show(role)}
              />
            </span>
          </Tooltip>
        )}
      </Flex>
    );
  }

  const confirmDelete = async () => {
    const selected = removal.subject;
    if (!selected) return;
    try {
      const answer = await deleteRole.mutateAsync(selected._id);
      notify.success(answer?.message ?? t('settings.deleted'));
      removal.close();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <section className="sh-settings" aria-labelledby="sh-settings-title">
      <PageHeader title={t('settings.title')} id="sh-settings-title" description={t('settings.description')} />

      <Card
        title={<span id="sh-settings-roles-title">{t('settings.roles')}</span>}
        extra={
          canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => addRole.show()}>
              {t('settings.addRole')}
            </Button>
          )
        }
        styles={{ body: { padding: 0 } }}
      >
        <DataTable<Role>
          ariaLabel={t('settings.table')}
          columns={columns}
          rowKey={(role) => role._id}
          query={roles}
          page={paging.page}
          pageSize={paging.pageSize}
          onPageChange={(page, pageSize) => setPaging({ page, pageSize })}
        />
      </Card>

      {/* The widget's script runs in the site's own pages: only a super admin sets it (the server says the same). */}
      <LiveChatCard canUpdate={canUpdate && me?.role.name === ROLE_SUPER_ADMIN} />

      <InvoicingCard canUpdate={canUpdate} />

      {canCreate && <RoleFormDialog open={addRole.open} onClose={addRole.close} />}
      <RolePermissionsDialog
        open={rolePermissions.open}
        role={rolePermissions.subject}
        canEdit={canUpdate}
        lockedReason={
          rolePermissions.subject && editBlockedReason(rolePermissions.subject, permissions ?? [], me?.role._id, t)
        }
        onClose={rolePermissions.close}
      />
      <ConfirmDialog
        open={removal.open}
        title={t('settings.deleteRole')}
        description={removal.subject && t('settings.confirmDelete', { name: roleLabel(removal.subject.name) })}
        confirmLabel={common('actions.delete')}
        danger
        loading={deleteRole.isPending}
        onConfirm={confirmDelete}
        onCancel={removal.close}
      />
    </section>
  );
}
