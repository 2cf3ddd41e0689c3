import { queryRows, sql } from '@hoa/db';
import type { OwnerContext } from '../owner-auth/index';

/** The name of the signed-in owner's management company (statements print it). */
export async function ownerCompanyName(ctx: OwnerContext): Promise<string> {
  const [row] = await queryRows<{ name: string }>(
    ctx.tx,
    sql`select name from companies where id = ${ctx.owner.companyId}`,
  );
  return row?.name ?? '';
}
