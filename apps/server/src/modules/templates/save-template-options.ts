import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { sql, templates } from '@hoa/db';
import { normalizeTemplateOptions } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { loadTemplate } from './template-rows';

type Save = typeof contract.templates.SaveTemplateOptions;

/** Template/SaveTemplateOptions: the print options; no return envelope clears prepaid postage. */
export async function saveTemplateOptions(
  ctx: RequestContext,
  { body }: InputOf<Save>,
): Promise<ResponseOf<Save>> {
  const { TopsTemplateId, ...given } = body.Template;
  await loadTemplate(ctx, TopsTemplateId);
  const options = normalizeTemplateOptions(given);
  await ctx.tx
    .update(templates)
    .set({
      isColor: options.IsColor,
      isDoubleSided: options.IsDoubleSided,
      mailroomDeliveryOption: options.MailroomDeliveryOption,
      includeReturnEnvelope: options.IncludeReturnEnvelope,
      prepaidReturnPostage: options.PrepaidReturnPostage,
      updatedAt: new Date(),
    })
    .where(sql`${templates.id} = ${TopsTemplateId}`);
  return loadTemplate(ctx, TopsTemplateId);
}
