// Which menu screens a viewer is offered, their links, and which link is the current screen's.
import { hasAccess, type GrantLike } from '@hoa/domain';
import { buildRoute } from '../site-map';
import { NavSections, type NavItem } from './nav-sections';

/** Who is looking: their grants, whether they administer the system, the selected community. */
export interface NavViewer {
  claims: readonly GrantLike[];
  isSystemAdmin: boolean;
  communityAgentId: number | undefined;
}

/** A screen is offered when the user may read its claim and, for a community screen, a community is selected. */
export function navItemVisible(item: NavItem, viewer: NavViewer): boolean {
  if (item.systemAdminOnly && !viewer.isSystemAdmin) return false;
  if (item.claim && !hasAccess(viewer.claims, item.claim, item.level ?? 'read')) return false;
  return item.scope === 'company' || viewer.communityAgentId !== undefined;
}

/** The item's URL: its pattern with the community filled in and its optional segments dropped. */
export function navItemHref(item: NavItem, communityAgentId: number | undefined): string {
  const values: Record<string, number> =
    item.scope === 'community' && communityAgentId !== undefined ? { communityAgentId } : {};
  return buildRoute(item.pattern, values);
}

export interface NavLinkTarget {
  label: string;
  href: string;
  alsoUnder?: string;
}

/** Whether the screen at the path is the link's, or one under it. */
export function isCurrentLink(pathname: string, link: NavLinkTarget): boolean {
  return (
    pathname === link.href ||
    pathname.startsWith(`${link.href}/`) ||
    (link.alsoUnder !== undefined && pathname.startsWith(link.alsoUnder))
  );
}

/**
 * The link the screen at the path belongs to: of the links holding it, the most specific (the
 * longest address), so Packages, not Standard reports, is current under /reports/packages.
 */
export function currentLink<L extends NavLinkTarget>(
  pathname: string,
  links: readonly L[],
): L | undefined {
  return links
    .filter((link) => isCurrentLink(pathname, link))
    .reduce<L | undefined>(
      (best, link) => (!best || link.href.length > best.href.length ? link : best),
      undefined,
    );
}

/** The menus with the screens the viewer may open; a menu with none is left out. */
export function visibleNavSections(viewer: NavViewer): { label: string; links: NavLinkTarget[] }[] {
  return NavSections.map((section) => ({
    label: section.label,
    links: section.items
      .filter((item) => navItemVisible(item, viewer))
      .map((item) => ({
        label: item.label,
        href: navItemHref(item, viewer.communityAgentId),
        ...(item.alsoUnder ? { alsoUnder: item.alsoUnder } : {}),
      })),
  })).filter((section) => section.links.length > 0);
}
