import { calledWith, contract, type ChartAccount } from '@hoa/contract';
import { formatCents, requiredAccountLabel, type AccountGroup } from '@hoa/domain';
import {
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../app/api';
import { useClaimAccess } from '../../app/auth/claim-access';
import { openConfirm, openModal } from '../../app/overlays/modals';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showError, showSuccess } from '../../app/toasts';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { AccountFormModal } from './account-form-modal';
import { chartQuery, costCentersQuery, glKey } from './gl-queries';
import { useGlDelete } from './use-gl-delete';
import { MayCall } from '../../widgets/may-call';

const groups: readonly AccountGroup[] = ['Asset', 'Liability', 'Equity', 'Income', 'Expense'];

function matches(account: ChartAccount, term: string): boolean {
  const t = term.trim().toLowerCase();
  return (
    t === '' || account.AccountNumber.startsWith(t) || account.AccountName.toLowerCase().includes(t)
  );
}

/** The accounts of a community by type group, with search, add, edit and checked delete. */
export function AccountsPanel({ communityAgentId }: { communityAgentId: number }) {
  const queryClient = useQueryClient();
  const access = useClaimAccess('glaccounts');
  const [term, setTerm] = useState('');
  const [showInactive, setShowInactive] = useState(false);
  const [editing, setEditing] = useState<ChartAccount | 'new' | null>(null);
  const chart = useQuery(chartQuery(communityAgentId, showInactive));
  const costCenters = useQuery(costCentersQuery(communityAgentId));
  const visible = useMemo(
    () => (chart.data ?? []).filter((a) => matches(a, term)),
    [chart.data, term],
  );

  const refresh = () => queryClient.invalidateQueries({ queryKey: glKey });
  const createDefaults = useMutation({
    mutationFn: () =>
      api.call(contract.glAccounts.CreateDefaultAccounts, { params: { communityAgentId } }),
    onSuccess: async (result) => {
      showSuccess(`${result.CreatedCount} standard accounts created.`);
      await refresh();
    },
  });
  const remove = useGlDelete(contract.glAccounts.DeleteAccount, 'Account deleted.');

  async function confirmDelete(account: ChartAccount): Promise<void> {
    const label = `${account.AccountNumber} ${account.AccountName}`;
    try {
      const check = await api.call(contract.glAccounts.CanDeleteAccount, {
        query: { accountId: account.TopsAccountId },
      });
      if (!check.CanDelete) {
        openModal({
          title: `Account ${label} cannot be deleted`,
          size: 'sm',
          children: (
            <List size="sm">
              {check.Reasons.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List>
          ),
        });
        return;
      }
      openConfirm({
        title: 'Delete account',
        message: `Delete account ${label}?`,
        confirmLabel: 'Delete',
        danger: true,
        onConfirm: () => {
          remove.mutate(account.TopsAccountId);
        },
      });
    } catch (error) {
      showError(error);
    }
  }

  if (!chart.data || !costCenters.data) {
    const failed = [chart, costCenters].find((q) => q.isError);
    return failed ? <LoadError error={failed.error} /> : <PageLoader />;
  }
  return (
    <>
      <Group justify="space-between" mb="sm">
        <Group gap="sm">
          <TextInput
            aria-label="Search accounts"
            placeholder="Number or name"
            value={term}
            onChange={(e) => {
              setTerm(e.currentTarget.value);
            }}
            w={240}
          />
          <Switch
            label="Show inactive"
            checked={showInactive}
            onChange={(e) => {
              setShowInactive(e.currentTarget.checked);
            }}
          />
        </Group>
        {access.canCreate ? (
          <Group gap="xs">
            <MayCall calls={contract.glAccounts.CreateDefaultAccounts}>
              <Button
                variant="default"
                loading={createDefaults.isPending}
                onClick={() => {
                  createDefaults.mutate();
                }}
              >
                Create default accounts
              </Button>
            </MayCall>
            <MayCall calls={saveAccount('create')}>
              <Button
                onClick={() => {
                  setEditing('new');
                }}
              >
                Add account
              </Button>
            </MayCall>
          </Group>
        ) : null}
      </Group>
      <Paper withBorder radius="sm">
        <Table aria-label="Accounts" striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={110}>Number</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Cost center</Table.Th>
              <Table.Th>Required for</Table.Th>
              <Table.Th ta="right">Balance</Table.Th>
              <Table.Th w={130} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.map((group) => {
              const rows = visible.filter((a) => a.AccountGroup === group);
              if (rows.length === 0) return null;
              return [
                <Table.Tr key={group} bg="gray.1">
                  <Table.Th colSpan={7}>{group}</Table.Th>
                </Table.Tr>,
                ...rows.map((account) => (
                  <AccountRow
                    key={account.TopsAccountId}
                    account={account}
                    onEdit={
                      access.canUpdate
                        ? () => {
                            setEditing(account);
                          }
                        : undefined
                    }
                    onDelete={
                      access.canDelete
                        ? () => {
                            void confirmDelete(account);
                          }
                        : undefined
                    }
                  />
                )),
              ];
            })}
            {visible.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={7}>
                  <Text size="sm" c="dimmed" py="xs">
                    No accounts.
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </Paper>
      {editing ? (
        <AccountFormModal
          communityAgentId={communityAgentId}
          account={editing === 'new' ? null : editing}
          costCenters={costCenters.data}
          onClose={() => {
            setEditing(null);
          }}
        />
      ) : null}
    </>
  );
}

/** SaveAccount as the use case checks it: glaccounts create for a new account, update for one. */
const saveAccount = (level: 'create' | 'update') =>
  calledWith(contract.glAccounts.SaveAccount, { claim: 'glaccounts', level });

interface AccountRowProps {
  account: ChartAccount;
  onEdit: (() => void) | undefined;
  onDelete: (() => void) | undefined;
}

function AccountRow({ account, onEdit, onDelete }: AccountRowProps) {
  return (
    <Table.Tr c={account.IsActive ? undefined : 'dimmed'}>
      <Table.Td>{account.AccountNumber}</Table.Td>
      <Table.Td>
        <Anchor
          size="sm"
          href={`#${buildRoute(SiteMap.glHistory, { accountId: account.TopsAccountId })}`}
          title="Open the account's GL history"
        >
          {account.AccountName}
        </Anchor>
        {account.IsActive ? null : (
          <Badge ml="xs" color="gray" variant="light">
            Inactive
          </Badge>
        )}
      </Table.Td>
      <Table.Td>{account.AccountTypeName}</Table.Td>
      <Table.Td>
        {account.CostCenterNumber
          ? `${account.CostCenterNumber} ${account.CostCenterName ?? ''}`
          : ''}
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {account.RequiredTypeIds.map((typeId) => (
            <Badge key={typeId} variant="light" size="xs">
              {requiredAccountLabel(typeId)}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td ta="right">{formatCents(account.BalanceCents)}</Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {onEdit ? (
            <MayCall calls={saveAccount('update')}>
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={onEdit}
                aria-label={`Edit ${account.AccountNumber}`}
              >
                Edit
              </Button>
            </MayCall>
          ) : null}
          {onDelete ? (
            <MayCall calls={contract.glAccounts.DeleteAccount}>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                onClick={onDelete}
                aria-label={`Delete ${account.AccountNumber}`}
              >
                Delete
              </Button>
            </MayCall>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
