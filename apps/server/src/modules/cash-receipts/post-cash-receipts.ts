import { queryRows, sql, type Tx } from '@hoa/db';
import { StatusId } from '@hoa/domain';
import { postOwnerItems, postReceivableItems, withLargeBatchPlan } from '../gl/index';
import { writeCashReceipts, type CashReceiptInput } from './create-cash-receipts';
import { insertApplications } from './payment-application';
import { idArray } from '../../sql/index';

/**
 * Posts accrued cash receipts (any number, set-based) and returns the ids it posted; receipts
 * already posted are left alone, so a retried post posts nothing twice. The receipts' owners are
 * locked (SELECT … FOR UPDATE on their agents, in id order) before their balances are read, so two
 * requests posting payments of one owner run one after the other and the second applies its payment
 * to what the first left open. Each receipt's application is then written and the receipts post
 * through postReceivableItems.
 */
export async function postCashReceipts(
  tx: Tx,
  companyId: number,
  itemIds: readonly number[],
): Promise<number[]> {
  if (itemIds.length === 0) return [];
  const ids = idArray(itemIds);
  const accrued = await queryRows<{ id: number; community: number }>(
    tx,
    sql`select id::int8 as id, community_agent_id::int8 as community from items
         where id = any(${ids}) and status_id = ${StatusId.Accrued}::smallint
         order by id for update`,
  );
  if (accrued.length === 0) return [];
  const accruedIds = accrued.map((r) => r.id);
  // The owners by index: an array of their ids (each receipt's agents looked up laterally), whose
  // rows the primary key returns, and locks, in id order.
  const owners = await queryRows<{ id: number }>(
    tx,
    sql`select a.id::int8 as id from agents a
         where a.id = any(array(
           select ia.agent_id from unnest(${idArray(accruedIds)}) as x(id)
            cross join lateral (select ia.agent_id from item_agents ia where ia.item_id = x.id offset 0) ia))
         order by a.id for update`,
  );
  await withLargeBatchPlan(tx, accruedIds.length, async () => {
    await insertApplications(
      tx,
      companyId,
      accrued,
      owners.map((o) => o.id),
    );
    await postReceivableItems(tx, companyId, accruedIds);
  });
  return accruedIds;
}

/**
 * Makes cash receipts and posts them in one go (lockbox, direct debit, a card payment, a manual
 * receipt posted at once): the owners are locked first (in id order, as postCashReceipts does),
 * then the receipts are written already posted, their application worked out and their owner and
 * ledger lines written, without a second write of the items. Returns the item ids in the order
 * given; a receipt whose idempotency key exists already is not made again, and is posted through
 * postCashReceipts if it is still accrued.
 */
export async function createPostedCashReceipts(
  tx: Tx,
  companyId: number,
  receipts: readonly CashReceiptInput[],
): Promise<number[]> {
  if (receipts.length === 0) return [];
  const ownerIds = [...new Set(receipts.map((r) => r.ownerAgentId))].sort((a, b) => a - b);
  await tx.execute(
    sql`select a.id from agents a where a.id = any(${idArray(ownerIds)}) order by a.id for update`,
  );
  const { itemIds, made } = await writeCashReceipts(tx, companyId, receipts, StatusId.Posted);
  const madeIds = new Set(made.map((m) => m.itemId));
  const existing = itemIds.filter((id) => !madeIds.has(id));
  if (made.length > 0) {
    await withLargeBatchPlan(tx, made.length, async () => {
      await insertApplications(
        tx,
        companyId,
        made.map((m) => ({ id: m.itemId, community: m.receipt.communityAgentId })),
        ownerIds,
      );
      await postOwnerItems(
        tx,
        companyId,
        made.map((m) => ({
          id: m.itemId,
          community: m.receipt.communityAgentId,
          type: m.receipt.txnTypeId,
          date: m.receipt.eventDate,
        })),
      );
    });
  }
  if (existing.length > 0) await postCashReceipts(tx, companyId, existing);
  return itemIds;
}
