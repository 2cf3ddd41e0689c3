import { randomBytes } from 'node:crypto';
import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { VendorMessages } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireVendor } from './vendor-access';

type CreateCode = typeof contract.apVendors.CreateVendorRegistrationCode;

/** Ten characters without look-alikes (no 0/O, 1/I/L): about 48 bits. */
const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function newCode(): string {
  return `V-${[...randomBytes(10)].map((b) => alphabet[b % alphabet.length] ?? '').join('')}`;
}

/**
 * Vendor/CreateVendorRegistrationCode: the code an unregistered vendor is invited with (sent by
 * ResendVendorInvite); its code when it has one, else a new one kept on the vendor.
 */
export async function createVendorRegistrationCode(
  ctx: RequestContext,
  input: InputOf<CreateCode>,
): Promise<ResponseOf<CreateCode>> {
  requireClaim(ctx, 'vendors', 'update');
  const id = input.body.vendorAgentId;
  await requireVendor(ctx, id);
  const [vendor] = await queryRows<{ code: string }>(
    ctx.tx,
    sql`update agents set registration_code = coalesce(registration_code, ${newCode()}),
               updated_at = now()
         where id = ${id}::bigint and not is_registered_vendor
        returning registration_code as code`,
  );
  if (!vendor) throw badRequest(VendorMessages.alreadyRegistered);
  return { RegistrationCode: vendor.code };
}
