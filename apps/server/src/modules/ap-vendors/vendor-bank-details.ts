import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { BankMessages, isValidRoutingNumber, VendorMessages } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { appError, badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { seal } from '../direct-debit/index';
import { requireVendor } from './vendor-access';

type GetDetails = typeof contract.apVendors.GetVendorBankDetails;
type SaveDetails = typeof contract.apVendors.SaveVendorBankDetails;
type ConfirmDetails = typeof contract.apVendors.ConfirmVendorBankDetails;
type Details = ResponseOf<SaveDetails>;

const fields = sql`vendor_agent_id::int8 as "VendorAgentId", routing_number as "RoutingNumber",
  account_last4 as "AccountLast4", changed_by_user_id::int8 as "ChangedByUserId",
  changed_at::text as "ChangedAt", confirmed_by_user_id::int8 as "ConfirmedByUserId",
  confirmed_at::text as "ConfirmedAt", confirmed_at is null as "IsOnPaymentHold"`;

/** Where a vendor's payments go, the account masked, and whether the change awaits confirmation. */
export async function getVendorBankDetails(
  ctx: RequestContext,
  input: InputOf<GetDetails>,
): Promise<ResponseOf<GetDetails>> {
  requireClaim(ctx, 'vendors', 'read');
  await requireVendor(ctx, input.query.vendorAgentId);
  const [row] = await queryRows<Details>(
    ctx.tx,
    sql`select ${fields} from vendor_bank_details
        where vendor_agent_id = ${input.query.vendorAgentId}::bigint`,
  );
  return row ?? null;
}

/**
 * Changes a vendor's bank details: the routing number must pass the ABA check, the account number
 * is sealed. Until a second, different user confirms the change, the vendor is on payment hold.
 */
export async function saveVendorBankDetails(
  ctx: RequestContext,
  input: InputOf<SaveDetails>,
): Promise<Details> {
  requireClaim(ctx, 'vendors', 'update');
  const { vendorAgentId, routingNumber, accountNumber } = input.body;
  await requireVendor(ctx, vendorAgentId);
  if (!isValidRoutingNumber(routingNumber)) throw badRequest(BankMessages.invalidRoutingNumber);
  if (!/^\d{4,17}$/.test(accountNumber)) {
    throw appError('PayablesVendorAccountNumberFormat');
  }
  const [row] = await queryRows<Details>(
    ctx.tx,
    sql`insert into vendor_bank_details (vendor_agent_id, company_id, routing_number,
          account_number_sealed, account_last4, changed_by_user_id, changed_at)
        values (${vendorAgentId}::bigint, ${ctx.user.companyId}, ${routingNumber},
                ${seal(accountNumber)}, ${accountNumber.slice(-4)}, ${ctx.user.userId}, now())
        on conflict (vendor_agent_id) do update set routing_number = excluded.routing_number,
          account_number_sealed = excluded.account_number_sealed,
          account_last4 = excluded.account_last4, changed_by_user_id = excluded.changed_by_user_id,
          changed_at = now(), confirmed_by_user_id = null, confirmed_at = null
        returning ${fields}`,
  );
  if (!row) throw notFound();
  return row;
}

/** A second user confirms changed bank details; the one who changed them cannot. */
export async function confirmVendorBankDetails(
  ctx: RequestContext,
  input: InputOf<ConfirmDetails>,
): Promise<Details> {
  requireClaim(ctx, 'vendors', 'update');
  const { vendorAgentId } = input.body;
  await requireVendor(ctx, vendorAgentId);
  const [current] = await queryRows<{ changedBy: number | null; confirmed: boolean }>(
    ctx.tx,
    sql`select changed_by_user_id::int8 as "changedBy", confirmed_at is not null as confirmed
        from vendor_bank_details where vendor_agent_id = ${vendorAgentId}::bigint for update`,
  );
  if (!current) throw badRequest(VendorMessages.noBankDetails);
  if (current.confirmed) throw badRequest(VendorMessages.nothingToConfirm);
  if (current.changedBy === ctx.user.userId) throw appError('PayablesVendorBankSameUser');
  const [row] = await queryRows<Details>(
    ctx.tx,
    sql`update vendor_bank_details set confirmed_by_user_id = ${ctx.user.userId}, confirmed_at = now()
        where vendor_agent_id = ${vendorAgentId}::bigint returning ${fields}`,
  );
  if (!row) throw notFound();
  return row;
}
