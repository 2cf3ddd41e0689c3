import { queryRows, sql, type SQL, type Tx } from '@hoa/db';
import {
  AgentTypeId,
  AssessmentCodeTypeIds,
  CodeAccountTypeId,
  CodeTypeId,
  codeTypeIdsInGroup,
  isAutoSelected,
  MethodId,
  ReceivableMessages,
  TxnTypeId,
} from '@hoa/domain';
import type { ChargeCalculator } from './types';

const chargeTypes = codeTypeIdsInGroup('Charge').filter((t) => t !== CodeTypeId.PrePaid);
const typeList = (ids: readonly number[]) => sql.raw(ids.join(','));

/**
 * The owner of a property billed its charges: its primary owner (agent type 4), active and not
 * deleted; the earliest when a property has more than one. `communities`: a query of community
 * ids, whose owners are read by index whatever the plan (a hash join read the company's every
 * agent: at 1,600,000 owners, each run of 400,000 read them all).
 */
export function primaryOwners(communities: SQL): SQL {
  return sql`select distinct on (o.parent_agent_id) o.parent_agent_id as property_id,
                    o.id as owner_agent_id
               from agents o
              where o.agent_type_id = ${AgentTypeId.PrimaryOwner}::smallint and o.is_active
                and not o.is_deleted and o.community_agent_id = any(array(${communities}))
              order by o.parent_agent_id, o.id`;
}

/**
 * The assessment methods in SQL, the formulas of @hoa/domain charges-methods.ts: 1 flat, 2 value ×
 * rate / 100, 3 square feet × rate dollars (rounded half away from zero), 4 the total shared by
 * percent ownership with the leftover cents to the largest remainders, lower property id first.
 * Only the shared codes' rows are sorted for their window sums (a method is its code's, so a code's
 * rows all fall on one side): the sort of every row of a run cost 150 ms at 100,000 owners.
 */
export function assessedAmounts(assignments: SQL): SQL {
  const part = sql`floor(a.share_exact / 100)`;
  return sql`with a as materialized (
      select x.*, x.amount_cents * coalesce(x.percent_ownership, 0) as share_exact
        from (${assignments}) x)
    select a.*,
      case a.method_id
        when ${MethodId.PercentOfPropertyValue} then round(coalesce(a.assessed_value_cents, 0) * coalesce(a.rate, 0) / 100)
        when ${MethodId.SquareFeetTimesRate} then round(coalesce(a.square_feet, 0) * coalesce(a.rate, 0) * 100)
        else a.amount_cents
      end::bigint as charge_cents
      from a where a.method_id is distinct from ${MethodId.TotalTimesPercentOwnership}
    union all
    select (w.a).*, w.charge_cents
      from (select a, (${part}
              + case when row_number() over (partition by a.code_id
                                             order by a.share_exact - ${part} * 100 desc, a.property_id)
                          <= round(sum(a.share_exact) over (partition by a.code_id) / 100)
                             - sum(${part}) over (partition by a.code_id)
                     then 1 else 0 end)::bigint as charge_cents
              from a where a.method_id = ${MethodId.TotalTimesPercentOwnership}) w`;
}

/**
 * The charge assignments of the chosen codes (`selection`: community_agent_id, code_id) with the
 * property's primary owner: community_agent_id, agent_id (the property), code_id, owner_agent_id.
 * The assignments and owners of the chosen communities alone are read, by index.
 */
export function assignedOwners(selection: SQL): SQL {
  const communities = sql`select distinct community_agent_id from (${selection}) c`;
  return sql`select ca.community_agent_id, ca.agent_id, ca.code_id, o.owner_agent_id
      from (${selection}) s
      join charge_assignments ca on ca.community_agent_id = s.community_agent_id
       and ca.code_id = s.code_id
      join (${primaryOwners(communities)}) o on o.property_id = ca.agent_id
     where ca.community_agent_id = any(array(${communities}))`;
}

/** A chosen code without its income account (the side a charge or credit offsets), or null. */
export async function incomeAccountProblem(tx: Tx, selection: SQL): Promise<string | null> {
  const [missing] = await queryRows<{ alias: string }>(
    tx,
    sql`select k.code_alias as alias from (${selection}) s join codes k on k.id = s.code_id
         where not exists (select 1 from code_accounts h where h.code_id = k.id
                            and h.code_account_type_id = ${CodeAccountTypeId.Income}::smallint)
         limit 1`,
  );
  return missing ? ReceivableMessages.codeWithoutAccounts(missing.alias) : null;
}

/** Apply charges (40): each assigned code charged to the property's primary owner. */
export const applyChargesCalculator: ChargeCalculator = {
  txnTypeId: TxnTypeId.ApplyCharges,
  offersCode: sql`k.code_type_id in (${typeList(chargeTypes)}) and not k.is_recurring_credit`,
  appliesFrequencyRule: true,
  isAutoSelected,
  problem: incomeAccountProblem,
  ownersJoined: true,
  keepsArrays: true,
  ownerLines(selection: SQL) {
    const assignments = sql`select ca.community_agent_id, ca.agent_id as property_id, ca.code_id,
          k.method_id, k.amount_cents, k.rate, pd.assessed_value_cents, pd.square_feet,
          pd.percent_ownership, ca.owner_agent_id, h.account_id
        from (${assignedOwners(selection)}) ca
        join codes k on k.id = ca.code_id
        join code_accounts h on h.code_id = k.id
         and h.code_account_type_id = ${CodeAccountTypeId.Income}::smallint
        left join lateral (select pd.assessed_value_cents, pd.square_feet, pd.percent_ownership
                             from property_details pd
                            where pd.agent_id = ca.agent_id
                              and k.method_id <> ${MethodId.FlatDollar} offset 0) pd on true`;
    return sql`select community_agent_id, owner_agent_id, code_id, charge_cents as amount_cents,
                      true as is_debit, account_id
                 from (${assessedAmounts(assignments)}) m`;
  },
};

/** Assessment-type codes (1, 2, 18): the scheduled charges screen of assessments. */
export const assessmentTypeList = typeList(AssessmentCodeTypeIds);
