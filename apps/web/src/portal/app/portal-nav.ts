import { PortalPaths } from './portal-paths';

export interface PortalPlace {
  label: string;
  path: string;
  /** In the phone's bottom bar (five places at most); the others are on the home page. */
  inBar?: true;
  /** Only for an owner who is a board member (session IsBoardMember). */
  boardOnly?: true;
}

/** The portal's places: all in the top bar on a wide screen; on a phone, the bar's and Home's. */
export const portalNav: readonly PortalPlace[] = [
  { label: 'Home', path: PortalPaths.home, inBar: true },
  { label: 'Pay', path: PortalPaths.pay, inBar: true },
  { label: 'Requests', path: PortalPaths.requests, inBar: true },
  { label: 'Board', path: PortalPaths.board, inBar: true, boardOnly: true },
  { label: 'Account', path: PortalPaths.account, inBar: true },
  { label: 'Ledger', path: PortalPaths.ledger },
  { label: 'Autopay', path: PortalPaths.autopay },
  { label: 'Violations', path: PortalPaths.violations },
  { label: 'Documents', path: PortalPaths.documents },
];

/** The places this owner sees (board places for board members only). */
export function placesFor(isBoardMember: boolean): PortalPlace[] {
  return portalNav.filter((place) => !place.boardOnly || isBoardMember);
}
