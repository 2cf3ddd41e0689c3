import { queryRows, sql } from '@hoa/db';
import { appError } from '../../http/errors';
import { requireOwnerProperty, type OwnerContext } from '../owner-auth/index';

/** The owner stops autopay: the enrolment ends, so no further drafts are taken. */
export async function stopAutopay(
  ctx: OwnerContext,
  { body }: { body: { PropertyAgentId: number } },
) {
  requireOwnerProperty(ctx, body.PropertyAgentId);
  const stopped = await queryRows<{ id: number }>(
    ctx.tx,
    sql`update direct_debit_enrollments set is_active = false, updated_at = now()
         where owner_agent_id = ${ctx.owner.ownerAgentId} and is_active and is_autopay
        returning id::int8 as id`,
  );
  if (stopped.length === 0) throw appError('AutopayNotEnrolled');
  return { success: true as const };
}
