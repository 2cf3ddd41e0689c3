import { sql, type SQL, type Tx } from '@hoa/db';
import { CodeAccountTypeId, CodeTypeId, LateFeeMessages, MethodId, TxnTypeId } from '@hoa/domain';
import type { ChargeCalculator } from './types';
import { openBalanceLines } from '../../owner-ledger/index';
import { lateFeeUnpaidSql, pendingDraftCovers } from '../../portal-autopay/index';
import { settingsProblem } from './settings-problem';
import { agedUnpaid, chargedThisMonth } from './unpaid-sql';

const M = MethodId;

/**
 * Late fee runs (41), the rules of @hoa/domain late-fees.ts in SQL: the run's codes are late fee
 * codes; each owner whose unpaid balance of the community's chargeable codes (late fee settings),
 * older than the exclusion days (only this month's charges when current month only), is above
 * zero is charged each late fee code by its method — 5 flat, 6 percent of unpaid, 7 flat plus
 * percent, 8 flat per unpaid code, 9 the greater — rounded to the cent half up, the offset being
 * the code's income account. An owner charged the code by a posted run this month is skipped.
 * Unpaid is what the open-balance rule leaves open (openBalanceLines): a charge paid by a check
 * that came back is unpaid since its own post date. The part of a code's unpaid that the owner's
 * pending autopay draft pays takes no late fee (lateFeeUnpaidCents of @hoa/domain over
 * pendingDraftCovers): the late fee is computed on the uncovered part, so a percent late fee is a
 * percent of it and a flat late fee is charged when any of it is left (a cap below what is due, a
 * past due not chosen, a draft over the R19 limit, a code outside the draft).
 */
export const lateFeeCalculator: ChargeCalculator = {
  txnTypeId: TxnTypeId.LateFee,
  offersCode: sql`k.code_type_id = ${CodeTypeId.LateFee}::smallint`,
  appliesFrequencyRule: false,
  isAutoSelected: () => true,
  problem: (tx: Tx, selection: SQL) =>
    settingsProblem(tx, selection, {
      table: sql`late_fee_settings`,
      choosesNoCode: sql`coalesce(cardinality(st.code_ids), 0) = 0`,
      chooseCodeMessage: LateFeeMessages.noCode,
    }),
  prepare: (tx: Tx, selection: SQL, postDate: string) =>
    pendingDraftCovers(tx, sql`select community_agent_id from (${selection}) c`, postDate),
  ownersJoined: true,
  ownerLines(selection: SQL, postDate: string, covers?: SQL) {
    if (!covers) throw new Error('a late fee run needs its pending autopay drafts (prepare)');
    const cutoff = sql`(${postDate}::date - st.exclusion_days)`;
    const monthStart = sql`date_trunc('month', ${postDate}::date)::date`;
    const lines = openBalanceLines(
      { communities: sql`select community_agent_id from settings` },
      sql`${postDate}::date`,
    );
    return sql`with settings as (
        select st.* from late_fee_settings st
         where st.community_agent_id in (select community_agent_id from (${selection}) c)),
      aged as (
        select st.community_agent_id, a.owner_agent_id, a.code_id,
               case when st.current_month_only then ${agedUnpaid(cutoff, monthStart)}
                    else ${agedUnpaid(cutoff, null)} end as aged_cents
          from settings st
          join (${lines}) a
            on a.community_agent_id = st.community_agent_id and a.code_id = any(st.code_ids)
         group by st.community_agent_id, st.current_month_only, st.exclusion_days,
                  a.owner_agent_id, a.code_id),
      unpaid as (
        select g.community_agent_id, g.owner_agent_id, g.code_id,
               ${lateFeeUnpaidSql(sql`g.aged_cents`)} as unpaid_cents
          from aged g
          left join (${covers}) c on c.owner_agent_id = g.owner_agent_id and c.code_id = g.code_id),
      owed as (
        select u.community_agent_id, u.owner_agent_id, sum(u.unpaid_cents) as unpaid_cents,
               count(*) as unpaid_codes
          from unpaid u join agents o on o.id = u.owner_agent_id and not o.is_deleted
         where u.unpaid_cents > 0
         group by u.community_agent_id, u.owner_agent_id)
      select s.community_agent_id, w.owner_agent_id, k.id as code_id,
             (case k.method_id
               when ${M.LateFeeFlat} then k.amount_cents
               when ${M.LateFeePercentOfUnpaid} then x.percent_cents
               when ${M.LateFeeFlatPlusPercent} then k.amount_cents + x.percent_cents
               when ${M.LateFeeBasedOnSelectedCodes} then k.amount_cents * w.unpaid_codes
               when ${M.LateFeeGreaterOfFlatOrPercent} then greatest(k.amount_cents, x.percent_cents)
               else 0 end)::bigint as amount_cents,
             true as is_debit, h.account_id
        from (${selection}) s
        join codes k on k.id = s.code_id
        join code_accounts h on h.code_id = k.id
         and h.code_account_type_id = ${CodeAccountTypeId.Income}::smallint
        join owed w on w.community_agent_id = s.community_agent_id
        cross join lateral (select round(w.unpaid_cents * coalesce(k.rate, 0) / 100)::bigint
                              as percent_cents) x
       where not ${chargedThisMonth(TxnTypeId.LateFee, sql`w.owner_agent_id`, sql`k.id`, postDate)}`;
  },
};
