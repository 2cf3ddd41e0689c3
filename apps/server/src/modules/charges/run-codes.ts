import { queryRows, sql, type SQL, type Tx } from '@hoa/db';
import { Frequencies, isAccrualAllowed, nextDueDate } from '@hoa/domain';
import type { ChargeRunCode } from '@hoa/contract';
import type { ChargeCalculator } from './calculators/index';
import { idArray } from '../../sql/index';

export interface RunCode extends Omit<ChargeRunCode, 'IsSelected' | 'IsDue'> {
  CommunityAgentId: number;
}

interface CodeRow {
  id: string | number;
  community: string | number;
  type_id: number;
  alias: string;
  name: string;
  frequency_id: number | null;
  method_id: number | null;
  last_applied: string | null;
  start_date: string | null;
  end_date: string | null;
  amount_cents: string | number;
  rate: string | null;
  assigned: number;
}

/**
 * The codes a run offers in each community (filter on codes k), with their assignment counts
 * unless `counted` is false (an accrual, which shows none: counting 100,000 assignments took
 * 30-40 ms; AssignedCount is then 0).
 */
export async function offeredCodes(
  tx: Tx,
  communityIds: readonly number[],
  offersCode: SQL,
  { counted = true }: { counted?: boolean } = {},
): Promise<RunCode[]> {
  const assigned = counted
    ? sql`(select count(*)::int from charge_assignments ca
            where ca.community_agent_id = k.community_agent_id and ca.code_id = k.id)`
    : sql`0`;
  const rows = await queryRows<CodeRow>(
    tx,
    sql`select k.id, k.community_agent_id as community, k.code_type_id as type_id,
               k.code_alias as alias, k.code_name as name, k.frequency_id, k.method_id,
               k.last_applied::text, k.start_date::text, k.end_date::text, k.amount_cents,
               k.rate::text, ${assigned} as assigned
          from codes k
         where k.community_agent_id = any(${idArray(communityIds)}) and ${offersCode}
         order by k.community_agent_id, k.code_alias`,
  );
  return rows.map((r) => ({
    TopsCodeId: Number(r.id),
    CommunityAgentId: Number(r.community),
    TopsCodeTypeId: r.type_id,
    CodeAlias: r.alias,
    CodeName: r.name,
    FrequencyId: r.frequency_id,
    FrequencyName: Frequencies.find((f) => f.FrequencyId === r.frequency_id)?.FrequencyName ?? null,
    MethodId: r.method_id,
    LastApplied: r.last_applied,
    NextDueDate: r.last_applied === null ? null : nextDueDate(r.last_applied, r.frequency_id),
    StartDate: r.start_date,
    EndDate: r.end_date,
    Amount: Number(r.amount_cents),
    Rate: r.rate,
    AssignedCount: r.assigned,
  }));
}

/** The start dates of each community's accounting periods, in order. */
export async function periodStarts(
  tx: Tx,
  communityIds: readonly number[],
): Promise<Map<number, string[]>> {
  const rows = await queryRows<{ community: string | number; starts: string[] }>(
    tx,
    sql`select fy.community_agent_id as community,
               array_agg(p.start_date::text order by p.start_date) as starts
          from accounting_periods p join fiscal_years fy on fy.id = p.fiscal_year_id
         where fy.community_agent_id = any(${idArray(communityIds)})
         group by fy.community_agent_id`,
  );
  return new Map(rows.map((r) => [Number(r.community), r.starts]));
}

const autoFacts = (code: RunCode) => ({
  TopsCodeTypeId: code.TopsCodeTypeId,
  FrequencyId: code.FrequencyId,
  LastApplied: code.LastApplied,
  StartDate: code.StartDate,
  EndDate: code.EndDate,
});

/** The settings view of a code on a date: due by the frequency rule, selected by auto-select. */
export function withSelection(
  calculator: ChargeCalculator,
  code: RunCode,
  postDate: string,
  starts: readonly string[],
): ChargeRunCode {
  const isDue = !calculator.appliesFrequencyRule || isAccrualAllowed(autoFacts(code), postDate);
  const ended = code.EndDate !== null && code.EndDate <= postDate;
  return {
    TopsCodeId: code.TopsCodeId,
    TopsCodeTypeId: code.TopsCodeTypeId,
    CodeAlias: code.CodeAlias,
    CodeName: code.CodeName,
    FrequencyId: code.FrequencyId,
    FrequencyName: code.FrequencyName,
    MethodId: code.MethodId,
    LastApplied: code.LastApplied,
    NextDueDate: code.NextDueDate,
    StartDate: code.StartDate,
    EndDate: code.EndDate,
    Amount: code.Amount,
    Rate: code.Rate,
    AssignedCount: code.AssignedCount,
    IsDue: isDue,
    IsSelected: isDue && !ended && calculator.isAutoSelected(autoFacts(code), postDate, starts),
  };
}
