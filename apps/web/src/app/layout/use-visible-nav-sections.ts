import { useParams } from '@tanstack/react-router';
import { useSession } from '../auth/session';
import { readLastCommunityId } from '../community/community-cookies';
import { visibleNavSections } from './nav-sections';

/** The menus and screens the signed-in user may open, for the community in the URL or the last one. */
export function useVisibleNavSections() {
  const session = useSession().data;
  const params = useParams({ strict: false });
  const fromUrl = Number(params.communityAgentId);
  const communityAgentId =
    Number.isSafeInteger(fromUrl) && fromUrl > 0 ? fromUrl : (readLastCommunityId() ?? undefined);
  if (!session) return [];
  return visibleNavSections({
    claims: session.Claims,
    isSystemAdmin: session.IsSystemAdmin,
    communityAgentId,
  });
}
