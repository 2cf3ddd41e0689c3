import { formatCents } from '../money';

/** One debit or credit of an entry, in cents; exactly one side is above zero. */
export interface PostingLine {
  accountId: number;
  costCenterId?: number | null;
  debitCents: number;
  creditCents: number;
  description?: string | null;
  itemAgentDetailId?: number | null;
}

export interface PostingEntry {
  itemId: number;
  communityAgentId: number;
  postDate: string;
  lines: readonly PostingLine[];
}

/** Why an entry cannot post; the same rules the database enforces. */
export function postingProblem(entry: PostingEntry): string | null {
  if (entry.lines.length < 2) return `Entry ${entry.itemId} needs at least two lines.`;
  let debits = 0;
  let credits = 0;
  for (const line of entry.lines) {
    const { debitCents: d, creditCents: c } = line;
    if (!Number.isSafeInteger(d) || !Number.isSafeInteger(c) || d < 0 || c < 0) {
      return `Entry ${entry.itemId} has an amount that is not a whole number of cents.`;
    }
    if ((d === 0) === (c === 0))
      return `Each line of entry ${entry.itemId} is a debit or a credit.`;
    debits += d;
    credits += c;
  }
  if (debits !== credits) {
    return `Entry ${entry.itemId} is out of balance: debits ${formatCents(debits)} and credits ${formatCents(credits)}.`;
  }
  return null;
}

/** The line that undoes another: the same amount on the other side. */
export function reverseLine(line: PostingLine): PostingLine {
  return { ...line, debitCents: line.creditCents, creditCents: line.debitCents };
}

/** Signed amount for a line: debits positive. */
export function signedCents(line: Pick<PostingLine, 'debitCents' | 'creditCents'>): number {
  return line.debitCents - line.creditCents;
}
