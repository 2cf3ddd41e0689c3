import { activity } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { Paper, SimpleGrid, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { BarList } from '../../widgets/charts/bar-list';
import { Fact } from '../../widgets/fact';
import { FeedBrowser } from '../../widgets/item-feed';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';

const statusLabels: Readonly<Record<string, string>> = {
  charging: 'Being charged',
  paid: 'Paid',
  declined: 'Declined',
};
const statusColors: Readonly<Record<string, string>> = {
  charging: 'var(--mantine-color-yellow-6)',
  paid: 'var(--mantine-color-green-6)',
  declined: 'var(--mantine-color-red-6)',
};

/**
 * The card-payment dashboard (spec 1 §2.3): the community's owner card payments by status, their
 * count, amount and fees, an amount chart, and the feed of the receipts they posted.
 */
export function CardPaymentDashboardPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const totals = useQuery({
    queryKey: ['feed', 'card-payments', 'totals', communityAgentId],
    queryFn: () =>
      api.call(activity.GetCardPaymentDashboard, { query: { communityAgentId, take: 1 } }),
  });
  return (
    <>
      <PageHeader title="Card payments" subtitle={community.DisplayName} />
      {totals.data ? (
        <Paper withBorder p="md" radius="sm" mb="md">
          <Title order={4} mb="sm">
            Every card payment, by status
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <SimpleGrid cols={3} spacing="md" aria-label="Card payments by status">
              {totals.data.ByStatus.map((row) => (
                <Fact key={row.Status} label={statusLabels[row.Status] ?? row.Status}>
                  {row.Count.toLocaleString('en-US')} · {formatCents(row.Amount)}
                  {row.Fee > 0 ? ` (fees ${formatCents(row.Fee)})` : ''}
                </Fact>
              ))}
            </SimpleGrid>
            <BarList
              label="Card payment amounts by status"
              items={totals.data.ByStatus.map((row) => ({
                key: row.Status,
                label: statusLabels[row.Status] ?? row.Status,
                value: row.Amount,
                valueLabel: formatCents(row.Amount),
                detail: `${row.Count.toLocaleString('en-US')} payment${row.Count === 1 ? '' : 's'}`,
                color: statusColors[row.Status],
              }))}
            />
          </SimpleGrid>
        </Paper>
      ) : totals.isError ? (
        <LoadError error={totals.error} />
      ) : (
        <PageLoader />
      )}
      <Title order={4} mb="xs">
        Posted card payments
      </Title>
      <FeedBrowser
        label="Card payment feed"
        cacheKey={['card-payments', communityAgentId]}
        load={async (window) =>
          (
            await api.call(activity.GetCardPaymentDashboard, {
              query: { communityAgentId, ...window },
            })
          ).Feed
        }
      />
    </>
  );
}
