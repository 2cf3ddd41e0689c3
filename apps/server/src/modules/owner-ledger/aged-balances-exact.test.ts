import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { agents, queryRows, sql, type SQL } from '@hoa/db';
import { AgentTypeId, TxnTypeId } from '@hoa/domain';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import {
  paymentWorld,
  postCharge,
  receiveCheck,
  type PaymentWorld,
} from '../../../test/cash-receipt-factories';
import { testDatabases } from '../../../test/databases';
import { agedBalancesSql } from './aged-balances';
import { openBalanceLines, openPartSql } from './open-balance-sql';

/**
 * The aged balances from every open line of the community, as they were computed before the
 * maintained balances were read: each bucket's charges summed, credits paying the oldest first.
 */
function agedByReplay(communityAgentId: number, asOfDate: string): SQL {
  const age = sql`(${asOfDate}::date - a.post_date)`;
  const charges = (from: number, to: number | null) =>
    sql`coalesce(sum(a.amount_cents) filter (where a.amount_cents > 0 and ${age} >= ${from}
          ${to === null ? sql`` : sql`and ${age} < ${to}`}), 0)::bigint`;
  const open = (range: SQL, through: SQL) => openPartSql(range, through, sql`t.credits`);
  return sql`
    with t as (
      select a.owner_agent_id, a.code_id,
             ${charges(90, null)} as c90, ${charges(60, 90)} as c60,
             ${charges(30, 60)} as c30, ${charges(0, 30)} as c0,
             coalesce(sum(-a.amount_cents) filter (where a.amount_cents < 0), 0)::bigint as credits
        from (${openBalanceLines({ communities: sql`${communityAgentId}::bigint` }, sql`${asOfDate}::date`)}) a
       group by a.owner_agent_id, a.code_id
    )
    select t.owner_agent_id, t.code_id,
           (${open(sql`t.c0`, sql`t.c90 + t.c60 + t.c30 + t.c0`)}
             + least(t.c90 + t.c60 + t.c30 + t.c0 - t.credits, 0))::bigint as current_cents,
           ${open(sql`t.c30`, sql`t.c90 + t.c60 + t.c30`)}::bigint as days30_cents,
           ${open(sql`t.c60`, sql`t.c90 + t.c60`)}::bigint as days60_cents,
           ${open(sql`t.c90`, sql`t.c90`)}::bigint as days90_cents,
           (t.c90 + t.c60 + t.c30 + t.c0 - t.credits)::bigint as total_cents
      from t`;
}

const C = contract.cashReceipts;
const O = contract.ownerLedger;
const M = contract.ownerMerge;

interface AgedRow {
  owner_agent_id: string;
  code_id: string;
  current_cents: string;
  days30_cents: string;
  days60_cents: string;
  days90_cents: string;
  total_cents: string;
}

describe.each(testDatabases())('aged balances from the owner balances on $name', (testDb) => {
  const h = useApp(testDb);

  const ok = async <T extends { status: number; errorMessage?: string }>(call: Promise<T>) => {
    const response = await call;
    expect([response.status, response.errorMessage]).toEqual([200, undefined]);
    return response;
  };
  const pay = (w: PaymentWorld, ownerId: number, cents: number, date: string) =>
    receiveCheck(h, w, { ownerId, cents, date, checkNumber: '1001' });

  /** The aged rows as text, in key order: the maintained balances' and the full replay's. */
  const aged = (w: PaymentWorld, asOf: string) =>
    w.inTx(async (tx) => {
      const read = (query: SQL) =>
        queryRows<AgedRow>(
          tx,
          sql`select owner_agent_id::text, code_id::text,
                     current_cents::text, days30_cents::text, days60_cents::text,
                     days90_cents::text, total_cents::text
                from (${query}) g where g.total_cents <> 0
               order by owner_agent_id, code_id`,
        );
      return {
        fast: await read(agedBalancesSql(w.communityId, asOf)),
        replay: await read(agedByReplay(w.communityId, asOf)),
      };
    });

  it('ages as a replay of every owner line does, to the cent', async () => {
    const w = await paymentWorld(h, 4);
    const [one, two, three, four] = w.homes;
    if (!one || !two || !three || !four) throw new Error('no homes');
    const line = (ownerId: number, amountCents: number, codeId = w.code.ASMT) => ({
      ownerId,
      codeId,
      amountCents,
      accountId: codeId === w.code.LATE ? w.account.lateFeeIncome : w.account.income,
    });
    const everyone = [one, two, three, four].map((home) => home.ownerId);
    const charges: Record<string, number> = {};
    for (const month of ['01', '02', '03', '04', '05', '06']) {
      charges[month] = await postCharge(
        h,
        w,
        TxnTypeId.ApplyCharges,
        `2026-${month}-01`,
        everyone.map((owner) => line(owner, 25_000)),
      );
    }
    const late = await postCharge(h, w, TxnTypeId.LateFee, '2026-03-16', [
      line(three.ownerId, 2_500, w.code.LATE),
    ]);
    // Owner one: a payment returned NSF with a fee (netted on the reversal's date).
    const paid = await pay(w, one.ownerId, 30_000, '2026-04-20');
    await ok(
      callApi(
        h.app,
        C.AddPaymentReversal,
        {
          body: {
            PaymentItemId: paid,
            TopsTxnTypeId: TxnTypeId.Nsf,
            EventDate: '2026-05-20',
            NsfFeeCodeId: w.code.LATE,
            NsfFeeAmount: 1_500,
            Post: true,
          },
        },
        w.token,
      ),
    );
    // Owner two: a prepayment beyond every charge, then a partial payment backed out.
    await pay(w, two.ownerId, 200_000, '2026-01-10');
    const partial = await pay(w, two.ownerId, 10_000, '2026-04-05');
    const backout = await ok(
      callApi(
        h.app,
        C.AddPaymentReversal,
        {
          body: {
            PaymentItemId: partial,
            TopsTxnTypeId: TxnTypeId.BackoutPayment,
            EventDate: '2026-05-05',
          },
        },
        w.token,
      ),
    );
    await ok(
      callApi(
        h.app,
        C.PostPaymentReversal,
        { body: { TopsItemId: backout.body.TopsItemId } },
        w.token,
      ),
    );
    // Owner three: the late fee removed, and removed from the April charge; partial payments.
    await ok(callApi(h.app, O.RemoveItem, { body: { itemId: late } }, w.token));
    await ok(
      callApi(
        h.app,
        O.RemoveItem,
        { body: { itemId: charges['04'] ?? 0, agentId: three.ownerId } },
        w.token,
      ),
    );
    await pay(w, three.ownerId, 12_345, '2026-03-20');
    // Owner four: pays in part each month; a duplicate owner's March charge merged into it.
    for (const date of ['2026-02-03', '2026-03-03', '2026-05-30'])
      await pay(w, four.ownerId, 20_000, date);
    const duplicate = await w.inTx(async (tx) => {
      const [row] = await tx
        .insert(agents)
        .values({
          companyId: w.companyId,
          agentTypeId: AgentTypeId.PrimaryOwner,
          parentAgentId: four.propertyId,
          communityAgentId: w.communityId,
        })
        .returning({ id: agents.id });
      return row?.id ?? 0;
    });
    await postCharge(h, w, TxnTypeId.ApplyCharges, '2026-03-01', [line(duplicate, 25_000)]);
    await postCharge(h, w, TxnTypeId.ApplyCharges, '2026-04-01', [line(duplicate, 25_000)]);
    const [march] = await w.inTx((tx) =>
      queryRows<{ id: number }>(
        tx,
        sql`select id::int from ar_lines where owner_agent_id = ${duplicate} and post_date = '2026-03-01'`,
      ),
    );
    await ok(
      callApi(
        h.app,
        M.MergeItemHistory,
        {
          body: {
            SourceOwnerAgentId: duplicate,
            TargetOwnerAgentId: four.ownerId,
            Filter: { StartDate: '2026-01-01', EndDate: '2026-12-31' },
            ArLineIds: [march?.id ?? 0],
          },
        },
        w.token,
      ),
    );

    const seen: AgedRow[] = [];
    for (const asOf of [
      '2026-02-15',
      '2026-03-31',
      '2026-04-30',
      '2026-05-10',
      '2026-06-20',
      '2026-08-31',
    ]) {
      const { fast, replay } = await aged(w, asOf);
      expect({ asOf, rows: fast }).toEqual({ asOf, rows: replay });
      seen.push(...fast);
    }
    // Every bucket and both signs are met, so the comparison is not of empty rows.
    for (const bucket of [
      'current_cents',
      'days30_cents',
      'days60_cents',
      'days90_cents',
    ] as const) {
      expect(seen.some((r) => Number(r[bucket]) > 0)).toBe(true);
    }
    expect(seen.some((r) => Number(r.total_cents) < 0)).toBe(true);
  });
});
