import { contract, type ChartAccount, type RequestOf } from '@hoa/contract';
import { MergeMessages, mergeProblem, type IsoDate } from '@hoa/domain';
import { Checkbox, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import {
  fieldProps,
  formProblem,
  formProblemKey,
  useContractForm,
} from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { LoadError } from '../../widgets/load-error';
import { MergeDateFilter } from '../../widgets/merge-date-filter';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { ProblemAlert } from '../../widgets/problem-alert';
import { chartQuery, glKey, mergeHistoryQuery, type MergeFilterValues } from './gl-queries';
import { MergeHistoryTable } from './merge-history-table';

type MergeBody = RequestOf<typeof contract.glAccounts.MergeAccountHistory>['body'];

interface MergeValues {
  SourceAccountId: string | null;
  TargetAccountId: string | null;
  StartDate: IsoDate | null;
  EndDate: IsoDate | null;
  /** The filter applied: the history listed, and what the merge moves from. */
  Filter: MergeFilterValues | null;
  GlLineIds: number[];
  DeactivateSourceAccount: boolean;
}

const initialValues: MergeValues = {
  SourceAccountId: null,
  TargetAccountId: null,
  StartDate: null,
  EndDate: null,
  Filter: null,
  GlLineIds: [],
  DeactivateSourceAccount: false,
};

const idOf = (value: string | null) => (value === null ? null : Number(value));

/** The field each of the spec's merge messages shows under; the filter and rows go above Merge. */
function mergeRule(values: MergeValues): Record<string, string> {
  const problem = mergeProblem('account', {
    sourceId: idOf(values.SourceAccountId),
    targetId: idOf(values.TargetAccountId),
    filterApplied: values.Filter !== null,
    selectedRowCount: values.GlLineIds.length,
  });
  if (!problem) return {};
  if (problem === MergeMessages.noSource('account')) return { SourceAccountId: problem };
  if (problem === MergeMessages.noFilter || problem === MergeMessages.noRows)
    return { [formProblemKey]: problem };
  return { TargetAccountId: problem };
}

function accountOptions(accounts: readonly ChartAccount[]) {
  return accounts.map((a) => ({
    value: String(a.TopsAccountId),
    label: `${a.AccountNumber} ${a.AccountName}${a.IsActive ? '' : ' (inactive)'}`,
  }));
}

/** Merge of GL accounts: move selected history of a source account to a target account. */
export function MergeAccountsPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const queryClient = useQueryClient();
  const go = useGo();
  const chart = useQuery(chartQuery(communityAgentId, true));
  const form = useContractForm({
    initialValues,
    schema: contract.glAccounts.MergeAccountHistory.body,
    toBody: (values: MergeValues) => ({
      CommunityAgentId: communityAgentId,
      SourceAccountId: idOf(values.SourceAccountId),
      TargetAccountId: idOf(values.TargetAccountId),
      Filter: values.Filter
        ? { StartDate: values.Filter.startDate, EndDate: values.Filter.endDate }
        : null,
      GlLineIds: values.GlLineIds,
      DeactivateSourceAccount: values.DeactivateSourceAccount,
    }),
    rules: mergeRule,
  });
  const { values } = form;
  const history = useQuery(mergeHistoryQuery(communityAgentId, values.Filter));

  const merge = useMutation({
    mutationFn: (body: MergeBody) => api.call(contract.glAccounts.MergeAccountHistory, { body }),
    onSuccess: async (result) => {
      showSuccess(`${result.MovedLineCount} history rows moved by transfer #${result.TopsItemId}.`);
      form.setFieldValue('GlLineIds', []);
      await queryClient.invalidateQueries({ queryKey: glKey });
    },
  });

  function changeSource(value: string | null): void {
    form.setValues({ SourceAccountId: value, Filter: null, GlLineIds: [] });
    form.clearFieldError('SourceAccountId');
  }

  const source = idOf(values.SourceAccountId);
  function applyFilter(): void {
    if (source === null || !values.StartDate || !values.EndDate) return;
    form.setValues({
      Filter: { accountId: source, startDate: values.StartDate, endDate: values.EndDate },
      GlLineIds: [],
    });
    form.clearFieldError(formProblemKey);
  }

  if (!chart.data) return chart.isError ? <LoadError error={chart.error} /> : <PageLoader />;
  const options = accountOptions(chart.data);
  return (
    <form
      noValidate
      aria-label="Merge GL accounts"
      onSubmit={form.onSubmit((body) => {
        merge.mutate(body);
      })}
    >
      <PageHeader title="Merge GL accounts" subtitle={community.DisplayName} />
      <Paper withBorder p="md" radius="sm" mb="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Select
            label="Source account"
            searchable
            clearable
            data={options}
            {...form.getInputProps('SourceAccountId')}
            onChange={changeSource}
          />
          <Select
            label="Target account"
            searchable
            clearable
            data={options}
            {...form.getInputProps('TargetAccountId')}
          />
        </SimpleGrid>
        <Group mt="sm" align="flex-end" gap="sm">
          <MergeDateFilter
            from={fieldProps(form, 'StartDate')}
            to={fieldProps(form, 'EndDate')}
            hasSource={source !== null}
            onApply={applyFilter}
          />
        </Group>
      </Paper>
      {values.Filter ? (
        history.data ? (
          <MergeHistoryTable
            rows={history.data}
            selected={new Set(values.GlLineIds)}
            onChange={(next) => {
              form.setFieldValue('GlLineIds', [...next]);
              form.clearFieldError(formProblemKey);
            }}
          />
        ) : history.isError ? (
          <LoadError error={history.error} />
        ) : (
          <PageLoader />
        )
      ) : (
        <Text size="sm" c="dimmed" mb="md">
          Choose the source account and a date range, then apply the filter to list its history.
        </Text>
      )}
      <Stack gap="sm" mt="md">
        <Checkbox
          label="Make the source account inactive once all of its history is moved"
          {...form.getInputProps('DeactivateSourceAccount', { type: 'checkbox' })}
        />
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions
          onCancel={() => void go(buildRoute(SiteMap.glAccounts, { communityAgentId }))}
          saving={merge.isPending}
          label="Merge"
        />
      </Stack>
    </form>
  );
}
