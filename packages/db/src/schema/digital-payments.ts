import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { agents, bankAccounts } from './agents';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { apPayments } from './payables';
import { users } from './tenancy';

// Digital (ACH) payments through a vendor-network provider (spec 2 §3 'Funding source and digital
// payment', §5 'Digital payment onboarding', §7 'Digital payments'). Our side keeps the community's
// business customer, its controller, funding sources, documents and transfers with the provider's
// ids; the sandbox provider keeps its own objects in digital_payment_sandbox_objects.

/** A community's business customer at the provider and its account status. */
export const digitalPaymentAccounts = pgTable('digital_payment_accounts', {
  communityAgentId: refColumn('community_agent_id')
    .primaryKey()
    .references(() => agents.id),
  companyId: companyIdColumn(),
  /** The provider's customer id; null until enabled. */
  customerId: varchar('customer_id', { length: 100 }),
  /** Unverified, Retry, Document, Verified, Suspended, Deactivated. */
  status: varchar('status', { length: 20 }).notNull().default('Unverified'),
  firstName: varchar('first_name', { length: 100 }),
  lastName: varchar('last_name', { length: 100 }),
  businessName: varchar('business_name', { length: 200 }),
  address1: varchar('address1', { length: 200 }),
  address2: varchar('address2', { length: 200 }),
  city: varchar('city', { length: 100 }),
  state: varchar('state', { length: 50 }),
  postalCode: varchar('postal_code', { length: 20 }),
  businessClassification: varchar('business_classification', { length: 100 }),
  businessType: varchar('business_type', { length: 50 }).notNull().default('corporation'),
  /** AES-256-GCM sealed EIN; the last 4 digits kept for display. */
  einSealed: text('ein_sealed'),
  einLast4: varchar('ein_last4', { length: 4 }),
  secretaryOfState: varchar('secretary_of_state', { length: 100 }),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  /** UpdateCommunityPaymentsSetup: digital payments switched on for the community's invoices. */
  isPaymentsEnabled: boolean('is_payments_enabled').notNull().default(true),
  createdAt: createdAtColumn(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The community's controller (spec 2 §3 'Controller info'); SSN and passport number sealed. */
export const digitalPaymentControllers = pgTable('digital_payment_controllers', {
  communityAgentId: refColumn('community_agent_id')
    .primaryKey()
    .references(() => agents.id),
  companyId: companyIdColumn(),
  firstName: varchar('first_name', { length: 100 }).notNull(),
  lastName: varchar('last_name', { length: 100 }).notNull(),
  title: varchar('title', { length: 100 }).notNull(),
  dateOfBirth: date('date_of_birth').notNull(),
  ssnSealed: text('ssn_sealed'),
  ssnLast4: varchar('ssn_last4', { length: 4 }),
  address1: varchar('address1', { length: 200 }).notNull(),
  address2: varchar('address2', { length: 200 }),
  address3: varchar('address3', { length: 200 }),
  city: varchar('city', { length: 100 }).notNull(),
  state: varchar('state', { length: 50 }).notNull(),
  postalCode: varchar('postal_code', { length: 20 }),
  country: varchar('country', { length: 2 }).notNull().default('US'),
  passportNumberSealed: text('passport_number_sealed'),
  passportCountry: varchar('passport_country', { length: 2 }),
  documentUrl: varchar('document_url', { length: 500 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A bank account registered as a funding source; status follows micro-deposit verification. */
export const digitalPaymentFundingSources = pgTable(
  'digital_payment_funding_sources',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    bankAccountId: refColumn('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    providerId: varchar('provider_id', { length: 100 }).notNull(),
    status: varchar('status', { length: 30 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    isRemoved: boolean('is_removed').notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('digital_payment_funding_sources_bank_key')
      .on(t.bankAccountId)
      .where(sql`not ${t.isRemoved}`),
  ],
);

/** Verification documents: type idcard/license/passport/other, pending or reviewed. */
export const digitalPaymentDocuments = pgTable(
  'digital_payment_documents',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    /** 0 personal (the controller), 1 business. */
    documentFor: smallint('document_for').notNull(),
    type: varchar('type', { length: 10 }).notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    failureReason: varchar('failure_reason', { length: 40 }),
    providerId: varchar('provider_id', { length: 100 }).notNull(),
    fileKey: varchar('file_key', { length: 300 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedByUserId: refColumn('uploaded_by_user_id').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [index('digital_payment_documents_community_idx').on(t.communityAgentId)],
);

/** A digital check's transfer at the provider; status is the DigitalPaymentStatusId. */
export const digitalPaymentTransfers = pgTable(
  'digital_payment_transfers',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    paymentId: refColumn('payment_id')
      .notNull()
      .references(() => apPayments.id),
    fundingSourceId: refColumn('funding_source_id')
      .notNull()
      .references(() => digitalPaymentFundingSources.id),
    providerId: varchar('provider_id', { length: 100 }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: smallint('status').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('digital_payment_transfers_payment_key').on(t.paymentId),
    index('digital_payment_transfers_open_idx')
      .on(t.fundingSourceId)
      .where(sql`${t.status} in (0, 1)`),
  ],
);

/** The company's vendor-network customer setting (GetCustomerSetting). */
export const digitalPaymentCustomerSettings = pgTable('digital_payment_customer_settings', {
  companyId: companyIdColumn().primaryKey(),
  isSubmitInvoiceEnabled: boolean('is_submit_invoice_enabled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A community's payables settings (Crm/PostCommunityAPSettings, spec 1 §7): the yearly value of
 * the management contract in cents (0: not set; the community chart warns, spec 2 §5 'Other') and
 * the address the payments KPI email (Crm/SendPaymentsKPIEmail) goes to.
 */
export const communityApSettings = pgTable('community_ap_settings', {
  communityAgentId: refColumn('community_agent_id')
    .primaryKey()
    .references(() => agents.id),
  companyId: companyIdColumn(),
  contractValueCents: bigint('contract_value_cents', { mode: 'number' }).notNull().default(0),
  paymentsKpiEmail: varchar('payments_kpi_email', { length: 255 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A NACHA credit file paying vendors from a bank account without a provider. */
export const nachaCreditRuns = pgTable('nacha_credit_runs', {
  id: idColumn(),
  companyId: companyIdColumn(),
  communityAgentId: refColumn('community_agent_id')
    .notNull()
    .references(() => agents.id),
  bankAccountId: refColumn('bank_account_id')
    .notNull()
    .references(() => bankAccounts.id),
  effectiveDate: date('effective_date').notNull(),
  storageKey: varchar('storage_key', { length: 300 }).notNull(),
  fileName: varchar('file_name', { length: 100 }).notNull(),
  entryCount: integer('entry_count').notNull(),
  totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
  entryHash: varchar('entry_hash', { length: 10 }).notNull(),
  createdByUserId: refColumn('created_by_user_id').references(() => users.id),
  createdAt: createdAtColumn(),
});

/**
 * The sandbox provider's own store (customers, funding sources with their micro-deposit amounts,
 * documents, transfers, its clock), so sandbox state survives restarts. A real provider keeps
 * these on its side.
 */
export const digitalPaymentSandboxObjects = pgTable(
  'digital_payment_sandbox_objects',
  {
    id: varchar('id', { length: 100 }).primaryKey(),
    companyId: companyIdColumn(),
    kind: varchar('kind', { length: 20 }).notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('digital_payment_sandbox_objects_kind_idx').on(t.companyId, t.kind)],
);
