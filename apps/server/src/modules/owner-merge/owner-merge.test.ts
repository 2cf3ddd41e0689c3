import { describe, expect, it } from 'vitest';
import { contract, type MergeItemHistoryBody } from '@hoa/contract';
import { agents, contacts, queryRows, sql } from '@hoa/db';
import { AgentTypeId, OwnerMergeMessages, TxnTypeId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp, type Harness } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, fullGrant } from '../../../test/factories';
import { ledgerWorld, type LedgerWorld } from '../../../test/owner-ledger-factories';
import { agedBalancesSql } from '../owner-ledger/index';

const M = contract.ownerMerge;

/** A second primary owner of a home (the duplicate), named, with history of its own. */
async function insertDuplicateOwner(w: LedgerWorld, propertyId: number, name: string) {
  return w.inTx(async (tx) => {
    const [row] = await tx
      .insert(agents)
      .values({
        companyId: w.companyId,
        agentTypeId: AgentTypeId.PrimaryOwner,
        parentAgentId: propertyId,
        communityAgentId: w.communityId,
      })
      .returning({ id: agents.id });
    if (!row) throw new Error('no owner');
    await tx
      .insert(contacts)
      .values({ agentId: row.id, companyId: w.companyId, displayName: name });
    return row.id;
  });
}

/** Ledger world plus a duplicate owner of home one with a March and an April charge and a waive. */
async function mergeWorld(h: Harness) {
  const w = await ledgerWorld(h);
  const [one, two] = w.homes;
  if (!one || !two) throw new Error('no homes');
  const duplicate = await insertDuplicateOwner(w, one.propertyId, 'Duplicate Dan');
  const line = (amountCents: number, isDebit = true) => [
    { ownerId: duplicate, codeId: w.code.ASMT, amountCents, isDebit, accountId: w.account.income },
  ];
  const march = await w.post(TxnTypeId.ApplyCharges, '2026-03-01', line(25_000));
  const april = await w.post(TxnTypeId.ApplyCharges, '2026-04-01', line(25_000));
  const waive = await w.post(TxnTypeId.Waive, '2026-04-20', line(4_000, false));
  return { w, one, two, duplicate, item: { march, april, waive } };
}

describe.each(testDatabases())('owner history merge on $name', (testDb) => {
  const h = useApp(testDb);

  const history = (
    w: LedgerWorld,
    query: {
      ownerAgentId: number;
      sourceOwnerAgentId?: number;
      startDate?: string;
      endDate?: string;
    },
    token = w.token,
  ) => callApi(h.app, M.GetOwnerMergeHistory, { query }, token);

  const merge = (w: LedgerWorld, body: MergeItemHistoryBody, token = w.token) =>
    callApi(h.app, M.MergeItemHistory, { body }, token);

  const year = { StartDate: '2026-01-01', EndDate: '2026-12-31' };

  /** The merge screen for an owner with the source's rows of 2026 listed. */
  const yearOf = (w: LedgerWorld, ownerAgentId: number, sourceOwnerAgentId: number) =>
    history(w, {
      ownerAgentId,
      sourceOwnerAgentId,
      startDate: year.StartDate,
      endDate: year.EndDate,
    });

  /** The property's owner balances, each owner's, and the community's trial balance by account. */
  async function books(w: LedgerWorld, propertyId: number) {
    return w.inTx(async (tx) => {
      const owners = await queryRows<{ owner: number; cents: number }>(
        tx,
        sql`select b.owner_agent_id::int as owner, sum(b.balance_cents)::int as cents
              from owner_code_balances b join agents o on o.id = b.owner_agent_id
             where o.parent_agent_id = ${propertyId} group by 1 order by 1`,
      );
      const trial = await queryRows<{ account: number; net: number }>(
        tx,
        sql`select account_id::int as account, sum(debit_cents - credit_cents)::int as net
              from gl_lines where community_agent_id = ${w.communityId}
             group by 1 having sum(debit_cents - credit_cents) <> 0 order by 1`,
      );
      const [last] = await queryRows<{ id: number }>(
        tx,
        sql`select coalesce(max(id), 0)::int as id from gl_lines where community_agent_id = ${w.communityId}`,
      );
      return {
        owners: Object.fromEntries(owners.map((o) => [o.owner, o.cents])),
        property: owners.reduce((sum, o) => sum + o.cents, 0),
        trial,
        lastLine: last?.id ?? 0,
      };
    });
  }

  it('lists the duplicate’s rows and moves the chosen ones: balances move, the property and the trial balance stay', async () => {
    const { w, one, duplicate, item } = await mergeWorld(h);
    const listed = await yearOf(w, one.ownerId, duplicate);
    expect(listed.status).toBe(200);
    expect(listed.body?.SourceOwners.map((o) => o.Name)).toEqual(['Duplicate Dan']);
    expect(listed.body?.SourceOwners[0]?.BalanceCents).toBe(46_000);
    expect(listed.body?.Rows.map((r) => [r.TopsItemId, r.PostDate, r.AmountCents])).toEqual([
      [item.march, '2026-03-01', 25_000],
      [item.april, '2026-04-01', 25_000],
      [item.waive, '2026-04-20', -4_000],
    ]);
    const [march, , waive] = listed.body?.Rows ?? [];
    if (!march || !waive) throw new Error('no rows');

    const before = await books(w, one.propertyId);
    expect(before.owners).toEqual({ [one.ownerId]: 45_000, [duplicate]: 46_000 });
    const moved = await merge(w, {
      SourceOwnerAgentId: duplicate,
      TargetOwnerAgentId: one.ownerId,
      Filter: year,
      ArLineIds: [march.ArLineId, waive.ArLineId],
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      MovedLineCount: 2,
      MovedAmountCents: 21_000,
      SourceBalanceCents: 25_000,
      TargetBalanceCents: 66_000,
    });
    const after = await books(w, one.propertyId);
    expect(after.owners).toEqual({ [one.ownerId]: 66_000, [duplicate]: 25_000 });
    expect(after.property).toBe(before.property);
    expect(after.trial).toEqual(before.trial);
    // The merge's own ledger lines: a debit and a credit of the code's account per moved line.
    const mergeLines = await w.inTx((tx) =>
      queryRows<{ item: number; account: number; debit: number; credit: number }>(
        tx,
        sql`select item_id::int as item, account_id::int as account, sum(debit_cents)::int as debit,
                   sum(credit_cents)::int as credit from gl_lines
             where community_agent_id = ${w.communityId} and id > ${before.lastLine}
             group by 1, 2 order by 1, 2`,
      ),
    );
    expect(mergeLines).toEqual([
      { item: item.march, account: w.account.receivables, debit: 25_000, credit: 25_000 },
      { item: item.waive, account: w.account.receivables, debit: 4_000, credit: 4_000 },
    ]);
    // Its owner lines were offset on no account; the moved line keeps the account it posted to.
    const offsets = await w.inTx((tx) =>
      queryRows<{ merged: boolean; offset: number | null }>(
        tx,
        sql`select a.id > ${march.ArLineId} as merged, a.offset_account_id::int as offset
              from ar_lines a where a.item_id = ${item.march} and a.owner_agent_id = any(
                ${`{${duplicate},${one.ownerId}}`}::bigint[])
             order by a.id`,
      ),
    );
    expect(offsets).toEqual([
      { merged: false, offset: w.account.income },
      { merged: true, offset: null },
      { merged: true, offset: null },
    ]);

    // Recorded, and the moved rows are not offered again.
    const again = await yearOf(w, one.ownerId, duplicate);
    expect(again.body?.Rows.map((r) => r.TopsItemId)).toEqual([item.april]);
    expect(again.body?.Merges).toEqual([
      expect.objectContaining({
        MergeId: moved.body?.MergeId,
        MergedByName: w.company.admin.userName,
        SourceOwnerAgentId: duplicate,
        SourceOwnerName: 'Duplicate Dan',
        TargetOwnerAgentId: one.ownerId,
        LineCount: 2,
        AmountCents: 21_000,
      }),
    ]);
    const twice = await merge(w, {
      SourceOwnerAgentId: duplicate,
      TargetOwnerAgentId: one.ownerId,
      Filter: year,
      ArLineIds: [march.ArLineId],
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      errorCode: 'OwnerMergeRowsGone',
      errorMessage: OwnerMergeMessages.rowsGone,
    });
    // The target's own history shows the moved rows under their own transactions.
    const activity = await callApi(
      h.app,
      contract.ownerLedger.GetOwnerActivity,
      { query: { agentId: one.ownerId } },
      w.token,
    );
    const moves = activity.body?.Rows.filter(
      (r) => r.TopsItemId === item.march || r.TopsItemId === item.waive,
    );
    expect(moves?.map((r) => [r.TopsTxnTypeId, r.PostDate, r.Amount])).toEqual([
      [TxnTypeId.ApplyCharges, '2026-03-01', 25_000],
      [TxnTypeId.Waive, '2026-04-20', -4_000],
    ]);
  });

  /**
   * A merge world whose duplicate owner's charge of a transaction is moved to the surviving owner:
   * the March charge, or with `shared` a charge of 1 March shared with the owner of that home.
   */
  async function marchMoved(shared?: 'one' | 'two') {
    const world = await mergeWorld(h);
    const { w, one, duplicate, item } = world;
    const owed = (ownerId: number) => ({
      ownerId,
      codeId: w.code.ASMT,
      amountCents: 25_000,
      accountId: w.account.income,
    });
    const moving = shared
      ? await w.post(TxnTypeId.ApplyCharges, '2026-03-01', [
          owed(duplicate),
          owed(world[shared].ownerId),
        ])
      : item.march;
    const listed = await yearOf(w, one.ownerId, duplicate);
    const row = listed.body?.Rows.find((r) => r.TopsItemId === moving);
    if (!row) throw new Error('no row to move');
    const moved = await merge(w, {
      SourceOwnerAgentId: duplicate,
      TargetOwnerAgentId: one.ownerId,
      Filter: year,
      ArLineIds: [row.ArLineId],
    });
    expect(moved.status).toBe(200);
    // The merge's two lines name the line they move: its reversal on the duplicate, its copy on
    // the surviving owner.
    const named = await w.inTx((tx) =>
      queryRows<{ owner: number; cents: number }>(
        tx,
        sql`select owner_agent_id::int as owner, amount_cents::int as cents from ar_lines
             where moved_line_id = ${row.ArLineId} order by id`,
      ),
    );
    expect(named).toEqual([
      { owner: duplicate, cents: -25_000 },
      { owner: one.ownerId, cents: 25_000 },
    ]);
    return { ...world, moving, owed };
  }

  it('a moved transaction removed later comes off both owners', async () => {
    const { w, one, duplicate, item } = await marchMoved();
    const before = await books(w, one.propertyId);
    const removed = await callApi(
      h.app,
      contract.ownerLedger.RemoveItem,
      { body: { itemId: item.march, bypassValidation: true } },
      w.token,
    );
    expect(removed.status).toBe(200);
    const after = await books(w, one.propertyId);
    expect(after.owners).toEqual({
      [one.ownerId]: (before.owners[one.ownerId] ?? 0) - 25_000,
      [duplicate]: before.owners[duplicate],
    });
  });

  it('removing the duplicate from a moved transaction takes the moved line off the surviving owner too', async () => {
    const { w, one, duplicate, moving } = await marchMoved('two');
    const before = await books(w, one.propertyId);
    const removed = await callApi(
      h.app,
      contract.ownerLedger.RemoveItem,
      { body: { itemId: moving, agentId: duplicate, bypassValidation: true } },
      w.token,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.IsRemoved).toBe(true);
    const after = await books(w, one.propertyId);
    expect(after.owners).toEqual({
      [one.ownerId]: (before.owners[one.ownerId] ?? 0) - 25_000,
      [duplicate]: before.owners[duplicate],
    });
    // The reversal balances: the receivable and the income it was offset on, each by the charge.
    const net = (trial: typeof before.trial, account: number) =>
      trial.find((t) => t.account === account)?.net ?? 0;
    for (const [account, change] of [
      [w.account.receivables, -25_000],
      [w.account.income, 25_000],
    ] as const) {
      expect(net(after.trial, account) - net(before.trial, account)).toBe(change);
    }
    expect(after.trial.reduce((sum, t) => sum + t.net, 0)).toBe(0);
  });

  it('removing the surviving owner from a transaction leaves the line moved to it from the duplicate', async () => {
    const { w, one, duplicate, moving } = await marchMoved('one');
    const removeOwner = (agentId: number) =>
      callApi(
        h.app,
        contract.ownerLedger.RemoveItem,
        { body: { itemId: moving, agentId, bypassValidation: true } },
        w.token,
      );
    const before = await books(w, one.propertyId);
    // The surviving owner's own charge comes off; the duplicate's, moved to it, stays.
    expect((await removeOwner(one.ownerId)).body.IsRemoved).toBe(true);
    const between = await books(w, one.propertyId);
    expect(between.owners).toEqual({
      [one.ownerId]: (before.owners[one.ownerId] ?? 0) - 25_000,
      [duplicate]: before.owners[duplicate],
    });
    // Removing the duplicate then takes the moved charge off the surviving owner.
    expect((await removeOwner(duplicate)).body.IsRemoved).toBe(true);
    const after = await books(w, one.propertyId);
    expect(after.owners).toEqual({
      [one.ownerId]: (before.owners[one.ownerId] ?? 0) - 50_000,
      [duplicate]: before.owners[duplicate],
    });
    const net = (trial: typeof before.trial, account: number) =>
      trial.find((t) => t.account === account)?.net ?? 0;
    expect(net(after.trial, w.account.receivables) - net(before.trial, w.account.receivables)).toBe(
      -50_000,
    );
    expect(after.trial.reduce((sum, t) => sum + t.net, 0)).toBe(0);
  });

  it('the surviving owner’s aging leaves out the moved charge a removal took off', async () => {
    const { w, one, duplicate, moving, owed } = await marchMoved('two');
    await w.post(TxnTypeId.ApplyCharges, '2026-01-01', [owed(one.ownerId)]);
    const removed = await callApi(
      h.app,
      contract.ownerLedger.RemoveItem,
      { body: { itemId: moving, agentId: duplicate, bypassValidation: true } },
      w.token,
    );
    expect(removed.body.IsRemoved).toBe(true);
    const { taken, aged } = await w.inTx(async (tx) => ({
      // The lines the removal took off: the duplicate's charge, the merge's two lines and the
      // reversal of each, two of them the surviving owner's.
      taken: await queryRows<{ owner: number; lines: number; cents: number }>(
        tx,
        sql`select r.owner_agent_id::int as owner, count(*)::int as lines,
                   sum(a.amount_cents)::int as cents
              from ar_removed_lines r join ar_lines a on a.id = r.ar_line_id
             where r.community_agent_id = ${w.communityId} group by 1 order by 1`,
      ),
      aged: await queryRows<Record<string, unknown>>(
        tx,
        agedBalancesSql(w.communityId, '2026-04-14'),
      ),
    }));
    expect(taken).toEqual(
      [
        { owner: one.ownerId, lines: 2, cents: 0 },
        { owner: duplicate, lines: 4, cents: 0 },
      ].sort((a, b) => a.owner - b.owner),
    );
    // On 14 April the survivor owes January's, its own March and April's charges, one in each of
    // their buckets; the moved March charge and its reversal are left out.
    const survivor = aged.find(
      (r) => Number(r.owner_agent_id) === one.ownerId && Number(r.code_id) === w.code.ASMT,
    );
    expect(
      ['current', 'days30', 'days60', 'days90', 'total'].map((b) =>
        Number(survivor?.[`${b}_cents`]),
      ),
    ).toEqual([25_000, 25_000, 0, 25_000, 75_000]);
  });

  it('answers the spec’s messages for an incomplete selection', async () => {
    const { w, one, duplicate } = await mergeWorld(h);
    const cases: [Parameters<typeof merge>[1], string][] = [
      [
        { SourceOwnerAgentId: null, TargetOwnerAgentId: one.ownerId, Filter: year, ArLineIds: [1] },
        'You must select a source owner before merge.',
      ],
      [
        { SourceOwnerAgentId: duplicate, TargetOwnerAgentId: null, Filter: year, ArLineIds: [1] },
        'You must select a target owner before merge.',
      ],
      [
        {
          SourceOwnerAgentId: duplicate,
          TargetOwnerAgentId: duplicate,
          Filter: year,
          ArLineIds: [1],
        },
        'The selected source owner and target owner must be different to merge.',
      ],
      [
        {
          SourceOwnerAgentId: duplicate,
          TargetOwnerAgentId: one.ownerId,
          Filter: null,
          ArLineIds: [1],
        },
        'You must apply an filter before merge.',
      ],
      [
        {
          SourceOwnerAgentId: duplicate,
          TargetOwnerAgentId: one.ownerId,
          Filter: year,
          ArLineIds: [],
        },
        'At least one history row must be selected before merge.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await merge(w, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errorCode: 'OwnerMergeSelection', errorMessage: message });
    }
  });

  it('refuses owners of another property, and a row of a closed period leaves both owners as they were', async () => {
    const { w, one, two, duplicate } = await mergeWorld(h);
    const listed = await yearOf(w, one.ownerId, duplicate);
    const ids = (listed.body?.Rows ?? []).map((r) => r.ArLineId);
    const other = await merge(w, {
      SourceOwnerAgentId: duplicate,
      TargetOwnerAgentId: two.ownerId,
      Filter: year,
      ArLineIds: ids,
    });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ errorMessage: OwnerMergeMessages.otherProperty });
    const otherList = await yearOf(w, two.ownerId, duplicate);
    expect(otherList.status).toBe(422);

    await w.inTx((tx) =>
      tx.execute(
        sql`update accounting_periods set is_open = false
             where start_date = '2026-03-01'
               and fiscal_year_id in (select id from fiscal_years where community_agent_id = ${w.communityId})`,
      ),
    );
    const before = await books(w, one.propertyId);
    const closed = await merge(w, {
      SourceOwnerAgentId: duplicate,
      TargetOwnerAgentId: one.ownerId,
      Filter: year,
      ArLineIds: ids,
    });
    expect(closed.status).toBe(422);
    expect(closed.body).toMatchObject({
      errorCode: 'OwnerMergeClosedPeriod',
      errorMessage: OwnerMergeMessages.closedPeriod('2026-03-01'),
    });
    expect(await books(w, one.propertyId)).toEqual(before);
    const still = await history(w, { ownerAgentId: one.ownerId });
    expect(still.body?.Merges).toEqual([]);
  });

  it('refuses another company’s owners and users without the owner edit claim', async () => {
    const { w, one, duplicate } = await mergeWorld(h);
    const stranger = await ledgerWorld(h);
    const listed = await yearOf(w, one.ownerId, duplicate);
    const ids = (listed.body?.Rows ?? []).map((r) => r.ArLineId);
    const body = {
      SourceOwnerAgentId: duplicate,
      TargetOwnerAgentId: one.ownerId,
      Filter: year,
      ArLineIds: ids,
    };
    expect((await merge(w, body, stranger.token)).status).toBe(404);
    expect((await history(w, { ownerAgentId: one.ownerId }, stranger.token)).status).toBe(404);

    const reader = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [{ ...fullGrant('owner'), CanUpdate: false }],
    });
    const readerToken = await signIn(h.app, reader.userName);
    expect((await history(w, { ownerAgentId: one.ownerId }, readerToken)).status).toBe(200);
    const refused = await merge(w, body, readerToken);
    expect(refused.status).toBe(403);
    expect((await history(w, { ownerAgentId: one.ownerId })).body?.Merges).toEqual([]);
  });

  it('answers a repeated merge with the same idempotency key once', async () => {
    const { w, one, duplicate } = await mergeWorld(h);
    const listed = await yearOf(w, one.ownerId, duplicate);
    const send = () =>
      h.app.inject({
        method: 'PUT',
        url: M.MergeItemHistory.path,
        headers: { authorization: `Bearer ${w.token}`, 'idempotency-key': 'merge-key-0001' },
        payload: {
          SourceOwnerAgentId: duplicate,
          TargetOwnerAgentId: one.ownerId,
          Filter: year,
          ArLineIds: (listed.body?.Rows ?? []).map((r) => r.ArLineId),
        },
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toBe(first.body);
    const merges = (await history(w, { ownerAgentId: one.ownerId })).body?.Merges ?? [];
    expect(merges.map((m) => m.LineCount)).toEqual([3]);
  });
});
