import { AccountingMethodIdSchema, contract, type AccountingGraph } from '@hoa/contract';
import {
  AccountingProfileMethods,
  defaultFirstPeriodStart,
  DefaultAccountRanges,
  isValidIsoDate,
  localDay,
} from '@hoa/domain';
import { Grid, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../app/api';
import { DateInput } from '../../../widgets/date-input';
import { PageLoader } from '../../../widgets/page-loader';
import { accountingGraphQuery, defaultPeriodsQuery, PeriodsTable } from '../../accounting-setup';
import { AccountRangesPanel } from '../../gl-accounts';
import { ImportButton } from '../../imports';
import type { StepProps } from '../step-props';
import { WizardNav } from '../wizard-frame';

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

function AccountingForm({
  wizard,
  communityAgentId,
  onNext,
  refresh,
  graph,
}: StepProps & { graph: AccountingGraph | null }) {
  const [methodId, setMethodId] = useState(String(graph?.MethodId ?? 14));
  const [frequency, setFrequency] = useState(String(graph?.FrequencyId ?? 4));
  const [startDate, setStartDate] = useState<string | null>(
    graph?.StartDate ?? defaultFirstPeriodStart(localDay(new Date())),
  );
  const frequencyId = frequency === '5' ? 5 : 4;
  const validStart = startDate !== null && isValidIsoDate(startDate) ? startDate : null;
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
    mutationFn: async () => {
      await api.call(contract.accountingSetup.SaveAccountingProfile, {
        body: {
          accountingGraph: {
            CommunityAgentId: communityAgentId,
            MethodId: AccountingMethodIdSchema.parse(Number(methodId)),
            FrequencyId: frequencyId,
            StartDate: validStart ?? '',
            IsUsingCostCenters: graph?.IsUsingCostCenters ?? false,
          },
          periods: [],
        },
      });
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

  return (
    <>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="sm">
            <Title order={5}>Accounting profile</Title>
            <Select
              label="Accounting method"
              data={methodOptions}
              value={methodId}
              allowDeselect={false}
              onChange={(value) => {
                if (value) setMethodId(value);
              }}
            />
            <div>
              <Text size="sm" fw={500} mb={4}>
                Accounting frequency
              </Text>
              <SegmentedControl
                aria-label="Accounting frequency"
                disabled={locked}
                value={frequency}
                onChange={setFrequency}
                data={[
                  { value: '4', label: 'Monthly (12 periods)' },
                  { value: '5', label: 'Quarterly (4 periods)' },
                ]}
              />
            </div>
            <DateInput
              label="First period starts"
              value={startDate}
              onChange={setStartDate}
              disabled={locked}
              w={180}
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
          save.mutate();
        }}
        nextDisabled={validStart === null}
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
