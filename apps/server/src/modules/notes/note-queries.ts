import { queryRows, sql, type SQL, type Tx } from '@hoa/db';
import type { NoteAgent, NoteItem } from '@hoa/contract';
import { findAgentType, statusLabel, StatusId, txnTypeLabel } from '@hoa/domain';

interface NoteItemRow {
  item_id: string | number;
  parent_item_id: string | number | null;
  community_agent_id: string | number;
  txn_type_id: number;
  status_id: number;
  event_date: string;
  created_at: string;
  start_date: string | null;
  end_date: string | null;
  completed_at: string | null;
  created_by: string | null;
  note_id: string | number;
  subject: string;
  description: string | null;
  is_public: boolean;
  include_in_property_accounting_feed: boolean;
  is_deleted: boolean;
  about_agent_id: string | number | null;
  about_name: string | null;
  assigned: AssignedRow[];
}

interface AssignedRow {
  TopsAgentId: number;
  TopsAgentTypeId: number;
  DisplayName: string;
}

/** The note items (items with a note row) that match a condition on `i` (items) or `n` (notes). */
export async function readNoteItems(tx: Tx, where: SQL): Promise<NoteItem[]> {
  const rows = await queryRows<NoteItemRow>(
    tx,
    sql`select i.id as item_id, i.parent_item_id, i.community_agent_id, i.txn_type_id, i.status_id,
          i.event_date::text as event_date, to_json(i.created_at) #>> '{}' as created_at,
          n.start_date::text as start_date, n.end_date::text as end_date,
          to_json(n.completed_at) #>> '{}' as completed_at, u.display_name as created_by,
          n.id as note_id, n.subject, n.description, n.is_public,
          n.include_in_property_accounting_feed, n.is_deleted,
          about.agent_id as about_agent_id, about_contact.display_name as about_name,
          coalesce((
            select json_agg(json_build_object(
                     'TopsAgentId', na.agent_id, 'TopsAgentTypeId', a.agent_type_id,
                     'DisplayName', coalesce(c.display_name, ''))
                   order by c.display_name, na.agent_id)
            from note_agents na
            join agents a on a.id = na.agent_id
            left join contacts c on c.agent_id = na.agent_id
            where na.note_id = n.id), '[]'::json) as assigned
        from items i
        join notes n on n.item_id = i.id
        left join lateral (
          select ia.agent_id from item_agents ia
          where ia.item_id = i.id and not ia.is_deleted
          order by ia.id limit 1) about on true
        left join contacts about_contact on about_contact.agent_id = about.agent_id
        left join users u on u.id = i.created_by_user_id
        where ${where}
        order by i.event_date desc, i.id desc`,
  );
  return rows.map(toNoteItem);
}

function toNoteItem(row: NoteItemRow): NoteItem {
  const txnType = row.txn_type_id === 65 ? 65 : 64;
  return {
    TopsItemId: Number(row.item_id),
    TopsParentItemId: row.parent_item_id === null ? null : Number(row.parent_item_id),
    CommunityAgentId: Number(row.community_agent_id),
    TxnType: txnType,
    TxnTypeName: txnTypeLabel(txnType),
    TopsStatusId: row.status_id,
    StatusName: statusLabel(row.status_id),
    StartDate: row.start_date,
    EndDate: row.end_date,
    EventDate: row.event_date,
    DateCreated: row.created_at,
    CompletedAt: row.completed_at,
    CreatedBy: row.created_by,
    Note: {
      TopsNoteId: Number(row.note_id),
      TopsAgentId: Number(row.about_agent_id ?? row.community_agent_id),
      AgentName: row.about_name ?? '',
      Subject: row.subject,
      Description: row.description ?? '',
      IsPublic: row.is_public,
      IncludeInPropertyAccountingFeed: row.include_in_property_accounting_feed,
      IsDeleted: row.is_deleted,
      IsNew: false,
    },
    AssignedAgents: row.assigned.map(toNoteAgent),
  };
}

export function toNoteAgent(row: AssignedRow): NoteAgent {
  return {
    TopsAgentId: Number(row.TopsAgentId),
    TopsAgentTypeId: row.TopsAgentTypeId,
    AgentTypeName: findAgentType(row.TopsAgentTypeId)?.AgentTypeName ?? '',
    DisplayName: row.DisplayName,
  };
}

/** One note item by id, whatever its state; undefined when there is none. */
export async function findNoteItem(tx: Tx, itemId: number): Promise<NoteItem | undefined> {
  const [found] = await readNoteItems(tx, sql`i.id = ${itemId}`);
  return found;
}

/** Notes and tasks that are not deleted. */
export const notDeleted = sql`i.status_id <> ${StatusId.Deleted}`;
