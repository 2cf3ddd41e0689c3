import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { listJournalEntries } from './journal-queries';

type GetJournalEntries = typeof contract.journalEntries.GetJournalEntries;

/** The journal entry index, or the templates (spec 2 §2). */
export async function getJournalEntries(
  ctx: RequestContext,
  input: InputOf<GetJournalEntries>,
): Promise<ResponseOf<GetJournalEntries>> {
  requireClaim(ctx, 'gljournalentries', 'read');
  const { communityAgentId, isTemplate, statusId, skip, take } = input.query;
  await requireCommunity(ctx, communityAgentId);
  return listJournalEntries(ctx.tx, { communityAgentId, isTemplate, statusId, skip, take });
}
