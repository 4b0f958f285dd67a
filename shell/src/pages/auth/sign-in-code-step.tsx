import { zodResolver } from '@hookform/resolvers/zod';
import { request } from '@skillhub/shared/api-client';
import { authEndpoints } from '@skillhub/shared/endpoints/auth';
import { type LoginBody, signInCodeField } from '@skillhub/shared/schemas/auth';
import { Alert, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { z } from 'zod';
import { useT } from '../../i18n/index.ts';
import { completeSignIn } from '../../session/sign-in.ts';
import { CodeForm } from './code-form.tsx';
import { useCooldown } from './use-cooldown.ts';
import { useFormFailure } from './use-form-failure.ts';
import { useResend } from './use-resend.ts';

const codeFormSchema = z.object({ code: signInCodeField });
type CodeFields = z.infer<typeof codeFormSchema>;

export interface SignInCodeStepProps {
  /** The e-mail and password the server answered "code required" to; sent again with the code. */
  credentials: LoginBody;
  /** The server's words for it ("We sent a code to your e-mail"). */
  message: string;
  from: string | undefined;
  onBack: () => void;
}

/**
 * The second step of a login while the account is under a guessing attack and this browser is new to it: the
 * code mailed to the account, sent with the same e-mail and password. The server answers alike for a wrong
 * password and a wrong code, so the hint covers both.
 */
export function SignInCodeStep({ credentials, message, from, onBack }: SignInCodeStepProps) {
  const {
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });
  const fail = useFormFailure(setError);
  const cooldown = useCooldown();
  const { resending, resend: sendAgain } = useResend({ cooldown, clearErrors, fail });
  const { t } = useT();

  const submit = async ({ code }: CodeFields) => {
    try {
      const body = await request(authEndpoints.login, { body: { ...credentials, code } });
      // With a code the server signs in or refuses; it never asks for a code again.
      if (!('codeRequired' in body.data)) completeSignIn(body.data, from);
    } catch (error) {
      fail(error);
    }
  };

  // The server mails at most one code a minute: the shared cooldown keeps the button from inviting a refusal.
  const resend = () =>
    sendAgain(
      () => request(authEndpoints.login, { body: credentials }),
      t('auth.codeStep.resent', { email: credentials.email }),
    );

  return (
    <CodeForm
      label={t('auth.codeStep.form')}
      intro={
        <>
          <Alert type="info" showIcon role="status" title={message} style={{ marginBottom: 16 }} />
          <Typography.Paragraph>
            <Trans
              t={t}
              i18nKey="auth.codeStep.explanation"
              values={{ email: credentials.email }}
              components={{ strong: <strong /> }}
            />
          </Typography.Paragraph>
        </>
      }
      onSubmit={handleSubmit(submit)}
      control={control}
      name="code"
      fieldLabel={t('auth.codeStep.code')}
      errors={errors}
      submitting={isSubmitting}
      submitLabel={t('auth.codeStep.verify')}
      back={{ label: t('auth.backToLogin'), onClick: onBack }}
      resend={{
        remaining: cooldown.remaining,
        sending: resending,
        onResend: resend,
        label: t('auth.codeStep.sendNew'),
      }}
    />
  );
}
