import { queryRows, sql, type SQL } from '@hoa/db';
import type { PortalFile, PortalRequest, PortalViolation } from '@hoa/contract';
import {
  ArchitecturalStatuses,
  portalNextStep,
  requestSourceName,
  seesOnlyRequestsSent,
  serviceRequestState,
  StatusId,
  type PortalRequestKind,
} from '@hoa/domain';
import { notFound } from '../../http/errors';
import type { OwnerContext } from '../owner-auth/index';
import { idArray } from '../../sql/index';

// What the signed-in owner sees: the requests and violations of their properties (as
// ownerPropertyIds answers) that are theirs or no other owner's; a renter, only the requests they
// sent. Every read here is scoped so.

/** The property's address line (its primary address, else its name). */
const addressOf = (alias: string) =>
  sql.raw(`coalesce((select nullif(trim(concat_ws(' ', a.street_number, a.street_name, a.unit)), '')
                       from addresses a where a.agent_id = ${alias}
                      order by a.is_primary desc, a.id limit 1),
                    (select c.display_name from contacts c where c.agent_id = ${alias}))`);

/**
 * Items of the owner's properties that name this owner or no owner; on a property the owner sees
 * through their group ownership (one they are no owner record of), every item: the group's
 * properties are one owner's, and a request they send there names the property's primary owner.
 */
function ownedBy(ctx: OwnerContext, property: SQL, owner: SQL): SQL {
  const me = ctx.owner.ownerAgentId;
  return sql`${property} = any(${idArray(ctx.owner.propertyAgentIds)})
             and (${owner} is null or ${owner} = ${me}
                  or not exists (select 1 from agents mine
                                  where mine.id = ${me} and mine.parent_agent_id = ${property}))`;
}

/**
 * Requests the session sees of those ownedBy allows: a renter's, only those they sent
 * (seesOnlyRequestsSent); the owner's and a household member's, all.
 */
function seenRequest(ctx: OwnerContext, alias: string): SQL {
  if (!seesOnlyRequestsSent(ctx.owner.portalRoleId)) return sql`true`;
  return sql`${sql.raw(alias)}.sent_by_household_member_id = ${ctx.owner.householdMemberId}`;
}

interface RequestRow {
  id: string | number;
  kind: PortalRequestKind;
  property_agent_id: string | number | null;
  address: string | null;
  subject: string;
  description: string | null;
  received_on: string;
  status_id: number;
  is_in_progress: boolean;
  arc_status_id: number | null;
  source_id: number | null;
  code_name: string | null;
  due_on: string | null;
  decided_on: string | null;
}

function requestState(row: RequestRow): string {
  switch (row.kind) {
    case 'Service':
      return serviceRequestState(row.status_id, row.is_in_progress);
    case 'Architectural':
      return (
        ArchitecturalStatuses.find((s) => s.TopsStatusId === row.arc_status_id)?.StatusName ??
        'Pending'
      );
    case 'General':
      return row.status_id === StatusId.Closed ? 'Closed' : 'Open';
  }
}

/** A service request's text is its subject line, then what the owner wrote. */
export function serviceRequestText(subject: string, description: string): string {
  return description === '' ? subject : `${subject}\n${description}`;
}

function splitServiceText(text: string): { subject: string; description: string } {
  const cut = text.indexOf('\n');
  return cut < 0
    ? { subject: text, description: '' }
    : { subject: text.slice(0, cut), description: text.slice(cut + 1) };
}

/** The owner's requests of every kind (one when itemId is given), newest first. */
export async function ownerRequests(ctx: OwnerContext, itemId?: number): Promise<PortalRequest[]> {
  const one = itemId === undefined ? sql`true` : sql`i.id = ${itemId}`;
  const rows = await queryRows<RequestRow>(
    ctx.tx,
    sql`select * from (
          select i.id, 'Service' as kind, s.property_agent_id, ${addressOf('s.property_agent_id')} as address,
                 coalesce(i.description, '') as subject, null as description,
                 s.received_on::text as received_on, i.status_id, s.is_in_progress,
                 null::smallint as arc_status_id, s.source_id, null as code_name,
                 (select min(w.target_on)::text from work_orders w join items wi on wi.id = w.item_id
                   where w.service_request_item_id = i.id and wi.status_id = ${StatusId.Open}) as due_on,
                 null as decided_on
            from service_requests s join items i on i.id = s.item_id
           where ${ownedBy(ctx, sql`s.property_agent_id`, sql`s.owner_agent_id`)}
             and ${seenRequest(ctx, 's')}
             and i.status_id <> ${StatusId.Deleted} and ${one}
          union all
          select i.id, 'Architectural', r.property_agent_id, ${addressOf('r.property_agent_id')},
                 r.subject, i.description, r.received_on::text, i.status_id, false, r.status_id,
                 r.source_id, k.code_name, r.due_on::text, r.decided_on::text
            from architectural_requests r join items i on i.id = r.item_id
            join codes k on k.id = r.code_id
           where ${ownedBy(ctx, sql`r.property_agent_id`, sql`r.owner_agent_id`)}
             and ${seenRequest(ctx, 'r')}
             and i.status_id <> ${StatusId.Deleted} and ${one}
          union all
          select i.id, 'General', g.property_agent_id, ${addressOf('g.property_agent_id')},
                 g.subject, i.description, g.received_on::text, i.status_id, false, null,
                 g.source_id, null, g.due_on::text, null
            from general_requests g join items i on i.id = g.item_id
           where ${ownedBy(ctx, sql`g.property_agent_id`, sql`g.owner_agent_id`)}
             and ${seenRequest(ctx, 'g')}
             and i.status_id <> ${StatusId.Deleted} and ${one}
        ) r order by r.received_on desc, r.id desc`,
  );
  return rows.map((row) => {
    const state = requestState(row);
    const text =
      row.kind === 'Service'
        ? splitServiceText(row.subject)
        : { subject: row.subject, description: row.description ?? '' };
    return {
      TopsItemId: Number(row.id),
      Kind: row.kind,
      PropertyAgentId: row.property_agent_id === null ? null : Number(row.property_agent_id),
      Address: row.address,
      Subject: text.subject,
      Description: text.description,
      CodeName: row.code_name,
      ReceivedDate: row.received_on,
      State: state,
      NextStep: portalNextStep({
        kind: row.kind,
        state,
        dueDate: row.due_on,
        decidedDate: row.decided_on,
      }),
      SourceName: row.source_id === null ? '' : requestSourceName(Number(row.source_id)),
    };
  });
}

/** One of the owner's requests, else 404. */
export async function requireOwnerRequest(
  ctx: OwnerContext,
  itemId: number,
): Promise<PortalRequest> {
  const [request] = await ownerRequests(ctx, itemId);
  if (!request) throw notFound();
  return request;
}

/** A violation the owner sees, with the owner it cites and its community. */
export interface OwnerViolation {
  ownerAgentId: number;
  communityAgentId: number;
  violation: PortalViolation;
}

/** The owner's violations (one when itemId is given), open first, newest first. */
export async function ownerViolations(
  ctx: OwnerContext,
  itemId?: number,
): Promise<OwnerViolation[]> {
  const one = itemId === undefined ? sql`true` : sql`i.id = ${itemId}`;
  const rows = await queryRows<{
    id: string | number;
    property_agent_id: string | number;
    owner_agent_id: string | number;
    community_agent_id: string | number;
    address: string;
    code_name: string | null;
    description: string | null;
    observed_on: string;
    state: string;
    next_action_on: string | null;
  }>(
    ctx.tx,
    sql`select i.id, v.property_agent_id, v.owner_agent_id, i.community_agent_id,
               ${addressOf('v.property_agent_id')} as address,
               k.code_name, i.description,
               v.observed_on::text as observed_on, v.state, v.next_action_on::text as next_action_on
          from violation_records v
          join items i on i.id = v.item_id
          left join codes k on k.id = v.code_id
         where ${ownedBy(ctx, sql`v.property_agent_id`, sql`v.owner_agent_id`)}
           and i.status_id <> ${StatusId.Deleted} and ${one}
         order by (v.state = 'Open') desc, v.observed_on desc, i.id desc`,
  );
  return rows.map((row) => ({
    ownerAgentId: Number(row.owner_agent_id),
    communityAgentId: Number(row.community_agent_id),
    violation: {
      TopsItemId: Number(row.id),
      PropertyAgentId: Number(row.property_agent_id),
      Address: row.address,
      CodeName: row.code_name ?? 'Violation',
      Description: row.description ?? '',
      ObservedDate: row.observed_on,
      State: row.state,
      NextStep: portalNextStep({
        kind: 'Violation',
        state: row.state,
        dueDate: row.next_action_on,
      }),
    },
  }));
}

/** One of the owner's violations, else 404. */
export async function requireOwnerViolation(
  ctx: OwnerContext,
  itemId: number,
): Promise<OwnerViolation> {
  const [violation] = await ownerViolations(ctx, itemId);
  if (!violation) throw notFound();
  return violation;
}

/** The file of an item as the portal links it. */
export function portalFile(
  itemId: number,
  row: { id: string | number; file_name: string; content_type: string },
): PortalFile {
  const id = Number(row.id);
  return {
    TopsAttachmentId: id,
    FileName: row.file_name,
    ContentType: row.content_type,
    Url: `/api/Portal/GetMyFile/${String(itemId)}/${String(id)}`,
  };
}

/** The files attached to an item's parties, oldest first. */
export async function itemFiles(ctx: OwnerContext, itemId: number): Promise<PortalFile[]> {
  const rows = await queryRows<{ id: string | number; file_name: string; content_type: string }>(
    ctx.tx,
    sql`select att.id, att.file_name, att.content_type
          from item_agent_attachments iaa
          join item_agents ia on ia.id = iaa.item_agent_id
          join attachments att on att.id = iaa.attachment_id
         where ia.item_id = ${itemId} and not ia.is_deleted
         order by att.uploaded_at, att.id`,
  );
  return rows.map((row) => portalFile(itemId, row));
}

/** The violation's steps taken (not skipped), each with the owner's letter where one was released. */
export async function violationLetters(ctx: OwnerContext, itemId: number, ownerAgentId: number) {
  const rows = await queryRows<{
    level_name: string;
    taken_on: string;
    id: string | number | null;
    file_name: string | null;
    content_type: string | null;
  }>(
    ctx.tx,
    sql`select a.level_name, a.taken_on::text as taken_on, att.id, att.file_name, att.content_type
          from violation_actions a
          left join lateral (
            select m.attachment_id from message_batch_recipients m
             where m.item_id = a.message_batch_item_id and m.agent_id = ${ownerAgentId}
               and m.attachment_id is not null
             order by m.id limit 1) m on true
          left join attachments att on att.id = m.attachment_id
         where a.item_id = ${itemId} and not a.is_skipped
         order by a.sequence, a.id`,
  );
  return rows.map((row) => ({
    LevelName: row.level_name,
    SentDate: row.taken_on,
    File:
      row.id === null
        ? null
        : portalFile(itemId, {
            id: row.id,
            file_name: row.file_name ?? 'Letter.pdf',
            content_type: row.content_type ?? 'application/pdf',
          }),
  }));
}
