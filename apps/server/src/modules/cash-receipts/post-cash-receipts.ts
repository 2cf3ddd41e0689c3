import { queryRows, sql, type Tx } from '@hoa/db';
import { StatusId } from '@hoa/domain';
import { postReceivableItems, withLargeBatchPlan } from '../gl/index';
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
