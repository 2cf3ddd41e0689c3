import { createHash } from 'node:crypto';
import type { StatementTransaction } from '@hoa/domain';

const MaxFitId = 100;

/**
 * The id each transaction is deduplicated on within its bank account: the bank's own id (a repeat
 * of it within the file gets '#2', '#3'...), else 'h:' and a sha-256 of the account number, date,
 * amount, type, check number and description, and the line's occurrence among identical lines of
 * the file, so two identical lines of one file both import and a re-import adds neither again.
 */
export function fitIdsOf(
  accountNumber: string,
  transactions: readonly StatementTransaction[],
): string[] {
  const bankIds = new Map<string, number>();
  const lines = new Map<string, number>();
  return transactions.map((t) => {
    if (t.fitId) {
      const n = (bankIds.get(t.fitId) ?? 0) + 1;
      bankIds.set(t.fitId, n);
      const id = n === 1 ? t.fitId : `${t.fitId}#${n}`;
      if (id.length <= MaxFitId) return id;
    }
    const natural = [
      accountNumber,
      t.date,
      t.amountCents,
      t.type,
      t.checkNumber ?? '',
      t.description ?? '',
    ].join('|');
    const occurrence = lines.get(natural) ?? 0;
    lines.set(natural, occurrence + 1);
    return `h:${createHash('sha256').update(`${natural}|${occurrence}`).digest('hex')}`;
  });
}
