import { useParams } from '@tanstack/react-router';

// Where the portal's pages are. The portal's router is not the app's registered router, so its
// links are plain hash links (portalHref) and code moves with goTo; both take these paths.
export const PortalPaths = {
  home: '/',
  pay: '/pay',
  ledger: '/ledger',
  documents: '/documents',
  account: '/account',
  signIn: '/sign-in',
  register: '/register',
  forgot: '/forgot',
  autopay: '/autopay',
  board: '/board',
  boardReports: '/board/reports',
  boardPackets: '/board/packets',
  boardInvoice: (itemId: number) => `/board/invoice/${itemId}`,
  boardArchitectural: (itemId: number) => `/board/architectural/${itemId}`,
  requests: '/requests',
  newRequest: '/requests/new',
  violations: '/violations',
  payLink: (token: string) => `/pay-link/${encodeURIComponent(token)}`,
} as const;

/** One of the owner's requests. */
export const requestPath = (itemId: number) => `${PortalPaths.requests}/${String(itemId)}`;

/** One of the owner's violations. */
export const violationPath = (itemId: number) => `${PortalPaths.violations}/${String(itemId)}`;

/** The href of a portal page (hash history): `#/…`. */
export function portalHref(path: string): string {
  return `#${path}`;
}

/** Opens a portal page. */
export function goTo(path: string): void {
  window.location.hash = path;
}

/** The `$token` of the payment link page shown. */
export function useTokenParam(): string {
  const params: Record<string, unknown> = useParams({ strict: false });
  return typeof params.token === 'string' ? params.token : '';
}

/** The `$itemId` of the portal page shown (the portal's router is not the registered one). */
export function useItemIdParam(): number {
  const params: Record<string, unknown> = useParams({ strict: false });
  return Number(params.itemId);
}
