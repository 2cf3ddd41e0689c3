// Roles with their permission claims, the five sign-ins of the demo company and the partner's.
import {
  AddressTypeId,
  AgentTypeId,
  PermissionClaims,
  PhoneTypeId,
  type PermissionClaim,
} from '@hoa/domain';
import { roleClaims, roles, userCommunities, userRoles, users } from '../schema';
import type { Tx } from '../types';
import type { AgentIds, AgentPlan, AgentRef } from './demo-agents';
import { emailOf, personContact, toAddress, type PlannedResident } from './demo-communities';
import { PartnerCompanyName, PartnerUserName } from './demo-partner';
import type { DemoPerson } from './demo-people';
import {
  DemoEmailDomain,
  ManagementOffice,
  ManagementOfficeAreaCode,
  type CommunityKey,
} from './demo-places';

export const DemoPassword = 'demo';

type RoleName = 'Administrator' | 'Community Manager' | 'Accountant' | 'Board Member';

interface Grant {
  claim: PermissionClaim;
  canCreate: boolean;
  canRead: boolean;
  canUpdate: boolean;
  canDelete: boolean;
}

const full = (claim: PermissionClaim): Grant => ({
  claim,
  canCreate: true,
  canRead: true,
  canUpdate: true,
  canDelete: true,
});
const readOnly = (claim: PermissionClaim): Grant => ({
  claim,
  canCreate: false,
  canRead: true,
  canUpdate: false,
  canDelete: false,
});

const allClaims: readonly PermissionClaim[] = PermissionClaims.map((row) => row.Claim);
const profileClaims = PermissionClaims.filter((row) => row.Area === 'Profiles').map(
  (row) => row.Claim,
);
const isAccountingClaim = (claim: PermissionClaim): boolean =>
  /^(gl|ar|ap)/.test(claim) || claim === 'invoiceexceptions';
// Segregation of duties (issue 15): the approval rules are set by neither who enters nor who pays.
const notApprovalSettings = (claim: PermissionClaim): boolean => claim !== 'apapprovalsettings';

interface RoleDefinition {
  name: RoleName;
  description: string;
  isBoardRole: boolean;
  grants: readonly Grant[];
}

export const DemoRoles: readonly RoleDefinition[] = [
  {
    name: 'Administrator',
    description: 'Every permission at every level, including company and user maintenance.',
    isBoardRole: false,
    grants: allClaims.map(full),
  },
  {
    name: 'Community Manager',
    description: 'Runs the assigned communities day to day; can see but not change users.',
    isBoardRole: false,
    grants: allClaims
      .filter((claim) => claim !== 'maintainorganization' && claim !== 'maintainclient')
      .filter(notApprovalSettings)
      .map((claim) => (claim === 'maintainuser' ? readOnly(claim) : full(claim))),
  },
  {
    name: 'Accountant',
    description: 'Receivables, payables and the general ledger; profiles read only.',
    isBoardRole: false,
    grants: [
      ...allClaims.filter(isAccountingClaim).filter(notApprovalSettings).map(full),
      ...profileClaims.map(readOnly),
    ],
  },
  {
    name: 'Board Member',
    description: 'Board approval: reads invoices and profiles, approves invoices.',
    isBoardRole: true,
    grants: [
      { claim: 'apinvoice', canCreate: false, canRead: true, canUpdate: true, canDelete: false },
      ...(['community', 'owner', 'property', 'committees', 'vendors'] as const).map(readOnly),
    ],
  },
];

interface DemoUserDefinition {
  userName: string;
  role: RoleName;
  isSystemAdmin: boolean;
  communities: readonly CommunityKey[];
  description: string;
}

const allCommunities: readonly CommunityKey[] = ['willowCreek', 'harborView', 'parkside'];

const demoUsers: readonly DemoUserDefinition[] = [
  {
    userName: 'admin',
    role: 'Administrator',
    isSystemAdmin: true,
    communities: allCommunities,
    description: 'Administrator: every permission, all three communities',
  },
  {
    userName: 'manager',
    role: 'Community Manager',
    isSystemAdmin: false,
    communities: ['willowCreek', 'harborView'],
    description: 'Community Manager: Willow Creek HOA and Harbor View Condominium',
  },
  {
    userName: 'accountant',
    role: 'Accountant',
    isSystemAdmin: false,
    communities: allCommunities,
    description: 'Accountant: ledger, receivables and payables, all three communities',
  },
  {
    userName: 'board',
    role: 'Board Member',
    isSystemAdmin: false,
    communities: ['willowCreek'],
    description:
      'Board Member: president of the Willow Creek HOA board (approves its invoices from $5,000)',
  },
  {
    userName: 'treasurer',
    role: 'Board Member',
    isSystemAdmin: false,
    communities: ['harborView'],
    description: 'Board Member: treasurer of the Harbor View board (approves its invoices)',
  },
];

export interface DemoSignIn {
  readonly userName: string;
  readonly password: string;
  readonly description: string;
}

/** Every demo sign-in: the demo company's five, then the partner company's administrator. */
export const DemoSignIns: readonly DemoSignIn[] = [
  ...demoUsers.map((user) => ({
    userName: user.userName,
    password: DemoPassword,
    description: user.description,
  })),
  {
    userName: PartnerUserName,
    password: DemoPassword,
    description: `Administrator of ${PartnerCompanyName}, a second company with no communities yet: enters a transfer key to take one over`,
  },
];

const staffPeople: Readonly<Partial<Record<string, Omit<DemoPerson, 'email'>>>> = {
  admin: { firstName: 'Dana', lastName: 'Whitfield', displayName: 'Dana Whitfield' },
  manager: { firstName: 'Marcus', lastName: 'Bell', displayName: 'Marcus Bell' },
  accountant: { firstName: 'Priya', lastName: 'Raman', displayName: 'Priya Raman' },
};

export interface PlannedUser {
  definition: DemoUserDefinition;
  person: DemoPerson;
  agent: AgentRef;
}

/** The owners who sign in as board users: by user name, the resident on that board. */
export type BoardUserResidents = Readonly<Record<'board' | 'treasurer', PlannedResident>>;

/**
 * Each user has a User agent (type 13). Staff sit at the management office; a board user is the
 * owner on that community's board (board: Willow Creek's president; treasurer: Harbor View's
 * treasurer), with the same name and e-mail as that owner.
 */
export function planUsers(plan: AgentPlan, boardResidents: BoardUserResidents): PlannedUser[] {
  return demoUsers.map((definition, index) => {
    const staff = staffPeople[definition.userName];
    const boardMember =
      definition.userName === 'treasurer' ? boardResidents.treasurer : boardResidents.board;
    const person: DemoPerson = staff
      ? { ...staff, email: `${definition.userName}@${DemoEmailDomain}` }
      : boardMember.person;
    const agent = plan.add({
      agentTypeId: AgentTypeId.User,
      contact: personContact(person),
      addresses: staff ? [toAddress(AddressTypeId.Work, ManagementOffice)] : [boardMember.home],
      phones: staff
        ? [
            {
              phoneTypeId: PhoneTypeId.Work,
              areaCode: ManagementOfficeAreaCode,
              phoneNumber: '2735100',
              extension: String(101 + index),
            },
          ]
        : boardMember.phone
          ? [boardMember.phone]
          : [],
      webAddresses: emailOf(person.email),
    });
    return { definition, person, agent };
  });
}

export interface AccessCounts {
  users: number;
  roles: number;
  roleClaims: number;
}

export async function seedAccess(
  tx: Tx,
  companyId: number,
  plannedUsers: readonly PlannedUser[],
  agentIds: AgentIds,
  communityIds: Readonly<Record<CommunityKey, number>>,
  passwordHash: string,
): Promise<AccessCounts> {
  const insertedRoles = await tx
    .insert(roles)
    .values(
      DemoRoles.map((role) => ({
        companyId,
        name: role.name,
        description: role.description,
        isBoardRole: role.isBoardRole,
      })),
    )
    .returning({ id: roles.id, name: roles.name });
  const roleId = (name: string): number => {
    const found = insertedRoles.find((row) => row.name === name);
    if (!found) throw new Error(`Demo role ${name} missing`);
    return found.id;
  };
  const claimRows = DemoRoles.flatMap((role) =>
    role.grants.map((grant) => ({ companyId, roleId: roleId(role.name), ...grant })),
  );
  await tx.insert(roleClaims).values(claimRows);

  const insertedUsers = await tx
    .insert(users)
    .values(
      plannedUsers.map(({ definition, person, agent }) => ({
        companyId,
        userAgentId: agentIds.id(agent),
        userName: definition.userName,
        passwordHash,
        displayName: person.displayName,
        email: person.email,
        isSystemAdmin: definition.isSystemAdmin,
      })),
    )
    .returning({ id: users.id, userName: users.userName });
  const userId = (userName: string): number => {
    const found = insertedUsers.find((row) => row.userName === userName);
    if (!found) throw new Error(`Demo user ${userName} missing`);
    return found.id;
  };
  await tx.insert(userRoles).values(
    plannedUsers.map(({ definition }) => ({
      companyId,
      userId: userId(definition.userName),
      roleId: roleId(definition.role),
    })),
  );
  await tx.insert(userCommunities).values(
    plannedUsers.flatMap(({ definition }) =>
      definition.communities.map((key) => ({
        companyId,
        userId: userId(definition.userName),
        communityAgentId: communityIds[key],
      })),
    ),
  );
  return { users: insertedUsers.length, roles: insertedRoles.length, roleClaims: claimRows.length };
}
