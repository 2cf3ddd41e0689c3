import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadVendors } from './vendor-access';

type SaveVendors = typeof contract.portfolio.SaveVendors;

/** Vendor edit-all: the names, email and active flag of many vendors in two statements. */
export async function saveVendors(
  ctx: RequestContext,
  input: InputOf<SaveVendors>,
): Promise<ResponseOf<SaveVendors>> {
  requireClaim(ctx, 'vendors', 'update');
  const vendors = input.body.Vendors;
  const ids = vendors.map((v) => v.TopsAgentId);
  if (new Set(ids).size !== ids.length) throw appError('VendorListedTwice');
  await loadVendors(ctx, ids);
  const values = sql.join(
    vendors.map(
      (v) =>
        sql`(${v.TopsAgentId}::bigint, ${v.DisplayName}::text, ${v.CompanyName}::text,
             ${v.PrimaryEmailAddress}::text, ${v.IsActive}::boolean)`,
    ),
    sql`, `,
  );
  await ctx.tx.execute(
    sql`update contacts c set display_name = v.display_name, company_name = v.company_name,
          primary_email_address = v.email
        from (values ${values}) as v(id, display_name, company_name, email, is_active)
        where c.agent_id = v.id`,
  );
  await ctx.tx.execute(
    sql`update agents a set is_active = v.is_active, updated_at = now()
        from (values ${values}) as v(id, display_name, company_name, email, is_active)
        where a.id = v.id`,
  );
  return { Saved: vendors.length };
}
