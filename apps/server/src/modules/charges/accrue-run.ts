import { queryRows, sql, type SQL, type Tx } from '@hoa/db';
import {
  AgentTypeId,
  ChargeMessages,
  chargeRunProblem,
  claimForTxnType,
  formatDate,
  groupMap,
  isAccrualAllowed,
  StatusId,
  TxnTypes,
} from '@hoa/domain';
import { requireClaim, requireCommunities } from '../../http/access';
import { appError, badRequest, forbidden } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import {
  largeBatch,
  withJoinedReferences,
  withLargeBatchPlan,
  type JoinedReference,
} from '../gl/index';
import { requireRunFlag, type ChargeCalculator } from './calculators/index';
import { idArray } from '../../sql/index';
import { offeredCodes, periodStarts, withSelection, type RunCode } from './run-codes';

export interface AccrueRequest {
  postDate: string;
  /** Codes omitted: the auto-selected codes of the community. */
  communities: readonly { communityAgentId: number; codeIds?: readonly number[] | undefined }[];
}

export interface AccruedRun {
  CommunityAgentId: number;
  /** Null when nothing was due. */
  TopsItemId: number | null;
  OwnersCount: number;
  TotalAmount: number;
}

/**
 * Accrues a charge run for one or many communities in one request: the codes chosen and checked
 * by the rules of @hoa/domain, then every item with its owners written by one INSERT … SELECT from
 * the calculator's owner lines, whatever the number of owners: an assessment run's frozen in
 * arrays (charge_run_codes, keepsArrays), another run's as an item agent and a detail each. A
 * community's earlier run of the type still accrued is replaced (deleted, status 16).
 */
export async function accrueChargeRun(
  ctx: RequestContext,
  calculator: ChargeCalculator,
  request: AccrueRequest,
): Promise<AccruedRun[]> {
  const claim = claimForTxnType(calculator.txnTypeId);
  if (!claim) throw forbidden();
  requireClaim(ctx, claim, 'create');
  requireRunFlag(ctx, calculator);
  const communityIds = [...new Set(request.communities.map((c) => c.communityAgentId))];
  await requireCommunities(ctx, communityIds);
  const { postDate } = request;
  const codes = groupMap(
    await offeredCodes(ctx.tx, communityIds, calculator.offersCode, { counted: false }),
    (code) => code.CommunityAgentId,
  );
  const starts = await periodStarts(ctx.tx, communityIds);
  const pairs = request.communities.flatMap((c) =>
    chosenCodes(
      calculator,
      codes.get(c.communityAgentId) ?? [],
      c,
      postDate,
      starts.get(c.communityAgentId) ?? [],
    ),
  );
  const due = pairs.filter(
    (code) =>
      !calculator.appliesFrequencyRule ||
      isAccrualAllowed({ LastApplied: code.LastApplied, FrequencyId: code.FrequencyId }, postDate),
  );
  const dueCommunities = [...new Set(due.map((c) => c.CommunityAgentId))];
  await requireOpenPeriods(ctx.tx, dueCommunities, postDate);
  const selection = sql`select * from unnest(${idArray(due.map((c) => c.CommunityAgentId))},
    ${idArray(due.map((c) => c.TopsCodeId))}) as s(community_agent_id, code_id)`;
  const problem = await calculator.problem(ctx.tx, selection);
  if (problem) throw appError('ChargeRunRefused', problem);
  await ctx.tx.execute(
    sql`update items set status_id = ${StatusId.Deleted}::smallint, updated_at = now()
         where community_agent_id = any(${idArray(communityIds)})
           and txn_type_id = ${calculator.txnTypeId}::smallint
           and status_id = ${StatusId.Accrued}::smallint`,
  );
  const written = due.length === 0 ? [] : await writeRun(ctx, calculator, selection, postDate);
  return communityIds.map(
    (id) =>
      written.find((w) => w.CommunityAgentId === id) ?? {
        CommunityAgentId: id,
        TopsItemId: null,
        OwnersCount: 0,
        TotalAmount: 0,
      },
  );
}

/** The codes of one community's run: those asked, checked, or else the auto-selected. */
function chosenCodes(
  calculator: ChargeCalculator,
  offered: readonly RunCode[],
  request: AccrueRequest['communities'][number],
  postDate: string,
  starts: readonly string[],
): RunCode[] {
  if (request.codeIds === undefined) {
    return offered.filter((c) => withSelection(calculator, c, postDate, starts).IsSelected);
  }
  const chosen = request.codeIds.map((id) => {
    const code = offered.find((c) => c.TopsCodeId === id);
    if (!code) throw badRequest(ChargeMessages.codeNotOffered);
    return code;
  });
  const problem = chargeRunProblem(chosen, postDate, calculator.noCodeMessage);
  if (problem) throw badRequest(problem);
  return chosen;
}

/** Every community must have an open period, in an open year, holding the date. */
async function requireOpenPeriods(
  tx: Tx,
  communityIds: readonly number[],
  postDate: string,
): Promise<void> {
  if (communityIds.length === 0) return;
  const [blocked] = await queryRows<{ open_period: boolean | null; open_year: boolean | null }>(
    tx,
    sql`select p.is_open as open_period, not fy.is_closed as open_year
          from unnest(${idArray(communityIds)}) as c(id)
          left join fiscal_years fy on fy.community_agent_id = c.id
           and ${postDate}::date between fy.start_date and fy.end_date
          left join accounting_periods p on p.fiscal_year_id = fy.id
           and ${postDate}::date between p.start_date and p.end_date
         where p.id is null or not p.is_open or fy.is_closed
         limit 1`,
  );
  if (!blocked) return;
  if (blocked.open_period === null) throw appError('JournalEntryNoPeriod', postDate);
  throw blocked.open_year
    ? appError('JournalEntryClosedPeriod', postDate)
    : appError('JournalEntryClosedFiscalYear', postDate);
}

/**
 * A run's total of its lines (is_debit, and the amount column given): the debits, or for a run of
 * credits the credits, negative (what the owners' balances move by).
 */
export const runTotal = (calculator: ChargeCalculator, amount: SQL): SQL =>
  calculator.credits
    ? sql`-coalesce(sum(${amount}) filter (where not is_debit), 0)`
    : sql`coalesce(sum(${amount}) filter (where is_debit), 0)`;

interface WrittenRow {
  item_id: string | number;
  community: string | number;
  owners: number;
  total: string | number;
}

async function writeRun(
  ctx: RequestContext,
  calculator: ChargeCalculator,
  selection: ReturnType<typeof sql>,
  postDate: string,
): Promise<AccruedRun[]> {
  const { companyId, userId } = ctx.user;
  const typeName = TxnTypes.find((t) => t.TopsTxnTypeId === calculator.txnTypeId)?.TxnTypeName;
  const description = `${typeName ?? 'Charges'} ${formatDate(postDate)}`;
  // The rows of the inserts' RETURNING carry no statistics; a nested loop over two of them is
  // quadratic at 100,000 owners, so a large run's statement is planned with hash joins; a run of
  // a few communities keeps the default plan (hash joins would scan the company's whole tables:
  // one community's run took 300 ms instead of 30 at 1,000 communities, bench/automation.ts).
  // Counted up to the threshold only: counting 100,000 owners took 20-50 ms to learn "large".
  const prepared = await calculator.prepare?.(ctx.tx, selection, postDate);
  const [size] = await queryRows<{ n: number }>(
    ctx.tx,
    sql`select count(*)::int as n from (
          select 1 from (select distinct community_agent_id from (${selection}) s) s
          cross join lateral (select 1 from agents o
                               where o.community_agent_id = s.community_agent_id
                                 and o.agent_type_id = ${AgentTypeId.PrimaryOwner}
                               limit ${largeBatch}) o
          limit ${largeBatch}) o`,
  );
  // The item agents and details name the items and item agents the statement itself inserts.
  const joined: JoinedReference[] = ['item_agents.item_id', 'item_agent_details.item_agent_id'];
  if (calculator.ownersJoined) joined.push('item_agents.agent_id');
  const owners = calculator.keepsArrays ? runCodes(companyId) : ownerDetails(companyId);
  const rows = await withLargeBatchPlan(ctx.tx, size?.n ?? 0, () =>
    withJoinedReferences(ctx.tx, joined, () =>
      queryRows<WrittenRow>(
        ctx.tx,
        sql`with lines as materialized (
          select * from (${calculator.ownerLines(selection, postDate, prepared)}) l where l.amount_cents <> 0),
        it as (
          insert into items (company_id, community_agent_id, txn_type_id, status_id, event_date,
                             post_date, description, created_by_user_id)
          select ${companyId}, c.community_agent_id, ${calculator.txnTypeId}::smallint,
                 ${StatusId.Accrued}::smallint, ${postDate}::date, ${postDate}::date,
                 ${description}, ${userId}
            from (select distinct community_agent_id from lines) c
          returning id, community_agent_id),
        ${owners}
        select it.id as item_id, it.community_agent_id as community, t.owners, t.total
          from it join (select community_agent_id, count(distinct owner_agent_id)::int as owners,
                               ${runTotal(calculator, sql`amount_cents`)} as total
                          from lines group by community_agent_id) t
            on t.community_agent_id = it.community_agent_id`,
      ),
    ),
  );
  return rows.map((r) => ({
    CommunityAgentId: Number(r.community),
    TopsItemId: Number(r.item_id),
    OwnersCount: r.owners,
    TotalAmount: Number(r.total),
  }));
}

/**
 * The CTEs writing a run's owners as an item agent and a detail each, from `lines` and the items
 * `it` of the same statement.
 */
const ownerDetails = (companyId: number): SQL => sql`ia as (
          insert into item_agents (company_id, item_id, agent_id)
          select ${companyId}, it.id, o.owner_agent_id
            from (select distinct community_agent_id, owner_agent_id from lines) o
            join it on it.community_agent_id = o.community_agent_id
          returning id, item_id, agent_id),
        det as (
          insert into item_agent_details (company_id, item_agent_id, code_id, amount_cents,
                                          accrued_amount_cents, is_debit, account_id)
          select ${companyId}, ia.id, l.code_id, l.amount_cents, l.amount_cents, l.is_debit,
                 l.account_id
            from lines l
            join it on it.community_agent_id = l.community_agent_id
            join ia on ia.item_id = it.id and ia.agent_id = l.owner_agent_id)`;

/**
 * The CTE writing an assessment run's owners frozen in arrays (keepsArrays): a row per item, code,
 * side and offset account, its owners in id order with their amounts, accrued and now the same.
 */
const runCodes = (companyId: number): SQL => sql`rc as (
          insert into charge_run_codes (company_id, community_agent_id, item_id, code_id, is_debit,
                                        account_id, owner_agent_ids, accrued_amounts, amounts,
                                        removed)
          select ${companyId}, it.community_agent_id, it.id, l.code_id, l.is_debit, l.account_id,
                 array_agg(l.owner_agent_id order by l.owner_agent_id),
                 array_agg(l.amount_cents order by l.owner_agent_id),
                 array_agg(l.amount_cents order by l.owner_agent_id),
                 array_fill(false, array[count(*)::int])
            from lines l
            join it on it.community_agent_id = l.community_agent_id
           group by it.community_agent_id, it.id, l.code_id, l.is_debit, l.account_id)`;
