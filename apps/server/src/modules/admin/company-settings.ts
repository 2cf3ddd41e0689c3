import { companies, eq } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { FeatureFlags } from '@hoa/domain';
import { requireSystemAdmin } from '../../http/access';
import { appError, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { forgetAllSessions } from '../auth/index';

type Get = typeof contract.admin.GetCompanySettings;
type Save = typeof contract.admin.SaveCompanySettings;

const knownFlags = new Set<string>(FeatureFlags.map((f) => f.Key));

export async function getCompanySettings(
  ctx: RequestContext,
  _input?: InputOf<Get>,
): Promise<ResponseOf<Get>> {
  const [company] = await ctx.tx
    .select()
    .from(companies)
    .where(eq(companies.id, ctx.user.companyId));
  if (!company) throw notFound();
  const flags = Object.fromEntries(
    FeatureFlags.map((f) => [f.Key, company.featureFlags[f.Key] === true]),
  );
  return {
    CompanyId: company.id,
    CompanyName: company.name,
    SubscriptionTier: company.subscriptionTier,
    FeatureFlags: flags,
  };
}

/** The tier and flags are set by a system administrator; every user's session reads them. */
export async function saveCompanySettings(
  ctx: RequestContext,
  input: InputOf<Save>,
): Promise<ResponseOf<Save>> {
  requireSystemAdmin(ctx);
  const unknown = Object.keys(input.body.FeatureFlags).filter((k) => !knownFlags.has(k));
  if (unknown.length > 0) throw appError('UnknownFeatureFlag', unknown);
  await ctx.tx
    .update(companies)
    .set({ subscriptionTier: input.body.SubscriptionTier, featureFlags: input.body.FeatureFlags })
    .where(eq(companies.id, ctx.user.companyId));
  forgetAllSessions();
  return getCompanySettings(ctx);
}
