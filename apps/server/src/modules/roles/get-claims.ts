import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { OfferedPermissionClaims } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';

type GetClaims = typeof contract.roles.GetClaims;

export function getClaims(
  ctx: RequestContext,
  _input: InputOf<GetClaims>,
): Promise<ResponseOf<GetClaims>> {
  requireClaim(ctx, 'maintainuser', 'read');
  return Promise.resolve(
    OfferedPermissionClaims.map((c) => ({
      Claim: c.Claim,
      Description: c.Description,
      Area: c.Area,
    })),
  );
}
