import { Badge } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useCommunityList } from '../../app/community/community-list';
import { NotFoundPage } from '../../app/layout/route-fallbacks';
import { useGo } from '../../app/navigation';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { communityNameColumn } from './agent-columns';
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
  const columns = useMemo(() => communityListColumns(go), [go]);
  if (communities.isError) return <LoadError error={communities.error} />;
  if (!communities.data) return <PageLoader />;
  return (
    <DataGrid
      aria-label="Community list"
      rows={communities.data}
      columns={columns}
      rowKey={communityKey}
      rowHeight={36}
      empty="No communities."
    />
  );
}

type ListedCommunity = NonNullable<ReturnType<typeof useCommunityList>['data']>[number];

const communityKey = (row: ListedCommunity) => row.CommunityAgentId;

function communityListColumns(go: ReturnType<typeof useGo>): GridColumn<ListedCommunity>[] {
  return [
    communityNameColumn(go),
    { id: 'alias', header: 'Alias', width: 100, cell: (row) => row.Alias },
    { id: 'type', header: 'Type', width: 140, cell: (row) => row.CommunityType },
    {
      id: 'status',
      header: 'Status',
      width: 100,
      cell: (row) =>
        row.IsActive ? <Badge variant="light">Active</Badge> : <Badge color="gray">Inactive</Badge>,
    },
  ];
}
