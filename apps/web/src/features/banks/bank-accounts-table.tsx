import { contract, type BankAccount } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { Anchor, Badge, Button, Group, Paper, Switch, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { openConfirm } from '../../app/overlays/modals';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { EmptyRow } from '../../widgets/empty-row';
import { MayCall } from '../../widgets/may-call';
import { saveBankAccountCall } from './bank-calls';
import { banksKey } from './bank-queries';

interface BankAccountsTableProps {
  accounts: BankAccount[];
  /** The column that tells accounts apart: their community (bank profile) or bank (community). */
  party: 'community' | 'bank';
  onEdit: (account: BankAccount) => void;
}

/** Bank accounts with masked numbers (revealed one at a time), primary flag, remove and restore. */
export function BankAccountsTable({ accounts, party, onEdit }: BankAccountsTableProps) {
  const queryClient = useQueryClient();
  const [revealed, setRevealed] = useState<Record<number, string>>({});
  const refresh = () => queryClient.invalidateQueries({ queryKey: banksKey });

  const reveal = useMutation({
    mutationFn: (id: number) =>
      api.call(contract.banks.GetAgentBankAccountNumber, { params: { id } }),
    onSuccess: (result, id) => {
      setRevealed((current) => ({ ...current, [id]: result.AccountNumber }));
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.call(contract.banks.RemoveBankAccount, { params: { id } }),
    onSuccess: async () => {
      showSuccess('Bank account removed.');
      await refresh();
    },
  });
  const restore = useMutation({
    mutationFn: (id: number) => api.call(contract.banks.RestoreBankAccount, { params: { id } }),
    onSuccess: async () => {
      showSuccess('Bank Account enabled');
      await refresh();
    },
  });

  function confirmRemove(account: BankAccount): void {
    openConfirm({
      title: 'Remove bank account',
      message: `Remove the account "${account.AccountName}" (${account.AccountNumber}) of ${account.CommunityName}?`,
      confirmLabel: 'Remove',
      danger: true,
      onConfirm: () => {
        remove.mutate(account.TopsAgentBankId);
      },
    });
  }

  return (
    <Paper withBorder radius="sm">
      <Table aria-label="Bank accounts" highlightOnHover styles={{ th: { whiteSpace: 'nowrap' } }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{party === 'community' ? 'Community' : 'Bank'}</Table.Th>
            <Table.Th>Account</Table.Th>
            <Table.Th>Number</Table.Th>
            <Table.Th>Routing</Table.Th>
            <Table.Th>GL account</Table.Th>
            <Table.Th ta="right">Next check</Table.Th>
            <Table.Th ta="right">Balance</Table.Th>
            <Table.Th miw={100}>Status</Table.Th>
            <Table.Th w={150} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((account) => {
            const id = account.TopsAgentBankId;
            const full = revealed[id];
            return (
              <Table.Tr key={id} c={account.IsRemoved ? 'dimmed' : undefined}>
                <Table.Td>
                  {party === 'community' ? account.CommunityName : account.BankName}
                </Table.Td>
                <Table.Td>
                  <Anchor
                    size="sm"
                    href={`#${buildRoute(SiteMap.bankAccountView, { bankAccountId: id })}`}
                  >
                    {account.AccountName}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" ff="monospace">
                      {full ?? account.AccountNumber}
                    </Text>
                    {full ? null : (
                      <Button
                        variant="subtle"
                        size="compact-xs"
                        aria-label={`Show the number of ${account.AccountName}`}
                        onClick={() => {
                          reveal.mutate(id);
                        }}
                      >
                        Show
                      </Button>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td ff="monospace">{account.RoutingNumber}</Table.Td>
                <Table.Td>
                  {account.GlAccountNumber
                    ? `${account.GlAccountNumber} ${account.GlAccountName ?? ''}`
                    : null}
                </Table.Td>
                <Table.Td ta="right">{account.NextCheckNumber}</Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {account.Balance === null ? null : formatCents(account.Balance)}
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {account.IsPrimary ? (
                      <Badge color="blue" variant="light" style={{ flexShrink: 0 }}>
                        Primary
                      </Badge>
                    ) : null}
                    {account.IsRemoved ? (
                      <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
                        Removed
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <MayCall calls={saveBankAccountCall(false)}>
                      <Button
                        variant="subtle"
                        size="compact-xs"
                        aria-label={`Edit ${account.AccountName}`}
                        onClick={() => {
                          onEdit(account);
                        }}
                      >
                        Edit
                      </Button>
                    </MayCall>
                    {account.IsRemoved ? (
                      <MayCall calls={contract.banks.RestoreBankAccount}>
                        <Button
                          variant="subtle"
                          size="compact-xs"
                          aria-label={`Restore ${account.AccountName}`}
                          onClick={() => {
                            restore.mutate(id);
                          }}
                        >
                          Restore
                        </Button>
                      </MayCall>
                    ) : (
                      <MayCall calls={contract.banks.RemoveBankAccount}>
                        <Button
                          variant="subtle"
                          size="compact-xs"
                          color="red"
                          aria-label={`Remove ${account.AccountName}`}
                          onClick={() => {
                            confirmRemove(account);
                          }}
                        >
                          Remove
                        </Button>
                      </MayCall>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
          {accounts.length === 0 ? <EmptyRow colSpan={9}>No bank accounts.</EmptyRow> : null}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** Lists of accounts leave removed ones out unless asked. */
export function ShowRemovedSwitch(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Group justify="flex-end" mb="xs">
      <Switch
        label="Show removed accounts"
        checked={props.checked}
        onChange={(event) => {
          props.onChange(event.currentTarget.checked);
        }}
      />
    </Group>
  );
}
