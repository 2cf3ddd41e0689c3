import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { localDay } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireVendor } from './vendor-access';

type GetInsurances = typeof contract.apVendors.GetVendorInsurances;
type SaveInsurance = typeof contract.apVendors.SaveVendorInsurance;
type DeleteInsurance = typeof contract.apVendors.DeleteVendorInsurance;
type Insurance = ResponseOf<SaveInsurance>;

/** A policy's fields as the contract's VendorInsuranceSchema names them, expired as of today. */
export const insuranceFields = (today: string) => sql`id::int8 as "InsuranceId",
  vendor_agent_id::int8 as "VendorAgentId", policy_type as "PolicyType", carrier as "Carrier",
  policy_number as "PolicyNumber", expiration_date::text as "ExpirationDate",
  expiration_date < ${today}::date as "IsExpired"`;

/** Crm/GetVendorInsurances: a vendor's policies, soonest expiry first, expired ones flagged. */
export async function getVendorInsurances(
  ctx: RequestContext,
  input: InputOf<GetInsurances>,
): Promise<ResponseOf<GetInsurances>> {
  requireClaim(ctx, 'vendors', 'read');
  await requireVendor(ctx, input.query.vendorAgentId);
  return queryRows<Insurance>(
    ctx.tx,
    sql`select ${insuranceFields(localDay(new Date()))} from vendor_insurances
        where vendor_agent_id = ${input.query.vendorAgentId}::bigint order by expiration_date, id`,
  );
}

/** Adds a policy, or changes one of the same vendor. */
export async function saveVendorInsurance(
  ctx: RequestContext,
  input: InputOf<SaveInsurance>,
): Promise<Insurance> {
  requireClaim(ctx, 'vendors', 'update');
  const b = input.body;
  await requireVendor(ctx, b.vendorAgentId);
  const today = localDay(new Date());
  const [row] = await queryRows<Insurance>(
    ctx.tx,
    b.insuranceId === undefined
      ? sql`insert into vendor_insurances
              (company_id, vendor_agent_id, policy_type, carrier, policy_number, expiration_date)
            values (${ctx.user.companyId}, ${b.vendorAgentId}, ${b.policyType}, ${b.carrier},
                    ${b.policyNumber ?? null}, ${b.expirationDate}::date)
            returning ${insuranceFields(today)}`
      : sql`update vendor_insurances set policy_type = ${b.policyType}, carrier = ${b.carrier},
              policy_number = ${b.policyNumber ?? null}, expiration_date = ${b.expirationDate}::date
            where id = ${b.insuranceId}::bigint and vendor_agent_id = ${b.vendorAgentId}::bigint
            returning ${insuranceFields(today)}`,
  );
  if (!row) throw notFound();
  return row;
}

/** Crm/DeleteVendorInsurance (insuranceId). */
export async function deleteVendorInsurance(
  ctx: RequestContext,
  input: InputOf<DeleteInsurance>,
): Promise<ResponseOf<DeleteInsurance>> {
  requireClaim(ctx, 'vendors', 'delete');
  const [row] = await queryRows<{ vendor: number }>(
    ctx.tx,
    sql`select vendor_agent_id::int8 as vendor from vendor_insurances
        where id = ${input.query.insuranceId}::bigint`,
  );
  if (!row) throw notFound();
  await requireVendor(ctx, row.vendor);
  await ctx.tx.execute(
    sql`delete from vendor_insurances where id = ${input.query.insuranceId}::bigint`,
  );
  return { success: true };
}
