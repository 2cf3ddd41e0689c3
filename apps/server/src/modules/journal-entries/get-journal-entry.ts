import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readJournalEntry } from './journal-queries';

type GetJournalEntry = typeof contract.journalEntries.GetJournalEntry;

/** GET /JournalEntry/GetJournalEntry: the entry with its live lines (spec 2 §7). */
export async function getJournalEntry(
  ctx: RequestContext,
  input: InputOf<GetJournalEntry>,
): Promise<ResponseOf<GetJournalEntry>> {
  requireClaim(ctx, 'gljournalentries', 'read');
  const entry = await readJournalEntry(ctx.tx, input.query.itemId);
  if (!entry) throw notFound();
  await requireCommunity(ctx, entry.CommunityAgentId);
  return entry;
}
