import { queryRows, sql } from '@hoa/db';
import {
  AgentTypeId,
  type DeliveryMethod,
  emailProblem,
  type LetterScope,
  MessageBatchMessages,
  PrimaryOwnerOnly,
  recipientDelivery,
  recipientDeliveryProblem,
} from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { CompanyWork, RequestContext } from '../../http/request-context';
import {
  letterSender,
  ownerLetterRecipients,
  type LetterRecipient,
  type LetterRecipientKey,
} from '../templates/index';

/** A recipient row as it is written: who, how, and whether it can be sent to. */
export interface NewRecipient {
  agent_id: number | null;
  property_agent_id: number | null;
  mailing_address: string | null;
  is_summary: boolean;
  agent_type_id: number;
  name: string;
  email_address: string | null;
  delivery_preference_id: number;
  delivery: 'Print' | 'Email';
  is_valid: boolean;
  validation_error: string | null;
  /** The files an attachments batch sends this recipient, in order. */
  attachment_ids?: readonly number[];
  /** The item its letter is sent for, in a batch of letters of several (a ladder run's). */
  source_item_id?: number | null;
  /** The values that item gives its letter. */
  source_merge_values?: Record<string, string> | null;
}

/** What an owner recipient row takes of the owner's letter. */
export type RecipientFacts = Pick<
  LetterRecipient,
  | 'agentId'
  | 'propertyAgentId'
  | 'otherAddress'
  | 'agentTypeId'
  | 'name'
  | 'emailAddress'
  | 'deliveryPreferenceId'
  | 'isCopyOfOwnerLetter'
>;

/**
 * The billed owners of the community chosen, with their letter values and the letters the scope
 * adds to theirs; 400 unless all are billed owners.
 */
export async function chosenOwners(
  ctx: RequestContext,
  communityAgentId: number,
  ownerAgentIds: readonly number[],
  scope: LetterScope = PrimaryOwnerOnly,
): Promise<LetterRecipient[]> {
  const sender = await letterSender(ctx, communityAgentId);
  const owners = await ownerLetterRecipients(ctx, communityAgentId, sender, ownerAgentIds, scope);
  const billed = new Set(owners.map((o) => o.ownerAgentId));
  if (billed.size !== new Set(ownerAgentIds).size)
    throw badRequest(MessageBatchMessages.ownerNotInCommunity);
  return owners;
}

/** A recipient row's columns that name its letter and the values given it (letterKeyOf). */
export const letterKeyColumns = sql`agent_id, property_agent_id, mailing_address, source_merge_values`;

/** Whose letter a recipient row holds, and the values its source gave it. */
export type RecipientLetterKey = LetterRecipientKey & {
  givenValues: Record<string, string> | null;
};

/** Whose letter a recipient row holds, for batchLetterRecipients. */
export function letterKeyOf(row: {
  agent_id: string | number;
  property_agent_id: string | number;
  mailing_address: string | null;
  source_merge_values: Record<string, string> | null;
}): RecipientLetterKey {
  return {
    agentId: Number(row.agent_id),
    propertyAgentId: Number(row.property_agent_id),
    otherAddress: row.mailing_address,
    givenValues: row.source_merge_values,
  };
}

/** An owner recipient under the batch's delivery method and the template's owner rule. */
export function ownerRecipient(
  owner: RecipientFacts,
  method: DeliveryMethod,
  templateRequiresOwner: boolean,
): NewRecipient {
  const input = {
    TopsAgentTypeId: owner.agentTypeId,
    EmailAddress: owner.emailAddress,
    DeliveryPreferenceId: owner.deliveryPreferenceId,
    IsCopyOfOwnerLetter: owner.isCopyOfOwnerLetter,
  };
  const problem = recipientDeliveryProblem(method, templateRequiresOwner, input);
  return {
    agent_id: owner.agentId,
    property_agent_id: owner.propertyAgentId,
    mailing_address: owner.otherAddress,
    is_summary: false,
    agent_type_id: owner.agentTypeId,
    name: owner.name,
    email_address: owner.emailAddress,
    delivery_preference_id: owner.deliveryPreferenceId,
    delivery: recipientDelivery(method, input),
    is_valid: problem === null,
    validation_error: problem,
  };
}

/**
 * A recipient by address only: a summary recipient (gets the batch's summary by email), or one
 * that gets an attachments batch's files.
 */
export function addressRecipient(address: string, isSummary: boolean): NewRecipient {
  const problem = emailProblem(address);
  return {
    agent_id: null,
    property_agent_id: null,
    mailing_address: null,
    is_summary: isSummary,
    agent_type_id: AgentTypeId.User,
    name: address.trim(),
    email_address: address.trim() || null,
    delivery_preference_id: 2,
    delivery: 'Email',
    is_valid: problem === null,
    validation_error: problem,
  };
}

/** Writes recipients of a batch, with the files each gets (insertBatchRecipients). */
export function insertRecipients(
  ctx: RequestContext,
  batchItemId: number,
  recipients: readonly NewRecipient[],
): Promise<void> {
  return insertBatchRecipients(
    ctx,
    recipients.map((r) => ({ ...r, item_id: batchItemId })),
  );
}

/**
 * Writes recipients of batches (each row names its batch), with the files each gets, in three
 * statements whatever their number (the recipients' ids are taken first, so that their files can
 * name them).
 */
export async function insertBatchRecipients(
  ctx: CompanyWork,
  recipients: readonly (NewRecipient & { item_id: number })[],
): Promise<void> {
  if (recipients.length === 0) return;
  const ids = await queryRows<{ id: number }>(
    ctx.tx,
    sql`select nextval(pg_get_serial_sequence('message_batch_recipients', 'id')) as id
          from generate_series(1, ${recipients.length})`,
  );
  const rows = recipients.map((r, i) => ({ ...r, id: Number(ids[i]?.id) }));
  await ctx.tx.execute(
    sql`insert into message_batch_recipients
          (id, company_id, item_id, agent_id, property_agent_id, mailing_address, is_summary,
           agent_type_id, name, email_address, delivery_preference_id, delivery, is_valid,
           validation_error, source_item_id, source_merge_values)
        select r.id, ${ctx.user.companyId}, r.item_id, r.agent_id, r.property_agent_id,
               r.mailing_address, r.is_summary, r.agent_type_id, r.name, r.email_address,
               r.delivery_preference_id, r.delivery, r.is_valid, r.validation_error,
               r.source_item_id, r.source_merge_values
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
               id bigint, item_id bigint, agent_id bigint, property_agent_id bigint,
               mailing_address text, is_summary boolean,
               agent_type_id smallint, name text, email_address text,
               delivery_preference_id smallint, delivery text, is_valid boolean,
               validation_error text, source_item_id bigint, source_merge_values jsonb)`,
  );
  const files = rows.flatMap((r) =>
    (r.attachment_ids ?? []).map((attachmentId, at) => ({
      recipient_id: r.id,
      position: at + 1,
      attachment_id: attachmentId,
    })),
  );
  if (files.length === 0) return;
  await ctx.tx.execute(
    sql`insert into message_batch_recipient_attachments
          (company_id, recipient_id, position, attachment_id)
        select ${ctx.user.companyId}, f.recipient_id, f.position, f.attachment_id
          from jsonb_to_recordset(${JSON.stringify(files)}::jsonb)
               as f(recipient_id bigint, position smallint, attachment_id bigint)`,
  );
}
