import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { EmailMessages, Messages } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import {
  attachmentCompany,
  SampleFiles,
  storedFiles,
  uploadFile,
  useAppWithFiles,
  type FileUpload,
} from '../../../test/attachments-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, fullGrant } from '../../../test/factories';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-test-server';
import { LocalFileStore } from '../../files/local-file-store';
import { deliverOutbox } from './deliver-outbox';
import { smtpSender } from './smtp';

const SendEmail = contract.communications.SendEmail;
const workbook: FileUpload = {
  fileName: 'Owner-History.xlsx',
  bytes: SampleFiles.xlsx,
  partName: 'attachment',
};

describe.each(testDatabases())('Communications/SendEmail on $name', (testDb) => {
  const h = useAppWithFiles(testDb);
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  const send = (
    ownerId: number,
    token: string,
    recipient: string,
    file: FileUpload | null = workbook,
  ) =>
    uploadFile(
      h.app,
      SendEmail,
      { recipientAgentId: ownerId, recipient, subject: 'Your account history', body: 'Attached.' },
      file,
      token,
    );

  it('queues one mail per address with the file attached, and SMTP delivers it', async () => {
    const c = await attachmentCompany(h);
    const sent = await send(
      c.ownerId,
      c.token,
      'pat@example.com, Lee.Board@example.org ,pat@example.com',
    );
    expect(sent.status).toBe(200);
    expect(sent.body.ToAddresses).toEqual(['pat@example.com', 'Lee.Board@example.org']);
    expect(sent.body.MailIds).toHaveLength(2);
    expect(await storedFiles(h.filesRoot, c.companyId)).toHaveLength(1);
    const outbox = await callApi(h.app, contract.mail.GetOutbox, { query: {} }, c.token);
    expect(
      outbox.body.Mails.map((m) => [
        m.ToAddress,
        m.Kind,
        m.RecipientAgentId,
        m.AttachmentNames,
        m.Status,
      ]),
    ).toEqual([
      ['Lee.Board@example.org', 'profile-email', c.ownerId, ['Owner-History.xlsx'], 'Waiting'],
      ['pat@example.com', 'profile-email', c.ownerId, ['Owner-History.xlsx'], 'Waiting'],
    ]);

    const sender = smtpSender({ smtpUrl: smtp.url, from: 'office@example.com' });
    const delivered = await deliverOutbox(
      h.database,
      c.companyId,
      sender,
      new LocalFileStore(h.filesRoot),
    );
    sender.close();
    expect(delivered).toEqual({ sent: 2, failed: 0 });
    const mail = smtp.received.find((m) => m.to.includes('pat@example.com'));
    expect(mail?.raw).toContain('Subject: Your account history');
    expect(mail?.raw).toMatch(
      /Content-Type:\s+application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet;\s+name=Owner-History\.xlsx/,
    );
    expect(mail?.raw).toMatch(/Content-Disposition: attachment;\s+filename=Owner-History\.xlsx/);
    const encoded = SampleFiles.xlsx.toString('base64').slice(0, 60);
    expect(mail?.raw.replace(/\r\n/g, '')).toContain(encoded);
  });

  it('sends without an attachment too', async () => {
    const c = await attachmentCompany(h);
    const sent = await send(c.ownerId, c.token, 'pat@example.com', null);
    expect(sent.status).toBe(200);
    expect(sent.body.MailIds).toHaveLength(1);
    expect(await storedFiles(h.filesRoot, c.companyId)).toEqual([]);
  });

  it('refuses a missing or bad address, an empty subject and a file type not allowed, writing nothing', async () => {
    const c = await attachmentCompany(h);
    const none = await send(c.ownerId, c.token, ' , ');
    expect(none.status).toBe(400);
    expect(none.errorMessage).toBe(EmailMessages.noEmailPresent);
    const bad = await send(c.ownerId, c.token, 'pat@example.com, pat');
    expect(bad.status).toBe(400);
    expect(bad.errorMessage).toBe('Please select an email address');
    const noSubject = await uploadFile(
      h.app,
      SendEmail,
      { recipientAgentId: c.ownerId, recipient: 'pat@example.com', subject: ' ' },
      null,
      c.token,
    );
    expect(noSubject.status).toBe(400);
    expect(noSubject.errorMessage).toContain('Subject is required.');
    const program = await send(c.ownerId, c.token, 'pat@example.com', {
      fileName: 'history.xlsx',
      bytes: SampleFiles.elf,
      partName: 'attachment',
    });
    expect(program.status).toBe(415);
    expect(await storedFiles(h.filesRoot, c.companyId)).toEqual([]);
    const outbox = await callApi(h.app, contract.mail.GetOutbox, { query: {} }, c.token);
    expect(outbox.body.TotalCount).toBe(0);
  });

  it('needs read access to the profile, in the caller’s own company', async () => {
    const c = await attachmentCompany(h);
    const other = await attachmentCompany(h);
    const nobody = await addUser(h.database, c.companyId, {
      communityIds: c.communityIds,
      grants: [],
    });
    const denied = await send(c.ownerId, await signIn(h.app, nobody.userName), 'pat@example.com');
    expect(denied.status).toBe(403);
    expect(denied.errorMessage).toBe(Messages.forbidden);
    const foreign = await send(c.ownerId, other.token, 'pat@example.com');
    expect(foreign.status).toBe(404);
    expect(await storedFiles(h.filesRoot, c.companyId)).toEqual([]);
    expect(await storedFiles(h.filesRoot, other.companyId)).toEqual([]);
    const reader = await addUser(h.database, c.companyId, {
      communityIds: c.communityIds,
      grants: [fullGrant('owner')],
    });
    expect(
      (await send(c.ownerId, await signIn(h.app, reader.userName), 'pat@example.com')).status,
    ).toBe(200);
  });
});
