import { z } from 'zod';
import { BoardReportKeys, FileTypes } from '@hoa/domain';
import { endpoint } from '../endpoint';
import { entityId, idParam, noInput, SuccessResponse } from '../fields';

// The back-office side of the owner portal (spec 3 §7 "Owner portal"; issue 23 parts 1 and 2): the
// company's and communities' portal settings, the owner portal wizard, ComWebPortal's status, the
// owners' access accounts, and their registration letters and emails. Portal setup is for company
// administrators (spec 3 §6): every call that changes anything takes `access: 'systemAdmin'`.

const admin = 'systemAdmin' as const;
/** Who may read owners' portal accounts: those who read owner profiles. */
const ownerReaders = { claim: 'owner', level: 'read' } as const;

export const PortalCompanySettingsSchema = z.object({
  CompanyUrl: z.string().nullable(),
  Theme: z.number().int(),
  LogoImageUrl: z.string().nullable(),
  /** No settings were saved yet. */
  IsNew: z.boolean(),
  CustomerStatus: z.number().int(),
  /** The reports boards may see in the portal besides the financial statements. */
  BoardReportKeys: z.array(z.enum(BoardReportKeys)),
  /** Whether the board portal's delinquency list hides owners' names. */
  BoardHidesDelinquentNames: z.boolean(),
});
export type PortalCompanySettings = z.infer<typeof PortalCompanySettingsSchema>;

export const PortalCommunitySettingsSchema = z.object({
  AgentId: z.number(),
  IsEnabled: z.boolean(),
  /** The community's bank account owners pay into (its id), or null. */
  BankAccountToken: z.number().nullable(),
  /** The owner portal wizard's last finished step (0–5); 5 is live. */
  WizardStep: z.number().int(),
  AutopayDraftDay: z.number().int(),
  /** The community's bank accounts, to choose the one owners pay into. */
  BankAccounts: z.array(z.object({ BankAccountId: z.number(), Name: z.string() })),
});
export type PortalCommunitySettings = z.infer<typeof PortalCommunitySettingsSchema>;

export const OwnerAccessAccountSchema = z.object({
  OwnerAccessAccountId: z.number(),
  OwnerAgentId: z.number(),
  CommunityAgentId: z.number(),
  /** OwnerAccessStatus: 1 invited, 2 registered. */
  Status: z.number().int(),
  IsDeactivated: z.boolean(),
  LoginEmail: z.string().nullable(),
  MustChangePassword: z.boolean(),
  InvitedAt: z.string(),
  RegisteredAt: z.string().nullable(),
  /** The back-office board user this owner is (the portal then shows the board page), or null. */
  BoardUserId: z.number().nullable(),
  BoardUserName: z.string().nullable(),
});
export type OwnerAccessAccount = z.infer<typeof OwnerAccessAccountSchema>;

export const OwnerAccessRowSchema = z.object({
  OwnerAgentId: z.number(),
  PropertyAgentId: z.number(),
  Name: z.string(),
  Address: z.string(),
  AccountNumber: z.string().nullable(),
  EmailAddress: z.string().nullable(),
  OwnerAccessAccountId: z.number().nullable(),
  /** 0 not invited, 1 invited (pending), 2 registered. */
  Status: z.number().int(),
  IsDeactivated: z.boolean(),
  LoginEmail: z.string().nullable(),
});
export type OwnerAccessRow = z.infer<typeof OwnerAccessRowSchema>;

/** A community's owners paying by direct debit (ACH), spec 3 §7 "Owner portal". */
export const AchEnrollmentCountsSchema = z.object({
  CommunityAgentId: z.number(),
  /** Owners with an active direct debit enrollment. */
  Enrolled: z.number().int(),
  /** Of them, drafted by autopay on the community's draft day. */
  Autopay: z.number().int(),
  /** Of them, enrolled by the owner in the portal. */
  FromPortal: z.number().int(),
  /** Of them, whose prenote has not gone out yet (no live debit until it has). */
  AwaitingPrenote: z.number().int(),
});

export const OwnerAccessSummarySchema = z.object({
  Total: z.number().int(),
  Registered: z.number().int(),
  /** Invited, not registered. */
  Pending: z.number().int(),
  NotInvited: z.number().int(),
  RegisteredPercent: z.number(),
  PendingPercent: z.number(),
  NotInvitedPercent: z.number(),
  Owners: z.array(OwnerAccessRowSchema),
});
export type OwnerAccessSummary = z.infer<typeof OwnerAccessSummarySchema>;

const communityQuery = z.strictObject({ communityAgentId: idParam });
const idList = z.array(entityId).min(1).max(10_000);
const UriResponse = z.object({ Uri: z.string() });
const lettersPdf = z
  .custom<Uint8Array>()
  .meta({ type: 'string', format: 'binary', description: 'The registration letters PDF' });
const SentResponse = z.object({
  /** Owners sent a registration email (each a fresh code). */
  Sent: z.number().int(),
  /** Owners chosen who have no email address, or are registered already. */
  Skipped: z.number().int(),
});

export const ownerAccess = {
  GetCompanySettings: endpoint({
    method: 'GET',
    path: '/api/OwnerAccess/GetCompanySettings',
    summary: "The company's owner portal settings: portal address, theme and logo",
    access: admin,
    response: PortalCompanySettingsSchema,
  }),
  SaveCompanySettings: endpoint({
    method: 'POST',
    path: '/api/OwnerAccess/SaveCompanySettings',
    summary:
      "Saves the company's owner portal settings (the portal address unique across companies)",
    access: admin,
    body: z.strictObject({
      CompanyUrl: z.string().trim().toLowerCase().min(1, 'Enter the portal address.').max(63),
      Theme: z.number().int().min(1, 'Choose a theme.').max(6, 'Choose a theme.'),
      LogoImageUrl: z
        .string()
        .trim()
        .max(500)
        .nullable()
        .transform((v) => (v === '' ? null : v)),
    }),
    response: PortalCompanySettingsSchema,
  }),
  IsCompanyUrlAvailable: endpoint({
    method: 'GET',
    path: '/api/OwnerAccess/IsCompanyUrlAvailable',
    summary: 'Whether a portal address is free (and well formed) for this company',
    access: admin,
    query: z.strictObject({ companyUrl: z.string().trim().toLowerCase().max(100) }),
    response: z.object({ IsAvailable: z.boolean(), Problem: z.string().nullable() }),
  }),
  GetThemes: endpoint({
    method: 'GET',
    path: '/api/OwnerAccess/GetThemes',
    summary: 'The six portal themes',
    response: z.array(z.object({ Id: z.number(), Name: z.string(), Primary: z.string() })),
  }),
  GetCommunitySettings: endpoint({
    method: 'GET',
    path: '/api/OwnerAccess/GetCommunitySettings',
    summary: "A community's owner portal settings: on or off, the bank account owners pay into",
    access: admin,
    query: communityQuery,
    response: PortalCommunitySettingsSchema,
  }),
  SaveCommunitySettings: endpoint({
    method: 'POST',
    path: '/api/OwnerAccess/SaveCommunitySettings',
    summary:
      "Saves a community's owner portal settings: on or off, and the community's bank account owners pay into",
    access: admin,
    body: z.strictObject({
      AgentId: entityId,
      IsEnabled: z.boolean(),
      BankAccountToken: entityId.nullable(),
      AutopayDraftDay: z.number().int().min(1).max(28).optional(),
    }),
    response: PortalCommunitySettingsSchema,
  }),
  CompleteWizardStep: endpoint({
    method: 'POST',
    path: '/api/OwnerAccess/CompleteWizardStep',
    summary:
      "Finishes a step of the community's owner portal wizard (the next one, or one already finished); the fifth turns the community's portal on",
    access: admin,
    body: z.strictObject({ communityAgentId: entityId, step: z.number().int().min(1).max(5) }),
    response: PortalCommunitySettingsSchema,
  }),
  GetBaseUri: endpoint({
    method: 'GET',
    path: '/api/OwnerAccess/GetBaseUri',
    summary: 'Where owners reach the product (the portal is at this address + /portal/)',
    response: UriResponse,
  }),
  GetPayNowUri: endpoint({
    method: 'GET',
    path: '/api/OwnerAccess/GetPayNowUri',
    summary: 'The portal page owners of the community open to make a one-time payment',
    query: communityQuery,
    response: UriResponse,
  }),
  IsDeactivated: endpoint({
    method: 'GET',
    path: '/api/OwnerAccess/IsDeactivated',
    summary: "Whether the company's owner portal is off (not live)",
    response: z.object({ IsDeactivated: z.boolean() }),
  }),
  RedirectToPortal: endpoint({
    method: 'POST',
    path: '/api/OwnerAccess/RedirectToPortal',
    summary: "The address of the company's owner portal to open",
    body: noInput,
    response: UriResponse,
  }),
  CreateRegistrationLetters: endpoint({
    method: 'POST',
    path: '/api/OwnerAccess/CreateRegistrationLetters',
    summary:
      "Registration letters (PDF) for the community's owners not registered, each with a new one-time registration code; owners with an email address only when asked",
    access: admin,
    body: z.strictObject({
      communityAgentId: entityId,
      includeOwnersWithEmailAddresses: z.boolean(),
    }),
    response: lettersPdf,
    download: [FileTypes.Pdf],
  }),
  SendRegistrationEmails: endpoint({
    method: 'POST',
    path: '/api/OwnerAccess/SendRegistrationEmails',
    summary:
      "Emails the community's owners chosen (all not registered when none are named) a new one-time registration code",
    access: admin,
    body: z.strictObject({
      communityAgentId: entityId,
      ownerAgentIds: z.array(entityId).optional(),
    }),
    response: SentResponse,
  }),
  AccrueOwnerAccessRegistrationEmailMessageBatch: endpoint({
    method: 'POST',
    path: '/api/MessageBatch/AccrueOwnerAccessRegistrationEmailMessageBatch',
    summary:
      "A message batch of registration emails for the community's owners not registered who have an email address, each with a new one-time code",
    access: admin,
    body: z.strictObject({ communityAgentId: entityId }),
    response: SentResponse.extend({ TopsItemId: z.number() }),
  }),
  CustomerStatus: endpoint({
    method: 'GET',
    path: '/api/ComWebPortal/CustomerStatus',
    summary: "The company's portal status: 0 not started, 1 set up, 2 live",
    response: z.object({ CustomerStatus: z.number().int() }),
  }),
  IsCompanyLive: endpoint({
    method: 'GET',
    path: '/api/ComWebPortal/IsCompanyLive',
    summary: "Whether the company's owner portal is live",
    response: z.object({ IsLive: z.boolean() }),
  }),
  IsAdvanced: endpoint({
    method: 'GET',
    path: '/api/ComWebPortal/IsAdvanced',
    summary: "Whether the community's portal has the advanced features",
    query: communityQuery,
    response: z.object({ IsAdvanced: z.boolean() }),
  }),
  PushCustomer: endpoint({
    method: 'POST',
    path: '/api/ComWebPortal/PushCustomer',
    summary: "Sets up the company's portal (status 1) once its portal address is saved",
    access: admin,
    body: noInput,
    response: z.object({ CustomerStatus: z.number().int() }),
  }),
  CreateAdmin: endpoint({
    method: 'POST',
    path: '/api/ComWebPortal/CreateAdmin',
    summary: "Makes the caller the portal's first administrator",
    access: admin,
    body: noInput,
    response: z.object({ AdminUserId: z.number() }),
  }),
  GetOwnerAccessAccountForOwner: endpoint({
    method: 'GET',
    path: '/api/OwnerAccessAccount/GetOwnerAccessAccountForOwner',
    summary: "An owner's owner access account, or null when never invited",
    access: ownerReaders,
    query: z.strictObject({ ownerAgentId: idParam }),
    response: OwnerAccessAccountSchema.nullable(),
  }),
  GetOwnerAccessAccountSummaryForCommunity: endpoint({
    method: 'GET',
    path: '/api/OwnerAccessAccount/GetOwnerAccessAccountSummaryForCommunity',
    summary:
      "The community's owners and their portal registration: registered, pending (invited), not invited, with percentages to one decimal",
    access: ownerReaders,
    query: communityQuery,
    response: OwnerAccessSummarySchema,
  }),
  GetAchEnrollmentCounts: endpoint({
    method: 'GET',
    path: '/api/OwnerAccess/GetAchEnrollmentCounts',
    summary:
      "How many of the community's owners pay by direct debit (ACH): enrolled, by autopay, from the portal, awaiting their prenote",
    access: ownerReaders,
    query: communityQuery,
    response: AchEnrollmentCountsSchema,
  }),
  RegisterForInvitedOwner: endpoint({
    method: 'POST',
    path: '/api/OwnerAccessAccount/RegisterForInvitedOwner',
    summary:
      'Registers an invited owner with a temporary password they change at first sign-in (a login that exists already is kept, with a warning)',
    access: admin,
    body: z.strictObject({
      ownerAccessAccountId: entityId,
      sendEmailNotification: z.boolean(),
      temporaryPassword: z
        .string()
        .min(8, 'The temporary password takes at least 8 characters.')
        .max(128),
      temporaryPasswordConfirmation: z.string().max(128),
      /** The sign-in email; the owner's email address when absent. */
      loginEmail: z
        .string()
        .trim()
        .toLowerCase()
        .email('Enter a valid email address.')
        .max(255)
        .optional(),
    }),
    response: z.object({ account: OwnerAccessAccountSchema, warning: z.string().nullable() }),
  }),
  DeactivateOwnerAccessAccounts: endpoint({
    method: 'POST',
    path: '/api/OwnerAccessAccount/DeactivateOwnerAccessAccounts',
    summary: 'Deactivates owner access accounts (their sessions end)',
    access: admin,
    body: z.strictObject({ ids: idList }),
    response: z.object({ Changed: z.number().int() }),
  }),
  ReactivateOwnerAccessAccounts: endpoint({
    method: 'POST',
    path: '/api/OwnerAccessAccount/ReactivateOwnerAccessAccounts',
    summary: 'Reactivates owner access accounts',
    access: admin,
    body: z.strictObject({ ownerAccessAccountIds: idList }),
    response: z.object({ Changed: z.number().int() }),
  }),
  UnregisterOwnerAccessAccount: endpoint({
    method: 'POST',
    path: '/api/OwnerAccessAccount/UnregisterOwnerAccessAccount/:id',
    summary:
      'Unregisters an owner: the login and password are cleared, the sessions end, and the owner is invited again with a new code',
    access: admin,
    params: z.strictObject({ id: idParam }),
    response: z.object({ account: OwnerAccessAccountSchema, RegistrationCode: z.string() }),
  }),
  DeregisterOwnerAccessAccount: endpoint({
    method: 'POST',
    path: '/api/OwnerAccessAccount/DeregisterOwnerAccessAccount/:id',
    summary: "Removes an owner's access account (the owner is no longer invited)",
    access: admin,
    params: z.strictObject({ id: idParam }),
    response: SuccessResponse,
  }),
};
