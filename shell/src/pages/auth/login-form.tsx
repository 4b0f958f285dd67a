import { zodResolver } from '@hookform/resolvers/zod';
import { request } from '@skillhub/shared/api-client';
import { COMPANY } from '@skillhub/shared/constants';
import { authEndpoints } from '@skillhub/shared/endpoints/auth';
import { type LoginBody, loginBodySchema } from '@skillhub/shared/schemas/auth';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '../../i18n/index.ts';
import { completeSignIn } from '../../session/sign-in.ts';
import { FormAlert } from './form-alert.tsx';
import { SignInCodeStep } from './sign-in-code-step.tsx';
import { useFormFailure } from './use-form-failure.ts';
import { OtherViewLink, ViewLink } from './view-links.tsx';

export interface LoginFormProps {
  /** where a guard was taking the visitor before it sent them here */
  from: string | undefined;
}

export function LoginForm({ from }: LoginFormProps) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginBodySchema), defaultValues: { email: '', password: '' } });
  const fail = useFormFailure(setError);
  // Set when the server asks for the mailed code (an attacked account, a browser new to it).
  const [codeStep, setCodeStep] = useState<{ credentials: LoginBody; message: string } | null>(null);
  const { t } = useT();

  const submit = async (values: LoginBody) => {
    try {
      const body = await request(authEndpoints.login, { body: values });
      if ('codeRequired' in body.data) {
        setCodeStep({ credentials: values, message: body.message ?? '' });
        return;
      }
      completeSignIn(body.data, from);
    } catch (error) {
      fail(error);
    }
  };

  if (codeStep) return <SignInCodeStep {...codeStep} from={from} onBack={() => setCodeStep(null)} />;

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-label={t('auth.login')}>
      <TextField control={control} name="email" label={t('auth.email')} type="email" required autoComplete="email" />
      <TextField
        control={control}
        name="password"
        label={t('auth.password')}
        type="password"
        required
        autoComplete="current-password"
      />
      <Flex justify="flex-end" style={{ marginTop: -8, marginBottom: 16 }}>
        <ViewLink view="forgot">{t('auth.forgotPassword')}</ViewLink>
      </Flex>
      <FormAlert errors={errors} />
      <Button type="primary" htmlType="submit" size="large" block loading={isSubmitting} disabled={isSubmitting}>
        {t('auth.login')}
      </Button>
      <OtherViewLink view="signup" prompt={t('auth.newHere', { company: COMPANY.name })} label={t('auth.signup')} />
    </form>
  );
}
