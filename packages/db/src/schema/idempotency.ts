import { integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, idColumn } from './columns';

/**
 * The idempotency keys of money-moving calls (issue 15 item 6), per company: the first request
 * with a key claims it in the transaction that does the work, and the answer it got is kept, so a
 * repeat with the same key answers the same without doing the work again. A row of a call that
 * works in several transactions is 'pending' until its answer is recorded. Kept 30 days.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    key: varchar('key', { length: 100 }).notNull(),
    /** The call: method and path, e.g. 'POST /api/AccountsPayable/AddInvoice'. */
    endpoint: varchar('endpoint', { length: 200 }).notNull(),
    /** SHA-256 of the caller, the call and its validated input: a repeat must be the same request. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    /** 'pending' while the call runs (calls of several transactions), then 'done'. */
    status: varchar('status', { length: 10 }).notNull(),
    responseStatus: integer('response_status'),
    /** The answer as sent (JSON text), so a repeat gets the same bytes. */
    responseBody: text('response_body'),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_company_key').on(t.companyId, t.key)],
);
