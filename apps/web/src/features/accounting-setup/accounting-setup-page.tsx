import { calledWith, contract, type AccountingGraph, type RequestOf } from '@hoa/contract';
import {
  AccountingProfileMethods,
  defaultFirstPeriodStart,
  localDay,
  type IsoDate,
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
import { api } from '../../app/api';
import { useClaimAccess } from '../../app/auth/claim-access';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { fieldProps, formProblem, useContractForm } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { ProblemAlert } from '../../widgets/problem-alert';
import { OperatingPeriodWarning } from './operating-period-warning';
import { PeriodsTable } from './periods-table';
import { accountingGraphQuery, defaultPeriodsQuery, setupKey } from './setup-queries';

const methodOptions = AccountingProfileMethods.map((m) => ({
  value: String(m.MethodId),
  label: m.MethodName,
}));

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

interface SetupValues {
  MethodId: string;
  FrequencyId: '4' | '5';
  StartDate: IsoDate | null;
  IsUsingCostCenters: boolean;
}

function SetupForm({ communityAgentId, graph }: SetupFormProps) {
  const queryClient = useQueryClient();
  const access = useClaimAccess('glaccounts');
  const initialValues: SetupValues = {
    MethodId: String(graph?.MethodId ?? 14),
    FrequencyId: graph?.FrequencyId === 5 ? '5' : '4',
    StartDate: graph?.StartDate ?? defaultFirstPeriodStart(localDay(new Date())),
    IsUsingCostCenters: graph?.IsUsingCostCenters ?? false,
  };
  const form = useContractForm({
    initialValues,
    schema: contract.accountingSetup.SaveAccountingProfile.body,
    toBody: (values: SetupValues) => ({
      accountingGraph: {
        CommunityAgentId: communityAgentId,
        MethodId: Number(values.MethodId),
        FrequencyId: Number(values.FrequencyId),
        StartDate: values.StartDate,
        IsUsingCostCenters: values.IsUsingCostCenters,
      },
      periods: [],
    }),
    rules: (values) => ({
      StartDate: values.StartDate === null ? 'Enter the day the first period starts.' : null,
    }),
    fieldOf: {
      'accountingGraph.MethodId': 'MethodId',
      'accountingGraph.FrequencyId': 'FrequencyId',
      'accountingGraph.StartDate': 'StartDate',
    },
  });
  const frequencyId = form.values.FrequencyId === '5' ? 5 : 4;
  const startDate = form.values.StartDate;
  const preview = useQuery({
    ...defaultPeriodsQuery(startDate ?? '', frequencyId),
    enabled: startDate !== null,
  });
  const periodsLocked = graph !== null && !graph.CanChangePeriods;
  const unchanged =
    graph !== null && graph.StartDate === startDate && graph.FrequencyId === frequencyId;
  const rows = unchanged ? graph.FiscalYears[0]?.Periods : preview.data;
  const canSave = graph ? access.canUpdate : access.canCreate;

  const save = useMutation({
    mutationFn: (body: RequestOf<typeof contract.accountingSetup.SaveAccountingProfile>['body']) =>
      api.call(contract.accountingSetup.SaveAccountingProfile, { body }),
    onSuccess: async () => {
      showSuccess('Accounting setup saved.');
      await queryClient.invalidateQueries({ queryKey: setupKey });
    },
  });

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Paper
        withBorder
        p="md"
        radius="sm"
        component="form"
        aria-label="Accounting profile"
        noValidate
        onSubmit={form.onSubmit((body) => save.mutate(body))}
      >
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={4}>Profile</Title>
            <Badge color={graph ? 'green' : 'yellow'}>{graph ? 'Set up' : 'Not set up'}</Badge>
          </Group>
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
              disabled={periodsLocked}
              value={form.values.FrequencyId}
              onChange={(value) => form.setFieldValue('FrequencyId', value === '5' ? '5' : '4')}
              data={[
                { value: '4', label: 'Monthly (12 periods)' },
                { value: '5', label: 'Quarterly (4 periods)' },
              ]}
            />
          </div>
          <DateInput
            label="First period starts"
            {...fieldProps(form, 'StartDate')}
            disabled={periodsLocked}
            w={180}
          />
          <Switch
            label="Uses cost centers"
            {...form.getInputProps('IsUsingCostCenters', { type: 'checkbox' })}
          />
          <ProblemAlert problem={formProblem(form.errors)} />
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
                <Button type="submit" loading={save.isPending}>
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
