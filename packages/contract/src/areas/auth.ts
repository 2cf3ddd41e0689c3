import { z } from 'zod';
import { AccountMessages, PasswordMaxLength, PasswordMinLength } from '@hoa/domain';
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
  /** The engagement site's single sign-on is configured (ENGAGE_URL and ENGAGE_SSO_SECRET). */
  EngageSso: z.boolean(),
  Claims: z.array(ClaimGrantSchema),
});
export type Session = z.infer<typeof SessionSchema>;

/** A password a user chooses or an administrator sets. */
export const NewPasswordSchema = z
  .string()
  .min(PasswordMinLength, AccountMessages.passwordTooShort)
  .max(PasswordMaxLength, AccountMessages.passwordTooLong);

/** The previous successful sign-in (none on the first) and the failed attempts since it. */
export const LastSignInSchema = z.object({
  at: z.string().nullable(),
  address: z.string().nullable(),
  failedAttemptsSince: z.number().int(),
});
export type LastSignIn = z.infer<typeof LastSignInSchema>;

/** A sign-in of the demo company, which the sign-in page lists while the server runs the demo. */
export const DemoSignInSchema = z.object({
  userName: z.string(),
  password: z.string(),
  description: z.string(),
});
export type DemoSignIn = z.infer<typeof DemoSignInSchema>;

export const auth = {
  GetSignInHints: endpoint({
    method: 'GET',
    path: '/api/Auth/GetSignInHints',
    summary:
      'What the sign-in page shows before anyone signs in: the demo sign-ins while the server runs the demo company, none on any other database',
    auth: 'public',
    query: noInput,
    response: z.object({ demoSignIns: z.array(DemoSignInSchema) }),
  }),
  Login: endpoint({
    method: 'POST',
    path: '/api/Auth/Login',
    summary:
      'Sign in with user name and password; returns an opaque bearer token. Ten failures in 15 minutes per user name or address answer 429 with Retry-After',
    auth: 'public',
    body: z.strictObject({
      userName: z.string().trim().min(1, 'User name is required.').max(100),
      password: z.string().min(1, 'Password is required.').max(200),
    }),
    response: z.object({
      token: z.string(),
      expiresAt: z.string(),
      session: SessionSchema,
      lastSignIn: LastSignInSchema,
    }),
  }),
  ChangePassword: endpoint({
    method: 'POST',
    path: '/api/Auth/ChangePassword',
    summary: 'Change the caller’s own password; their other sign-ins are revoked',
    body: z.strictObject({
      currentPassword: z
        .string()
        .min(1, AccountMessages.currentPasswordRequired)
        .max(PasswordMaxLength),
      newPassword: NewPasswordSchema,
    }),
    response: SuccessResponse,
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
