import { queryRows, sql, type SQL } from '@hoa/db';
import type { CcrBatch, CcrBatchEntry, CcrBatchView } from '@hoa/contract';
import {
  AgentTypeId,
  CodeTypeId,
  ViolationMessages,
  type AccessLevel,
  type InspectionBatchState,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError, badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

/** The address a property is known by on the inspection screens (else its display name). */
export const propertyLabel = (propertyId: SQL) =>
  sql`coalesce((select nullif(trim(concat_ws(' ', a.street_number, a.street_name, a.unit)), '')
                  from addresses a where a.agent_id = ${propertyId}
                 order by a.is_primary desc, a.id limit 1),
               (select c.display_name from contacts c where c.agent_id = ${propertyId}), '')`;

interface BatchRow {
  id: number;
  community_agent_id: number;
  name: string;
  inspected_on: string;
  next_action_days: number;
  state: InspectionBatchState;
  entry_count: number;
  photo_count: number;
  created_by_name: string | null;
  created_at: string;
  accrued_at: string | null;
}

/** Inspection batches matching the condition (on b), newest first. */
export async function selectCcrBatches(ctx: RequestContext, where: SQL): Promise<CcrBatch[]> {
  const rows = await queryRows<BatchRow>(
    ctx.tx,
    sql`select b.id::int8 as id, b.community_agent_id::int8 as community_agent_id, b.name,
               b.inspected_on::text as inspected_on, b.next_action_days, b.state,
               (select count(*) from ccr_batch_entries e where e.batch_id = b.id)::int8 as entry_count,
               (select count(*) from ccr_batch_entries e join ccr_batch_entry_photos p on p.entry_id = e.id
                 where e.batch_id = b.id)::int8 as photo_count,
               u.display_name as created_by_name, b.created_at, b.accrued_at
          from ccr_batches b left join users u on u.id = b.created_by_user_id
         where b.deleted_at is null and ${where}
         order by b.inspected_on desc, b.id desc`,
  );
  return rows.map((row) => ({
    CcrBatchId: Number(row.id),
    CommunityAgentId: Number(row.community_agent_id),
    Name: row.name,
    InspectedOn: row.inspected_on,
    NextActionDays: Number(row.next_action_days),
    State: row.state,
    EntryCount: Number(row.entry_count),
    PhotoCount: Number(row.photo_count),
    CreatedByName: row.created_by_name,
    CreatedAt: new Date(row.created_at).toISOString(),
    AccruedAt: row.accrued_at === null ? null : new Date(row.accrued_at).toISOString(),
  }));
}

interface EntryRow {
  id: number;
  batch_id: number;
  client_key: string;
  row_number: number;
  property_agent_id: number;
  property_name: string;
  code_id: number;
  code_alias: string;
  code_name: string;
  description: string;
  item_id: number | null;
  photos: {
    TopsAttachmentId: number;
    ClientKey: string;
    FileName: string;
    CapturedAt: string | null;
    Latitude: number | string | null;
    Longitude: number | string | null;
  }[];
}

/** The entries of a batch in row order (the order they were added), each with its photos. */
export async function selectCcrBatchEntries(
  ctx: RequestContext,
  batchId: number,
): Promise<CcrBatchEntry[]> {
  const rows = await queryRows<EntryRow>(
    ctx.tx,
    sql`select e.id::int8 as id, e.batch_id::int8 as batch_id, e.client_key::text as client_key,
               row_number() over (order by e.id)::int8 as row_number,
               e.property_agent_id::int8 as property_agent_id,
               ${propertyLabel(sql`e.property_agent_id`)} as property_name,
               e.code_id::int8 as code_id, k.code_alias, k.code_name, e.description,
               e.item_id::int8 as item_id,
               coalesce((select json_agg(json_build_object(
                   'TopsAttachmentId', p.attachment_id, 'ClientKey', p.client_key,
                   'FileName', a.file_name, 'CapturedAt', p.captured_at,
                   'Latitude', p.latitude, 'Longitude', p.longitude) order by p.attachment_id)
                  from ccr_batch_entry_photos p join attachments a on a.id = p.attachment_id
                 where p.entry_id = e.id), '[]'::json) as photos
          from ccr_batch_entries e join codes k on k.id = e.code_id
         where e.batch_id = ${batchId}
         order by e.id`,
  );
  const degrees = (value: number | string | null) => (value === null ? null : Number(value));
  return rows.map((row) => ({
    CcrBatchEntryId: Number(row.id),
    CcrBatchId: Number(row.batch_id),
    ClientKey: row.client_key,
    Row: Number(row.row_number),
    PropertyAgentId: Number(row.property_agent_id),
    PropertyName: row.property_name,
    TopsCodeId: Number(row.code_id),
    CodeAlias: row.code_alias,
    CodeName: row.code_name,
    Description: row.description,
    TopsItemId: row.item_id === null ? null : Number(row.item_id),
    Photos: row.photos.map((photo) => ({
      TopsAttachmentId: Number(photo.TopsAttachmentId),
      ClientKey: photo.ClientKey,
      FileName: photo.FileName,
      CapturedAt: photo.CapturedAt === null ? null : new Date(photo.CapturedAt).toISOString(),
      Latitude: degrees(photo.Latitude),
      Longitude: degrees(photo.Longitude),
    })),
  }));
}

/** A batch with its entries. */
export async function readCcrBatchView(
  ctx: RequestContext,
  batchId: number,
): Promise<CcrBatchView> {
  const [batch] = await selectCcrBatches(ctx, sql`b.id = ${batchId}`);
  if (!batch) throw notFound();
  return { Batch: batch, Entries: await selectCcrBatchEntries(ctx, batchId) };
}

export interface BatchRef {
  batchId: number;
  communityAgentId: number;
  inspectedOn: string;
  nextActionDays: number;
}

/**
 * A batch the caller may work on at the level (a draft, for any change; locked then): another
 * company's, or a deleted one, is 404; one of a community off the caller's list is 403.
 */
export async function requireCcrBatch(
  ctx: RequestContext,
  batchId: number,
  level: AccessLevel,
): Promise<BatchRef> {
  requireClaim(ctx, 'ccrviolations', level);
  const lock = level === 'read' ? sql`` : sql`for update`;
  const [row] = await queryRows<{
    community_agent_id: number;
    state: InspectionBatchState;
    inspected_on: string;
    next_action_days: number;
  }>(
    ctx.tx,
    sql`select community_agent_id::int8 as community_agent_id, state,
               inspected_on::text as inspected_on, next_action_days
          from ccr_batches where id = ${batchId} and deleted_at is null ${lock}`,
  );
  if (!row) throw notFound();
  await requireCommunity(ctx, Number(row.community_agent_id));
  if (level !== 'read' && row.state !== 'Draft') throw appError('InspectionBatchNotDraft');
  return {
    batchId,
    communityAgentId: Number(row.community_agent_id),
    inspectedOn: row.inspected_on,
    nextActionDays: Number(row.next_action_days),
  };
}

/** An entry of a draft batch the caller may change, with its batch. */
export async function requireCcrBatchEntry(
  ctx: RequestContext,
  entryId: number,
  level: AccessLevel,
): Promise<BatchRef & { entryId: number }> {
  requireClaim(ctx, 'ccrviolations', level);
  const [row] = await queryRows<{ batch_id: number }>(
    ctx.tx,
    sql`select batch_id::int8 as batch_id from ccr_batch_entries where id = ${entryId}`,
  );
  if (!row) throw notFound();
  return { ...(await requireCcrBatch(ctx, Number(row.batch_id), level)), entryId };
}

/**
 * The property and CCR code of an entry belong to the batch's community (400 otherwise): a draft
 * may still lack a description, but never points outside its community.
 */
export async function checkEntryTargets(
  ctx: RequestContext,
  communityAgentId: number,
  entry: { PropertyAgentId: number; TopsCodeId: number },
): Promise<void> {
  const [row] = await queryRows<{ property: boolean; code: boolean }>(
    ctx.tx,
    sql`select exists (select 1 from agents p
                        where p.id = ${entry.PropertyAgentId}
                          and p.agent_type_id = ${AgentTypeId.Property}
                          and p.community_agent_id = ${communityAgentId} and not p.is_deleted) as property,
               exists (select 1 from codes k
                        where k.id = ${entry.TopsCodeId} and k.code_type_id = ${CodeTypeId.CcrCode}
                          and k.community_agent_id = ${communityAgentId}) as code`,
  );
  if (!row?.property) throw badRequest(ViolationMessages.propertyNotInCommunity);
  if (!row.code) throw badRequest(ViolationMessages.notCcrCode);
}

/** One entry as the screens show it. */
export async function readCcrBatchEntry(
  ctx: RequestContext,
  batchId: number,
  entryId: number,
): Promise<CcrBatchEntry> {
  const entry = (await selectCcrBatchEntries(ctx, batchId)).find(
    (e) => e.CcrBatchEntryId === entryId,
  );
  if (!entry) throw notFound();
  return entry;
}
