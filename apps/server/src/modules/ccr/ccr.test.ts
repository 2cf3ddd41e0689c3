import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contract, type AddCcrRecordInput } from '@hoa/contract';
import { companies, deliveries, eq, mailOutbox, queryRows, sql } from '@hoa/db';
import { localDay, StatusId, TxnTypeId, type ClaimGrant } from '@hoa/domain';
import { signIn } from '../../../test/api';
import { SampleFiles, uploadFile } from '../../../test/attachments-factories';
import { useApp } from '../../../test/app-harness';
import { ok } from '../../../test/community-setup-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { finingWorld } from '../../../test/violations-factories';

const c = contract.ccr;

describe.each(testDatabases())('Violation records on $name', (testDb) => {
  const h = useApp(testDb);

  /** The violations world of finingWorld; with `hearing`, level 3 keeps its hearing step. */
  const world = (hearing = false) => finingWorld(h, hearing);

  /** The level's letter reached the owner: its email accepted by the SMTP server on the day. */
  async function delivered(
    w: Awaited<ReturnType<typeof world>>,
    batchItemId: number,
    itemId: number,
    day: string,
  ) {
    const companyId = w.company.companyId;
    await h.database.withTenant({ companyId, userId: null }, async (tx) => {
      const [recipient] = await queryRows<{ id: number }>(
        tx,
        sql`select id::int8 as id from message_batch_recipients where item_id = ${batchItemId}`,
      );
      const [mail] = await tx
        .insert(mailOutbox)
        .values({
          companyId,
          toAddress: 'owner@example.com',
          subject: 'Courtesy letter',
          body: '',
          kind: 'message-batch',
          sentAt: new Date(`${day}T15:00:00Z`),
          smtpResponse: '250 2.0.0 OK queued as 4F2A',
        })
        .returning({ id: mailOutbox.id });
      await tx.insert(deliveries).values({
        companyId,
        batchItemId,
        subjectItemId: itemId,
        recipientId: recipient?.id ?? 0,
        agentId: w.home.ownerId,
        channel: 'Email',
        mailOutboxId: mail?.id ?? 0,
      });
    });
  }

  /** The owner's balance, the receivables account and the fine income account, in cents. */
  async function ledgerOf(w: Awaited<ReturnType<typeof world>>) {
    const [ledger] = await h.database.withTenant(
      { companyId: w.company.companyId, userId: null },
      (tx) =>
        queryRows<{ balance: number; receivable: number; income: number }>(
          tx,
          sql`select (select coalesce(sum(balance_cents), 0)::int from owner_code_balances
                       where owner_agent_id = ${w.home.ownerId}) as balance,
                     (select sum(debit_cents - credit_cents)::int from gl_lines
                       where account_id = ${w.books.account.receivables}) as receivable,
                     (select sum(credit_cents - debit_cents)::int from gl_lines
                       where account_id = ${w.books.account.lateFeeIncome}) as income`,
        ),
    );
    return ledger;
  }

  /** A photo of the violation taken at the curb on March 2 at 14:05 UTC, with its position. */
  async function curbPhoto(token: string, itemId: number) {
    const photo = await uploadFile(
      h.app,
      c.AddCcrRecordPhoto,
      {
        TopsItemId: itemId,
        CapturedAt: '2026-03-02T14:05:00Z',
        Latitude: 33.448376,
        Longitude: -112.074036,
      },
      { fileName: 'curb.png', bytes: SampleFiles.png, contentType: 'image/png' },
      token,
    );
    expect(photo.status).toBe(200);
  }

  it('records a violation, walks it up the ladder with its letters and fines, undoes the last action, resolves, reopens and closes it', async () => {
    const w = await world();
    // Bad input: the spec's words, nothing written.
    const refused = async (body: Partial<AddCcrRecordInput>) => {
      const result = await w.call(c.AddCcrRecord, { body: { ...w.record, ...body } });
      return [result.status, result.errorMessage];
    };
    expect(
      await refused({ TopsCodeId: w.codeIds.PAINT ?? 0, CommunityAgentId: w.otherCommunityId }),
    ).toEqual([400, 'The property is not a property of this community.']);
    expect(await refused({ NextActionDate: '2026-03-01' })).toEqual([
      400,
      'The next action date cannot be before the observed date.',
    ]);
    expect(await refused({ Description: '  ' })).toEqual([400, 'Description is required.']);
    expect(await refused({ TopsCodeId: 999_999 })).toEqual([
      400,
      'The code is not a CCR code of this community.',
    ]);

    const added = ok(await w.call(c.AddCcrRecord, { body: w.record }));
    const itemId = added.Record.TopsItemId;
    expect(added.Record).toMatchObject({
      OwnerAgentId: w.home.ownerId,
      CodeAlias: 'TRASH',
      State: 'Open',
      TopsStatusId: StatusId.Open,
      CurrentSequence: null,
      NextActionDate: '2026-03-17',
      ActionProcessName: 'Standard CC&R',
    });
    expect(added.Levels.map((l) => [l.Sequence, l.IsTaken])).toEqual([
      [1, false],
      [2, false],
      [3, false],
    ]);

    // Level 1 (a letter) is due on the day observed.
    const process = (postDate: string) =>
      w.call(c.ProcessCcrAction, {
        body: { ccrActionId: itemId, communityAgentId: w.communityId, postDate },
      });
    const first = ok(await process('2026-03-02'));
    expect(first.Message).toBe('CCR Action has been processed and advanced to next level.');
    expect(first.View.Record).toMatchObject({
      CurrentSequence: 1,
      CurrentLevelName: 'Courtesy letter',
      NextActionDate: '2026-03-16',
    });
    const letter = first.View.Actions[0]?.MessageBatchItemId ?? 0;
    expect(letter).toBeGreaterThan(0);
    expect(first.View.Actions[0]).toMatchObject({ ChargeItemId: null, Fine: 0, IsForced: false });
    const [batch] = await h.database.withTenant(
      { companyId: w.company.companyId, userId: null },
      (tx) =>
        queryRows<{ subject: number; values: Record<string, string>; recipients: number }>(
          tx,
          sql`select source_item_id::int8 as subject, source_merge_values as values,
                     (select count(*)::int from message_batch_recipients r
                       where r.item_id = b.item_id) as recipients
                from message_batches b where item_id = ${letter}`,
        ),
    );
    expect(batch).toEqual({
      subject: itemId,
      recipients: 1,
      values: {
        ViolationDescription: 'Two trash cans left at the curb.',
        ViolationCode: 'TRASH Trash cans visible',
        ViolationLevel: 'Courtesy letter',
        CureDate: '03/16/2026',
        FineAmount: '',
      },
    });

    // Released, the letter carries the violation's values and its delivery names the violation.
    const released = ok(
      await w.call(contract.messageBatches.ReleaseMessageBatch, {
        body: { messageBatchItemId: letter },
      }),
    );
    expect([released.TopsStatusId, released.ProgressDone, released.ReleaseError]).toEqual([
      StatusId.Complete,
      1,
      null,
    ]);
    const [sent] = await h.database.withTenant(
      { companyId: w.company.companyId, userId: null },
      (tx) =>
        queryRows<{ level: string; cure: string; subjects: number }>(
          tx,
          sql`select r.merge_values->>'ViolationLevel' as level, r.merge_values->>'CureDate' as cure,
                     (select count(*)::int from deliveries d
                       where d.batch_item_id = ${letter} and d.subject_item_id = ${itemId}) as subjects
                from message_batch_recipients r where r.item_id = ${letter}`,
        ),
    );
    expect(sent).toEqual({ level: 'Courtesy letter', cure: '03/16/2026', subjects: 1 });

    // Level 2 waits its 14 days, then its notice.
    const early = await process('2026-03-10');
    expect([early.status, early.errorMessage]).toEqual([
      400,
      'Level 2 is not due until 03/16/2026.',
    ]);
    const noNotice = await process('2026-03-16');
    expect(noNotice.errorMessage).toBe(
      'Level 2 posts a fine of $25.00: no notice of this violation has reached the owner yet.',
    );
    await delivered(w, letter, itemId, '2026-03-04');
    const second = ok(await process('2026-03-16'));
    expect(second.View.Record).toMatchObject({ CurrentSequence: 2, TotalFines: 2500 });
    expect(second.View.Actions[1]?.ChargeItemId).toBeGreaterThan(0);

    // Forcibly advanced four days later: the 30 days are skipped, the notice guard is not (the
    // notice reached the owner on March 4, 14 notice days end March 18).
    const forced = ok(
      await w.call(c.ViolationForciblyMoveToNextLevel, {
        body: { model: { TopsItemId: itemId }, postDate: '2026-03-20' },
      }),
    );
    expect(forced.Message).toBe('CCR Action has been processed and advanced to next level.');
    expect(forced.View.Record).toMatchObject({
      CurrentSequence: 3,
      TotalFines: 12_500,
      NextActionDate: null,
    });
    expect(forced.View.Actions.map((a) => [a.Sequence, a.TakenOn, a.Fine, a.IsForced])).toEqual([
      [1, '2026-03-02', 0, false],
      [2, '2026-03-16', 2500, false],
      [3, '2026-03-20', 10_000, true],
    ]);
    const last = await w.call(c.ViolationForciblyMoveToNextLevel, {
      body: { model: { TopsItemId: itemId }, postDate: '2026-03-21' },
    });
    expect(last.errorMessage).toBe(
      'This violation has taken the last level of its action process.',
    );

    // Undo the forced level: its $100.00 fine removed (reversed), back on level 2; then again.
    const undone = ok(await w.call(c.UndoLastAction, { body: { itemId } }));
    expect(undone.Record).toMatchObject({
      CurrentSequence: 2,
      TotalFines: 2500,
      NextActionDate: '2026-04-15',
    });
    expect(undone.Actions).toHaveLength(2);
    ok(
      await w.call(c.ViolationForciblyMoveToNextLevel, {
        body: { model: { TopsItemId: itemId }, postDate: '2026-03-20' },
      }),
    );

    // The owner owes $25.00 + $100.00 = $125.00 on TRASH; receivables and fine income agree.
    expect(await ledgerOf(w)).toEqual({ balance: 12_500, receivable: 12_500, income: 12_500 });
    // The owner's ledger shows the fines in the balance, on the CCR code, with or without prepaid.
    for (const endpoint of [
      contract.ownerLedger.GetOwnerCodeBalancesWithPrepaid,
      contract.ownerLedger.GetOwnerCodeBalancesWithoutPrepaid,
    ]) {
      const balances = ok(
        await w.call(endpoint, { query: { propertyAgentId: w.home.propertyId } }),
      );
      expect(balances.find((b) => b.CodeAlias === 'TRASH')?.Balance).toBe(12_500);
      expect(balances.reduce((sum, b) => sum + b.Balance, 0)).toBe(12_500);
    }

    // The home tile, the resale disclosure, the feed, the KPI and the grid count it.
    const tile = ok(
      await w.call(contract.crm.GetKpiCounts, { query: { communityAgentId: w.communityId } }),
    );
    expect(tile.CountOpenViolations).toBe(1);
    const resale = ok(
      await w.call(contract.resale.GetOpenViolations, {
        query: { propertyAgentId: w.home.propertyId },
      }),
    );
    expect(resale.Violations.map((v) => v.TopsItemId)).toEqual([itemId]);
    const feed = ok(
      await w.call(contract.activityFeeds.Violation, {
        query: { communityAgentId: w.communityId },
      }),
    );
    expect(feed.Items.map((i) => i.TopsItemId)).toContain(itemId);
    expect(ok(await w.call(c.GetCcrKPI, { query: { agentId: w.communityId } })).CountOpen).toBe(1);

    // Resolve, reopen, close.
    const resolved = ok(await w.call(c.ResolveViolation, { body: { itemId } }));
    expect([
      resolved.Message,
      resolved.View.Record.State,
      resolved.View.Record.TopsStatusId,
    ]).toEqual(['CCR Violation has been Closed.', 'Resolved', StatusId.Complete]);
    const again = await w.call(c.ResolveViolation, { body: { itemId } });
    expect([again.status, again.errorMessage]).toEqual([
      400,
      'This violation is Resolved, not Open.',
    ]);
    const open = ok(
      await w.call(c.GetCcrRecords, { query: { communityAgentId: w.communityId, isOpen: 'true' } }),
    );
    expect(open.TotalCount).toBe(0);
    const reopened = ok(await w.call(c.ReopenCcrRecord, { body: { itemId } }));
    expect([reopened.Record.State, reopened.Record.CurrentSequence]).toEqual(['Open', 3]);
    const closed = ok(
      await w.call(c.CloseCcrRecordViaTopsItemId, { body: { TopsItemId: itemId } }),
    );
    expect([closed.Record.State, closed.Record.TopsStatusId]).toEqual(['Closed', StatusId.Closed]);
    const list = ok(
      await w.call(c.GetCcrRecords, {
        query: { communityAgentId: w.communityId, isOpen: 'false', topsCodeId: w.trash },
      }),
    );
    expect(list.Records.map((r) => [r.TopsItemId, r.State])).toEqual([[itemId, 'Closed']]);
    expect(
      ok(
        await w.call(contract.resale.GetOpenViolations, {
          query: { propertyAgentId: w.home.propertyId },
        }),
      ).Violations,
    ).toEqual([]);
  });

  it('removes a violation’s fine through the removal rules: the level stays, the ledger and the fines agree, the timeline shows both', async () => {
    const w = await world();
    const itemId = ok(await w.call(c.AddCcrRecord, { body: w.record })).Record.TopsItemId;
    const process = (postDate: string) =>
      w.call(c.ProcessCcrAction, {
        body: { ccrActionId: itemId, communityAgentId: w.communityId, postDate },
      });
    const letter = ok(await process('2026-03-02')).View.Actions[0]?.MessageBatchItemId ?? 0;
    await delivered(w, letter, itemId, '2026-03-04');
    const fined = ok(await process('2026-03-16')).View;
    const charge = fined.Actions[1]?.ChargeItemId ?? 0;
    expect([fined.Record.TotalFines, fined.Actions[1]?.FineRemoved]).toEqual([2500, false]);

    // Not a fine: the letter's batch; another company's charge is not found.
    const remove = (chargeItemId: number, token?: string) =>
      w.call(c.RemoveCCRTransactionItem, { body: { itemId: chargeItemId } }, token);
    const notFine = await remove(letter);
    expect([notFine.status, notFine.errorMessage]).toEqual([
      400,
      'This transaction is not the fine of a violation.',
    ]);
    const stranger = await createTestCompany(h.database, { communities: 1 });
    expect((await remove(charge, await signIn(h.app, stranger.admin.userName))).status).toBe(404);
    // A reader of violations may not remove a fine.
    const reader = await signIn(
      h.app,
      (
        await addUser(h.database, w.company.companyId, {
          communityIds: [w.communityId],
          grants: [
            { ...fullGrant('ccrviolations'), CanCreate: false, CanUpdate: false, CanDelete: false },
            fullGrant('arapplycharges'),
          ],
        })
      ).userName,
    );
    expect((await remove(charge, reader)).status).toBe(403);

    const removed = ok(await remove(charge));
    expect([removed.IsRemoved, removed.TopsItemId]).toEqual([true, charge]);
    const again = await remove(charge);
    expect(again.status).toBe(409);
    const view = ok(await w.call(c.GetCcrRecordViewPage, { query: { itemId } }));
    expect(view.Record).toMatchObject({ CurrentSequence: 2, TotalFines: 0 });
    expect(view.Actions.map((a) => [a.Sequence, a.ChargeItemId, a.Fine, a.FineRemoved])).toEqual([
      [1, null, 0, false],
      [2, charge, 2500, true],
    ]);

    // The $25.00 was posted and reversed: the owner, receivables and fine income are back at 0.
    expect(await ledgerOf(w)).toEqual({ balance: 0, receivable: 0, income: 0 });

    // The timeline keeps the fine and its removal; the case file's fines total is $0.00.
    const timeline = ok(await w.call(c.GetCcrTimeline, { query: { itemId } }));
    expect(
      timeline
        .filter((e) => e.Kind === 'Fine' || e.Kind === 'FineRemoved')
        .map((e) => [e.Kind, e.Title, e.Amount, e.LinkItemId]),
    ).toEqual([
      ['Fine', 'Fine $25.00', 2500, charge],
      ['FineRemoved', 'Fine $25.00 removed', -2500, charge],
    ]);
    const caseFile = await caseFileText(itemId, w.token);
    expect(caseFile).toMatch(/Removed: Charge #\d+ reversed on the owner’s ledger\s+-\$25\.00/);
    expect(caseFile).toMatch(/Total\s+\$0\.00/);

    // Undoing level 2 has no fine left to remove: the level is untaken.
    const undone = ok(await w.call(c.UndoLastAction, { body: { itemId } }));
    expect([undone.Record.CurrentSequence, undone.Actions.length]).toEqual([1, 1]);
  });

  it('needs ccrviolations update to change a violation, hides another company’s, keeps a photo’s capture time and position', async () => {
    const w = await world();
    const itemId = ok(await w.call(c.AddCcrRecord, { body: w.record })).Record.TopsItemId;
    const user = async (grants: ClaimGrant[]) =>
      signIn(
        h.app,
        (
          await addUser(h.database, w.company.companyId, {
            communityIds: [w.communityId],
            grants,
          })
        ).userName,
      );
    const reader = await user([
      { ...fullGrant('ccrviolations'), CanCreate: false, CanUpdate: false, CanDelete: false },
    ]);
    expect(ok(await w.call(c.GetViolationSummary, { query: { itemId } }, reader)).State).toBe(
      'Open',
    );
    for (const result of [
      await w.call(c.ResolveViolation, { body: { itemId } }, reader),
      await w.call(c.CloseCcrRecordViaTopsItemId, { body: { TopsItemId: itemId } }, reader),
      await w.call(
        c.ProcessCcrAction,
        { body: { ccrActionId: itemId, communityAgentId: w.communityId } },
        reader,
      ),
      await w.call(c.AddCcrRecord, { body: w.record }, reader),
    ])
      expect(result.status).toBe(403);

    const stranger = await createTestCompany(h.database, { communities: 1 });
    const outsider = await signIn(h.app, stranger.admin.userName);
    for (const result of [
      await w.call(c.GetCcrRecordViewPage, { query: { itemId } }, outsider),
      await w.call(c.ResolveViolation, { body: { itemId } }, outsider),
      await w.call(
        c.ViolationForciblyMoveToNextLevel,
        { body: { model: { TopsItemId: itemId }, postDate: '2026-03-20' } },
        outsider,
      ),
    ])
      expect(result.status).toBe(404);
    expect(ok(await w.call(c.GetViolationSummary, { query: { itemId } })).State).toBe('Open');

    // A photo keeps its capture time and GPS position.
    await curbPhoto(w.token, itemId);
    const photos = ok(await w.call(c.GetCcrRecordAttachments, { query: { itemId } }));
    expect(photos.map((p) => [p.AttachmentName, p.CapturedAt, p.Latitude, p.Longitude])).toEqual([
      ['curb.png', '2026-03-02T14:05:00.000Z', 33.448376, -112.074036],
    ]);
    const refusedPhoto = await uploadFile(
      h.app,
      c.AddCcrRecordPhoto,
      { TopsItemId: itemId },
      { fileName: 'curb.png', bytes: SampleFiles.png, contentType: 'image/png' },
      reader,
    );
    expect(refusedPhoto.status).toBe(403);

    // The feed's close of the management item closes the violation.
    ok(await w.call(contract.activity.CloseItem, { body: { itemId } }));
    expect(ok(await w.call(c.GetViolationSummary, { query: { itemId } })).State).toBe('Closed');
  });

  /** The violation's case file PDF as text (pdftotext -layout). */
  async function caseFileText(itemId: number, token: string) {
    const answer = await h.app.inject({
      method: 'GET',
      url: `${c.GetCcrCaseFile.path}?itemId=${itemId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const dir = mkdtempSync(join(tmpdir(), 'case-file-'));
    writeFileSync(join(dir, 'case.pdf'), answer.rawPayload);
    return execFileSync('pdftotext', ['-layout', join(dir, 'case.pdf'), '-'], {
      encoding: 'utf8',
    });
  }

  it('holds a hearing-required fine until a hearing, then gives the timeline and the case file with photos', async () => {
    const w = await world(true);
    const itemId = ok(await w.call(c.AddCcrRecord, { body: w.record })).Record.TopsItemId;
    const advance = (postDate: string) =>
      w.call(c.ProcessCcrAction, {
        body: { ccrActionId: itemId, communityAgentId: w.communityId, postDate },
      });
    const force = (postDate: string) =>
      w.call(c.ViolationForciblyMoveToNextLevel, {
        body: { model: { TopsItemId: itemId }, postDate },
      });
    const first = ok(await advance('2026-03-02'));
    const letter = first.View.Actions[0]?.MessageBatchItemId ?? 0;
    await delivered(w, letter, itemId, '2026-03-04');
    const second = ok(await advance('2026-03-16'));
    const charge = second.View.Actions[1]?.ChargeItemId ?? 0;

    // Level 3 fines $100.00 after a hearing: the notice's 14 days have passed, no hearing yet.
    const held = await force('2026-03-20');
    expect([held.status, held.errorMessage]).toEqual([
      400,
      'Level 3 posts a fine of $100.00: a hearing must be held after the notice first.',
    ]);
    const hearing = (body: Partial<{ HeldOn: string; Outcome: string }>) =>
      w.call(c.AddCcrHearing, {
        body: { itemId, HeldOn: '2026-03-18', Outcome: 'Fine upheld.', ...body },
      });
    expect((await hearing({ HeldOn: '2026-02-27' })).errorMessage).toBe(
      'The hearing date cannot be before the violation was observed on 03/02/2026.',
    );
    expect((await hearing({ Outcome: '  ' })).errorMessage).toBe('Outcome: Outcome is required.');
    const hearings = ok(
      await w.call(c.AddCcrHearing, {
        body: {
          itemId,
          HeldOn: '2026-03-18',
          Outcome: 'Fine upheld.',
          Attendees: 'Board, the owner',
        },
      }),
    );
    expect(hearings.map((x) => [x.HeldOn, x.Outcome, x.Attendees])).toEqual([
      ['2026-03-18', 'Fine upheld.', 'Board, the owner'],
    ]);
    expect(ok(await w.call(c.GetCcrHearings, { query: { itemId } }))).toEqual(hearings);
    const third = ok(await force('2026-03-20'));
    expect(third.View.Record).toMatchObject({ CurrentSequence: 3, TotalFines: 12_500 });

    // A note on the violation (the owner's reply), then resolved.
    ok(
      await w.call(contract.notes.Create, {
        body: {
          TopsParentItemId: itemId,
          CommunityAgentId: w.communityId,
          TxnType: TxnTypeId.Comment,
          Note: {
            TopsAgentId: w.home.ownerId,
            Subject: 'Owner replied',
            Description: 'The cans are stored in the garage now.',
          },
        },
      }),
    );
    ok(await w.call(c.ResolveViolation, { body: { itemId } }));

    const timeline = ok(await w.call(c.GetCcrTimeline, { query: { itemId } }));
    const march = timeline.filter((e) => e.On < '2026-04-01');
    expect(march.map((e) => [e.On, e.Kind, e.Title])).toEqual([
      ['2026-03-02', 'Observed', 'Observed: TRASH Trash cans visible'],
      ['2026-03-02', 'Level', 'Level 1: Courtesy letter'],
      ['2026-03-02', 'Letter', expect.stringMatching(/^Letter: /)],
      ['2026-03-04', 'Delivery', 'Emailed to ' + (march[3]?.Title.slice(11) ?? '')],
      ['2026-03-16', 'Level', expect.stringMatching(/^Level 2: /)],
      ['2026-03-16', 'Letter', expect.stringMatching(/^Letter: /)],
      ['2026-03-16', 'Fine', 'Fine $25.00'],
      ['2026-03-18', 'Hearing', 'Hearing held'],
      ['2026-03-20', 'Level', expect.stringMatching(/^Level 3: /)],
      ['2026-03-20', 'Letter', expect.stringMatching(/^Letter: /)],
      ['2026-03-20', 'Fine', 'Fine $100.00'],
    ]);
    expect(march[3]).toMatchObject({
      Channel: 'Email',
      State: 'Sent',
      Detail: 'Sent · SMTP: 250 2.0.0 OK queued as 4F2A',
      LinkItemId: letter,
    });
    expect(march[6]).toMatchObject({ Amount: 2500, LinkItemId: charge });
    expect(march[7]?.Detail).toBe('Fine upheld. (attended: Board, the owner)');
    expect([march[8]?.IsForced, march[4]?.IsForced]).toEqual([true, false]);
    const today = localDay(new Date());
    const later = timeline.filter((e) => e.On >= '2026-04-01');
    expect(later.filter((e) => e.Kind !== 'Delivery').map((e) => [e.On, e.Kind, e.Title])).toEqual([
      [today, 'Note', 'Note / reply: Owner replied'],
      [today, 'Resolved', 'Resolved'],
    ]);
    expect(later.at(-1)?.Kind).toBe('Resolved');

    // The case file: header, covenant text, timeline, letters with their delivery, fines, photos.
    await curbPhoto(w.token, itemId);
    const text = await caseFileText(itemId, w.token);
    for (const expected of [
      `Violation case file #${itemId}`,
      'TRASH · Trash cans visible',
      'Article VII, Section 3',
      'Store trash cans out of view.',
      'Two trash cans left at the curb.',
      'Timeline',
      'Hearing held',
      'Fine upheld. (attended: Board, the owner)',
      'Letters and deliveries',
      'SMTP: 250 2.0.0 OK queued as 4F2A',
      `Charge #${charge} on TRASH`,
      '$125.00',
      'GPS 33.448376, -112.074036',
      'Note / reply: Owner replied',
    ])
      expect(text).toContain(expected);
    // Capture dates only with the company's ccrAttachmentDates flag.
    expect(text).not.toContain('taken 03/02/2026');
    await h.database.withTenant({ companyId: w.company.companyId, userId: null }, (tx) =>
      tx
        .update(companies)
        .set({ featureFlags: { ccrAttachmentDates: true } })
        .where(eq(companies.id, w.company.companyId)),
    );
    const flagged = await signIn(h.app, w.company.admin.userName);
    expect(await caseFileText(itemId, flagged)).toMatch(/taken 03\/02\/2026/);
  });

  it('resolves and reopens violations in a batch, all or none, with update access, in the company only', async () => {
    const w = await world();
    const add = async (Description: string) =>
      ok(await w.call(c.AddCcrRecord, { body: { ...w.record, Description } })).Record.TopsItemId;
    const a = await add('Cans at the curb.');
    const b = await add('Cans at the curb again.');
    ok(await w.call(c.ResolveViolation, { body: { itemId: b } }));
    const state = async (itemId: number) =>
      ok(await w.call(c.GetViolationSummary, { query: { itemId } })).State;

    // b is resolved already: the batch refuses, naming it, and a stays Open.
    const refused = await w.call(c.BatchResolveViolations, { body: { itemIds: [a, b] } });
    expect([refused.status, refused.errorMessage]).toEqual([
      400,
      `Violation #${b} cannot be changed, so none were: This violation is Resolved, not Open.`,
    ]);
    expect([await state(a), await state(b)]).toEqual(['Open', 'Resolved']);
    const reopenRefused = await w.call(c.BatchReopenViolations, { body: { itemIds: [a, b] } });
    expect(reopenRefused.errorMessage).toBe(
      `Violation #${a} cannot be changed, so none were: This violation is already Open.`,
    );
    expect(await state(b)).toBe('Resolved');
    expect((await w.call(c.BatchResolveViolations, { body: { itemIds: [] } })).status).toBe(400);

    const reopened = ok(await w.call(c.BatchReopenViolations, { body: { itemIds: [b] } }));
    expect(reopened).toEqual({ Message: '1 violation has been reopened.', Count: 1 });
    const resolved = ok(await w.call(c.BatchResolveViolations, { body: { itemIds: [a, b] } }));
    expect(resolved).toEqual({ Message: '2 violations have been resolved.', Count: 2 });
    expect([await state(a), await state(b)]).toEqual(['Resolved', 'Resolved']);
    const events = ok(await w.call(c.GetCcrTimeline, { query: { itemId: b } }))
      .filter((e) => e.Kind !== 'Observed')
      .map((e) => e.Kind);
    expect(events).toEqual(['Resolved', 'Reopened', 'Resolved']);

    // Without ccrviolations update: 403; another company's violation: 404.
    const reader = await signIn(
      h.app,
      (
        await addUser(h.database, w.company.companyId, {
          communityIds: [w.communityId],
          grants: [
            { ...fullGrant('ccrviolations'), CanCreate: false, CanUpdate: false, CanDelete: false },
          ],
        })
      ).userName,
    );
    for (const result of [
      await w.call(c.BatchReopenViolations, { body: { itemIds: [a] } }, reader),
      await w.call(c.BatchResolveViolations, { body: { itemIds: [a] } }, reader),
      await w.call(
        c.AddCcrHearing,
        { body: { itemId: a, HeldOn: '2026-03-05', Outcome: 'Heard.' } },
        reader,
      ),
    ])
      expect(result.status).toBe(403);
    expect(ok(await w.call(c.GetCcrTimeline, { query: { itemId: a } }, reader)).length).toBe(2);
    const stranger = await createTestCompany(h.database, { communities: 1 });
    const outsider = await signIn(h.app, stranger.admin.userName);
    for (const result of [
      await w.call(c.BatchReopenViolations, { body: { itemIds: [a] } }, outsider),
      await w.call(c.GetCcrTimeline, { query: { itemId: a } }, outsider),
      await w.call(c.GetCcrHearings, { query: { itemId: a } }, outsider),
      await w.call(
        c.AddCcrHearing,
        { body: { itemId: a, HeldOn: '2026-03-05', Outcome: 'Heard.' } },
        outsider,
      ),
    ])
      expect(result.status).toBe(404);
    const file = await h.app.inject({
      method: 'GET',
      url: `${c.GetCcrCaseFile.path}?itemId=${a}`,
      headers: { authorization: `Bearer ${outsider}` },
    });
    expect(file.statusCode).toBe(404);
    expect(await state(a)).toBe('Resolved');
  });
});
