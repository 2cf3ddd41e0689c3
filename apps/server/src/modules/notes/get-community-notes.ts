import { sql } from '@hoa/db';
import type { contract, InputOf, NoteListItem, ResponseOf } from '@hoa/contract';
import { statusLabel, StatusId, TxnTypeId, txnTypeLabel } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { queryPage } from '../activity/index';

type GetCommunityNotes = typeof contract.notes.GetCommunityNotes;

type Row = Omit<NoteListItem, 'TxnTypeName' | 'StatusName' | 'AgentName' | 'TopsAgentId'> & {
  TopsAgentId: number | null;
  AgentName: string | null;
};

/**
 * The notes-and-tasks index of a community: one type, newest first. For tasks, isCompleted picks
 * the open (10) or the finished ones; deleted ones (16) never show.
 */
export async function getCommunityNotes(
  ctx: RequestContext,
  input: InputOf<GetCommunityNotes>,
): Promise<ResponseOf<GetCommunityNotes>> {
  const q = input.query;
  await requireCommunity(ctx, q.communityAgentId);
  const completed =
    q.txnTypeId !== TxnTypeId.Task || q.isCompleted === undefined
      ? sql``
      : q.isCompleted
        ? sql`and i.status_id <> ${StatusId.Open}`
        : sql`and i.status_id = ${StatusId.Open}`;
  const ofAgent = q.agentId
    ? sql`and exists (select 1 from item_agents x
            where x.item_id = i.id and x.agent_id = ${q.agentId} and not x.is_deleted)`
    : sql``;
  const page = await queryPage<Row>(ctx.tx, {
    matched: sql`select i.id as "TopsItemId", i.event_date as "EventDate" from items i
      where i.community_agent_id = ${q.communityAgentId} and i.txn_type_id = ${q.txnTypeId}
        and i.status_id <> ${StatusId.Deleted} ${completed} ${ofAgent}`,
    order: sql`"EventDate" desc, "TopsItemId" desc`,
    page: sql`select p.*, i.txn_type_id as "TxnType", i.status_id as "TopsStatusId",
        n.start_date as "StartDate",
        n.end_date as "EndDate", n.id as "TopsNoteId", n.subject as "Subject",
        n.is_public as "IsPublic",
        n.include_in_property_accounting_feed as "IncludeInPropertyAccountingFeed",
        about.agent_id as "TopsAgentId", c.display_name as "AgentName",
        (select count(*)::int from note_agents na where na.note_id = n.id) as "AssignedCount"
      from p
      join items i on i.id = p."TopsItemId"
      join notes n on n.item_id = i.id
      left join lateral (
        select ia.agent_id from item_agents ia
        where ia.item_id = i.id and not ia.is_deleted order by ia.id limit 1) about on true
      left join contacts c on c.agent_id = about.agent_id`,
    skip: q.skip,
    take: q.take,
  });
  return {
    TotalCount: page.total,
    Items: page.rows.map((row) => ({
      ...row,
      TxnTypeName: txnTypeLabel(row.TxnType),
      StatusName: statusLabel(row.TopsStatusId),
      TopsAgentId: row.TopsAgentId ?? q.communityAgentId,
      AgentName: row.AgentName ?? '',
    })),
  };
}
