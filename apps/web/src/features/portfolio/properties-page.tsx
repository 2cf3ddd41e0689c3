import { useCurrentCommunity } from '../../app/community/current-community';
import { PageHeader } from '../../widgets/page-header';
import { PropertyList } from './property-list';

export function PropertiesPage() {
  const community = useCurrentCommunity();
  return (
    <>
      <PageHeader title="Properties" subtitle={community.DisplayName} />
      <PropertyList communityAgentId={community.CommunityAgentId} take={25} />
    </>
  );
}
