import { PermissionClaimNames, type GrantLike } from '@hoa/domain';
import { describe, expect, it } from 'vitest';
import { NavSections } from './nav-sections';
import {
  currentLink,
  isCurrentLink,
  navItemHref,
  visibleNavSections,
  type NavViewer,
} from './nav-visibility';

const everyClaim: GrantLike[] = PermissionClaimNames.map((Claim) => ({
  Claim,
  CanCreate: true,
  CanRead: true,
  CanUpdate: true,
  CanDelete: true,
}));
const admin: NavViewer = { claims: everyClaim, isSystemAdmin: true, communityAgentId: 42 };

describe('NavSections', () => {
  it('are the spec’s menus in their order', () => {
    expect(NavSections.map((section) => section.label)).toEqual([
      'Community',
      'Accounting',
      'Receivables',
      'Payables',
      'Banking',
      'Violations',
      'Requests',
      'Communications',
      'Reports',
      'Automation',
      'Administration',
    ]);
  });

  it('build every item to a URL with no route parameter left in it', () => {
    for (const section of NavSections) {
      for (const item of section.items) {
        const href = navItemHref(item, 42);
        expect(href, `${section.label} › ${item.label}`).toMatch(/^\/[^$:?{}]*$/);
        if (item.scope === 'community') expect(href).toContain('/42');
      }
    }
  });

  it('drop the optional segments of company screens', () => {
    const hrefs = visibleNavSections(admin).flatMap((section) => section.links);
    const href = (label: string) => hrefs.find((link) => link.label === label)?.href;
    expect(href('Bank integration')).toBe('/banking/bank-integration');
    expect(href('Bank logs')).toBe('/banking/bank-logs');
    expect(href('Lockbox IDs')).toBe('/banking/lockbox-settings');
    expect(href('Validation export')).toBe('/banking/validation-export');
  });

  it('show only menus with a screen the viewer may open', () => {
    expect(visibleNavSections(admin).map((section) => section.label)).toContain('Automation');
    const noCommunity = visibleNavSections({ ...admin, communityAgentId: undefined });
    expect(noCommunity.map((section) => section.label)).not.toContain('Accounting');
    const noClaims = visibleNavSections({ claims: [], isSystemAdmin: false, communityAgentId: 42 });
    expect(noClaims.flatMap((section) => section.links.map((link) => link.label))).not.toContain(
      'Company settings',
    );
    // Automation's screens read what the server shows every user (its actions ask for claims).
    expect(noClaims.map((section) => section.label)).toEqual([
      'Community',
      'Banking',
      'Automation',
    ]);
  });
});

describe('isCurrentLink', () => {
  it('holds the link’s screen, those under it, and a report for the reports item', () => {
    const reports = visibleNavSections(admin)
      .flatMap((section) => section.links)
      .find((link) => link.label === 'Standard reports');
    if (!reports) throw new Error('no reports link');
    expect(isCurrentLink('/community/42/reports', reports)).toBe(true);
    expect(isCurrentLink('/report/TrialBalance/42', reports)).toBe(true);
    expect(isCurrentLink('/community/42/reports-x', reports)).toBe(false);
  });
});

describe('currentLink', () => {
  it('is the most specific link holding the screen', () => {
    const links = visibleNavSections(admin).flatMap((section) => section.links);
    const label = (path: string) => currentLink(path, links)?.label;
    expect(label('/community/42/reports')).toBe('Standard reports');
    expect(label('/community/42/reports/packages/add')).toBe('Packages');
    expect(label('/community/42/reports/custom')).toBe('Custom reports');
    expect(label('/community/42/reports/custom/settings')).toBe('Report settings');
    expect(label('/community/42/reports/board-packet')).toBe('Board packet');
    expect(label('/report/TrialBalance/42')).toBe('Standard reports');
  });
});
