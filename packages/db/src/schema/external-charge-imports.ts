import { bigint, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { items } from './ledger';

/**
 * An import of external property charges (spec 3 §7 PostImportedExternalCharges): the file's
 * rows are kept with their error texts, read back paged by GetExternalPropertyChargesImportResult.
 * A file with any error posts nothing; a clean file posts one item of type 72.
 */
export const externalChargeImports = pgTable(
  'external_charge_imports',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    totalRows: integer('total_rows').notNull(),
    errorRows: integer('error_rows').notNull(),
    /** The posted item; null when the file had errors. */
    itemId: refColumn('item_id').references(() => items.id),
    createdByUserId: refColumn('created_by_user_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('external_charge_imports_community_idx').on(t.communityAgentId)],
);

export const externalChargeImportRows = pgTable(
  'external_charge_import_rows',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    importId: refColumn('import_id')
      .notNull()
      .references(() => externalChargeImports.id),
    rowNumber: integer('row_number').notNull(),
    accountNumber: varchar('account_number', { length: 50 }).notNull(),
    codeAlias: varchar('code_alias', { length: 50 }).notNull(),
    amountText: varchar('amount_text', { length: 50 }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    description: varchar('description', { length: 200 }),
    /** The row's error texts joined by '; ', or null when it is valid. */
    errorText: text('error_text'),
  },
  (t) => [index('external_charge_import_rows_import_idx').on(t.importId, t.rowNumber)],
);
