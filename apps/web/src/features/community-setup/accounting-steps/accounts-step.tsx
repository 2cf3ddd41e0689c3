import {
  contract,
  type ChartAccount,
  type RequestOf,
  type RequiredAccountRow,
} from '@hoa/contract';
import { allRequiredAccountsChosen } from '@hoa/domain';
import { Button, Group, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../app/api';
import { formProblem, useContractForm } from '../../../widgets/contract-form';
import { PageLoader } from '../../../widgets/page-loader';
import { ProblemAlert } from '../../../widgets/problem-alert';
import { AccountsPanel, chartQuery, requiredAccountsQuery } from '../../gl-accounts';
import { ImportButton } from '../../imports';
import {
  requiredAccountsBody,
  withStandardAccounts,
  type RequiredChoice,
} from '../required-accounts';
import type { StepProps } from '../step-props';
import { WizardNav } from '../wizard-frame';

type SaveBody = RequestOf<typeof contract.accountingSetup.SaveRequiredAccounts>['body'];

/** Step 2: the chart of accounts and the required accounts; Next saves them and confirms. */
export function AccountsStep(props: StepProps) {
  const required = useQuery(requiredAccountsQuery(props.communityAgentId));
  const chart = useQuery(chartQuery(props.communityAgentId));
  return (
    <>
      <Group justify="space-between" mb="xs">
        <Title order={5}>Chart of accounts</Title>
        <ImportButton
          kind="GlAccounts"
          communityAgentId={props.communityAgentId}
          onImported={() => {
            void props.refresh();
          }}
        />
      </Group>
      <AccountsPanel communityAgentId={props.communityAgentId} />
      {required.data && chart.data ? (
        <RequiredAccounts
          key={required.dataUpdatedAt}
          {...props}
          rows={required.data.Accounts}
          chart={chart.data}
        />
      ) : (
        <PageLoader />
      )}
    </>
  );
}

function RequiredAccounts({
  communityAgentId,
  onBack,
  onNext,
  refresh,
  rows,
  chart,
}: StepProps & { rows: RequiredAccountRow[]; chart: ChartAccount[] }) {
  const initialValues: { Chosen: RequiredChoice } = {
    Chosen: Object.fromEntries(rows.map((r) => [r.AccountRequiredTypeId, r.TopsAccountId])),
  };
  const form = useContractForm({
    initialValues,
    schema: contract.accountingSetup.SaveRequiredAccounts.body,
    toBody: (values) => requiredAccountsBody(rows, values.Chosen),
  });
  const chosen = form.values.Chosen;
  const choose = (next: RequiredChoice) => {
    form.setFieldValue('Chosen', next);
  };
  // Spec 1 §5: saving stays disabled until every required account has an account.
  const complete = allRequiredAccountsChosen(chosen);
  const save = useMutation({
    mutationFn: async (body: SaveBody) => {
      await api.call(contract.accountingSetup.SaveRequiredAccounts, {
        params: { communityAgentId },
        body,
      });
      await api.call(contract.communitySetup.ConfirmSetup, {
        body: { communityAgentId, wizardName: 'accountingGL' },
      });
    },
    onSuccess: async () => {
      await refresh();
      onNext();
    },
  });
  // The chart above holds forms of its own: Next submits this one itself.
  const submit = form.onSubmit((body) => {
    save.mutate(body);
  });
  return (
    <Stack gap="xs" mt="md">
      <Group justify="space-between">
        <Title order={5}>Required accounts</Title>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            choose(withStandardAccounts(rows, chart, chosen));
          }}
        >
          Use standard accounts
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 4 }} spacing="sm" verticalSpacing="xs">
        {rows.map((row) => (
          <Select
            key={row.AccountRequiredTypeId}
            label={row.Label}
            placeholder="Select an account"
            searchable
            clearable
            withAsterisk
            data={chart
              .filter((a) => row.AllowedAccountTypeIds.includes(a.TopsAccountTypeId))
              .map((a) => ({
                value: String(a.TopsAccountId),
                label: `${a.AccountNumber} ${a.AccountName}`,
              }))}
            value={
              chosen[row.AccountRequiredTypeId] ? String(chosen[row.AccountRequiredTypeId]) : null
            }
            onChange={(value) => {
              choose({ ...chosen, [row.AccountRequiredTypeId]: value ? Number(value) : null });
            }}
            nothingFoundMessage="No account of an allowed type"
          />
        ))}
      </SimpleGrid>
      <ProblemAlert problem={formProblem(form.errors)} />
      <WizardNav
        onBack={onBack}
        onNext={() => {
          submit();
        }}
        nextDisabled={!complete}
        loading={save.isPending}
        hint={
          complete
            ? 'Next saves the required accounts.'
            : 'Select an account for every required account to continue.'
        }
      />
    </Stack>
  );
}
