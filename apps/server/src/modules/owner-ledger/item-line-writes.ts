import { queryRows, sql, type Tx } from '@hoa/db';
import { idArray, optionalIdArray } from '../../sql/index';

/**
 * A line of an accrued owner item, by owner and code, and its new amount; on an item that keeps
 * details, `detailId` names one detail where the owner has several lines of the code.
 */
export interface ItemLineAmount {
  agentId: number;
  codeId: number;
  amount: number;
  detailId?: number | null;
}

/**
 * Sets the amounts of live lines of an accrued owner item, each named by owner and code, in the
 * form the item keeps them: its details, or an assessment run's arrays (charge_run_codes). The
 * accrued amounts stay. Answers how many of the lines asked for were found (the caller refuses
 * fewer).
 */
export async function setItemLineAmounts(
  tx: Tx,
  itemId: number,
  lines: readonly ItemLineAmount[],
): Promise<number> {
  // One statement: the lines asked (one amount per owner, code and detail, the last asked), those
  // found live, and both forms updated (an item keeps one of them).
  const [found] = await queryRows<{ n: number }>(
    tx,
    sql`with u as (
          select distinct on (agent_id, code_id, detail_id) agent_id, code_id, detail_id, amount
            from unnest(${idArray(lines.map((l) => l.agentId))},
                        ${idArray(lines.map((l) => l.codeId))},
                        ${optionalIdArray(lines.map((l) => l.detailId ?? null))},
                        ${idArray(lines.map((l) => l.amount))})
                 with ordinality as u(agent_id, code_id, detail_id, amount, n)
           order by agent_id, code_id, detail_id, n desc),
        details as (
          update item_agent_details d set amount_cents = u.amount
            from u, item_agents ia
           where ia.item_id = ${itemId}::bigint and ia.agent_id = u.agent_id and not ia.is_deleted
             and d.item_agent_id = ia.id and d.code_id = u.code_id and not d.is_deleted
             and (u.detail_id is null or d.id = u.detail_id)),
        runs as (
          update charge_run_codes r
             set amounts = (select array_agg(coalesce(u.amount, a.amount) order by a.i)
                              from unnest(r.owner_agent_ids, r.amounts, r.removed)
                                   with ordinality as a(agent_id, amount, removed, i)
                              left join u on u.agent_id = a.agent_id
                                   and u.code_id = r.code_id and not a.removed)
           where r.item_id = ${itemId}::bigint and r.code_id in (select code_id from u))
        select count(*)::int as n from u
         where exists (select 1 from item_lines d where d.item_id = ${itemId}::bigint
                        and d.agent_id = u.agent_id and d.code_id = u.code_id and d.is_live
                        and (u.detail_id is null or d.item_agent_detail_id = u.detail_id))`,
  );
  return found?.n ?? 0;
}

/**
 * Takes an assessment run's lines off (its arrays, charge_run_codes): the owners' lines of one code,
 * or of every code (the owners removed from the run). Items with item agents keep their removals
 * on those (the callers mark them).
 */
export async function removeRunLines(
  tx: Tx,
  itemId: number,
  ownerAgentIds: readonly number[],
  codeId: number | null = null,
): Promise<void> {
  if (ownerAgentIds.length === 0) return;
  const owners = idArray(ownerAgentIds);
  await tx.execute(
    sql`update charge_run_codes r
           set removed = (select array_agg(a.removed or a.agent_id = any(${owners}) order by a.i)
                            from unnest(r.owner_agent_ids, r.removed)
                                 with ordinality as a(agent_id, removed, i))
         where r.item_id = ${itemId}::bigint and r.owner_agent_ids && ${owners}
           ${codeId === null ? sql`` : sql`and r.code_id = ${codeId}::bigint`}`,
  );
}
