import { paywallTier3, type AccessLevel } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

/**
 * The custom report designer needs paywall tier 3 (spec 1 §6, spec 3 §6), refused with the
 * spec's message otherwise, and access to the ledger's accounts at the level of the change.
 */
export function requireDesigner(ctx: RequestContext, level: AccessLevel): void {
  if (!paywallTier3(ctx.user.subscriptionTier)) throw appError('SubscriptionAccessDenied');
  requireClaim(ctx, 'glaccounts', level);
}
