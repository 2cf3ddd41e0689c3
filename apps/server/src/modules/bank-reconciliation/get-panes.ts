import { queryRows, sql, type SQL } from '@hoa/db';
import type { contract, InputOf, ReconBankLine, ReconBookItem, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { loadReconAccount, type ReconAccount } from './recon-account';
import {
  bankLineOpenOn,
  bankLinesSql,
  bookItemOpenOn,
  bookItemsSql,
  cashLinesOf,
} from './recon-sql';

type R = typeof contract.bankReconciliation;
/** 'open': still open on the as-of date (the report's outstanding items), else unmatched now. */
type Filter = 'all' | 'matched' | 'unmatched' | 'open';

function matchFilter(filter: Filter, asOf: string | null, openOn: (asOf: string) => SQL): SQL {
  if (filter === 'all') return sql`true`;
  if (filter === 'matched') return sql`x.match_id is not null`;
  return filter === 'open' && asOf !== null ? openOn(asOf) : sql`x.match_id is null`;
}

/** The bank pane's rows: bank transactions with their match and the items it holds. */
export async function selectBankLines(
  ctx: RequestContext,
  account: ReconAccount,
  asOf: string | null,
  filter: Filter,
  extra = sql`true`,
): Promise<ReconBankLine[]> {
  return queryRows<ReconBankLine>(
    ctx.tx,
    sql`select x.id::int8 as "BankTransactionId", x.statement_id::int8 as "StatementId",
               to_char(x.transaction_date, 'YYYY-MM-DD') as "TransactionDate",
               x.amount::int8 as "Amount", x.transaction_type as "TransactionType",
               x.check_number as "CheckNumber", x.description as "Description",
               x.match_id::int8 as "MatchId", x.match_type::int as "MatchType",
               (x.reconciliation_id is not null or coalesce(s.is_locked, false)) as "IsLocked",
               coalesce((select array_agg(mi.item_id::int8 order by mi.item_id)
                           from bank_reconciliation_match_items mi where mi.match_id = x.match_id),
                        '{}') as "ItemIds"
          from (${bankLinesSql(account, asOf)}) x
          left join bank_statements s on s.id = x.statement_id
         where ${matchFilter(filter, asOf, (on) => bankLineOpenOn(account, sql`x`, on))}
           and ${extra}
         order by x.transaction_date, x.id`,
  );
}

export async function selectBookItems(
  ctx: RequestContext,
  account: ReconAccount,
  asOf: string | null,
  filter: Filter,
): Promise<ReconBookItem[]> {
  return queryRows<ReconBookItem>(
    ctx.tx,
    sql`select x.id::int8 as "TopsItemId",
               (select array_agg(i::int8) from unnest(x.item_ids) i) as "ItemIds",
               x.lockbox_batch_id::int8 as "LockboxBatchId", x.kind as "Kind",
               to_char(x.post_date, 'YYYY-MM-DD') as "PostDate", x.amount::int8 as "Amount",
               x.check_number as "CheckNumber", x.description as "Description",
               x.ap_payment_id::int8 as "ApPaymentId",
               m.bank_transaction_id::int8 as "BankTransactionId",
               (m.reconciliation_id is not null) as "IsLocked"
          from (${bookItemsSql(account, asOf)}) x
          left join bank_reconciliation_matches m on m.id = x.match_id
         where ${matchFilter(filter, asOf, (on) => bookItemOpenOn(sql`x`, on))}
         order by x.post_date, x.id`,
  );
}

export async function getBankTransactions(
  ctx: RequestContext,
  input: InputOf<R['GetBankTransactions']>,
): Promise<ResponseOf<R['GetBankTransactions']>> {
  const q = input.query;
  const account = await loadReconAccount(ctx, q.bankAccountId, 'read');
  return selectBankLines(ctx, account, q.asOfDate ?? null, q.filter);
}

export async function getBookItems(
  ctx: RequestContext,
  input: InputOf<R['GetBookItems']>,
): Promise<ResponseOf<R['GetBookItems']>> {
  const q = input.query;
  const account = await loadReconAccount(ctx, q.bankAccountId, 'read', q.costCenterCategoryId);
  return selectBookItems(ctx, account, q.asOfDate ?? null, q.filter);
}

/** The receipts of a lockbox deposit batch: their cash lines on the account. */
export async function getBatchInnerItems(
  ctx: RequestContext,
  input: InputOf<R['GetBatchInnerItems']>,
): Promise<ResponseOf<R['GetBatchInnerItems']>> {
  const q = input.query;
  const account = await loadReconAccount(ctx, q.bankAccountId, 'read', q.costCenterCategoryId);
  return queryRows(
    ctx.tx,
    sql`select l.item_id::int8 as "TopsItemId", to_char(min(l.post_date), 'YYYY-MM-DD') as "PostDate",
               sum(l.debit_cents - l.credit_cents)::int8 as "Amount",
               min(l.description) as "Description"
          from lockbox_payments lp
          join lockbox_payment_items li on li.lockbox_payment_id = lp.id
          join gl_lines l on l.item_id = li.item_id and ${cashLinesOf(account)}
         where lp.batch_id = ${q.lockboxBatchId}::bigint
         group by l.item_id order by l.item_id`,
  );
}
