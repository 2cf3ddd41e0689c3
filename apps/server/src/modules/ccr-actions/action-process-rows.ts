import { queryRows, sql, type SQL } from '@hoa/db';
import type { ActionProcess, CcrCode } from '@hoa/contract';
import {
  ActionProcessTypeId,
  CodeTypeId,
  TemplateTypeId,
  type ErrorCode,
  type PermissionClaim,
  type TemplateTypeIdValue,
} from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { CompanyWork, RequestContext } from '../../http/request-context';
import { selectTemplates } from '../templates/index';

/**
 * What tells CCR (type 10) and ARC (type 13) action processes apart: the level letters' template
 * type, the codes that follow them, the claim that guards them, and the refusals naming them. The
 * rows, the save and the code assignment below serve both.
 */
export interface ProcessKind {
  processTypeId: number;
  templateTypeId: TemplateTypeIdValue;
  codeTypeId: number;
  claim: PermissionClaim;
  /** A process named for another community, or a process of the other kind. */
  notOfCommunity: ErrorCode;
  /** A code that is not of the kind's type and the process's community. */
  codeNotOfKind: ErrorCode;
  templateNotUsable: 'ActionProcessTemplateNotUsable' | 'ArcActionProcessTemplateNotUsable';
}

export const CcrProcessKind: ProcessKind = {
  processTypeId: ActionProcessTypeId.Ccr,
  templateTypeId: TemplateTypeId.CcrLetter,
  codeTypeId: CodeTypeId.CcrCode,
  claim: 'ccrviolations',
  notOfCommunity: 'ActionProcessNotCcr',
  codeNotOfKind: 'ActionProcessNotCcrCode',
  templateNotUsable: 'ActionProcessTemplateNotUsable',
};

interface ProcessRow {
  id: string | number;
  community_agent_id: string | number;
  process_type_id: number;
  name: string;
  is_deleted: boolean;
  code_count: number;
  levels: {
    id: number;
    sequence: number;
    level_name: string;
    days: number;
    admin_fee_cents: number;
    template_id: number | null;
    template_name: string | null;
    notice_days: number;
    is_hearing_required: boolean;
  }[];
}

/** Action processes of the kind matching the filter (on alias p), by name, with their live levels. */
export async function selectActionProcesses(
  ctx: RequestContext,
  where: SQL,
  kind: ProcessKind = CcrProcessKind,
): Promise<ActionProcess[]> {
  const rows = await queryRows<ProcessRow>(
    ctx.tx,
    sql`select p.id, p.community_agent_id, p.process_type_id, p.name, p.is_deleted,
               (select count(*)::int from action_process_codes c
                 where c.action_process_id = p.id) as code_count,
               coalesce((select json_agg(json_build_object(
                         'id', l.id, 'sequence', l.sequence, 'level_name', l.level_name,
                         'days', l.days, 'admin_fee_cents', l.admin_fee_cents,
                         'template_id', l.template_id, 'template_name', t.name,
                         'notice_days', l.notice_days,
                         'is_hearing_required', l.is_hearing_required) order by l.sequence, l.id)
                  from action_process_levels l
                  left join templates t on t.id = l.template_id
                 where l.action_process_id = p.id and not l.is_deleted), '[]'::json) as levels
          from action_processes p
         where p.process_type_id = ${kind.processTypeId} and ${where}
         order by lower(p.name), p.id`,
  );
  return rows.map((row) => ({
    ActionProcessId: Number(row.id),
    ActionProcessName: row.name,
    CommunityAgentId: Number(row.community_agent_id),
    ProcessTypeId: row.process_type_id,
    IsDeleted: row.is_deleted,
    CodeCount: row.code_count,
    TemplateLevels: row.levels.map((level) => ({
      TemplateLevelId: Number(level.id),
      Sequence: level.sequence,
      LevelName: level.level_name,
      Days: level.days,
      AdminFee: Number(level.admin_fee_cents),
      TopsTemplateId: level.template_id === null ? null : Number(level.template_id),
      TemplateName: level.template_name,
      NoticeDays: level.notice_days,
      IsHearingRequired: level.is_hearing_required,
      IsDeleted: false,
    })),
  }));
}

/** The process as saved, read back. */
export async function readActionProcess(
  ctx: RequestContext,
  actionProcessId: number,
  kind: ProcessKind = CcrProcessKind,
): Promise<ActionProcess> {
  const [process] = await selectActionProcesses(ctx, sql`p.id = ${actionProcessId}`, kind);
  if (!process) throw new Error('Saved action process was not read back');
  return process;
}

export interface ProcessFacts {
  id: number;
  communityAgentId: number;
  name: string;
}

/**
 * A live action process of the kind on a community of the caller's list: another company's (hidden
 * by row-level security), a deleted one or one of the other kind is 404; one off the list is 403.
 */
export async function requireActionProcess(
  ctx: RequestContext,
  actionProcessId: number,
  kind: ProcessKind = CcrProcessKind,
): Promise<ProcessFacts> {
  const [row] = await queryRows<{ id: string | number; community: string | number; name: string }>(
    ctx.tx,
    sql`select id, community_agent_id as community, name from action_processes
         where id = ${actionProcessId} and process_type_id = ${kind.processTypeId}
           and not is_deleted`,
  );
  if (!row) throw notFound();
  const communityAgentId = Number(row.community);
  await requireCommunity(ctx, communityAgentId);
  return { id: Number(row.id), communityAgentId, name: row.name };
}

/** The letter templates of the kind a community may send: system ones and those it links. */
export async function usableLetterTemplates(
  ctx: RequestContext,
  communityAgentId: number,
  kind: ProcessKind = CcrProcessKind,
): Promise<{ TopsTemplateId: number; Name: string; IsSystem: boolean }[]> {
  const { templates } = await selectTemplates(ctx, {
    communityAgentId,
    onlyUsable: true,
    templateTypeId: kind.templateTypeId,
  });
  return templates.map((t) => ({
    TopsTemplateId: t.TopsTemplateId,
    Name: t.Name,
    IsSystem: t.IsSystem,
  }));
}

/** Codes of the kind (CCR 7, architectural 20) matching the filter (on alias k), with their process. */
export async function selectProcessCodes(
  ctx: CompanyWork,
  where: SQL,
  kind: ProcessKind = CcrProcessKind,
): Promise<CcrCode[]> {
  const rows = await queryRows<{
    id: string | number;
    community_agent_id: string | number;
    code_alias: string;
    code_name: string;
    code_description: string | null;
    code_detail_description: string | null;
    code_action_needed: string | null;
    process_id: string | number | null;
    process_name: string | null;
  }>(
    ctx.tx,
    sql`select k.id, k.community_agent_id, k.code_alias, k.code_name, k.code_description,
               k.code_detail_description, k.code_action_needed,
               p.id as process_id, p.name as process_name
          from codes k
          left join action_process_codes c on c.code_id = k.id
          left join action_processes p on p.id = c.action_process_id
         where k.code_type_id = ${kind.codeTypeId} and ${where}
         order by k.code_alias`,
  );
  return rows.map((row) => ({
    TopsCodeId: Number(row.id),
    CommunityAgentId: Number(row.community_agent_id),
    CodeAlias: row.code_alias,
    CodeName: row.code_name,
    CodeDescription: row.code_description,
    CodeDetailDescription: row.code_detail_description,
    CodeActionNeeded: row.code_action_needed,
    ActionProcessId: row.process_id === null ? null : Number(row.process_id),
    ActionProcessName: row.process_name,
  }));
}
