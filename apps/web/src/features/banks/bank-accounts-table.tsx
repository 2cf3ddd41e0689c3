import { contract, type BankAccount } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { Anchor, Badge, Button, Group, Switch, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { api } from '../../app/api';
import { openConfirm } from '../../app/overlays/modals';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
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

  const destroy = useMutation({
    mutationFn: (id: number) => api.call(contract.banks.DeleteBankAccount, { params: { id } }),
    onSuccess: async () => {
      showSuccess('Bank account deleted.');
      await refresh();
    },
  });

  function confirmDelete(account: BankAccount): void {
    openConfirm({
      title: 'Delete bank account',
      message: `Delete the account "${account.AccountName}" (${account.AccountNumber}) of ${account.CommunityName} for good? An account with postings, checks, reconciliations or other records stays.`,
      confirmLabel: 'Delete',
      danger: true,
      onConfirm: () => {
        destroy.mutate(account.TopsAgentBankId);
      },
    });
  }

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

  // The latest actions through a ref: the columns change only with `party`.
  const actions = useRef<AccountActions>({
    onEdit,
    reveal: reveal.mutate,
    restore: restore.mutate,
    confirmRemove,
    confirmDelete,
  });
  actions.current = {
    onEdit,
    reveal: reveal.mutate,
    restore: restore.mutate,
    confirmRemove,
    confirmDelete,
  };
  const columns = useMemo(() => accountColumns(party, actions), [party]);
  const rows = useMemo(
    () =>
      accounts.map((account): AccountRow => {
        const full = revealed[account.TopsAgentBankId];
        return full === undefined ? account : { ...account, full };
      }),
    [accounts, revealed],
  );
  return (
    <DataGrid
      aria-label="Bank accounts"
      rows={rows}
      columns={columns}
      rowKey={accountKey}
      rowHeight={36}
      rowTone={removedTone}
      empty="No bank accounts."
    />
  );
}

/** An account, with its whole number once revealed. */
type AccountRow = BankAccount & { full?: string };

interface AccountActions {
  onEdit: (account: BankAccount) => void;
  reveal: (id: number) => void;
  restore: (id: number) => void;
  confirmRemove: (account: BankAccount) => void;
  confirmDelete: (account: BankAccount) => void;
}

const accountKey = (account: BankAccount) => account.TopsAgentBankId;
const removedTone = (account: BankAccount) =>
  account.IsRemoved ? 'var(--mantine-color-gray-1)' : undefined;

function accountColumns(
  party: 'community' | 'bank',
  actions: { current: AccountActions },
): GridColumn<AccountRow>[] {
  return [
    {
      id: 'party',
      header: party === 'community' ? 'Community' : 'Bank',
      width: 150,
      cell: (account) => (party === 'community' ? account.CommunityName : account.BankName),
    },
    {
      id: 'account',
      header: 'Account',
      width: 160,
      cell: (account) => (
        <Anchor
          size="sm"
          href={`#${buildRoute(SiteMap.bankAccountView, { bankAccountId: account.TopsAgentBankId })}`}
        >
          {account.AccountName}
        </Anchor>
      ),
    },
    {
      id: 'number',
      header: 'Number',
      width: 140,
      cell: (account) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" ff="monospace">
            {account.full ?? account.AccountNumber}
          </Text>
          {account.full ? null : (
            <Button
              variant="subtle"
              size="compact-xs"
              aria-label={`Show the number of ${account.AccountName}`}
              onClick={() => {
                actions.current.reveal(account.TopsAgentBankId);
              }}
            >
              Show
            </Button>
          )}
        </Group>
      ),
    },
    {
      id: 'routing',
      header: 'Routing',
      width: 100,
      cell: (account) => (
        <Text size="sm" ff="monospace">
          {account.RoutingNumber}
        </Text>
      ),
    },
    {
      id: 'gl-account',
      header: 'GL account',
      width: 150,
      cell: (account) =>
        account.GlAccountNumber
          ? `${account.GlAccountNumber} ${account.GlAccountName ?? ''}`
          : null,
    },
    {
      id: 'next-check',
      header: 'Next check',
      width: 95,
      align: 'right',
      cell: (account) => account.NextCheckNumber,
    },
    {
      id: 'balance',
      header: 'Balance',
      width: 100,
      money: true,
      cell: (account) => (account.Balance === null ? null : formatCents(account.Balance)),
    },
    {
      id: 'status',
      header: 'Status',
      width: 85,
      cell: (account) => (
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
      ),
    },
    {
      id: 'actions',
      header: '',
      width: 190,
      align: 'right',
      cell: (account) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <MayCall calls={saveBankAccountCall(false)}>
            <Button
              variant="subtle"
              size="compact-xs"
              aria-label={`Edit ${account.AccountName}`}
              onClick={() => {
                actions.current.onEdit(account);
              }}
            >
              Edit
            </Button>
          </MayCall>
          {account.IsRemoved ? (
            <>
              <MayCall calls={contract.banks.RestoreBankAccount}>
                <Button
                  variant="subtle"
                  size="compact-xs"
                  aria-label={`Restore ${account.AccountName}`}
                  onClick={() => {
                    actions.current.restore(account.TopsAgentBankId);
                  }}
                >
                  Restore
                </Button>
              </MayCall>
              <MayCall calls={contract.banks.DeleteBankAccount}>
                <Button
                  variant="subtle"
                  size="compact-xs"
                  color="red"
                  aria-label={`Delete ${account.AccountName}`}
                  onClick={() => {
                    actions.current.confirmDelete(account);
                  }}
                >
                  Delete
                </Button>
              </MayCall>
            </>
          ) : (
            <MayCall calls={contract.banks.RemoveBankAccount}>
              <Button
                variant="subtle"
                size="compact-xs"
                color="red"
                aria-label={`Remove ${account.AccountName}`}
                onClick={() => {
                  actions.current.confirmRemove(account);
                }}
              >
                Remove
              </Button>
            </MayCall>
          )}
        </Group>
      ),
    },
  ];
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
