import { Paper, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCurrentCommunity } from '../../app/community/current-community';
import { ColumnChart } from '../../widgets/charts/column-chart';
import { monthLabel } from '../../widgets/charts/chart-scale';
import { PageHeader } from '../../widgets/page-header';
import { monthlyActivityQuery } from './owner-ledger-queries';

// Charts are 390px high (spec 3 §9).
const height = 390;
const series = [
  { key: 'charges', label: 'Charges', color: 'var(--mantine-color-blue-6)' },
  { key: 'credits', label: 'Credits', color: 'var(--mantine-color-teal-6)' },
];

/**
 * AR payments dashboard: charges and credits posted to owners per month over the last year. The
 * payments themselves come with cash receipts; until then credits are waives and adjustments.
 */
export function ArPaymentsDashboardPage() {
  const community = useCurrentCommunity();
  const months = useQuery(monthlyActivityQuery(community.CommunityAgentId)).data ?? [];
  return (
    <>
      <PageHeader title="AR payments dashboard" subtitle={community.DisplayName} />
      <Paper withBorder p="sm">
        <Title order={4} mb="xs">
          Charges and credits by month
        </Title>
        <ColumnChart
          label="Charges and credits by month"
          series={series}
          points={months.map((m) => ({
            label: monthLabel(m.Month),
            values: [m.Charges, m.Credits],
          }))}
          height={height}
        />
      </Paper>
    </>
  );
}
