import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage, request } from '@skillhub/shared/api-client';
import { userEndpoints } from '@skillhub/shared/endpoints/users';
import { type ChangeEmailBody, changeEmailBodySchema } from '@skillhub/shared/schemas/email-change';
import { ModalDialog } from '@skillhub/shared/ui/modal-dialog';
import { useNotify } from '@skillhub/shared/ui/notify';
import { applyServerErrors } from '@skillhub/shared/ui/server-errors';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Alert, Button, Flex, Form } from 'antd';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { en } from '../../i18n/en.ts';
import { useT } from '../../i18n/index.ts';

export const CHANGE_EMAIL_TITLE = en.changeEmail.title;

export interface ChangeEmailDialogProps {
  open: boolean;
  /** the address in use until the new one is confirmed */
  currentEmail: string;
  onClose: () => void;
}

const emptyValues: ChangeEmailBody = { newEmail: '', password: '' };

/**
 * The signed-in user asks to move their account to another address, proving it with their password. Nothing
 * changes here: the server mails a link to the new address and tells the current one.
 */
export function ChangeEmailDialog({ open, currentEmail, onClose }: ChangeEmailDialogProps) {
  const notify = useNotify();
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const { control, handleSubmit, reset, setError, formState } = useForm<ChangeEmailBody>({
    resolver: zodResolver(changeEmailBodySchema),
    defaultValues: emptyValues,
  });

  useEffect(() => {
    if (open) reset(emptyValues);
  }, [open, reset]);

  const submit = handleSubmit(async (body) => {
    try {
      const answer = await request(userEndpoints.changeEmail, { body });
      notify.success(answer?.message ?? t('changeEmail.sent', { email: body.newEmail }));
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, setError)) notify.error(errorMessage(error));
    }
  });

  return (
    <ModalDialog
      open={open}
      title={t('changeEmail.title')}
      onClose={onClose}
      width={440}
      closeOnBackdrop={false}
      footer={
        <Flex gap="small" justify="flex-end" wrap>
          <Button onClick={onClose}>{common('actions.cancel')}</Button>
          <Button type="primary" htmlType="submit" form="change-email-form" loading={formState.isSubmitting}>
            {t('changeEmail.send')}
          </Button>
        </Flex>
      }
    >
      <Form component={false}>
        <form id="change-email-form" onSubmit={submit} noValidate aria-label={t('changeEmail.title')}>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('changeEmail.info', { email: currentEmail })}
          />
          <TextField
            control={control}
            name="newEmail"
            label={t('changeEmail.newEmail')}
            type="email"
            required
            autoComplete="email"
          />
          <TextField
            control={control}
            name="password"
            label={t('changeEmail.currentPassword')}
            type="password"
            required
            autoComplete="current-password"
          />
        </form>
      </Form>
    </ModalDialog>
  );
}
