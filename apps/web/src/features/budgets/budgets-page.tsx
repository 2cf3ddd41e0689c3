import { contract, type BudgetSheet } from '@hoa/contract';
import { BudgetMessages } from '@hoa/domain';
import { Alert, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useClaimAccess } from '../../app/auth/claim-access';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { costCentersQuery, fiscalYearsQuery } from '../reports';
import { defaultFiscalYear, FiscalYearSelect } from '../../widgets/fiscal-year-select';
import { BudgetCopyModal } from './budget-copy-modal';
import { changedAccounts, hasInvalidCell, initialDraft } from './budget-draft';
import { BudgetGrid } from './budget-grid';
import { BudgetImportModal, type BudgetImportKind } from './budget-import-modal';
import { budgetSheetQuery, budgetsKey } from './budget-queries';
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

/** The grid with its draft: amounts change on screen until Save sends the changed accounts. */
function BudgetEditor({ sheet, canUpdate }: { sheet: BudgetSheet; canUpdate: boolean }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => initialDraft(sheet));
  const changed = changedAccounts(sheet, draft);
  const invalid = hasInvalidCell(draft);
  const save = useMutation({
    mutationFn: () =>
      api.call(contract.budgets.SaveBudgets, {
        body: {
          CommunityAgentId: sheet.CommunityAgentId,
          FiscalYearId: sheet.TopsFiscalYearId,
          CostCenterId: sheet.CostCenterId,
          Accounts: changed,
        },
      }),
    onSuccess: async () => {
      showSuccess(BudgetMessages.saved);
      await queryClient.invalidateQueries({ queryKey: budgetsKey });
      await queryClient.invalidateQueries({ queryKey: ['reports'] });
    },
  });
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" mb="xs">
        <Text size="sm" c={invalid ? 'red' : 'dimmed'}>
          {invalid
            ? BudgetMessages.amountInvalid
            : changed.length > 0
              ? `${changed.length} account${changed.length === 1 ? '' : 's'} changed`
              : 'Amounts in dollars; an empty field is zero.'}
        </Text>
        {canUpdate ? (
          <MayCall calls={contract.budgets.SaveBudgets}>
            <Button
              disabled={changed.length === 0 || invalid}
              loading={save.isPending}
              onClick={() => save.mutate()}
            >
              Save budget
            </Button>
          </MayCall>
        ) : null}
      </Group>
      <BudgetGrid
        sheet={sheet}
        draft={draft}
        readOnly={!canUpdate}
        onChange={(accountId, period, text) => {
          setDraft((current) => {
            const texts = [...(current[accountId] ?? [])];
            texts[period] = text;
            return { ...current, [accountId]: texts };
          });
        }}
      />
    </Paper>
  );
}
