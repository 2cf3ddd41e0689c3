import { queryRows, sql, violationActions } from '@hoa/db';
import type { CcrRecord, contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  advanceCheck,
  CodeAccountTypeId,
  DeliveryMethodId,
  formatCents,
  formatDate,
  localDay,
  nextActionOn,
  TemplateTypeId,
  TxnTypeId,
  ViolationMessages as M,
  type IsoDate,
} from '@hoa/domain';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { storeAdjustment } from '../adjustments/index';
import { firstDeliveredOn, insertMessageBatch, sendableTemplate } from '../message-batches/index';
import { letterSender, ownerLetterRecipients } from '../templates/index';
import { requireCcrRecord, rereadCcrRecordView } from './ccr-record-rows';
import { hearingHeldOn } from './violation-hearings';

type ProcessCcrAction = typeof contract.ccr.ProcessCcrAction;
type ForciblyMove = typeof contract.ccr.ViolationForciblyMoveToNextLevel;

interface LevelRow {
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
  ctx: RequestContext,
  actionProcessId: number,
): Promise<LevelRow[]> {
  const rows = await queryRows<LevelRow & { Id: string | number; AdminFee: string | number }>(
    ctx.tx,
    sql`select id as "Id", sequence as "Sequence", level_name as "LevelName", days as "Days",
               admin_fee_cents as "AdminFee", template_id as "TemplateId",
               notice_days as "NoticeDays", is_hearing_required as "IsHearingRequired",
               is_deleted as "IsDeleted"
          from action_process_levels
         where action_process_id = ${actionProcessId} and not is_deleted
         order by sequence, id`,
  );
  return rows.map((row) => ({
    ...row,
    Id: Number(row.Id),
    AdminFee: Number(row.AdminFee),
    TemplateId: row.TemplateId === null ? null : Number(row.TemplateId),
  }));
}

/** The day the violation took its last action, or was observed before its first. */
export async function lastTakenOn(ctx: RequestContext, record: CcrRecord): Promise<IsoDate> {
  const [row] = await queryRows<{ day: string | null }>(
    ctx.tx,
    sql`select max(taken_on)::text as day from violation_actions where item_id = ${record.TopsItemId}`,
  );
  return row?.day ?? record.ObservedDate;
}

/** The level's letter to the owner as a message batch (Smart: by the owner's preference). */
async function accrueLevelLetter(
  ctx: RequestContext,
  record: CcrRecord,
  level: LevelRow,
  cureOn: IsoDate | null,
): Promise<number | null> {
  if (level.TemplateId === null) return null;
  const community = record.CommunityAgentId;
  const template = await sendableTemplate(
    ctx,
    level.TemplateId,
    community,
    record.TopsItemId,
    TemplateTypeId.CcrLetter,
  );
  const sender = await letterSender(ctx, community);
  const owners = await ownerLetterRecipients(ctx, community, sender, [record.OwnerAgentId]);
  return insertMessageBatch(ctx, {
    communityAgentId: community,
    template,
    method: DeliveryMethodId.Smart,
    subject: `${record.CodeName}: ${level.LevelName}`.slice(0, 300),
    body: '',
    owners,
    summaryEmailAddresses: [],
    sourceItemId: record.TopsItemId,
    sourceMergeValues: {
      ViolationDescription: record.Description,
      ViolationCode: `${record.CodeAlias} ${record.CodeName}`,
      ViolationLevel: level.LevelName,
      CureDate: cureOn === null ? '' : formatDate(cureOn),
      FineAmount: level.AdminFee > 0 ? formatCents(level.AdminFee) : '',
    },
  });
}

/**
 * The level's fine (AdminFee) charged to the owner on the violation's CCR code: an owner item
 * (Add charge 45) posted on the post date through the receivable posting builder, held on the
 * code's receivable account and offset on its income account. A code without them is a 400.
 */
async function postLevelFine(
  ctx: RequestContext,
  record: CcrRecord,
  level: LevelRow,
  postDate: IsoDate,
): Promise<number | null> {
  if (level.AdminFee <= 0) return null;
  const [accounts] = await queryRows<{ income: string | number | null; receivable: boolean }>(
    ctx.tx,
    sql`select (select account_id from code_accounts where code_id = ${record.TopsCodeId}
                  and code_account_type_id = ${CodeAccountTypeId.Income}) as income,
               exists (select 1 from code_accounts where code_id = ${record.TopsCodeId}
                  and code_account_type_id = ${CodeAccountTypeId.Receivable}) as receivable`,
  );
  if (!accounts?.income || !accounts.receivable)
    throw badRequest(M.noFineAccounts(record.CodeAlias));
  return storeAdjustment(
    ctx,
    {
      communityAgentId: record.CommunityAgentId,
      txnTypeId: TxnTypeId.AddCharge,
      postDate,
      reference: record.CodeAlias.slice(0, 100),
      description: `Violation fine: ${level.LevelName}`.slice(0, 200),
      idempotencyKey: null,
      owners: [
        {
          ownerAgentId: record.OwnerAgentId,
          lines: [
            {
              codeId: record.TopsCodeId,
              amountCents: level.AdminFee,
              isDebit: true,
              accountId: Number(accounts.income),
              description: `Violation fine: ${level.LevelName}`.slice(0, 200),
            },
          ],
        },
      ],
    },
    true,
  );
}

/**
 * Takes the violation's next level on the post date, all in the caller's transaction: the
 * advance rule (unless forced) and the fine and notice guard of the domain, then the action, its
 * letter as a message batch, its fine posted to the owner, and the next action date.
 */
async function advanceViolation(
  ctx: RequestContext,
  itemId: number,
  postDate: IsoDate,
  forced: boolean,
  communityAgentId?: number,
): Promise<ResponseOf<ProcessCcrAction>> {
  const record = await requireCcrRecord(ctx, itemId, 'update');
  if (communityAgentId !== undefined && record.CommunityAgentId !== communityAgentId)
    throw notFound();
  if (record.State !== 'Open') throw badRequest(M.notOpen(record.State));
  if (record.ActionProcessId === null) throw badRequest(M.noProcess);
  const levels = await processLevels(ctx, record.ActionProcessId);
  const position = {
    CurrentSequence: record.CurrentSequence,
    TakenOn: await lastTakenOn(ctx, record),
  };
  const notice = {
    NoticeDeliveredOn: await firstDeliveredOn(ctx, record.TopsItemId, record.OwnerAgentId),
    HearingHeldOn: await hearingHeldOn(ctx, record.TopsItemId),
  };
  const { Level: level, Problem: problem } = advanceCheck(
    levels,
    position,
    notice,
    postDate,
    forced,
  );
  if (problem !== null || level === null) throw badRequest(problem ?? M.lastLevelTaken);
  const next = { CurrentSequence: level.Sequence, TakenOn: postDate };
  const nextOn = nextActionOn(levels, next);
  const messageBatchItemId = await accrueLevelLetter(ctx, record, level, nextOn);
  const chargeItemId = await postLevelFine(ctx, record, level, postDate);
  await ctx.tx.insert(violationActions).values({
    companyId: ctx.user.companyId,
    itemId: record.TopsItemId,
    levelId: level.Id,
    sequence: level.Sequence,
    levelName: level.LevelName,
    takenOn: postDate,
    takenByUserId: ctx.user.userId,
    messageBatchItemId,
    chargeItemId,
    fineCents: level.AdminFee,
    isForced: forced,
  });
  await ctx.tx.execute(
    sql`update violation_records set current_sequence = ${level.Sequence},
                                     next_action_on = ${nextOn}
         where item_id = ${record.TopsItemId}`,
  );
  return { Message: M.advanced, View: await rereadCcrRecordView(ctx, record.TopsItemId) };
}

/** Ccr/ProcessCcrAction: the violation's next level, when due. */
export function processCcrAction(
  ctx: RequestContext,
  { body }: InputOf<ProcessCcrAction>,
): Promise<ResponseOf<ProcessCcrAction>> {
  const postDate = body.postDate ?? localDay(new Date());
  return advanceViolation(ctx, body.ccrActionId, postDate, false, body.communityAgentId);
}

/** Ccr/ViolationForciblyMoveToNextLevel: the next level now, without waiting its Days. */
export function violationForciblyMoveToNextLevel(
  ctx: RequestContext,
  { body }: InputOf<ForciblyMove>,
): Promise<ResponseOf<ForciblyMove>> {
  return advanceViolation(ctx, body.model.TopsItemId, body.postDate, true);
}
