import {
  AccountingMethodIdSchema,
  calledWith,
  contract,
  type AccountingGraph,
} from '@hoa/contract';
import {
  AccountingProfileMethods,
  defaultFirstPeriodStart,
  isValidIsoDate,
  toIsoDate,
} from '@hoa/domain';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useClaimAccess } from '../../app/auth/claim-access';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { OperatingPeriodWarning } from './operating-period-warning';
import { PeriodsTable } from './periods-table';
import { accountingGraphQuery, defaultPeriodsQuery, setupKey } from './setup-queries';

const methodOptions = AccountingProfileMethods.map((m) => ({
  value: String(m.MethodId),
  label: m.MethodName,
}));

function today(): string {
  const now = new Date();
  return toIsoDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** Accounting setup: method, frequency and first period start, with the periods they make. */
export function AccountingSetupPage() {
  const community = useCurrentCommunity();
  const id = community.CommunityAgentId;
  const go = useGo();
  const graphs = useQuery(accountingGraphQuery(id));
  return (
    <>
      <OperatingPeriodWarning communityAgentId={id} />
      <PageHeader
        title="Accounting setup"
        subtitle={community.DisplayName}
        actions={
          <Button
            variant="default"
            onClick={() => {
              void go(buildRoute(SiteMap.accountingYearSetup, { communityAgentId: id }));
            }}
          >
            Fiscal years and periods
          </Button>
        }
      />
      {graphs.data ? (
        <SetupForm
          key={graphs.dataUpdatedAt}
          communityAgentId={id}
          graph={graphs.data[0] ?? null}
        />
      ) : graphs.isError ? (
        <LoadError error={graphs.error} />
      ) : (
        <PageLoader />
      )}
    </>
  );
}

interface SetupFormProps {
  communityAgentId: number;
  graph: AccountingGraph | null;
}

function SetupForm({ communityAgentId, graph }: SetupFormProps) {
  const queryClient = useQueryClient();
  const access = useClaimAccess('glaccounts');
  const [methodId, setMethodId] = useState(String(graph?.MethodId ?? 14));
  const [frequency, setFrequency] = useState(String(graph?.FrequencyId ?? 4));
  const [startDate, setStartDate] = useState<string | null>(
    graph?.StartDate ?? defaultFirstPeriodStart(today()),
  );
  const [usesCostCenters, setUsesCostCenters] = useState(graph?.IsUsingCostCenters ?? false);
  const frequencyId = frequency === '5' ? 5 : 4;
  const validStart = startDate !== null && isValidIsoDate(startDate) ? startDate : null;
  const preview = useQuery({
    ...defaultPeriodsQuery(validStart ?? '', frequencyId),
    enabled: validStart !== null,
  });
  const periodsLocked = graph !== null && !graph.CanChangePeriods;
  const unchanged =
    graph !== null && graph.StartDate === validStart && graph.FrequencyId === frequencyId;
  const rows = unchanged ? graph.FiscalYears[0]?.Periods : preview.data;
  const canSave = graph ? access.canUpdate : access.canCreate;

  const save = useMutation({
    mutationFn: () =>
      api.call(contract.accountingSetup.SaveAccountingProfile, {
        body: {
          accountingGraph: {
            CommunityAgentId: communityAgentId,
            MethodId: AccountingMethodIdSchema.parse(Number(methodId)),
            FrequencyId: frequencyId,
            StartDate: validStart ?? '',
            IsUsingCostCenters: usesCostCenters,
          },
          periods: [],
        },
      }),
    onSuccess: async () => {
      showSuccess('Accounting setup saved.');
      await queryClient.invalidateQueries({ queryKey: setupKey });
    },
  });

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Paper withBorder p="md" radius="sm" component="section" aria-label="Accounting profile">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={4}>Profile</Title>
            <Badge color={graph ? 'green' : 'yellow'}>{graph ? 'Set up' : 'Not set up'}</Badge>
          </Group>
          <Select
            label="Accounting method"
            data={methodOptions}
            value={methodId}
            onChange={(value) => {
              if (value) setMethodId(value);
            }}
            allowDeselect={false}
          />
          <div>
            <Text size="sm" fw={500} mb={4}>
              Accounting frequency
            </Text>
            <SegmentedControl
              aria-label="Accounting frequency"
              disabled={periodsLocked}
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
            disabled={periodsLocked}
            w={180}
          />
          <Switch
            label="Uses cost centers"
            checked={usesCostCenters}
            onChange={(e) => {
              setUsesCostCenters(e.currentTarget.checked);
            }}
          />
          {periodsLocked ? (
            <Alert color="gray" variant="light">
              The community has ledger entries or budgets: frequency and start date are fixed.
            </Alert>
          ) : null}
          {canSave ? (
            <Group justify="flex-end">
              <MayCall
                calls={calledWith(contract.accountingSetup.SaveAccountingProfile, {
                  claim: 'glaccounts',
                  level: graph ? 'update' : 'create',
                })}
              >
                <Button
                  disabled={validStart === null}
                  loading={save.isPending}
                  onClick={() => {
                    save.mutate();
                  }}
                >
                  Save setup
                </Button>
              </MayCall>
            </Group>
          ) : null}
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="sm" component="section" aria-label="Periods">
        <Title order={4} mb="xs">
          {unchanged ? 'Periods of the first fiscal year' : 'Generated periods'}
        </Title>
        {rows ? (
          <PeriodsTable periods={rows} />
        ) : preview.isError ? (
          <LoadError error={preview.error} />
        ) : (
          <PageLoader />
        )}
      </Paper>
    </SimpleGrid>
  );
}
