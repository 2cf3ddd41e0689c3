import { sql, type Tx } from '@hoa/db';
import { LastAppliedTxnTypeIds, StatusId } from '@hoa/domain';
import { idArray } from '../../sql/index';

const lastAppliedTypes = `{${LastAppliedTxnTypeIds.join(',')}}`;

/**
 * After posted charge runs are removed (by a user or a rolled-back automation run), their codes'
 * last applied date goes back: a code whose date is a removed run's post date (the date that
 * run's posting set) takes the latest post date of the runs still posted on it, or none. Without
 * it the frequency rule would keep refusing the month whose run is gone. A date set by hand to
 * another day stays.
 */
export async function restoreCodesLastApplied(tx: Tx, itemIds: readonly number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await tx.execute(
    sql`with removed as (
          select distinct d.code_id, i.post_date
            from items i
            join item_lines d on d.item_id = i.id
           where i.id = any(${idArray(itemIds)})
             and i.txn_type_id = any(${lastAppliedTypes}::smallint[])
             and d.code_id is not null)
        update codes k
           set last_applied = (
                 select max(i.post_date) from items i
                   join item_lines d on d.item_id = i.id and d.is_live
                  where i.community_agent_id = k.community_agent_id
                    and i.txn_type_id = any(${lastAppliedTypes}::smallint[])
                    and i.status_id = ${StatusId.Posted}::smallint
                    and d.code_id = k.id)
          from removed r
         where k.id = r.code_id and k.last_applied = r.post_date`,
  );
}
