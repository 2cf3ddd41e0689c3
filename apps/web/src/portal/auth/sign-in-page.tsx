import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { portal } from '@hoa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ProblemAlert } from '../../widgets/problem-alert';
import { portalApi } from '../app/api';
import { goTo, PortalPaths } from '../app/portal-paths';
import { ownerSessionQuery } from '../app/session';
import { useSubmit } from '../app/use-submit';
import { AuthFrame } from './auth-frame';

/** An owner signs in with the address they registered and their password. */
export function SignInPage() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { pending, problem, run } = useSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const signedIn = await portalApi.call(portal.SignIn, {
        body: { EmailAddress: email, Password: password },
      });
      queryClient.setQueryData(ownerSessionQuery.queryKey, signedIn.session);
      const next = new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('next');
      goTo(next?.startsWith('/') ? next : PortalPaths.home);
    });
  };

  return (
    <AuthFrame
      title="Sign in"
      intro="See your balance, pay, and send requests to your association."
      links={[
        { label: 'First time here? Register', path: PortalPaths.register },
        { label: 'Forgot your password?', path: PortalPaths.forgot },
      ]}
    >
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput
            label="Email address"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
            }}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
            }}
          />
          <ProblemAlert problem={problem} />
          <Button type="submit" loading={pending} fullWidth>
            Sign in
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
}
