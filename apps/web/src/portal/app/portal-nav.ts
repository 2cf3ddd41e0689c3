import {
  mayCallPortal,
  portal,
  portalAccount,
  portalAutopay,
  portalBoard,
  portalPayments,
  portalRequests,
  type EndpointDef,
  type OwnerSession,
} from '@hoa/contract';
import { PortalPaths } from './portal-paths';

export interface PortalPlace {
  label: string;
  path: string;
  /** The call the page is made of: the place is shown only to a session the server answers it. */
  endpoint: Pick<EndpointDef, 'portalRight'>;
  /** In the phone's bottom bar (five places at most); the others are on the home page. */
  inBar?: true;
  /** Only for an owner who is a board member (session IsBoardMember). */
  boardOnly?: true;
}

/** The portal's places: all in the top bar on a wide screen; on a phone, the bar's and Home's. */
export const portalNav: readonly PortalPlace[] = [
  { label: 'Home', path: PortalPaths.home, endpoint: portal.GetSession, inBar: true },
  { label: 'Pay', path: PortalPaths.pay, endpoint: portalPayments.GetPaymentOptions, inBar: true },
  {
    label: 'Requests',
    path: PortalPaths.requests,
    endpoint: portalRequests.GetMyRequests,
    inBar: true,
  },
  {
    label: 'Board',
    path: PortalPaths.board,
    endpoint: portalBoard.GetBoardInbox,
    inBar: true,
    boardOnly: true,
  },
  { label: 'Account', path: PortalPaths.account, endpoint: portal.GetSession, inBar: true },
  { label: 'Ledger', path: PortalPaths.ledger, endpoint: portalAccount.GetLedger },
  { label: 'Autopay', path: PortalPaths.autopay, endpoint: portalAutopay.GetAutopay },
  { label: 'Violations', path: PortalPaths.violations, endpoint: portalRequests.GetMyViolations },
  { label: 'Documents', path: PortalPaths.documents, endpoint: portalAccount.GetDocuments },
];

/**
 * The places this session sees: those whose call its rights allow (a household member's or
 * renter's fewer than the owner's), board places for board members only.
 */
export function placesFor(session: Pick<OwnerSession, 'IsBoardMember' | 'Rights'>): PortalPlace[] {
  return portalNav.filter(
    (place) =>
      (!place.boardOnly || session.IsBoardMember) && mayCallPortal(place.endpoint, session.Rights),
  );
}
