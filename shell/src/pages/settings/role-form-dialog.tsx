import { zodResolver } from '@hookform/resolvers/zod';
import { emptyPermissions, type Permissions } from '@skillhub/shared/permissions';
import { type CreateRoleBody, createRoleBodySchema } from '@skillhub/shared/schemas/role';
import { authAtom, sessionStore } from '@skillhub/shared/session';
import { FormDialog } from '@skillhub/shared/ui/form-dialog';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useT } from '../../i18n/index.ts';
import { useCreateRole } from '../../roles/use-roles.ts';
import { PermissionMatrix } from './permission-matrix.tsx';

export interface RoleFormDialogProps {
  open: boolean;
  onClose: () => void;
}

/** What the fields hold before the schema parses them (operations may still be missing). */
type RoleFormValues = z.input<typeof createRoleBodySchema>;

const emptyValues = (): RoleFormValues => ({ name: '', description: '', permissions: emptyPermissions() });

/** Add Role: name, optional description and the permission matrix. */
export function RoleFormDialog({ open, onClose }: RoleFormDialogProps) {
  const create = useCreateRole();
  const { t } = useT();
  const held = useAtomValue(authAtom, { store: sessionStore }).permissions;
  const form = useForm<RoleFormValues, unknown, CreateRoleBody>({
    resolver: zodResolver(createRoleBodySchema),
    defaultValues: emptyValues(),
  });
  const { control, reset } = form;

  useEffect(() => {
    if (open) reset(emptyValues());
  }, [open, reset]);

  return (
    <FormDialog
      open={open}
      title={t('settings.form.title')}
      onClose={onClose}
      width={760}
      form={form}
      submitLabel={t('settings.form.title')}
      onSubmit={async ({ description, ...body }) => {
        const answer = await create.mutateAsync({ ...body, ...(description ? { description } : {}) });
        return answer?.message ?? t('settings.form.added');
      }}
    >
      <TextField control={control} name="name" label={t('settings.form.name')} required autoComplete="off" />
      <TextField control={control} name="description" label={t('settings.form.description')} type="textarea" rows={2} />
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('settings.form.permissions')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('settings.form.onlyYours')}</Typography.Paragraph>
      <Controller
        control={control}
        name="permissions"
        render={({ field }) => (
          <PermissionMatrix
            value={field.value as Permissions}
            onChange={field.onChange}
            label={t('settings.form.matrix')}
            grantable={held ?? []}
          />
        )}
      />
    </FormDialog>
  );
}
