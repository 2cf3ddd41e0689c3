import { useCurrentCommunity } from '../../app/community/current-community';
import { ProfileView } from './profile-view';

/** The selected community's own profile (Community › Community profile). */
export function CommunityProfilePage() {
  const community = useCurrentCommunity();
  return <ProfileView agentId={community.CommunityAgentId} includeDeleted={false} />;
}
