import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { VendorMessages } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { queueMail } from '../mail/index';
import { requireVendor, VendorTypeIds } from './vendor-access';
import { idArray, visibleAgent } from '../../sql/index';

type GetInvites = typeof contract.apVendors.GetVendorInvites;
type Resend = typeof contract.apVendors.ResendVendorInvite;

/** The invites sent to vendors (of one vendor when given), newest first. */
export async function getVendorInvites(
  ctx: RequestContext,
  input: InputOf<GetInvites>,
): Promise<ResponseOf<GetInvites>> {
  requireClaim(ctx, 'vendors', 'read');
  const vendor = input.query.vendorAgentId ?? null;
  if (vendor !== null) await requireVendor(ctx, vendor);
  return queryRows(
    ctx.tx,
    sql`select v.id::int8 as "InviteId", v.vendor_agent_id::int8 as "VendorAgentId",
               v.email_address as "EmailAddress", v.registration_code as "RegistrationCode",
               v.sent_at::text as "SentAt"
        from vendor_invites v left join agents a on a.id = v.vendor_agent_id
        where (${vendor}::bigint is null or v.vendor_agent_id = ${vendor}::bigint)
          and (a.id is null or ${visibleAgent(ctx, 'a')})
        order by v.sent_at desc, v.id desc limit 200`,
  );
}

/**
 * Vendor/ResendVendorInvite {emailAddress, registrationCode}: the invite of the vendor holding the
 * registration code, recorded with the time it was sent and mailed to the address ('Invite sent').
 */
export async function resendVendorInvite(
  ctx: RequestContext,
  input: InputOf<Resend>,
): Promise<ResponseOf<Resend>> {
  requireClaim(ctx, 'vendors', 'update');
  const { emailAddress, registrationCode } = input.body;
  const [vendor] = await queryRows<{ id: number; name: string }>(
    ctx.tx,
    sql`select a.id::int8 as id, coalesce(c.display_name, '') as name
          from agents a left join contacts c on c.agent_id = a.id
        where a.registration_code = ${registrationCode} and not a.is_deleted
          and a.agent_type_id = any(${idArray(VendorTypeIds)}) limit 1`,
  );
  if (!vendor) throw notFound();
  await requireVendor(ctx, vendor.id);
  await ctx.tx.execute(
    sql`insert into vendor_invites
          (company_id, vendor_agent_id, email_address, registration_code, sent_by_user_id)
        values (${ctx.user.companyId}, ${vendor.id}, ${emailAddress}, ${registrationCode},
                ${ctx.user.userId})`,
  );
  const company = ctx.user.companyName;
  await queueMail(ctx.tx, ctx.user.companyId, ctx.user.userId, [
    {
      toAddress: emailAddress,
      toUserId: null,
      subject: `${company} invites you to register as a vendor`,
      body: [
        `Hello ${vendor.name || 'there'},`,
        '',
        `${company} invites you to register on its vendor network, where you can send invoices`,
        'and receive payments digitally. Register with this code:',
        '',
        `Registration code: ${registrationCode}`,
      ].join('\n'),
      secrets: [registrationCode],
      kind: 'vendor-invite',
    },
  ]);
  return { Message: VendorMessages.inviteSent };
}
