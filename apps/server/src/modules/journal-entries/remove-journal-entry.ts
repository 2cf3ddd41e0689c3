import { inArray, items, queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { JournalEntryMessages as M, StatusId, TxnTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError, badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { reversePosting } from '../gl/index';
import { communityPeriods } from './ledger-periods';

type RemoveJournalEntry = typeof contract.journalEntries.RemoveJournalEntry;

interface EntryRow {
  id: number;
  communityAgentId: number;
  statusId: number;
  postDate: string;
  isYearClose: boolean;
}

/**
 * Removes a journal entry (spec 2 §8 'Removing a transaction'). An accrued entry or template is
 * only marked deleted (16). A posted entry is reversed on its own post date, line for line, and so
 * is its next-period reversal, then both are marked deleted; a closed period or fiscal year of
 * either date stops the removal with the closed-fiscal-year message.
 */
export async function removeJournalEntry(
  ctx: RequestContext,
  input: InputOf<RemoveJournalEntry>,
): Promise<ResponseOf<RemoveJournalEntry>> {
  requireClaim(ctx, 'gljournalentries', 'delete');
  const itemId = input.body.TopsItemId;
  const entries = await lockEntryAndReversal(ctx, itemId);
  const entry = entries.find((e) => e.id === itemId);
  if (!entry) throw notFound();
  await requireCommunity(ctx, entry.communityAgentId);
  if (entry.statusId === StatusId.Deleted) throw appError('JournalEntryRemovedIsFinal');
  if (entry.isYearClose) throw badRequest(M.yearCloseEntry);

  const toReverse = entry.statusId === StatusId.Posted ? entries : [];
  if (toReverse.length > 0) {
    const periods = await communityPeriods(ctx.tx, entry.communityAgentId);
    for (const e of toReverse) {
      const period = periods.find((p) => p.StartDate <= e.postDate && e.postDate <= p.EndDate);
      if (period?.IsYearClosed) throw badRequest(M.removeClosedFiscalYear);
      if (!period?.IsOpen) throw badRequest(M.removeClosedPeriod);
    }
    await reversePosting(ctx.tx, ctx.user.companyId, { itemIds: toReverse.map((e) => e.id) });
  }
  const removed = entry.statusId === StatusId.Posted ? entries.map((e) => e.id) : [itemId];
  await ctx.tx
    .update(items)
    .set({ statusId: StatusId.Deleted, updatedAt: new Date() })
    .where(inArray(items.id, removed));
  return { TopsItemId: itemId, ReversedItemIds: toReverse.map((e) => e.id) };
}

/** The entry and its live next-period reversal, locked against a concurrent post or removal. */
async function lockEntryAndReversal(ctx: RequestContext, itemId: number): Promise<EntryRow[]> {
  const rows = await queryRows<EntryRow>(
    ctx.tx,
    sql`select i.id, i.community_agent_id as "communityAgentId", i.status_id as "statusId",
               coalesce(i.post_date, i.event_date)::text as "postDate",
               exists (select 1 from year_closes yc where yc.closing_item_id = i.id) as "isYearClose"
          from items i join journal_entries je on je.item_id = i.id
         where i.txn_type_id = ${TxnTypeId.JournalEntry}
           and (i.id = ${itemId}
                or (je.reversal_of_item_id = ${itemId} and i.status_id = ${StatusId.Posted}))
         order by i.id
           for update of i`,
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    communityAgentId: Number(r.communityAgentId),
  }));
}
