import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, noInput, SuccessResponse } from '../fields';
import { NewPasswordSchema } from './auth';

export const AssignedCommunitySchema = z.object({
  CommunityAgentId: z.number(),
  DisplayName: z.string(),
  Alias: z.string().nullable(),
  IsAssigned: z.boolean(),
});
export type AssignedCommunity = z.infer<typeof AssignedCommunitySchema>;

export const AssignedUserSchema = z.object({
  UserId: z.number(),
  UserName: z.string(),
  DisplayName: z.string(),
  IsAssigned: z.boolean(),
  /** What the user does for the community (SaveCommunityUserProfession); null: not said. */
  Profession: z.string().nullable(),
});
export type AssignedUser = z.infer<typeof AssignedUserSchema>;

export const user = {
  GetUserEmail: endpoint({
    method: 'GET',
    path: '/api/User/GetUserEmail',
    summary: 'The signed-in user’s e-mail address',
    query: noInput,
    response: z.object({ EmailAddress: z.string() }),
  }),
  ResetUserPassword: endpoint({
    method: 'POST',
    path: '/api/User/ResetUserPassword',
    summary:
      'Set another user’s password (maintainuser update); all of that user’s sign-ins are revoked',
    access: { claim: 'maintainuser', level: 'update' },
    body: z.strictObject({
      UserId: z.number().int().positive(),
      NewPassword: NewPasswordSchema,
    }),
    response: SuccessResponse,
  }),
  GetUserCommunities: endpoint({
    method: 'GET',
    path: '/api/User/GetUserCommunities',
    summary: 'Every community of the company, each marked when the user has it on their list',
    access: { claim: 'maintainuser', level: 'read' },
    query: z.strictObject({ userId: idParam }),
    response: z.array(AssignedCommunitySchema),
  }),
  SaveUserCommunities: endpoint({
    method: 'POST',
    path: '/api/User/SaveUserCommunities',
    summary: 'Set the communities on a user’s list (the ones they see and work in)',
    access: { claim: 'maintainuser', level: 'update' },
    body: z.strictObject({
      UserId: z.number().int().positive(),
      CommunityAgentIds: z.array(z.number().int().positive()).max(5000),
    }),
    response: SuccessResponse,
  }),
  GetCommunityUsers: endpoint({
    method: 'GET',
    path: '/api/User/GetCommunityUsers',
    summary: 'Every user of the company, each marked when the community is on their list',
    access: { claim: 'maintainuser', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.array(AssignedUserSchema),
  }),
  AddUsersToCommunity: endpoint({
    method: 'POST',
    path: '/api/User/AddUsersToCommunity',
    summary: 'Put a community on the lists of several users at once',
    access: { claim: 'maintainuser', level: 'update' },
    body: z.strictObject({
      CommunityAgentId: z.number().int().positive(),
      UserIds: z.array(z.number().int().positive()).min(1).max(5000),
    }),
    response: z.object({ Added: z.number() }),
  }),
  SaveCommunityUserProfession: endpoint({
    method: 'POST',
    path: '/api/Crm/SaveCommunityUserProfession',
    summary:
      'What a user does for a community they work in (community manager, accountant…); null clears it',
    access: { claim: 'maintainuser', level: 'update' },
    body: z.strictObject({
      CommunityAgentId: z.number().int().positive(),
      UserId: z.number().int().positive(),
      Profession: z
        .string()
        .trim()
        .max(50)
        .nullable()
        .transform((p) => (p === '' ? null : p)),
    }),
    response: z.object({
      CommunityAgentId: z.number(),
      UserId: z.number(),
      Profession: z.string().nullable(),
    }),
  }),
};
