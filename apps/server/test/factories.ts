import { randomUUID } from 'node:crypto';
import {
  agents,
  contacts,
  createCompany,
  eq,
  hashPassword,
  roleClaims,
  roles,
  userCommunities,
  userRoles,
  users,
  type Database,
  type Tx,
} from '@hoa/db';
import {
  AgentTypeId,
  PermissionClaimNames,
  type ClaimGrant,
  type PermissionClaim,
} from '@hoa/domain';

export const testPassword = 'correct horse battery';
/** The hash of testPassword, stored for every user a test makes. */
export const testPasswordHash = hashPassword(testPassword);

export interface TestUser {
  userId: number;
  userName: string;
}

export interface TestCompany {
  companyId: number;
  communityIds: number[];
  admin: TestUser;
}

const unique = () => randomUUID().slice(0, 8);

/** A company with communities and an administrator holding every claim on all of them. */
export async function createTestCompany(
  database: Database,
  options: { communities?: number; setupComplete?: boolean; tier?: number } = {},
): Promise<TestCompany> {
  const tag = unique();
  return createCompany(
    database,
    { name: `Test Co ${tag}`, subscriptionTier: options.tier ?? 1 },
    async (tx, companyId) => {
      const communityIds: number[] = [];
      for (let i = 0; i < (options.communities ?? 2); i++) {
        communityIds.push(
          await insertCommunity(
            tx,
            companyId,
            `Community ${i + 1} ${tag}`,
            options.setupComplete ?? true,
          ),
        );
      }
      const admin = await insertUser(tx, companyId, {
        userName: `admin-${tag}`,
        communityIds,
        grants: PermissionClaimNames.map((claim) => fullGrant(claim)),
        isSystemAdmin: true,
      });
      return { companyId, communityIds, admin };
    },
  );
}

export function fullGrant(claim: PermissionClaim): ClaimGrant {
  return { Claim: claim, CanCreate: true, CanRead: true, CanUpdate: true, CanDelete: true };
}

export async function insertCommunity(
  tx: Tx,
  companyId: number,
  name: string,
  setupComplete: boolean,
): Promise<number> {
  const [community] = await tx
    .insert(agents)
    .values({
      companyId,
      agentTypeId: AgentTypeId.Community,
      communityType: 'HOA',
      isSetupComplete: setupComplete,
      isSetupAccountingComplete: setupComplete,
      isSetupPropertyOwnerComplete: setupComplete,
    })
    .returning({ id: agents.id });
  if (!community) throw new Error('no community');
  await tx
    .update(agents)
    .set({ communityAgentId: community.id })
    .where(eq(agents.id, community.id));
  await tx.insert(contacts).values({ agentId: community.id, companyId, displayName: name });
  return community.id;
}

/** A user with one role of the given grants, on the given communities. */
export async function insertUser(
  tx: Tx,
  companyId: number,
  spec: {
    userName: string;
    communityIds: number[];
    grants: ClaimGrant[];
    isSystemAdmin?: boolean;
    isBoardRole?: boolean;
  },
): Promise<TestUser> {
  const [user] = await tx
    .insert(users)
    .values({
      companyId,
      userName: spec.userName,
      passwordHash: await testPasswordHash,
      displayName: spec.userName,
      email: `${spec.userName}@example.com`,
      isSystemAdmin: spec.isSystemAdmin ?? false,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  if (spec.communityIds.length > 0) {
    await tx.insert(userCommunities).values(
      spec.communityIds.map((communityAgentId) => ({
        companyId,
        userId: user.id,
        communityAgentId,
      })),
    );
  }
  const [role] = await tx
    .insert(roles)
    .values({ companyId, name: `role-${spec.userName}`, isBoardRole: spec.isBoardRole ?? false })
    .returning({ id: roles.id });
  if (!role) throw new Error('no role');
  if (spec.grants.length > 0) {
    await tx.insert(roleClaims).values(
      spec.grants.map((g) => ({
        companyId,
        roleId: role.id,
        claim: g.Claim,
        canCreate: g.CanCreate,
        canRead: g.CanRead,
        canUpdate: g.CanUpdate,
        canDelete: g.CanDelete,
      })),
    );
  }
  await tx.insert(userRoles).values({ companyId, userId: user.id, roleId: role.id });
  return { userId: user.id, userName: spec.userName };
}

/** Adds a user to an existing company. */
export function addUser(
  database: Database,
  companyId: number,
  spec: {
    communityIds: number[];
    grants: ClaimGrant[];
    isSystemAdmin?: boolean;
    isBoardRole?: boolean;
  },
): Promise<TestUser> {
  return database.withTenant({ companyId, userId: null }, (tx) =>
    insertUser(tx, companyId, { ...spec, userName: `user-${unique()}` }),
  );
}
