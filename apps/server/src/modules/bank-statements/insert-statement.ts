import { queryRows, sql } from '@hoa/db';
import type { StatementAccount, StatementFormat } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { fitIdsOf } from './fit-ids';
import type { StatementBankAccount } from './statement-access';

export interface StatementFileRef {
  fileName: string;
  format: StatementFormat;
  fileHash: string;
  fileKey: string;
}

export interface InsertedStatement {
  statementId: number;
  imported: number;
  duplicates: number;
}

const cut = (text: string | undefined, max: number) =>
  text === undefined ? null : text.slice(0, max);

/** An http(s) image reference the file gives for a check; FileStore keys come from uploads. */
const imageUrl = (ref: string | undefined) =>
  ref && /^https?:\/\//i.test(ref) && ref.length <= 300 ? ref : null;

/**
 * Records one account's part of a statement file: the statement row, then its transactions in one
 * insert that skips those the bank account already has (same fit id).
 */
export async function insertStatement(
  ctx: RequestContext,
  bank: StatementBankAccount,
  file: StatementFileRef,
  account: StatementAccount,
): Promise<InsertedStatement> {
  const days = account.transactions.map((t) => t.date).sort();
  const [statement] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`insert into bank_statements (company_id, bank_account_id, file_name, format, file_hash, file_key,
          start_date, end_date, opening_balance_cents, closing_balance_cents, imported_by_user_id)
        values (${ctx.user.companyId}, ${bank.id}, ${file.fileName.slice(0, 255)}, ${file.format},
          ${file.fileHash}, ${file.fileKey}, ${account.startDate ?? days[0] ?? null}::date,
          ${account.endDate ?? days[days.length - 1] ?? null}::date,
          ${account.openingBalanceCents ?? null}::bigint, ${account.closingBalanceCents ?? null}::bigint,
          ${ctx.user.userId})
        returning id::int8 as id`,
  );
  if (!statement) throw new Error('no bank statement row');
  const ids = fitIdsOf(bank.accountNumber, account.transactions);
  const rows = account.transactions.map((t, i) => ({
    date: t.date,
    amount: t.amountCents,
    type: t.type,
    check: cut(t.checkNumber, 25),
    ref: cut(t.reference, 100),
    descr: cut(t.description, 300),
    fit: ids[i],
    image: imageUrl(t.imageRef),
  }));
  const [inserted] = await queryRows<{ count: number }>(
    ctx.tx,
    sql`with added as (
          insert into bank_transactions (company_id, bank_account_id, statement_id, transaction_date,
            amount_cents, transaction_type, check_number, reference, description, fit_id, check_image_key)
          select ${ctx.user.companyId}, ${bank.id}, ${statement.id}, r.date, r.amount, r.type, r.check,
                 r.ref, r.descr, r.fit, r.image
            from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(date date, amount bigint,
                 type text, "check" text, ref text, descr text, fit text, image text)
          on conflict (bank_account_id, fit_id) do nothing
          returning 1)
        select count(*)::int as count from added`,
  );
  const imported = inserted?.count ?? 0;
  await ctx.tx.execute(
    sql`update bank_statements set transaction_count = ${imported} where id = ${statement.id}`,
  );
  return { statementId: statement.id, imported, duplicates: rows.length - imported };
}
