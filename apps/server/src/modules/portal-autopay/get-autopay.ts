import { localDay } from '@hoa/domain';
import { requireOwnerProperty, type OwnerContext } from '../owner-auth/index';
import { autopayStatus } from './autopay-status';

/** The signed-in owner's autopay on a property they see (404 otherwise). */
export async function getAutopay(
  ctx: OwnerContext,
  { query }: { query: { propertyAgentId: number } },
) {
  requireOwnerProperty(ctx, query.propertyAgentId);
  return autopayStatus(ctx.tx, ctx.owner, query.propertyAgentId, localDay(new Date()));
}
