import { SiteMap } from '../../site-map';
import type { NavSection } from './nav-item';

export const requestsMenu: NavSection = {
  // Spec 3 §2 'Requests and violations': architectural, general and service requests.
  label: 'Requests',
  items: [
    {
      label: 'Architectural settings',
      pattern: SiteMap.architecturalSettings,
      scope: 'community',
      claim: 'community',
    },
  ],
};
