import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { codeAccounts, codes, collectionStatuses } from '@hoa/db';
import { CodeAccountTypeId, CodeTypeId, StatusId, TxnTypeId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { paymentWorld, postCharge } from '../../../test/cash-receipt-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { insertAccruedItem } from '../../../test/receivable-factories';

const P = contract.profilePage;

describe.each(testDatabases())('transaction profiles of runs on $name', (testDb) => {
  const h = useApp(testDb);

  async function world() {
    const w = await paymentWorld(h, 3);
    const [one, two, three] = w.homes;
    if (!one || !two || !three) throw new Error('no homes');
    const profile = (agentId: number, itemId: number, token = w.token, skip = 0, take = 100) =>
      callApi(h.app, P.GetApplyChargesProfile, { query: { agentId, itemId, skip, take } }, token);
    return { ...w, one, two, three, profile };
  }

  it('shows an apply charges run from its community, then from an owner and a property', async () => {
    const w = await world();
    const accrued = await callApi(
      h.app,
      contract.charges.Accrue,
      {
        body: {
          TopsTxnTypeId: TxnTypeId.ApplyCharges,
          PostDate: '2026-03-01',
          Communities: [{ CommunityAgentId: w.communityId, CodeIds: [w.code.ASMT] }],
        },
      },
      w.token,
    );
    expect(accrued.status).toBe(200);
    const itemId = accrued.body.Items[0]?.TopsItemId ?? 0;

    const before = await w.profile(w.communityId, itemId, w.token, 0, 2);
    expect(before.status).toBe(200);
    expect(before.body.Item).toMatchObject({
      TopsItemId: itemId,
      TopsTxnTypeId: TxnTypeId.ApplyCharges,
      TxnTypeName: 'Apply charges',
      TopsStatusId: StatusId.Accrued,
      StatusName: 'Accrued',
      PostDate: '2026-03-01',
      CommunityAgentId: w.communityId,
      OwnersCount: 3,
      TotalAmount: 75_000,
      CreatedBy: w.company.admin.userName,
      PostedBy: null,
    });
    expect(before.body.Agent).toMatchObject({ TopsAgentId: w.communityId, IsCommunity: true });
    // A page of two owners out of three; the community sees the run's total, $750.00.
    expect(before.body.TotalCount).toBe(3);
    expect(before.body.AgentTotal).toBe(75_000);
    expect(before.body.Owners.map((o) => [o.AccountNumber, o.Total])).toEqual([
      ['A-001', 25_000],
      ['A-002', 25_000],
    ]);

    const posted = await callApi(
      h.app,
      contract.charges.PostItem,
      { body: { ItemIds: [itemId] } },
      w.token,
    );
    expect(posted.body).toEqual({ PostedCount: 1, TotalAmount: 75_000 });
    const after = await w.profile(w.communityId, itemId);
    expect(after.body.Item).toMatchObject({
      TopsStatusId: StatusId.Posted,
      StatusName: 'Posted',
      PostedBy: w.company.admin.userName,
    });
    expect(after.body.Owners).toHaveLength(3);

    // From owner two: only their line of $250.00 on ASMT.
    const owner = await w.profile(w.two.ownerId, itemId);
    expect(owner.status).toBe(200);
    expect(owner.body.Agent).toMatchObject({ TopsAgentId: w.two.ownerId, IsCommunity: false });
    expect(owner.body.TotalCount).toBe(1);
    expect(owner.body.AgentTotal).toBe(25_000);
    expect(owner.body.Owners[0]).toMatchObject({
      TopsAgentId: w.two.ownerId,
      PropertyAgentId: w.two.propertyId,
      AccountNumber: 'A-002',
      Total: 25_000,
    });
    expect(owner.body.Owners[0]?.Details.map((d) => [d.CodeAlias, d.Amount, d.IsDebit])).toEqual([
      ['ASMT', 25_000, true],
    ]);
    // From home three's property: its owner's line.
    const property = await w.profile(w.three.propertyId, itemId);
    expect(property.body.Owners.map((o) => [o.TopsAgentId, o.Total])).toEqual([
      [w.three.ownerId, 25_000],
    ]);

    // A community that is not the run's, and a collection profile of this run, are not found.
    const otherCommunity = w.company.communityIds[1] ?? 0;
    expect((await w.profile(otherCommunity, itemId)).status).toBe(404);
    const asCollection = await callApi(
      h.app,
      P.GetCollectionProfile,
      { query: { agentId: w.communityId, itemId, skip: 0, take: 100 } },
      w.token,
    );
    expect(asCollection.status).toBe(404);
  });

  it('shows a late fee run to the owners in it only, to the cent', async () => {
    const w = await world();
    const fee = await postCharge(h, w, TxnTypeId.LateFee, '2026-03-16', [
      {
        ownerId: w.one.ownerId,
        codeId: w.code.LATE,
        amountCents: 2_500,
        accountId: w.account.lateFeeIncome,
      },
      {
        ownerId: w.three.ownerId,
        codeId: w.code.LATE,
        amountCents: 1_234,
        accountId: w.account.lateFeeIncome,
      },
    ]);
    const all = await w.profile(w.communityId, fee);
    expect(all.body.Item).toMatchObject({
      TxnTypeName: 'Late fee',
      StatusName: 'Posted',
      OwnersCount: 2,
      TotalAmount: 3_734,
      PostedBy: null,
    });
    expect(all.body.Owners.map((o) => [o.AccountNumber, o.Total])).toEqual([
      ['A-001', 2_500],
      ['A-003', 1_234],
    ]);
    const three = await w.profile(w.three.ownerId, fee);
    expect(three.body.AgentTotal).toBe(1_234);
    // Owner two is not in the run.
    expect((await w.profile(w.two.ownerId, fee)).status).toBe(404);
  });

  it('shows a collection run with the action it gave and each property’s status now', async () => {
    const w = await world();
    const action = await w.inTx(async (tx) => {
      const [code] = await tx
        .insert(codes)
        .values({
          companyId: w.companyId,
          communityAgentId: w.communityId,
          codeTypeId: CodeTypeId.CollectionAction,
          codeAlias: 'COL1',
          codeName: 'First notice',
          amountCents: 3_500,
        })
        .returning({ id: codes.id });
      if (!code) throw new Error('no code');
      await tx.insert(codeAccounts).values(
        [
          [CodeAccountTypeId.Receivable, w.account.receivables],
          [CodeAccountTypeId.Income, w.account.lateFeeIncome],
        ].map(([codeAccountTypeId = 0, accountId = 0]) => ({
          companyId: w.companyId,
          codeId: code.id,
          codeAccountTypeId,
          accountId,
        })),
      );
      return code.id;
    });
    const lines = [w.one, w.two].map((home) => ({
      ownerId: home.ownerId,
      codeId: action,
      amountCents: 3_500,
      accountId: w.account.lateFeeIncome,
    }));
    const run = await postCharge(h, w, TxnTypeId.Collection, '2026-04-01', lines);
    // Home two is taken out of collection and put on hold by hand afterwards.
    await w.inTx((tx) =>
      tx.insert(collectionStatuses).values({
        propertyAgentId: w.two.propertyId,
        companyId: w.companyId,
        communityAgentId: w.communityId,
        codeId: null,
        isOnHold: true,
      }),
    );
    const query = { agentId: w.communityId, itemId: run, skip: 0, take: 100 };
    const res = await callApi(h.app, P.GetCollectionProfile, { query }, w.token);
    expect(res.status).toBe(200);
    expect(res.body.Item).toMatchObject({
      TxnTypeName: 'Collection',
      StatusName: 'Posted',
      OwnersCount: 2,
      TotalAmount: 7_000,
    });
    expect(res.body.AgentTotal).toBe(7_000);
    expect(
      res.body.Properties.map((p) => [
        p.AccountNumber,
        p.ActionAlias,
        p.Total,
        p.CurrentAlias,
        p.CurrentSince,
        p.IsOnHold,
        p.IsCurrent,
      ]),
    ).toEqual([
      ['A-001', 'COL1', 3_500, 'COL1', '2026-04-01', false, true],
      ['A-002', 'COL1', 3_500, null, expect.any(String), true, false],
    ]);
    const fromOwner = await callApi(
      h.app,
      P.GetCollectionProfile,
      { query: { ...query, agentId: w.one.ownerId } },
      w.token,
    );
    expect(fromOwner.body.Properties.map((p) => [p.PropertyAgentId, p.ActionName])).toEqual([
      [w.one.propertyId, 'First notice'],
    ]);
    expect(fromOwner.body.AgentTotal).toBe(3_500);
    // Home three had no collection action in this run.
    const three = await callApi(
      h.app,
      P.GetCollectionProfile,
      { query: { ...query, agentId: w.three.ownerId } },
      w.token,
    );
    expect(three.status).toBe(404);
    // An apply charges profile of a collection run is not found.
    expect((await w.profile(w.communityId, run)).status).toBe(404);
  });

  it('needs read access to the run’s claim (403) and the caller’s company (404)', async () => {
    const w = await world();
    const charge = await postCharge(h, w, TxnTypeId.ApplyCharges, '2026-03-01', [
      {
        ownerId: w.one.ownerId,
        codeId: w.code.ASMT,
        amountCents: 25_000,
        accountId: w.account.income,
      },
    ]);
    const collection = await insertAccruedItem(
      h.database,
      w.companyId,
      w.communityId,
      TxnTypeId.Collection,
      '2026-04-01',
      [{ ownerId: w.one.ownerId, codeId: w.code.LATE, amountCents: 100 }],
    );
    const user = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('arapplylatefees')],
    });
    const noClaim = await signIn(h.app, user.userName);
    expect((await w.profile(w.communityId, charge, noClaim)).status).toBe(403);
    const collectionQuery = { agentId: w.communityId, itemId: collection, skip: 0, take: 100 };
    expect(
      (await callApi(h.app, P.GetCollectionProfile, { query: collectionQuery }, noClaim)).status,
    ).toBe(403);
    // The accrued collection run is seen with the claim.
    const seen = await callApi(h.app, P.GetCollectionProfile, { query: collectionQuery }, w.token);
    expect(seen.body.Item).toMatchObject({ StatusName: 'Accrued', TotalAmount: 100 });

    const other = await createTestCompany(h.database);
    const stranger = await signIn(h.app, other.admin.userName);
    expect((await w.profile(w.communityId, charge, stranger)).status).toBe(404);
    expect(
      (await callApi(h.app, P.GetCollectionProfile, { query: collectionQuery }, stranger)).status,
    ).toBe(404);
  });
});
