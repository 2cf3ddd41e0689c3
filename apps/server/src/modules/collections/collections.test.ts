import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { chargeAssignments, codeAccounts, codeCategories, codes, eq, userRoles } from '@hoa/db';
import { CodeAccountTypeId, CodeTypeId, Messages, TxnTypeId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { completedRequest } from '../../../test/collection-requests';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { postAssessments, postPayment } from '../../../test/late-fee-factories';
import { insertAccruedItem, setUpReceivables } from '../../../test/receivable-factories';
import { buildApp } from '../../app';
import { startCollectionRequests } from '../../jobs/collection-requests';
import { openJobRunner } from '../../jobs/job-runner';
import { CollectionRequestMessages } from './collection-requests';

describe.each(testDatabases())('collections on $name', (testDb) => {
  const h = useApp(testDb);

  /** Three homes charged $250.00 in January; home 1 paid; home 3 is held by a bankruptcy code. */
  async function world() {
    const company = await createTestCompany(h.database);
    const communityId = company.communityIds[0] ?? 0;
    const { companyId } = company;
    const w = await setUpReceivables(h.database, companyId, communityId, 3);
    const [one, two, three] = w.homes;
    if (!one || !two || !three) throw new Error('no homes');
    await postAssessments(h.database, companyId, communityId, w, '2026-01-01');
    await postPayment(h.database, companyId, communityId, w, one.ownerId, '2026-01-10', 25_000);
    const made = await h.database.withTenant({ companyId, userId: null }, async (tx) => {
      const [dues, bankruptcy] = await tx
        .insert(codeCategories)
        .values([
          { companyId, communityAgentId: communityId, name: 'Dues' },
          { companyId, communityAgentId: communityId, name: 'Bankruptcy' },
        ])
        .returning({ id: codeCategories.id });
      if (!dues || !bankruptcy) throw new Error('no categories');
      await tx.update(codes).set({ codeCategoryId: dues.id }).where(eq(codes.id, w.code.ASMT));
      const action = async (
        alias: string,
        codeTypeId: number,
        amountCents: number,
        categoryId: number | null = null,
      ) => {
        const [row] = await tx
          .insert(codes)
          .values({
            companyId,
            communityAgentId: communityId,
            codeTypeId,
            codeAlias: alias,
            codeName: `${alias} action`,
            amountCents,
            codeCategoryId: categoryId,
          })
          .returning({ id: codes.id });
        if (!row) throw new Error('no code');
        await tx.insert(codeAccounts).values([
          {
            companyId,
            codeId: row.id,
            codeAccountTypeId: CodeAccountTypeId.Receivable,
            accountId: w.account.receivables,
          },
          {
            companyId,
            codeId: row.id,
            codeAccountTypeId: CodeAccountTypeId.Income,
            accountId: w.account.lateFeeIncome,
          },
        ]);
        return row.id;
      };
      const first = await action('COLL1', CodeTypeId.CollectionAction, 1_500);
      const second = await action('COLL2', CodeTypeId.CollectionAction, 7_500);
      const hold = await action('BKR', CodeTypeId.Policy, 0, bankruptcy.id);
      await tx.insert(chargeAssignments).values({
        companyId,
        communityAgentId: communityId,
        agentId: three.propertyId,
        codeId: hold,
      });
      return { dues: dues.id, bankruptcy: bankruptcy.id, first, second };
    });
    const token = await signIn(h.app, company.admin.userName);
    return { ...w, ...made, company, communityId, token, one, two, three };
  }
  type World = Awaited<ReturnType<typeof world>>;

  const saveSettings = (
    w: World,
    body: Partial<{ CodeIds: number[]; CodeCategoryIds: number[] }> = {},
  ) =>
    callApi(
      h.app,
      contract.collections.SaveCollectionSettings,
      {
        body: {
          CommunityAgentId: w.communityId,
          CodeIds: [],
          CodeCategoryIds: [w.dues],
          IncludeHistoryCodeCategoryIds: [w.dues],
          HoldCodeCategoryIds: [w.bankruptcy],
          ...body,
        },
      },
      w.token,
    );
  const run = async (w: World, postDate: string) => {
    const accrued = await callApi(
      h.app,
      contract.charges.Accrue,
      {
        body: {
          TopsTxnTypeId: TxnTypeId.Collection,
          PostDate: postDate,
          Communities: [{ CommunityAgentId: w.communityId, CodeIds: [w.second, w.first] }],
        },
      },
      w.token,
    );
    expect(accrued.status).toBe(200);
    const item = accrued.body.Items[0];
    if (item?.TopsItemId)
      expect(
        (
          await callApi(
            h.app,
            contract.charges.PostItem,
            { body: { ItemIds: [item.TopsItemId] } },
            w.token,
          )
        ).status,
      ).toBe(200);
    return item;
  };
  const status = async (w: World) =>
    (
      await callApi(
        h.app,
        contract.collections.GetCollectionStatus,
        { query: { communityAgentId: w.communityId } },
        w.token,
      )
    ).body.map((s) => [s.PropertyAgentId, s.CodeAlias, s.IsOnHold] as const);

  it('applies the collection ladder to owing properties not on hold, once a month', async () => {
    const w = await world();
    const saved = await saveSettings(w);
    expect(saved.status).toBe(200);
    expect(saved.body.CodeCategories).toEqual([
      {
        TopsCodeCategoryId: w.bankruptcy,
        Name: 'Bankruptcy',
        IsSelected: false,
        IncludePaymentHistory: false,
      },
      { TopsCodeCategoryId: w.dues, Name: 'Dues', IsSelected: true, IncludePaymentHistory: true },
    ]);
    expect(saved.body.CodeGrouping.AssessmentCodes.map((c) => c.CodeAlias)).toEqual([
      'ASMT',
      'SPEC',
    ]);

    // February: only home 2 owes and is not held → the first action, $15.00.
    const feb = await run(w, '2026-02-15');
    expect(feb).toMatchObject({ OwnersCount: 1, TotalAmount: 1_500 });
    expect(await status(w)).toEqual([
      [w.one.propertyId, null, false],
      [w.two.propertyId, 'COLL1', false],
      [w.three.propertyId, null, false],
    ]);
    expect(await run(w, '2026-02-27')).toMatchObject({ TopsItemId: null });
    // March: home 2 moves up the ladder to the second action, $75.00; then stays at the top.
    expect(await run(w, '2026-03-15')).toMatchObject({ OwnersCount: 1, TotalAmount: 7_500 });
    expect(await run(w, '2026-04-15')).toMatchObject({ TopsItemId: null });

    // Set by hand, and taken out of collection.
    const held = await callApi(
      h.app,
      contract.collections.UpdateCollectionActionProperty,
      {
        body: { PropertyAgentId: w.one.propertyId, TopsCodeId: w.first, IsOnHold: true },
      },
      w.token,
    );
    expect(held.body).toMatchObject({ CodeAlias: 'COLL1', IsOnHold: true, TopsItemId: null });
    const removed = await callApi(
      h.app,
      contract.collections.RemovePropertiesFromCollection,
      {
        body: { PropertyAgentIds: [w.one.propertyId, w.two.propertyId] },
      },
      w.token,
    );
    expect(removed.status).toBe(200);
    expect(await status(w)).toEqual([
      [w.one.propertyId, null, false],
      [w.two.propertyId, null, false],
      [w.three.propertyId, null, false],
    ]);
  });

  it('prints the collection letters as PDF', async () => {
    const w = await world();
    await saveSettings(w);
    await postPayment(
      h.database,
      w.company.companyId,
      w.communityId,
      w,
      w.two.ownerId,
      '2026-01-20',
      5_000,
    );
    const item = await run(w, '2026-02-15');
    const itemId = item?.TopsItemId ?? 0;
    const letter = await h.app.inject({
      method: 'GET',
      url: `${contract.collections.GetPropertyCollectionDocumentUri.path}?itemId=${itemId}&propertyAgentId=${w.two.propertyId}`,
      headers: { authorization: `Bearer ${w.token}` },
    });
    expect(letter.statusCode).toBe(200);
    expect(letter.headers['content-type']).toBe('application/pdf');
    expect(letter.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const all = await h.app.inject({
      method: 'POST',
      url: contract.collections.PrintConcatenatedCollectionLetters.path,
      headers: { authorization: `Bearer ${w.token}` },
      payload: { itemId, deliveryMethod: 1 },
    });
    expect(all.statusCode).toBe(200);
    expect(all.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const none = await callApi(
      h.app,
      contract.collections.GetPropertyCollectionDocumentUri,
      {
        query: { itemId, propertyAgentId: w.one.propertyId },
      },
      w.token,
    );
    expect([none.status, none.errorMessage]).toEqual([
      404,
      'There is no letter available at this time.',
    ]);
  });

  it('validates settings and statuses; 403 without the claim, 404 for other companies', async () => {
    const w = await world();
    expect((await saveSettings(w, { CodeCategoryIds: [] })).errorMessage).toBe(
      'At least one Code must be selected.',
    );
    expect((await saveSettings(w, { CodeIds: [w.first] })).errorMessage).toBe(
      'Only codes of this community can be selected.',
    );
    const noSettings = await callApi(
      h.app,
      contract.charges.Accrue,
      {
        body: {
          TopsTxnTypeId: TxnTypeId.Collection,
          PostDate: '2026-02-15',
          Communities: [{ CommunityAgentId: w.communityId, CodeIds: [w.first] }],
        },
      },
      w.token,
    );
    expect([noSettings.status, noSettings.errorMessage]).toEqual([
      422,
      'At least one Code must be selected.',
    ]);
    const notAction = await callApi(
      h.app,
      contract.collections.UpdateCollectionActionProperty,
      {
        body: { PropertyAgentId: w.one.propertyId, TopsCodeId: w.code.ASMT, IsOnHold: false },
      },
      w.token,
    );
    expect([notAction.status, notAction.errorMessage]).toEqual([
      400,
      'A collection action must be a code of type Collection Action of this community.',
    ]);

    const other = await createTestCompany(h.database);
    const outsider = await signIn(h.app, other.admin.userName);
    const clerk = await addUser(h.database, w.company.companyId, {
      communityIds: w.company.communityIds,
      grants: [],
    });
    const clerkToken = await signIn(h.app, clerk.userName);
    const query = { communityAgentId: w.communityId };
    for (const endpoint of [
      contract.collections.GetCollectionStatus,
      contract.collections.GetCollectionCodeCategories,
      contract.collections.GetCollectionActions,
    ] as const) {
      expect((await callApi(h.app, endpoint, { query }, clerkToken)).status).toBe(403);
      expect((await callApi(h.app, endpoint, { query }, outsider)).status).toBe(404);
    }
    const body = { PropertyAgentId: w.one.propertyId };
    expect(
      (
        await callApi(
          h.app,
          contract.collections.RemovePropertyFromCollection,
          { body },
          clerkToken,
        )
      ).status,
    ).toBe(403);
    expect(
      (await callApi(h.app, contract.collections.RemovePropertyFromCollection, { body }, outsider))
        .status,
    ).toBe(404);
  });

  it('accrues and posts a collection run as background requests, as Accrue and PostItem do', async () => {
    const w = await world();
    await saveSettings(w);
    const col = contract.collections;
    // An app of a process that runs the jobs queues requests; one without them refuses (409).
    const app = await buildApp({ database: h.database, backgroundJobs: true });
    const call = <E extends Parameters<typeof callApi>[1]>(
      endpoint: E,
      request: Parameters<typeof callApi<E>>[2],
      token = w.token,
    ) => callApi(app, endpoint, request, token);
    const body = {
      PostDate: '2026-02-15',
      Communities: [{ CommunityAgentId: w.communityId, CodeIds: [w.second, w.first] }],
    };
    const withoutJobs = await callApi(h.app, col.EnqueueAccrueRequest, { body }, w.token);
    expect(withoutJobs.status).toBe(409);
    expect(withoutJobs.errorMessage).toBe(CollectionRequestMessages.jobsOff);
    const jobs = await openJobRunner(h.database, {
      databaseUrl: process.env.TEST_DATABASE_URL,
      pollingIntervalSeconds: 0.5,
    });
    try {
      await startCollectionRequests(h.database, jobs);
      const finished = (requestId: string, token = w.token) =>
        completedRequest(h.app, requestId, token);

      const queued = await call(col.EnqueueAccrueRequest, { body });
      expect(queued.status).toBe(200);
      const accrued = await finished(queued.body.RequestId);
      // What the synchronous Accrue of type 53 answers: home 2, the first action, $15.00.
      expect(accrued).toMatchObject({ Kind: 'accrue', Posted: null, errorMessage: null });
      const [item] = accrued.Accrued?.Items ?? [];
      expect(item).toMatchObject({
        CommunityAgentId: w.communityId,
        OwnersCount: 1,
        TotalAmount: 1_500,
      });
      const itemId = item?.TopsItemId ?? 0;
      const batch = await call(col.GetBatchSummary, { query: { itemId } });
      expect(batch.body).toMatchObject({ TopsTxnTypeId: TxnTypeId.Collection, TopsStatusId: 3 });

      const post = await call(col.EnqueuePostCollectionRequest, { body: { ItemIds: [itemId] } });
      expect(post.status).toBe(200);
      expect(await finished(post.body.RequestId)).toMatchObject({
        Kind: 'post',
        Accrued: null,
        Posted: { PostedCount: 1, TotalAmount: 1_500 },
        errorMessage: null,
      });
      const statuses = await callApi(
        h.app,
        col.GetCollectionStatus,
        { query: { communityAgentId: w.communityId } },
        w.token,
      );
      expect(statuses.body.find((s) => s.PropertyAgentId === w.two.propertyId)).toMatchObject({
        CodeAlias: 'COLL1',
        TopsItemId: itemId,
      });
      // Posted now: queuing its post again is refused at once, as PostItem refuses it.
      const repost = await call(col.EnqueuePostCollectionRequest, { body: { ItemIds: [itemId] } });
      expect(repost.status).toBe(409);
      // The same month again: the accrue completes with nothing accrued.
      const again = await finished((await call(col.EnqueueAccrueRequest, { body })).body.RequestId);
      expect(again.Accrued?.Items[0]).toMatchObject({ TopsItemId: null });

      // A run of another type is refused before anything is queued.
      const lateFee = await insertAccruedItem(
        h.database,
        w.company.companyId,
        w.communityId,
        TxnTypeId.LateFee,
        '2026-02-20',
        [{ ownerId: w.two.ownerId, codeId: w.code.LATE, amountCents: 2_500 }],
      );
      const wrong = await call(col.EnqueuePostCollectionRequest, { body: { ItemIds: [lateFee] } });
      expect([wrong.status, wrong.errorMessage]).toEqual([
        404,
        `Item ${String(lateFee)} is not a collection run (transaction type 53).`,
      ]);

      // 403 without the claim; another company neither queues on nor reads this company's.
      const reader = await addUser(h.database, w.company.companyId, {
        communityIds: w.company.communityIds,
        grants: [
          {
            Claim: 'arcollection',
            CanCreate: false,
            CanRead: true,
            CanUpdate: false,
            CanDelete: false,
          },
        ],
      });
      const readerToken = await signIn(h.app, reader.userName);
      expect((await call(col.EnqueueAccrueRequest, { body }, readerToken)).status).toBe(403);
      const clerk = await addUser(h.database, w.company.companyId, {
        communityIds: w.company.communityIds,
        grants: [],
      });
      const clerkToken = await signIn(h.app, clerk.userName);
      const requestId = queued.body.RequestId;
      expect((await call(col.GetRequestStatus, { query: { requestId } }, clerkToken)).status).toBe(
        403,
      );
      expect((await call(col.GetRequestStatus, { query: { requestId } }, readerToken)).status).toBe(
        200,
      );
      const other = await createTestCompany(h.database);
      const outsider = await signIn(h.app, other.admin.userName);
      expect((await call(col.EnqueueAccrueRequest, { body }, outsider)).status).toBe(404);
      expect(
        (await call(col.EnqueuePostCollectionRequest, { body: { ItemIds: [itemId] } }, outsider))
          .status,
      ).toBe(404);
      expect((await call(col.GetRequestStatus, { query: { requestId } }, outsider)).status).toBe(
        404,
      );
      expect((await call(col.GetBatchSummary, { query: { itemId } }, outsider)).status).toBe(404);
    } finally {
      await jobs.stop();
      await app.close();
    }
  });

  it('runs a queued request with its user’s session as it is when the job runs', async () => {
    const c = await createTestCompany(h.database);
    const clerk = await addUser(h.database, c.companyId, {
      communityIds: c.communityIds,
      grants: [fullGrant('arcollection')],
    });
    const app = await buildApp({ database: h.database, backgroundJobs: true });
    const jobs = await openJobRunner(h.database, {
      databaseUrl: process.env.TEST_DATABASE_URL,
      pollingIntervalSeconds: 0.5,
    });
    try {
      const body = {
        PostDate: '2026-02-15',
        Communities: [{ CommunityAgentId: c.communityIds[0] ?? 0 }],
      };
      const queued = await callApi(
        app,
        contract.collections.EnqueueAccrueRequest,
        { body },
        await signIn(h.app, clerk.userName),
      );
      expect(queued.status).toBe(200);
      // The clerk loses the claim before the job runs: the job refuses, as the call now would.
      await h.database.withTenant({ companyId: c.companyId, userId: null }, (tx) =>
        tx.delete(userRoles).where(eq(userRoles.userId, clerk.userId)),
      );
      await startCollectionRequests(h.database, jobs);
      const adminToken = await signIn(h.app, c.admin.userName);
      expect(await completedRequest(app, queued.body.RequestId, adminToken)).toMatchObject({
        Accrued: null,
        errorMessage: Messages.forbidden,
      });
    } finally {
      await jobs.stop();
      await app.close();
    }
  });
});
