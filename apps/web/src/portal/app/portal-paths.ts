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
  boardInvoice: (itemId: number) => `/board/invoice/${itemId}`,
} as const;

/** The href of a portal page (hash history): `#/…`. */
export function portalHref(path: string): string {
  return `#${path}`;
}

/** Opens a portal page. */
export function goTo(path: string): void {
  window.location.hash = path;
}
