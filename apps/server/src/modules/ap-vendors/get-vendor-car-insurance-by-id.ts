import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { localDay, VendorCarInsurancePolicyType } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireVendor } from './vendor-access';
import { insuranceFields } from './vendor-insurances';

type GetById = typeof contract.apVendors.GetVendorCarInsuranceById;

/**
 * VendorCarInsurance/GetById (spec 1 §7): one vendor car insurance policy, as the vendor's
 * insurances list shows it. A policy of another kind, or of a vendor off the caller's communities
 * (403) or of another company (not found), is not given.
 */
export async function getVendorCarInsuranceById(
  ctx: RequestContext,
  { query }: InputOf<GetById>,
): Promise<ResponseOf<GetById>> {
  requireClaim(ctx, 'vendors', 'read');
  const [row] = await queryRows<ResponseOf<GetById>>(
    ctx.tx,
    sql`select ${insuranceFields(localDay(new Date()))} from vendor_insurances
         where id = ${query.id}::bigint and policy_type = ${VendorCarInsurancePolicyType}`,
  );
  if (!row) throw appError('VendorCarInsuranceNotFound');
  await requireVendor(ctx, row.VendorAgentId);
  return row;
}
