import { zodResolver } from '@hookform/resolvers/zod';
import { request } from '@skillhub/shared/api-client';
import { authEndpoints } from '@skillhub/shared/endpoints/auth';
import { type ResetPasswordBody, resetPasswordBodySchema } from '@skillhub/shared/schemas/auth';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Button, Result, Typography } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { en } from '../../i18n/en.ts';
import { useT } from '../../i18n/index.ts';
import { AUTH_PATH } from '../../session/sign-in.ts';
import { FormAlert } from './form-alert.tsx';
import { useFormFailure } from './use-form-failure.ts';

export const RESET_DONE_TITLE = en.auth.resetDone;

/** /reset-password/:token: choose a new password; the token comes from the e-mailed link or the code. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const { t } = useT();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordBodySchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const fail = useFormFailure(setError);

  const submit = async (values: ResetPasswordBody) => {
    try {
      await request(authEndpoints.resetPassword, { params: { token }, body: values });
      setDone(true);
    } catch (error) {
      fail(error);
    }
  };

  if (done) {
    return (
      <Result
        status="success"
        title={t('auth.resetDone')}
        subTitle={t('auth.resetDoneText')}
        extra={
          <Button type="primary" size="large" onClick={() => navigate(AUTH_PATH, { replace: true })}>
            {t('auth.goToLogin')}
          </Button>
        }
      />
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-label={t('auth.setNewPassword')}>
      <Typography.Title level={2} style={{ fontSize: 22, marginTop: 0 }}>
        {t('auth.setNewPassword')}
      </Typography.Title>
      <TextField
        control={control}
        name="newPassword"
        label={t('auth.newPassword')}
        type="password"
        required
        autoComplete="new-password"
        help={t('auth.passwordHelp')}
      />
      <TextField
        control={control}
        name="confirmPassword"
        label={t('auth.confirmPassword')}
        type="password"
        required
        autoComplete="new-password"
      />
      <FormAlert errors={errors} />
      <Button type="primary" htmlType="submit" size="large" block loading={isSubmitting} disabled={isSubmitting}>
        {t('auth.resetPassword')}
      </Button>
    </form>
  );
}
