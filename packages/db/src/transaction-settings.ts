import { sql } from 'drizzle-orm';
import type { Tx } from './types';

// What a transaction is told at its start and on the way: its company and user (row-level
// security reads them), the app role, and the reports' longer statement timeout.

export interface TenantScope {
  companyId: number;
  userId: number | null;
}

/** The longer statement_timeout of the report transactions (allowLongStatements). */
export const ReportStatementTimeoutMs = 300_000;

export type Settings = Record<string, string>;

export function tenantSettings(scope: TenantScope): Settings {
  return {
    'app.company_id': String(scope.companyId),
    'app.user_id': scope.userId === null ? '' : String(scope.userId),
    'app.auth_lookup': '',
  };
}

/**
 * The settings as one statement with the values written in (quoted): a transaction's start sends
 * it in the same round trip as its BEGIN, which a statement with parameters cannot share.
 */
export function settingsStatement(settings: Settings, withAppRole = false): string {
  const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const parts = Object.entries(settings).map(
    ([k, v]) => `set_config(${quote(k)}, ${quote(v)}, true)`,
  );
  if (withAppRole) parts.unshift(`set_config('role', 'hoa_app', true)`);
  return `select ${parts.join(', ')}`;
}

export async function applySettings(
  tx: Tx,
  settings: Settings,
  withAppRole = false,
): Promise<void> {
  const parts = Object.entries(settings).map(([k, v]) => sql`set_config(${k}, ${v}, true)`);
  if (withAppRole) parts.unshift(sql`set_config('role', 'hoa_app', true)`);
  await tx.execute(sql`select ${sql.join(parts, sql`, `)}`);
}

/**
 * Gives the rest of the transaction the reports' statement timeout instead of the app's (a report
 * over years of a large community may read for minutes; other calls must not).
 */
export async function allowLongStatements(tx: Tx): Promise<void> {
  // Once per transaction: a package builds several reports in one.
  if (longStatements.has(tx)) return;
  await applySettings(tx, { statement_timeout: String(ReportStatementTimeoutMs) });
  longStatements.add(tx);
}

/** The transactions given the reports' statement timeout already. */
const longStatements = new WeakSet<Tx>();

/** Switches the transaction's company and user; also ends any sign-in lookup. */
export function setTenant(tx: Tx, scope: TenantScope): Promise<void> {
  return applySettings(tx, tenantSettings(scope));
}
