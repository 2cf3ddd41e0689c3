import { randomUUID } from 'node:crypto';
import type { contract } from '@hoa/contract';
import { parseEmailRecipients } from '@hoa/domain';
import { newStorageKey, type FileStore } from '../../files/file-store';
import { storeThenRecord } from '../../files/store-then-record';
import { loadAgent } from '../../http/agent-access';
import type { CallerCall } from '../../http/bind';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { checkUpload } from '../attachments/index';
import { queueMail } from './outbox';

type SendEmail = typeof contract.communications.SendEmail;

/**
 * Communications/SendEmail: an email to a profile (an owner's history, a statement …) queued in
 * the outbox, one mail per address, delivered by SMTP when configured. The caller needs read
 * access to the profile. The attachment is checked like any upload (25 MB, allowed types), stored
 * before the mail is recorded and removed again if recording fails.
 */
export async function sendEmail(call: CallerCall<SendEmail>, files: FileStore) {
  const b = call.input.body;
  const recipients = parseEmailRecipients(b.recipient);
  if (!recipients.ok) throw badRequest(recipients.message);
  const attachment = b.attachment ? await checkUpload({ File: b.attachment }) : null;
  const record = (storageKey: string | null) =>
    call.run(async (ctx) => {
      await loadAgent(ctx, b.recipientAgentId, 'read');
      const mailIds = await queueMail(
        ctx.tx,
        ctx.user.companyId,
        ctx.user.userId,
        recipients.addresses.map((toAddress) => ({
          toAddress,
          toUserId: null,
          subject: b.subject,
          body: b.body,
          kind: 'profile-email',
          recipientAgentId: b.recipientAgentId,
          attachmentKey: storageKey,
          attachmentName: attachment?.fileName ?? null,
          attachmentType: attachment?.mimeType ?? null,
        })),
      );
      return { MailIds: mailIds, ToAddresses: recipients.addresses };
    });
  if (!attachment) return record(null);
  const companyId = await call.run(async (ctx: RequestContext) => {
    await loadAgent(ctx, b.recipientAgentId, 'read');
    return ctx.user.companyId;
  });
  const storageKey = newStorageKey(companyId, randomUUID());
  return storeThenRecord(
    files,
    { storageKey, bytes: attachment.bytes, contentType: attachment.mimeType },
    () => record(storageKey),
  );
}
