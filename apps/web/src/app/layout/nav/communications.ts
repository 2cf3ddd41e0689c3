import { SiteMap } from '../../site-map';
import type { NavSection } from './nav-item';

export const communicationsMenu: NavSection = {
  // Spec 3 §2 'Letters, messages, templates'.
  label: 'Communications',
  items: [
    {
      // The owner portal (issue 23): who registered, invitations; setup for administrators.
      label: 'Owner portal access',
      pattern: SiteMap.ownerAccessIndex,
      scope: 'community',
      claim: 'owner',
    },
    {
      label: 'Owner portal wizard',
      pattern: SiteMap.ownerAccessWizard,
      scope: 'community',
      systemAdminOnly: true,
    },
    {
      label: 'Owner portal settings',
      pattern: SiteMap.ownerAccessCommunitySettings,
      scope: 'community',
      systemAdminOnly: true,
    },
    {
      label: 'Templates',
      pattern: SiteMap.templatesIndex,
      scope: 'community',
      claim: 'communications',
    },
    {
      // The company's templates without a community's links (also under 'All communities').
      label: 'Template library',
      pattern: SiteMap.templatesLibrary,
      scope: 'company',
      claim: 'communications',
    },
    {
      label: 'Message batches',
      pattern: SiteMap.messageBatchesIndex,
      scope: 'community',
      claim: 'communications',
    },
    {
      // The screen accrues a batch of letters or of attached files (communications create).
      label: 'New message batch',
      pattern: SiteMap.messageBatchNew,
      scope: 'community',
      claim: 'communications',
      level: 'create',
    },
    {
      // Every print order of the caller's communities, with the vendor's state.
      label: 'Print queue',
      pattern: SiteMap.printQueue,
      scope: 'company',
      claim: 'communications',
    },
  ],
};
