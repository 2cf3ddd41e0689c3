import { actionProcesses, actionProcessLevels, eq, queryRows, sql } from '@hoa/db';
import type { ActionProcess, contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  actionProcessProblems,
  liveLevels,
  renumberLevels,
  type TemplateLevelFields,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import {
  CcrProcessKind,
  readActionProcess,
  requireActionProcess,
  usableLetterTemplates,
  type ProcessKind,
} from './action-process-rows';

type C = typeof contract.ccrActions;
type SaveInput = InputOf<C['SaveActionProcess']>['body'];

/** CcrAction/SaveActionProcess: adds or edits one CCR process with its levels. */
export async function saveActionProcess(
  ctx: RequestContext,
  { body }: InputOf<C['SaveActionProcess']>,
): Promise<ResponseOf<C['SaveActionProcess']>> {
  requireClaim(ctx, 'ccrviolations', 'update');
  return saveProcessGraph(ctx, body, CcrProcessKind);
}

/** CcrAction/SaveActionProcesses: several, in one transaction: one refused refuses all. */
export async function saveActionProcesses(
  ctx: RequestContext,
  { body }: InputOf<C['SaveActionProcesses']>,
): Promise<ResponseOf<C['SaveActionProcesses']>> {
  requireClaim(ctx, 'ccrviolations', 'update');
  const saved: ActionProcess[] = [];
  for (const input of body.ActionProcesses)
    saved.push(await saveProcessGraph(ctx, input, CcrProcessKind));
  return saved;
}

/**
 * Checks the whole process first (spec 3 §5, refused with 'Action Process was not saved.' and the
 * first reason), then writes it: the levels renumbered 1..n, a saved level left out or deleted
 * soft-deleted (violations that took it keep it), new levels inserted.
 *
 * ApplyToUntaken (ladderAfterSave of @hoa/domain): open violations follow the saved levels for
 * the levels they have not taken, and without it keep theirs. Violation records do not exist yet
 * (issue 20, part 2); when they keep their ladder, this is where the flag changes their untaken
 * levels.
 */
export async function saveProcessGraph(
  ctx: RequestContext,
  input: SaveInput,
  kind: ProcessKind,
): Promise<ActionProcess> {
  const { ActionProcess: head } = input;
  const processId = head.ActionProcessId ?? null;
  if (processId === null) requireClaim(ctx, kind.claim, 'create');
  await requireCommunity(ctx, head.CommunityAgentId);
  if (processId !== null) {
    const stored = await requireActionProcess(ctx, processId, kind);
    if (stored.communityAgentId !== head.CommunityAgentId) throw appError(kind.notOfCommunity);
  }

  const levels: TemplateLevelFields[] = renumberLevels(input.TemplateLevels);
  const [problem] = actionProcessProblems({
    ActionProcessName: head.ActionProcessName,
    TemplateLevels: levels,
  });
  if (problem) throw appError('ActionProcessNotSaved', problem.message);
  const storedLevelIds = processId === null ? [] : await levelIdsOf(ctx, processId);
  if (levels.some((l) => l.TemplateLevelId && !storedLevelIds.includes(l.TemplateLevelId)))
    throw appError('ActionProcessLevelNotOfProcess');
  const usable = new Set(
    (await usableLetterTemplates(ctx, head.CommunityAgentId, kind)).map((t) => t.TopsTemplateId),
  );
  const unusable = liveLevels(levels).find(
    (l) => l.TopsTemplateId !== null && !usable.has(l.TopsTemplateId),
  );
  if (unusable) throw appError(kind.templateNotUsable, unusable.Sequence);

  const savedId =
    processId ?? (await insertProcess(ctx, head.CommunityAgentId, head.ActionProcessName, kind));
  if (processId !== null)
    await ctx.tx
      .update(actionProcesses)
      .set({ name: head.ActionProcessName, updatedAt: sql`now()` })
      .where(eq(actionProcesses.id, processId));
  await writeLevels(ctx, savedId, levels, storedLevelIds);
  return readActionProcess(ctx, savedId, kind);
}

async function levelIdsOf(ctx: RequestContext, processId: number): Promise<number[]> {
  const rows = await queryRows<{ id: string | number }>(
    ctx.tx,
    sql`select id from action_process_levels where action_process_id = ${processId}`,
  );
  return rows.map((row) => Number(row.id));
}

export async function insertProcess(
  ctx: RequestContext,
  communityAgentId: number,
  name: string,
  kind: ProcessKind = CcrProcessKind,
): Promise<number> {
  const [created] = await ctx.tx
    .insert(actionProcesses)
    .values({
      companyId: ctx.user.companyId,
      communityAgentId,
      processTypeId: kind.processTypeId,
      name,
      createdByUserId: ctx.user.userId,
    })
    .returning({ id: actionProcesses.id });
  if (!created) throw new Error('Action process insert returned no row');
  return created.id;
}

const levelValues = (level: TemplateLevelFields) => ({
  sequence: level.Sequence,
  levelName: level.LevelName,
  days: level.Days,
  adminFeeCents: level.AdminFee,
  templateId: level.TopsTemplateId,
  noticeDays: level.NoticeDays,
  isHearingRequired: level.IsHearingRequired,
  isDeleted: level.IsDeleted,
});

/** New live levels of a process, as one insert (the copy makes its levels here too). */
export async function insertLevels(
  ctx: RequestContext,
  processId: number,
  levels: readonly TemplateLevelFields[],
): Promise<void> {
  const fresh = levels.filter((l) => !l.TemplateLevelId && !l.IsDeleted);
  if (fresh.length === 0) return;
  await ctx.tx.insert(actionProcessLevels).values(
    fresh.map((level) => ({
      companyId: ctx.user.companyId,
      actionProcessId: processId,
      ...levelValues(level),
    })),
  );
}

async function writeLevels(
  ctx: RequestContext,
  processId: number,
  levels: readonly TemplateLevelFields[],
  storedLevelIds: readonly number[],
): Promise<void> {
  const given = new Set(levels.flatMap((l) => (l.TemplateLevelId ? [l.TemplateLevelId] : [])));
  const leftOut = storedLevelIds.filter((id) => !given.has(id));
  if (leftOut.length > 0)
    await ctx.tx.execute(
      sql`update action_process_levels set is_deleted = true, updated_at = now()
           where action_process_id = ${processId} and not is_deleted
             and id = any(${idArray(leftOut)})`,
    );
  for (const level of levels) {
    if (!level.TemplateLevelId) continue;
    await ctx.tx
      .update(actionProcessLevels)
      .set({ ...levelValues(level), updatedAt: sql`now()` })
      .where(eq(actionProcessLevels.id, level.TemplateLevelId));
  }
  await insertLevels(ctx, processId, levels);
}
