import { queryRows, sql, type Database } from '@hoa/db';
import { completeCardPayment } from './complete-card-payment';
import { paymentOf } from './made-payment';
import type { PayerCall } from './payer';
import { cardProvider, type CardPaymentProvider } from './provider/index';

/** A card payment is left to its request this long before the recovery completes it. */
const CardRecoveryAfterMinutes = 2;

export interface CardRecovery {
  /** Card payments found charging. */
  found: number;
  paid: number;
  declined: number;
  /** Payments whose completion failed: tried again on the next run. */
  failures: { paymentId: number; message: string }[];
}

/**
 * The card payment recovery (every 5 minutes, jobs/cron-jobs.ts): a card payment still charging
 * some minutes after it was made (its process stopped between the charge and its posting, or the
 * posting failed) is completed as its request would have been: charged again with its own key
 * (the provider answers the first charge) and recorded once (completeCardPayment). The payments
 * are found across companies through the scheduler policy; each works in transactions of its
 * company, and one payment's failure leaves the others done.
 */
export async function recoverCardPayments(
  database: Database,
  asOf: Date,
  provider: CardPaymentProvider = cardProvider(),
): Promise<CardRecovery> {
  const left = await database.withScheduler((tx) =>
    queryRows<{ id: number; companyId: number; ownerAgentId: number; communityAgentId: number }>(
      tx,
      sql`select id::int8 as id, company_id::int8 as "companyId", owner_agent_id::int8 as "ownerAgentId",
                 community_agent_id::int8 as "communityAgentId"
            from owner_one_time_payments
           where status = 'charging'
             and created_at < ${asOf.toISOString()}::timestamptz - make_interval(mins => ${CardRecoveryAfterMinutes})
           order by id`,
    ),
  );
  const recovery: CardRecovery = { found: left.length, paid: 0, declined: 0, failures: [] };
  for (const { id, companyId, ...owner } of left) {
    const run: PayerCall['run'] = (work) =>
      database.withTenant({ companyId, userId: null }, (tx) => work({ tx, companyId, ...owner }));
    try {
      const made = await run((payer) => paymentOf(payer, sql`p.id = ${id}`));
      // Completed by a repeat of its request since it was found.
      if (made?.status !== 'charging') continue;
      recovery[await completeCardPayment(run, provider, made)] += 1;
    } catch (error) {
      recovery.failures.push({
        paymentId: id,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return recovery;
}
