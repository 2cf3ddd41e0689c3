import { queryRows, sql, type Tx } from '@hoa/db';
import type { ReconciliationSummary } from '@hoa/contract';
import { reconcile, todayIso } from '@hoa/domain';
import type { ReconAccount } from './recon-account';
import {
  bankLineOpenOn,
  bankLinesSql,
  bookBalanceSql,
  bookItemOpenOn,
  bookItemsSql,
} from './recon-sql';

export interface OpenReconciliation {
  id: number;
  statementDate: string;
  statementEndingBalanceCents: number;
  finishedAt: string | null;
  finishedDifferenceCents: number | null;
  differenceReason: string | null;
}

/** The account's reconciliation at a statement date, else its unfinished one. */
export async function findReconciliation(
  tx: Tx,
  bankAccountId: number,
  statementDate: string | null,
): Promise<OpenReconciliation | null> {
  const [row] = await queryRows<OpenReconciliation>(
    tx,
    sql`select id::int8 as id, to_char(statement_date, 'YYYY-MM-DD') as "statementDate",
               statement_ending_balance_cents::int8 as "statementEndingBalanceCents",
               finished_at::text as "finishedAt",
               finished_difference_cents as "finishedDifferenceCents",
               difference_reason as "differenceReason"
          from bank_reconciliations
         where bank_account_id = ${bankAccountId}::bigint
           and ${statementDate === null ? sql`finished_at is null` : sql`statement_date = ${statementDate}::date`}
         order by finished_at nulls first, id desc limit 1`,
  );
  return row ?? null;
}

async function lastFinished(tx: Tx, bankAccountId: number): Promise<OpenReconciliation | null> {
  const [row] = await queryRows<{ date: string }>(
    tx,
    sql`select to_char(max(statement_date), 'YYYY-MM-DD') as date from bank_reconciliations
         where bank_account_id = ${bankAccountId}::bigint and finished_at is not null`,
  );
  return row?.date ? findReconciliation(tx, bankAccountId, row.date) : null;
}

/**
 * The reconciliation of an account as of a date: the statement balance (the reconciliation's
 * ending balance for its date, else the last imported statement's closing balance carried forward
 * by the later bank lines), the book items not yet on the bank and the bank lines not in the
 * books (a match counts only when both sides are dated by then), the book balance, and their
 * difference (reconcile of the domain).
 */
export async function summarize(
  tx: Tx,
  account: ReconAccount,
  asOfDate: string | null,
): Promise<ReconciliationSummary> {
  // By default: the open reconciliation, else the last finished one, else today.
  const open =
    (await findReconciliation(tx, account.id, null)) ??
    (asOfDate === null ? await lastFinished(tx, account.id) : null);
  const asOf = asOfDate ?? open?.statementDate ?? todayIso();
  const rec = open?.statementDate === asOf ? open : await findReconciliation(tx, account.id, asOf);
  const [f] = await queryRows<{
    book: number;
    outstanding: number;
    inTransit: number;
    uncleared: number;
    bankComputed: number;
    lastFinished: string | null;
  }>(
    tx,
    sql`with book as (${bookItemsSql(account, asOf)}),
        bank as (${bankLinesSql(account, asOf)}),
        open_book as (select k.amount from book k where ${bookItemOpenOn(sql`k`, asOf)}),
        open_bank as (select b.amount from bank b where ${bankLineOpenOn(account, sql`b`, asOf)}),
        last_statement as (
          select closing_balance_cents, end_date from bank_statements
           where bank_account_id = ${account.id}::bigint and end_date <= ${asOf}::date
             and closing_balance_cents is not null
           order by end_date desc, id desc limit 1
        )
        select
          (${bookBalanceSql(account, asOf)}) as book,
          (select coalesce(sum(amount), 0)::int8 from open_book where amount < 0) as outstanding,
          (select coalesce(sum(amount), 0)::int8 from open_book where amount > 0) as "inTransit",
          (select coalesce(sum(amount), 0)::int8 from open_bank) as uncleared,
          coalesce((select closing_balance_cents from last_statement), 0)::int8
            + (select coalesce(sum(amount), 0) from bank
                where transaction_date > coalesce((select end_date from last_statement),
                                                  '-infinity'::date))::int8 as "bankComputed",
          (select to_char(max(statement_date), 'YYYY-MM-DD') from bank_reconciliations
            where bank_account_id = ${account.id}::bigint and finished_at is not null)
            as "lastFinished"`,
  );
  const statementBalance = rec?.statementEndingBalanceCents ?? f?.bankComputed ?? 0;
  const figures = {
    statementBalanceCents: statementBalance,
    outstandingChecksCents: f?.outstanding ?? 0,
    depositsInTransitCents: f?.inTransit ?? 0,
    unclearedBankCents: f?.uncleared ?? 0,
    bookBalanceCents: f?.book ?? 0,
  };
  const result = reconcile(figures);
  return {
    BankAccountId: account.id,
    CommunityAgentId: account.communityAgentId,
    CommunityName: account.communityName,
    AccountName: account.accountName,
    AccountNumber: account.accountNumber,
    TopsAccountId: account.glAccountId,
    CostCenterCategoryId: account.costCenter?.id ?? null,
    CostCenterName: account.costCenter?.name ?? null,
    AsOfDate: asOf,
    StatementBalance: statementBalance,
    OutstandingChecks: figures.outstandingChecksCents,
    DepositsInTransit: figures.depositsInTransitCents,
    UnclearedBankTransactions: figures.unclearedBankCents,
    AdjustedBalance: result.adjustedBalanceCents,
    BookBalance: figures.bookBalanceCents,
    Difference: result.differenceCents,
    Reconciliation: {
      ReconciliationId: rec?.id ?? null,
      StatementDate: rec?.statementDate ?? null,
      StatementEndingBalance: rec?.statementEndingBalanceCents ?? null,
      FinishedAt: rec?.finishedAt ?? null,
      FinishedDifference: rec?.finishedDifferenceCents ?? null,
      DifferenceReason: rec?.differenceReason ?? null,
    },
    LastFinishedStatementDate: f?.lastFinished ?? null,
  };
}
