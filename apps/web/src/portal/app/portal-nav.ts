import { PortalPaths } from './portal-paths';

/** The portal's main places, in the bottom bar on a phone and the top bar on a wide screen. */
export const portalNav: readonly { label: string; path: string }[] = [
  { label: 'Home', path: PortalPaths.home },
  { label: 'Requests', path: PortalPaths.requests },
  { label: 'Violations', path: PortalPaths.violations },
];
