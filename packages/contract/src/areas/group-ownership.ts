import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam } from '../fields';

// Group ownership (spec 3 §7 "Group ownership"): properties held by one owner, one of them primary;
// one portal sign-in of any of their owners sees every linked property.

export const GroupOwnershipPropertySchema = z.object({
  PropertyAgentId: z.number(),
  CommunityName: z.string(),
  Address: z.string(),
  AccountNumber: z.string().nullable(),
  OwnerName: z.string().nullable(),
});
export type GroupOwnershipProperty = z.infer<typeof GroupOwnershipPropertySchema>;

export const GroupOwnershipSchema = z.object({
  GroupOwnershipId: z.number(),
  Name: z.string(),
  PrimaryPropertyAgentId: z.number(),
  PushUpdatesToPrimaryOwnerRecord: z.boolean(),
  Properties: z.array(GroupOwnershipPropertySchema),
});
export type GroupOwnership = z.infer<typeof GroupOwnershipSchema>;

const access = { claim: 'owner', level: 'read' } as const;

export const groupOwnership = {
  IsGroupOwner: endpoint({
    method: 'GET',
    path: '/api/GroupOwnership/IsGroupOwner',
    summary: 'Whether the property belongs to a group ownership',
    access,
    query: z.strictObject({ propertyAgentId: idParam }),
    response: z.boolean(),
  }),
  GetGroupOwnershipProperty: endpoint({
    method: 'GET',
    path: '/api/GroupOwnership/GetGroupOwnershipProperty',
    summary: 'The group ownership a property belongs to, or null',
    access,
    query: z.strictObject({ propertyAgentId: idParam }),
    response: GroupOwnershipSchema.nullable(),
  }),
  GetGroupOwnerships: endpoint({
    method: 'GET',
    path: '/api/GroupOwnership/GetGroupOwnerships',
    summary: 'The company’s group ownerships with their properties',
    access,
    query: z.strictObject({}),
    response: z.array(GroupOwnershipSchema),
  }),
  FindCandidates: endpoint({
    method: 'GET',
    path: '/api/GroupOwnership/FindCandidates',
    summary:
      'Properties not in another group whose owner name, address or account number matches (at most 25)',
    access,
    query: z.strictObject({ search: z.string().trim().min(1).max(100) }),
    response: z.array(GroupOwnershipPropertySchema),
  }),
  SaveGroupOwnership: endpoint({
    method: 'POST',
    path: '/api/GroupOwnership/SaveGroupOwnership',
    summary:
      'Saves a group ownership: links and unlinks properties and sets the primary (a group keeps at least two properties)',
    access: { claim: 'owner', level: 'update' },
    body: z.strictObject({
      GroupOwnership: z.strictObject({
        GroupOwnershipId: z.number().int().positive().nullable(),
        Name: z.string().trim().min(1, 'Enter a name for the group.').max(100),
      }),
      LinkedPropertyAgentIds: z.array(z.number().int().positive()).max(500),
      UnLinkedPropertyAgentIds: z.array(z.number().int().positive()).max(500),
      PrimaryPropertyAgentId: z.number().int().positive(),
      PushUpdatesToPrimaryOwnerRecord: z.boolean(),
    }),
    response: GroupOwnershipSchema,
  }),
};
