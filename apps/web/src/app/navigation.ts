import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

type Go = (path: string, options?: { replace?: boolean }) => Promise<void>;

/** Navigates to a path built with buildRoute from the site map. */
export function useGo(): Go {
  const navigate = useNavigate();
  return useCallback<Go>(
    (path, options) => navigate({ href: path, replace: options?.replace }),
    [navigate],
  );
}
