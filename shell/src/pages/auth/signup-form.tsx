import { zodResolver } from '@hookform/resolvers/zod';
import { request } from '@skillhub/shared/api-client';
import { COMPANY } from '@skillhub/shared/constants';
import { authEndpoints } from '@skillhub/shared/endpoints/auth';
import {
  type SignupBody,
  signupBodySchema,
  type VerifySignupOtpBody,
  verifySignupOtpBodySchema,
} from '@skillhub/shared/schemas/auth';
import { useNotify } from '@skillhub/shared/ui/notify';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { completeSignIn } from '../../session/sign-in.ts';
import { CodeForm } from './code-form.tsx';
import { FormAlert } from './form-alert.tsx';
import { useCooldown } from './use-cooldown.ts';
import { useFormFailure } from './use-form-failure.ts';
import { useResend } from './use-resend.ts';
import { OtherViewLink } from './view-links.tsx';

/** Sign up in two steps: details (the server mails a 6-digit code), then the code, which creates the account. */
export function SignupForm({ from }: { from: string | undefined }) {
  const [details, setDetails] = useState<SignupBody | null>(null);
  const cooldown = useCooldown();

  return details ? (
    <VerifyStep details={details} from={from} cooldown={cooldown} onChangeDetails={() => setDetails(null)} />
  ) : (
    <DetailsStep
      onSent={(values) => {
        setDetails(values);
        cooldown.start();
      }}
    />
  );
}

function DetailsStep({ onSent }: { onSent: (values: SignupBody) => void }) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(signupBodySchema), defaultValues: { name: '', email: '', password: '' } });
  const fail = useFormFailure(setError);
  const notify = useNotify();
  const { t } = useT();

  const submit = async (values: SignupBody) => {
    try {
      await request(authEndpoints.sendSignupOtp, { body: values });
      notify.success(t('auth.codeSent', { email: values.email }));
      onSent(values);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-label={t('auth.signup')}>
      <TextField control={control} name="name" label={t('auth.fullName')} required autoComplete="name" />
      <TextField control={control} name="email" label={t('auth.email')} type="email" required autoComplete="email" />
      <TextField
        control={control}
        name="password"
        label={t('auth.password')}
        type="password"
        required
        autoComplete="new-password"
        help={t('auth.passwordHelp')}
      />
      <FormAlert errors={errors} />
      <Button type="primary" htmlType="submit" size="large" block loading={isSubmitting} disabled={isSubmitting}>
        {t('auth.sendCode')}
      </Button>
      <OtherViewLink view="login" prompt={t('auth.haveAccount')} label={t('auth.login')} />
    </form>
  );
}

interface VerifyStepProps {
  details: SignupBody;
  from: string | undefined;
  cooldown: ReturnType<typeof useCooldown>;
  onChangeDetails: () => void;
}

function VerifyStep({ details, from, cooldown, onChangeDetails }: VerifyStepProps) {
  const {
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(verifySignupOtpBodySchema), defaultValues: { email: details.email, otp: '' } });
  const fail = useFormFailure(setError);
  const { resending, resend: sendAgain } = useResend({ cooldown, clearErrors, fail });
  const notify = useNotify();
  const { t } = useT();

  const submit = async (values: VerifySignupOtpBody) => {
    try {
      const body = await request(authEndpoints.verifySignupOtp, { body: values });
      notify.success(t('auth.welcomeUser', { company: COMPANY.name, name: body.data.user.name }));
      completeSignIn(body.data, from);
    } catch (error) {
      fail(error);
    }
  };

  const resend = () =>
    sendAgain(
      () => request(authEndpoints.sendSignupOtp, { body: details }),
      t('auth.newCodeSent', { email: details.email }),
    );

  return (
    <CodeForm
      label={t('auth.verifyEmail')}
      intro={
        <Typography.Paragraph>
          <Trans t={t} i18nKey="auth.enterCode" values={{ email: details.email }} components={{ strong: <strong /> }} />
        </Typography.Paragraph>
      }
      onSubmit={handleSubmit(submit)}
      control={control}
      name="otp"
      fieldLabel={t('auth.verificationCode')}
      errors={errors}
      submitting={isSubmitting}
      submitLabel={t('auth.verifyAndCreate')}
      back={{ label: t('auth.changeDetails'), onClick: onChangeDetails }}
      resend={{ remaining: cooldown.remaining, sending: resending, onResend: resend }}
    />
  );
}
