import { queryRows, sql, type SQL } from '@hoa/db';
import { SystemTemplates, templateTypeName } from '@hoa/domain';
import type { Template } from '@hoa/contract';
import { defaultTemplateMergeCodes } from '../../documents/index';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { TemplateMessages } from '@hoa/domain';

interface TemplateRow {
  id: string | number;
  template_type_id: number;
  name: string;
  is_system: boolean;
  file_name: string | null;
  size_bytes: string | number;
  merge_codes: string[];
  requires_owner: boolean;
  is_color: boolean;
  is_double_sided: boolean;
  mailroom_delivery_option: number;
  include_return_envelope: boolean;
  prepaid_return_postage: boolean;
  is_linked: boolean;
  is_default: boolean;
  updated_at: string;
  total: string | number;
}

/** What a template row answers (TemplateSchema). */
function templateOf(row: TemplateRow): Template {
  return {
    TopsTemplateId: Number(row.id),
    TopsTemplateTypeId: row.template_type_id,
    TemplateTypeName: templateTypeName(row.template_type_id),
    Name: row.name,
    IsSystem: row.is_system,
    FileName: row.file_name,
    FileSizeBytes: Number(row.size_bytes),
    MergeCodes: row.merge_codes,
    RequiresOwner: row.requires_owner,
    IsColor: row.is_color,
    IsDoubleSided: row.is_double_sided,
    MailroomDeliveryOption: row.mailroom_delivery_option,
    IncludeReturnEnvelope: row.include_return_envelope,
    PrepaidReturnPostage: row.prepaid_return_postage,
    IsLinked: row.is_linked,
    IsDefault: row.is_default,
    UpdatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The system templates that are their type's default where a community chose none. */
const typeDefaults = sql.join(
  SystemTemplates.filter((t) => t.IsTypeDefault).map((t) => sql`${t.Name}`),
  sql`, `,
);

export interface TemplateFilter {
  /** The community whose links and defaults are read (and, with onlyUsable, what it may send). */
  communityAgentId?: number | undefined;
  /** Only templates the community may send: system ones and those linked to it. */
  onlyUsable?: boolean;
  templateTypeId?: number | undefined;
  isSystem?: boolean | undefined;
  /** A name search (already at least 2 characters). */
  name?: string | null;
  templateId?: number | undefined;
  skip?: number;
  take?: number;
}

/**
 * Templates of the caller's company (row-level security) that are not removed, with the
 * community's link and default, its defaults first, then system templates, then by name.
 */
export async function selectTemplates(
  ctx: Pick<RequestContext, 'tx'>,
  filter: TemplateFilter,
): Promise<{ total: number; templates: Template[] }> {
  const community = filter.communityAgentId ?? null;
  const where: SQL[] = [sql`not t.is_deleted`];
  if (filter.templateTypeId !== undefined)
    where.push(sql`t.template_type_id = ${filter.templateTypeId}`);
  if (filter.isSystem !== undefined) where.push(sql`t.is_system = ${filter.isSystem}`);
  if (filter.templateId !== undefined) where.push(sql`t.id = ${filter.templateId}`);
  if (filter.name) where.push(sql`t.name ilike ${`%${filter.name.replace(/[%_\\]/g, '\\$&')}%`}`);
  if (filter.onlyUsable) where.push(sql`(t.is_system or ct.template_id is not null)`);
  const rows = await queryRows<TemplateRow>(
    ctx.tx,
    sql`select t.id, t.template_type_id, t.name, t.is_system, t.file_name, t.size_bytes,
               t.merge_codes, t.requires_owner, t.is_color, t.is_double_sided,
               t.mailroom_delivery_option, t.include_return_envelope, t.prepaid_return_postage,
               (ct.template_id is not null) as is_linked,
               coalesce(ct.is_default, false)
                 or (t.is_system and t.name in (${typeDefaults}) and not exists (
                       select 1 from community_templates d
                        where d.community_agent_id = ${community}
                          and d.template_type_id = t.template_type_id and d.is_default)
                     and ${community}::bigint is not null) as is_default,
               t.updated_at::text, count(*) over () as total
          from templates t
          left join community_templates ct
            on ct.template_id = t.id and ct.community_agent_id = ${community}
         where ${sql.join(where, sql` and `)}
         order by t.template_type_id, 15 desc, t.is_system desc, lower(t.name), t.id
         offset ${filter.skip ?? 0} limit ${filter.take ?? 1000}`,
  );
  const templates = await Promise.all(
    rows.map(async (row) =>
      templateOf(
        row.is_system ? { ...row, merge_codes: await defaultTemplateMergeCodes(row.name) } : row,
      ),
    ),
  );
  return { total: Number(rows[0]?.total ?? 0), templates };
}

/** One template of the caller's company; another company's, or a removed one, is 404. */
export async function loadTemplate(ctx: RequestContext, templateId: number): Promise<Template> {
  const { templates } = await selectTemplates(ctx, { templateId });
  const template = templates[0];
  if (!template) throw notFound(TemplateMessages.noTemplate);
  return template;
}

/** A template the community may send (a system one or one linked to it), else null. */
export async function usableTemplate(
  ctx: RequestContext,
  templateId: number,
  communityAgentId: number,
): Promise<Template | null> {
  const { templates } = await selectTemplates(ctx, {
    templateId,
    communityAgentId,
    onlyUsable: true,
  });
  return templates[0] ?? null;
}

/** loadTemplate with the community's link and default. */
export async function loadTemplateFor(
  ctx: RequestContext,
  templateId: number,
  communityAgentId: number,
): Promise<Template> {
  const { templates } = await selectTemplates(ctx, { templateId, communityAgentId });
  const template = templates[0];
  if (!template) throw notFound(TemplateMessages.noTemplate);
  return template;
}
