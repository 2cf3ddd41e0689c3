import { queryRows, sql } from '@hoa/db';
import type { BankStatementCsvMapping } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';

/** The CSV column mapping saved for a bank account at its last CSV import; null when none. */
export async function savedCsvMapping(
  ctx: RequestContext,
  bankAccountId: number,
): Promise<BankStatementCsvMapping | null> {
  const [row] = await queryRows<{ mapping: BankStatementCsvMapping }>(
    ctx.tx,
    sql`select mapping from bank_statement_csv_mappings where bank_account_id = ${bankAccountId}`,
  );
  return row?.mapping ?? null;
}

export async function saveCsvMapping(
  ctx: RequestContext,
  bankAccountId: number,
  mapping: BankStatementCsvMapping,
): Promise<void> {
  await ctx.tx.execute(
    sql`insert into bank_statement_csv_mappings (company_id, bank_account_id, mapping)
        values (${ctx.user.companyId}, ${bankAccountId}, ${JSON.stringify(mapping)}::jsonb)
        on conflict (bank_account_id) do update set mapping = excluded.mapping, updated_at = now()`,
  );
}
