import { eq, items, journalEntries, queryRows, sql } from '@hoa/db';
import { StatusId, TxnTypeId, type PostingEntry } from '@hoa/domain';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { postEntries } from '../gl/index';
import { postingDateProblem, reversalDateOrProblem, type CommunityPeriod } from './ledger-periods';
import { journalEntryPosting, type StoredLine } from './journal-entry-posting';
import { insertLedgerItems } from './ledger-items';

export interface EntryToPost {
  itemId: number;
  communityAgentId: number;
  postDate: string;
  reference: string | null;
  description: string | null;
  reverseNextPeriod: boolean;
}

export type { StoredLine } from './journal-entry-posting';

/**
 * Posts a stored journal entry: its live lines become ledger lines and the item status 4. With
 * reverse next period, a second entry with the opposite lines is stored and posted on the first
 * day of the next period, in the same statement, and linked by reversalOfItemId. `periods` are
 * the community's (communityPeriods); `fresh` are the lines of an entry stored as posted a moment
 * ago, so neither they nor its status are read again.
 */
export async function postJournalEntry(
  ctx: RequestContext,
  entry: EntryToPost,
  { periods, fresh }: { periods: readonly CommunityPeriod[]; fresh?: StoredLine[] },
): Promise<void> {
  const { tx } = ctx;
  const problem = postingDateProblem(periods, entry.postDate);
  if (problem) throw appError('JournalEntryRefused', problem);
  const lines = fresh ?? (await storedLines(ctx, entry.itemId));
  const postings: PostingEntry[] = [journalEntryPosting(entryHead(entry), lines)];
  if (entry.reverseNextPeriod) {
    const reversal = reversalDateOrProblem(periods, entry.postDate);
    if ('problem' in reversal) throw appError('JournalEntryRefused', reversal.problem);
    const reversedLines = lines.map((line) => ({ ...line, isDebit: !line.isDebit }));
    const [stored] = await insertLedgerItems(tx, ctx.user.companyId, ctx.user.userId, [
      {
        communityAgentId: entry.communityAgentId,
        txnTypeId: TxnTypeId.JournalEntry,
        statusId: StatusId.Posted,
        postDate: reversal.date,
        reference: entry.reference,
        description: reversalDescription(entry),
        journal: { reverseNextPeriod: false, isTemplate: false, reversalOfItemId: entry.itemId },
        lines: reversedLines,
      },
    ]);
    if (!stored) throw new Error('The reversal entry was not stored.');
    postings.push(
      journalEntryPosting(
        {
          itemId: stored.itemId,
          communityAgentId: entry.communityAgentId,
          postDate: reversal.date,
        },
        reversedLines.map((line, i) => ({ ...line, detailId: stored.detailIds[i] ?? 0 })),
      ),
    );
    await tx
      .update(journalEntries)
      .set({ reversalDate: reversal.date })
      .where(eq(journalEntries.itemId, entry.itemId));
  }
  await postEntries(tx, ctx.user.companyId, postings);
  if (!fresh) {
    await tx
      .update(items)
      .set({ statusId: StatusId.Posted, updatedAt: new Date() })
      .where(eq(items.id, entry.itemId));
  }
}

interface LineRow {
  detailId: string | number;
  accountId: string | number;
  amountCents: string | number;
  isDebit: boolean;
  costCenterId: string | number | null;
  reference: string | null;
  description: string | null;
}

/** The live lines of a stored entry; bigint columns come back as text from PostgreSQL. */
async function storedLines(ctx: RequestContext, itemId: number): Promise<StoredLine[]> {
  const rows = await queryRows<LineRow>(
    ctx.tx,
    sql`select d.id as "detailId", d.account_id as "accountId", d.amount_cents as "amountCents",
               d.is_debit as "isDebit", d.cost_center_category_id as "costCenterId",
               d.reference, d.description
          from item_agent_details d join item_agents ia on ia.id = d.item_agent_id
         where ia.item_id = ${itemId} and not d.is_deleted
         order by d.id`,
  );
  return rows.map((r) => ({
    ...r,
    detailId: Number(r.detailId),
    accountId: Number(r.accountId),
    amountCents: Number(r.amountCents),
    costCenterId: r.costCenterId === null ? null : Number(r.costCenterId),
  }));
}

function entryHead(entry: EntryToPost) {
  return {
    itemId: entry.itemId,
    communityAgentId: entry.communityAgentId,
    postDate: entry.postDate,
  };
}

function reversalDescription(entry: EntryToPost): string {
  const text = `Reversal of journal entry #${entry.itemId}`;
  return entry.description ? `${text}: ${entry.description}`.slice(0, 500) : text;
}
