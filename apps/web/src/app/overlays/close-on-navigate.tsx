import { modals } from '@mantine/modals';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { closeDrawer } from './drawer-host';

/**
 * Calls `close` when the page changes (a link, the browser's Back or Forward): an overlay belongs
 * to the page it was opened on. A change of the query string alone (a filter, a tab) keeps it.
 */
export function useCloseOnNavigate(close: () => void): void {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const shown = useRef(pathname);
  const latestClose = useRef(close);
  latestClose.current = close;
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    latestClose.current();
  }, [pathname]);
}

/** Closes the modals opened through `@mantine/modals` and the drawer when the page changes. */
export function CloseOverlaysOnNavigate() {
  useCloseOnNavigate(() => {
    modals.closeAll();
    closeDrawer();
  });
  return null;
}
