import { Badge, Paper, Table } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useCommunityList } from '../../app/community/community-list';
import { NotFoundPage } from '../../app/layout/route-fallbacks';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { LinkButton } from '../../widgets/link-button';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { AgentList } from './agent-list';
import { CommunityPortfolioList } from './community-portfolio-list';
import { VendorList } from './vendor-list';

// View-all lists (spec 1 §2.1) show 100 rows a page.
const take = 100;

const lists: Record<string, { title: string; body: () => React.ReactNode }> = {
  'community-list': { title: 'Community list', body: () => <UserCommunityList /> },
  organizations: { title: 'Organizations', body: () => <AgentList agentTypeId={1} take={take} /> },
  communities: { title: 'Communities', body: () => <CommunityPortfolioList take={take} /> },
  vendors: { title: 'Vendors', body: () => <VendorList take={take} /> },
  banks: { title: 'Banks', body: () => <AgentList agentTypeId={6} take={take} /> },
  partners: { title: 'Partners', body: () => <AgentList agentTypeId={24} take={take} /> },
};

/** /portfolio/view-all/:listName */
export function ViewAllPage() {
  const { listName } = useParams({ strict: false });
  const list = listName === undefined ? undefined : lists[listName];
  if (!list) return <NotFoundPage />;
  return (
    <>
      <PageHeader title={`All ${list.title.toLowerCase()}`} />
      {list.body()}
    </>
  );
}

/** The signed-in user's community list, as the community selector holds it. */
function UserCommunityList() {
  const go = useGo();
  const communities = useCommunityList();
  if (communities.isError) return <LoadError error={communities.error} />;
  if (!communities.data) return <PageLoader />;
  return (
    <Paper withBorder radius="sm" p="sm">
      <Table aria-label="Community list" striped fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Community</Table.Th>
            <Table.Th>Alias</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {communities.data.map((row) => (
            <Table.Tr key={row.CommunityAgentId}>
              <Table.Td>
                <LinkButton
                  ta="left"
                  onClick={() =>
                    void go(
                      buildRoute(SiteMap.communityHome, { communityAgentId: row.CommunityAgentId }),
                    )
                  }
                >
                  {row.DisplayName}
                </LinkButton>
              </Table.Td>
              <Table.Td>{row.Alias}</Table.Td>
              <Table.Td>{row.CommunityType}</Table.Td>
              <Table.Td>
                {row.IsActive ? (
                  <Badge variant="light">Active</Badge>
                ) : (
                  <Badge color="gray">Inactive</Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
