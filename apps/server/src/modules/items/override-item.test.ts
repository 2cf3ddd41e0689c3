import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { TxnTypeId } from '@hoa/domain';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { balancesOf, trialBalanceOf } from '../../../test/cash-receipt-factories';
import { testDatabases } from '../../../test/databases';
import { insertAccruedItem } from '../../../test/receivable-factories';
import { itemsWorld } from './items-test-world';

const I = contract.items;

describe.each(testDatabases())('Item/OverrideItem on $name', (testDb) => {
  const h = useApp(testDb);

  it('spreads an owner’s amount over two lines of the same code, each its own share', async () => {
    const w = await itemsWorld(h);
    // Owner one charged ASMT twice on one item ($100.00 and $50.00), owner two once.
    const line = (ownerId: number, amountCents: number, description: string) => ({
      ownerId,
      codeId: w.code.ASMT,
      amountCents,
      accountId: w.account.income,
      description,
    });
    const item = await insertAccruedItem(
      h.database,
      w.companyId,
      w.communityId,
      TxnTypeId.ApplyCharges,
      '2026-05-01',
      [
        line(w.one, 10_000, 'May'),
        line(w.one, 5_000, 'May, second unit'),
        line(w.two, 7_000, 'May'),
      ],
    );
    const overridden = await callApi(
      h.app,
      I.OverrideItem,
      { body: { TopsItemId: item, Owners: [{ TopsAgentId: w.one, Amount: 30_001 }] } },
      w.token,
    );
    expect(overridden.status).toBe(200);
    expect(overridden.body).toMatchObject({ Amount: 37_001, AccruedAmount: 22_000 });
    const details = await w.inTx((tx) =>
      queryRows<{ description: string; amount: number; accrued: number }>(
        tx,
        sql`select d.description, d.amount_cents::int as amount,
                   d.accrued_amount_cents::int as accrued
              from item_agent_details d join item_agents ia on ia.id = d.item_agent_id
             where ia.item_id = ${item} and ia.agent_id = ${w.one} order by d.id`,
      ),
    );
    // By the accrued amounts, 2:1, the odd cent on the larger line; they sum to the amount asked.
    expect(details).toEqual([
      { description: 'May', amount: 20_001, accrued: 10_000 },
      { description: 'May, second unit', amount: 10_000, accrued: 5_000 },
    ]);

    const posted = await callApi(h.app, I.PostItem, { body: { TopsItemId: item } }, w.token);
    expect(posted.status).toBe(200);
    expect(await balancesOf(w, w.one)).toEqual({ ASMT: 30_001 });
    expect(await balancesOf(w, w.two)).toEqual({ ASMT: 7_000 });
    expect(await trialBalanceOf(w)).toEqual({
      [w.account.receivables]: 37_001,
      [w.account.income]: -37_001,
    });
  });
});
