import type { contract, InputOf, LetterFormatSetting, ResponseOf } from '@hoa/contract';
import { companies, eq } from '@hoa/db';
import { letterFormatOf, LetterFormats } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { companyLetterFormatId } from './merge-values';

type C = typeof contract.templates;

async function letterFormatSetting(ctx: RequestContext): Promise<LetterFormatSetting> {
  const chosen = letterFormatOf(await companyLetterFormatId(ctx));
  return { LetterFormat: { ...chosen }, Formats: LetterFormats.map((f) => ({ ...f })) };
}

/** Template/GetTemplateFormatSetting: the envelope the company's letters are laid out for. */
export async function getTemplateFormatSetting(
  ctx: RequestContext,
): Promise<ResponseOf<C['GetTemplateFormatSetting']>> {
  return letterFormatSetting(ctx);
}

/**
 * Template/SaveTemplateFormatSetting: the company's letter format, which every letter rendered
 * from then on follows (previews, samples, releases: letterSender's return address).
 */
export async function saveTemplateFormatSetting(
  ctx: RequestContext,
  { body }: InputOf<C['SaveTemplateFormatSetting']>,
): Promise<ResponseOf<C['SaveTemplateFormatSetting']>> {
  await ctx.tx
    .update(companies)
    .set({ letterFormatId: body.LetterFormatId })
    .where(eq(companies.id, ctx.user.companyId));
  return letterFormatSetting(ctx);
}
