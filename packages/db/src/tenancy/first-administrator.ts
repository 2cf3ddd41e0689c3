import { PermissionClaimNames } from '@hoa/domain';
import type { Database } from '../open-database';
import { roleClaims, roles, userRoles, users } from '../schema';
import { createCompany } from './create-company';
import { hashPassword } from './passwords';

export interface FirstAdministrator {
  userName: string;
  password: string;
  /** The company's name (default 'Management company') and the administrator's name and e-mail. */
  companyName?: string;
  displayName?: string;
  email?: string;
}

/**
 * A database made for real use starts with one company and its administrator: a role holding
 * every claim at every level, and a system administrator with that role. The demo's second
 * company (demo-partner.ts) starts the same way.
 */
export async function createFirstAdministrator(
  database: Database,
  administrator: FirstAdministrator,
): Promise<{ companyId: number; userId: number }> {
  const passwordHash = await hashPassword(administrator.password);
  return createCompany(
    database,
    { name: administrator.companyName ?? 'Management company' },
    async (tx, companyId) => {
      const [role] = await tx
        .insert(roles)
        .values({
          companyId,
          name: 'Administrator',
          description: 'Every permission at every level, including company and user maintenance.',
        })
        .returning({ id: roles.id });
      if (!role) throw new Error('Administrator role not created');
      await tx.insert(roleClaims).values(
        PermissionClaimNames.map((claim) => ({
          companyId,
          roleId: role.id,
          claim,
          canCreate: true,
          canRead: true,
          canUpdate: true,
          canDelete: true,
        })),
      );
      const [user] = await tx
        .insert(users)
        .values({
          companyId,
          userName: administrator.userName,
          passwordHash,
          displayName: administrator.displayName ?? 'Administrator',
          email: administrator.email ?? '',
          isSystemAdmin: true,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('Administrator not created');
      await tx.insert(userRoles).values({ companyId, userId: user.id, roleId: role.id });
      return { companyId, userId: user.id };
    },
  );
}
