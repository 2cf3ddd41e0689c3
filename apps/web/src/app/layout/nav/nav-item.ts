// One entry of the left navigation and one menu of them.
import type { AccessLevel, PermissionClaim } from '@hoa/domain';

export interface NavItem {
  label: string;
  /** A site-map pattern; community items take the selected community's id. */
  pattern: string;
  scope: 'community' | 'company';
  /** Shown only to users with access to this claim, at `level` (read unless given). */
  claim?: PermissionClaim;
  level?: AccessLevel;
  systemAdminOnly?: boolean;
  /** Screens outside the item's own path that belong to it, by path prefix (a report's screen). */
  alsoUnder?: string;
}

export interface NavSection {
  label: string;
  items: NavItem[];
}
