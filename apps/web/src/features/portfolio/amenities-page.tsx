import { useCurrentCommunity } from '../../app/community/current-community';
import { PageHeader } from '../../widgets/page-header';
import { AgentList } from './agent-list';

export function AmenitiesPage() {
  const community = useCurrentCommunity();
  return (
    <>
      <PageHeader title="Amenities" subtitle={community.DisplayName} />
      <AgentList agentTypeId={8} communityAgentId={community.CommunityAgentId} take={25} />
    </>
  );
}
