import { contract, type AccountingGraph } from '@hoa/contract';
import { formatDate } from '@hoa/domain';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useClaimAccess } from '../../app/auth/claim-access';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { PeriodsTable } from './periods-table';
import { accountingGraphQuery, setupKey } from './setup-queries';

type Year = AccountingGraph['FiscalYears'][number];
type Period = Year['Periods'][number];

/** Accounting year setup dashboard: fiscal years with their periods, and the next year wizard. */
export function AccountingYearsPage() {
  const community = useCurrentCommunity();
  const id = community.CommunityAgentId;
  const go = useGo();
  const queryClient = useQueryClient();
  const access = useClaimAccess('glaccounts');
  const graphs = useQuery(accountingGraphQuery(id));
  const graph = graphs.data?.[0] ?? null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: setupKey });

  const addYear = useMutation({
    mutationFn: () =>
      api.call(contract.accountingSetup.AddFiscalYear, { params: { communityAgentId: id } }),
    onSuccess: async (next) => {
      showSuccess(`Fiscal year ${next.FiscalYears.at(-1)?.Sequence ?? ''} set up.`);
      await refresh();
    },
  });
  const toggle = useMutation({
    mutationFn: ({ period, isOpen }: { period: Period; isOpen: boolean }) =>
      api.call(contract.accountingSetup.SaveAccountingProfile, {
        body: {
          accountingGraph: {
            CommunityAgentId: id,
            MethodId: graph?.MethodId === 13 || graph?.MethodId === 15 ? graph.MethodId : 14,
            FrequencyId: graph?.FrequencyId === 5 ? 5 : 4,
            StartDate: graph?.StartDate ?? '',
            IsUsingCostCenters: graph?.IsUsingCostCenters ?? false,
          },
          periods: [
            {
              AccountingPeriodId: period.AccountingPeriodId,
              PeriodOrder: period.PeriodOrder,
              StartDate: period.StartDate,
              EndDate: period.EndDate,
              IsOpen: isOpen,
            },
          ],
        },
      }),
    onSuccess: async (_next, { period, isOpen }) => {
      showSuccess(`Period ${period.PeriodOrder} ${isOpen ? 'opened' : 'closed'}.`);
      await refresh();
    },
  });

  const setup = buildRoute(SiteMap.accountingSetup, { communityAgentId: id });
  return (
    <>
      <PageHeader
        title="Accounting years"
        subtitle={community.DisplayName}
        actions={
          <>
            <Button
              variant="default"
              onClick={() => {
                void go(setup);
              }}
            >
              Accounting setup
            </Button>
            {graph && access.canCreate ? (
              <Button
                loading={addYear.isPending}
                onClick={() => {
                  addYear.mutate();
                }}
              >
                Set up next fiscal year
              </Button>
            ) : null}
          </>
        }
      />
      {graphs.isError ? <LoadError error={graphs.error} /> : null}
      {graphs.isPending ? <PageLoader /> : null}
      {graphs.data && !graph ? (
        <Alert color="yellow" variant="light">
          The community has no accounting setup yet.
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
        {(graph?.FiscalYears ?? []).map((year) => (
          <Paper
            key={year.TopsFiscalYearId}
            withBorder
            p="md"
            radius="sm"
            component="section"
            aria-label={`Fiscal year ${year.Sequence}`}
          >
            <Group justify="space-between" mb="xs">
              <div>
                <Title order={4}>Fiscal year {year.Sequence}</Title>
                <Text size="xs" c="dimmed">
                  {formatDate(year.StartDate)} – {formatDate(year.EndDate)}
                </Text>
              </div>
              <Group gap={4}>
                {year.IsOutsideOperatingPeriod ? (
                  <Badge color="orange" variant="light">
                    Outside operating period
                  </Badge>
                ) : null}
                <Badge color={year.IsClosed ? 'gray' : 'green'}>
                  {year.IsClosed ? 'Closed' : 'Open'}
                </Badge>
              </Group>
            </Group>
            <PeriodsTable
              periods={year.Periods}
              onToggle={
                access.canUpdate && !year.IsClosed
                  ? (period, isOpen) => {
                      const found = year.Periods.find((p) => p.PeriodOrder === period.PeriodOrder);
                      if (found) toggle.mutate({ period: found, isOpen });
                    }
                  : undefined
              }
            />
          </Paper>
        ))}
      </SimpleGrid>
    </>
  );
}
