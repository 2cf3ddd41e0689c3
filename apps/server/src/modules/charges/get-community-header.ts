import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { ChargeRunTxnTypeIds, claimForTxnType, hasAccess, localDay } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import { forbidden } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

type GetCommunityHeader = typeof contract.charges.GetCommunityHeader;

interface HeaderRow {
  name: string | null;
  alias: string | null;
  address: string | null;
  city: string | null;
  state_id: number | null;
  postal_code: string | null;
  fiscal_year_id: string | number | null;
  fy_start: string | null;
  fy_end: string | null;
  fy_closed: boolean | null;
  p_start: string | null;
  p_end: string | null;
  p_open: boolean | null;
}

/**
 * The header of the run screens: the community's name, code and primary address, and the fiscal
 * year and accounting period holding the date (today by default). For anyone who may read one of
 * the charge runs (spec 3 §6 claims of 40, 41, 42, 43, 53).
 */
export async function getCommunityHeader(
  ctx: RequestContext,
  input: InputOf<GetCommunityHeader>,
): Promise<ResponseOf<GetCommunityHeader>> {
  const { communityAgentId } = input.query;
  const readsARun = ChargeRunTxnTypeIds.some((id) => {
    const claim = claimForTxnType(id);
    return claim !== undefined && hasAccess(ctx.user.grants, claim, 'read');
  });
  if (!readsARun) throw forbidden();
  await requireCommunity(ctx, communityAgentId);
  const asOf = input.query.asOfDate ?? localDay(new Date());
  const [row] = await queryRows<HeaderRow>(
    ctx.tx,
    sql`select ct.display_name as name, ct.alias,
               nullif(trim(concat_ws(' ', ad.street_number, ad.street_name, ad.unit)), '') as address,
               ad.city, ad.state_id, ad.postal_code,
               fy.id as fiscal_year_id, fy.start_date::text as fy_start,
               fy.end_date::text as fy_end, fy.is_closed as fy_closed,
               p.start_date::text as p_start, p.end_date::text as p_end, p.is_open as p_open
          from agents a
          left join contacts ct on ct.agent_id = a.id
          left join lateral (select x.street_number, x.street_name, x.unit, x.city, x.state_id,
                                    x.postal_code
                               from addresses x where x.agent_id = a.id
                              order by x.is_primary desc, x.id limit 1) ad on true
          left join fiscal_years fy on fy.community_agent_id = a.id
           and ${asOf}::date between fy.start_date and fy.end_date
          left join accounting_periods p on p.fiscal_year_id = fy.id
           and ${asOf}::date between p.start_date and p.end_date
         where a.id = ${communityAgentId}
         limit 1`,
  );
  return {
    CommunityAgentId: communityAgentId,
    CommunityName: row?.name ?? '',
    CommunityCode: row?.alias ?? null,
    Address: row?.address ?? null,
    City: row?.city ?? null,
    StateId: row?.state_id ?? null,
    PostalCode: row?.postal_code ?? null,
    FiscalYear:
      row?.fiscal_year_id != null && row.fy_start && row.fy_end
        ? {
            FiscalYearId: Number(row.fiscal_year_id),
            StartDate: row.fy_start,
            EndDate: row.fy_end,
            IsClosed: row.fy_closed === true,
          }
        : null,
    Period:
      row?.p_start && row.p_end
        ? { StartDate: row.p_start, EndDate: row.p_end, IsOpen: row.p_open === true }
        : null,
  };
}
