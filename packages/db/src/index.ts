export * from './schema';
export * from './types';
export { DefaultStatementTimeoutMs, migratedImage, openDatabase } from './open-database';
export { ApiApplicationName } from './server-pool';
export { allowLongStatements, ReportStatementTimeoutMs, setTenant } from './transaction-settings';
export { queryParsed, queryRowArrays, queryRows } from './rows';
export { keepsPreparedStatements, queryPrepared } from './prepared';
export { parseInt8 } from './int8';
export type { Database, DatabaseOptions, ExecuteSql } from './open-database';
export type { TenantScope } from './transaction-settings';
export { createCompany } from './tenancy/create-company';
export { createFirstAdministrator, type FirstAdministrator } from './tenancy/first-administrator';
export {
  hashPassword,
  isOutdatedPasswordHash,
  newerPasswordHash,
  PasswordChecksBusy,
  verifyPassword,
} from './tenancy/passwords';
export {
  sql,
  eq,
  and,
  or,
  inArray,
  notInArray,
  desc,
  asc,
  isNull,
  count,
  type SQL,
} from 'drizzle-orm';
export type { AnyPgColumn } from 'drizzle-orm/pg-core';
export {
  DemoOwnerSignIns,
  DemoPortalUrl,
  DemoRegistrationCode,
  DemoSignIns,
  holdsDemoSignIns,
  isDemoNeeded,
  seedDemo,
  type DemoOwnerSignIn,
} from './seed/demo';
