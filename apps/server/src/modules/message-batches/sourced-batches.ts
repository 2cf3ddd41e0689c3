import { queryRows, sql } from '@hoa/db';
import type { Template } from '@hoa/contract';
import {
  localDay,
  MessageBatchContent,
  StatusId,
  TxnTypeId,
  type DeliveryMethod,
} from '@hoa/domain';
import type { CompanyWork } from '../../http/request-context';
import { insertBatchRecipients, ownerRecipient, type RecipientFacts } from './recipient-rows';

/** A letter sent for an item (a violation) to its owner, with the values the item gives it. */
export interface SourcedLetter {
  owner: RecipientFacts;
  sourceItemId: number;
  values: Record<string, string>;
}

/** A letter batch of items' letters: one community, one template, one delivery method. */
export interface SourcedBatch {
  communityAgentId: number;
  template: Pick<Template, 'TopsTemplateId' | 'Name' | 'RequiresOwner'>;
  method: DeliveryMethod;
  subject: string;
  letters: readonly SourcedLetter[];
}

/**
 * Letter batches made for items (the letters of violations' levels), in five statements whatever
 * their number: each an item of type 78 (Incomplete, dated today) with its batch row, and its
 * recipients checked against the delivery rules, each naming the item its letter is sent for (its
 * deliveries are recorded for it) with that item's values. A batch of one item's letters has the
 * item as its source, as a batch made for one item does. Answers the batches' item ids in order.
 */
export async function insertSourcedBatches(
  ctx: CompanyWork,
  batches: readonly SourcedBatch[],
): Promise<number[]> {
  if (batches.length === 0) return [];
  const ids = await queryRows<{ id: string | number }>(
    ctx.tx,
    sql`select nextval(pg_get_serial_sequence('items', 'id')) as id
          from generate_series(1, ${batches.length})`,
  );
  const rows = batches.map((batch, i) => {
    const sources = new Set(batch.letters.map((l) => l.sourceItemId));
    const only = sources.size === 1 ? batch.letters[0] : undefined;
    return {
      id: Number(ids[i]?.id),
      community_agent_id: batch.communityAgentId,
      template_id: batch.template.TopsTemplateId,
      reference: batch.template.Name.slice(0, 100),
      delivery_method_id: batch.method,
      subject: batch.subject.slice(0, 300),
      source_item_id: only?.sourceItemId ?? null,
      source_merge_values: only?.values ?? null,
    };
  });
  const values = sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
      id bigint, community_agent_id bigint, template_id bigint, reference text,
      delivery_method_id smallint, subject text, source_item_id bigint, source_merge_values jsonb)`;
  await ctx.tx.execute(
    sql`insert into items (id, company_id, community_agent_id, txn_type_id, status_id, event_date,
                           reference, description, created_by_user_id)
        select r.id, ${ctx.user.companyId}, r.community_agent_id, ${TxnTypeId.MessageBatch},
               ${StatusId.Incomplete}, ${localDay(new Date())}::date, r.reference, r.subject,
               ${ctx.user.userId}
          from ${values}`,
  );
  await ctx.tx.execute(
    sql`insert into message_batches (item_id, company_id, content, template_id, delivery_method_id,
                                     subject, body, source_item_id, source_merge_values)
        select r.id, ${ctx.user.companyId}, ${MessageBatchContent.Letter}, r.template_id,
               r.delivery_method_id, r.subject, '', r.source_item_id, r.source_merge_values
          from ${values}`,
  );
  await insertBatchRecipients(
    ctx,
    batches.flatMap((batch, i) =>
      batch.letters.map((letter) => ({
        ...ownerRecipient(letter.owner, batch.method, batch.template.RequiresOwner),
        item_id: rows[i]?.id ?? 0,
        source_item_id: letter.sourceItemId,
        source_merge_values: letter.values,
      })),
    ),
  );
  return rows.map((row) => row.id);
}
