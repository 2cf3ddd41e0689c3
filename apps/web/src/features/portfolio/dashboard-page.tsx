import type { PortfolioDashboard } from '@hoa/contract';
import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { readLastCommunityId } from '../../app/community/community-cookies';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { dashboardQuery } from './portfolio-queries';

interface Tile {
  key: keyof PortfolioDashboard;
  label: string;
  /** The list a tile opens; community lists open in the last chosen community. */
  route: (communityAgentId: number | null) => string | null;
}

const inCommunity = (pattern: string) => (communityAgentId: number | null) =>
  communityAgentId === null ? null : buildRoute(pattern, { communityAgentId });
const agents = (agentTypeId: number) => () => buildRoute(SiteMap.portfolioAgents, { agentTypeId });

const tiles: readonly Tile[] = [
  { key: 'Communities', label: 'Communities', route: () => SiteMap.portfolioCommunities },
  { key: 'Properties', label: 'Properties', route: inCommunity(SiteMap.portfolioProperties) },
  { key: 'Owners', label: 'Owners', route: inCommunity(SiteMap.portfolioOwners) },
  {
    key: 'Renters',
    label: 'Renters',
    route: (c) =>
      c === null
        ? null
        : buildRoute(SiteMap.portfolioOwners, { communityAgentId: c, ownerTypeId: 16 }),
  },
  { key: 'Vendors', label: 'Vendors', route: () => SiteMap.portfolioVendors },
  { key: 'Banks', label: 'Banks', route: () => SiteMap.banksPortfolio },
  { key: 'Organizations', label: 'Organizations', route: agents(1) },
  { key: 'Amenities', label: 'Amenities', route: inCommunity(SiteMap.portfolioAmenities) },
  { key: 'Partners', label: 'Partners', route: agents(24) },
  { key: 'Users', label: 'Users', route: () => SiteMap.portfolioUsers },
];

/** The portfolio at a glance: counts of the user's communities, people and directories. */
export function PortfolioDashboardPage() {
  const go = useGo();
  const counts = useQuery(dashboardQuery);
  const community = readLastCommunityId();
  return (
    <>
      <PageHeader title="Portfolio" subtitle="Everything in your communities, by kind" />
      {counts.data ? (
        <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
          {tiles.map((tile) => {
            const count = counts.data[tile.key];
            const route = tile.route(community);
            if (count === null) return null;
            return (
              <UnstyledButton
                key={tile.key}
                aria-label={`${tile.label}: ${count}`}
                disabled={route === null}
                onClick={() => {
                  if (route) void go(route);
                }}
              >
                <Paper withBorder radius="sm" p="md">
                  <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                    {tile.label}
                  </Text>
                  <Text size="xl" fw={700}>
                    {count.toLocaleString('en-US')}
                  </Text>
                </Paper>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      ) : counts.isError ? (
        <LoadError error={counts.error} />
      ) : (
        <PageLoader />
      )}
    </>
  );
}
