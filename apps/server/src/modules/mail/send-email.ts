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

/** A mail to a profile: its agent, comma-separated addresses, subject and body. */
export interface ProfileMail {
  recipientAgentId: number;
  recipient: string;
  subject: string;
  body: string;
}

/** The file attached to a profile mail. */
export interface ProfileMailAttachment {
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
}

type Run = CallerCall<SendEmail>['run'];

/**
 * Queues an email to a profile in the outbox, one mail per address, delivered by SMTP when
 * configured (Communications/SendEmail, SendVendorHistoryEmail). The addresses are checked first;
 * then `attachment` is made (an upload checked, a workbook built); the caller needs read access to
 * the profile. The attachment is stored before the mail is recorded and removed again if recording
 * fails.
 */
export async function queueProfileMail(
  run: Run,
  files: FileStore,
  mail: ProfileMail,
  attachment: () => Promise<ProfileMailAttachment | null>,
) {
  const recipients = parseEmailRecipients(mail.recipient);
  if (!recipients.ok) throw badRequest(recipients.message);
  const file = await attachment();
  const record = (storageKey: string | null) =>
    run(async (ctx) => {
      await loadAgent(ctx, mail.recipientAgentId, 'read');
      const mailIds = await queueMail(
        ctx.tx,
        ctx.user.companyId,
        ctx.user.userId,
        recipients.addresses.map((toAddress) => ({
          toAddress,
          toUserId: null,
          subject: mail.subject,
          body: mail.body,
          kind: 'profile-email',
          recipientAgentId: mail.recipientAgentId,
          attachments:
            file && storageKey
              ? [{ storageKey, fileName: file.fileName, contentType: file.mimeType }]
              : [],
        })),
      );
      return { MailIds: mailIds, ToAddresses: recipients.addresses };
    });
  if (!file) return record(null);
  const companyId = await run(async (ctx: RequestContext) => {
    await loadAgent(ctx, mail.recipientAgentId, 'read');
    return ctx.user.companyId;
  });
  const storageKey = newStorageKey(companyId, randomUUID());
  return storeThenRecord(files, { storageKey, bytes: file.bytes, contentType: file.mimeType }, () =>
    record(storageKey),
  );
}

/**
 * Communications/SendEmail: an email to a profile (an owner's history, a statement …) with an
 * optional uploaded attachment, checked like any upload (25 MB, allowed types).
 */
export async function sendEmail(call: CallerCall<SendEmail>, files: FileStore) {
  const b = call.input.body;
  return queueProfileMail(call.run, files, b, async () => {
    if (!b.attachment) return null;
    const checked = await checkUpload({ File: b.attachment });
    return { fileName: checked.fileName, mimeType: checked.mimeType, bytes: checked.bytes };
  });
}
