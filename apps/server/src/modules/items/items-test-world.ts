import { queryRows, sql } from '@hoa/db';
import { StatusId, TxnTypeId } from '@hoa/domain';
import { contract } from '@hoa/contract';
import { callApi } from '../../../test/api';
import type { Harness } from '../../../test/app-harness';
import { paymentWorld, postCharge, type PaymentWorld } from '../../../test/cash-receipt-factories';

// A payments world (two homes, ASMT $250.00 a month, a bank account on cash 1000) with the helpers
// the Item tests share: charge, pay, read statuses and the tree of an item.

export interface ItemsWorld extends PaymentWorld {
  one: number;
  two: number;
  /** Posts an ASMT charge (40) of $250.00 for the owners on `date`. */
  charge: (date: string, owners?: number[]) => Promise<number>;
  /** Posts a manual payment (48) of the owner, applied by priority; returns its item id. */
  pay: (ownerId: number, cents: number, date: string) => Promise<number>;
  status: (itemId: number) => Promise<number | undefined>;
  /** Hangs an item under another (parent_item_id). */
  hang: (itemId: number, parentItemId: number) => Promise<void>;
}

export async function itemsWorld(h: Harness): Promise<ItemsWorld> {
  const w = await paymentWorld(h);
  const [one, two] = w.homes.map((home) => home.ownerId);
  if (one === undefined || two === undefined) throw new Error('no homes');
  return {
    ...w,
    one,
    two,
    charge: (date, owners = [one, two]) =>
      postCharge(
        h,
        w,
        TxnTypeId.ApplyCharges,
        date,
        owners.map((ownerId) => ({
          ownerId,
          codeId: w.code.ASMT,
          amountCents: 25_000,
          accountId: w.account.income,
        })),
      ),
    pay: async (ownerId, cents, date) => {
      const paid = await callApi(
        h.app,
        contract.cashReceipts.AddCashReceipt,
        {
          body: {
            CommunityAgentId: w.communityId,
            OwnerAgentId: ownerId,
            BankAccountId: w.bankAccountId,
            Amount: cents,
            EventDate: date,
            CheckNumber: '2001',
            Post: true,
            IdempotencyKey: null,
          },
        },
        w.token,
      );
      if (paid.status !== 200) throw new Error(paid.errorMessage);
      return paid.body.TopsItemId;
    },
    status: async (itemId) => {
      const [row] = await w.inTx((tx) =>
        queryRows<{ s: number }>(
          tx,
          sql`select status_id::int as s from items where id = ${itemId}`,
        ),
      );
      return row?.s;
    },
    hang: async (itemId, parentItemId) => {
      await w.inTx((tx) =>
        tx.execute(sql`update items set parent_item_id = ${parentItemId} where id = ${itemId}`),
      );
    },
  };
}

/** A direct-debit request (51) of a charge, as the direct debit of a charge is recorded. */
export async function insertDirectDebitRequest(
  w: ItemsWorld,
  chargeItemId: number,
  statusId: number = StatusId.Posted,
): Promise<number> {
  const [row] = await w.inTx((tx) =>
    queryRows<{ id: number }>(
      tx,
      sql`insert into items (company_id, community_agent_id, txn_type_id, status_id, parent_item_id,
            event_date)
          values (${w.companyId}, ${w.communityId}, ${TxnTypeId.DirectDebit}, ${statusId},
            ${chargeItemId}, '2026-05-02')
          returning id::int8 as id`,
    ),
  );
  return row?.id ?? 0;
}
