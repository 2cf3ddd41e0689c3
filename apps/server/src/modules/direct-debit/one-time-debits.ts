import { queryRows, sql } from '@hoa/db';
import type { RequestContext } from '../../http/request-context';
import type { PlannedEntry } from './write-run';

/**
 * Owners' one-time bank account payments from the portal waiting for the community's next file
 * (owner_one_time_payments, status pending): each becomes a live debit of the run, posted as the
 * run's other debits are (a type-51 payment of the amount; the convenience fee is debited with it
 * and never posted to the owner's ledger). Locked, so two runs cannot both take one.
 */
export async function pendingOneTimeDebits(
  ctx: RequestContext,
  communityAgentId: number,
): Promise<PlannedEntry[]> {
  return queryRows<PlannedEntry>(
    ctx.tx,
    sql`select null::int8 as "enrollmentId", p.id::int8 as "oneTimePaymentId",
               p.owner_agent_id::int8 as "ownerAgentId", false as "isPrenote",
               (p.amount_cents + p.fee_cents)::int8 as "amountCents", p.amount_cents::int8 as "postedCents",
               m.routing_number as "routingNumber", m.account_type as "accountType",
               m.account_number_sealed as "accountNumberSealed",
               coalesce(pd.account_number, p.owner_agent_id::text) as "individualId",
               m.name_on_account as "individualName", null as "retryOfEntryId"
          from owner_one_time_payments p
          join owner_payment_methods m on m.id = p.payment_method_id
          join agents o on o.id = p.owner_agent_id
          left join property_details pd on pd.agent_id = o.parent_agent_id
         where p.community_agent_id = ${communityAgentId} and p.status = 'pending' and p.kind = 'ach'
         order by p.id
           for update of p`,
  );
}

/** The run's one-time debits are sent: each payment keeps the posted item of its entry. */
export async function markOneTimeDebitsSent(ctx: RequestContext, runId: number): Promise<void> {
  await ctx.tx.execute(
    sql`update owner_one_time_payments p set status = 'sent', item_id = x.item_id
          from direct_debit_entries x
         where x.run_id = ${runId} and x.one_time_payment_id = p.id`,
  );
}
