import { queryRows, sql } from '@hoa/db';
import { maskSecrets, mergeRecipientValues, secretMergeValues } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import { queueMail } from '../mail/index';
import { recipientFiles } from './recipient-attachments';
import { recordDeliveries, releaseChunkSize } from './release-chunks';

/**
 * Releases the next chunk of an email batch (attachments, registration emails): each valid
 * recipient not yet sent to gets the batch's email, with its own values merged (a registration
 * code: in the body only, masked where staff read the outbox) and its own files, through the
 * outbox, a row in the delivery ledger, and is marked released. Answers how many recipients it
 * released (0: none were left).
 */
export async function emailAttachmentsChunk(
  ctx: RequestContext,
  batchItemId: number,
  message: { subject: string; body: string },
): Promise<number> {
  const recipients = await queryRows<{
    id: number;
    agent_id: number | null;
    email: string;
    values: Record<string, string> | null;
  }>(
    ctx.tx,
    sql`select id, agent_id, email_address as email, source_merge_values as values
          from message_batch_recipients
         where item_id = ${batchItemId} and not is_summary and not is_removed and is_valid
           and released_at is null
         order by id limit ${releaseChunkSize}`,
  );
  if (recipients.length === 0) return 0;
  const ids = recipients.map((r) => Number(r.id));
  const files = await recipientFiles(ctx, ids);
  const mailIds = await queueMail(
    ctx.tx,
    ctx.user.companyId,
    ctx.user.userId,
    recipients.map((r) => ({
      toAddress: r.email,
      toUserId: null,
      // A secret (a registration code) goes in the body only, masked where staff see it.
      subject: maskSecrets(
        mergeRecipientValues(message.subject, r.values),
        secretMergeValues(r.values),
      ),
      body: mergeRecipientValues(message.body, r.values),
      secrets: secretMergeValues(r.values),
      kind: 'message-batch',
      recipientAgentId: r.agent_id === null ? undefined : Number(r.agent_id),
      attachments: files.get(Number(r.id)) ?? [],
    })),
  );
  await recordDeliveries(
    ctx,
    { batchItemId, subjectItemId: batchItemId },
    recipients.map((r, i) => ({
      recipient_id: Number(r.id),
      agent_id: r.agent_id === null ? null : Number(r.agent_id),
      channel: 'Email',
      mail_outbox_id: mailIds[i] ?? null,
      subject_item_id: null,
    })),
    recipients.length,
  );
  await ctx.tx.execute(
    sql`update message_batch_recipients set released_at = now() where id = any(${idArray(ids)})`,
  );
  return recipients.length;
}
