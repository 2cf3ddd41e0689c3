import { jsonb, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bankAccounts } from './agents';
import { companyIdColumn, idColumn, refColumn } from './columns';

// The CSV column mapping of a bank account's statement exports (spec 2 'Banking', bank statement
// import), saved at import so the next file of the same bank account maps itself.

/** 0-based columns of a bank's CSV export; amountColumn, or debitColumn and creditColumn. */
export interface BankStatementCsvMapping {
  hasHeader: boolean;
  dateColumn: number;
  dateFormat: 'MM/DD/YYYY' | 'DD/MM/YYYY' | 'YYYY-MM-DD' | 'YYYYMMDD';
  amountColumn?: number | null;
  debitColumn?: number | null;
  creditColumn?: number | null;
  descriptionColumn?: number | null;
  checkNumberColumn?: number | null;
  referenceColumn?: number | null;
}

export const bankStatementCsvMappings = pgTable(
  'bank_statement_csv_mappings',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    bankAccountId: refColumn('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    mapping: jsonb('mapping').$type<BankStatementCsvMapping>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_statement_csv_mappings_account_key').on(t.bankAccountId)],
);
