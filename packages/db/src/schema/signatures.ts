import {
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { bankAccounts } from './agents';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { users } from './tenancy';

// Signatures printed on checks (spec 2 §3 'Signature: SignatureId, Usage list
// (AuthorizedSignatureNumber 1 or 2, CommunityName, AccountName)'). The image (PNG or JPEG) lives
// in the FileStore under storage_key; a bank account names its authorized signatures 1 and 2.

/** A signature image of the company. */
export const signatures = pgTable(
  'signatures',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    storageKey: varchar('storage_key', { length: 300 }).notNull(),
    /** image/png or image/jpeg, from the file's magic bytes. */
    contentType: varchar('content_type', { length: 20 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdByUserId: refColumn('created_by_user_id').references(() => users.id),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signatures_company_idx').on(t.companyId, t.name)],
);

/** Authorized signature 1 or 2 of a bank account. */
export const bankAccountSignatures = pgTable(
  'bank_account_signatures',
  {
    companyId: companyIdColumn(),
    bankAccountId: refColumn('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    /** AuthorizedSignatureNumber: 1 or 2. */
    signatureNumber: smallint('signature_number').notNull(),
    signatureId: refColumn('signature_id')
      .notNull()
      .references(() => signatures.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.bankAccountId, t.signatureNumber] }),
    index('bank_account_signatures_signature_idx').on(t.signatureId),
  ],
);
