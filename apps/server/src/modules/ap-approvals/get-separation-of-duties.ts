import type { contract, SeparationOfDuties } from '@hoa/contract';
import { companies, eq } from '@hoa/db';
import { requireClaim } from '../../http/access';
import type { Handler } from '../../http/bind';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

export async function separationOfDuties(ctx: RequestContext): Promise<SeparationOfDuties> {
  const [company] = await ctx.tx
    .select({ EntererCannotPay: companies.apEntererCannotPay })
    .from(companies)
    .where(eq(companies.id, ctx.user.companyId));
  if (!company) throw notFound();
  return company;
}

/** The company's rules on who may pay an invoice (issue 15), readable by every AP user. */
export const getSeparationOfDuties: Handler<
  typeof contract.apApprovals.GetSeparationOfDuties
> = async (ctx) => {
  requireClaim(ctx, 'apinvoice', 'read');
  return separationOfDuties(ctx);
};
