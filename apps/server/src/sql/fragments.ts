// SQL pieces every search and list shares. The matching expressions are written exactly as the trigram
// indexes are built (packages/db schema), so the planner can use those indexes.
import { keepsPreparedStatements, queryPrepared, queryRows, sql, type SQL } from '@hoa/db';
import { AgentTypeId, hiddenAgentTypeIds, likePatterns, phoneDigits } from '@hoa/domain';
import type { RequestContext } from '../http/request-context';
import { inUserCommunities } from './community-scope';
import { idArray } from './id-array';

/** The expression matches one of the ILIKE patterns. */
export function ilikeAny(expression: SQL, patterns: readonly string[]): SQL {
  return sql`(${sql.join(
    patterns.map((pattern) => sql`${expression} ilike ${pattern}`),
    sql` or `,
  )})`;
}

/** A column of an aliased table, e.g. column('c', 'display_name'); both are our own constants. */
export function column(alias: string, name: string): SQL {
  return sql.raw(`${alias}.${name}`);
}

/** The street line of an address, as index addresses_street_line_trgm is built. */
export function streetLine(alias: string): SQL {
  return sql.raw(
    `(case when ${alias}.street_number is null then ${alias}.street_name ` +
      `else ${alias}.street_number || ' ' || ${alias}.street_name end)`,
  );
}

/** The digits of a phone, as index phones_number_trgm is built. */
export function phoneLine(alias: string): SQL {
  return sql.raw(`(${alias}.area_code || ${alias}.phone_number)`);
}

/** What a normalized term is matched with: its ILIKE patterns and, if it reads as one, a phone. */
export interface TermMatch {
  term: string;
  patterns: string[];
  phonePattern: string | null;
}

export function termMatch(term: string): TermMatch {
  const digits = phoneDigits(term);
  return { term, patterns: likePatterns(term), phonePattern: digits ? `%${digits}%` : null };
}

/** The community an agent belongs to: itself for a community, null for company-wide agents. */
export function agentCommunity(alias: string): SQL {
  return sql.raw(
    `(case when ${alias}.agent_type_id = ${AgentTypeId.Community} then ${alias}.id ` +
      `else ${alias}.community_agent_id end)`,
  );
}

/**
 * Agents the caller may see: not deleted, of a type whose claim they can read, and either
 * company-wide (vendors, banks, organizations: no community) or in a community on their list.
 */
export function visibleAgent(ctx: RequestContext, alias: string): SQL {
  const a = (name: string) => column(alias, name);
  return sql`(not ${a('is_deleted')}
    and (${agentCommunity(alias)} is null or ${inUserCommunities(ctx, agentCommunity(alias), { live: true })})
    and ${a('agent_type_id')} <> all(${idArray(hiddenAgentTypeIds(ctx.user.grants))}))`;
}

export interface PageParts {
  /** Extra CTEs the filtered rows use, written as `name as (...)`. */
  ctes?: SQL;
  /** The rows of the list with an `ord` column giving their order (row_number over the sort). */
  filtered: SQL;
  /**
   * The relation the total counts, when `filtered` holds only the rows up to the page's end (a
   * CTE of ctes with every row): numbering the first rows only sorts those, not every match.
   */
  counted?: SQL;
  skip: number;
  take: number;
  /** Columns computed for the page's rows only (alias page), and the joins they need. */
  select?: SQL;
  joins?: SQL;
}

/**
 * One page of a list and the list's total in one statement: the total comes with every row, and
 * alone (with null page columns) when the page lies past the end. Expensive columns are computed
 * for the page's rows only.
 */
export function pageQuery(parts: PageParts): SQL {
  return sql`with ${parts.ctes ? sql`${parts.ctes},` : sql``} filtered as (${parts.filtered})
    select t.total_count, page.* ${parts.select ? sql`, ${parts.select}` : sql``}
    from (select count(*)::int as total_count from ${parts.counted ?? sql`filtered`}) t
    left join (select * from filtered order by ord offset ${parts.skip} limit ${parts.take}) page on true
    ${parts.joins ?? sql``}
    order by page.ord`;
}

/** The rows of a pageQuery answer that are list rows (not the lone total of an empty page). */
export function pageRows<R extends { ord: unknown }>(rows: readonly R[]): R[] {
  return rows.filter((row) => row.ord !== null);
}

/**
 * Runs a search or list query with the planner told how these queries are built. Every search is
 * driven by its trigram indexes, but with a LIMIT the planner may bet on a sequential scan reaching
 * enough matches early; for a 2-character term that read 100,000 names. And a search over 100,000
 * owners is costed above jit_above_cost, where compiling it takes longer than running it.
 */
export async function searchRows<T>(ctx: RequestContext, query: SQL): Promise<T[]> {
  await tellPlanner(ctx, false);
  return queryRows<T>(ctx.tx, query);
}

/**
 * searchRows for the searches typed into the app (global and owner search), whose plans took
 * longer to make than to run: on a PostgreSQL server each shape of query is a named prepared
 * statement planned once per connection (a generic plan: the trigram indexes read the patterns
 * as they come), so a call only executes it. On PGlite, searchRows.
 */
export async function preparedSearchRows<T>(ctx: RequestContext, query: SQL): Promise<T[]> {
  await tellPlanner(ctx, keepsPreparedStatements(ctx.tx));
  return queryPrepared<T>(ctx.tx, query);
}

/**
 * The planner settings of searchRows, once per transaction (the settings are transaction-local):
 * an owner search runs up to three statements, and each statement more is a round trip more.
 */
async function tellPlanner(ctx: RequestContext, genericPlans: boolean): Promise<void> {
  const told = plannerTold.get(ctx.tx);
  if (told === 'generic' || (told === 'custom' && !genericPlans)) return;
  await ctx.tx.execute(
    genericPlans
      ? sql`select set_config('jit', 'off', true), set_config('enable_seqscan', 'off', true),
          set_config('plan_cache_mode', 'force_generic_plan', true)`
      : sql`select set_config('jit', 'off', true), set_config('enable_seqscan', 'off', true)`,
  );
  plannerTold.set(ctx.tx, genericPlans ? 'generic' : 'custom');
}

/** The transactions whose planner settings searchRows has made already, and which. */
const plannerTold = new WeakMap<RequestContext['tx'], 'custom' | 'generic'>();
