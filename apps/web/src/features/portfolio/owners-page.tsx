import { agentTypeLabel, OwnerLikeAgentTypeIds } from '@hoa/domain';
import { SegmentedControl } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { PageHeader } from '../../widgets/page-header';
import { OwnerList } from './owner-list';

const all = 'all';

/** Owners by owner type (/community/:id/portfolio/owners/:ownerTypeId?). */
export function OwnersPage() {
  const go = useGo();
  const community = useCurrentCommunity();
  const { ownerTypeId } = useParams({ strict: false });
  const typeId = OwnerLikeAgentTypeIds.find((id) => String(id) === ownerTypeId);
  return (
    <>
      <PageHeader
        title="Owners"
        subtitle={community.DisplayName}
        actions={
          <SegmentedControl
            aria-label="Owner type"
            data={[
              { value: all, label: 'All' },
              ...OwnerLikeAgentTypeIds.map((id) => ({
                value: String(id),
                label: agentTypeLabel(id),
              })),
            ]}
            value={typeId === undefined ? all : String(typeId)}
            onChange={(value) => {
              void go(
                buildRoute(SiteMap.portfolioOwners, {
                  communityAgentId: community.CommunityAgentId,
                  ownerTypeId: value === all ? null : value,
                }),
              );
            }}
          />
        }
      />
      <OwnerList
        key={typeId ?? all}
        communityAgentId={community.CommunityAgentId}
        ownerTypeId={typeId}
        take={25}
      />
    </>
  );
}
