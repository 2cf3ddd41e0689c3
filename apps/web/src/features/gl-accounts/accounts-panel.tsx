import { calledWith, contract, type ChartAccount } from '@hoa/contract';
import { requiredAccountLabel, type AccountGroup } from '@hoa/domain';
import { Anchor, Badge, Button, Group, List, Switch, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { api } from '../../app/api';
import { useClaimAccess } from '../../app/auth/claim-access';
import { openConfirm, openModal } from '../../app/overlays/modals';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showError, showSuccess } from '../../app/toasts';
import { DataGrid, moneyColumn, type GridColumn } from '../../widgets/data-grid/data-grid';
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

  // The accounts by group, in the order of `groups`, each group under its heading.
  const grouped = useMemo(
    () => groups.flatMap((group) => visible.filter((a) => a.AccountGroup === group)),
    [visible],
  );
  // The latest delete through a ref, so the columns change only with what the user may do.
  const deleteRef = useRef<(account: ChartAccount) => void>(() => undefined);
  const { canUpdate, canDelete } = access;
  const columns = useMemo(
    () =>
      accountColumns(
        canUpdate ? setEditing : undefined,
        canDelete ? (account) => deleteRef.current(account) : undefined,
      ),
    [canUpdate, canDelete],
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

  deleteRef.current = (account) => void confirmDelete(account);
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
      <DataGrid
        aria-label="Accounts"
        rows={grouped}
        columns={columns}
        rowKey={accountKey}
        groupOf={accountGroup}
        rowHeight={33}
        empty="No accounts."
      />
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

const accountKey = (account: ChartAccount) => account.TopsAccountId;
const accountGroup = (account: ChartAccount) => account.AccountGroup;

function accountColumns(
  onEdit: ((account: ChartAccount) => void) | undefined,
  onDelete: ((account: ChartAccount) => void) | undefined,
): GridColumn<ChartAccount>[] {
  return [
    {
      id: 'number',
      header: 'Number',
      width: 90,
      cell: (account) => (
        <Text span inherit c={account.IsActive ? undefined : 'dimmed'}>
          {account.AccountNumber}
        </Text>
      ),
    },
    {
      id: 'name',
      header: 'Name',
      cell: (account) => (
        <>
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
        </>
      ),
    },
    { id: 'type', header: 'Type', width: 150, cell: (account) => account.AccountTypeName },
    {
      id: 'costCenter',
      header: 'Cost center',
      width: 150,
      cell: (account) =>
        account.CostCenterNumber
          ? `${account.CostCenterNumber} ${account.CostCenterName ?? ''}`
          : '',
    },
    {
      id: 'required',
      header: 'Required for',
      width: 170,
      cell: (account) => (
        <Group gap={4}>
          {account.RequiredTypeIds.map((typeId) => (
            <Badge key={typeId} variant="light" size="xs">
              {requiredAccountLabel(typeId)}
            </Badge>
          ))}
        </Group>
      ),
    },
    moneyColumn('balance', 'Balance', (account) => account.BalanceCents),
    {
      id: 'actions',
      header: '',
      width: 130,
      align: 'right',
      cell: (account) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {onEdit ? (
            <MayCall calls={saveAccount('update')}>
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => onEdit(account)}
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
                onClick={() => onDelete(account)}
                aria-label={`Delete ${account.AccountNumber}`}
              >
                Delete
              </Button>
            </MayCall>
          ) : null}
        </Group>
      ),
    },
  ];
}
