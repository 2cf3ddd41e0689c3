import { queryRows, sql, type SQL, type Tx } from '@hoa/db';
import {
  CodeAccountTypeId,
  CodeTypeId,
  InterestMessages,
  interestSettingsProblems,
  MethodId,
  OwnerPaymentTxnTypeIds,
  ReceivableMessages,
  TxnTypeId,
} from '@hoa/domain';
import type { ChargeCalculator } from './types';
import { openBalanceLines } from '../../owner-ledger/index';
import { agedUnpaid, chargedThisMonth } from './unpaid-sql';

interface SettingsRow {
  alias: string;
  codes: number;
  has_account: boolean;
  days: number | null;
  exclusion_days: number | null;
  rate: string | null;
  method_id: number | null;
  all_candidates: boolean | null;
  code_ids: number[] | null;
  property_ids: number[] | null;
}

const daysOfMonth = (postDate: string) =>
  sql`extract(day from date_trunc('month', ${postDate}::date) + interval '1 month' - interval '1 day')`;

/**
 * Interest runs (42), @hoa/domain interest.ts in SQL: the run's code is the community's interest
 * code; each owner's delinquent balance of the settings' codes (the part older than Days; simple
 * interest leaves out interest codes), of the chosen properties, is charged one month of interest
 * at Rate % a year — 10 and 11 × days of the month / 365, 12 compound / 12 — rounded to the cent
 * half up. Owners who paid within ExclusionDays, and owners already charged this month, are left
 * out. The offset is the interest code's income account. Balances and payments are the lines of
 * the open-balance rule (openBalanceLines): a payment returned NSF or backed out by the run date
 * is no payment, and the charges it paid are delinquent since their own post dates.
 */
export const interestCalculator: ChargeCalculator = {
  txnTypeId: TxnTypeId.Interest,
  offersCode: sql`k.code_type_id = ${CodeTypeId.Interest}::smallint`,
  appliesFrequencyRule: false,
  isAutoSelected: () => true,
  async problem(tx: Tx, selection: SQL) {
    const rows = await queryRows<SettingsRow>(
      tx,
      sql`select min(k.code_alias) as alias, count(*)::int as codes,
                 bool_and(exists (select 1 from code_accounts h where h.code_id = k.id
                   and h.code_account_type_id = ${CodeAccountTypeId.Income}::smallint)) as has_account,
                 st.days, st.exclusion_days, st.rate::text, st.method_id, st.all_candidates,
                 st.code_ids, st.property_ids
            from (${selection}) s join codes k on k.id = s.code_id
            left join interest_settings st on st.community_agent_id = s.community_agent_id
           group by s.community_agent_id, st.community_agent_id`,
    );
    for (const row of rows) {
      const [problem] = interestSettingsProblems({
        Days: row.days,
        ExclusionDays: row.exclusion_days,
        Rate: row.rate === null ? null : Number(row.rate),
        MethodId: row.method_id,
        AllCandidates: row.all_candidates ?? true,
        CodeIds: row.code_ids ?? [],
        PropertyIds: row.property_ids ?? [],
      });
      if (problem) return problem.message;
      if (row.codes > 1) return InterestMessages.oneInterestCode;
      if (!row.has_account) return ReceivableMessages.codeWithoutAccounts(row.alias);
    }
    return null;
  },
  ownersJoined: true,
  ownerLines(selection: SQL, postDate: string) {
    const cutoff = sql`(${postDate}::date - st.days)`;
    const lines = openBalanceLines(
      { communities: sql`select community_agent_id from settings` },
      sql`${postDate}::date`,
    );
    return sql`with settings as (
        select st.* from interest_settings st
         where st.community_agent_id in (select community_agent_id from (${selection}) c)),
      lines as materialized (${lines}),
      delinquent as (
        select st.community_agent_id, a.owner_agent_id, a.code_id,
               ${agedUnpaid(cutoff, null)} as unpaid_cents
          from settings st
          join lines a on a.community_agent_id = st.community_agent_id
           and a.code_id = any(st.code_ids)
          join codes c on c.id = a.code_id
           and (st.method_id <> ${MethodId.InterestSimple}
                or c.code_type_id <> ${CodeTypeId.Interest}::smallint)
          join agents o on o.id = a.owner_agent_id and not o.is_deleted
           and (st.all_candidates or o.parent_agent_id = any(st.property_ids))
         group by st.community_agent_id, st.days, a.owner_agent_id, a.code_id),
      owed as (
        select d.community_agent_id, d.owner_agent_id, sum(d.unpaid_cents) as balance_cents
          from delinquent d where d.unpaid_cents > 0
         group by d.community_agent_id, d.owner_agent_id)
      select s.community_agent_id, w.owner_agent_id, k.id as code_id,
             (case st.method_id
               when ${MethodId.InterestCompound} then round(w.balance_cents * st.rate / 1200)
               else round(w.balance_cents * st.rate * ${daysOfMonth(postDate)} / 36500)
              end)::bigint as amount_cents,
             true as is_debit, h.account_id
        from (${selection}) s
        join codes k on k.id = s.code_id
        join code_accounts h on h.code_id = k.id
         and h.code_account_type_id = ${CodeAccountTypeId.Income}::smallint
        join settings st on st.community_agent_id = s.community_agent_id
        join owed w on w.community_agent_id = s.community_agent_id
       where not ${chargedThisMonth(TxnTypeId.Interest, sql`w.owner_agent_id`, sql`k.id`, postDate)}
         and not exists (select 1 from lines p
               where p.owner_agent_id = w.owner_agent_id and p.amount_cents < 0
                 and p.txn_type_id in (${sql.raw(OwnerPaymentTxnTypeIds.join(','))})
                 and p.post_date > ${postDate}::date - st.exclusion_days)`;
  },
};
