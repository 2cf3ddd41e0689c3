import { accountingMenu } from './nav/accounting';
import { administrationMenu } from './nav/administration';
import { bankingMenu } from './nav/banking';
import { communicationsMenu } from './nav/communications';
import { communityMenu } from './nav/community';
import { payablesMenu } from './nav/payables';
import { receivablesMenu } from './nav/receivables';
import { requestsMenu } from './nav/requests';
import { violationsMenu } from './nav/violations';
import type { NavSection } from './nav/nav-item';
import { SiteMap } from '../site-map';

export type { NavItem, NavSection } from './nav/nav-item';

// The left navigation, by the spec's menus in their order. A menu with screens is a file of nav/,
// where each area adds its screens, one entry each; a menu without a screen the user may open is
// not shown.
export const NavSections: NavSection[] = [
  communityMenu,
  accountingMenu,
  receivablesMenu,
  payablesMenu,
  bankingMenu,
  violationsMenu,
  requestsMenu,
  communicationsMenu,
  {
    // The reports menu (spec 3 §2): Standard, Custom and Packages.
    label: 'Reports',
    items: [
      {
        label: 'Standard reports',
        pattern: SiteMap.reportsIndex,
        alsoUnder: '/report/',
        scope: 'community',
        claim: 'glaccounts',
      },
      {
        label: 'Custom reports',
        pattern: SiteMap.customReports,
        scope: 'community',
        claim: 'glaccounts',
      },
      {
        label: 'Packages',
        pattern: SiteMap.reportPackages,
        scope: 'community',
        claim: 'glaccounts',
      },
      {
        label: 'Board packet',
        pattern: SiteMap.boardPacket,
        scope: 'community',
        claim: 'glaccounts',
      },
      {
        label: 'Report settings',
        pattern: SiteMap.reportSettings,
        scope: 'community',
        claim: 'glaccounts',
      },
    ],
  },
  {
    // Spec 3 §2 'Automation'.
    label: 'Automation',
    items: [
      { label: 'Workflows', pattern: SiteMap.workflows, scope: 'community' },
      { label: 'Workflow templates', pattern: SiteMap.workflowTemplates, scope: 'company' },
      { label: 'Job schedules', pattern: SiteMap.jobSchedules, scope: 'company' },
      { label: 'Automation jobs', pattern: SiteMap.automationJobs, scope: 'company' },
      { label: 'Calendar', pattern: SiteMap.automationCalendar, scope: 'company' },
      {
        label: 'Automation settings',
        pattern: SiteMap.automationSettings,
        scope: 'company',
        claim: 'maintainorganization',
        level: 'update',
      },
    ],
  },
  administrationMenu,
];
