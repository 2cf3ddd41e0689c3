import { and, eq, inArray, roleClaims, roles, userRoles, users } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { PermissionClaims } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { forgetAllSessions } from '../auth/index';
import { readRole } from './role-queries';

type SaveRole = typeof contract.roles.SaveRole;

const knownClaims = new Set<string>(PermissionClaims.map((c) => c.Claim));

/** Creates a role or replaces its name, claims and users in one transaction. */
export async function saveRole(
  ctx: RequestContext,
  input: InputOf<SaveRole>,
): Promise<ResponseOf<SaveRole>> {
  const body = input.body;
  requireClaim(ctx, 'maintainuser', body.ProductRoleId ? 'update' : 'create');
  const unknown = body.Claims.map((c) => c.Claim).filter((c) => !knownClaims.has(c));
  if (unknown.length > 0) throw appError('UnknownClaim', unknown);
  const claimNames = body.Claims.map((c) => c.Claim);
  if (new Set(claimNames).size !== claimNames.length) throw appError('ClaimListedTwice');
  const userIds = [...new Set(body.UserIds)];
  if (userIds.length > 0) {
    const found = await ctx.tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, userIds));
    if (found.length !== userIds.length) throw appError('UserNotFound');
  }

  const { tx } = ctx;
  const companyId = ctx.user.companyId;
  const values = { name: body.Name, description: body.Description, isBoardRole: body.IsBoardRole };
  let roleId: number;
  if (body.ProductRoleId) {
    const [updated] = await tx
      .update(roles)
      .set(values)
      .where(eq(roles.id, body.ProductRoleId))
      .returning({ id: roles.id });
    if (!updated) throw appError('RoleNotFound');
    roleId = updated.id;
    await tx.delete(roleClaims).where(eq(roleClaims.roleId, roleId));
    await tx.delete(userRoles).where(and(eq(userRoles.roleId, roleId)));
  } else {
    const [created] = await tx
      .insert(roles)
      .values({ ...values, companyId })
      .returning({ id: roles.id });
    if (!created) throw new Error('Role insert returned no row');
    roleId = created.id;
  }
  const grants = body.Claims.filter((c) => c.CanCreate || c.CanRead || c.CanUpdate || c.CanDelete);
  if (grants.length > 0) {
    await tx.insert(roleClaims).values(
      grants.map((c) => ({
        companyId,
        roleId,
        claim: c.Claim,
        canCreate: c.CanCreate,
        canRead: c.CanRead,
        canUpdate: c.CanUpdate,
        canDelete: c.CanDelete,
      })),
    );
  }
  if (userIds.length > 0) {
    await tx.insert(userRoles).values(userIds.map((userId) => ({ companyId, roleId, userId })));
  }
  forgetAllSessions();
  return readRole(tx, roleId);
}
