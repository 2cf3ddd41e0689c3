import { queryRows, sql } from '@hoa/db';
import type { bankStatements, ResponseOf } from '@hoa/contract';
import { localDay } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { bookBalanceSql } from '../bank-reconciliation/index';
import { loadStatementBankAccount } from './statement-access';

type RealtimeBalance = ResponseOf<typeof bankStatements.GetSmartBankingRealtimeBalance>;

/**
 * GetSmartBankingRealtimeBalance: the bank account's balance as its latest imported statement
 * that reports one gives it (by its end date, then the latest import), beside the books' balance
 * of its cash GL account on that date (today when nothing was imported) and their difference.
 */
export async function getRealtimeBalance(
  ctx: RequestContext,
  { query }: { query: { bankAccountId: number } },
): Promise<RealtimeBalance> {
  const account = await loadStatementBankAccount(ctx, query.bankAccountId, 'read');
  const [latest] = await queryRows<{
    Balance: number;
    AsOfDate: string | null;
    BankStatementId: number;
    Format: string;
    ImportedAt: string;
  }>(
    ctx.tx,
    sql`select closing_balance_cents::int8 as "Balance", to_char(end_date, 'YYYY-MM-DD') as "AsOfDate",
               id::int8 as "BankStatementId", format as "Format",
               to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "ImportedAt"
          from bank_statements
         where bank_account_id = ${account.id} and closing_balance_cents is not null
         order by end_date desc nulls last, id desc limit 1`,
  );
  const ledgerAsOf = latest?.AsOfDate ?? localDay(new Date());
  const { glAccountId } = account;
  const [ledger] =
    glAccountId === null
      ? []
      : await queryRows<{ balance: number }>(
          ctx.tx,
          sql`select (${bookBalanceSql(
            { glAccountId, communityAgentId: account.communityAgentId, costCenter: null },
            ledgerAsOf,
          )}) as balance`,
        );
  const bank = latest?.Balance ?? null;
  const books = ledger?.balance ?? null;
  return {
    BankAccountId: account.id,
    Balance: bank,
    AsOfDate: latest?.AsOfDate ?? null,
    BankStatementId: latest?.BankStatementId ?? null,
    Format: latest?.Format ?? null,
    ImportedAt: latest?.ImportedAt ?? null,
    LedgerBalance: books,
    LedgerAsOfDate: ledgerAsOf,
    Difference: bank === null || books === null ? null : bank - books,
  };
}
