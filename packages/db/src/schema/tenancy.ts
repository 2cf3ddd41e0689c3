import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';

/** The tenant: a management company. */
export const companies = pgTable(
  'companies',
  {
    id: idColumn(),
    name: varchar('name', { length: 150 }).notNull(),
    subscriptionTier: smallint('subscription_tier').notNull().default(1),
    featureFlags: jsonb('feature_flags').$type<Record<string, boolean>>().notNull().default({}),
    /** Segregation of duties: the user who entered an AP invoice may not pay it (issue 15). */
    apEntererCannotPay: boolean('ap_enterer_cannot_pay').notNull().default(true),
    /** How letters are laid out for their envelope (LetterFormatId; issue 19). */
    letterFormatId: smallint('letter_format_id').notNull().default(1),
    /** Automation runs above this total (cents) wait for an approver; null: none wait (issue 25). */
    automationApprovalCents: bigint('automation_approval_cents', { mode: 'number' }),
    createdAt: createdAtColumn(),
  },
  (t) => [check('companies_tier_range', sql`${t.subscriptionTier} between 1 and 3`)],
);

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    companyId: companyIdColumn().references(() => companies.id),
    userAgentId: refColumn('user_agent_id'),
    userName: varchar('user_name', { length: 100 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    displayName: varchar('display_name', { length: 150 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    isSystemAdmin: boolean('is_system_admin').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('users_user_name_key').on(sql`lower(${t.userName})`),
    index('users_company_idx').on(t.companyId),
  ],
);

export const userCommunities = pgTable(
  'user_communities',
  {
    companyId: companyIdColumn(),
    userId: refColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    communityAgentId: refColumn('community_agent_id').notNull(),
    /** What the user does for the community (Crm/SaveCommunityUserProfession); null: not said. */
    profession: varchar('profession', { length: 50 }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.communityAgentId] })],
);

export const roles = pgTable(
  'roles',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    isBoardRole: boolean('is_board_role').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('roles_company_name_key').on(t.companyId, t.name)],
);

export const roleClaims = pgTable(
  'role_claims',
  {
    companyId: companyIdColumn(),
    roleId: refColumn('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    claim: varchar('claim', { length: 50 }).notNull(),
    canCreate: boolean('can_create').notNull().default(false),
    canRead: boolean('can_read').notNull().default(false),
    canUpdate: boolean('can_update').notNull().default(false),
    canDelete: boolean('can_delete').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.claim] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    companyId: companyIdColumn(),
    userId: refColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: refColumn('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    userId: refColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Moved forward as the session is used; a session unused for SESSION_IDLE_MINUTES is over. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_tokens_hash_key').on(t.tokenHash)],
);

/** Append-only: written by triggers on every tenant table, never updated or deleted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    userId: refColumn('user_id'),
    tableName: varchar('table_name', { length: 63 }).notNull(),
    operation: varchar('operation', { length: 10 }).notNull(),
    rowId: text('row_id'),
    rowData: jsonb('row_data'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_company_time_idx').on(t.companyId, t.occurredAt)],
);

/**
 * Every sign-in attempt, before the company is known (no company_id, no tenant policy): read and
 * appended to only under the sign-in lookup policy. Feeds the brute-force limits and the notice of
 * the previous sign-in.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: idColumn(),
    /** As typed, lower-cased. */
    userName: varchar('user_name', { length: 100 }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    /** The user of that name, when there is one. */
    userId: refColumn('user_id'),
    succeeded: boolean('succeeded').notNull(),
    reason: varchar('reason', { length: 30 }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Each index puts successes and failures apart (migration 0126): the limits count a name's or
  // an address's failures, the notice reads the user's last success, and neither reads the other
  // kind (a user's 9,000 sign-ins made each check read them all: 5-15 ms a statement).
  (t) => [
    index('sign_in_attempts_user_name_idx').on(t.userName, t.succeeded, t.attemptedAt),
    index('sign_in_attempts_address_idx').on(t.address, t.succeeded, t.attemptedAt),
    index('sign_in_attempts_user_idx').on(t.userId, t.succeeded, t.attemptedAt),
  ],
);
