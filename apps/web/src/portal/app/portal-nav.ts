import { PortalPaths } from './portal-paths';

/**
 * The portal's main places, in the bottom bar on a phone and the top bar on a wide screen; a
 * board place only for an owner who is a board member (session IsBoardMember).
 */
export const portalNav: readonly { label: string; path: string; boardOnly?: true }[] = [
  { label: 'Home', path: PortalPaths.home },
  { label: 'Pay', path: PortalPaths.pay },
  { label: 'Ledger', path: PortalPaths.ledger },
  { label: 'Documents', path: PortalPaths.documents },
  { label: 'Account', path: PortalPaths.account },
  { label: 'Autopay', path: PortalPaths.autopay },
  { label: 'Board', path: PortalPaths.board, boardOnly: true },
  { label: 'Requests', path: PortalPaths.requests },
  { label: 'Violations', path: PortalPaths.violations },
];
