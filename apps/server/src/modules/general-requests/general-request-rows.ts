import { generalRequestHistories, generalRequests, queryRows, sql, type SQL } from '@hoa/db';
import type { GeneralRequest, GeneralRequestGraph } from '@hoa/contract';
import {
  GeneralRequestSources,
  StatusId,
  statusLabel,
  TxnTypeId,
  type AccessLevel,
} from '@hoa/domain';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import {
  idOrNull,
  requestParties,
  requireRequestAccess,
  type RequestPartiesRow,
} from '../../sql/index';

interface RequestRow extends RequestPartiesRow {
  code_id: string | number | null;
  code_alias: string | null;
  code_name: string | null;
  source_id: number;
  subject: string;
  description: string | null;
  received_on: string;
  due_on: string | null;
  closed_on: string | null;
  assigned_user_id: string | number | null;
  assigned_user_name: string | null;
  status_id: number;
}

/** The live (not deleted) general requests (over i, g, k) passing the condition, in the order. */
export async function selectGeneralRequests(
  ctx: RequestContext,
  where: SQL,
  order: SQL = sql`g.received_on desc, i.id desc`,
  limit: SQL = sql``,
): Promise<GeneralRequest[]> {
  const rows = await queryRows<RequestRow>(
    ctx.tx,
    sql`select i.id as item_id, i.community_agent_id, cc.display_name as community_name,
               g.property_agent_id, pc.display_name as property_name, g.owner_agent_id,
               oc.display_name as owner_name, g.code_id, k.code_alias, k.code_name, g.source_id,
               g.subject, i.description, g.received_on::text as received_on,
               g.due_on::text as due_on, g.closed_on::text as closed_on, g.assigned_user_id,
               u.display_name as assigned_user_name, i.status_id
          from general_requests g
          join items i on i.id = g.item_id
          left join codes k on k.id = g.code_id
          left join contacts cc on cc.agent_id = i.community_agent_id
          left join contacts pc on pc.agent_id = g.property_agent_id
          left join contacts oc on oc.agent_id = g.owner_agent_id
          left join users u on u.id = g.assigned_user_id
         where i.txn_type_id = ${TxnTypeId.GeneralRequest}
           and i.status_id <> ${StatusId.Deleted} and ${where}
         order by ${order} ${limit}`,
  );
  return rows.map((row) => ({
    ...requestParties(row),
    TopsCodeId: idOrNull(row.code_id),
    CodeAlias: row.code_alias,
    CodeName: row.code_name,
    SourceId: row.source_id,
    SourceName: GeneralRequestSources.find((s) => s.SourceId === row.source_id)?.SourceName ?? '',
    Subject: row.subject,
    Description: row.description ?? '',
    ReceivedDate: row.received_on,
    DueDate: row.due_on,
    ClosedDate: row.closed_on,
    AssignedUserId: idOrNull(row.assigned_user_id),
    AssignedUserName: row.assigned_user_name,
    State: row.status_id === StatusId.Closed ? 'Closed' : 'Open',
    TopsStatusId: row.status_id,
    StatusName: statusLabel(row.status_id),
  }));
}

/**
 * A general request the caller may use at the level: 403 without the servicerequests claim, 404
 * when the caller's company has none with the id (row-level security hides other companies) or it
 * is deleted, 403 off the community list. The row is locked for a change.
 */
export async function requireGeneralRequest(
  ctx: RequestContext,
  itemId: number,
  level: AccessLevel,
): Promise<GeneralRequest> {
  await requireRequestAccess(ctx, generalRequests, itemId, level);
  const [request] = await selectGeneralRequests(ctx, sql`i.id = ${itemId}`);
  if (!request) throw notFound();
  return request;
}

/** A request with its history lines, newest first. */
export async function readGeneralRequestGraph(
  ctx: RequestContext,
  request: GeneralRequest,
): Promise<GeneralRequestGraph> {
  const histories = await queryRows<{
    id: string | number;
    note: string;
    by_name: string | null;
    created_at: string;
  }>(
    ctx.tx,
    sql`select h.id, h.note, u.display_name as by_name,
               to_json(h.created_at) #>> '{}' as created_at
          from general_request_histories h left join users u on u.id = h.by_user_id
         where h.item_id = ${request.TopsItemId}
         order by h.created_at desc, h.id desc`,
  );
  return {
    Request: request,
    Histories: histories.map((h) => ({
      HistoryId: Number(h.id),
      Note: h.note,
      ByUserName: h.by_name,
      CreatedAt: h.created_at,
    })),
  };
}

/** The request read again after a change, with its history. */
export async function rereadGeneralRequestGraph(
  ctx: RequestContext,
  itemId: number,
): Promise<GeneralRequestGraph> {
  const [request] = await selectGeneralRequests(ctx, sql`i.id = ${itemId}`);
  if (!request) throw new Error(`General request ${itemId} was not read back`);
  return readGeneralRequestGraph(ctx, request);
}

/** A history line of the request by the caller. */
export async function addHistoryLine(
  ctx: RequestContext,
  itemId: number,
  note: string,
): Promise<void> {
  await ctx.tx.insert(generalRequestHistories).values({
    companyId: ctx.user.companyId,
    itemId,
    note,
    byUserId: ctx.user.userId,
  });
}
