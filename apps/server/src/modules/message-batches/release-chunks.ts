import { sql } from '@hoa/db';
import type { RequestContext } from '../../http/request-context';

/** Recipients released per transaction. */
export const releaseChunkSize = 200;

/** A piece of the delivery ledger as a release writes it. */
export interface NewDelivery {
  recipient_id: number;
  agent_id: number | null;
  channel: string;
  mail_outbox_id: number | null;
  /** What this piece was sent for, when not the batch's subject (a ladder run's violation). */
  subject_item_id: number | null;
}

/**
 * A chunk's pieces in the delivery ledger, recorded for what they were sent for (the batch, or the
 * item it was made for), and its recipients counted done in the progress.
 */
export async function recordDeliveries(
  ctx: RequestContext,
  batch: { batchItemId: number; subjectItemId: number },
  deliveries: readonly NewDelivery[],
  recipientsDone: number,
): Promise<void> {
  const { batchItemId, subjectItemId } = batch;
  await ctx.tx.execute(
    sql`insert into deliveries (company_id, batch_item_id, subject_item_id, recipient_id, agent_id,
                                channel, mail_outbox_id)
        select ${ctx.user.companyId}, ${batchItemId}, coalesce(r.subject_item_id, ${subjectItemId}),
               r.recipient_id, r.agent_id, r.channel, r.mail_outbox_id
          from jsonb_to_recordset(${JSON.stringify(deliveries)}::jsonb)
               as r(recipient_id bigint, agent_id bigint, channel text, mail_outbox_id bigint,
                    subject_item_id bigint)`,
  );
  await ctx.tx.execute(
    sql`update message_batches set progress_done = progress_done + ${recipientsDone}
         where item_id = ${batchItemId}`,
  );
}
