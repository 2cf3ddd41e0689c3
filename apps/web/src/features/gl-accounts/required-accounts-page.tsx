import {
  contract,
  type ChartAccount,
  type RequestOf,
  type RequiredAccountRow,
} from '@hoa/contract';
import { allRequiredAccountsChosen } from '@hoa/domain';
import { Alert, Badge, Button, Group, Paper, Select, SimpleGrid, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useClaimAccess } from '../../app/auth/claim-access';
import { useCurrentCommunity } from '../../app/community/current-community';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { OperatingPeriodWarning } from '../accounting-setup';
import { chartQuery, glKey, requiredAccountsQuery } from './gl-queries';
import { MayCall } from '../../widgets/may-call';
import { ProblemAlert } from '../../widgets/problem-alert';

type SaveBody = RequestOf<typeof contract.accountingSetup.SaveRequiredAccounts>['body'];

interface RequiredValues {
  /** The account chosen for each required type, by AccountRequiredTypeId. */
  Chosen: Record<number, number | null>;
}

/** The required GL accounts of a community (types 1-8), one select each. */
export function RequiredAccountsPage() {
  const community = useCurrentCommunity();
  const id = community.CommunityAgentId;
  const required = useQuery(requiredAccountsQuery(id));
  const chart = useQuery(chartQuery(id));
  return (
    <>
      <OperatingPeriodWarning communityAgentId={id} />
      <PageHeader title="Required accounts" subtitle={community.DisplayName} />
      {required.data && chart.data ? (
        <RequiredAccountsForm
          key={required.dataUpdatedAt}
          communityAgentId={id}
          rows={required.data.Accounts}
          accounts={chart.data}
        />
      ) : required.isError || chart.isError ? (
        <LoadError error={required.error ?? chart.error} />
      ) : (
        <PageLoader />
      )}
    </>
  );
}

interface FormProps {
  communityAgentId: number;
  rows: readonly RequiredAccountRow[];
  accounts: readonly ChartAccount[];
}

function RequiredAccountsForm({ communityAgentId, rows, accounts }: FormProps) {
  const queryClient = useQueryClient();
  const { canUpdate } = useClaimAccess('glaccounts');
  const initialValues: RequiredValues = {
    Chosen: Object.fromEntries(rows.map((r) => [r.AccountRequiredTypeId, r.TopsAccountId])),
  };
  const form = useContractForm({
    initialValues,
    schema: contract.accountingSetup.SaveRequiredAccounts.body,
    toBody: (values: RequiredValues) =>
      rows.map((r) => ({
        AccountRequiredTypeId: r.AccountRequiredTypeId,
        TopsAccountId: values.Chosen[r.AccountRequiredTypeId] ?? null,
      })),
  });
  const chosen = form.values.Chosen;
  // Spec 1 §5: the save stays disabled until every required account has an account.
  const complete = allRequiredAccountsChosen(chosen);
  const save = useMutation({
    mutationFn: (body: SaveBody) =>
      api.call(contract.accountingSetup.SaveRequiredAccounts, {
        params: { communityAgentId },
        body,
      }),
    onSuccess: async () => {
      showSuccess('Required accounts saved.');
      await queryClient.invalidateQueries({ queryKey: glKey });
    },
  });

  return (
    <Paper withBorder p="md" radius="sm" maw={880}>
      <form
        noValidate
        aria-label="Required accounts"
        onSubmit={form.onSubmit((body) => {
          save.mutate(body);
        })}
      >
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="sm">
          {rows.map((row) => (
            <Select
              key={row.AccountRequiredTypeId}
              label={
                <Group gap={6} component="span" display="inline-flex">
                  {row.Label}
                  {row.IsCheckedAtSetup ? (
                    <Badge size="xs" variant="light" component="span">
                      Setup
                    </Badge>
                  ) : null}
                </Group>
              }
              aria-label={row.Label}
              placeholder="Select an account"
              searchable
              clearable
              withAsterisk
              readOnly={!canUpdate}
              data={accounts
                .filter((a) => row.AllowedAccountTypeIds.includes(a.TopsAccountTypeId))
                .map((a) => ({
                  value: String(a.TopsAccountId),
                  label: `${a.AccountNumber} ${a.AccountName}${a.CostCenterNumber ? ` (${a.CostCenterNumber})` : ''}`,
                }))}
              value={
                chosen[row.AccountRequiredTypeId] ? String(chosen[row.AccountRequiredTypeId]) : null
              }
              onChange={(value) => {
                form.setFieldValue('Chosen', {
                  ...chosen,
                  [row.AccountRequiredTypeId]: value ? Number(value) : null,
                });
              }}
              nothingFoundMessage="No account of an allowed type"
            />
          ))}
        </SimpleGrid>
        {complete ? null : (
          <Alert color="yellow" variant="light" mt="md">
            Select an account for every required account to save.
          </Alert>
        )}
        <Group justify="space-between" mt="md">
          <Text size="xs" c="dimmed">
            Setup checks Retained Earnings, Default Cash, Accounts Payable, and Accelerated
            Assessments or Year End Suspense.
          </Text>
          {canUpdate ? (
            <MayCall calls={contract.accountingSetup.SaveRequiredAccounts}>
              <Button type="submit" disabled={!complete} loading={save.isPending}>
                Save required accounts
              </Button>
            </MayCall>
          ) : null}
        </Group>
        <ProblemAlert problem={formProblem(form.errors)} />
      </form>
    </Paper>
  );
}
