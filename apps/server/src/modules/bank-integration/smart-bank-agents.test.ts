import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { paymentWorld } from '../../../test/cash-receipt-factories';
import { apiOf } from '../../../test/committees-banks-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany } from '../../../test/factories';

const B = contract.bankIntegration;

describe.each(testDatabases())('Crm/GetSmartBankAgents on $name', (testDb) => {
  const h = useApp(testDb);
  const api = apiOf(h);

  it('lists the banks with a connection other than file uploads, with their subscribed communities', async () => {
    const w = await paymentWorld(h, 1);
    const [bank] = await w.inTx((tx) =>
      queryRows<{ id: number }>(
        tx,
        sql`select bank_agent_id::float8 as id from bank_accounts where id = ${w.bankAccountId}`,
      ),
    );
    const bankId = bank?.id ?? 0;
    const smart = (communityAgentId?: number, token = w.token) =>
      api(token, B.GetSmartBankAgents, {
        query: communityAgentId === undefined ? {} : { communityAgentId },
      });
    expect((await smart()).body).toEqual([]);
    await api(w.token, B.ValidateConnection, { body: { BankId: bankId, BankServiceName: 'FILE' } });
    expect((await smart()).body).toEqual([]);

    const moo = await api(w.token, B.ValidateConnection, {
      body: {
        BankId: bankId,
        BankServiceName: 'MOO',
        BankAlias: 'FB',
        ConnectionValue1: 'hoa-user',
        ConnectionValue2: 's3cret-pass',
      },
    });
    expect(moo.status, moo.errorMessage).toBe(200);
    const listed = await smart();
    expect(listed.status, listed.errorMessage).toBe(200);
    expect(listed.body).toEqual([
      expect.objectContaining({
        TopsAgentId: bankId,
        BankAlias: 'FB',
        BankServiceName: 'MOO',
        CommunityCount: 0,
      }),
    ]);
    expect(listed.body[0]?.ValidatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await smart(w.communityId)).body).toEqual([]);

    const subscription = { BankId: bankId, CommunityId: w.communityId, BankServiceId: 1 };
    await api(w.token, B.SubscribeToBankService, { body: subscription });
    expect((await smart()).body[0]?.CommunityCount).toBe(1);
    expect((await smart(w.communityId)).body.map((b) => b.TopsAgentId)).toEqual([bankId]);

    const clerk = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [],
    });
    expect((await smart(undefined, await signIn(h.app, clerk.userName))).status).toBe(403);
    const other = await createTestCompany(h.database);
    const theirs = await signIn(h.app, other.admin.userName);
    expect((await smart(undefined, theirs)).body).toEqual([]);
    expect((await smart(w.communityId, theirs)).status).toBe(404);
  });
});
