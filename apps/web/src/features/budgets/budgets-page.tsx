import { contract } from '@hoa/contract';
import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useClaimAccess } from '../../app/auth/claim-access';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { costCentersQuery, fiscalYearsQuery } from '../reports';
import { defaultFiscalYear, FiscalYearSelect } from '../../widgets/fiscal-year-select';
import { BudgetCopyModal } from './budget-copy-modal';
import { BudgetEditor } from './budget-editor';
import { BudgetImportModal, type BudgetImportKind } from './budget-import-modal';
import { budgetSheetQuery } from './budget-queries';
import { MayCall } from '../../widgets/may-call';

/** The budgets index (spec 2 §2): one fiscal year's budget by account and period. */
export function BudgetsPage() {
  return <Budgets copying={false} />;
}

/** Budget copy (spec 2 §2): the index with the copy modal open. */
export function BudgetCopyPage() {
  return <Budgets copying />;
}

function Budgets({ copying }: { copying: boolean }) {
  const go = useGo();
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const access = useClaimAccess('glaccounts');
  const years = useQuery(fiscalYearsQuery(communityAgentId));
  const costCenters = useQuery(costCentersQuery(communityAgentId));
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const [costCenterId, setCostCenterId] = useState<number | null>(null);
  const [importing, setImporting] = useState<BudgetImportKind | null>(null);
  const yearId = chosenYear ?? (years.data ? defaultFiscalYear(years.data, 'all') : null);
  const sheet = useQuery({
    ...budgetSheetQuery(communityAgentId, yearId ?? 0, costCenterId),
    enabled: yearId !== null,
  });
  const toIndex = () => go(buildRoute(SiteMap.budgetsIndex, { communityAgentId }));
  let body;
  if (years.data && yearId === null) {
    body = <Alert color="yellow">The community has no fiscal year to budget yet.</Alert>;
  } else if (sheet.data) {
    body = (
      <BudgetEditor
        key={`${sheet.dataUpdatedAt}`}
        sheet={sheet.data}
        canUpdate={access.canUpdate}
      />
    );
  } else if (sheet.isError || years.isError) {
    body = <LoadError error={sheet.error ?? years.error} />;
  } else {
    body = <PageLoader />;
  }
  return (
    <>
      <PageHeader
        title="Budgets"
        subtitle={community.DisplayName}
        actions={
          access.canCreate ? (
            <>
              <Button
                variant="default"
                onClick={() => {
                  void go(buildRoute(SiteMap.budgetCopy, { communityAgentId }));
                }}
              >
                Copy budget
              </Button>
              <MayCall calls={contract.budgets.SaveBudgets}>
                <Button variant="default" onClick={() => setImporting('budgets')}>
                  Import budget
                </Button>
              </MayCall>
              <MayCall calls={contract.budgets.SaveBudgets}>
                <Button variant="default" onClick={() => setImporting('priorActuals')}>
                  Import prior actuals
                </Button>
              </MayCall>
            </>
          ) : null
        }
      />
      <Stack gap="sm">
        <Group gap="sm" align="flex-end">
          <FiscalYearSelect
            label="Fiscal year"
            years={years.data ?? []}
            mode="all"
            value={yearId}
            onChange={setChosenYear}
          />
          {(costCenters.data ?? []).length > 0 ? (
            <Select
              label="Cost center"
              placeholder="No cost center"
              clearable
              w={220}
              data={(costCenters.data ?? []).map((c) => ({
                value: String(c.CostCenterId),
                label: `${c.CostCenterNumber} ${c.CostCenterName}`,
              }))}
              value={costCenterId === null ? null : String(costCenterId)}
              onChange={(value) => setCostCenterId(value ? Number(value) : null)}
            />
          ) : null}
        </Group>
        {body}
      </Stack>
      {years.data ? (
        <BudgetCopyModal
          opened={copying}
          communityAgentId={communityAgentId}
          years={years.data}
          sourceYearId={yearId}
          accounts={(sheet.data?.Accounts ?? []).filter((a) => a.Total !== 0)}
          costCenterId={costCenterId}
          onClose={() => void toIndex()}
          onCopied={(targetYearId) => {
            setChosenYear(targetYearId);
            void toIndex();
          }}
        />
      ) : null}
      {yearId !== null ? (
        <BudgetImportModal
          kind={importing}
          communityAgentId={communityAgentId}
          fiscalYearId={yearId}
          costCenterId={costCenterId}
          onClose={() => setImporting(null)}
        />
      ) : null}
    </>
  );
}
