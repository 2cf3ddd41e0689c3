import { bigint, timestamp } from 'drizzle-orm/pg-core';

// Every table has a bigint identity id; tenant tables also carry the management company.
export const idColumn = () =>
  bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();
export const companyIdColumn = () => bigint('company_id', { mode: 'number' }).notNull();
export const refColumn = (name: string) => bigint(name, { mode: 'number' });
export const createdAtColumn = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
