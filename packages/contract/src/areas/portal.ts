import { z } from 'zod';
import { PasswordMaxLength } from '@hoa/domain';
import { endpoint } from '../endpoint';
import { noInput, SuccessResponse } from '../fields';
import { NewPasswordSchema } from './auth';

// The owner's side of the portal (issue 23): its own sign-in and calls under /api/Portal/, which
// take an owner's session (`auth: 'owner'`) and never a staff one; an owner's token answers 403 on
// every back-office call. The spec does not describe these pages; the names follow its style.

const Email = z.string().trim().toLowerCase().email('Enter a valid email address.').max(255);
const RegistrationCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{6,20}$/, 'Enter the registration code as printed.');
const AccountNumber = z.string().trim().min(1, 'Enter your account number.').max(50);
const EmailCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from the email.');

export const OwnerPropertySchema = z.object({
  PropertyAgentId: z.number(),
  CommunityAgentId: z.number(),
  CommunityName: z.string(),
  Address: z.string(),
  AccountNumber: z.string().nullable(),
});

export const OwnerSessionSchema = z.object({
  OwnerAccessAccountId: z.number(),
  OwnerAgentId: z.number(),
  DisplayName: z.string(),
  EmailAddress: z.string(),
  CompanyName: z.string(),
  /** The company's portal theme (1–6). */
  Theme: z.number().int(),
  LogoImageUrl: z.string().nullable(),
  /** The properties this owner sees: their own, and those linked by group ownership. */
  Properties: z.array(OwnerPropertySchema),
  /** Registered by the management company with a temporary password: to change first. */
  MustChangePassword: z.boolean(),
  /** The owner is linked to a board user: the portal shows the board's inbox and reports. */
  IsBoardMember: z.boolean(),
  /** 1 Owner, 2 Household member, 3 Renter (PortalRole): who the owner invited signs in as. */
  PortalRoleId: z.number().int(),
  /** The portal rights this session holds: the calls whose portalRight is here are answered. */
  Rights: z.array(z.string()),
});
export type OwnerSession = z.infer<typeof OwnerSessionSchema>;

const SignedIn = z.object({
  token: z.string(),
  expiresAt: z.string(),
  session: OwnerSessionSchema,
});

export const portal = {
  StartRegistration: endpoint({
    method: 'POST',
    path: '/api/Portal/StartRegistration',
    summary:
      'An owner starts registering with the code of their letter or email and their account number: a 6-digit code is mailed to the address they choose (at most five an hour)',
    auth: 'public',
    body: z.strictObject({
      RegistrationCode,
      AccountNumber,
      EmailAddress: Email,
    }),
    response: z.object({ success: z.literal(true), CodeSentTo: z.string() }),
  }),
  CompleteRegistration: endpoint({
    method: 'POST',
    path: '/api/Portal/CompleteRegistration',
    summary:
      'An owner finishes registering with the mailed code and a password; the invitation code is then used up, and the owner is signed in',
    auth: 'public',
    body: z.strictObject({
      RegistrationCode,
      AccountNumber,
      EmailAddress: Email,
      EmailCode,
      Password: NewPasswordSchema,
    }),
    response: SignedIn,
  }),
  SignIn: endpoint({
    method: 'POST',
    path: '/api/Portal/SignIn',
    summary:
      'An owner signs in with their email address and password; ten failures in 15 minutes per address answer 429 with Retry-After',
    auth: 'public',
    body: z.strictObject({
      EmailAddress: z.string().trim().toLowerCase().min(1, 'Enter your email address.').max(255),
      Password: z.string().min(1, 'Enter your password.').max(PasswordMaxLength),
    }),
    response: SignedIn,
  }),
  RequestPasswordReset: endpoint({
    method: 'POST',
    path: '/api/Portal/RequestPasswordReset',
    summary:
      'Mails a 6-digit reset code to a registered owner; answers the same whether or not the address is known',
    auth: 'public',
    body: z.strictObject({ EmailAddress: Email }),
    response: SuccessResponse,
  }),
  ResetPassword: endpoint({
    method: 'POST',
    path: '/api/Portal/ResetPassword',
    summary: 'Sets a new password with the mailed reset code; the owner’s other sessions end',
    auth: 'public',
    body: z.strictObject({ EmailAddress: Email, Code: EmailCode, Password: NewPasswordSchema }),
    response: SuccessResponse,
  }),
  ChangePassword: endpoint({
    method: 'POST',
    path: '/api/Portal/ChangePassword',
    summary: 'The owner changes their password; their other sessions end',
    auth: 'owner',
    portalRight: 'session',
    body: z.strictObject({
      CurrentPassword: z.string().min(1, 'Enter your current password.').max(PasswordMaxLength),
      NewPassword: NewPasswordSchema,
    }),
    response: SuccessResponse,
  }),
  SignOut: endpoint({
    method: 'POST',
    path: '/api/Portal/SignOut',
    summary: 'Ends the owner’s session',
    auth: 'owner',
    portalRight: 'session',
    response: SuccessResponse,
  }),
  GetSession: endpoint({
    method: 'GET',
    path: '/api/Portal/GetSession',
    summary: 'The signed-in owner, their company’s portal look and the properties they see',
    auth: 'owner',
    portalRight: 'session',
    query: noInput,
    response: OwnerSessionSchema,
  }),
};
