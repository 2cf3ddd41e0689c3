import { queryRows, sql } from '@hoa/db';
import type { bankStatements, InputOf, ResponseOf } from '@hoa/contract';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { getBankTransaction } from './get-bank-transactions';
import { loadStatementBankAccount } from './statement-access';
import { checkImagePath, isImageUrl } from './transaction-queries';

// Check images of bank transactions: a URL the statement file gave (OFX IMAGEREF), or an image
// uploaded for the account (UploadCheckImages) in the file store. AR images are of deposits (+),
// AP images of paid checks (-).

/** GetARCheckImages: the deposits with a check image of an account in a date range. */
export async function getARCheckImages(
  ctx: RequestContext,
  { query }: { query: InputOf<typeof bankStatements.GetARCheckImages>['query'] },
): Promise<ResponseOf<typeof bankStatements.GetARCheckImages>> {
  await loadStatementBankAccount(ctx, query.bankAccountId, 'read');
  const rows = await queryRows<{
    BankTransactionId: number;
    TransactionDate: string;
    Amount: number;
    CheckNumber: string | null;
    key: string;
  }>(
    ctx.tx,
    sql`select id::int8 as "BankTransactionId", to_char(transaction_date, 'YYYY-MM-DD') as "TransactionDate",
               amount_cents::int8 as "Amount", check_number as "CheckNumber", check_image_key as key
          from bank_transactions
         where bank_account_id = ${query.bankAccountId} and not is_deleted and amount_cents > 0
           and check_image_key is not null
           and (${query.startDate ?? null}::date is null or transaction_date >= ${query.startDate ?? null}::date)
           and (${query.endDate ?? null}::date is null or transaction_date <= ${query.endDate ?? null}::date)
         order by transaction_date, id limit 500`,
  );
  return rows.map(({ key, ...r }) => ({
    ...r,
    ImageUrl: isImageUrl(key) ? key : checkImagePath(r),
  }));
}

/** Where a transaction's check image is: a URL, or a file store key. */
export async function checkImageOf(
  ctx: RequestContext,
  bankTransactionId: number,
  side: 'AR' | 'AP',
): Promise<{ url: string } | { key: string }> {
  const t = await getBankTransaction(ctx, bankTransactionId);
  if (!t.CheckImageKey || (side === 'AR') !== t.Amount > 0) throw appError('CheckImageNone');
  return isImageUrl(t.CheckImageKey) ? { url: t.CheckImageKey } : { key: t.CheckImageKey };
}
