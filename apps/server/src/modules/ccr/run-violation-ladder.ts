import { queryRows, sql, type Database, type SQL } from '@hoa/db';
import {
  advanceCheck,
  localDay,
  nextActionOn,
  nextLevelDue,
  TxnTypeId,
  ViolationMessages as M,
  type IsoDate,
} from '@hoa/domain';
import type { CompanyWork } from '../../http/request-context';
import { runPerCompany, type CompanyFailure } from '../../jobs/per-company';
import { idArray } from '../../sql/index';
import { firstDeliveredOnSql } from '../message-batches/index';
import { levelsOfProcesses } from './process-levels';
import { prepareTakings, takeLevels, type LevelTaking } from './take-levels';

/** What a run did in one company. */
export interface CompanyLadder {
  /** Violations that took their due level. */
  advanced: number;
  /** Violations whose due level was held (the fine and notice guard, its letter, its fine). */
  held: number;
}

export interface LadderRun extends CompanyLadder {
  /** Violations whose level could not be taken for another reason: tried again next run. */
  failures: CompanyFailure[];
  /** Each company's counts (a company with nothing due is not there). */
  byCompany: Map<number, CompanyLadder>;
}

interface Candidate {
  item_id: string | number;
  community_agent_id: string | number;
  property_agent_id: string | number;
  owner_agent_id: string | number;
  code_id: string | number;
  code_alias: string;
  code_name: string;
  description: string | null;
  action_process_id: string | number;
  current_sequence: number | null;
  taken_on: string;
  delivered_on: string | null;
  hearing_on: string | null;
}

/** Open violations whose next action date has come, not yet acted on this day. */
const dueOn = (day: IsoDate) =>
  sql`v.state = 'Open' and v.next_action_on <= ${day}::date and v.action_process_id is not null
      and not exists (select 1 from violation_actions a
                       where a.item_id = v.item_id and a.taken_on >= ${day}::date)`;

/**
 * One company's ladder on the day, set-based whatever the number of violations (`only` narrows
 * it to some): the due violations read with their last action day, first notice delivery and
 * latest hearing (hearingHeldOn's day), the
 * advance rule and the fine and notice guard of the domain applied to each, then every level that
 * may run taken at once (takeLevels: letters, fines, actions). A violation whose level may not run
 * keeps its level with the reason and the day (ladder_held_reason); one whose next action date was
 * stale (its process changed) gets the right one.
 */
async function ladderStep(ctx: CompanyWork, day: IsoDate, only: SQL = sql`true`) {
  const candidates = await queryRows<Candidate>(
    ctx.tx,
    sql`select v.item_id, i.community_agent_id, v.property_agent_id, v.owner_agent_id, v.code_id,
               k.code_alias, k.code_name, i.description, v.action_process_id, v.current_sequence,
               coalesce((select max(a.taken_on) from violation_actions a
                          where a.item_id = v.item_id), v.observed_on)::text as taken_on,
               ${firstDeliveredOnSql(sql`v.item_id`, sql`v.owner_agent_id`)} as delivered_on,
               (select max(h.held_on)::text from violation_hearings h
                 where h.item_id = v.item_id) as hearing_on
          from violation_records v
          join items i on i.id = v.item_id and i.txn_type_id = ${TxnTypeId.CcrRecord}
          join codes k on k.id = v.code_id
         where ${dueOn(day)} and ${only}
         order by v.item_id
           for update of v`,
  );
  const levels = await levelsOfProcesses(ctx, [
    ...new Set(candidates.map((c) => Number(c.action_process_id))),
  ]);
  const takings: LevelTaking[] = [];
  const held: { item_id: number; reason: string }[] = [];
  const restated: { item_id: number; next_on: IsoDate | null }[] = [];
  for (const c of candidates) {
    const ladder = levels.get(Number(c.action_process_id)) ?? [];
    const position = { CurrentSequence: c.current_sequence, TakenOn: c.taken_on };
    const due = nextLevelDue(ladder, position, day);
    if (!due || !due.IsDue) {
      restated.push({ item_id: Number(c.item_id), next_on: due?.DueOn ?? null });
      continue;
    }
    const notice = { NoticeDeliveredOn: c.delivered_on, HearingHeldOn: c.hearing_on };
    const { Level: level, Problem: problem } = advanceCheck(ladder, position, notice, day, false);
    if (problem !== null || level === null) {
      held.push({ item_id: Number(c.item_id), reason: problem ?? M.lastLevelTaken });
      continue;
    }
    const next = { CurrentSequence: level.Sequence, TakenOn: day };
    takings.push({
      record: {
        TopsItemId: Number(c.item_id),
        CommunityAgentId: Number(c.community_agent_id),
        PropertyAgentId: Number(c.property_agent_id),
        OwnerAgentId: Number(c.owner_agent_id),
        TopsCodeId: Number(c.code_id),
        CodeAlias: c.code_alias,
        CodeName: c.code_name,
        Description: c.description ?? '',
      },
      level,
      nextOn: nextActionOn(ladder, next),
    });
  }
  const prepared = await prepareTakings(ctx, takings);
  const ready = takings.filter((_, i) => prepared.problems[i] === null);
  takings.forEach((t, i) => {
    const problem = prepared.problems[i];
    if (problem) held.push({ item_id: t.record.TopsItemId, reason: problem });
  });
  await takeLevels(ctx, ready, prepared, day, { forced: false, ladderRunOn: day });
  if (held.length > 0)
    await ctx.tx.execute(
      sql`update violation_records v
             set ladder_held_reason = left(r.reason, 300), ladder_held_on = ${day}::date
            from jsonb_to_recordset(${JSON.stringify(held)}::jsonb) as r(item_id bigint, reason text)
           where v.item_id = r.item_id`,
    );
  if (restated.length > 0)
    await ctx.tx.execute(
      sql`update violation_records v set next_action_on = r.next_on
            from jsonb_to_recordset(${JSON.stringify(restated)}::jsonb) as r(item_id bigint, next_on date)
           where v.item_id = r.item_id`,
    );
  return { advanced: ready.length, held: held.length, items: candidates.map((c) => c.item_id) };
}

/**
 * The daily ladder job (issue 20): every open violation whose next level is due on asOf's day
 * takes it, with its letter queued in a message batch and its fine posted, company by company in
 * one transaction each. Should a company's run fail as a whole, each of its due violations is tried
 * alone, so that one violation's failure leaves the others taken (all or nothing per violation).
 * Running it again the same day does nothing twice: a violation acted on that day is not due, and a
 * level is taken once (violation_actions_level_once).
 */
export async function runViolationLadder(database: Database, asOf: Date): Promise<LadderRun> {
  const day = localDay(asOf);
  // A company's counts stand once its transaction has committed (it is not a failure).
  const byCompany = new Map<number, CompanyLadder>();
  const companies = await runPerCompany(
    database,
    sql`select distinct v.company_id::int8 as "companyId" from violation_records v
         where ${dueOn(day)} order by 1`,
    async (tx, companyId) => {
      const step = await ladderStep({ tx, user: { companyId, userId: null } }, day);
      byCompany.set(companyId, { advanced: step.advanced, held: step.held });
      return step.advanced;
    },
  );
  const failures: CompanyFailure[] = [];
  for (const failure of companies.failures) {
    const result = await oneByOne(database, failure.companyId, day);
    byCompany.set(failure.companyId, { advanced: result.advanced, held: result.held });
    failures.push(...result.failures);
  }
  const counts = [...byCompany.values()];
  return {
    advanced: counts.reduce((sum, c) => sum + c.advanced, 0),
    held: counts.reduce((sum, c) => sum + c.held, 0),
    failures,
    byCompany,
  };
}

/** A company's due violations, each in a transaction of its own. */
async function oneByOne(
  database: Database,
  companyId: number,
  day: IsoDate,
): Promise<CompanyLadder & { failures: CompanyFailure[] }> {
  const scope = { companyId, userId: null };
  const ids = await database.withTenant(scope, (tx) =>
    queryRows<{ item_id: string | number }>(
      tx,
      sql`select v.item_id from violation_records v where ${dueOn(day)} order by v.item_id`,
    ),
  );
  const result = { advanced: 0, held: 0, failures: [] as CompanyFailure[] };
  for (const { item_id } of ids) {
    try {
      const step: CompanyLadder = await database.withTenant(scope, (tx) =>
        ladderStep({ tx, user: scope }, day, sql`v.item_id = any(${idArray([Number(item_id)])})`),
      );
      result.advanced += step.advanced;
      result.held += step.held;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      result.failures.push({ companyId, message: `Violation ${item_id}: ${message}` });
    }
  }
  return result;
}
