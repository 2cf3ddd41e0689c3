import { queryPrepared, queryRows, sql, type SQL, type Tx } from '@hoa/db';
import { postingProblem, type PostingEntry } from '@hoa/domain';
import { appError } from '../../http/errors';

/**
 * Ledger lines built set-based: a relation with the columns item_id, community_agent_id,
 * post_date, account_id, cost_center_id, debit_cents, credit_cents, description,
 * item_agent_detail_id, which the posting inserts in one INSERT … SELECT.
 */
export interface LedgerLineQuery extends LedgerLineOptions {
  query: SQL;
}

/**
 * What a posting builder (`<document>-posting.ts`) returns: entries built in memory, or a query
 * of the lines when the document is read and posted set-based.
 */
export type Posting = readonly PostingEntry[] | LedgerLineQuery;

/**
 * The one posting function: every area's posting builder hands its posting here. All lines of all
 * entries go in one INSERT … SELECT, so the database's checks (balance, open period and year,
 * immutability) and the period balances run once, set-based. Lines take the period that holds
 * their post date in their community's fiscal years. Entries built in memory are checked first
 * (postingProblem: two lines or more, whole cents, one side each, balanced); a query's lines are
 * checked by the database alone. Returns the number of lines written and the query's summary.
 */
export async function postEntries(
  tx: Tx,
  companyId: number,
  posting: Posting,
): Promise<{ lines: number; summary: unknown }> {
  if ('query' in posting) return insertLedgerLines(tx, companyId, posting.query, posting);
  const lines = [];
  for (const entry of posting) {
    const problem = postingProblem(entry);
    if (problem) throw appError('LedgerPostingRefused', problem);
    for (const line of entry.lines) {
      lines.push({
        item_id: entry.itemId,
        community_agent_id: entry.communityAgentId,
        post_date: entry.postDate,
        account_id: line.accountId,
        cost_center_id: line.costCenterId ?? null,
        debit_cents: line.debitCents,
        credit_cents: line.creditCents,
        description: line.description ?? null,
        item_agent_detail_id: line.itemAgentDetailId ?? null,
      });
    }
  }
  if (lines.length === 0) return { lines: 0, summary: null };
  return insertLedgerLines(
    tx,
    companyId,
    sql`select * from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as t(
          item_id bigint, community_agent_id bigint, post_date date, account_id bigint,
          cost_center_id bigint, debit_cents bigint, credit_cents bigint, description text,
          item_agent_detail_id bigint)`,
    { prepared: true },
  );
}

/** What else a posting writes and reports in the statement of its ledger lines. */
export interface LedgerLineOptions {
  /** Common table expressions the source reads, run in the same statement. */
  before?: SQL;
  /** A value the statement returns besides the lines (read from the `before` expressions). */
  summary?: SQL;
  /**
   * The statement's text is the same on every call (all its values are parameters): it is then
   * prepared once per connection, not planned on every posting. Not for a source whose text
   * varies, each text would stay prepared on the connection.
   */
  prepared?: boolean;
}

/**
 * Writes ledger lines from a relation with the columns item_id, community_agent_id, post_date,
 * account_id, cost_center_id, debit_cents, credit_cents, description, item_agent_detail_id, in one
 * INSERT … SELECT, in the source's order (an item's lines read back in the order written, whatever
 * plan the period join takes), and returns the number of lines and the summary asked for.
 * Internal to the gl module: postEntries feeds it every posting, the receivable posting (owner-lines.ts) its summed
 * lines in the statement that writes the owner lines, reversePosting the reversed lines. Each line
 * takes the period holding its post date; a line no period holds stops the whole posting.
 */
export async function insertLedgerLines(
  tx: Tx,
  companyId: number,
  source: SQL,
  { before, summary, prepared = false }: LedgerLineOptions = {},
): Promise<{ lines: number; summary: unknown }> {
  const [row] = await (prepared ? queryPrepared : queryRows)<{
    placed: number;
    input: number;
    unplaced: string | null;
    summary: unknown;
  }>(
    tx,
    sql`with ${before ? sql`${before}, ` : sql``}input as (
          select s.*, row_number() over () as line_no from (${source}) s
        ), placed as (
          insert into gl_lines (company_id, community_agent_id, item_id, item_agent_detail_id,
            account_id, cost_center_id, fiscal_year_id, period_id, post_date, debit_cents,
            credit_cents, description)
          select ${companyId}, i.community_agent_id, i.item_id, i.item_agent_detail_id, i.account_id,
                 i.cost_center_id, p.fiscal_year_id, p.id, i.post_date, i.debit_cents, i.credit_cents,
                 i.description
            from input i
            join fiscal_years fy on fy.community_agent_id = i.community_agent_id
            join accounting_periods p on p.fiscal_year_id = fy.id
             and i.post_date between p.start_date and p.end_date
           order by i.line_no
          returning 1
        ), counts as materialized (
          select (select count(*)::int from placed) as placed, (select count(*)::int from input) as input
        )
        select n.placed, n.input,
               case when n.placed <> n.input then
                 (select string_agg(distinct to_char(i.post_date, 'YYYY-MM-DD'), ', ') from input i
                   where not exists (select 1 from fiscal_years fy
                                       join accounting_periods p on p.fiscal_year_id = fy.id
                                      where fy.community_agent_id = i.community_agent_id
                                        and i.post_date between p.start_date and p.end_date))
               end as unplaced,
               ${summary ?? sql`null`} as summary
          from counts n`,
  );
  if (row && row.placed === row.input) return { lines: row.placed, summary: row.summary };
  throw appError('LedgerNoPeriodForPostDate', row?.unplaced ?? '');
}
