import { auth } from '@hoa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { api } from '../api';
import { clearCachedList } from '../community/community-list-cache';
import { SiteMap } from '../site-map';
import { forgetSession } from './session-cookie';

/** Revokes the session on the server, then forgets everything of this user in the browser. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await api.call(auth.Logout);
    } catch {
      // An expired or revoked session is as good as signed out.
    } finally {
      forgetSession();
      clearCachedList();
      await navigate({ to: SiteMap.signIn });
      queryClient.clear();
    }
  };
}
