import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { agents, bankAccounts } from './agents';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';

// Smart banking setup (spec 2 §2 'Bank integration settings', §3 'Bank connection', 'Alert
// recipient', §7 bank connection, services, alert recipients, scan-line settings, bank log) and
// the lockbox ids of bank accounts that validation files are exported for (spec 3 §5).

/** How a bank is reached: 'FILE' (uploads) or a provider / aggregator with sealed credentials. */
export const bankConnections = pgTable('bank_connections', {
  bankAgentId: refColumn('bank_agent_id')
    .primaryKey()
    .references(() => agents.id),
  companyId: companyIdColumn(),
  bankServiceName: varchar('bank_service_name', { length: 20 }).notNull(),
  pyramidBankId: varchar('pyramid_bank_id', { length: 50 }),
  bankAlias: varchar('bank_alias', { length: 50 }),
  /** AES-256-GCM (modules/direct-debit sealing): base64 of iv, tag and ciphertext. */
  connectionValue1Sealed: text('connection_value1_sealed'),
  connectionValue2Sealed: text('connection_value2_sealed'),
  /** The provider's extra settings (name -> value) sent with the connection. */
  settings: jsonb('settings'),
  validatedAt: timestamp('validated_at', { withTimezone: true }).notNull().defaultNow(),
  validatedByUserId: refColumn('validated_by_user_id'),
  /** When the connection became SFTP: the poll sends the files made since (not older ones). */
  sftpSince: timestamp('sftp_since', { withTimezone: true }),
});

/**
 * The files an SFTP connection's poll moved (issue 26 item 6): each file brought in once, by its
 * name and SHA-256 (and skipped before downloading by name and size), and each file of the
 * product sent once (by its storage key). A file that could not be imported is kept as failed, so
 * the same bytes are not tried (nor alerted) again.
 */
export const sftpTransfers = pgTable(
  'sftp_transfers',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    bankAgentId: refColumn('bank_agent_id')
      .notNull()
      .references(() => agents.id),
    /** 'Download' or 'Upload'. */
    direction: varchar('direction', { length: 10 }).notNull(),
    /** Statement, Lockbox, Return (brought in); Nacha, PositivePay (sent). */
    kind: varchar('kind', { length: 20 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** The file's size in bytes as the server listed it; null for files moved before it was kept. */
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** A file brought in that could not be imported (the bank log says why). */
    failed: boolean('failed').notNull().default(false),
    /** The sent file's key in the file store. */
    storageKey: varchar('storage_key', { length: 300 }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('sftp_transfers_file_key').on(t.bankAgentId, t.direction, t.fileName, t.sha256),
    index('sftp_transfers_storage_idx').on(t.bankAgentId, t.storageKey),
  ],
);

/** The settings of one setting type of a bank, JSON checked per type by the contract. */
export const bankIntegrationSettings = pgTable(
  'bank_integration_settings',
  {
    bankAgentId: refColumn('bank_agent_id')
      .notNull()
      .references(() => agents.id),
    settingType: varchar('setting_type', { length: 30 }).notNull(),
    companyId: companyIdColumn(),
    settings: jsonb('settings').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bankAgentId, t.settingType] })],
);

/** A bank service (type 1-8) a community is subscribed to at a bank. */
export const communityBankServices = pgTable(
  'community_bank_services',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    bankAgentId: refColumn('bank_agent_id')
      .notNull()
      .references(() => agents.id),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    bankServiceId: smallint('bank_service_id').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('community_bank_services_key').on(
      t.bankAgentId,
      t.communityAgentId,
      t.bankServiceId,
    ),
    index('community_bank_services_community_idx').on(t.communityAgentId),
  ],
);

/** Who gets the alerts of a smart banking feature's log of a bank (AlertSubscriptionId = id). */
export const bankAlertRecipients = pgTable(
  'bank_alert_recipients',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    bankAgentId: refColumn('bank_agent_id')
      .notNull()
      .references(() => agents.id),
    smartBankingFeatureId: smallint('smart_banking_feature_id').notNull(),
    emailAddress: varchar('email_address', { length: 254 }).notNull(),
  },
  (t) => [
    uniqueIndex('bank_alert_recipients_key').on(
      t.bankAgentId,
      t.smartBankingFeatureId,
      sql`lower(${t.emailAddress})`,
    ),
  ],
);

/** Per company: whether a check's scan line may pad a short bank account number with zeros. */
export const bankCheckScanLineSettings = pgTable('bank_check_scan_line_settings', {
  companyId: companyIdColumn().primaryKey(),
  allowBankAccountPadding: boolean('allow_bank_account_padding').notNull().default(false),
});

/** The lockbox id the bank gave a bank account (lockbox accounts settings). */
export const bankAccountLockboxIds = pgTable(
  'bank_account_lockbox_ids',
  {
    bankAccountId: refColumn('bank_account_id')
      .primaryKey()
      .references(() => bankAccounts.id),
    companyId: companyIdColumn(),
    lockboxId: varchar('lockbox_id', { length: 30 }).notNull(),
  },
  (t) => [index('bank_account_lockbox_ids_lockbox_idx').on(t.companyId, t.lockboxId)],
);

/** The smart banking log: lockbox runs, statement imports, reconciliation runs and the like. */
export const bankLogs = pgTable(
  'bank_logs',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    bankAgentId: refColumn('bank_agent_id')
      .notNull()
      .references(() => agents.id),
    bankAccountId: refColumn('bank_account_id').references(() => bankAccounts.id),
    /** Smart banking feature id (scope): 1 reconciliation, 2 lockbox, 3 validation, ... */
    feature: smallint('feature').notNull(),
    /** 1 success, 2 warning, 3 error. */
    logState: smallint('log_state').notNull(),
    message: varchar('message', { length: 1000 }).notNull(),
    createdByUserId: refColumn('created_by_user_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('bank_logs_bank_idx').on(t.bankAgentId, t.createdAt),
    index('bank_logs_feature_idx').on(t.bankAgentId, t.feature, t.createdAt),
  ],
);
