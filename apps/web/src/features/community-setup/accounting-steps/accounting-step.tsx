import { contract, type AccountingGraph, type RequestOf } from '@hoa/contract';
import {
  AccountingProfileMethods,
  defaultFirstPeriodStart,
  DefaultAccountRanges,
  localDay,
  type IsoDate,
} from '@hoa/domain';
import { Grid, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../app/api';
import { fieldProps, useContractForm } from '../../../widgets/contract-form';
import { DateInput } from '../../../widgets/date-input';
import { PageLoader } from '../../../widgets/page-loader';
import { accountingGraphQuery, defaultPeriodsQuery, PeriodsTable } from '../../accounting-setup';
import { AccountRangesPanel } from '../../gl-accounts';
import { ImportButton } from '../../imports';
import type { StepProps } from '../step-props';
import { WizardNav } from '../wizard-frame';

type ProfileBody = RequestOf<typeof contract.accountingSetup.SaveAccountingProfile>['body'];

const methodOptions = AccountingProfileMethods.map((m) => ({
  value: String(m.MethodId),
  label: m.MethodName,
}));

/** Step 1: the accounting profile and the account ranges; Next saves the accounting setup. */
export function AccountingStep(props: StepProps) {
  const graphs = useQuery(accountingGraphQuery(props.communityAgentId));
  if (!graphs.data) return <PageLoader />;
  return <AccountingForm key={graphs.dataUpdatedAt} {...props} graph={graphs.data[0] ?? null} />;
}

interface ProfileValues {
  MethodId: string;
  FrequencyId: '4' | '5';
  StartDate: IsoDate | null;
}

function AccountingForm({
  wizard,
  communityAgentId,
  onNext,
  refresh,
  graph,
}: StepProps & { graph: AccountingGraph | null }) {
  const initialValues: ProfileValues = {
    MethodId: String(graph?.MethodId ?? 14),
    FrequencyId: graph?.FrequencyId === 5 ? '5' : '4',
    StartDate: graph?.StartDate ?? defaultFirstPeriodStart(localDay(new Date())),
  };
  const form = useContractForm({
    initialValues,
    schema: contract.accountingSetup.SaveAccountingProfile.body,
    toBody: (values: ProfileValues) => ({
      accountingGraph: {
        CommunityAgentId: communityAgentId,
        MethodId: Number(values.MethodId),
        FrequencyId: Number(values.FrequencyId),
        StartDate: values.StartDate,
        IsUsingCostCenters: graph?.IsUsingCostCenters ?? false,
      },
      periods: [],
    }),
    fieldOf: {
      'accountingGraph.MethodId': 'MethodId',
      'accountingGraph.FrequencyId': 'FrequencyId',
      'accountingGraph.StartDate': 'StartDate',
    },
    rules: (values: ProfileValues) => ({
      StartDate: values.StartDate === null ? 'Enter the day the first period starts.' : null,
    }),
  });
  const frequencyId = form.values.FrequencyId === '5' ? 5 : 4;
  const validStart = form.values.StartDate;
  const locked = graph !== null && !graph.CanChangePeriods;
  const unchanged =
    graph !== null && graph.StartDate === validStart && graph.FrequencyId === frequencyId;
  const preview = useQuery({
    ...defaultPeriodsQuery(validStart ?? '', frequencyId),
    enabled: validStart !== null && !unchanged,
  });
  const periods = unchanged ? graph.FiscalYears[0]?.Periods : preview.data;

  // Next saves the profile and, when the community has no ranges yet, the standard ranges.
  const save = useMutation({
    mutationFn: async (body: ProfileBody) => {
      await api.call(contract.accountingSetup.SaveAccountingProfile, { body });
      if (!wizard.Facts.HasAccountRanges)
        await api.call(contract.glAccounts.SaveAccountRanges, {
          params: { communityAgentId },
          body: [...DefaultAccountRanges],
        });
    },
    onSuccess: async () => {
      await refresh();
      onNext();
    },
  });
  // The account ranges below are a form of their own: Next submits this one itself.
  const submit = form.onSubmit((body) => {
    save.mutate(body);
  });

  return (
    <>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="sm">
            <Title order={5}>Accounting profile</Title>
            <Select
              label="Accounting method"
              data={methodOptions}
              allowDeselect={false}
              {...form.getInputProps('MethodId')}
            />
            <div>
              <Text size="sm" fw={500} mb={4}>
                Accounting frequency
              </Text>
              <SegmentedControl
                aria-label="Accounting frequency"
                disabled={locked}
                {...form.getInputProps('FrequencyId')}
                data={[
                  { value: '4', label: 'Monthly (12 periods)' },
                  { value: '5', label: 'Quarterly (4 periods)' },
                ]}
              />
            </div>
            <DateInput
              label="First period starts"
              disabled={locked}
              w={180}
              {...fieldProps(form, 'StartDate')}
            />
            <Text size="xs" c="dimmed">
              Every period of the new fiscal year opens.
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Title order={5} mb="xs">
            Periods
          </Title>
          {periods ? <PeriodsTable periods={periods} /> : <PageLoader />}
        </Grid.Col>
      </Grid>
      <Stack gap="xs" mt="md">
        <Title order={5}>Account ranges</Title>
        <ImportButton
          kind="AccountRanges"
          communityAgentId={communityAgentId}
          onImported={() => {
            void refresh();
          }}
          w="fit-content"
        />
        <AccountRangesPanel communityAgentId={communityAgentId} />
      </Stack>
      <WizardNav
        onNext={() => {
          submit();
        }}
        loading={save.isPending}
        hint={
          wizard.Facts.HasAccountRanges
            ? 'Next saves the accounting setup.'
            : 'Next saves the accounting setup with the standard account ranges.'
        }
      />
    </>
  );
}
