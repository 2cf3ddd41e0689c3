import { queryRows, sql } from '@hoa/db';
import type { ReconBankLine, ReconBookItem, ReconciliationSummary } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { selectBankLines, selectBookItems } from './get-panes';
import { loadReconAccount } from './recon-account';
import { summarize } from './summary';
import { idArray } from '../../sql/index';

export interface StatementFile {
  id: number;
  fileName: string;
  fileKey: string | null;
  startDate: string | null;
  endDate: string | null;
}

/** What the bank reconciliation report shows of one account as of a statement date. */
export interface ReconciliationReportData {
  summary: ReconciliationSummary;
  outstanding: ReconBookItem[];
  uncleared: ReconBankLine[];
  statements: StatementFile[];
  /** The statements' transactions, for statements whose file is not a PDF. */
  statementLines: (ReconBankLine & { statementId: number })[];
}

/**
 * The report's facts: the summary as of the reconciliation's statement date (or the date asked),
 * the book items and bank lines still open on that date (whatever a later statement cleared
 * since), and the statements of the period (those the reconciliation locked, or those ending after
 * the last finished reconciliation).
 */
export async function reconciliationReportData(
  ctx: RequestContext,
  query: {
    bankAccountId: number;
    reconciliationId?: number | undefined;
    asOfDate?: string | undefined;
    costCenterCategoryId?: number | undefined;
  },
): Promise<ReconciliationReportData> {
  const { reconciliationId, asOfDate } = query;
  const account = await loadReconAccount(
    ctx,
    query.bankAccountId,
    'read',
    query.costCenterCategoryId,
  );
  const [rec] = reconciliationId
    ? await queryRows<{ date: string; locked: number[]; finished: boolean }>(
        ctx.tx,
        sql`select to_char(statement_date, 'YYYY-MM-DD') as date,
                   (select coalesce(array_agg(i::int8), '{}') from unnest(locked_statement_ids) i)
                     as locked, finished_at is not null as finished
              from bank_reconciliations
             where id = ${reconciliationId}::bigint and bank_account_id = ${account.id}::bigint`,
      )
    : [];
  const summary = await summarize(ctx.tx, account, rec?.date ?? asOfDate ?? null);
  const asOf = summary.AsOfDate;
  const outstanding = await selectBookItems(ctx, account, asOf, 'open');
  const uncleared = await selectBankLines(ctx, account, asOf, 'open');
  const statementScope = rec?.finished
    ? sql`id = any(${idArray(rec.locked)})`
    : sql`coalesce(end_date, start_date) <= ${asOf}::date
          and coalesce(end_date, start_date) > coalesce((select max(statement_date)
                from bank_reconciliations where bank_account_id = ${account.id}::bigint
                 and finished_at is not null and statement_date < ${asOf}::date), '-infinity')`;
  const statements = await queryRows<StatementFile>(
    ctx.tx,
    sql`select id::int8 as id, file_name as "fileName", file_key as "fileKey",
               to_char(start_date, 'YYYY-MM-DD') as "startDate",
               to_char(end_date, 'YYYY-MM-DD') as "endDate"
          from bank_statements where bank_account_id = ${account.id}::bigint and ${statementScope}
         order by end_date, id`,
  );
  const ids = statements.map((s) => s.id);
  const statementLines = (
    await selectBankLines(ctx, account, null, 'all', sql`x.statement_id = any(${idArray(ids)})`)
  ).map((line) => ({ ...line, statementId: line.StatementId ?? 0 }));
  return { summary, outstanding, uncleared, statements, statementLines };
}
