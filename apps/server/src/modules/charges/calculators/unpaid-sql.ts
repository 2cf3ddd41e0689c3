import { sql, type SQL } from '@hoa/db';

/**
 * The SQL of @hoa/domain agedUnpaidCents, per owner and code over ar_lines `a` (already limited
 * to lines on or before the run date): the balance less the charges posted after `cutoff`, never
 * below zero; with `fromDate`, at most the charges posted from that day to the cutoff.
 */
export function agedUnpaid(cutoff: SQL, fromDate: SQL | null): SQL {
  const aged = sql`greatest(0, sum(a.amount_cents) - coalesce(sum(a.amount_cents)
                     filter (where a.post_date > ${cutoff} and a.amount_cents > 0), 0))`;
  if (fromDate === null) return aged;
  return sql`least(${aged}, coalesce(sum(a.amount_cents) filter (where a.amount_cents > 0
               and a.post_date >= ${fromDate} and a.post_date <= ${cutoff}), 0))`;
}

/** Whether the owner was already charged the code by a posted run of the type in the month. */
export function chargedThisMonth(txnTypeId: number, owner: SQL, code: SQL, postDate: string): SQL {
  return sql`coalesce((select sum(m.amount_cents) from ar_lines m
              where m.owner_agent_id = ${owner} and m.code_id = ${code}
                and m.txn_type_id = ${txnTypeId}::smallint
                and date_trunc('month', m.post_date) = date_trunc('month', ${postDate}::date)), 0) > 0`;
}
