import { zodResolver } from '@hookform/resolvers/zod';
import { api, type SuccessBody } from '@skillhub/shared/api-client';
import { apiPaths } from '@skillhub/shared/api-paths';
import {
  type AuthData,
  type SignupBody,
  signupBodySchema,
  type VerifySignupOtpBody,
  verifySignupOtpBodySchema,
} from '@skillhub/shared/schemas/auth';
import { useNotify } from '@skillhub/shared/ui/notify';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { completeSignIn } from '../../session/sign-in.ts';
import { FormAlert } from './form-alert.tsx';
import { ResendButton } from './resend-button.tsx';
import { useCooldown } from './use-cooldown.ts';
import { useFormFailure } from './use-form-failure.ts';
import { useResend } from './use-resend.ts';

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

  const submit = async (values: SignupBody) => {
    try {
      await api.post(apiPaths.auth.sendSignupOtp, { json: values });
      notify.success(`We have sent a 6-digit code to ${values.email}`);
      onSent(values);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-label="Sign up">
      <TextField control={control} name="name" label="Full name" required autoComplete="name" />
      <TextField control={control} name="email" label="Email" type="email" required autoComplete="email" />
      <TextField
        control={control}
        name="password"
        label="Password"
        type="password"
        required
        autoComplete="new-password"
        help="At least 8 characters with upper and lower case letters, a number and a special character."
      />
      <FormAlert errors={errors} />
      <Button type="primary" htmlType="submit" size="large" block loading={isSubmitting} disabled={isSubmitting}>
        Send verification code
      </Button>
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

  const submit = async (values: VerifySignupOtpBody) => {
    try {
      const body = await api.post<SuccessBody<AuthData>>(apiPaths.auth.verifySignupOtp, { json: values });
      notify.success(`Welcome to Skillhub, ${body.data.user.name}!`);
      completeSignIn(body.data, from);
    } catch (error) {
      fail(error);
    }
  };

  const resend = () =>
    sendAgain(
      () => api.post(apiPaths.auth.sendSignupOtp, { json: details }),
      `A new code is on its way to ${details.email}`,
    );

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-label="Verify your e-mail">
      <Typography.Paragraph>
        Enter the 6-digit code we sent to <strong>{details.email}</strong>. It is valid for 10 minutes.
      </Typography.Paragraph>
      <TextField
        control={control}
        name="otp"
        label="Verification code"
        required
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        placeholder="6-digit code"
      />
      <FormAlert errors={errors} />
      <Button type="primary" htmlType="submit" size="large" block loading={isSubmitting} disabled={isSubmitting}>
        Verify and create account
      </Button>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 16 }}>
        <Button type="link" onClick={onChangeDetails} style={{ paddingInline: 0 }}>
          Change details
        </Button>
        <ResendButton remaining={cooldown.remaining} sending={resending} onResend={resend} />
      </Flex>
    </form>
  );
}
