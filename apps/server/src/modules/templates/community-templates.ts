import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { communityTemplates, queryRows, sql } from '@hoa/db';
import { TemplateMessages, TemplateTypes, usesCollectionMergeCodes } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import { loadTemplateFor, selectTemplates } from './template-rows';

type C = typeof contract.templates;
type D = typeof contract.communityDefaultTemplates;

/**
 * Template/LinkTemplateToCommunity: the community uses exactly the company templates listed
 * (system templates need no link); a default that is unlinked stops being the default.
 */
export async function linkTemplateToCommunity(
  ctx: RequestContext,
  { body }: InputOf<C['LinkTemplateToCommunity']>,
): Promise<ResponseOf<C['LinkTemplateToCommunity']>> {
  await requireCommunity(ctx, body.communityAgentId);
  const ids = [...new Set(body.templateIds)];
  const found = await queryRows<{ id: string | number; template_type_id: number }>(
    ctx.tx,
    sql`select id, template_type_id from templates
         where id = any(${idArray(ids)}) and not is_deleted and not is_system`,
  );
  if (found.length !== ids.length) throw badRequest(TemplateMessages.noTemplate);
  await ctx.tx.execute(
    sql`delete from community_templates
         where community_agent_id = ${body.communityAgentId}
           and template_id <> all(${idArray(ids)})`,
  );
  if (found.length > 0)
    await ctx.tx
      .insert(communityTemplates)
      .values(
        found.map((t) => ({
          companyId: ctx.user.companyId,
          communityAgentId: body.communityAgentId,
          templateId: Number(t.id),
          templateTypeId: t.template_type_id,
        })),
      )
      .onConflictDoNothing();
  const { templates: linked } = await selectTemplates(ctx, {
    communityAgentId: body.communityAgentId,
    onlyUsable: true,
  });
  return linked;
}

/** CommunityDefaultTemplate/Get: the default of each type (the system template where none is set). */
export async function getCommunityDefaultTemplates(
  ctx: RequestContext,
  { query }: InputOf<D['GetCommunityDefaultTemplates']>,
): Promise<ResponseOf<D['GetCommunityDefaultTemplates']>> {
  await requireCommunity(ctx, query.communityAgentId);
  const { templates: usable } = await selectTemplates(ctx, {
    communityAgentId: query.communityAgentId,
    onlyUsable: true,
  });
  return TemplateTypes.flatMap((type) => {
    const template = usable.find(
      (t) => t.TopsTemplateTypeId === type.TopsTemplateTypeId && t.IsDefault,
    );
    return template
      ? [
          {
            TopsTemplateTypeId: type.TopsTemplateTypeId,
            TemplateTypeName: type.TemplateTypeName,
            Template: template,
          },
        ]
      : [];
  });
}

/**
 * CommunityDefaultTemplate/Save: the template becomes the community's default of its type,
 * linked if it was not; choosing a system template clears the company default. A collection
 * letter (collection merge codes) is no default: the collection settings choose it.
 */
export async function saveCommunityDefaultTemplate(
  ctx: RequestContext,
  { body }: InputOf<D['SaveCommunityDefaultTemplate']>,
): Promise<ResponseOf<D['SaveCommunityDefaultTemplate']>> {
  await requireCommunity(ctx, body.communityAgentId);
  const template = await loadTemplateFor(ctx, body.topsTemplateId, body.communityAgentId);
  if (usesCollectionMergeCodes(template.MergeCodes))
    throw badRequest(TemplateMessages.collectionNotDefault);
  await ctx.tx.execute(
    sql`update community_templates set is_default = false
         where community_agent_id = ${body.communityAgentId}
           and template_type_id = ${template.TopsTemplateTypeId} and is_default`,
  );
  if (!template.IsSystem)
    await ctx.tx
      .insert(communityTemplates)
      .values({
        companyId: ctx.user.companyId,
        communityAgentId: body.communityAgentId,
        templateId: template.TopsTemplateId,
        templateTypeId: template.TopsTemplateTypeId,
        isDefault: true,
      })
      .onConflictDoUpdate({
        target: [communityTemplates.communityAgentId, communityTemplates.templateId],
        set: { isDefault: true },
      });
  return loadTemplateFor(ctx, body.topsTemplateId, body.communityAgentId);
}
