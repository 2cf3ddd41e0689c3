import { sql } from '@hoa/db';
import {
  AgentTypeId,
  type DeliveryMethod,
  emailProblem,
  recipientDelivery,
  recipientDeliveryProblem,
} from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import type { LetterRecipient, LetterRecipientKey } from '../templates/index';

/** A recipient row as it is written: who, how, and whether it can be sent to. */
interface NewRecipient {
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
}

/** A recipient row's columns that name its letter (letterKeyOf). */
export const letterKeyColumns = sql`agent_id, property_agent_id, mailing_address`;

/** Whose letter a recipient row holds, for letterRecipientsOf. */
export function letterKeyOf(row: {
  agent_id: string | number;
  property_agent_id: string | number;
  mailing_address: string | null;
}): LetterRecipientKey {
  return {
    agentId: Number(row.agent_id),
    propertyAgentId: Number(row.property_agent_id),
    otherAddress: row.mailing_address,
  };
}

/** An owner recipient under the batch's delivery method and the template's owner rule. */
export function ownerRecipient(
  owner: LetterRecipient,
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

/** A summary recipient: an address that gets the batch's summary by email. */
export function summaryRecipient(address: string): NewRecipient {
  const problem = emailProblem(address);
  return {
    agent_id: null,
    property_agent_id: null,
    mailing_address: null,
    is_summary: true,
    agent_type_id: AgentTypeId.User,
    name: address.trim(),
    email_address: address.trim() || null,
    delivery_preference_id: 2,
    delivery: 'Email',
    is_valid: problem === null,
    validation_error: problem,
  };
}

/** Writes recipients of a batch in one statement, whatever their number. */
export async function insertRecipients(
  ctx: RequestContext,
  batchItemId: number,
  recipients: readonly NewRecipient[],
): Promise<void> {
  if (recipients.length === 0) return;
  await ctx.tx.execute(
    sql`insert into message_batch_recipients
          (company_id, item_id, agent_id, property_agent_id, mailing_address, is_summary,
           agent_type_id, name, email_address, delivery_preference_id, delivery, is_valid,
           validation_error)
        select ${ctx.user.companyId}, ${batchItemId}, r.agent_id, r.property_agent_id,
               r.mailing_address, r.is_summary, r.agent_type_id, r.name, r.email_address, r.delivery_preference_id,
               r.delivery, r.is_valid, r.validation_error
          from jsonb_to_recordset(${JSON.stringify(recipients)}::jsonb) as r(
               agent_id bigint, property_agent_id bigint, mailing_address text, is_summary boolean,
               agent_type_id smallint, name text, email_address text,
               delivery_preference_id smallint, delivery text, is_valid boolean,
               validation_error text)`,
  );
}
