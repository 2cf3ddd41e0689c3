import { contract, type OwnerAccessAccount, type RequestOf } from '@hoa/contract';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { MayCall } from '../../widgets/may-call';
import { ProblemAlert } from '../../widgets/problem-alert';
import { boardUsersQuery, refreshOwnerPortal } from './owner-portal-queries';

const b = contract.portalBoard;

/**
 * "Board member" in the owner's portal access box: the back-office board user this owner is (the
 * owner portal then shows them the Board page), or "Not linked"; company administrators link one
 * of the company's users with a board role, or unlink.
 */
export function BoardMemberLine({ account }: { account: OwnerAccessAccount }) {
  return (
    <>
      <Text size="sm" aria-label="Board member">
        Board member: <strong>{account.BoardUserName ?? 'Not linked'}</strong>
      </Text>
      <MayCall calls={[b.GetBoardUsers, b.SetOwnerBoardUser]}>
        <BoardMemberChoice key={account.BoardUserId ?? 0} account={account} />
      </MayCall>
    </>
  );
}

function BoardMemberChoice({ account }: { account: OwnerAccessAccount }) {
  const client = useQueryClient();
  const users = useQuery(boardUsersQuery);
  const current = account.BoardUserId === null ? null : String(account.BoardUserId);
  const form = useContractForm({
    initialValues: { BoardUserId: current },
    schema: b.SetOwnerBoardUser.body,
    toBody: (v) => ({
      OwnerAgentId: account.OwnerAgentId,
      BoardUserId: v.BoardUserId === null ? null : Number(v.BoardUserId),
    }),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const link = useMutation({
    mutationFn: (body: RequestOf<typeof b.SetOwnerBoardUser>['body']) =>
      api.call(b.SetOwnerBoardUser, { body }),
    onSuccess: async (_, body) => {
      setProblem(null);
      showSuccess(
        body.BoardUserId === null
          ? 'The owner is unlinked from the board.'
          : 'The owner is linked to the board user.',
      );
      await refreshOwnerPortal(client);
    },
    onError: (error) => setProblem(error.message),
  });
  const unlinking = link.isPending && link.variables.BoardUserId === null;
  return (
    <form onSubmit={form.onSubmit((body) => link.mutate(body))}>
      <Stack gap="xs">
        <ProblemAlert
          problem={problem ?? formProblem(form.errors) ?? users.error?.message ?? null}
        />
        <Group align="flex-end" gap="xs">
          <Select
            label="Board user"
            placeholder={users.data?.length === 0 ? 'No user has a board role' : 'Choose a user'}
            data={(users.data ?? []).map((u) => ({
              value: String(u.UserId),
              label: u.DisplayName,
            }))}
            {...form.getInputProps('BoardUserId')}
            w={260}
            size="xs"
          />
          <Button
            type="submit"
            size="xs"
            disabled={form.values.BoardUserId === null || form.values.BoardUserId === current}
            loading={link.isPending && !unlinking}
          >
            Link
          </Button>
          {current !== null ? (
            <Button
              size="xs"
              variant="default"
              loading={unlinking}
              onClick={() => link.mutate({ OwnerAgentId: account.OwnerAgentId, BoardUserId: null })}
            >
              Unlink
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
