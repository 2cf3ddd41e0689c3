import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { VendorMessages } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireVendor } from './vendor-access';

type Remove = typeof contract.apVendors.DeleteVendorFromVendorAlly;

/** vendorAlly/DeleteVendorFromVendorAlly: the vendor leaves the network (code cleared). */
export async function deleteVendorFromVendorAlly(
  ctx: RequestContext,
  input: InputOf<Remove>,
): Promise<ResponseOf<Remove>> {
  requireClaim(ctx, 'vendors', 'update');
  const id = input.query.vendorAgentId;
  await requireVendor(ctx, id);
  const changed = await queryRows<{ id: number }>(
    ctx.tx,
    sql`update agents set is_registered_vendor = false, registration_code = null, updated_at = now()
        where id = ${id}::bigint and is_registered_vendor returning id`,
  );
  if (changed.length === 0) throw badRequest(VendorMessages.notRegistered);
  return { success: true };
}
