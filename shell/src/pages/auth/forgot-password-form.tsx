import { zodResolver } from '@hookform/resolvers/zod';
import { request } from '@skillhub/shared/api-client';
import { authEndpoints } from '@skillhub/shared/endpoints/auth';
import { routeTo } from '@skillhub/shared/routes';
import {
  type PasswordResetLinkBody,
  passwordResetLinkBodySchema,
  type VerifyForgotPasswordOtpBody,
  verifyForgotPasswordOtpBodySchema,
} from '@skillhub/shared/schemas/auth';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Alert, Button, Typography } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/index.ts';
import { CodeForm } from './code-form.tsx';
import { FormAlert } from './form-alert.tsx';
import { useCooldown } from './use-cooldown.ts';
import { useFormFailure } from './use-form-failure.ts';
import { useResend } from './use-resend.ts';

/**
 * Forgot password: the server mails a reset link (and a 6-digit code). The visitor either follows the link or
 * types the code here, which the server exchanges for the same reset token.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState<string | null>(null);
  const cooldown = useCooldown();
  const { t } = useT();

  return (
    <div>
      <Typography.Title level={2} style={{ fontSize: 22, marginTop: 0 }}>
        {t('auth.resetTitle')}
      </Typography.Title>
      {email ? (
        <CodeStep email={email} cooldown={cooldown} />
      ) : (
        <EmailStep
          onSent={(sentTo) => {
            setEmail(sentTo);
            cooldown.start();
          }}
        />
      )}
      <Button type="link" onClick={onBack} style={{ paddingInline: 0, marginTop: 16 }}>
        {t('auth.backToLogin')}
      </Button>
    </div>
  );
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(passwordResetLinkBodySchema), defaultValues: { email: '' } });
  const fail = useFormFailure(setError);
  const { t } = useT();

  const submit = async (values: PasswordResetLinkBody) => {
    try {
      await request(authEndpoints.sendPasswordResetLink, { body: values });
      onSent(values.email);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-label={t('auth.forgotForm')}>
      <Typography.Paragraph type="secondary">{t('auth.forgotText')}</Typography.Paragraph>
      <TextField control={control} name="email" label={t('auth.email')} type="email" required autoComplete="email" />
      <FormAlert errors={errors} />
      <Button type="primary" htmlType="submit" size="large" block loading={isSubmitting} disabled={isSubmitting}>
        {t('auth.sendResetLink')}
      </Button>
    </form>
  );
}

function CodeStep({ email, cooldown }: { email: string; cooldown: ReturnType<typeof useCooldown> }) {
  const navigate = useNavigate();
  const {
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(verifyForgotPasswordOtpBodySchema), defaultValues: { email, otp: '' } });
  const fail = useFormFailure(setError);
  const { resending, resend: sendAgain } = useResend({ cooldown, clearErrors, fail });
  const { t } = useT();

  const submit = async (values: VerifyForgotPasswordOtpBody) => {
    try {
      const body = await request(authEndpoints.verifyForgotPasswordOtp, { body: values });
      navigate(routeTo('resetPassword', { token: body.data.token }));
    } catch (error) {
      fail(error);
    }
  };

  const resend = () =>
    sendAgain(
      () => request(authEndpoints.sendPasswordResetLink, { body: { email } }),
      t('auth.newResetSent', { email }),
    );

  return (
    <CodeForm
      label={t('auth.enterResetCode')}
      intro={
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('auth.checkInbox')}
          description={<Trans t={t} i18nKey="auth.resetSent" values={{ email }} components={{ strong: <strong /> }} />}
        />
      }
      onSubmit={handleSubmit(submit)}
      control={control}
      name="otp"
      fieldLabel={t('auth.resetCode')}
      errors={errors}
      submitting={isSubmitting}
      submitLabel={t('auth.continue')}
      resend={{ remaining: cooldown.remaining, sending: resending, onResend: resend, label: t('auth.resendEmail') }}
    />
  );
}
