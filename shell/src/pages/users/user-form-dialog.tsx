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
import { roleLabel } from '../../layouts/dashboard-layout/role-label.ts';
import { useRoles } from '../../roles/use-roles.ts';
import { useSaveUser } from './use-users.ts';

export const USER_ADDED_MESSAGE = 'User added successfully. A set-password link was e-mailed.';
export const USER_UPDATED_MESSAGE = 'User updated successfully';
export const OWN_ROLE_NOTE = 'You cannot change your own role.';
export const ROLES_BEYOND_NOTE = 'Roles with permissions you do not hold cannot be chosen.';
export const OWN_EMAIL_NOTE = 'Change your own e-mail with Change e-mail in your account menu.';

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
      title={user ? 'Edit User' : 'Add User'}
      onClose={onClose}
      width={480}
      form={form}
      submitLabel={user ? 'Save Changes' : 'Add User'}
      onSubmit={async (body) => {
        const answer = await save.mutateAsync({ userId: user?._id, body });
        return answer?.message ?? (user ? USER_UPDATED_MESSAGE : USER_ADDED_MESSAGE);
      }}
    >
      <TextField control={control} name="name" label="Name" required autoComplete="off" maxLength={100} />
      <TextField
        control={control}
        name="email"
        label="Email"
        type="email"
        required
        autoComplete="off"
        disabled={editingSelf}
        help={editingSelf ? OWN_EMAIL_NOTE : undefined}
      />
      {user?.pendingEmail && !emailChanges && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`${user.pendingEmail} is waiting to be confirmed from the link mailed to it.`}
        />
      )}
      {emailChanges && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`A link will be sent to the new address and ${user.email} will be told. The e-mail changes only when the link is opened.`}
        />
      )}
      <SearchableSelect
        control={control}
        name="role"
        label="Role"
        required
        placeholder={roles.isPending ? 'Loading roles…' : 'Select a role'}
        options={roleOptions}
        disabled={editingSelf}
      />
      {(editingSelf || someBeyond) && (
        <Typography.Paragraph type="secondary" style={{ marginTop: -16 }}>
          {editingSelf ? OWN_ROLE_NOTE : ROLES_BEYOND_NOTE}
        </Typography.Paragraph>
      )}
      {roles.isError && (
        <Alert
          type="error"
          showIcon
          title="The roles could not be loaded."
          action={
            <Button size="small" onClick={() => roles.refetch()}>
              Retry
            </Button>
          }
        />
      )}
      {!user && (
        <Alert
          type="info"
          showIcon
          title="The new user gets an e-mail with a link to set their password."
          style={{ marginTop: 8 }}
        />
      )}
    </FormDialog>
  );
}
