import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@skillhub/shared/api-client';
import { emptyPermissions, type Permissions } from '@skillhub/shared/permissions';
import { type CreateRoleBody, createRoleBodySchema } from '@skillhub/shared/schemas/role';
import { authAtom, sessionStore } from '@skillhub/shared/session';
import { ModalDialog } from '@skillhub/shared/ui/modal-dialog';
import { useNotify } from '@skillhub/shared/ui/notify';
import { applyServerErrors } from '@skillhub/shared/ui/server-errors';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Button, Flex, Form, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PermissionMatrix } from './permission-matrix.tsx';
import { useCreateRole } from './use-roles.ts';

export const ROLE_ADDED_MESSAGE = 'Role added successfully';

export interface RoleFormDialogProps {
  open: boolean;
  onClose: () => void;
}

/** What the fields hold before the schema parses them (operations may still be missing). */
type RoleFormValues = z.input<typeof createRoleBodySchema>;

const emptyValues = (): RoleFormValues => ({ name: '', description: '', permissions: emptyPermissions() });

/** Add Role: name, optional description and the permission matrix. */
export function RoleFormDialog({ open, onClose }: RoleFormDialogProps) {
  const notify = useNotify();
  const create = useCreateRole();
  const held = useAtomValue(authAtom, { store: sessionStore }).permissions;
  const { control, handleSubmit, reset, setError, formState } = useForm<RoleFormValues, unknown, CreateRoleBody>({
    resolver: zodResolver(createRoleBodySchema),
    defaultValues: emptyValues(),
  });

  useEffect(() => {
    if (open) reset(emptyValues());
  }, [open, reset]);

  const submit = handleSubmit(async ({ description, ...body }) => {
    try {
      const answer = await create.mutateAsync({ ...body, ...(description ? { description } : {}) });
      notify.success(answer?.message ?? ROLE_ADDED_MESSAGE);
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, setError)) notify.error(errorMessage(error));
    }
  });

  return (
    <ModalDialog
      open={open}
      title="Add Role"
      onClose={onClose}
      width={760}
      closeOnBackdrop={false}
      footer={
        <Flex gap="small" justify="flex-end" wrap>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" htmlType="submit" form="add-role-form" loading={formState.isSubmitting}>
            Add Role
          </Button>
        </Flex>
      }
    >
      <Form component={false}>
        <form id="add-role-form" onSubmit={submit} noValidate aria-label="Add Role">
          <TextField control={control} name="name" label="Role name" required autoComplete="off" />
          <TextField control={control} name="description" label="Description" type="textarea" rows={2} />
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            Permissions
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            You can give a role only permissions you hold yourself.
          </Typography.Paragraph>
          <Controller
            control={control}
            name="permissions"
            render={({ field }) => (
              <PermissionMatrix
                value={field.value as Permissions}
                onChange={field.onChange}
                label="Permissions of the new role"
                grantable={held ?? []}
              />
            )}
          />
        </form>
      </Form>
    </ModalDialog>
  );
}
