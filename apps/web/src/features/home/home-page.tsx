import { crm, type KpiCounts } from '@hoa/contract';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { Dashboard } from './dashboard';

const kpiLabels: readonly { key: keyof KpiCounts; label: string }[] = [
  { key: 'CountProperties', label: 'Properties' },
  { key: 'CountOwners', label: 'Owners' },
  { key: 'CountVendors', label: 'Vendors' },
  { key: 'CountOpenInvoices', label: 'Open invoices' },
  { key: 'CountOpenCashReceipts', label: 'Open cash receipts' },
  { key: 'CountOpenJournalEntries', label: 'Open journal entries' },
  { key: 'CountOpenWorkOrders', label: 'Open work orders' },
  { key: 'CountOverdueWorkOrders', label: 'Overdue work orders' },
  { key: 'CountOpenServiceRequests', label: 'Open service requests' },
  { key: 'CountOpenViolations', label: 'Open violations' },
];

/** The community home page: what to do today (GetCommunityDashboard), then the community's counts. */
export function HomePage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const dashboard = useQuery({
    queryKey: ['communityDashboard', communityAgentId],
    queryFn: () => api.call(crm.GetCommunityDashboard, { query: { communityAgentId } }),
  });
  const counts = useQuery({
    queryKey: ['kpiCounts', communityAgentId],
    queryFn: () => api.call(crm.GetKpiCounts, { query: { communityAgentId } }),
  });

  return (
    <>
      <PageHeader title={community.DisplayName} subtitle={community.Alias ?? undefined} />
      {dashboard.data ? (
        <Dashboard d={dashboard.data} />
      ) : dashboard.isError ? (
        <LoadError error={dashboard.error} />
      ) : (
        <PageLoader />
      )}
      <Title order={4} mt="lg" mb="xs">
        The community at a glance
      </Title>
      {counts.data ? (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
          {kpiLabels.map(({ key, label }) => (
            <StatCard key={key} label={label} value={counts.data[key]} />
          ))}
        </SimpleGrid>
      ) : counts.isError ? (
        <LoadError error={counts.error} />
      ) : (
        <PageLoader />
      )}
    </>
  );
}

function StatCard({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="sm" radius="sm" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} mt={2} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value.toLocaleString('en-US')}
      </Text>
    </Paper>
  );
}
