import { z } from 'zod';
import { endpoint } from '../endpoint';
import { noInput, SuccessResponse } from '../fields';

export const ClaimGrantSchema = z.object({
  Claim: z.string(),
  CanCreate: z.boolean(),
  CanRead: z.boolean(),
  CanUpdate: z.boolean(),
  CanDelete: z.boolean(),
});

export const SessionSchema = z.object({
  UserId: z.number(),
  UserName: z.string(),
  DisplayName: z.string(),
  EmailAddress: z.string(),
  CompanyId: z.number(),
  CompanyName: z.string(),
  IsSystemAdmin: z.boolean(),
  IsBoardMember: z.boolean(),
  SubscriptionTier: z.number().int().min(1).max(3),
  FeatureFlags: z.record(z.string(), z.boolean()),
  Claims: z.array(ClaimGrantSchema),
});
export type Session = z.infer<typeof SessionSchema>;

export const auth = {
  Login: endpoint({
    method: 'POST',
    path: '/api/Auth/Login',
    summary: 'Sign in with user name and password; returns an opaque bearer token',
    auth: 'public',
    body: z.strictObject({
      userName: z.string().trim().min(1, 'User name is required.').max(100),
      password: z.string().min(1, 'Password is required.').max(200),
    }),
    response: z.object({ token: z.string(), expiresAt: z.string(), session: SessionSchema }),
  }),
  Logout: endpoint({
    method: 'POST',
    path: '/api/Auth/Logout',
    summary: 'Revoke the bearer token of this call',
    response: SuccessResponse,
  }),
  GetSession: endpoint({
    method: 'GET',
    path: '/api/Auth/GetSession',
    summary: 'The signed-in user with their claims, subscription tier and feature flags',
    query: noInput,
    response: SessionSchema,
  }),
};
