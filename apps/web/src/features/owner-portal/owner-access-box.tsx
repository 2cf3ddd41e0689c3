import { contract, type RequestOf } from '@hoa/contract';
import { OwnerAccessStatus, OwnerPortalMessages } from '@hoa/domain';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { MayCall } from '../../widgets/may-call';
import { ProblemAlert } from '../../widgets/problem-alert';
import { BoardMemberLine } from './board-member-line';
import { ownerAccessStatusName } from './owner-access-index-page';
import { ownerAccessAccountQuery, refreshOwnerPortal } from './owner-portal-queries';

const o = contract.ownerAccess;

/**
 * "Owner portal access" on an owner's profile: the account's state; register an invited owner
 * with a temporary password; unregister (the owner registers anew with a new code); deregister;
 * the board user the owner is.
 */
export function OwnerAccessBox({ ownerAgentId }: { ownerAgentId: number }) {
  const client = useQueryClient();
  const account = useQuery(ownerAccessAccountQuery(ownerAgentId));
  const id = account.data?.OwnerAccessAccountId ?? 0;
  const form = useContractForm({
    initialValues: {
      temporaryPassword: '',
      temporaryPasswordConfirmation: '',
      sendEmailNotification: true,
    },
    schema: o.RegisterForInvitedOwner.body,
    toBody: (v) => ({ ...v, ownerAccessAccountId: id }),
    rules: (v) => ({
      temporaryPasswordConfirmation:
        v.temporaryPassword !== v.temporaryPasswordConfirmation
          ? OwnerPortalMessages.temporaryPasswordMismatch
          : null,
    }),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const done = async (message: string | null) => {
    setProblem(null);
    setNote(message);
    await refreshOwnerPortal(client);
  };
  const register = useMutation({
    mutationFn: (body: RequestOf<typeof o.RegisterForInvitedOwner>['body']) =>
      api.call(o.RegisterForInvitedOwner, { body }),
    onSuccess: (answer) => {
      form.reset();
      if (!answer.warning) showSuccess('The owner is registered with the temporary password.');
      return done(answer.warning);
    },
    onError: (error) => setProblem(error.message),
  });
  const unregister = useMutation({
    mutationFn: () => api.call(o.UnregisterOwnerAccessAccount, { params: { id } }),
    onSuccess: (answer) =>
      done(`Unregistered. The owner registers anew with the code ${answer.RegistrationCode}.`),
    onError: (error) => setProblem(error.message),
  });
  const deregister = useMutation({
    mutationFn: () => api.call(o.DeregisterOwnerAccessAccount, { params: { id } }),
    onSuccess: () => done('The owner access account is removed.'),
    onError: (error) => setProblem(error.message),
  });
  if (account.isPending || account.isError) return null;
  const data = account.data;
  return (
    <Paper withBorder p="md" aria-label="Owner portal access">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>Owner portal access</Title>
          <Badge variant="light">
            {data ? ownerAccessStatusName(data.Status, data.IsDeactivated) : 'Not invited'}
          </Badge>
        </Group>
        <ProblemAlert problem={problem ?? formProblem(form.errors)} />
        {note ? (
          <Alert color="blue" variant="light" role="status">
            {note}
          </Alert>
        ) : null}
        {data?.LoginEmail ? <Text size="sm">Signs in as {data.LoginEmail}</Text> : null}
        {data ? <BoardMemberLine account={data} /> : null}
        {data === null ? (
          <Text size="sm" c="dimmed">
            Not invited yet: send a registration email or letter from Owner portal access.
          </Text>
        ) : null}
        {data && data.Status === OwnerAccessStatus.Invited ? (
          <MayCall calls={o.RegisterForInvitedOwner}>
            <form onSubmit={form.onSubmit((body) => register.mutate(body))}>
              <Group align="flex-end">
                <PasswordInput
                  label="Temporary password"
                  {...form.getInputProps('temporaryPassword')}
                  w={220}
                />
                <PasswordInput
                  label="Confirm temporary password"
                  {...form.getInputProps('temporaryPasswordConfirmation')}
                  w={220}
                />
                <Checkbox
                  label="Email the owner"
                  {...form.getInputProps('sendEmailNotification', { type: 'checkbox' })}
                />
                <Button type="submit" loading={register.isPending}>
                  Register
                </Button>
              </Group>
            </form>
          </MayCall>
        ) : null}
        {data ? (
          <Group gap="xs">
            {data.Status === OwnerAccessStatus.Registered ? (
              <MayCall calls={o.UnregisterOwnerAccessAccount}>
                <Button size="xs" variant="default" onClick={() => unregister.mutate()}>
                  Unregister
                </Button>
              </MayCall>
            ) : null}
            <MayCall calls={o.DeregisterOwnerAccessAccount}>
              <Button size="xs" color="red" variant="light" onClick={() => deregister.mutate()}>
                Deregister
              </Button>
            </MayCall>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
