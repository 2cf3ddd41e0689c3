// Rows for the custom field and map tests, written straight to the database. Each test makes its own
// company first.
import type { FastifyInstance } from 'fastify';
import { contract, type RequestOf } from '@hoa/contract';
import {
  addresses,
  agents,
  contacts,
  customFieldGroupRoles,
  eq,
  propertyDetails,
  roles,
  userRoles,
  type Database,
} from '@hoa/db';
import { AddressTypeId, AgentTypeGroupId, AgentTypeId } from '@hoa/domain';
import { callApi } from './api';

export interface PlaceAddress {
  StreetNumber: string;
  StreetName: string;
  City: string;
  StateId: number;
  PostalCode: string;
}

export interface AgentSpec {
  agentTypeId: number;
  communityAgentId: number;
  parentAgentId?: number;
  name: string;
  accountNumber?: string;
  address?: PlaceAddress;
}

/** An agent with its contact and, optionally, a property account number and a primary address. */
export function insertAgent(
  database: Database,
  companyId: number,
  spec: AgentSpec,
): Promise<number> {
  return database.withTenant({ companyId, userId: null }, async (tx) => {
    const [agent] = await tx
      .insert(agents)
      .values({
        companyId,
        agentTypeId: spec.agentTypeId,
        communityAgentId: spec.communityAgentId,
        parentAgentId: spec.parentAgentId ?? spec.communityAgentId,
      })
      .returning({ id: agents.id });
    if (!agent) throw new Error('no agent');
    await tx.insert(contacts).values({ agentId: agent.id, companyId, displayName: spec.name });
    if (spec.accountNumber !== undefined) {
      await tx
        .insert(propertyDetails)
        .values({ agentId: agent.id, companyId, accountNumber: spec.accountNumber });
    }
    if (spec.address) {
      await tx.insert(addresses).values({
        companyId,
        agentId: agent.id,
        addressTypeId: AddressTypeId.Property,
        streetNumber: spec.address.StreetNumber,
        streetName: spec.address.StreetName,
        city: spec.address.City,
        stateId: spec.address.StateId,
        postalCode: spec.address.PostalCode,
        isPrimary: true,
      });
    }
    return agent.id;
  });
}

/** A property with account number and its primary owner. */
export async function insertHome(
  database: Database,
  companyId: number,
  communityAgentId: number,
  accountNumber: string,
  address?: PlaceAddress,
): Promise<{ propertyId: number; ownerId: number }> {
  const propertyId = await insertAgent(database, companyId, {
    agentTypeId: AgentTypeId.Property,
    communityAgentId,
    name: `${accountNumber} home`,
    accountNumber,
    address,
  });
  const ownerId = await insertAgent(database, companyId, {
    agentTypeId: AgentTypeId.PrimaryOwner,
    communityAgentId,
    parentAgentId: propertyId,
    name: `Owner of ${accountNumber}`,
  });
  return { propertyId, ownerId };
}

/** The role ids a user holds. */
export function roleIdsOf(
  database: Database,
  companyId: number,
  userId: number,
): Promise<number[]> {
  return database.withTenant({ companyId, userId: null }, async (tx) => {
    const rows = await tx
      .select({ id: roles.id })
      .from(roles)
      .innerJoin(userRoles, eq(userRoles.roleId, roles.id))
      .where(eq(userRoles.userId, userId));
    return rows.map((r) => r.id);
  });
}

type GroupBody = RequestOf<typeof contract.customFields.SaveGroup>['body'];

export function groupBody(
  communityIds: number[],
  roleIds: number[],
  change: Partial<GroupBody> = {},
): GroupBody {
  return {
    AgentTypeGroupId: AgentTypeGroupId.Owners,
    Name: 'Household',
    Description: 'Facts about the household',
    Orientation: 'L',
    Sequence: 1,
    Enabled: true,
    Communities: communityIds,
    Roles: roleIds,
    Fields: [],
    ...change,
  };
}

/** A category saved through the API; answers it. */
export async function createGroup(app: FastifyInstance, token: string, body: GroupBody) {
  const saved = await callApi(app, contract.customFields.SaveGroup, { body }, token);
  if (saved.status !== 200) throw new Error(`group: ${saved.errorMessage ?? saved.status}`);
  return saved.body;
}

/** Lists a user's roles on a category, so the user sees it. */
export async function listUserOnGroup(
  database: Database,
  companyId: number,
  groupId: number,
  userId: number,
): Promise<void> {
  const roleIds = await roleIdsOf(database, companyId, userId);
  await database.withTenant({ companyId, userId: null }, async (tx) => {
    await tx
      .insert(customFieldGroupRoles)
      .values(roleIds.map((roleId) => ({ companyId, groupId, roleId })));
  });
}
