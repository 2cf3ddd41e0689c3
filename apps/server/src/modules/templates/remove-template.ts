import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { sql, templates } from '@hoa/db';
import { TemplateMessages } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadTemplate } from './template-rows';

type Remove = typeof contract.templates.RemoveTemplate;

/**
 * DELETE Template/:id: a company template is marked removed and unlinked; its file stays, since
 * batches sent with it refer to it. A system template cannot be removed.
 */
export async function removeTemplate(
  ctx: RequestContext,
  { params }: InputOf<Remove>,
): Promise<ResponseOf<Remove>> {
  const template = await loadTemplate(ctx, params.id);
  if (template.IsSystem) throw badRequest(TemplateMessages.systemReadOnly);
  await ctx.tx.execute(sql`delete from community_templates where template_id = ${params.id}`);
  await ctx.tx
    .update(templates)
    .set({ isDeleted: true, updatedAt: new Date() })
    .where(sql`${templates.id} = ${params.id}`);
  return { success: true };
}
