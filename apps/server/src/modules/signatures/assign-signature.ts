import { queryRows, sql } from '@hoa/db';
import type { RequestContext } from '../../http/request-context';
import { notFound } from '../../http/errors';

/** Makes the signature (null: none) authorized signature `n` of the bank account. */
export async function assignSignature(
  ctx: RequestContext,
  bankAccountId: number,
  n: 1 | 2,
  signatureId: number | null,
): Promise<void> {
  await ctx.tx.execute(
    sql`delete from bank_account_signatures
         where bank_account_id = ${bankAccountId}::bigint and signature_number = ${n}::smallint`,
  );
  if (signatureId === null) return;
  const [found] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`select id from signatures where id = ${signatureId}::bigint`,
  );
  if (!found) throw notFound();
  await ctx.tx.execute(
    sql`insert into bank_account_signatures (company_id, bank_account_id, signature_number, signature_id)
        values (${ctx.user.companyId}::bigint, ${bankAccountId}::bigint, ${n}::smallint, ${signatureId}::bigint)`,
  );
}
