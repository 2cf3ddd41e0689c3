import { queryRows, sql, type SQL } from '@hoa/db';
import type { contract, InputOf, PortfolioDashboard, ResponseOf } from '@hoa/contract';
import { AgentTypeId, hasAccess, type PermissionClaim } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { agentCommunity, idArray, inUserCommunities } from '../../sql/index';

type GetPortfolioDashboard = typeof contract.portfolio.GetPortfolioDashboard;

const A = AgentTypeId;

/** Counts of the portfolio dashboard in one statement; a count is null without its read claim. */
export async function getPortfolioDashboard(
  ctx: RequestContext,
  _input: InputOf<GetPortfolioDashboard>,
): Promise<ResponseOf<GetPortfolioDashboard>> {
  // Agents of the caller's communities, or company-wide ones (no community) where allowed.
  const agentsOf = (types: number[], companyWide: boolean): SQL =>
    sql`(select count(*)::int from agents a where not a.is_deleted
          and a.agent_type_id = any(${idArray(types)})
          and (${inUserCommunities(ctx, agentCommunity('a'), { live: true })}
               ${companyWide ? sql`or ${agentCommunity('a')} is null` : sql``}))`;
  const [row] = await queryRows<Record<keyof PortfolioDashboard, number>>(
    ctx.tx,
    sql`select ${agentsOf([A.Community], false)} as "Communities",
      ${agentsOf([A.Property], false)} as "Properties",
      ${agentsOf([A.PrimaryOwner, A.Owner], false)} as "Owners",
      ${agentsOf([A.Renter], false)} as "Renters",
      ${agentsOf([A.Vendor], true)} as "Vendors",
      ${agentsOf([A.Bank], true)} as "Banks",
      ${agentsOf([A.Organization], true)} as "Organizations",
      ${agentsOf([A.Amenity], false)} as "Amenities",
      ${agentsOf([A.Partner], true)} as "Partners",
      (select count(*)::int from users where is_active) as "Users"`,
  );
  if (!row) throw new Error('Dashboard query returned no row');
  const readable = (claim: PermissionClaim | null, count: number) =>
    claim === null || hasAccess(ctx.user.grants, claim, 'read') ? count : null;
  return {
    Communities: readable('community', row.Communities),
    Properties: readable('property', row.Properties),
    Owners: readable('owner', row.Owners),
    Renters: readable('renters', row.Renters),
    Vendors: readable('vendors', row.Vendors),
    Banks: readable('bank', row.Banks),
    Organizations: readable('maintainorganization', row.Organizations),
    Amenities: readable('amenities', row.Amenities),
    Partners: readable(null, row.Partners),
    Users: readable('maintainuser', row.Users),
  };
}
