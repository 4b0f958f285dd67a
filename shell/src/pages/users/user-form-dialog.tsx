import { zodResolver } from '@hookform/resolvers/zod';
import { ROLE_SUPER_ADMIN } from '@skillhub/shared/constants';
import { permissionsCover } from '@skillhub/shared/permissions';
import { type StaffUserBody, staffUserBodySchema, type User } from '@skillhub/shared/schemas/user';
import { authAtom, sessionStore } from '@skillhub/shared/session';
import { FormDialog } from '@skillhub/shared/ui/form-dialog';
import { useNotify } from '@skillhub/shared/ui/notify';
import { SearchableSelect } from '@skillhub/shared/ui/searchable-select';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Alert, Button, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { roleLabel } from '../../layouts/dashboard-layout/role-label.ts';
import { useRoles } from '../../roles/use-roles.ts';
import { useSaveUser } from './use-users.ts';

export interface UserFormDialogProps {
  open: boolean;
  /** the user being edited; none to add one */
  user?: User;
  /** whether the Super Admin role may be picked (only a super admin may grant it) */
  allowSuperAdmin: boolean;
  onClose: () => void;
}

type UserFormValues = { name: string; email: string; role: string };

const emptyValues: UserFormValues = { name: '', email: '', role: '' };

/**
 * Add User and Edit User: name, e-mail and role. As on the server, a role is
 * offered only to someone holding all of its permissions, and nobody changes their own role.
 */
export function UserFormDialog({ open, user, allowSuperAdmin, onClose }: UserFormDialogProps) {
  const _notify = useNotify();
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const save = useSaveUser();
  const roles = useRoles();
  const { permissions: held, user: me } = useAtomValue(authAtom, { store: sessionStore });
  const editingSelf = user !== undefined && user._id === me?._id;
  const roleOptions = useMemo(
    () =>
      (roles.data ?? [])
        .filter((role) => allowSuperAdmin || role.name !== ROLE_SUPER_ADMIN)
        .map((role) => ({
          label: roleLabel(role.name),
          value: role._id,
          disabled: !permissionsCover(held ?? [], role.permissions),
        })),
    [roles.data, allowSuperAdmin, held],
  );
  const someBeyond = roleOptions.some((option) => option.disabled);
  const form = useForm<UserFormValues, unknown, StaffUserBody>({
    resolver: zodResolver(staffUserBodySchema),
    defaultValues: emptyValues,
  });
  const { control, reset } = form;
  const email = useWatch({ control, name: 'email' });
  const emailChanges = user !== undefined && email.trim().toLowerCase() !== user.email.toLowerCase();

  useEffect(() => {
    if (open) reset(user ? { name: user.name, email: user.email, role: user.role._id } : emptyValues);
  }, [open, user, reset]);

  return (
    <FormDialog
      open={open}
      title={user ? t('users.form.editTitle') : t('users.form.addTitle')}
      onClose={onClose}
      width={480}
      form={form}
      submitLabel={user ? t('users.form.saveChanges') : t('users.form.addTitle')}
      onSubmit={async (body) => {
        const answer = await save.mutateAsync({ userId: user?._id, body });
        return answer?.message ?? (user ? t('users.form.updated') : t('users.form.added'));
      }}
    >
      <TextField
        control={control}
        name="name"
        label={t('users.form.name')}
        required
        autoComplete="off"
        maxLength={100}
      />
      <TextField
        control={control}
        name="email"
        label={t('users.form.email')}
        type="email"
        required
        autoComplete="off"
        disabled={editingSelf}
        help={editingSelf ? t('users.form.ownEmail') : undefined}
      />
      {user?.pendingEmail && !emailChanges && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            user.pendingEmailAwaitsApproval
              ? t('users.form.emailAwaitsApproval', { email: user.pendingEmail, current: user.email })
              : t('users.form.emailWaiting', { email: user.pendingEmail })
          }
        />
      )}
      {emailChanges && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            // As on the server: only a super admin's change skips the owner's approval.
            me?.role.name === ROLE_SUPER_ADMIN
              ? t('users.form.emailChanges', { email: user.email })
              : t('users.form.emailNeedsApproval', { email: user.email })
          }
        />
      )}
      <SearchableSelect
        control={control}
        name="role"
        label={t('users.form.role')}
        required
        placeholder={roles.isPending ? t('users.form.loadingRoles') : t('users.form.selectRole')}
        options={roleOptions}
        disabled={editingSelf}
      />
      {(editingSelf || someBeyond) && (
        <Typography.Paragraph type="secondary" style={{ marginTop: -16 }}>
          {editingSelf ? t('users.form.ownRole') : t('users.form.rolesBeyond')}
        </Typography.Paragraph>
      )}
      {roles.isError && (
        <Alert
          type="error"
          showIcon
          title={t('users.form.rolesFailed')}
          action={
            <Button size="small" onClick={() => roles.refetch()}>
              {common('actions.retry')}
            </Button>
          }
        />
      )}
      {!user && <Alert type="info" showIcon title={t('users.form.setPasswordMail')} style={{ marginTop: 8 }} />}
    </FormDialog>
  );
}
