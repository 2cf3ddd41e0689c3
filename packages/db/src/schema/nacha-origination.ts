import { bigint, char, date, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyIdColumn, idColumn } from './columns';

// What makes the NACHA files of a company distinct at its banks (issue 16 items 1 and 2).

/**
 * The NACHA files created from one immediate origin on one day: the `n`th file takes the nth file
 * ID modifier (A–Z, then 0–9). Taken with insert … on conflict do update … returning, so two
 * processes never get the same modifier; at most 36 a day.
 */
export const nachaFileIds = pgTable(
  'nacha_file_ids',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    /** The immediate origin of the file header: the originating bank's routing number. */
    immediateOrigin: char('immediate_origin', { length: 9 }).notNull(),
    creationDate: date('creation_date').notNull(),
    fileCount: integer('file_count').notNull(),
  },
  (t) => [
    uniqueIndex('nacha_file_ids_origin_day_key').on(t.companyId, t.immediateOrigin, t.creationDate),
  ],
);

/**
 * The trace numbers a company has used at an originating bank (ODFI), across all of its NACHA
 * files (direct debit and vendor credit alike): a file takes the next `n` in one statement.
 */
export const nachaTraceSequences = pgTable(
  'nacha_trace_sequences',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    /** The ODFI's routing number (its first 8 digits begin every trace number). */
    odfiRouting: char('odfi_routing', { length: 9 }).notNull(),
    /** The last sequence handed out; a trace's 7 digits are it modulo 9,999,999 (from 1). */
    lastSequence: bigint('last_sequence', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('nacha_trace_sequences_odfi_key').on(t.companyId, t.odfiRouting)],
);
