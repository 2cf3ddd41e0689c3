import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';

/** An agent is any party or place of spec 1 §3.1: community, property, owner, vendor, bank, … */
export const agents = pgTable(
  'agents',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    agentTypeId: smallint('agent_type_id').notNull(),
    parentAgentId: refColumn('parent_agent_id'),
    communityAgentId: refColumn('community_agent_id'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    communityType: varchar('community_type', { length: 10 }),
    isSetupComplete: boolean('is_setup_complete').notNull().default(false),
    isSetupAccountingComplete: boolean('is_setup_accounting_complete').notNull().default(false),
    isSetupPropertyOwnerComplete: boolean('is_setup_property_owner_complete')
      .notNull()
      .default(false),
    isSetupGlAccountsComplete: boolean('is_setup_gl_accounts_complete').notNull().default(false),
    isPrimaryCommittee: boolean('is_primary_committee').notNull().default(false),
    isArchitecturalCommittee: boolean('is_architectural_committee').notNull().default(false),
    isRegisteredVendor: boolean('is_registered_vendor').notNull().default(false),
    registrationCode: varchar('registration_code', { length: 50 }),
    profilePictureAttachmentId: refColumn('profile_picture_attachment_id'),
    isHoldDelinquencyNotice: boolean('is_hold_delinquency_notice').notNull().default(false),
    /** An owner's delivery preference for letters (spec 1 §4): Print 1, Email 2. */
    deliveryPreferenceId: smallint('delivery_preference_id').notNull().default(1),
    defaultBankAccountId: refColumn('default_bank_account_id'),
    /**
     * A community's time zone (TimeZones of spec 1, default Eastern 8): the wall clock its job
     * schedules run on.
     */
    timeZoneId: smallint('time_zone_id').notNull().default(8),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agents_company_type_idx').on(t.companyId, t.agentTypeId),
    index('agents_community_type_idx').on(t.communityAgentId, t.agentTypeId),
    index('agents_parent_idx').on(t.parentAgentId),
  ],
);

/** The leading number of a street or lot number, as the owner sort options order them. */
const leadingNumber = (column: Parameters<typeof sql>[1]) =>
  sql`(nullif(substring(${column} from '^[0-9]{1,18}'), '')::numeric)`;

const trigram = (name: string, column: Parameters<typeof sql>[1]) =>
  index(name).using('gin', sql`${column} gin_trgm_ops`);

export const contacts = pgTable(
  'contacts',
  {
    agentId: refColumn('agent_id')
      .primaryKey()
      .references(() => agents.id, { onDelete: 'cascade' }),
    companyId: companyIdColumn(),
    alias: varchar('alias', { length: 10 }),
    displayName: varchar('display_name', { length: 150 }).notNull(),
    companyName: varchar('company_name', { length: 100 }),
    firstName: varchar('first_name', { length: 50 }),
    middleName: varchar('middle_name', { length: 50 }),
    lastName: varchar('last_name', { length: 50 }),
    federalTaxNumber: varchar('federal_tax_number', { length: 11 }),
    primaryEmailAddress: varchar('primary_email_address', { length: 255 }),
  },
  (t) => [
    trigram('contacts_display_name_trgm', t.displayName),
    trigram('contacts_last_name_trgm', t.lastName),
    trigram('contacts_first_name_trgm', t.firstName),
    trigram('contacts_email_trgm', t.primaryEmailAddress),
    // Owner lists sorted by name read these in order and stop after a page (search ownership walk).
    index('contacts_last_name_sort')
      .on(t.companyId, sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.agentId)
      .where(sql`${t.lastName} is not null`),
    index('contacts_first_name_sort')
      .on(t.companyId, sql`lower(${t.firstName})`, sql`lower(${t.lastName})`, t.agentId)
      .where(sql`${t.firstName} is not null`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    agentId: refColumn('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    addressTypeId: smallint('address_type_id').notNull(),
    streetNumber: varchar('street_number', { length: 50 }),
    streetName: varchar('street_name', { length: 100 }),
    unit: varchar('unit', { length: 50 }),
    city: varchar('city', { length: 50 }),
    stateId: smallint('state_id'),
    postalCode: varchar('postal_code', { length: 50 }),
    countryId: smallint('country_id').notNull().default(195),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    index('addresses_agent_idx').on(t.agentId),
    // CASE rather than coalesce: under row-level security PostgreSQL uses an index only for
    // expressions it knows cannot leak, and it counts coalesce among those that might.
    trigram(
      'addresses_street_line_trgm',
      sql`(case when ${t.streetNumber} is null then ${t.streetName} else ${t.streetNumber} || ' ' || ${t.streetName} end)`,
    ),
    // Owner lists sorted by street number or name (leading number first, as the sort reads it).
    index('addresses_street_number_sort')
      .on(
        t.companyId,
        leadingNumber(t.streetNumber),
        t.streetNumber,
        sql`lower(${t.streetName})`,
        t.unit,
      )
      .where(sql`${t.streetNumber} is not null`),
    index('addresses_street_name_sort')
      .on(
        t.companyId,
        sql`lower(${t.streetName})`,
        leadingNumber(t.streetNumber),
        t.streetNumber,
        t.unit,
      )
      .where(sql`${t.streetName} is not null`),
  ],
);

export const phones = pgTable(
  'phones',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    agentId: refColumn('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    phoneTypeId: smallint('phone_type_id').notNull(),
    countryCode: varchar('country_code', { length: 5 }),
    areaCode: varchar('area_code', { length: 5 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 10 }).notNull(),
    extension: varchar('extension', { length: 10 }),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    index('phones_agent_idx').on(t.agentId),
    trigram('phones_number_trgm', sql`(${t.areaCode} || ${t.phoneNumber})`),
  ],
);

export const webAddresses = pgTable(
  'web_addresses',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    agentId: refColumn('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    webAddressTypeId: smallint('web_address_type_id').notNull(),
    address: varchar('address', { length: 255 }).notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    index('web_addresses_agent_idx').on(t.agentId),
    // Emails (type 2) and the other web addresses are searched apart (global search): one index each, so
    // neither search reads the other's matches.
    trigram('web_addresses_email_trgm', t.address).where(sql`${t.webAddressTypeId} = 2`),
    trigram('web_addresses_other_trgm', t.address).where(sql`${t.webAddressTypeId} <> 2`),
  ],
);

/** Facts of a property agent (type 3) used by assessments and lists. */
export const propertyDetails = pgTable(
  'property_details',
  {
    agentId: refColumn('agent_id')
      .primaryKey()
      .references(() => agents.id, { onDelete: 'cascade' }),
    companyId: companyIdColumn(),
    accountNumber: varchar('account_number', { length: 50 }),
    /** The property's key in the system it came from; lockbox files may name it instead. */
    legacyKey: varchar('legacy_key', { length: 50 }),
    lotNumber: varchar('lot_number', { length: 50 }),
    squareFeet: integer('square_feet'),
    assessedValueCents: bigint('assessed_value_cents', { mode: 'number' }),
    percentOwnership: numeric('percent_ownership', { precision: 9, scale: 6 }),
  },
  (t) => [
    trigram('property_details_account_number_trgm', t.accountNumber),
    index('property_details_account_sort')
      .on(t.companyId, t.accountNumber)
      .where(sql`${t.accountNumber} is not null`),
    // Lockbox payments may name a property by its legacy key.
    index('property_details_legacy_key_idx')
      .on(t.companyId, t.legacyKey)
      .where(sql`${t.legacyKey} is not null`),
  ],
);

export const committeeMemberSettings = pgTable(
  'committee_member_settings',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    committeeAgentId: refColumn('committee_agent_id')
      .notNull()
      .references(() => agents.id),
    memberAgentId: refColumn('member_agent_id')
      .notNull()
      .references(() => agents.id),
    committeeMemberTypeId: smallint('committee_member_type_id').notNull().default(6),
    expirationDate: date('expiration_date'),
  },
  (t) => [index('committee_member_settings_committee_idx').on(t.committeeAgentId)],
);

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    bankAgentId: refColumn('bank_agent_id')
      .notNull()
      .references(() => agents.id),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    accountName: varchar('account_name', { length: 100 }).notNull(),
    accountNumber: varchar('account_number', { length: 50 }).notNull(),
    routingNumber: varchar('routing_number', { length: 9 }),
    // The bank's routing number, kept in step when the bank's changes (SaveBank).
    usesDefaultRouting: boolean('uses_default_routing').notNull().default(false),
    glAccountId: refColumn('gl_account_id'),
    nextCheckNumber: integer('next_check_number').notNull().default(1000),
    /** The originator's id in the NACHA batch headers: 10 letters or digits, usually 1 + the EIN. */
    achCompanyIdentification: varchar('ach_company_identification', { length: 10 }),
    isPrimary: boolean('is_primary').notNull().default(false),
    isRemoved: boolean('is_removed').notNull().default(false),
  },
  (t) => [
    index('bank_accounts_community_idx').on(t.communityAgentId),
    uniqueIndex('bank_accounts_bank_number_key').on(t.bankAgentId, t.accountNumber),
    check(
      'bank_accounts_ach_company_identification_check',
      sql`${t.achCompanyIdentification} ~ '^[0-9A-Z]{10}$'`,
    ),
    // At most one primary account per community among those not removed.
    uniqueIndex('bank_accounts_one_primary_key')
      .on(t.communityAgentId)
      .where(sql`${t.isPrimary} and not ${t.isRemoved}`),
  ],
);
