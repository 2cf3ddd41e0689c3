import { useParams } from '@tanstack/react-router';
import { useSession } from '../auth/session';
import { readLastCommunityId } from '../community/community-cookies';
import { visibleNavSections, type NavViewer } from './nav-visibility';

/** The signed-in user, with the community in the URL or else the last one selected. */
export function useNavViewer(): NavViewer | null {
  const session = useSession().data;
  const params = useParams({ strict: false });
  const fromUrl = Number(params.communityAgentId);
  const communityAgentId =
    Number.isSafeInteger(fromUrl) && fromUrl > 0 ? fromUrl : (readLastCommunityId() ?? undefined);
  if (!session) return null;
  return { claims: session.Claims, isSystemAdmin: session.IsSystemAdmin, communityAgentId };
}

/** The menus and screens the signed-in user may open. */
export function useVisibleNavSections() {
  const viewer = useNavViewer();
  return viewer ? visibleNavSections(viewer) : [];
}
