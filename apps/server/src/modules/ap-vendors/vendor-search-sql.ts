import { sql, type SQL } from '@hoa/db';
import type { VendorSearchRowSchema } from '@hoa/contract';
import { normalizeSearchTerm } from '@hoa/domain';
import type { z } from 'zod';
import type { RequestContext } from '../../http/request-context';
import { VendorTypeIds } from './vendor-access';
import {
  idArray,
  ilikeAny,
  pageQuery,
  pageRows,
  searchRows,
  termMatch,
  visibleAgent,
} from '../../sql/index';

export interface VendorFilter {
  searchTerm?: string | undefined;
  taxId?: string | undefined;
  tagId?: number | undefined;
  communityAgentId?: number | undefined;
  isRegisteredVendor?: boolean | undefined;
}

type VendorRow = z.infer<typeof VendorSearchRowSchema>;

interface Raw {
  total_count: number;
  ord: string | number | null;
  id: string | number;
  agent_type_id: number;
  display_name: string;
  company_name: string | null;
  federal_tax_number: string | null;
  email: string | null;
  is_registered_vendor: boolean;
  registration_code: string | null;
  is_active: boolean;
  tags: { TagId: number; Tag: string }[] | null;
  on_hold: boolean;
}

function filters(f: VendorFilter): SQL {
  const term = normalizeSearchTerm(f.searchTerm);
  const digits = (f.taxId ?? '').replace(/\D/g, '');
  return sql`${
    term === null
      ? sql``
      : sql`and (${ilikeAny(sql`c.display_name`, termMatch(term).patterns)}
               or ${ilikeAny(sql`coalesce(c.company_name, '')`, termMatch(term).patterns)})`
  }
  ${digits === '' ? sql`` : sql`and regexp_replace(coalesce(c.federal_tax_number, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`}
  ${
    f.tagId === undefined
      ? sql``
      : sql`and exists (select 1 from vendor_tag_assignments t
                        where t.vendor_agent_id = a.id and t.tag_id = ${f.tagId}::bigint)`
  }
  ${
    f.communityAgentId === undefined
      ? sql``
      : sql`and (a.community_agent_id is null or a.community_agent_id = ${f.communityAgentId}::bigint)`
  }
  ${f.isRegisteredVendor === undefined ? sql`` : sql`and a.is_registered_vendor = ${f.isRegisteredVendor}`}`;
}

/** Vendors (types 7 and 15) the caller sees, by name, with their tags and payment hold; paged. */
export async function vendorSearch(
  ctx: RequestContext,
  f: VendorFilter,
  skip: number,
  take: number,
): Promise<{ Results: VendorRow[]; TotalCount: number }> {
  const rows = await searchRows<Raw>(
    ctx,
    pageQuery({
      filtered: sql`select a.id, a.agent_type_id::int as agent_type_id, c.display_name,
          c.company_name, c.federal_tax_number, c.primary_email_address as email,
          a.is_registered_vendor, a.registration_code, a.is_active,
          row_number() over (order by lower(c.display_name), a.id) as ord
        from agents a join contacts c on c.agent_id = a.id
        where a.agent_type_id = any(${idArray(VendorTypeIds)}) and ${visibleAgent(ctx, 'a')}
          ${filters(f)}`,
      skip,
      take,
      select: sql`(select json_agg(json_build_object('TagId', vt.id, 'Tag', vt.tag) order by lower(vt.tag))
          from vendor_tag_assignments va join vendor_tags vt on vt.id = va.tag_id
          where va.vendor_agent_id = page.id) as tags,
        exists (select 1 from vendor_bank_details b
          where b.vendor_agent_id = page.id and b.confirmed_at is null) as on_hold`,
    }),
  );
  return {
    TotalCount: rows[0]?.total_count ?? 0,
    Results: pageRows(rows).map((r) => ({
      VendorAgentId: Number(r.id),
      AgentTypeId: r.agent_type_id,
      DisplayName: r.display_name,
      CompanyName: r.company_name,
      FederalTaxNumber: r.federal_tax_number,
      PrimaryEmailAddress: r.email,
      IsRegisteredVendor: r.is_registered_vendor,
      RegistrationCode: r.registration_code,
      IsActive: r.is_active,
      Tags: (r.tags ?? []).map((t) => ({ TagId: Number(t.TagId), Tag: t.Tag })),
      IsOnPaymentHold: r.on_hold,
    })),
  };
}
