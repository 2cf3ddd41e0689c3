import { queryRows, sql } from '@hoa/db';
import type { InputOf, lockbox, LockboxBatch } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import {
  alreadyPosted,
  isUnposted,
  paymentNotPosted,
  readBatch,
  requireBatch,
} from './lockbox-queries';
import { matchPayments, readImportSettings } from './match-payments';

type Input = InputOf<typeof lockbox.UpdateBatch>['body'];

/**
 * Review of an unposted batch: payments get a corrected account number and amount, or are removed;
 * the changed ones are matched again (their old exception cleared first).
 */
export async function updateBatch(
  ctx: RequestContext,
  { body }: { body: Input },
): Promise<LockboxBatch> {
  requireClaim(ctx, 'arlockbox', 'update');
  const batchId = body.batch.LockboxBatchId;
  const batch = await requireBatch(ctx, batchId);
  if (!isUnposted(batch)) throw alreadyPosted();
  const changes = body.batch.Payments;
  const updated = await queryRows<{ id: number }>(
    ctx.tx,
    sql`update lockbox_payments x
           set account_number = c."AccountNumber", amount_cents = c."Amount", is_removed = c."IsRemoved",
               exception = null, property_agent_id = null, owner_agent_id = null
          from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb)
               as c("LockboxPaymentId" bigint, "AccountNumber" text, "Amount" bigint, "IsRemoved" boolean)
         where x.id = c."LockboxPaymentId" and x.batch_id = ${batchId} and ${paymentNotPosted}
        returning x.id`,
  );
  if (updated.length !== new Set(changes.map((c) => c.LockboxPaymentId)).size)
    throw appError('LockboxPaymentNotInBatch');
  await matchPayments(ctx.tx, batchId, body.matchOnLegacyKey, await readImportSettings(ctx.tx));
  return readBatch(ctx, batchId);
}
