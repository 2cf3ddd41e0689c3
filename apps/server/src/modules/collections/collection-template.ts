import type { Template } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { CollectionMessages, SystemCollectionTemplateName, TemplateTypeId } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { usableTemplate } from '../templates/index';

/** The template if it is a Letter template the community uses, else null. */
async function usableLetterTemplate(
  ctx: RequestContext,
  templateId: number,
  communityAgentId: number,
): Promise<Template | null> {
  const template = await usableTemplate(ctx, templateId, communityAgentId);
  return template?.TopsTemplateTypeId === TemplateTypeId.Letter ? template : null;
}

/** The template chosen for the collection letters (LetterTemplateId), refused with a 400 unless usable. */
export async function requireCollectionTemplate(
  ctx: RequestContext,
  templateId: number,
  communityAgentId: number,
): Promise<Template> {
  const template = await usableLetterTemplate(ctx, templateId, communityAgentId);
  if (!template) throw badRequest(CollectionMessages.letterTemplate);
  return template;
}

/**
 * The template of a community's collection letters: the one its settings chose while the
 * community still uses it (not removed nor unlinked since), else the system collection letter.
 */
export async function collectionTemplate(
  ctx: RequestContext,
  communityAgentId: number,
): Promise<{ chosen: Template | null; template: Template }> {
  const [row] = await queryRows<{ chosen: string | number | null; system: string | number }>(
    ctx.tx,
    sql`select (select letter_template_id from collection_settings
                 where community_agent_id = ${communityAgentId}) as chosen,
               (select id from templates
                 where is_system and not is_deleted and name = ${SystemCollectionTemplateName}) as system`,
  );
  const chosenId = row?.chosen ?? null;
  const chosen =
    chosenId === null ? null : await usableLetterTemplate(ctx, Number(chosenId), communityAgentId);
  const template =
    chosen ?? (await usableLetterTemplate(ctx, Number(row?.system), communityAgentId));
  if (!template) throw new Error(`The company has no ${SystemCollectionTemplateName}.`);
  return { chosen, template };
}
