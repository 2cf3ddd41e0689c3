import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { sql } from '@hoa/db';
import { FrequencyId, MethodId, StatusId, TxnTypeId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser } from '../../../test/factories';
import { insertAccruedItem } from '../../../test/receivable-factories';
import { postReceivableItems } from '../gl/index';
import { chargesWorld } from './charges-test-world';

const c = contract.charges;

describe.each(testDatabases())('charge runs on $name', (testDb) => {
  const h = useApp(testDb);

  async function world() {
    const w = await chargesWorld(h);
    const call = <E extends (typeof c)[keyof typeof c]>(
      endpoint: E,
      request: Parameters<typeof callApi<E>>[2],
    ) => callApi(h.app, endpoint, request, w.token);
    // SPEC becomes a monthly square-foot charge of $0.10 on homes 1 and 2 (1,100 and 1,200 sq ft).
    await w.run(
      sql`update codes set frequency_id = ${FrequencyId.Monthly}, method_id = ${MethodId.SquareFeetTimesRate},
                 rate = 0.1 where id = ${w.main.code.SPEC}`,
    );
    const [one, two, three] = w.main.homes;
    if (!one || !two || !three) throw new Error('no homes');
    await w.run(
      sql`insert into charge_assignments (company_id, community_agent_id, agent_id, code_id)
          values (${w.company.companyId}, ${w.communityId}, ${one.propertyId}, ${w.main.code.SPEC}),
                 (${w.company.companyId}, ${w.communityId}, ${two.propertyId}, ${w.main.code.SPEC})`,
    );
    return { ...w, call, one, two, three };
  }

  it('accrues, reviews, edits and posts a month, and the same month again posts nothing', async () => {
    const w = await world();
    const codeIds = [w.main.code.ASMT, w.main.code.SPEC];
    const settings = await w.call(c.GetSettings, {
      query: {
        communityAgentId: w.communityId,
        topsTxnTypeId: TxnTypeId.ApplyCharges,
        postDate: '2026-03-01',
      },
    });
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({
      LastApplied: null,
      PropertiesCount: 3,
      Period: { StartDate: '2026-03-01', EndDate: '2026-03-31' },
      AccruedItemId: null,
      errorMessage: null,
    });
    const asmt = settings.body.Codes.find((code) => code.CodeAlias === 'ASMT');
    expect(asmt).toMatchObject({ AssignedCount: 3, IsDue: true, IsSelected: true });
    expect(settings.body.Codes.map((code) => code.CodeAlias)).toEqual([
      'ASMT',
      'INT',
      'LATE',
      'SPEC',
    ]);

    const accrued = await w.call(c.Accrue, {
      body: {
        TopsTxnTypeId: TxnTypeId.ApplyCharges,
        PostDate: '2026-03-01',
        Communities: [{ CommunityAgentId: w.communityId, CodeIds: codeIds }],
      },
    });
    expect(accrued.status).toBe(200);
    const [run] = accrued.body.Items;
    // 3 × $250.00 + 1,100 × $0.10 + 1,200 × $0.10 = $980.00.
    expect(run).toMatchObject({
      CommunityAgentId: w.communityId,
      OwnersCount: 3,
      TotalAmount: 98_000,
    });
    const itemId = run?.TopsItemId ?? 0;

    const page = await w.call(c.GetItemAgentSummary, { query: { itemId, skip: 0, take: 2 } });
    expect(page.body.TotalCount).toBe(3);
    expect(page.body.Rows.map((r) => [r.AccountNumber, r.Total])).toEqual([
      ['A-001', 36_000],
      ['A-002', 37_000],
    ]);
    const last = await w.call(c.GetItemAgentSummary, { query: { itemId, skip: 2, take: 2 } });
    const threeAsmt = last.body.Rows[0]?.Details[0];
    expect(threeAsmt).toMatchObject({
      CodeAlias: 'ASMT',
      Amount: 25_000,
      AccountID: w.main.account.income,
    });

    // Review: the third owner's assessment is cut to $200.00.
    const edited = await w.call(c.UpdateItemBatchSummary, {
      body: {
        TopsItemId: itemId,
        Details: [
          { TopsAgentId: w.three.ownerId, TopsCodeId: threeAsmt?.TopsCodeId ?? 0, Amount: 20_000 },
        ],
      },
    });
    expect(edited.body).toMatchObject({
      TotalAmount: 93_000,
      AccruedAmount: 98_000,
      IsTransactionEdited: true,
      TopsStatusId: StatusId.Accrued,
    });
    // A line of an owner and code not on the run is 404, and nothing of the request changes.
    const missing = await w.call(c.UpdateItemBatchSummary, {
      body: {
        TopsItemId: itemId,
        Details: [
          { TopsAgentId: w.one.ownerId, TopsCodeId: threeAsmt?.TopsCodeId ?? 0, Amount: 1 },
          { TopsAgentId: w.communityId, TopsCodeId: threeAsmt?.TopsCodeId ?? 0, Amount: 1 },
        ],
      },
    });
    expect(missing.status).toBe(404);

    const posted = await w.call(c.PostItem, { body: { ItemIds: [itemId] } });
    expect(posted.body).toEqual({ PostedCount: 1, TotalAmount: 93_000 });
    expect(await w.trialBalance(w.communityId)).toEqual({ '1200': 93_000, '4000': -93_000 });
    const [one, two, three] = [w.one.ownerId, w.two.ownerId, w.three.ownerId];
    expect(await w.ownerBalances(w.communityId)).toEqual([
      `${one}:ASMT:25000`,
      `${one}:SPEC:11000`,
      `${two}:ASMT:25000`,
      `${two}:SPEC:12000`,
      `${three}:ASMT:20000`,
    ]);
    const lastApplied = await w.rows<{ alias: string; last: string | null }>(
      sql`select code_alias as alias, last_applied::text as last from codes
           where community_agent_id = ${w.communityId} and code_alias in ('ASMT', 'SPEC') order by 1`,
    );
    expect(lastApplied).toEqual([
      { alias: 'ASMT', last: '2026-03-01' },
      { alias: 'SPEC', last: '2026-03-01' },
    ]);

    // The same month again: the frequency rule leaves nothing due.
    const again = await w.call(c.Accrue, {
      body: {
        TopsTxnTypeId: TxnTypeId.ApplyCharges,
        PostDate: '2026-03-20',
        Communities: [{ CommunityAgentId: w.communityId, CodeIds: codeIds }],
      },
    });
    expect(again.body.Items).toEqual([
      { CommunityAgentId: w.communityId, TopsItemId: null, OwnersCount: 0, TotalAmount: 0 },
    ]);
    const auto = await w.call(c.Accrue, {
      body: {
        TopsTxnTypeId: TxnTypeId.ApplyCharges,
        PostDate: '2026-03-31',
        Communities: [{ CommunityAgentId: w.communityId }],
      },
    });
    expect(auto.body.Items[0]?.TopsItemId).toBeNull();
    expect(await w.trialBalance(w.communityId)).toEqual({ '1200': 93_000, '4000': -93_000 });
    const repost = await w.call(c.PostItem, { body: { ItemIds: [itemId] } });
    expect(repost.status).toBe(409);

    // Prepaids: the first owner paid $500.00 ahead; it pays ASMT then SPEC, $360.00 in all.
    const payment = await insertAccruedItem(
      h.database,
      w.company.companyId,
      w.communityId,
      TxnTypeId.PrepaidAdjustment,
      '2026-03-05',
      [
        {
          ownerId: one,
          codeId: w.main.code.PP,
          amountCents: 50_000,
          isDebit: false,
          accountId: w.main.books.account.cash,
        },
      ],
    );
    await h.database.withTenant({ companyId: w.company.companyId, userId: null }, (tx) =>
      postReceivableItems(tx, w.company.companyId, [payment]),
    );
    const prepaid = await w.call(c.Accrue, {
      body: {
        TopsTxnTypeId: TxnTypeId.Prepaids,
        PostDate: '2026-03-20',
        Communities: [{ CommunityAgentId: w.communityId, CodeIds: codeIds }],
      },
    });
    expect(prepaid.body.Items[0]).toMatchObject({ OwnersCount: 1, TotalAmount: 36_000 });
    const details = await w.call(c.GetItemAgentSummary, {
      query: { itemId: prepaid.body.Items[0]?.TopsItemId ?? 0, skip: 0, take: 10 },
    });
    expect(
      details.body.Rows[0]?.Details.map((d) => [d.CodeAlias, d.Amount, d.IsDebit, d.AccountID]),
    ).toEqual([
      ['ASMT', 25_000, false, null],
      ['PP', 36_000, true, null],
      ['SPEC', 11_000, false, null],
    ]);
    await w.call(c.PostItem, { body: { ItemIds: [prepaid.body.Items[0]?.TopsItemId ?? 0] } });
    expect(await w.ownerBalances(w.communityId)).toEqual([
      `${one}:ASMT:0`,
      `${one}:PP:-14000`,
      `${one}:SPEC:0`,
      `${two}:ASMT:25000`,
      `${two}:SPEC:12000`,
      `${three}:ASMT:20000`,
    ]);
    // Cash 500.00; receivable 930.00 − 360.00; prepaid liability −500.00 + 360.00; income −930.00.
    expect(await w.trialBalance(w.communityId)).toEqual({
      '1000': 50_000,
      '1200': 57_000,
      '2100': -14_000,
      '4000': -93_000,
    });
  });

  it('accrues many communities in one request and a refusal halfway through the post leaves nothing', async () => {
    const w = await world();
    const accrued = await w.call(c.Accrue, {
      body: {
        TopsTxnTypeId: TxnTypeId.ApplyCharges,
        PostDate: '2026-03-01',
        Communities: [
          { CommunityAgentId: w.communityId },
          { CommunityAgentId: w.otherCommunityId },
        ],
      },
    });
    // Auto-selected, never applied: ASMT (type 1) and SPEC (type 2, inside its dates).
    expect(accrued.body.Items.map((i) => i.TotalAmount)).toEqual([98_000, 75_000]);
    const ids = accrued.body.Items.map((i) => i.TopsItemId ?? 0);
    await w.run(
      sql`update accounting_periods p set is_open = false from fiscal_years fy
           where fy.id = p.fiscal_year_id and fy.community_agent_id = ${w.otherCommunityId}
             and p.start_date = '2026-03-01'`,
    );
    const refused = await w.call(c.PostItem, { body: { ItemIds: ids } });
    expect(refused.status).toBe(422);
    const left = await w.rows<{ lines: number; owners: number; accrued: number; applied: number }>(
      sql`select (select count(*)::int from gl_lines) as lines,
                 (select count(*)::int from ar_lines) as owners,
                 (select count(*)::int from items where id in (${ids[0] ?? 0}, ${ids[1] ?? 0})
                     and status_id = ${StatusId.Accrued}) as accrued,
                 (select count(*)::int from codes where last_applied is not null) as applied`,
    );
    expect(left).toEqual([{ lines: 0, owners: 0, accrued: 2, applied: 0 }]);
    // Accruing into the closed period is refused up front.
    const closed = await w.call(c.Accrue, {
      body: {
        TopsTxnTypeId: TxnTypeId.ApplyCharges,
        PostDate: '2026-03-02',
        Communities: [{ CommunityAgentId: w.otherCommunityId }],
      },
    });
    expect(closed.status).toBe(422);
  });

  it('refuses no code, an ended code, other communities and callers without the claim', async () => {
    const w = await world();
    const accrue = (codeIds: number[], communityId = w.communityId) =>
      w.call(c.Accrue, {
        body: {
          TopsTxnTypeId: TxnTypeId.ApplyCharges,
          PostDate: '2026-03-01',
          Communities: [{ CommunityAgentId: communityId, CodeIds: codeIds }],
        },
      });
    expect((await accrue([])).errorMessage).toBe('At least one Code must be selected.');
    await w.run(sql`update codes set end_date = '2026-03-01' where id = ${w.main.code.SPEC}`);
    const ended = await accrue([w.main.code.ASMT, w.main.code.SPEC]);
    expect(ended.status).toBe(400);
    expect(ended.errorMessage).toBe(
      'Cannot post charges based on specified End Date for the code SPEC',
    );
    expect((await accrue([w.other.code.ASMT])).status).toBe(400);
    expect((await accrue([w.main.code.PP])).status).toBe(400);

    const stranger = await chargesWorld(h);
    expect((await accrue([w.main.code.ASMT], stranger.communityId)).status).toBe(404);
    const ok = await accrue([w.main.code.ASMT]);
    const itemId = ok.body.Items[0]?.TopsItemId ?? 0;
    const foreign = await callApi(
      h.app,
      c.PostItem,
      { body: { ItemIds: [itemId] } },
      stranger.token,
    );
    expect(foreign.status).toBe(404);
    const summary = await callApi(
      h.app,
      c.GetSettings,
      { query: { communityAgentId: w.communityId, topsTxnTypeId: 40 } },
      stranger.token,
    );
    expect(summary.status).toBe(404);

    const reader = await addUser(h.database, w.company.companyId, {
      communityIds: [w.communityId],
      grants: [
        {
          Claim: 'arapplycharges',
          CanCreate: false,
          CanRead: true,
          CanUpdate: false,
          CanDelete: false,
        },
      ],
    });
    const readerToken = await signIn(h.app, reader.userName);
    const denied = await callApi(
      h.app,
      c.Accrue,
      {
        body: {
          TopsTxnTypeId: TxnTypeId.ApplyCharges,
          PostDate: '2026-03-01',
          Communities: [{ CommunityAgentId: w.communityId }],
        },
      },
      readerToken,
    );
    expect(denied.status).toBe(403);
    expect(
      (await callApi(h.app, c.PostItem, { body: { ItemIds: [itemId] } }, readerToken)).status,
    ).toBe(403);
    const types = await callApi(h.app, c.GetTransactionTypes, {}, readerToken);
    expect(types.body).toEqual([]);
    const all = await w.call(c.GetTransactionTypes, {});
    expect(all.body.map((t) => t.TopsTxnTypeId)).toEqual([40, 41, 42, 43, 53]);
  });
});
