import { queryRows, sql, type SQL } from '@hoa/db';
import type { CcrRecord, CcrRecordView } from '@hoa/contract';
import { Statuses, TxnTypeId, type AccessLevel, type ViolationState } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { fineRemovedSql, standingFinesSql } from './violation-fines';

interface RecordRow {
  item_id: string | number;
  community_agent_id: string | number;
  community_name: string | null;
  property_agent_id: string | number;
  property_name: string | null;
  owner_agent_id: string | number;
  owner_name: string | null;
  code_id: string | number;
  code_alias: string;
  code_name: string;
  code_detail_description: string | null;
  code_action_needed: string | null;
  description: string | null;
  observed_on: string;
  next_action_on: string | null;
  action_process_id: string | number | null;
  action_process_name: string | null;
  current_sequence: number | null;
  current_level_name: string | null;
  state: ViolationState;
  status_id: number;
  total_fines: string | number;
  ladder_held_reason: string | null;
  ladder_held_on: string | null;
}

/** Violation records matching the condition (on i, v), in the order given. */
export async function selectCcrRecords(
  ctx: RequestContext,
  where: SQL,
  order: SQL = sql`v.observed_on desc, i.id desc`,
  limit: SQL = sql``,
): Promise<CcrRecord[]> {
  const rows = await queryRows<RecordRow>(
    ctx.tx,
    sql`select i.id as item_id, i.community_agent_id, cc.display_name as community_name,
               v.property_agent_id, pc.display_name as property_name, v.owner_agent_id,
               oc.display_name as owner_name, v.code_id, k.code_alias, k.code_name,
               k.code_detail_description, k.code_action_needed, i.description,
               v.observed_on::text as observed_on, v.next_action_on::text as next_action_on,
               v.action_process_id, p.name as action_process_name, v.current_sequence,
               (select a.level_name from violation_actions a where a.item_id = v.item_id
                 order by a.sequence desc, a.id desc limit 1) as current_level_name,
               v.state, i.status_id,
               (select ${standingFinesSql('a')} from violation_actions a
                 where a.item_id = v.item_id) as total_fines,
               v.ladder_held_reason, v.ladder_held_on::text as ladder_held_on
          from violation_records v
          join items i on i.id = v.item_id
          join codes k on k.id = v.code_id
          left join action_processes p on p.id = v.action_process_id
          left join contacts cc on cc.agent_id = i.community_agent_id
          left join contacts pc on pc.agent_id = v.property_agent_id
          left join contacts oc on oc.agent_id = v.owner_agent_id
         where i.txn_type_id = ${TxnTypeId.CcrRecord} and ${where}
         order by ${order} ${limit}`,
  );
  return rows.map((row) => ({
    TopsItemId: Number(row.item_id),
    CommunityAgentId: Number(row.community_agent_id),
    CommunityName: row.community_name ?? '',
    PropertyAgentId: Number(row.property_agent_id),
    PropertyName: row.property_name ?? '',
    OwnerAgentId: Number(row.owner_agent_id),
    OwnerName: row.owner_name ?? '',
    TopsCodeId: Number(row.code_id),
    CodeAlias: row.code_alias,
    CodeName: row.code_name,
    CodeDetailDescription: row.code_detail_description,
    CodeActionNeeded: row.code_action_needed,
    Description: row.description ?? '',
    ObservedDate: row.observed_on,
    NextActionDate: row.next_action_on,
    ActionProcessId: row.action_process_id === null ? null : Number(row.action_process_id),
    ActionProcessName: row.action_process_name,
    CurrentSequence: row.current_sequence,
    CurrentLevelName: row.current_level_name,
    State: row.state,
    TopsStatusId: row.status_id,
    StatusName: Statuses.find((s) => s.TopsStatusId === row.status_id)?.StatusName ?? '',
    TotalFines: Number(row.total_fines),
    LadderHeldReason: row.ladder_held_reason,
    LadderHeldOn: row.ladder_held_on,
  }));
}

/**
 * A violation the caller may use at the level: 404 when the caller's company has none with the
 * id (row-level security hides other companies), 403 without the ccrviolations claim or off the
 * community list. The record's row is locked for a change.
 */
export async function requireCcrRecord(
  ctx: RequestContext,
  itemId: number,
  level: AccessLevel,
): Promise<CcrRecord> {
  requireClaim(ctx, 'ccrviolations', level);
  const lock = level === 'read' ? sql`` : sql`for update of v`;
  const [found] = await queryRows<{ community: string | number }>(
    ctx.tx,
    sql`select i.community_agent_id as community from violation_records v
          join items i on i.id = v.item_id where v.item_id = ${itemId} ${lock}`,
  );
  if (!found) throw notFound();
  await requireCommunity(ctx, Number(found.community));
  const [record] = await selectCcrRecords(ctx, sql`i.id = ${itemId}`);
  if (!record) throw notFound();
  return record;
}

/** A violation with its process's live levels (taken or not) and the actions it took. */
export async function readCcrRecordView(
  ctx: RequestContext,
  record: CcrRecord,
): Promise<CcrRecordView> {
  const actions = await queryRows<{
    id: string | number;
    level_id: string | number;
    sequence: number;
    level_name: string;
    taken_on: string;
    taken_by: string | null;
    message_batch_item_id: string | number | null;
    charge_item_id: string | number | null;
    fine_cents: string | number;
    fine_removed: boolean;
    is_skipped: boolean;
    is_forced: boolean;
  }>(
    ctx.tx,
    sql`select a.id, a.level_id, a.sequence, a.level_name, a.taken_on::text as taken_on,
               u.user_name as taken_by, a.message_batch_item_id, a.charge_item_id, a.fine_cents,
               ${fineRemovedSql('a')} as fine_removed, a.is_skipped, a.is_forced
          from violation_actions a left join users u on u.id = a.taken_by_user_id
         where a.item_id = ${record.TopsItemId}
         order by a.sequence, a.id`,
  );
  const levels = await queryRows<{
    id: string | number;
    sequence: number;
    level_name: string;
    days: number;
    admin_fee_cents: string | number;
    template_name: string | null;
  }>(
    ctx.tx,
    sql`select l.id, l.sequence, l.level_name, l.days, l.admin_fee_cents, t.name as template_name
          from action_process_levels l left join templates t on t.id = l.template_id
         where l.action_process_id = ${record.ActionProcessId ?? 0} and not l.is_deleted
         order by l.sequence, l.id`,
  );
  const taken = new Set(actions.map((a) => Number(a.level_id)));
  return {
    Record: record,
    Levels: levels.map((l) => ({
      TemplateLevelId: Number(l.id),
      Sequence: l.sequence,
      LevelName: l.level_name,
      Days: l.days,
      AdminFee: Number(l.admin_fee_cents),
      TemplateName: l.template_name,
      IsTaken: taken.has(Number(l.id)),
    })),
    Actions: actions.map((a) => ({
      ViolationActionId: Number(a.id),
      TemplateLevelId: Number(a.level_id),
      Sequence: a.sequence,
      LevelName: a.level_name,
      TakenOn: a.taken_on,
      TakenByName: a.taken_by,
      MessageBatchItemId: a.message_batch_item_id === null ? null : Number(a.message_batch_item_id),
      ChargeItemId: a.charge_item_id === null ? null : Number(a.charge_item_id),
      Fine: Number(a.fine_cents),
      FineRemoved: a.fine_removed,
      IsSkipped: a.is_skipped,
      IsForced: a.is_forced,
    })),
  };
}

/** The record read again after a change, with its ladder. */
export async function rereadCcrRecordView(
  ctx: RequestContext,
  itemId: number,
): Promise<CcrRecordView> {
  const [record] = await selectCcrRecords(ctx, sql`i.id = ${itemId}`);
  if (!record) throw new Error(`Violation ${itemId} was not read back`);
  return readCcrRecordView(ctx, record);
}
