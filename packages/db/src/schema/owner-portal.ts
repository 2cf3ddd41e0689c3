import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { agents, bankAccounts } from './agents';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { users } from './tenancy';

// The owner portal (spec 3 "Owner portal", issue 23): the company's portal settings, each
// community's, the owners' access accounts, their sessions and one-time codes.

/** The company's portal (spec 3 §3 "Owner portal" Settings, and ComWebPortal's status). */
export const portalCompanySettings = pgTable(
  'portal_company_settings',
  {
    companyId: companyIdColumn().primaryKey(),
    /** The company's portal address part (CompanyUrl), unique across companies. */
    companyUrl: varchar('company_url', { length: 63 }),
    /** One of the six portal themes (1–6). */
    theme: smallint('theme').notNull().default(1),
    logoImageUrl: varchar('logo_image_url', { length: 500 }),
    /** CustomerStatus of ComWebPortal: 0 not started, 1 pushed (set up), 2 live. */
    customerStatus: smallint('customer_status').notNull().default(0),
    isAdvanced: boolean('is_advanced').notNull().default(false),
    /** The portal's first administrator (CreateAdmin). */
    adminUserId: refColumn('admin_user_id').references(() => users.id),
    /** The reports (BoardReportKeys of @hoa/domain) the company lets board members see in the portal. */
    boardReportKeys: text('board_report_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The board portal's delinquency list shows account numbers, not owners' names. */
    boardHidesDelinquentNames: boolean('board_hides_delinquent_names').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('portal_company_settings_url_key')
      .on(sql`lower(${t.companyUrl})`)
      .where(sql`${t.companyUrl} is not null`),
    check('portal_company_settings_theme_range', sql`${t.theme} between 1 and 6`),
    check('portal_company_settings_status_range', sql`${t.customerStatus} between 0 and 2`),
  ],
);

/** A community's portal: on or off, and the bank account owners pay into. */
export const portalCommunitySettings = pgTable(
  'portal_community_settings',
  {
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .primaryKey()
      .references(() => agents.id),
    isEnabled: boolean('is_enabled').notNull().default(false),
    /** The account owners' portal payments are deposited to (BankAccountToken). */
    bankAccountId: refColumn('bank_account_id').references(() => bankAccounts.id),
    /** The owner portal wizard's last finished step (0–5); 5 is live. */
    wizardStep: smallint('wizard_step').notNull().default(0),
    /** The day of the month autopay drafts are taken (1–28). */
    autopayDraftDay: smallint('autopay_draft_day').notNull().default(1),
    /** Owners' convenience fee on a card payment, in hundredths of a percent (250 = 2.5%). */
    cardFeeBasisPoints: integer('card_fee_basis_points').notNull().default(0),
    /** Owners' convenience fee on a bank account (ACH) payment, in cents. */
    achFeeCents: integer('ach_fee_cents').notNull().default(0),
    /** Owners may pay more than their balance (a prepayment). */
    allowsPrepayment: boolean('allows_prepayment').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('portal_community_settings_step_range', sql`${t.wizardStep} between 0 and 5`),
    check('portal_community_settings_day_range', sql`${t.autopayDraftDay} between 1 and 28`),
    check('portal_community_settings_card_fee', sql`${t.cardFeeBasisPoints} between 0 and 1000`),
    check('portal_community_settings_ach_fee', sql`${t.achFeeCents} between 0 and 10000`),
  ],
);

/**
 * One per owner (spec 3 §4 "Owner access account"): invited (a registration code), then
 * registered (an email and a password); deactivated and reactivated; unregistered (the owner
 * registers anew).
 */
export const ownerAccessAccounts = pgTable(
  'owner_access_accounts',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    ownerAgentId: refColumn('owner_agent_id')
      .notNull()
      .references(() => agents.id),
    /** OwnerAccessStatus of @hoa/domain: 1 invited, 2 registered. */
    status: smallint('status').notNull().default(1),
    isDeactivated: boolean('is_deactivated').notNull().default(false),
    /** SHA-256 of the one-time registration code on the letter or email; null once used. */
    registrationCodeHash: text('registration_code_hash'),
    registrationCodeExpiresAt: timestamp('registration_code_expires_at', { withTimezone: true }),
    /** The sign-in: an email address, unique across companies. */
    loginEmail: varchar('login_email', { length: 255 }),
    passwordHash: text('password_hash'),
    /** Set by RegisterForInvitedOwner with a temporary password: changed at first sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /**
     * The board user (a user with a board role) this owner is, set from the back office: the portal's
     * board calls run the board approval as this user.
     */
    boardUserId: refColumn('board_user_id').references(() => users.id),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('owner_access_accounts_owner_key').on(t.ownerAgentId),
    uniqueIndex('owner_access_accounts_login_key')
      .on(sql`lower(${t.loginEmail})`)
      .where(sql`${t.loginEmail} is not null`),
    uniqueIndex('owner_access_accounts_code_key')
      .on(t.registrationCodeHash)
      .where(sql`${t.registrationCodeHash} is not null`),
    index('owner_access_accounts_community_idx').on(t.communityAgentId),
    check('owner_access_accounts_status_range', sql`${t.status} between 1 and 2`),
  ],
);

/** An owner's signed-in session: a token (only its SHA-256 kept), separate from staff sessions. */
export const ownerSessions = pgTable(
  'owner_sessions',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    ownerAccessAccountId: refColumn('owner_access_account_id')
      .notNull()
      .references(() => ownerAccessAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** A household member's or renter's session: the owner's account, limited to their rights. */
    householdMemberId: refColumn('household_member_id').references(
      () => portalHouseholdMembers.id,
      { onDelete: 'cascade' },
    ),
  },
  (t) => [
    uniqueIndex('owner_sessions_hash_key').on(t.tokenHash),
    index('owner_sessions_account_idx').on(t.ownerAccessAccountId),
    index('owner_sessions_member_idx').on(t.householdMemberId),
  ],
);

/**
 * A household member or renter an owner invited to one of their properties (issue 23 item 3):
 * invited (a single-use code mailed to them, expiring), then registered (their own sign-in email
 * and password), removed by the owner (the code and sign-in end with it). Their sessions are the
 * owner's account's, with this row's role and property.
 */
export const portalHouseholdMembers = pgTable(
  'portal_household_members',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    /** The inviting owner's account. */
    ownerAccessAccountId: refColumn('owner_access_account_id')
      .notNull()
      .references(() => ownerAccessAccounts.id, { onDelete: 'cascade' }),
    /** The one property the person sees. */
    propertyAgentId: refColumn('property_agent_id')
      .notNull()
      .references(() => agents.id),
    /** PortalRole of @hoa/domain: 2 household member, 3 renter. */
    portalRoleId: smallint('portal_role_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** The address the invitation went to. */
    email: varchar('email', { length: 255 }).notNull(),
    /** SHA-256 of the invitation's code; null once used or removed. */
    invitationCodeHash: text('invitation_code_hash'),
    invitationCodeExpiresAt: timestamp('invitation_code_expires_at', { withTimezone: true }),
    /** The sign-in, unique across companies with the owners' (app_owner_login_taken). */
    loginEmail: varchar('login_email', { length: 255 }),
    passwordHash: text('password_hash'),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('portal_household_members_owner_idx').on(t.ownerAccessAccountId),
    uniqueIndex('portal_household_members_login_key')
      .on(sql`lower(${t.loginEmail})`)
      .where(sql`${t.loginEmail} is not null`),
    uniqueIndex('portal_household_members_code_key')
      .on(t.invitationCodeHash)
      .where(sql`${t.invitationCodeHash} is not null`),
    check('portal_household_members_role', sql`${t.portalRoleId} in (2, 3)`),
  ],
);

/**
 * A code mailed to an owner (registration's email check, password reset): single use, expiring,
 * with its wrong tries counted; how many were sent lately limits how many more may be.
 */
export const ownerOneTimeCodes = pgTable(
  'owner_one_time_codes',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    ownerAccessAccountId: refColumn('owner_access_account_id')
      .notNull()
      .references(() => ownerAccessAccounts.id, { onDelete: 'cascade' }),
    /** 'register' (the email check of a registration) or 'reset' (a password reset). */
    purpose: varchar('purpose', { length: 20 }).notNull(),
    /** The address the code was sent to (a registration's chosen sign-in). */
    email: varchar('email', { length: 255 }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    wrongTries: smallint('wrong_tries').notNull().default(0),
    /** A household member's or renter's code (null: the owner's own). */
    householdMemberId: refColumn('household_member_id').references(
      () => portalHouseholdMembers.id,
      { onDelete: 'cascade' },
    ),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('owner_one_time_codes_account_idx').on(t.ownerAccessAccountId, t.createdAt),
    check('owner_one_time_codes_purpose', sql`${t.purpose} in ('register', 'reset')`),
  ],
);

/** A group ownership (spec 3 "Group ownership"): properties one owner holds, one of them primary. */
export const groupOwnerships = pgTable(
  'group_ownerships',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    primaryPropertyAgentId: refColumn('primary_property_agent_id')
      .notNull()
      .references(() => agents.id),
    /** Changes to the primary property's owner record are copied to the linked properties' owners. */
    pushUpdatesToPrimaryOwnerRecord: boolean('push_updates_to_primary_owner_record')
      .notNull()
      .default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [index('group_ownerships_primary_idx').on(t.primaryPropertyAgentId)],
);

/** A property of a group ownership (a property belongs to at most one group). */
export const groupOwnershipProperties = pgTable(
  'group_ownership_properties',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    groupOwnershipId: refColumn('group_ownership_id')
      .notNull()
      .references(() => groupOwnerships.id, { onDelete: 'cascade' }),
    propertyAgentId: refColumn('property_agent_id')
      .notNull()
      .references(() => agents.id),
  },
  (t) => [
    uniqueIndex('group_ownership_properties_property_key').on(t.propertyAgentId),
    index('group_ownership_properties_group_idx').on(t.groupOwnershipId),
  ],
);
