import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { sql } from '@hoa/db';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { MaxMailAttempts } from './deliver-outbox';
import { queueMail } from './outbox';

const M = contract.mail;

describe.each(testDatabases())('the outbox on $name', (testDb) => {
  const h = useApp(testDb);

  it('pages the company’s mail newest first with its status, sent or unsent', async () => {
    const a = await createTestCompany(h.database);
    const scope = { companyId: a.companyId, userId: a.admin.userId };
    await h.database.withTenant(scope, async (tx) => {
      await queueMail(
        tx,
        a.companyId,
        a.admin.userId,
        ['waiting', 'retrying', 'failed', 'sent'].map((s) => ({
          toAddress: `${s}@example.com`,
          toUserId: null,
          subject: `Mail ${s}`,
          body: `Body ${s}`,
          kind: 'ap-approvers',
        })),
      );
      await tx.execute(sql`update mail_outbox set error = '451 busy', attempts = 1
                            where to_address = 'retrying@example.com'`);
      await tx.execute(sql`update mail_outbox set error = '550 no', attempts = ${MaxMailAttempts}
                            where to_address = 'failed@example.com'`);
      await tx.execute(sql`update mail_outbox set sent_at = now(), attempts = 1
                            where to_address = 'sent@example.com'`);
    });
    const token = await signIn(h.app, a.admin.userName);
    const all = await callApi(h.app, M.GetOutbox, {}, token);
    expect(all.body.TotalCount).toBe(4);
    expect(all.body.Mails.map((m) => [m.ToAddress, m.Status])).toEqual([
      ['sent@example.com', 'Sent'],
      ['failed@example.com', 'Failed'],
      ['retrying@example.com', 'Retrying'],
      ['waiting@example.com', 'Waiting'],
    ]);
    expect(all.body.Mails[0]?.SentAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(all.body.Mails[2]).toMatchObject({
      Subject: 'Mail retrying',
      Body: 'Body retrying',
      Kind: 'ap-approvers',
      Error: '451 busy',
      Attempts: 1,
      SentAt: null,
    });
    const page = await callApi(
      h.app,
      M.GetOutbox,
      { query: { sent: 'false', skip: 1, take: 1 } } as never,
      token,
    );
    expect(page.body).toMatchObject({
      TotalCount: 3,
      Mails: [{ ToAddress: 'retrying@example.com' }],
    });
    const sent = await callApi(h.app, M.GetOutbox, { query: { sent: 'true' } } as never, token);
    expect(sent.body.Mails.map((m) => m.ToAddress)).toEqual(['sent@example.com']);
    const bad = await callApi(h.app, M.GetOutbox, { query: { take: 0 } }, token);
    expect(bad.status).toBe(400);
  });

  it('refuses callers without the claim (403) and shows no other company’s mail', async () => {
    const a = await createTestCompany(h.database);
    const b = await createTestCompany(h.database);
    await h.database.withTenant({ companyId: a.companyId, userId: null }, (tx) =>
      queueMail(tx, a.companyId, null, [
        { toAddress: 'a@example.com', toUserId: null, subject: 'A', body: 'A', kind: 'x' },
      ]),
    );
    const clerk = await addUser(h.database, a.companyId, {
      communityIds: a.communityIds,
      grants: [fullGrant('apinvoice')],
    });
    const refused = await callApi(h.app, M.GetOutbox, {}, await signIn(h.app, clerk.userName));
    expect(refused.status).toBe(403);
    const other = await callApi(h.app, M.GetOutbox, {}, await signIn(h.app, b.admin.userName));
    expect(other.body).toEqual({ TotalCount: 0, Mails: [] });
    const unsigned = await callApi(h.app, M.GetOutbox, {});
    expect(unsigned.status).toBe(401);
  });
});
