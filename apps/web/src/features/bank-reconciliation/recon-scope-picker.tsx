import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { accountsQuery, costCentersQuery, type ReconScope } from './recon-queries';

const allCostCenters = 'all';

/**
 * The bank account and, in a community with cost centers, the cost center being reconciled (spec 2
 * route 'bank reconciliation (communityAgentId, accountId, optional costCenterCategoryId)'); a
 * choice goes to its route.
 */
export function ReconScopePicker({
  communityAgentId,
  scope,
}: {
  communityAgentId: number;
  scope: ReconScope | null;
}) {
  const go = useGo();
  const accounts = useQuery(accountsQuery(communityAgentId)).data ?? [];
  const costCenters = useQuery(costCentersQuery(communityAgentId)).data ?? [];
  const open = (accountId: number, costCenterCategoryId: number | null) =>
    void go(
      buildRoute(SiteMap.bankReconciliation, {
        communityAgentId,
        accountId,
        costCenterCategoryId,
      }),
    );
  return (
    <Group mb="md" align="flex-end">
      <Select
        label="Bank account"
        w={420}
        data={accounts.map((a) => ({
          value: String(a.BankAccountId),
          label: `${a.AccountName} (${a.AccountNumber.slice(-4)})`,
        }))}
        value={scope === null ? null : String(scope.bankAccountId)}
        onChange={(v) => v && open(Number(v), scope?.costCenterCategoryId ?? null)}
      />
      {costCenters.length > 0 && scope !== null ? (
        <Select
          label="Cost center"
          w={280}
          allowDeselect={false}
          data={[
            { value: allCostCenters, label: 'All cost centers' },
            ...costCenters.map((c) => ({
              value: String(c.CostCenterId),
              label: `${c.CostCenterNumber} ${c.CostCenterName}`,
            })),
          ]}
          value={
            scope.costCenterCategoryId === null
              ? allCostCenters
              : String(scope.costCenterCategoryId)
          }
          onChange={(v) =>
            open(scope.bankAccountId, v === null || v === allCostCenters ? null : Number(v))
          }
        />
      ) : null}
    </Group>
  );
}
