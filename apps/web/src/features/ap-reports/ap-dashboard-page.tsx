import { contract } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { buildRoute, SiteMap } from '../../app/site-map';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { MonthChart } from './month-chart';

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** The AP dashboard: KPI tiles, 12 months entered vs paid, aged open items and inbox counts. */
export function ApDashboardPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const dash = useQuery({
    queryKey: ['ap-dashboard', communityAgentId],
    queryFn: () => api.call(contract.apDashboard.GetApDashboard, { query: { communityAgentId } }),
  });
  const report = (name: string) => buildRoute(SiteMap.report, { name, communityAgentId });
  const d = dash.data;
  return (
    <>
      <PageHeader title="AP dashboard" subtitle={community.DisplayName} />
      {!d ? (
        dash.isError ? (
          <LoadError error={dash.error} />
        ) : (
          <PageLoader />
        )
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Tile label="Open invoices" value={String(d.OpenInvoiceCount)} />
            <Tile label="Open amount" value={formatCents(d.OpenAmount)} />
            <Tile label="Paid this month" value={formatCents(d.PaidThisMonth)} />
            <Tile label="Digital in process" value={String(d.DigitalInProcessCount)} />
          </SimpleGrid>
          <Paper withBorder p="md">
            <Title order={4} mb="sm">
              Invoices entered and paid, last 12 months
            </Title>
            <MonthChart months={d.Months} />
          </Paper>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Paper withBorder p="md">
              <Group justify="space-between" mb="sm">
                <Title order={4}>Aged open items</Title>
                <Anchor component={Link} to={report('AgedOpenItems')} size="sm">
                  Report
                </Anchor>
              </Group>
              <Table aria-label="Aged open items">
                <Table.Tbody>
                  {(
                    [
                      ['Current', d.Aging.Current],
                      ['1-30', d.Aging.Days1To30],
                      ['31-60', d.Aging.Days31To60],
                      ['61-90', d.Aging.Days61To90],
                      ['Over 90', d.Aging.Over90],
                    ] as const
                  ).map(([label, cents]) => (
                    <Table.Tr key={label}>
                      <Table.Td>{label}</Table.Td>
                      <Table.Td ta="right">{formatCents(cents)}</Table.Td>
                    </Table.Tr>
                  ))}
                  <Table.Tr fw={700}>
                    <Table.Td>Total</Table.Td>
                    <Table.Td ta="right">{formatCents(d.Aging.Total)}</Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Paper>
            <Paper withBorder p="md">
              <Title order={4} mb="sm">
                Invoices by inbox state
              </Title>
              <Table aria-label="Invoices by inbox state">
                <Table.Tbody>
                  {d.InboxCounts.map((c) => (
                    <Table.Tr key={c.InboxState}>
                      <Table.Td>{c.Name}</Table.Td>
                      <Table.Td ta="right">{c.Count}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
          </SimpleGrid>
        </Stack>
      )}
    </>
  );
}
