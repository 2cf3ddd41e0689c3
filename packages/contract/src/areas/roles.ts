import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, noInput, SuccessResponse } from '../fields';
import { ClaimGrantSchema } from './auth';

export const RoleSummarySchema = z.object({
  ProductRoleId: z.number(),
  Name: z.string(),
  Description: z.string(),
  IsBoardRole: z.boolean(),
  ClaimCount: z.number(),
  UserCount: z.number(),
});

export const RoleSchema = z.object({
  ProductRoleId: z.number(),
  Name: z.string(),
  Description: z.string(),
  IsBoardRole: z.boolean(),
  Claims: z.array(ClaimGrantSchema),
  UserIds: z.array(z.number()),
});
export type Role = z.infer<typeof RoleSchema>;

export const ClaimDefinitionSchema = z.object({
  Claim: z.string(),
  Description: z.string(),
  Area: z.string(),
});

export const RoleUserSchema = z.object({
  UserId: z.number(),
  UserName: z.string(),
  DisplayName: z.string(),
});

export const roles = {
  GetRoles: endpoint({
    method: 'GET',
    path: '/api/Role/GetRoles',
    summary: 'The company’s roles',
    access: { claim: 'maintainuser', level: 'read' },
    query: noInput,
    response: z.array(RoleSummarySchema),
  }),
  GetRole: endpoint({
    method: 'GET',
    path: '/api/Role/GetRole',
    summary: 'One role with its claims and users',
    access: { claim: 'maintainuser', level: 'read' },
    query: z.strictObject({ productRoleId: idParam }),
    response: RoleSchema,
  }),
  GetClaims: endpoint({
    method: 'GET',
    path: '/api/Role/GetClaims',
    summary: 'Every permission claim a role can grant',
    access: { claim: 'maintainuser', level: 'read' },
    query: noInput,
    response: z.array(ClaimDefinitionSchema),
  }),
  GetUsers: endpoint({
    method: 'GET',
    path: '/api/Role/GetUsers',
    summary: 'The company’s users, for assigning to roles',
    access: { claim: 'maintainuser', level: 'read' },
    query: noInput,
    response: z.array(RoleUserSchema),
  }),
  SaveRole: endpoint({
    method: 'POST',
    path: '/api/Role/SaveRole',
    summary: 'Create a role (no ProductRoleId) or replace one’s name, claims and users',
    body: z.strictObject({
      ProductRoleId: z.number().int().positive().optional(),
      Name: z.string().trim().min(1, 'Role name is required.').max(100),
      Description: z.string().max(500).default(''),
      IsBoardRole: z.boolean().default(false),
      Claims: z.array(ClaimGrantSchema.strict()).max(200),
      UserIds: z.array(z.number().int().positive()).max(10000),
    }),
    response: RoleSchema,
  }),
  DeleteRole: endpoint({
    method: 'DELETE',
    path: '/api/Role/DeleteRole/:productRoleId',
    summary: 'Delete a role; its users lose its claims',
    access: { claim: 'maintainuser', level: 'delete' },
    params: z.strictObject({ productRoleId: idParam }),
    response: SuccessResponse,
  }),
};
