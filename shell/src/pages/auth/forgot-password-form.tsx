import { zodResolver } from '@hookform/resolvers/zod';
import { api, type SuccessBody } from '@skillhub/shared/api-client';
import { apiPaths } from '@skillhub/shared/api-paths';
import {
  type PasswordResetLinkBody,
  passwordResetLinkBodySchema,
  type VerifyForgotPasswordOtpBody,
  verifyForgotPasswordOtpBodySchema,
} from '@skillhub/shared/schemas/auth';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FormAlert } from './form-alert.tsx';
import { ResendButton } from './resend-button.tsx';
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

  return (
    <div>
      <Typography.Title level={2} style={{ fontSize: 22, marginTop: 0 }}>
        Reset your password
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
        Back to login
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

  const submit = async (values: PasswordResetLinkBody) => {
    try {
      await api.post(apiPaths.auth.sendPasswordResetLink, { json: values });
      onSent(values.email);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-label="Forgot password">
      <Typography.Paragraph type="secondary">
        Enter the e-mail address of your account and we will send you a link to set a new password.
      </Typography.Paragraph>
      <TextField control={control} name="email" label="Email" type="email" required autoComplete="email" />
      <FormAlert errors={errors} />
      <Button type="primary" htmlType="submit" size="large" block loading={isSubmitting} disabled={isSubmitting}>
        Send reset link
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

  const submit = async (values: VerifyForgotPasswordOtpBody) => {
    try {
      const body = await api.post<SuccessBody<{ token: string }>>(apiPaths.auth.verifyForgotPasswordOtp, {
        json: values,
      });
      navigate(`/reset-password/${encodeURIComponent(body.data.token)}`);
    } catch (error) {
      fail(error);
    }
  };

  const resend = () =>
    sendAgain(
      () => api.post(apiPaths.auth.sendPasswordResetLink, { json: { email } }),
      `A new reset e-mail is on its way to ${email}`,
    );

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-label="Enter reset code">
      <Alert
        type="success"
        showIcon
        style={{ marginBottom: 16 }}
        title="Check your inbox"
        description={
          <>
            If an account exists for <strong>{email}</strong>, we have sent it a link to reset your password. You can
            also enter the 6-digit code from that e-mail here.
          </>
        }
      />
      <TextField
        control={control}
        name="otp"
        label="Reset code"
        required
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        placeholder="6-digit code"
      />
      <FormAlert errors={errors} />
      <Button type="primary" htmlType="submit" size="large" block loading={isSubmitting} disabled={isSubmitting}>
        Continue
      </Button>
      <Flex justify="flex-end" style={{ marginTop: 12 }}>
        <ResendButton remaining={cooldown.remaining} sending={resending} onResend={resend} label="Resend e-mail" />
      </Flex>
    </form>
  );
}
