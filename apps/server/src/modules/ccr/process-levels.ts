import { queryRows, sql } from '@hoa/db';
import type { CcrRecord } from '@hoa/contract';
import type { IsoDate } from '@hoa/domain';
import type { CompanyWork, RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';

/** A live level of an action process as the ladder reads it. */
export interface LevelRow {
  Id: number;
  Sequence: number;
  LevelName: string;
  Days: number;
  AdminFee: number;
  TemplateId: number | null;
  NoticeDays: number;
  IsHearingRequired: boolean;
  IsDeleted: boolean;
}

/** The live levels of an action process by Sequence. */
export async function processLevels(
  ctx: CompanyWork,
  actionProcessId: number,
): Promise<LevelRow[]> {
  return (await levelsOfProcesses(ctx, [actionProcessId])).get(actionProcessId) ?? [];
}

/** The live levels of action processes by Sequence, by process, in one statement. */
export async function levelsOfProcesses(
  ctx: CompanyWork,
  actionProcessIds: readonly number[],
): Promise<Map<number, LevelRow[]>> {
  const rows = await queryRows<
    LevelRow & { Id: string | number; AdminFee: string | number; process: string | number }
  >(
    ctx.tx,
    sql`select action_process_id as process, id as "Id", sequence as "Sequence",
               level_name as "LevelName", days as "Days", admin_fee_cents as "AdminFee",
               template_id as "TemplateId", notice_days as "NoticeDays",
               is_hearing_required as "IsHearingRequired", is_deleted as "IsDeleted"
          from action_process_levels
         where action_process_id = any(${idArray(actionProcessIds)}) and not is_deleted
         order by action_process_id, sequence, id`,
  );
  const byProcess = new Map<number, LevelRow[]>();
  for (const { process, ...row } of rows) {
    const list = byProcess.get(Number(process)) ?? [];
    byProcess.set(Number(process), list);
    list.push({
      ...row,
      Id: Number(row.Id),
      AdminFee: Number(row.AdminFee),
      TemplateId: row.TemplateId === null ? null : Number(row.TemplateId),
    });
  }
  return byProcess;
}

/** The day the violation took its last action, or was observed before its first. */
export async function lastTakenOn(ctx: RequestContext, record: CcrRecord): Promise<IsoDate> {
  const [row] = await queryRows<{ day: string | null }>(
    ctx.tx,
    sql`select max(taken_on)::text as day from violation_actions where item_id = ${record.TopsItemId}`,
  );
  return row?.day ?? record.ObservedDate;
}
