import { errorMessage } from '@skillhub/shared/api-client';
import { ROLE_SUPER_ADMIN, ROLE_USER } from '@skillhub/shared/constants';
import { fullPermissions, normalizePermissions, type Permissions } from '@skillhub/shared/permissions';
import type { Role } from '@skillhub/shared/schemas/role';
import { authAtom, sessionStore } from '@skillhub/shared/session';
import { ModalDialog } from '@skillhub/shared/ui/modal-dialog';
import { useNotify } from '@skillhub/shared/ui/notify';
import { Alert, Button, Flex } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { roleLabel } from '../../layouts/dashboard-layout/role-label.ts';
import { useUpdateRolePermissions } from '../../roles/use-roles.ts';
import { PermissionMatrix } from './permission-matrix.tsx';

export interface RolePermissionsDialogProps {
  open: boolean;
  role: Role | undefined;
  /** without Settings update the matrix is only shown */
  canEdit: boolean;
  /** why a user with Settings update still may not edit this role (their own, or one beyond their permissions) */
  lockedReason?: string;
  onClose: () => void;
}

/** Edit Permissions of one role. SUPER_ADMIN always holds every permission, so its matrix is read-only. */
export function RolePermissionsDialog({ open, role, canEdit, lockedReason, onClose }: RolePermissionsDialogProps) {
  const notify = useNotify();
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const update = useUpdateRolePermissions();
  const held = useAtomValue(authAtom, { store: sessionStore }).permissions;
  const [permissions, setPermissions] = useState<Permissions>([]);
  const isSuperAdmin = role?.name === ROLE_SUPER_ADMIN;
  const editable = canEdit && !isSuperAdmin && !lockedReason;

  useEffect(() => {
    if (open && role) setPermissions(isSuperAdmin ? fullPermissions() : normalizePermissions(role.permissions));
  }, [open, role, isSuperAdmin]);

  const save = async () => {
    if (!role) return;
    try {
      const answer = await update.mutateAsync({ id: role._id, permissions });
      notify.success(answer?.message ?? t('settings.dialog.updated'));
      onClose();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const name = roleLabel(role?.name);
  return (
    <ModalDialog
      open={open}
      title={editable ? t('settings.dialog.editTitle', { name }) : t('settings.dialog.title', { name })}
      onClose={onClose}
      width={760}
      closeOnBackdrop={!editable}
      footer={
        editable ? (
          <Flex gap="small" justify="flex-end" wrap>
            <Button onClick={onClose}>{common('actions.cancel')}</Button>
            <Button type="primary" loading={update.isPending} onClick={save}>
              {t('settings.dialog.save')}
            </Button>
          </Flex>
        ) : (
          <Flex justify="flex-end">
            <Button onClick={onClose}>{common('actions.close')}</Button>
          </Flex>
        )
      }
    >
      <Flex vertical gap="middle">
        {isSuperAdmin && <Alert type="info" showIcon title={t('settings.dialog.superAdmin')} />}
        {canEdit && !isSuperAdmin && lockedReason && <Alert type="info" showIcon title={lockedReason} />}
        {role?.name === ROLE_USER && editable && (
          <Alert type="warning" showIcon title={t('settings.dialog.everyLearner')} />
        )}
        <PermissionMatrix
          value={permissions}
          onChange={editable ? setPermissions : undefined}
          readOnly={!editable}
          label={t('settings.dialog.matrix', { name })}
          grantable={held ?? []}
        />
      </Flex>
    </ModalDialog>
  );
}
