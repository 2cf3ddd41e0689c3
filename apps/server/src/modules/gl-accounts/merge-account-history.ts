import {
  accounts,
  eq,
  itemAgentDetails,
  itemAgents,
  items,
  journalEntries,
  mergedGlLines,
  queryRows,
  sql,
} from '@hoa/db';
import type { contract, InputOf, MergeHistoryLine, ResponseOf } from '@hoa/contract';
import {
  GlAccountMessages,
  MergeMessages,
  mergeProblem,
  StatusId,
  TxnTypeId,
  type PostingLine,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError, badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { postEntries } from '../gl/index';
import { loadAccount } from './account-queries';
import { accountMergePosting, moveLines } from './account-merge-posting';
import { selectMergeableLines } from './merge-queries';

type MergeAccountHistory = typeof contract.glAccounts.MergeAccountHistory;
type Account = Awaited<ReturnType<typeof loadAccount>>;

/**
 * Moves selected history of a source account to a target account. Posted gl_lines are immutable
 * (database triggers refuse any update), so a merge does not rewrite them: it posts one transfer
 * item (journal entry, type 60) that reverses each selected line on the source account and posts
 * it again on the target, at the line's own post date, through postEntries. Period balances move
 * from source to target; the trial balance is unchanged. merged_gl_lines marks each moved line so
 * it is never moved twice.
 */
export async function mergeAccountHistory(
  ctx: RequestContext,
  input: InputOf<MergeAccountHistory>,
): Promise<ResponseOf<MergeAccountHistory>> {
  const b = input.body;
  requireClaim(ctx, 'glaccounts', 'update');
  await requireCommunity(ctx, b.CommunityAgentId);
  const lineIds = [...new Set(b.GlLineIds)];
  const problem = mergeProblem('account', {
    sourceId: b.SourceAccountId,
    targetId: b.TargetAccountId,
    filterApplied: b.Filter !== null,
    selectedRowCount: lineIds.length,
  });
  if (problem) throw badRequest(problem);
  if (b.SourceAccountId === null || b.TargetAccountId === null || b.Filter === null)
    throw badRequest(MergeMessages.failed);
  const source = await loadAccount(ctx, b.SourceAccountId);
  const target = await loadAccount(ctx, b.TargetAccountId);
  if (
    source.communityAgentId !== b.CommunityAgentId ||
    target.communityAgentId !== b.CommunityAgentId
  )
    throw badRequest(GlAccountMessages.accountNotInCommunity);

  const lines = await selectMergeableLines(ctx, {
    communityAgentId: b.CommunityAgentId,
    accountId: source.id,
    startDate: b.Filter.StartDate,
    endDate: b.Filter.EndDate,
    lineIds,
  });
  if (lines.length !== lineIds.length) throw badRequest(GlAccountMessages.mergeRowsGone);
  const closed = lines.find((line) => !line.IsPeriodOpen);
  if (closed) throw appError('GlAccountMergeClosedPeriod', closed.PostDate);

  const itemId = await insertTransfer(ctx, source, target, lines);
  await ctx.tx.insert(mergedGlLines).values(
    lines.map((line) => ({
      companyId: ctx.user.companyId,
      sourceLineId: line.GlLineId,
      mergeItemId: itemId,
      targetAccountId: target.id,
    })),
  );
  const moves = lines.map((line) => moveLines(line, source, target));
  const detailIds = await insertDetails(ctx, itemId, b.CommunityAgentId, moves.flat());
  await postEntries(
    ctx.tx,
    ctx.user.companyId,
    accountMergePosting({ itemId, communityAgentId: b.CommunityAgentId }, lines, moves, detailIds),
  );

  const sourceIsActive = b.DeactivateSourceAccount
    ? await deactivateWhenEmpty(ctx, source, b.CommunityAgentId)
    : source.isActive;
  return {
    TopsItemId: itemId,
    MovedLineCount: lines.length,
    MovedDebitCents: lines.reduce((sum, l) => sum + l.DebitCents, 0),
    MovedCreditCents: lines.reduce((sum, l) => sum + l.CreditCents, 0),
    SourceAccountIsActive: sourceIsActive,
  };
}

async function insertTransfer(
  ctx: RequestContext,
  source: Account,
  target: Account,
  lines: readonly MergeHistoryLine[],
): Promise<number> {
  const [item] = await ctx.tx
    .insert(items)
    .values({
      companyId: ctx.user.companyId,
      communityAgentId: source.communityAgentId,
      txnTypeId: TxnTypeId.JournalEntry,
      statusId: StatusId.Posted,
      eventDate: sql`current_date`,
      postDate: sql`current_date`,
      reference: 'Account history merge',
      description: `${lines.length} lines moved from ${source.accountNumber} ${source.accountName} to ${target.accountNumber} ${target.accountName}`,
      createdByUserId: ctx.user.userId,
    })
    .returning({ id: items.id });
  if (!item) throw new Error('Item insert returned no row');
  await ctx.tx.insert(journalEntries).values({ itemId: item.id, companyId: ctx.user.companyId });
  return item.id;
}

/** The item's lines as item agent details (party: the community), in the order given. */
async function insertDetails(
  ctx: RequestContext,
  itemId: number,
  communityAgentId: number,
  lines: readonly PostingLine[],
): Promise<number[]> {
  const companyId = ctx.user.companyId;
  const [party] = await ctx.tx
    .insert(itemAgents)
    .values({ companyId, itemId, agentId: communityAgentId })
    .returning({ id: itemAgents.id });
  if (!party) throw new Error('Item agent insert returned no row');
  const inserted = await ctx.tx
    .insert(itemAgentDetails)
    .values(
      lines.map((line) => ({
        companyId,
        itemAgentId: party.id,
        accountId: line.accountId,
        amountCents: line.debitCents + line.creditCents,
        isDebit: line.debitCents > 0,
        costCenterCategoryId: line.costCenterId ?? null,
        description: line.description ?? null,
      })),
    )
    .returning({ id: itemAgentDetails.id });
  return inserted.map((row) => row.id);
}

/** A merge of GL accounts: once nothing is left to move, the source account goes inactive. */
async function deactivateWhenEmpty(
  ctx: RequestContext,
  source: Account,
  communityAgentId: number,
): Promise<boolean> {
  const [left] = await queryRows<{ open: boolean }>(
    ctx.tx,
    sql`select exists (
          select 1 from gl_lines l where l.account_id = ${source.id}
            and l.community_agent_id = ${communityAgentId}
            and not exists (select 1 from merged_gl_lines m where m.source_line_id = l.id)
            and not exists (select 1 from merged_gl_lines m where m.merge_item_id = l.item_id)
        ) or exists (select 1 from required_accounts r where r.account_id = ${source.id}) as open`,
  );
  if (left?.open) return source.isActive;
  await ctx.tx.update(accounts).set({ isActive: false }).where(eq(accounts.id, source.id));
  return false;
}
