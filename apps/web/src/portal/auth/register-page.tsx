import { Button, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { portal } from '@hoa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { NewPasswordFields, useNewPassword } from '../../widgets/new-password-fields';
import { ProblemAlert } from '../../widgets/problem-alert';
import { portalApi } from '../app/api';
import { goTo, PortalPaths } from '../app/portal-paths';
import { ownerSessionQuery } from '../app/session';
import { useSubmit } from '../app/use-submit';
import { AuthFrame } from './auth-frame';

/**
 * Registration in two short steps: the code from the letter or email with the account number and
 * the address to sign in with; then the 6-digit code mailed there and a password.
 */
export function RegisterPage() {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [emailCode, setEmailCode] = useState('');
  const password = useNewPassword();
  const { pending, problem, run } = useSubmit();
  const who = { RegistrationCode: code, AccountNumber: accountNumber, EmailAddress: email };

  const start = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const started = await portalApi.call(portal.StartRegistration, { body: who });
      setSentTo(started.CodeSentTo);
    });
  };

  const complete = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const done = await portalApi.call(portal.CompleteRegistration, {
        body: { ...who, EmailCode: emailCode, Password: password.password },
      });
      queryClient.setQueryData(ownerSessionQuery.queryKey, done.session);
      goTo(PortalPaths.home);
    }, password.mismatch);
  };

  return (
    <AuthFrame
      title="Register"
      intro={
        sentTo
          ? `We sent a 6-digit code to ${sentTo}. It works for 15 minutes.`
          : 'Use the registration code from the letter or email your association sent you.'
      }
      links={[{ label: 'Already registered? Sign in', path: PortalPaths.signIn }]}
    >
      {sentTo === null ? (
        <form onSubmit={start}>
          <Stack gap="sm">
            <TextInput
              label="Registration code"
              placeholder="ABCD-EFGH-JKLM"
              autoCapitalize="characters"
              required
              value={code}
              onChange={(event) => {
                setCode(event.currentTarget.value);
              }}
            />
            <TextInput
              label="Account number"
              description="As printed on your statement or coupon."
              required
              value={accountNumber}
              onChange={(event) => {
                setAccountNumber(event.currentTarget.value);
              }}
            />
            <TextInput
              label="Email address to sign in with"
              type="email"
              autoComplete="email"
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
      ) : (
        <form onSubmit={complete}>
          <Stack gap="sm">
            <Text size="sm" fw={600}>
              Code from the email
            </Text>
            <PinInput
              length={6}
              type="number"
              oneTimeCode
              aria-label="Code from the email"
              value={emailCode}
              onChange={setEmailCode}
            />
            <NewPasswordFields
              state={password}
              look={{
                passwordLabel: 'Choose a password',
                passwordDescription: 'At least 12 characters.',
                confirmationLabel: 'Password again',
                required: true,
              }}
            />
            <ProblemAlert problem={problem} />
            <Button type="submit" loading={pending} fullWidth>
              Register and sign in
            </Button>
            <Button
              variant="subtle"
              onClick={() => {
                setSentTo(null);
                setEmailCode('');
              }}
            >
              Send a new code
            </Button>
          </Stack>
        </form>
      )}
    </AuthFrame>
  );
}
