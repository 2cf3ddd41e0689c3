import { buildRoute, SiteMap } from '../../site-map';
import type { NavSection } from './nav-item';

export const communityMenu: NavSection = {
  // Spec 1 §2.1-2.2: the community area and the portfolio lists.
  label: 'Community',
  items: [
    { label: 'Home', pattern: SiteMap.communityHome, scope: 'community' },
    {
      // The setup wizards change the community and its books: shown to who may change it.
      label: 'Setup',
      pattern: SiteMap.setupIndex,
      scope: 'community',
      claim: 'community',
      level: 'update',
    },
    {
      label: 'Community profile',
      pattern: SiteMap.communityProfile,
      scope: 'community',
      claim: 'community',
    },
    { label: 'Map', pattern: SiteMap.communityMap, scope: 'community', claim: 'property' },
    { label: 'Notes and tasks', pattern: SiteMap.notesIndex, scope: 'community' },
    { label: 'Activity', pattern: SiteMap.activityIndex, scope: 'community' },
    { label: 'Portfolio dashboard', pattern: SiteMap.portfolioDashboard, scope: 'company' },
    {
      label: 'Communities',
      pattern: SiteMap.portfolioCommunities,
      scope: 'company',
      claim: 'community',
    },
    {
      label: 'Properties',
      pattern: SiteMap.portfolioProperties,
      scope: 'community',
      claim: 'property',
    },
    { label: 'Owners', pattern: SiteMap.portfolioOwners, scope: 'community', claim: 'owner' },
    {
      label: 'Ownerships',
      pattern: SiteMap.portfolioOwnerships,
      scope: 'community',
      claim: 'property',
    },
    { label: 'Owner search', pattern: SiteMap.ownerSearch, scope: 'company', claim: 'owner' },
    {
      label: 'Committees',
      pattern: SiteMap.committeesIndex,
      scope: 'community',
      claim: 'committees',
    },
    {
      label: 'Amenities',
      pattern: SiteMap.portfolioAmenities,
      scope: 'community',
      claim: 'amenities',
    },
    {
      label: 'Organizations',
      pattern: buildRoute(SiteMap.portfolioAgents, { agentTypeId: 1 }),
      scope: 'company',
      claim: 'maintainorganization',
    },
    {
      label: 'Partners',
      pattern: buildRoute(SiteMap.portfolioAgents, { agentTypeId: 24 }),
      scope: 'company',
    },
  ],
};
