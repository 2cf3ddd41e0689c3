import { SiteMap } from '../../site-map';
import type { NavSection } from './nav-item';

export const violationsMenu: NavSection = {
  // Spec 3 §2 'Requests and violations': violations (CCR).
  label: 'Violations',
  items: [
    {
      label: 'Violations',
      pattern: SiteMap.ccrViolationsIndex,
      scope: 'community',
      claim: 'ccrviolations',
    },
    {
      // The screen records a violation (AddCcrRecord, ccrviolations create).
      label: 'Add violation',
      pattern: SiteMap.ccrViolationAdd,
      scope: 'community',
      claim: 'ccrviolations',
      level: 'create',
    },
    {
      label: 'Inspections',
      pattern: SiteMap.ccrBatchIndex,
      scope: 'community',
      claim: 'ccrviolations',
    },
    {
      // The phone's inspection screen starts a batch and adds entries (ccrviolations create).
      label: 'Add inspection',
      pattern: SiteMap.ccrBatchAdd,
      scope: 'community',
      claim: 'ccrviolations',
      level: 'create',
    },
    {
      label: 'Violations settings',
      pattern: SiteMap.violationsSettings,
      scope: 'community',
      claim: 'ccrviolations',
    },
    {
      // Who on a street or in a section was cited for a code in the last N days, who was not.
      label: 'Consistency view',
      pattern: SiteMap.ccrConsistency,
      scope: 'community',
      claim: 'ccrviolations',
    },
  ],
};
