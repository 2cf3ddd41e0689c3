import { SiteMap } from '../../site-map';
import type { NavSection } from './nav-item';

export const administrationMenu: NavSection = {
  // Users, roles, custom fields, company settings, the outbox and the data browser.
  label: 'Administration',
  items: [
    { label: 'Users', pattern: SiteMap.portfolioUsers, scope: 'company', claim: 'maintainuser' },
    { label: 'Roles', pattern: SiteMap.rolesIndex, scope: 'company', claim: 'maintainuser' },
    {
      label: 'Community transfers',
      pattern: SiteMap.transferHistory,
      scope: 'company',
      claim: 'community',
    },
    {
      label: 'Custom fields',
      pattern: SiteMap.customFieldsViewAll,
      scope: 'company',
      claim: 'maintainuser',
    },
    {
      label: 'Company settings',
      pattern: SiteMap.companySettings,
      scope: 'company',
      systemAdminOnly: true,
    },
    {
      label: 'Owner portal profile',
      pattern: SiteMap.ownerAccessProfile,
      scope: 'company',
      systemAdminOnly: true,
    },
    { label: 'Outbox', pattern: SiteMap.mailOutbox, scope: 'company', claim: 'maintainuser' },
    {
      label: 'Data browser',
      pattern: SiteMap.dataBrowser,
      scope: 'company',
      systemAdminOnly: true,
    },
  ],
};
