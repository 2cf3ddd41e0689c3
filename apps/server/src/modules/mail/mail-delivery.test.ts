import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows, sql, type Database } from '@hoa/db';
import { MaskedSecret } from '@hoa/domain';
import { testDatabases } from '../../../test/databases';
import { createTestCompany } from '../../../test/factories';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-test-server';
import { newStorageKey } from '../../files/file-store';
import { LocalFileStore } from '../../files/local-file-store';
import { startJobs } from '../../jobs/start-jobs';
import { DropFolderPrintVendor } from '../../print/drop-folder-print-vendor';
import { companiesWithDueMail, deliverOutbox, MaxMailAttempts } from './deliver-outbox';
import { queueMail } from './outbox';
import { smtpSender } from './smtp';

const from = 'Back office <office@example.com>';
/** The mail here has no attachments: a store that is never read. */
const files = new LocalFileStore(path.join(os.tmpdir(), `hoa-mail-${randomUUID()}`));

interface Row {
  to_address: string;
  sent: boolean;
  error: string | null;
  attempts: number;
  later: boolean;
}

/** A company with mail queued to the given addresses (committed). */
async function companyWithMail(database: Database, toAddresses: string[]) {
  const { companyId } = await createTestCompany(database);
  await database.withTenant({ companyId, userId: null }, (tx) =>
    queueMail(
      tx,
      companyId,
      null,
      toAddresses.map((toAddress, i) => ({
        toAddress,
        toUserId: null,
        subject: `Invoices awaiting approval ${i + 1}`,
        body: `Line one of mail ${i + 1}\nLine two`,
        kind: 'ap-approvers',
      })),
    ),
  );
  const rows = () =>
    database.withTenant({ companyId, userId: null }, (tx) =>
      queryRows<Row>(
        tx,
        sql`select to_address, sent_at is not null as sent, error, attempts::int as attempts,
                   next_attempt_at > now() as later
              from mail_outbox order by id`,
      ),
    );
  return { companyId, rows };
}

const address = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`;

describe.each(testDatabases())('mail delivery by SMTP on $name', (testDb) => {
  let database: Database;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    database = await testDb.open();
    smtp = await startSmtpServer((to) => to.startsWith('nobody-'));
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  it('sends the outbox to a real SMTP server and records it sent', async () => {
    const [ann, bob] = [address('ann'), address('bob')];
    const w = await companyWithMail(database, [ann, bob]);
    const sender = smtpSender({ smtpUrl: smtp.url, from });
    expect(await deliverOutbox(database, w.companyId, sender, files)).toEqual({
      sent: 2,
      failed: 0,
    });
    sender.close();
    const mail = smtp.received.find((m) => m.to.includes(ann));
    expect(mail?.from).toBe('office@example.com');
    expect(mail?.raw).toContain('Subject: Invoices awaiting approval 1');
    expect(mail?.raw).toContain(`To: ${ann}`);
    expect(mail?.raw).toContain('Line one of mail 1\r\nLine two');
    expect(smtp.received.filter((m) => m.to.includes(bob))).toHaveLength(1);
    expect(await w.rows()).toEqual([
      { to_address: ann, sent: true, error: null, attempts: 1, later: true },
      { to_address: bob, sent: true, error: null, attempts: 1, later: true },
    ]);
    // The server's reply to the accepted mail is kept (the delivery ledger shows it).
    const [reply] = await database.withTenant({ companyId: w.companyId, userId: null }, (tx) =>
      queryRows<{ smtp_response: string | null }>(
        tx,
        sql`select smtp_response from mail_outbox where to_address = ${ann}`,
      ),
    );
    expect(reply?.smtp_response).toMatch(/^250 /);
    expect(
      await deliverOutbox(database, w.companyId, smtpSender({ smtpUrl: smtp.url, from }), files),
    ).toEqual({ sent: 0, failed: 0 });
  });

  it('sends every file of a mail, in order, read from the file store, and its copy', async () => {
    const { companyId } = await createTestCompany(database);
    const store = new LocalFileStore(path.join(os.tmpdir(), `hoa-mail-files-${randomUUID()}`));
    const [minutes, photo] = [
      newStorageKey(companyId, 'minutes'),
      newStorageKey(companyId, 'photo'),
    ];
    await store.put(minutes, Buffer.from('Board minutes of March'));
    await store.put(photo, Buffer.from('not really a jpeg'));
    const erin = address('erin');
    const copy = address('copy');
    await database.withTenant({ companyId, userId: null }, (tx) =>
      queueMail(tx, companyId, null, [
        {
          toAddress: erin,
          ccAddress: copy,
          toUserId: null,
          subject: 'Two files',
          body: 'See attached.',
          kind: 'profile-email',
          attachments: [
            { storageKey: minutes, fileName: 'Minutes.pdf', contentType: 'application/pdf' },
            { storageKey: photo, fileName: 'Fence.jpg', contentType: 'image/jpeg' },
          ],
        },
      ]),
    );
    const sender = smtpSender({ smtpUrl: smtp.url, from });
    expect(await deliverOutbox(database, companyId, sender, store)).toEqual({ sent: 1, failed: 0 });
    sender.close();
    const mail = smtp.received.find((m) => m.to.includes(erin));
    expect(mail?.to).toEqual([erin, copy]);
    const raw = mail?.raw.replace(/\r\n/g, '\n') ?? '';
    expect(raw).toContain(`Cc: ${copy}`);
    const first = raw.indexOf('filename=Minutes.pdf');
    expect(first).toBeGreaterThan(0);
    expect(raw.indexOf('filename=Fence.jpg')).toBeGreaterThan(first);
    expect(raw).toContain(Buffer.from('Board minutes of March').toString('base64'));
  });

  it('sends a mail’s secrets to its recipient, masked only in the body staff see', async () => {
    const { companyId } = await createTestCompany(database);
    const fay = address('fay');
    await database.withTenant({ companyId, userId: null }, (tx) =>
      queueMail(tx, companyId, null, [
        {
          toAddress: fay,
          toUserId: null,
          subject: 'Your code',
          body: 'Your code is 482913. Vote at https://hoa.example/vote/Tk-9_x',
          secrets: ['482913', 'Tk-9_x'],
          kind: 'owner-reset-code',
        },
      ]),
    );
    const sender = smtpSender({ smtpUrl: smtp.url, from });
    expect(await deliverOutbox(database, companyId, sender, files)).toEqual({ sent: 1, failed: 0 });
    sender.close();
    const raw = smtp.received.find((m) => m.to.includes(fay))?.raw ?? '';
    expect(raw).toContain('Your code is 482913. Vote at https://hoa.example/vote/Tk-9_x');
    const [kept] = await database.withTenant({ companyId, userId: null }, (tx) =>
      queryRows<{ shown_body: string }>(tx, sql`select shown_body from mail_outbox`),
    );
    expect(kept?.shown_body).toBe(
      `Your code is ${MaskedSecret}. Vote at https://hoa.example/vote/${MaskedSecret}`,
    );
  });

  it('records a refused or unreachable delivery and keeps the mail to try again', async () => {
    const [nobody, carol] = [address('nobody'), address('carol')];
    const w = await companyWithMail(database, [nobody, carol]);
    const sender = smtpSender({ smtpUrl: smtp.url, from });
    expect(await deliverOutbox(database, w.companyId, sender, files)).toEqual({
      sent: 1,
      failed: 1,
    });
    const [refused, sent] = await w.rows();
    expect(refused).toMatchObject({ sent: false, attempts: 1, later: true });
    expect(refused?.error).toMatch(/550.*No such mailbox/);
    expect(sent).toMatchObject({ to_address: carol, sent: true, error: null });
    // Not due again until its next attempt; then a dead server is recorded the same way.
    expect(await companiesWithDueMail(database)).not.toContain(w.companyId);
    const due = () =>
      database.withTenant({ companyId: w.companyId, userId: null }, (tx) =>
        tx.execute(sql`update mail_outbox set next_attempt_at = now() where sent_at is null`),
      );
    await due();
    expect(await companiesWithDueMail(database)).toContain(w.companyId);
    const dead = smtpSender({ smtpUrl: 'smtp://mailer:secret@127.0.0.1:1', from });
    expect(await deliverOutbox(database, w.companyId, dead, files)).toEqual({ sent: 0, failed: 1 });
    const [retried] = await w.rows();
    expect(retried).toMatchObject({ to_address: nobody, sent: false, attempts: 2 });
    expect(retried?.error).toMatch(/ECONNREFUSED/);
    // After the last attempt it stays in the outbox, failed, and is not tried again.
    await database.withTenant({ companyId: w.companyId, userId: null }, (tx) =>
      tx.execute(sql`update mail_outbox set attempts = ${MaxMailAttempts} where sent_at is null`),
    );
    await due();
    expect(await companiesWithDueMail(database)).not.toContain(w.companyId);
    expect(await deliverOutbox(database, w.companyId, sender, files)).toEqual({
      sent: 0,
      failed: 0,
    });
    expect((await w.rows()).map((r) => r.sent)).toEqual([false, true]);
    sender.close();
  });

  it('delivers mail when the work that queued it commits (job runner)', async () => {
    const jobs = await startJobs(database, {
      databaseUrl: process.env.TEST_DATABASE_URL,
      mail: { smtpUrl: smtp.url, from },
      pollingIntervalSeconds: 0.5,
      files,
      printVendor: new DropFolderPrintVendor(path.join(os.tmpdir(), `hoa-print-${randomUUID()}`)),
    });
    try {
      const dave = address('dave');
      const w = await companyWithMail(database, [dave]);
      await vi.waitFor(
        async () => expect((await w.rows())[0]).toMatchObject({ sent: true, attempts: 1 }),
        { timeout: 20_000, interval: 200 },
      );
      expect(smtp.received.filter((m) => m.to.includes(dave))).toHaveLength(1);
    } finally {
      await jobs.stop();
    }
  });
});
