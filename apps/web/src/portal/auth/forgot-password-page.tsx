import { Button, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { portal } from '@hoa/contract';
import { useState, type FormEvent } from 'react';
import { showSuccess } from '../../app/toasts';
import { NewPasswordFields, useNewPassword } from '../../widgets/new-password-fields';
import { ProblemAlert } from '../../widgets/problem-alert';
import { portalApi } from '../app/api';
import { goTo, PortalPaths } from '../app/portal-paths';
import { PortalNewPassword } from '../app/portal-new-password';
import { useSubmit } from '../app/use-submit';
import { AuthFrame } from './auth-frame';

/** A forgotten password: a code by email, then a new password. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [asked, setAsked] = useState(false);
  const [code, setCode] = useState('');
  const password = useNewPassword();
  const { pending, problem, run } = useSubmit();

  const ask = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await portalApi.call(portal.RequestPasswordReset, { body: { EmailAddress: email } });
      setAsked(true);
    });
  };

  const reset = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await portalApi.call(portal.ResetPassword, {
        body: { EmailAddress: email, Code: code, Password: password.password },
      });
      showSuccess('Your password is changed. Sign in with it.');
      goTo(PortalPaths.signIn);
    }, password.mismatch);
  };

  return (
    <AuthFrame
      title="Reset your password"
      intro={
        asked
          ? `If ${email} is registered, a 6-digit code is on its way. It works for 15 minutes.`
          : 'Enter the address you sign in with; we email you a code.'
      }
      links={[{ label: 'Back to sign in', path: PortalPaths.signIn }]}
    >
      {asked ? (
        <form onSubmit={reset}>
          <Stack gap="sm">
            <Text size="sm" fw={600}>
              Code from the email
            </Text>
            <PinInput
              length={6}
              type="number"
              oneTimeCode
              aria-label="Code from the email"
              value={code}
              onChange={setCode}
            />
            <NewPasswordFields state={password} look={PortalNewPassword} />
            <ProblemAlert problem={problem} />
            <Button type="submit" loading={pending} fullWidth>
              Set the new password
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={ask}>
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
            <ProblemAlert problem={problem} />
            <Button type="submit" loading={pending} fullWidth>
              Email me a code
            </Button>
          </Stack>
        </form>
      )}
    </AuthFrame>
  );
}
