import { queryRows, sql, type SQL } from '@hoa/db';
import type { ApReportQuery } from '@hoa/contract';
import { formatDate, groupMap } from '@hoa/domain';
import type { z } from 'zod';
import type { ReportColumn, ReportRow } from '../../documents/index';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { arScope, type ArScope } from '../ar-reports/index';

export type ApQuery = z.output<typeof ApReportQuery>;

/** An AP report's community and dates: as of today; a range from the month's first day to today. */
export const apScope = (ctx: RequestContext, q: ApQuery): Promise<ArScope> => arScope(ctx, q);

export const asOfLine = (s: ArScope) => `As of ${formatDate(s.asOfDate)}`;

export const vendorColumn: ReportColumn = {
  key: 'vendor',
  title: 'Vendor',
  kind: 'text',
  width: 2,
};

/** The display name of the vendor agent in `column`, '' when unnamed. */
export const vendorName = (column: SQL) =>
  sql`coalesce((select display_name from contacts where agent_id = ${column}), '')`;

export const plural = (n: number, word: string) => `${String(n)} ${word}${n === 1 ? '' : 's'}`;

/** A total row: `label` in the first text column, each money key summed over `rows`. */
export function totalRow<T>(
  label: string,
  labelKey: string,
  rows: readonly T[],
  sums: Record<string, (row: T) => number>,
  style: 'subtotal' | 'total' = 'total',
): ReportRow {
  const cells: ReportRow['cells'] = { [labelKey]: label };
  for (const [key, of] of Object.entries(sums)) cells[key] = rows.reduce((s, r) => s + of(r), 0);
  return { cells, style };
}

export interface BankAccountRow {
  id: number;
  name: string;
  glAccountId: number | null;
}

/** The community's bank accounts, or the one asked for (404 when it is not the community's). */
export async function reportBankAccounts(
  ctx: RequestContext,
  communityAgentId: number,
  bankAccountId: number | undefined,
): Promise<BankAccountRow[]> {
  const rows = await queryRows<BankAccountRow>(
    ctx.tx,
    sql`select id::int8 as id, account_name as name, gl_account_id::int8 as "glAccountId"
        from bank_accounts
        where community_agent_id = ${communityAgentId}::bigint
          and (${bankAccountId ?? null}::bigint is null or id = ${bankAccountId ?? null}::bigint)
        order by is_primary desc, account_name, id`,
  );
  if (bankAccountId !== undefined && rows.length === 0) throw notFound();
  return rows;
}

/** Groups rows by a key, keeping first-seen order. */
export function groupBy<T>(rows: readonly T[], key: (row: T) => string | number): T[][] {
  return [...groupMap(rows, key).values()];
}
