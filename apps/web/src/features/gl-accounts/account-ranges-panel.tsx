import { contract, type AccountRange } from '@hoa/contract';
import { accountRangesProblem, AccountTypes, DefaultAccountRanges } from '@hoa/domain';
import { Alert, Button, Group, Paper, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useClaimAccess } from '../../app/auth/claim-access';
import { showSuccess } from '../../app/toasts';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { glKey, rangesQuery } from './gl-queries';

type Bounds = Record<number, { start: string; end: string }>;

function toBounds(
  ranges: readonly { TopsAccountTypeId: number; StartNumber: string; EndNumber: string }[],
): Bounds {
  return Object.fromEntries(
    ranges.map((r) => [r.TopsAccountTypeId, { start: r.StartNumber, end: r.EndNumber }]),
  );
}

/** One start and end number per account type; a type left empty has no range. */
export function AccountRangesPanel({ communityAgentId }: { communityAgentId: number }) {
  const ranges = useQuery(rangesQuery(communityAgentId));
  if (!ranges.data) return ranges.isError ? <LoadError error={ranges.error} /> : <PageLoader />;
  return <RangesForm communityAgentId={communityAgentId} saved={ranges.data} />;
}

function RangesForm({
  communityAgentId,
  saved,
}: {
  communityAgentId: number;
  saved: AccountRange[];
}) {
  const queryClient = useQueryClient();
  const access = useClaimAccess('glaccounts');
  const [bounds, setBounds] = useState<Bounds>(() => toBounds(saved));
  const body = AccountTypes.flatMap((type) => {
    const b = bounds[type.TopsAccountTypeId];
    return b && b.start.trim() && b.end.trim()
      ? [
          {
            TopsAccountTypeId: type.TopsAccountTypeId,
            StartNumber: b.start.trim(),
            EndNumber: b.end.trim(),
          },
        ]
      : [];
  });
  const problem = accountRangesProblem(body);
  const save = useMutation({
    mutationFn: () =>
      api.call(contract.glAccounts.SaveAccountRanges, { params: { communityAgentId }, body }),
    onSuccess: async (result) => {
      showSuccess('Account ranges saved.');
      setBounds(toBounds(result));
      await queryClient.invalidateQueries({ queryKey: glKey });
    },
  });

  function setBound(typeId: number, side: 'start' | 'end', value: string): void {
    setBounds((current) => {
      const previous = current[typeId] ?? { start: '', end: '' };
      return { ...current, [typeId]: { ...previous, [side]: value } };
    });
  }

  return (
    <Paper withBorder p="md" radius="sm" maw={720}>
      <Text size="sm" c="dimmed" mb="sm">
        Account numbers of a type must lie in its range. Types of one group may share numbers.
      </Text>
      <Table aria-label="Account ranges">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Account type</Table.Th>
            <Table.Th>Group</Table.Th>
            <Table.Th>Start number</Table.Th>
            <Table.Th>End number</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {AccountTypes.map((type) => {
            const b = bounds[type.TopsAccountTypeId];
            return (
              <Table.Tr key={type.TopsAccountTypeId}>
                <Table.Td>{type.AccountTypeName}</Table.Td>
                <Table.Td>{type.AccountGroup}</Table.Td>
                {(['start', 'end'] as const).map((side) => (
                  <Table.Td key={side}>
                    <TextInput
                      aria-label={`${type.AccountTypeName} ${side} number`}
                      value={b?.[side] ?? ''}
                      readOnly={!access.canUpdate}
                      onChange={(e) => {
                        setBound(type.TopsAccountTypeId, side, e.currentTarget.value);
                      }}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {problem ? (
        <Alert color="yellow" variant="light" mt="sm" role="alert">
          {problem}
        </Alert>
      ) : null}
      {access.canUpdate ? (
        <Group justify="flex-end" mt="sm" gap="xs">
          <Button
            variant="default"
            onClick={() => {
              setBounds(toBounds(DefaultAccountRanges));
            }}
          >
            Use standard ranges
          </Button>
          <Button
            disabled={problem !== null}
            loading={save.isPending}
            onClick={() => {
              save.mutate();
            }}
          >
            Save ranges
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}
