import type { Database, Tx } from '@hoa/db';
import type { DemoSignIn } from '@hoa/contract';
import type { ClaimGrant } from '@hoa/domain';
import type { FileStore } from '../files/file-store';
import type { CardPaymentProvider } from '../modules/portal-payments/provider/index';
import type { PrintVendor } from '../print/print-vendor';

export interface SessionUser {
  userId: number;
  userName: string;
  displayName: string;
  email: string;
  companyId: number;
  companyName: string;
  isSystemAdmin: boolean;
  isBoardMember: boolean;
  subscriptionTier: number;
  featureFlags: Record<string, boolean>;
  grants: ClaimGrant[];
  /** The communities on the user's list. */
  communityIds: number[];
}

/** What every use case receives: the request's transaction, scoped to the caller's company. */
export interface RequestContext {
  tx: Tx;
  user: SessionUser;
  tokenHash: string;
}

/**
 * What work for a company needs whether a user asked for it or a job does it (userId null): the
 * company's transaction and whose work it is. A RequestContext is one.
 */
export interface CompanyWork {
  tx: Tx;
  user: { companyId: number; userId: number | null };
}

/** What public calls (sign-in, health) receive. */
export interface AppDeps {
  database: Database;
  /** Where attachment bytes are kept. */
  files: FileStore;
  /** The print and mail house that message batches' print letters go to. */
  printVendor: PrintVendor;
  /** The card payment provider owners' card payments are charged through (CARD_PAYMENT_PROVIDER). */
  cardProvider: CardPaymentProvider;
  /** This process runs the background jobs: user requests may be queued (else they run at once). */
  backgroundJobs: boolean;
  /** A session unused this long is over (SESSION_IDLE_MINUTES). */
  sessionIdleMs: number;
  /** The demo company's sign-ins, which the sign-in page lists; none unless the database is the demo. */
  demoSignIns?: readonly DemoSignIn[];
}
