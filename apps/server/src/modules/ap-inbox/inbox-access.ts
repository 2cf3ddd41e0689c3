import { hasAccess, paywallTier2, type AccessLevel } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { appError, forbidden } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

// Who may use which inbox filter (spec 2 §2 'AP inbox', §6): approvals need subscription tier 2
// or 3; the exception inbox needs invoiceexceptions and the digital-invoices flag.

export function mayUseApprovals(ctx: RequestContext): boolean {
  return paywallTier2(ctx.user.subscriptionTier);
}

export function requireApprovalTier(ctx: RequestContext): void {
  if (!mayUseApprovals(ctx)) throw appError('SubscriptionAccessDenied');
}

export function mayUseExceptions(ctx: RequestContext, level: AccessLevel = 'read'): boolean {
  return (
    ctx.user.featureFlags.digitalInvoices === true &&
    hasAccess(ctx.user.grants, 'invoiceexceptions', level)
  );
}

export function requireExceptionAccess(ctx: RequestContext, level: AccessLevel): void {
  requireClaim(ctx, 'invoiceexceptions', level);
  if (!mayUseExceptions(ctx, level)) throw forbidden();
}
