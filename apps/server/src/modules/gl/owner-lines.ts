import { sql, type SQL, type Tx } from '@hoa/db';
import { insertLedgerLines } from './post-entries';

// The writing side of the receivable posting builder (post-receivable-items.ts): owner lines and
// the ledger lines summed from them, in one statement.

/**
 * A posted owner item: the codes of its owner lines, what it charged (its debit lines) and what
 * it credited (its credit lines, positive).
 */
export interface PostedOwnerItem {
  itemId: number;
  codeIds: number[];
  chargedCents: number;
  creditedCents: number;
}

/**
 * Writes owner lines (the columns of ar_lines) and their ledger lines in one statement: the lines
 * are read once, into owner_lines, which both inserts read. Returns each item's codes and charges.
 * `before`: common table expressions (each followed by a comma) the source reads. `removal`: the
 * lines reverse removed owners' lines, each naming the line it reverses (`reversed_line_id`); both
 * are recorded as taken off (ar_removed_lines), which owner screens and balances leave out.
 */
export async function postOwnerLines(
  tx: Tx,
  companyId: number,
  source: SQL,
  { before = sql``, removal = false }: { before?: SQL; removal?: boolean } = {},
): Promise<PostedOwnerItem[]> {
  const written = insertOwnerLines(companyId, sql`select * from owner_lines`);
  const writes = removal
    ? sql`owner_lines_written as (${written} returning id, community_agent_id, owner_agent_id),
        removed_lines as (
          insert into ar_removed_lines (ar_line_id, company_id, community_agent_id, owner_agent_id)
          select o.reversed_line_id, ${companyId}::bigint, o.community_agent_id, o.owner_agent_id
            from owner_lines o
          union all
          select w.id, ${companyId}::bigint, w.community_agent_id, w.owner_agent_id
            from owner_lines_written w)`
    : sql`owner_lines_written as (${written})`;
  const { summary } = await insertLedgerLines(tx, companyId, summedLedgerLines(sql`owner_lines`), {
    before: sql`${before}owner_lines as materialized (${source}), ${writes}`,
    summary: sql`(select coalesce(json_agg(json_build_object('itemId', x.item_id,
        'codeIds', x.code_ids, 'chargedCents', x.charged, 'creditedCents', x.credited)), '[]')
        from (select item_id, array_agg(distinct code_id) as code_ids,
                     coalesce(sum(amount_cents) filter (where amount_cents > 0), 0) as charged,
                     coalesce(-sum(amount_cents) filter (where amount_cents < 0), 0) as credited
                from owner_lines group by item_id) x)`,
  });
  return summary as PostedOwnerItem[];
}

/** Inserts owner lines: every column of ar_lines but its id, company and time, from `source`. */
export function insertOwnerLines(companyId: number, source: SQL): SQL {
  return sql`insert into ar_lines (company_id, community_agent_id, property_agent_id, owner_agent_id,
          code_id, item_id, item_agent_detail_id, txn_type_id, post_date, amount_cents, account_id,
          cost_center_id, offset_account_id, description, moved_line_id)
        select ${companyId}, s.community_agent_id, s.property_agent_id, s.owner_agent_id, s.code_id,
               s.item_id, s.item_agent_detail_id, s.txn_type_id, s.post_date, s.amount_cents,
               s.account_id, s.cost_center_id, s.offset_account_id, s.description, s.moved_line_id
          from (${source}) s`;
}

/**
 * The ledger lines of owner lines: each line's amount held (+ debit) on its account and cost
 * center and offset on its offset account, summed per item, code, account, cost center and side,
 * described by the code, naming the detail when made of one. Summed per item, code, accounts and
 * side first, so the two sides are built from a handful of sums, not from every line.
 */
function summedLedgerLines(ownerLines: SQL): SQL {
  return sql`select s.item_id, s.community_agent_id, s.post_date, s.account_id, s.cost_center_id,
        s.debit_cents, s.credit_cents, left(c.code_alias || ' ' || c.code_name, 200) as description,
        s.item_agent_detail_id
      from (select g.item_id, g.community_agent_id, g.post_date, g.code_id, x.account_id,
                   x.cost_center_id, sum(greatest(x.signed, 0))::bigint as debit_cents,
                   sum(greatest(-x.signed, 0))::bigint as credit_cents,
                   case when sum(g.lines) = 1 then min(g.detail_id) end as item_agent_detail_id
              from (select o.item_id, o.community_agent_id, o.post_date, o.code_id, o.account_id,
                           o.cost_center_id, o.offset_account_id, sum(o.amount_cents) as cents,
                           count(*) as lines, min(o.item_agent_detail_id) as detail_id
                      from ${ownerLines} o
                     where o.amount_cents <> 0
                     group by o.item_id, o.community_agent_id, o.post_date, o.code_id, o.account_id,
                              o.cost_center_id, o.offset_account_id, o.amount_cents > 0) g
             cross join lateral (values (g.account_id, g.cost_center_id, g.cents),
                                        (g.offset_account_id, null::bigint, -g.cents))
                as x(account_id, cost_center_id, signed)
             where x.account_id is not null
             group by g.item_id, g.community_agent_id, g.post_date, g.code_id, x.account_id,
                      x.cost_center_id, x.signed > 0) s
      join codes c on c.id = s.code_id`;
}
