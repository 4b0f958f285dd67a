import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage, request } from '../api-client.ts';
import { authEndpoints } from '../endpoints/auth.ts';
import { type LoginBody, loginBodySchema, SIGN_IN_CODE_SENT } from '../schemas/auth.ts';
import { authAtom, clearSession, setSession } from '../session.ts';
import { TextField } from './text-field.tsx';

/**
 * Sign-in for `npm run dev` of this remote alone. The shell's sign-in cannot help here: its session lives
 * in another origin's storage. Only a remote's bootstrap.tsx renders this; the shell never loads it.
 */
export function StandaloneSession() {
  const auth = useAtomValue(authAtom);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });

  const signIn = handleSubmit(async (body) => {
    try {
      setFailure(null);
      const answer = await request(authEndpoints.login, { body });
      // An account under a guessing attack wants the mailed code, which only the shell's sign-in asks for.
      if ('codeRequired' in answer.data) setFailure(answer.message ?? SIGN_IN_CODE_SENT);
      else setSession(answer.data);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  if (auth.user) {
    return (
      <Flex justify="end" align="center" gap="small" wrap style={{ padding: 8 }}>
        <Typography.Text type="secondary">
          Standalone · {auth.user.name} ({auth.user.role.name})
        </Typography.Text>
        <Button size="small" onClick={() => clearSession()}>
          Sign out
        </Button>
      </Flex>
    );
  }

  return (
    <Card size="small" title="Standalone: sign in to the API" style={{ maxWidth: 420, margin: '16px auto' }}>
      <form onSubmit={signIn} noValidate>
        <TextField control={control} name="email" label="Email" type="email" autoComplete="username" />
        <TextField control={control} name="password" label="Password" type="password" autoComplete="current-password" />
        {failure && <Alert type="error" title={failure} showIcon style={{ marginBottom: 12 }} />}
        <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
          Sign in
        </Button>
      </form>
    </Card>
  );
}
