import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { DeliveryMethodId, DeliveryPreferenceId, mergeRecipientValues } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { queueMail } from '../mail/index';
import { insertBatch, insertRecipients } from '../message-batches/index';
import { MessageBatchContent, AgentTypeId } from '@hoa/domain';
import {
  newInvitations,
  registrationEmailBody,
  registrationSubject,
} from './registration-invitations';

type Send = typeof contract.ownerAccess.SendRegistrationEmails;
type Accrue = typeof contract.ownerAccess.AccrueOwnerAccessRegistrationEmailMessageBatch;

/**
 * OwnerAccess/SendRegistrationEmails: each owner chosen (all not registered when none are named)
 * who has an email address is emailed at once a new one-time registration code with the account
 * number and the portal's address. Owners registered, deactivated or without an address are
 * skipped.
 */
export async function sendRegistrationEmails(
  ctx: RequestContext,
  { body }: InputOf<Send>,
): Promise<ResponseOf<Send>> {
  const named = body.ownerAgentIds ? new Set(body.ownerAgentIds) : null;
  const asked = named?.size;
  const { invitations, considered } = await newInvitations(
    ctx,
    body.communityAgentId,
    (o) => o.EmailAddress !== null && (named === null || named.has(o.OwnerAgentId)),
  );
  await queueMail(
    ctx.tx,
    ctx.user.companyId,
    ctx.user.userId,
    invitations.map(({ owner, values }) => ({
      toAddress: owner.EmailAddress ?? '',
      toUserId: null,
      subject: registrationSubject,
      body: mergeRecipientValues(registrationEmailBody, values),
      secrets: [values.RegistrationCode],
      kind: 'owner-registration',
      recipientAgentId: owner.OwnerAgentId,
    })),
  );
  return { Sent: invitations.length, Skipped: (asked ?? considered) - invitations.length };
}

/**
 * MessageBatch/AccrueOwnerAccessRegistrationEmailMessageBatch: a message batch (Incomplete, to
 * review and release as any other) emailing each owner not registered who has an email address a
 * new one-time registration code; release merges each recipient's code into the email.
 */
export async function accrueOwnerAccessRegistrationEmailMessageBatch(
  ctx: RequestContext,
  { body }: InputOf<Accrue>,
): Promise<ResponseOf<Accrue>> {
  const { invitations, considered } = await newInvitations(
    ctx,
    body.communityAgentId,
    (o) => o.EmailAddress !== null,
  );
  const batchItemId = await insertBatch(ctx, {
    communityAgentId: body.communityAgentId,
    content: MessageBatchContent.OwnerAccessRegistration,
    templateId: null,
    reference: 'Owner portal registration',
    deliveryMethodId: DeliveryMethodId.Email,
    subject: registrationSubject,
    body: registrationEmailBody,
  });
  await insertRecipients(
    ctx,
    batchItemId,
    invitations.map(({ owner, values }) => ({
      agent_id: owner.OwnerAgentId,
      property_agent_id: owner.PropertyAgentId,
      mailing_address: null,
      is_summary: false,
      agent_type_id: AgentTypeId.PrimaryOwner,
      name: owner.Name,
      email_address: owner.EmailAddress,
      delivery_preference_id: DeliveryPreferenceId.Email,
      delivery: 'Email',
      is_valid: true,
      validation_error: null,
      source_merge_values: values,
    })),
  );
  return {
    TopsItemId: batchItemId,
    Sent: invitations.length,
    Skipped: considered - invitations.length,
  };
}
