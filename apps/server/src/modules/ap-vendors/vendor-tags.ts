import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireVendor } from './vendor-access';
import { idArray } from '../../sql/index';

type Tags = ResponseOf<typeof contract.apVendors.GetVendorTags>;
type SaveTag = typeof contract.apVendors.SaveVendorTag;
type SetTags = typeof contract.apVendors.SetVendorTags;

/** Vendor/GetVendorTags: the company's vendor tags by name. */
export async function getVendorTags(ctx: RequestContext): Promise<Tags> {
  requireClaim(ctx, 'vendors', 'read');
  return queryRows(
    ctx.tx,
    sql`select id::int8 as "TagId", tag as "Tag" from vendor_tags order by lower(tag), id`,
  );
}

/** Vendor/SaveVendorTag {tag}: the tag of this name, added when new (names ignore case). */
export async function saveVendorTag(
  ctx: RequestContext,
  input: InputOf<SaveTag>,
): Promise<ResponseOf<SaveTag>> {
  requireClaim(ctx, 'vendors', 'update');
  const tag = input.body.tag;
  const [row] = await queryRows<{ TagId: number; Tag: string }>(
    ctx.tx,
    sql`with added as (
          insert into vendor_tags (company_id, tag) values (${ctx.user.companyId}, ${tag})
          on conflict (company_id, lower(tag)) do nothing
          returning id, tag)
        select id::int8 as "TagId", tag as "Tag" from added
        union all
        select id::int8, tag from vendor_tags where lower(tag) = lower(${tag})
        limit 1`,
  );
  if (!row) throw notFound();
  return row;
}

/** The tags a vendor carries, replaced by the given list (404 for a tag not of the company). */
export async function setVendorTags(
  ctx: RequestContext,
  input: InputOf<SetTags>,
): Promise<ResponseOf<SetTags>> {
  requireClaim(ctx, 'vendors', 'update');
  const { vendorAgentId } = input.body;
  const tagIds = [...new Set(input.body.tagIds)];
  await requireVendor(ctx, vendorAgentId);
  const ids = idArray(tagIds);
  const [known] = await queryRows<{ n: number }>(
    ctx.tx,
    sql`select count(*)::int as n from vendor_tags where id = any(${ids})`,
  );
  if ((known?.n ?? 0) !== tagIds.length) throw notFound();
  await ctx.tx.execute(
    sql`delete from vendor_tag_assignments
        where vendor_agent_id = ${vendorAgentId}::bigint and tag_id <> all(${ids})`,
  );
  await ctx.tx.execute(
    sql`insert into vendor_tag_assignments (company_id, vendor_agent_id, tag_id)
        select ${ctx.user.companyId}, ${vendorAgentId}::bigint, unnest(${ids})
        on conflict do nothing`,
  );
  return queryRows(
    ctx.tx,
    sql`select t.id::int8 as "TagId", t.tag as "Tag"
        from vendor_tag_assignments a join vendor_tags t on t.id = a.tag_id
        where a.vendor_agent_id = ${vendorAgentId}::bigint order by lower(t.tag), t.id`,
  );
}
