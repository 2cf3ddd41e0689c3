import { SegmentedControl } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { PageHeader } from '../../widgets/page-header';
import { OwnershipGrid } from './ownership-grid';
import { PropertyList } from './property-list';

// The two perspectives of the ownership list (spec 1 §2.1 'ownerships (by perspective)').
const perspectives = [
  { value: 'property', label: 'By property' },
  { value: 'owner', label: 'By owner' },
];

export function OwnershipsPage() {
  const go = useGo();
  const community = useCurrentCommunity();
  const { perspective } = useParams({ strict: false });
  const byOwner = perspective === 'owner';
  return (
    <>
      <PageHeader
        title="Ownerships"
        subtitle={community.DisplayName}
        actions={
          <SegmentedControl
            aria-label="Perspective"
            data={perspectives}
            value={byOwner ? 'owner' : 'property'}
            onChange={(value) => {
              void go(
                buildRoute(SiteMap.portfolioOwnerships, {
                  communityAgentId: community.CommunityAgentId,
                  perspective: value,
                }),
              );
            }}
          />
        }
      />
      {byOwner ? (
        <OwnershipGrid communityAgentId={community.CommunityAgentId} take={25} />
      ) : (
        <PropertyList communityAgentId={community.CommunityAgentId} take={25} />
      )}
    </>
  );
}
