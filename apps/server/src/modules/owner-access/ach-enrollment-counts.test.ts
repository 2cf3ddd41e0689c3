import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { directDebitEnrollments } from '@hoa/db';
import { callApi, signIn } from '../../../test/api';
import { adjustmentWorld } from '../../../test/adjustment-factories';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, fullGrant } from '../../../test/factories';

const o = contract.ownerAccess;

describe.each(testDatabases())('ACH enrollment counts on $name', (testDb) => {
  const h = useApp(testDb);

  it("counts the community's active enrollments; owner readers of the company only", async () => {
    const w = await adjustmentWorld(h);
    const [one, two, three] = w.homes.map((home) => home.ownerId);
    await h.database.withTenant({ companyId: w.companyId, userId: null }, (tx) =>
      tx.insert(directDebitEnrollments).values(
        [
          { ownerAgentId: one ?? 0, isAutopay: true, isFromPortal: true, prenoteRunId: 1 },
          { ownerAgentId: two ?? 0, isAutopay: true, isFromPortal: false, prenoteRunId: null },
          { ownerAgentId: three ?? 0, isActive: false },
        ].map((e) => ({
          ...e,
          companyId: w.companyId,
          communityAgentId: w.communityId,
          routingNumber: '011000138',
          accountType: 'C',
          accountNumberSealed: 'sealed',
          accountLast4: '6789',
          nameOnAccount: 'Owner',
        })),
      ),
    );
    const query = { communityAgentId: w.communityId };
    const counts = await callApi(h.app, o.GetAchEnrollmentCounts, { query }, w.token);
    expect([counts.status, counts.body]).toEqual([
      200,
      {
        CommunityAgentId: w.communityId,
        Enrolled: 2,
        Autopay: 2,
        FromPortal: 1,
        AwaitingPrenote: 1,
      },
    ]);
    const other = w.company.communityIds[1] ?? 0;
    const none = await callApi(
      h.app,
      o.GetAchEnrollmentCounts,
      { query: { communityAgentId: other } },
      w.token,
    );
    expect(none.body).toMatchObject({ Enrolled: 0, Autopay: 0, FromPortal: 0, AwaitingPrenote: 0 });

    const clerk = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('glaccounts')],
    });
    const denied = await callApi(
      h.app,
      o.GetAchEnrollmentCounts,
      { query },
      await signIn(h.app, clerk.userName),
    );
    expect(denied.status).toBe(403);
    const foreign = await adjustmentWorld(h);
    const theirs = await callApi(h.app, o.GetAchEnrollmentCounts, { query }, foreign.token);
    expect(theirs.status).toBe(404);
    const bad = await callApi(
      h.app,
      o.GetAchEnrollmentCounts,
      { query: { communityAgentId: 'x' as unknown as number } },
      w.token,
    );
    expect(bad.status).toBe(400);
  });
});
