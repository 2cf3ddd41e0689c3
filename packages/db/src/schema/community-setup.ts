import {
  bigint,
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { accounts, codes, costCenters } from './ledger';

/** A code's GL accounts: its receivable (1) and its income or liability account (2). */
export const codeAccounts = pgTable(
  'code_accounts',
  {
    companyId: companyIdColumn(),
    codeId: refColumn('code_id')
      .notNull()
      .references(() => codes.id, { onDelete: 'cascade' }),
    codeAccountTypeId: smallint('code_account_type_id').notNull(),
    accountId: refColumn('account_id')
      .notNull()
      .references(() => accounts.id),
    costCenterId: refColumn('cost_center_id').references(() => costCenters.id),
  },
  (t) => [
    primaryKey({ columns: [t.codeId, t.codeAccountTypeId] }),
    index('code_accounts_account_idx').on(t.accountId),
  ],
);

/** Community setup steps completed (spec 1 §3.5b; CompleteCommunitySetupStep). */
export const communitySetupSteps = pgTable(
  'community_setup_steps',
  {
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    communitySetupStepId: smallint('community_setup_step_id').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    completedByUserId: refColumn('completed_by_user_id'),
  },
  (t) => [primaryKey({ columns: [t.communityAgentId, t.communitySetupStepId] })],
);

/**
 * An owner's transaction from the previous system, kept for reference (owner history import);
 * it never posts to the ledger.
 */
export const historicTransactions = pgTable(
  'historic_transactions',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    propertyAgentId: refColumn('property_agent_id')
      .notNull()
      .references(() => agents.id),
    txnDate: date('txn_date').notNull(),
    description: varchar('description', { length: 200 }).notNull(),
    codeAlias: varchar('code_alias', { length: 10 }),
    reference: varchar('reference', { length: 100 }),
    chargeCents: bigint('charge_cents', { mode: 'number' }).notNull().default(0),
    paymentCents: bigint('payment_cents', { mode: 'number' }).notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [index('historic_transactions_property_date_idx').on(t.propertyAgentId, t.txnDate)],
);
