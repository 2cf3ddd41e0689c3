import { sql, type SQL } from '@hoa/db';
import { AssessmentCodeTypeIds, CodeTypeId, codeTypeIdsInGroup, TxnTypeId } from '@hoa/domain';
import type { ChargeCalculator } from './types';

const chargeTypes = codeTypeIdsInGroup('Charge').filter((t) => t !== CodeTypeId.PrePaid);

/**
 * Prepaids (43): each owner's prepaid credit (a negative balance of a PrePaid code) paid onto their
 * positive balances of the chosen codes, by alias, as @hoa/domain applyPrepaidCredit: a debit of
 * the prepaid code and a credit of each charge code, offsetting each other (no offset account).
 */
export const prepaidsCalculator: ChargeCalculator = {
  txnTypeId: TxnTypeId.Prepaids,
  offersCode: sql`k.code_type_id in (${sql.raw(chargeTypes.join(','))})`,
  appliesFrequencyRule: false,
  isAutoSelected: (code) => AssessmentCodeTypeIds.includes(code.TopsCodeTypeId),
  problem: () => Promise.resolve(null),
  ownerLines(selection: SQL) {
    return sql`with credit as (
        select b.community_agent_id, b.owner_agent_id, b.code_id as prepaid_code_id,
               -b.balance_cents as credit_cents
          from owner_code_balances b join codes p on p.id = b.code_id
         where p.code_type_id = ${CodeTypeId.PrePaid}::smallint and b.balance_cents < 0
           and b.community_agent_id in (select community_agent_id from (${selection}) c)),
      owed as (
        select c.community_agent_id, c.owner_agent_id, c.prepaid_code_id, c.credit_cents,
               b.code_id, b.balance_cents,
               coalesce(sum(b.balance_cents) over (partition by c.owner_agent_id, c.prepaid_code_id
                 order by k.code_alias, k.id rows between unbounded preceding and 1 preceding), 0)
                 as before_cents
          from credit c
          join owner_code_balances b on b.owner_agent_id = c.owner_agent_id and b.balance_cents > 0
          join (${selection}) s on s.code_id = b.code_id
           and s.community_agent_id = c.community_agent_id
          join codes k on k.id = b.code_id),
      applied as (
        select community_agent_id, owner_agent_id, prepaid_code_id, code_id,
               greatest(0, least(balance_cents, credit_cents - before_cents)) as amount_cents
          from owed)
      select community_agent_id, owner_agent_id, code_id, amount_cents, false as is_debit,
             null::bigint as account_id
        from applied
      union all
      select community_agent_id, owner_agent_id, prepaid_code_id, sum(amount_cents)::bigint, true,
             null::bigint
        from applied group by community_agent_id, owner_agent_id, prepaid_code_id`;
  },
};
