import { asc, eq, roleClaims, roles, userRoles, type Tx } from '@hoa/db';
import type { Role } from '@hoa/contract';
import { appError } from '../../http/errors';

export async function readRole(tx: Tx, roleId: number): Promise<Role> {
  const [role] = await tx.select().from(roles).where(eq(roles.id, roleId));
  if (!role) throw appError('RoleNotFound');
  const claims = await tx
    .select()
    .from(roleClaims)
    .where(eq(roleClaims.roleId, roleId))
    .orderBy(asc(roleClaims.claim));
  const members = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.roleId, roleId));
  return {
    ProductRoleId: role.id,
    Name: role.name,
    Description: role.description,
    IsBoardRole: role.isBoardRole,
    Claims: claims.map((c) => ({
      Claim: c.claim,
      CanCreate: c.canCreate,
      CanRead: c.canRead,
      CanUpdate: c.canUpdate,
      CanDelete: c.canDelete,
    })),
    UserIds: members.map((m) => m.userId).sort((a, b) => a - b),
  };
}
