import { contract } from '@hoa/contract';
import { Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type SubmitEvent } from 'react';
import { fieldErrors } from '../../widgets/form-errors';
import { api } from '../api';
import { SiteMap } from '../site-map';
import { errorText, showWarning } from '../toasts';
import { lastSignInNotice, setLastSignIn } from './last-sign-in';
import { setSession } from './session';

interface Credentials {
  userName: string;
  password: string;
}

export function SignInPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const login = useMutation({
    mutationFn: (body: Credentials) => api.call(contract.auth.Login, { body }),
    // The server's message is shown under the form rather than as a toast.
    onError: () => undefined,
    onSuccess: async (result) => {
      queryClient.clear();
      setSession(queryClient, result.session);
      setLastSignIn(queryClient, result.lastSignIn);
      // Failed attempts since the previous sign-in are worth a warning; the rest is in the menu.
      const notice = lastSignInNotice(result.lastSignIn);
      if (notice.warning) showWarning(notice.text);
      // /home opens the last selected community (or the first on the list).
      await navigate({ to: SiteMap.home });
    },
  });

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    const parsed = contract.auth.Login.body.safeParse({ userName, password });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    login.mutate(parsed.data);
  }

  return (
    <Center mih="100vh" bg="gray.1">
      <Paper withBorder shadow="sm" p="xl" w={360} radius="md">
        <form onSubmit={submit} noValidate aria-label="Sign in">
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
            <Button type="submit" fullWidth loading={login.isPending} mt="xs">
              Sign in
            </Button>
            {login.isError ? (
              <Text size="sm" c="red" role="alert">
                {errorText(login.error)}
              </Text>
            ) : null}
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
