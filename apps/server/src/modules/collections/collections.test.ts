import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import {
  agents,
  chargeAssignments,
  codeAccounts,
  codeCategories,
  codes,
  contacts,
  eq,
  queryRows,
  sql,
  userRoles,
} from '@hoa/db';
import {
  CodeAccountTypeId,
  CodeTypeId,
  CollectionMessages,
  DeliveryMethodId,
  DeliveryPreferenceId,
  MessageBatchMessages,
  Messages,
  StatusId,
  TemplateTypeId,
  TxnTypeId,
} from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { fetchFile } from '../../../test/attachments-factories';
import { templateDocx, uploadTemplate } from '../../../test/communications-factories';
import { pdfText } from '../../../test/coupon-factories';
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
    body: Partial<{
      CodeIds: number[];
      CodeCategoryIds: number[];
      LetterTemplateId: number | null;
    }> = {},
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

  /** Home 2 (owner Owner2 Home002) paid $50.00 of its $250.00; the February run takes COLL1. */
  async function februaryRun(w: World) {
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
    return item?.TopsItemId ?? 0;
  }
  const letterOf = async (w: World, itemId: number, propertyAgentId: number) => {
    const letter = await fetchFile(
      h.app,
      `${contract.collections.GetPropertyCollectionDocumentUri.path}?itemId=${itemId}&propertyAgentId=${propertyAgentId}`,
      w.token,
    );
    expect(letter.status).toBe(200);
    expect(letter.contentType).toBe('application/pdf');
    return pdfText(letter.bytes);
  };
  /** A Letter (or other type) template uploaded by the token's company; linked when asked. */
  const upload = async (
    token: string,
    fileName: string,
    paragraphs: string[],
    type: number = TemplateTypeId.Letter,
  ) => {
    const up = await uploadTemplate(
      h.app,
      token,
      { TopsTemplateTypeId: type },
      { fileName, bytes: await templateDocx(paragraphs) },
    );
    expect(up.status).toBe(200);
    return up.body.Template.TopsTemplateId;
  };
  const link = (w: World, templateIds: number[]) =>
    callApi(
      h.app,
      contract.templates.LinkTemplateToCommunity,
      { body: { templateIds, communityAgentId: w.communityId } },
      w.token,
    );

  it('prints the collection letters from the system collection letter', async () => {
    const w = await world();
    const saved = await saveSettings(w);
    expect(saved.body.LetterTemplateId).toBeNull();
    const itemId = await februaryRun(w);
    const text = await letterOf(w, itemId, w.two.propertyId);
    expect(text).toContain('Collection notice: COLL1 action');
    expect(text).toContain('Dear Owner2 Home002,');
    expect(text).toContain('Our records show a past-due balance of $215.00');
    expect(text).toContain('A COLL1 action charge of $15.00 has been added to the account.');
    // Balance by code: a table of the codes owed and their total; the payments of the year.
    expect(text).toMatch(/Code\s+Description\s+Balance/);
    expect(text).toMatch(/ASMT\s+.+\$200\.00/);
    expect(text).toMatch(/COLL1\s+COLL1 action\s+\$15\.00/);
    expect(text).toMatch(/Total\s+\$215\.00/);
    expect(text).toMatch(/01\/20\/2026\s+ASMT\s+\$50\.00/);

    const all = await h.app.inject({
      method: 'POST',
      url: contract.collections.PrintConcatenatedCollectionLetters.path,
      headers: { authorization: `Bearer ${w.token}` },
      payload: { itemId, deliveryMethod: DeliveryMethodId.Print },
    });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toBe('application/pdf');
    const allText = pdfText(all.rawPayload);
    expect(allText).toContain('Dear Owner2 Home002,');
    expect(allText).not.toContain('Owner1 Home001');
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

  it('makes the letters from the Letter template the settings choose, one the community uses', async () => {
    const w = await world();
    const ours = await upload(w.token, 'Our collection letter.docx', [
      'Dear {OwnerName},',
      'Action taken on {CollectionDate}: {CollectionAction}, charged {CollectionCharge}.',
      'You owe {PastDueBalance}:',
      '{BalanceByCode}',
    ]);
    // Not linked to the community yet: refused.
    const unlinked = await saveSettings(w, { LetterTemplateId: ours });
    expect([unlinked.status, unlinked.errorMessage]).toEqual([
      400,
      CollectionMessages.letterTemplate,
    ]);
    expect((await link(w, [ours])).status).toBe(200);
    const saved = await saveSettings(w, { LetterTemplateId: ours });
    expect(saved.status).toBe(200);
    expect(saved.body.LetterTemplateId).toBe(ours);
    const itemId = await februaryRun(w);
    const text = await letterOf(w, itemId, w.two.propertyId);
    expect(text).toContain('Dear Owner2 Home002,');
    expect(text).toContain('Action taken on 02/15/2026: COLL1 action, charged $15.00.');
    expect(text).toContain('You owe $215.00:');
    expect(text).toMatch(/COLL1\s+COLL1 action\s+\$15\.00/);
    expect(text).not.toContain('Collection notice');

    // A violation letter, even linked, and another company's letter are refused.
    const ccr = await upload(
      w.token,
      'Violation notice.docx',
      ['Dear {OwnerName}, {ViolationDescription}'],
      TemplateTypeId.CcrLetter,
    );
    await link(w, [ours, ccr]);
    const other = await createTestCompany(h.database);
    const theirs = await upload(await signIn(h.app, other.admin.userName), 'Theirs.docx', [
      'Dear {OwnerName},',
    ]);
    for (const refused of [ccr, theirs]) {
      const answer = await saveSettings(w, { LetterTemplateId: refused });
      expect([answer.status, answer.errorMessage]).toEqual([
        400,
        CollectionMessages.letterTemplate,
      ]);
    }
    // Unlinked since: the settings read no choice and the system collection letter serves.
    await link(w, [ccr]);
    const read = await callApi(
      h.app,
      contract.collections.GetCollectionCodeCategories,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(read.body.LetterTemplateId).toBeNull();
    expect(await letterOf(w, itemId, w.two.propertyId)).toContain(
      'Collection notice: COLL1 action',
    );
  });

  it('sends the letters of a run by a message batch with the run’s values (Smart)', async () => {
    const w = await world();
    await saveSettings(w);
    await h.database.withTenant({ companyId: w.company.companyId, userId: null }, async (tx) => {
      await tx
        .update(agents)
        .set({ deliveryPreferenceId: DeliveryPreferenceId.Email })
        .where(eq(agents.id, w.two.ownerId));
      await tx
        .update(contacts)
        .set({ primaryEmailAddress: 'owner2@example.com' })
        .where(eq(contacts.agentId, w.two.ownerId));
    });
    const itemId = await februaryRun(w);
    const send = (token: string) =>
      callApi(
        h.app,
        contract.collections.PrintConcatenatedCollectionLetters,
        { body: { itemId, deliveryMethod: DeliveryMethodId.Smart } },
        token,
      );
    // Collections alone do not make a message batch.
    const clerk = await addUser(h.database, w.company.companyId, {
      communityIds: w.company.communityIds,
      grants: [fullGrant('arcollection')],
    });
    expect((await send(await signIn(h.app, clerk.userName))).status).toBe(403);
    const made = await send(w.token);
    expect(made.status).toBe(200);
    const batchItemId = made.body.TopsItemId;
    const m = contract.messageBatches;
    const header = await callApi(
      h.app,
      m.GetMessageBatchReviewHeader,
      { query: { messageBatchItemId: batchItemId } },
      w.token,
    );
    expect(header.body).toMatchObject({
      SourceItemId: itemId,
      TemplateName: 'Default Collection Letter',
      DeliveryMethodId: DeliveryMethodId.Smart,
      Recipients: 1,
      EmailRecipients: 1,
      TopsStatusId: StatusId.Incomplete,
    });
    const samples = await fetchFile(
      h.app,
      `${m.GetSampleLetters.path}?messageBatchItemId=${batchItemId}`,
      w.token,
    );
    expect(pdfText(samples.bytes)).toContain('A COLL1 action charge of $15.00');
    const released = await callApi(
      h.app,
      m.ReleaseMessageBatch,
      { body: { messageBatchItemId: batchItemId } },
      w.token,
    );
    expect(released.body).toMatchObject({ TopsStatusId: StatusId.Complete, ProgressDone: 1 });
    const sent = await h.database.withTenant(
      { companyId: w.company.companyId, userId: null },
      async (tx) => ({
        mails: await queryRows<{ to_address: string; subject: string }>(
          tx,
          sql`select to_address, subject from mail_outbox where kind = 'message-batch'`,
        ),
        values: await queryRows<{ action: string; balance: string }>(
          tx,
          sql`select merge_values->>'CollectionAction' as action,
                     merge_values->>'PastDueBalance' as balance
                from message_batch_recipients where item_id = ${batchItemId}`,
        ),
      }),
    );
    expect(sent.mails).toEqual([
      { to_address: 'owner2@example.com', subject: 'Collection notice' },
    ]);
    expect(sent.values).toEqual([{ action: 'COLL1 action', balance: '$215.00' }]);
    // The run's feed shows the letter sent for it.
    const feed = await callApi(
      h.app,
      contract.communicationFeed.GetByParent,
      { query: { parentItemId: itemId } },
      w.token,
    );
    expect(feed.body.Communications.map((c) => [c.Channel, c.SubjectItemId])).toEqual([
      ['Email', itemId],
    ]);
    // A batch of its own does not take a template with collection codes.
    const own = await callApi(
      h.app,
      m.AccrueMessageBatch,
      {
        body: {
          communityAgentId: w.communityId,
          topsTemplateId: header.body.TopsTemplateId ?? 0,
          deliveryMethodId: DeliveryMethodId.Print,
          ownerAgentIds: [w.two.ownerId],
          subject: 'Hello',
        },
      },
      w.token,
    );
    expect([own.status, own.errorMessage]).toEqual([400, MessageBatchMessages.collectionTemplate]);
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
