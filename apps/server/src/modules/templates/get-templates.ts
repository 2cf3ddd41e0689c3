import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  templateSearchTerm,
  TemplateTypeId,
  TemplateTypeModules,
  TemplateTypes,
} from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { selectTemplates } from './template-rows';

type C = typeof contract.templates;

/** Template/GetAllTemplates: system and company templates, filtered; agentId's links. */
export async function getAllTemplates(
  ctx: RequestContext,
  { query }: InputOf<C['GetAllTemplates']>,
): Promise<ResponseOf<C['GetAllTemplates']>> {
  if (query.agentId !== undefined) await requireCommunity(ctx, query.agentId);
  const { total, templates } = await selectTemplates(ctx, {
    communityAgentId: query.agentId,
    templateTypeId: query.topsTemplateTypeId,
    isSystem: query.isSystem,
    name: templateSearchTerm(query.name),
    templateId: query.topsTemplateId,
    skip: query.skip,
    take: query.take,
  });
  return { TotalCount: total, Templates: templates };
}

/** Template/GetTemplates: what a community may send, its defaults first. */
export async function getTemplates(
  ctx: RequestContext,
  { query }: InputOf<C['GetTemplates']>,
): Promise<ResponseOf<C['GetTemplates']>> {
  await requireCommunity(ctx, query.communityAgentId);
  const { templates } = await selectTemplates(ctx, {
    communityAgentId: query.communityAgentId,
    onlyUsable: true,
    templateTypeId: query.topsTemplateTypeId,
  });
  return templates;
}

/** Template/GetByModule: a module's templates a community may send, its default first. */
export async function getByModule(
  ctx: RequestContext,
  { query }: InputOf<C['GetByModule']>,
): Promise<ResponseOf<C['GetByModule']>> {
  await requireCommunity(ctx, query.cmtyId);
  const type = TemplateTypes.find((t) => t.TemplateTypeName === query.module);
  const { templates } = await selectTemplates(ctx, {
    communityAgentId: query.cmtyId,
    onlyUsable: true,
    templateTypeId: type?.TopsTemplateTypeId,
  });
  return templates;
}

/** Template/GetAdminTemplates: the company's own templates. */
export async function getAdminTemplates(
  ctx: RequestContext,
  { query }: InputOf<C['GetAdminTemplates']>,
): Promise<ResponseOf<C['GetAdminTemplates']>> {
  if (query.agentId !== undefined) await requireCommunity(ctx, query.agentId);
  const { total, templates } = await selectTemplates(ctx, {
    communityAgentId: query.agentId,
    isSystem: false,
    skip: query.skip,
    take: query.take,
  });
  return { TotalCount: total, Templates: templates };
}

/** Template/GetCheckTemplates. */
export async function getCheckTemplates(
  ctx: RequestContext,
): Promise<ResponseOf<C['GetCheckTemplates']>> {
  const { templates } = await selectTemplates(ctx, { templateTypeId: TemplateTypeId.Check });
  return templates;
}

/** Template/getActiveTemplateTypes: the five types and the module each serves. */
export function getActiveTemplateTypes(): Promise<ResponseOf<C['getActiveTemplateTypes']>> {
  return Promise.resolve(
    TemplateTypes.map((t) => ({
      TopsTemplateTypeId: t.TopsTemplateTypeId,
      Name: t.TemplateTypeName,
      Module: TemplateTypeModules[t.TopsTemplateTypeId as keyof typeof TemplateTypeModules],
    })),
  );
}
