import { SiteMap } from '../../site-map';
import type { NavSection } from './nav-item';

export const requestsMenu: NavSection = {
  // Spec 3 §2 'Requests and violations': architectural, general and service requests.
  label: 'Requests',
  items: [
    {
      // The tickets page of architectural requests (issue 21), under servicerequests too.
      label: 'Architectural requests',
      pattern: SiteMap.architecturalRequestsIndex,
      scope: 'community',
      claim: 'servicerequests',
    },
    {
      label: 'Add architectural request',
      pattern: SiteMap.architecturalRequestAdd,
      scope: 'community',
      claim: 'servicerequests',
      level: 'create',
    },
    {
      // The tickets page of general requests (issue 21); the spec names no claim for them, they
      // follow servicerequests.
      label: 'General requests',
      pattern: SiteMap.generalRequestsIndex,
      scope: 'community',
      claim: 'servicerequests',
    },
    {
      label: 'Add general request',
      pattern: SiteMap.generalRequestAdd,
      scope: 'community',
      claim: 'servicerequests',
      level: 'create',
    },
    {
      // Service requests (issue 22, item type 63): an owner's report of something broken.
      label: 'Service requests',
      pattern: SiteMap.serviceRequestsIndex,
      scope: 'community',
      claim: 'servicerequests',
    },
    {
      label: 'Add service request',
      pattern: SiteMap.serviceRequestAdd,
      scope: 'community',
      claim: 'servicerequests',
      level: 'create',
    },
    {
      // Work orders (issue 22, claim workordermaintain): the list, add and the settings.
      label: 'Work orders',
      pattern: SiteMap.workOrdersIndex,
      scope: 'community',
      claim: 'workordermaintain',
    },
    {
      label: 'Add work order',
      pattern: SiteMap.workOrderAdd,
      scope: 'community',
      claim: 'workordermaintain',
      level: 'create',
    },
    {
      // The settings of those who keep work orders (saving them needs community update too).
      label: 'Work order settings',
      pattern: SiteMap.workOrderSettings,
      scope: 'community',
      claim: 'workordermaintain',
    },
    {
      label: 'Architectural settings',
      pattern: SiteMap.architecturalSettings,
      scope: 'community',
      claim: 'community',
    },
  ],
};
