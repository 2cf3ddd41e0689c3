import { queryRows, sql, type SQL } from '@hoa/db';
import type {
  AgentAttachment,
  Attachment,
  BankAccountAttachment,
  ItemAgentAttachment,
} from '@hoa/contract';
import { AttachmentTypes, isPreviewable } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { agentReadable } from './access';

// Read models of attachments: one SQL each, the attachment columns shared, rows mapped once.

interface AttachmentRow {
  attachment_id: string | number;
  attachment_type_id: number;
  content_type: string;
  file_name: string;
  display_name: string;
  size_bytes: string | number;
  uploaded_at: Date | string;
}

const attachmentColumns = sql`att.id as attachment_id, att.attachment_type_id, att.content_type,
  att.file_name, att.display_name, att.size_bytes, att.uploaded_at`;

/** A term for LIKE with its own %, _ and \\ taken literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function downloadUrl(attachmentId: number): string {
  return `/api/Attachment/Download/${attachmentId}`;
}

function toAttachment(row: AttachmentRow): Attachment {
  const id = Number(row.attachment_id);
  const url = downloadUrl(id);
  return {
    TopsAttachmentId: id,
    TopsAttachmentTypeId: row.attachment_type_id,
    AttachmentTypeName:
      AttachmentTypes.find((t) => t.TopsAttachmentTypeId === row.attachment_type_id)
        ?.AttachmentTypeName ?? '',
    ContentType: row.content_type,
    MimeType: row.content_type,
    AttachmentName: row.file_name,
    AttachmentDisplayName: row.display_name,
    FileSizeBytes: Number(row.size_bytes),
    DateUploaded: new Date(row.uploaded_at).toISOString(),
    AttachmentUrl: url,
    PreviewUrl: isPreviewable(row.content_type) ? `/api/Attachment/Preview/${id}` : null,
    URL: url,
    UriString: url,
  };
}

interface AgentAttachmentRow extends AttachmentRow {
  link_id: string | number;
  agent_id: string | number;
  tags: string[];
  is_board_access: boolean;
  is_owner_access: boolean;
  is_gallery: boolean;
  is_pinned: boolean;
  agent_list: { TopsAgentId: string | number; DisplayName: string }[] | string;
}

export interface Page {
  skip: number;
  take: number;
}

/** Agent attachments matching the condition (on `aa` and `att`), pinned first, newest first. */
export async function selectAgentAttachments(
  ctx: RequestContext,
  where: SQL,
  page?: Page,
): Promise<AgentAttachment[]> {
  const limit = page ? sql`limit ${page.take} offset ${page.skip}` : sql``;
  const rows = await queryRows<AgentAttachmentRow>(
    ctx.tx,
    sql`select aa.id as link_id, aa.agent_id, aa.tags, aa.is_board_access, aa.is_owner_access,
          aa.is_gallery, aa.is_pinned, ${attachmentColumns},
          (select coalesce(json_agg(json_build_object('TopsAgentId', a.id,
                    'DisplayName', coalesce(c.display_name, '')) order by a.id), '[]'::json)
             from agent_attachments other join agents a on a.id = other.agent_id
             left join contacts c on c.agent_id = a.id
            where other.attachment_id = att.id and ${agentReadable(ctx)}) as agent_list
        from agent_attachments aa join attachments att on att.id = aa.attachment_id
        where ${where}
        order by aa.is_pinned desc, att.uploaded_at desc, aa.id desc ${limit}`,
  );
  return rows.map((row) => {
    const agentList =
      typeof row.agent_list === 'string'
        ? (JSON.parse(row.agent_list) as Exclude<AgentAttachmentRow['agent_list'], string>)
        : row.agent_list;
    return {
      ...toAttachment(row),
      TopsAgentAttachmentId: Number(row.link_id),
      TopsAgentId: Number(row.agent_id),
      Tags: row.tags,
      IsBoardAccess: row.is_board_access,
      IsOwnerAccess: row.is_owner_access,
      IsGallery: row.is_gallery,
      IsPinned: row.is_pinned,
      AgentList: agentList.map((a) => ({
        TopsAgentId: Number(a.TopsAgentId),
        DisplayName: a.DisplayName,
      })),
    };
  });
}

export async function countAgentAttachments(ctx: RequestContext, where: SQL): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    ctx.tx,
    sql`select count(*)::int as count
        from agent_attachments aa join attachments att on att.id = aa.attachment_id
        where ${where}`,
  );
  return row?.count ?? 0;
}

/** The one agent attachment just written or changed. */
export async function readAgentAttachment(
  ctx: RequestContext,
  agentAttachmentId: number,
): Promise<AgentAttachment> {
  const [row] = await selectAgentAttachments(ctx, sql`aa.id = ${agentAttachmentId}`);
  if (!row) throw new Error(`Agent attachment ${agentAttachmentId} not found after writing it`);
  return row;
}

interface ItemAgentAttachmentRow extends AttachmentRow {
  link_id: string | number;
  item_agent_id: string | number;
  item_id: string | number;
  agent_id: string | number;
  check_number: string | null;
  event_date: string;
}

export type CheckRow = ItemAgentAttachment & { CheckNumber: string; EventDate: string };

/** Attachments of transaction parties matching the condition (on `iaa`, `ia`, `i`, `att`). */
export async function selectItemAgentAttachments(
  ctx: RequestContext,
  where: SQL,
  order: SQL = sql`att.uploaded_at desc, iaa.id desc`,
  page?: Page,
): Promise<CheckRow[]> {
  const limit = page ? sql`limit ${page.take} offset ${page.skip}` : sql``;
  const rows = await queryRows<ItemAgentAttachmentRow>(
    ctx.tx,
    sql`select iaa.id as link_id, ia.id as item_agent_id, ia.item_id, ia.agent_id,
          ia.check_number, i.event_date::text as event_date, ${attachmentColumns}
        from item_agent_attachments iaa
        join item_agents ia on ia.id = iaa.item_agent_id
        join items i on i.id = ia.item_id
        join attachments att on att.id = iaa.attachment_id
        where ${where}
        order by ${order} ${limit}`,
  );
  return rows.map((row) => ({
    ...toAttachment(row),
    TopsItemAgentAttachmentId: Number(row.link_id),
    TopsItemAgentId: Number(row.item_agent_id),
    TopsItemId: Number(row.item_id),
    TopsAgentId: Number(row.agent_id),
    CheckNumber: row.check_number ?? '',
    EventDate: row.event_date,
  }));
}

/** Without the check columns, for the plain item-agent calls. */
export function withoutCheck({
  CheckNumber: _c,
  EventDate: _e,
  ...rest
}: CheckRow): ItemAgentAttachment {
  return rest;
}

export async function readItemAgentAttachment(
  ctx: RequestContext,
  itemAgentAttachmentId: number,
): Promise<ItemAgentAttachment> {
  const [row] = await selectItemAgentAttachments(ctx, sql`iaa.id = ${itemAgentAttachmentId}`);
  if (!row)
    throw new Error(`Item agent attachment ${itemAgentAttachmentId} not found after writing it`);
  return withoutCheck(row);
}

interface BankAccountAttachmentRow extends AttachmentRow {
  link_id: string | number;
  bank_account_id: string | number;
}

export async function selectBankAccountAttachments(
  ctx: RequestContext,
  where: SQL,
): Promise<BankAccountAttachment[]> {
  const rows = await queryRows<BankAccountAttachmentRow>(
    ctx.tx,
    sql`select baa.id as link_id, baa.bank_account_id, ${attachmentColumns}
        from bank_account_attachments baa join attachments att on att.id = baa.attachment_id
        where ${where}
        order by att.uploaded_at desc, baa.id desc`,
  );
  return rows.map((row) => ({
    ...toAttachment(row),
    BankAccountAttachmentId: Number(row.link_id),
    BankAccountId: Number(row.bank_account_id),
  }));
}

export async function selectAttachments(ctx: RequestContext, where: SQL): Promise<Attachment[]> {
  const rows = await queryRows<AttachmentRow>(
    ctx.tx,
    sql`select ${attachmentColumns} from attachments att where ${where} order by att.id`,
  );
  return rows.map(toAttachment);
}
