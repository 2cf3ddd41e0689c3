import { contract, type OwnerAccessAccount } from '@hoa/contract';
import { Button, Group, Select, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
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
  const [chosen, setChosen] = useState<string | null>(current);
  const [problem, setProblem] = useState<string | null>(null);
  const link = useMutation({
    mutationFn: (BoardUserId: number | null) =>
      api.call(b.SetOwnerBoardUser, { body: { OwnerAgentId: account.OwnerAgentId, BoardUserId } }),
    onSuccess: async (_, BoardUserId) => {
      setProblem(null);
      showSuccess(
        BoardUserId === null
          ? 'The owner is unlinked from the board.'
          : 'The owner is linked to the board user.',
      );
      await refreshOwnerPortal(client);
    },
    onError: (error) => setProblem(error.message),
  });
  return (
    <>
      <ProblemAlert problem={problem ?? users.error?.message ?? null} />
      <Group align="flex-end" gap="xs">
        <Select
          label="Board user"
          placeholder={users.data?.length === 0 ? 'No user has a board role' : 'Choose a user'}
          data={(users.data ?? []).map((u) => ({ value: String(u.UserId), label: u.DisplayName }))}
          value={chosen}
          onChange={setChosen}
          w={260}
          size="xs"
        />
        <Button
          size="xs"
          disabled={chosen === null || chosen === current}
          loading={link.isPending && link.variables !== null}
          onClick={() => link.mutate(Number(chosen))}
        >
          Link
        </Button>
        {current !== null ? (
          <Button
            size="xs"
            variant="default"
            loading={link.isPending && link.variables === null}
            onClick={() => link.mutate(null)}
          >
            Unlink
          </Button>
        ) : null}
      </Group>
    </>
  );
}
