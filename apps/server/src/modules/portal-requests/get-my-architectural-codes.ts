import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { notFound } from '../../http/errors';
import { architecturalCodesOf } from '../architectural-requests/index';
import { requireOwnerProperty, type OwnerContext } from '../owner-auth/index';

type GetMyArchitecturalCodes = typeof contract.portalRequests.GetMyArchitecturalCodes;

/**
 * Portal/GetMyArchitecturalCodes: the kinds of change an owner may ask for at one of their
 * properties, the architectural codes of its community (404 for a property not theirs).
 */
export async function getMyArchitecturalCodes(
  ctx: OwnerContext,
  { query }: InputOf<GetMyArchitecturalCodes>,
): Promise<ResponseOf<GetMyArchitecturalCodes>> {
  requireOwnerProperty(ctx, query.propertyAgentId);
  const [property] = await queryRows<{ community: string | number }>(
    ctx.tx,
    sql`select community_agent_id as community from agents where id = ${query.propertyAgentId}`,
  );
  if (!property) throw notFound();
  const codes = await architecturalCodesOf(
    { tx: ctx.tx, user: { companyId: ctx.owner.companyId, userId: null } },
    Number(property.community),
  );
  return codes.map((code) => ({ TopsCodeId: code.TopsCodeId, CodeName: code.CodeName }));
}
