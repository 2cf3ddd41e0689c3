import { sql } from 'drizzle-orm';
import {
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { users } from './tenancy';

// Vendors in payables (spec 2 §7 'Vendor-side', 'Vendor tags'; spec 1 §2 vendor insurances and
// invites). Vendors themselves are agents of type 7 (and global vendors 15) with CRM profiles.

/** The company's vendor tags (Vendor/GetVendorTags, SaveVendorTag {tag}). */
export const vendorTags = pgTable(
  'vendor_tags',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    tag: varchar('tag', { length: 50 }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('vendor_tags_company_tag_key').on(t.companyId, sql`lower(${t.tag})`)],
);

/** Which tags a vendor carries. */
export const vendorTagAssignments = pgTable(
  'vendor_tag_assignments',
  {
    companyId: companyIdColumn(),
    vendorAgentId: refColumn('vendor_agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    tagId: refColumn('tag_id')
      .notNull()
      .references(() => vendorTags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.vendorAgentId, t.tagId] }),
    index('vendor_tag_assignments_tag_idx').on(t.tagId),
  ],
);

/** A vendor's insurance policy (Crm/GetVendorInsurances, DeleteVendorInsurance). */
export const vendorInsurances = pgTable(
  'vendor_insurances',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    vendorAgentId: refColumn('vendor_agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    policyType: varchar('policy_type', { length: 50 }).notNull(),
    carrier: varchar('carrier', { length: 100 }).notNull(),
    policyNumber: varchar('policy_number', { length: 50 }),
    expirationDate: date('expiration_date').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('vendor_insurances_vendor_idx').on(t.vendorAgentId)],
);

/** An invitation to a vendor to register on the vendor network (Vendor/ResendVendorInvite). */
export const vendorInvites = pgTable(
  'vendor_invites',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    vendorAgentId: refColumn('vendor_agent_id').references(() => agents.id, {
      onDelete: 'cascade',
    }),
    emailAddress: varchar('email_address', { length: 255 }).notNull(),
    registrationCode: varchar('registration_code', { length: 50 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    sentByUserId: refColumn('sent_by_user_id').references(() => users.id),
  },
  (t) => [index('vendor_invites_code_idx').on(t.registrationCode)],
);

/**
 * Where a vendor's payments go. The account number is sealed (AES-256-GCM, as direct debit keeps
 * owners' accounts). A change is pending until a second, different user confirms it; while
 * pending (confirmed_at null) the vendor is on payment hold.
 */
export const vendorBankDetails = pgTable('vendor_bank_details', {
  vendorAgentId: refColumn('vendor_agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  companyId: companyIdColumn(),
  routingNumber: varchar('routing_number', { length: 9 }).notNull(),
  accountNumberSealed: text('account_number_sealed').notNull(),
  accountLast4: varchar('account_last4', { length: 4 }).notNull(),
  changedByUserId: refColumn('changed_by_user_id').references(() => users.id),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedByUserId: refColumn('confirmed_by_user_id').references(() => users.id),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});
