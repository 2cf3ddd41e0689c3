import type { contract } from '@hoa/contract';
import { companies, eq } from '@hoa/db';
import { requireClaim } from '../../http/access';
import type { Handler } from '../../http/bind';
import { separationOfDuties } from './get-separation-of-duties';

/**
 * Turns the enterer-cannot-pay rule on or off: an approval setting, so it needs the approval
 * settings claim, which the roles that enter and pay invoices do not hold.
 */
export const saveSeparationOfDuties: Handler<
  typeof contract.apApprovals.SaveSeparationOfDuties
> = async (ctx, { body }) => {
  requireClaim(ctx, 'apapprovalsettings', 'update');
  await ctx.tx
    .update(companies)
    .set({ apEntererCannotPay: body.EntererCannotPay })
    .where(eq(companies.id, ctx.user.companyId));
  return separationOfDuties(ctx);
};
