import { ArReports, formatCents } from '@hoa/domain';
import { Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCurrentCommunity } from '../../app/community/current-community';
import { buildRoute, SiteMap } from '../../app/site-map';
import { PageHeader } from '../../widgets/page-header';
import { arKpiQuery, chargeBreakdownQuery, topBalancesQuery } from './owner-ledger-queries';

function Figure({ label, cents, count }: { label: string; cents?: number; count?: number }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {cents === undefined ? (count ?? 0) : formatCents(cents)}
      </Text>
    </Paper>
  );
}

/** AR central: a community's receivable, delinquency buckets, balances by code, top owners. */
export function ArCentralPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const kpi = useQuery(arKpiQuery(communityAgentId)).data;
  const breakdown = useQuery(chargeBreakdownQuery(communityAgentId)).data;
  const top = useQuery(topBalancesQuery(communityAgentId)).data ?? [];
  return (
    <>
      <PageHeader
        title="AR central"
        subtitle={community.DisplayName}
        actions={
          <Anchor
            component={Link}
            size="sm"
            to={buildRoute(SiteMap.arPaymentsDashboard, { communityAgentId })}
          >
            AR payments dashboard
          </Anchor>
        }
      />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Figure label="Owners owe" cents={kpi?.TotalReceivable ?? 0} />
          <Figure label="Prepaid credits" cents={kpi?.TotalPrepaid ?? 0} />
          <Figure label="Owners with a balance" count={kpi?.OwnersWithBalance} />
          <Figure label="Delinquent owners (30+ days)" count={kpi?.DelinquentOwners} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, md: 4 }} aria-label="Delinquency buckets">
          <Figure label="Current" cents={kpi?.Aging.Current ?? 0} />
          <Figure label="30 days" cents={kpi?.Aging.Days30 ?? 0} />
          <Figure label="60 days" cents={kpi?.Aging.Days60 ?? 0} />
          <Figure label="90+ days" cents={kpi?.Aging.Days90 ?? 0} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Paper withBorder p="sm">
            <Title order={4} mb="xs">
              Balance by charge
            </Title>
            <Table aria-label="Balance by charge" fz="sm">
              <Table.Tbody>
                {(breakdown?.Codes ?? []).map((c) => (
                  <Table.Tr key={c.TopsCodeId}>
                    <Table.Td>
                      {c.CodeAlias} {c.CodeName}
                    </Table.Td>
                    <Table.Td>{c.Owners} owners</Table.Td>
                    <Table.Td ta="right">{formatCents(c.Balance)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
          <Paper withBorder p="sm">
            <Title order={4} mb="xs">
              Top balances
            </Title>
            <Table aria-label="Top balances" fz="sm">
              <Table.Tbody>
                {top.map((t) => (
                  <Table.Tr key={t.OwnerAgentId}>
                    <Table.Td>{t.AccountNumber}</Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        size="sm"
                        to={buildRoute(SiteMap.ownerLedger, {
                          communityAgentId,
                          agentId: t.OwnerAgentId,
                        })}
                      >
                        {t.OwnerName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td ta="right">{formatCents(t.Balance)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        </SimpleGrid>
        <Paper withBorder p="sm">
          <Title order={4} mb="xs">
            AR reports
          </Title>
          <Group gap="md">
            {ArReports.map((r) => (
              <Anchor
                key={r.Name}
                component={Link}
                size="sm"
                to={buildRoute(SiteMap.report, { name: r.Name, communityAgentId })}
              >
                {r.DisplayName}
              </Anchor>
            ))}
          </Group>
        </Paper>
      </Stack>
    </>
  );
}
