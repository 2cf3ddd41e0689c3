import { queryRows, sql, type SQL } from '@hoa/db';
import type { BankTransaction } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';

// Reads of imported bank transactions (never the deleted ones), with whether reconciliation has
// matched them and whether a finished reconciliation locked their statement.

const columns = sql`t.id::int8 as "BankTransactionId", t.bank_account_id::int8 as "BankAccountId",
  t.statement_id::int8 as "BankStatementId", to_char(t.transaction_date, 'YYYY-MM-DD') as "TransactionDate",
  t.amount_cents::int8 as "Amount", t.transaction_type as "TransactionType", t.check_number as "CheckNumber",
  t.reference as "Reference", t.description as "Description", t.fit_id as "FitId",
  (t.check_image_key is not null) as "HasCheckImage", t.check_image_key as "CheckImageKey",
  exists (select 1 from bank_reconciliation_matches m where m.bank_transaction_id = t.id) as "IsMatched",
  coalesce(s.is_locked, false) as "IsLocked"`;

const from = sql`from bank_transactions t left join bank_statements s on s.id = t.statement_id`;

/** The API's image call of a transaction: a deposited check's (AR) or a paid check's (AP). */
export const checkImagePath = (t: { BankTransactionId: number; Amount: number }) =>
  `/api/SmartBanking/Get${t.Amount > 0 ? 'AR' : 'AP'}CheckImage?bankTransactionId=${t.BankTransactionId}`;

/** A stored check image is a file store key, or the bank's URL (OFX IMAGEREF). */
export const isImageUrl = (key: string) => /^https?:/i.test(key);

type TransactionRow = Omit<BankTransaction, 'CheckImageUrl'> & { CheckImageKey: string | null };

const withImageUrl = <T extends TransactionRow>(row: T): T & BankTransaction => ({
  ...row,
  CheckImageUrl:
    row.CheckImageKey === null
      ? null
      : isImageUrl(row.CheckImageKey)
        ? row.CheckImageKey
        : checkImagePath(row),
});

export interface TransactionFilter {
  bankAccountId: number;
  startDate?: string | undefined;
  endDate?: string | undefined;
  search?: string | undefined;
  skip: number;
  take: number;
}

function where(f: TransactionFilter): SQL {
  const parts = [sql`t.bank_account_id = ${f.bankAccountId}`, sql`not t.is_deleted`];
  if (f.startDate) parts.push(sql`t.transaction_date >= ${f.startDate}::date`);
  if (f.endDate) parts.push(sql`t.transaction_date <= ${f.endDate}::date`);
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`(t.description ilike ${like} or t.reference ilike ${like} or t.check_number ilike ${like})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/** A page of an account's transactions, oldest first, with the count and sum of the whole range. */
export async function transactionPage(ctx: RequestContext, f: TransactionFilter) {
  const [totals] = await queryRows<{ count: number; amount: number }>(
    ctx.tx,
    sql`select count(*)::int as count, coalesce(sum(t.amount_cents), 0)::int8 as amount
          from bank_transactions t where ${where(f)}`,
  );
  const rows = await queryRows<TransactionRow>(
    ctx.tx,
    sql`select ${columns} ${from} where ${where(f)}
         order by t.transaction_date, t.id limit ${f.take} offset ${f.skip}`,
  );
  return {
    Transactions: rows.map(withImageUrl),
    TotalCount: totals?.count ?? 0,
    TotalAmount: totals?.amount ?? 0,
  };
}

/** Live transactions by id (any account of the company; callers check the communities). */
export async function transactionsById(
  ctx: RequestContext,
  ids: readonly number[],
): Promise<(BankTransaction & { CommunityAgentId: number; CheckImageKey: string | null })[]> {
  const rows = await queryRows<TransactionRow & { CommunityAgentId: number }>(
    ctx.tx,
    sql`select ${columns}, ba.community_agent_id::int8 as "CommunityAgentId"
          ${from} join bank_accounts ba on ba.id = t.bank_account_id
         where not t.is_deleted and t.id in (${sql.join(
           ids.map((i) => sql`${i}`),
           sql`, `,
         )})
         order by t.id`,
  );
  return rows.map(withImageUrl);
}
