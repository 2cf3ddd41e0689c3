import type { DemoSignIn } from '@hoa/contract';
import { Button, Flex, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState, type SubmitEvent } from 'react';
import { SiteMap } from '../site-map';
import { errorText, showWarning } from '../toasts';
import { lastSignInNotice } from './last-sign-in';

// The calls (API client, the auth schemas, zod) load once the screen shows: the first screen's
// script stays small (tools/bundle-budget.mjs), and they are in by the time anyone submits. The
// screen keeps its own state rather than TanStack Query's observers, which it would carry too.
const loadCalls = () => import('./sign-in-calls');
const DemoSignIns = lazy(() => import('./demo-sign-ins'));

export function SignInPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [demoSignIns, setDemoSignIns] = useState<DemoSignIn[]>([]);

  useEffect(() => {
    let shown = true;
    void loadCalls()
      .then((calls) => calls.demoSignIns())
      .then((signIns) => {
        if (shown) setDemoSignIns(signIns);
      });
    return () => {
      shown = false;
    };
  }, []);

  async function submit(): Promise<void> {
    const calls = await loadCalls();
    const checked = calls.checkCredentials({ userName, password });
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    setPending(true);
    try {
      const lastSignIn = await calls.signIn(queryClient, checked.credentials);
      // Failed attempts since the previous sign-in are worth a warning; the rest is in the menu.
      const notice = lastSignInNotice(lastSignIn);
      if (notice.warning) showWarning(notice.text);
      // /home opens the last selected community (or the first on the list).
      await navigate({ to: SiteMap.home });
    } catch (error) {
      // The server's message is shown under the form rather than as a toast.
      setFailure(error);
      setPending(false);
    }
  }

  return (
    // The card hangs from a fixed top, not the middle: the demo sign-ins arrive after the form and
    // lengthen the card, which would move a centred form away from the pointer.
    <Flex mih="100vh" bg="gray.1" justify="center" align="flex-start" pt="12vh" px="md" pb="xl">
      <Paper withBorder shadow="sm" p="xl" w={380} radius="md">
        <form
          onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
            event.preventDefault();
            void submit();
          }}
          noValidate
          aria-label="Sign in"
        >
          <Stack gap="sm">
            <div>
              <Title order={3}>HOA Back Office</Title>
              <Text size="sm" c="dimmed">
                Sign in to continue
              </Text>
            </div>
            <TextInput
              label="User name"
              autoComplete="username"
              autoFocus
              value={userName}
              onChange={(event) => {
                setUserName(event.currentTarget.value);
              }}
              error={errors.userName}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
              }}
              error={errors.password}
            />
            <Button type="submit" fullWidth loading={pending} mt="xs">
              Sign in
            </Button>
            {failure === null ? null : (
              <Text size="sm" c="red" role="alert">
                {errorText(failure)}
              </Text>
            )}
          </Stack>
        </form>
        {demoSignIns.length ? (
          <Suspense fallback={null}>
            <DemoSignIns
              signIns={demoSignIns}
              onChoose={(signIn) => {
                setUserName(signIn.userName);
                setPassword(signIn.password);
                setErrors({});
              }}
            />
          </Suspense>
        ) : null}
      </Paper>
    </Flex>
  );
}
