import { sql, type SQL } from '@hoa/db';
import { openPartSql } from '../../owner-ledger/index';

/**
 * The SQL of @hoa/domain agedUnpaidCents, per owner and code over the lines `a` of
 * openBalanceLines (already limited to the run date): the open part of the charges posted on or
 * before `cutoff`, credits paying the oldest charges first; with `fromDate`, of the charges posted
 * from that day to the cutoff.
 */
export function agedUnpaid(cutoff: SQL, fromDate: SQL | null): SQL {
  const charges = (when: SQL) =>
    sql`coalesce(sum(a.amount_cents) filter (where a.amount_cents > 0 and ${when}), 0)`;
  const through = charges(sql`a.post_date <= ${cutoff}`);
  const range =
    fromDate === null ? through : charges(sql`a.post_date between ${fromDate} and ${cutoff}`);
  const credits = sql`coalesce(sum(-a.amount_cents) filter (where a.amount_cents < 0), 0)`;
  return openPartSql(range, through, credits);
}

/** Whether the owner was already charged the code by a posted run of the type in the month. */
export function chargedThisMonth(txnTypeId: number, owner: SQL, code: SQL, postDate: string): SQL {
  return sql`coalesce((select sum(m.amount_cents) from ar_lines m
              where m.owner_agent_id = ${owner} and m.code_id = ${code}
                and m.txn_type_id = ${txnTypeId}::smallint
                and date_trunc('month', m.post_date) = date_trunc('month', ${postDate}::date)), 0) > 0`;
}
