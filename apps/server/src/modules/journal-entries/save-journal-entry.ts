import { and, eq, itemAgents, items, journalEntries, type Tx } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { journalEntryProblem, JournalEntryMessages as M, StatusId, TxnTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError, badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import {
  readLineFacts,
  replaceLines,
  toItemLine,
  type LineFacts,
  type LineInput,
} from './journal-lines';
import { postedEntryAnswer, readJournalEntry } from './journal-queries';
import {
  insertLedgerItems,
  insertPostedLedgerItems,
  type NewLedgerItem,
  type StoredLedgerItem,
} from './ledger-items';
import { postingDateProblem } from './ledger-periods';
import { postJournalEntry } from './post-journal-entry';

type SaveJournalEntry = typeof contract.journalEntries.SaveJournalEntry;
export type SaveJournalEntryBody = InputOf<SaveJournalEntry>['body'];
type Body = SaveJournalEntryBody;

/**
 * Adds a journal entry or template, or edits an accrued one, and posts it when asked (spec 2 §5
 * rules). A posted entry is final: it is corrected by removing it (a reversal) and entering a new
 * one. Item, lines and ledger lines are written in the request's one transaction.
 */
export async function saveJournalEntry(
  ctx: RequestContext,
  input: InputOf<SaveJournalEntry>,
): Promise<ResponseOf<SaveJournalEntry>> {
  const body = input.body;
  const lines = await checkedLines(ctx, body);

  const existing = body.TopsItemId ?? (await itemIdByKey(ctx, body.IdempotencyKey));
  if (existing && !body.TopsItemId) return readOrNotFound(ctx, existing);

  const facts = await readLineFacts(ctx.tx, body.CommunityAgentId, lines);
  if (postsAsSaved(body)) {
    const [answer] = await postNewEntries(ctx.tx, ctx.user, [newPostedEntry(body, lines, facts)]);
    if (!answer) throw new Error('The journal entry was not stored.');
    return answer;
  }
  const created = body.TopsItemId ? null : await createEntry(ctx, body, lines);
  const itemId = created?.itemId ?? (await updateEntry(ctx, body.TopsItemId ?? 0, body, lines));
  if (body.IsPosted) {
    // A new entry's lines were just stored in this order; an edited one's are read back.
    const fresh = created
      ? lines.map((line, i) => ({ ...toItemLine(line), detailId: created.detailIds[i] ?? 0 }))
      : undefined;
    await postJournalEntry(
      ctx,
      {
        itemId,
        communityAgentId: body.CommunityAgentId,
        postDate: body.PostDate.trim(),
        reference: body.Reference || null,
        description: body.Description || null,
        reverseNextPeriod: body.ReverseNextPeriod,
      },
      { periods: facts.periods, fresh },
    );
  }
  return readOrNotFound(ctx, itemId);
}

/**
 * A new entry posted as it is saved, without a next-period reversal: the call a posting clerk
 * makes all day, stored and posted in one statement (postNewEntries) and one that concurrent
 * calls may share (posting-groups.ts).
 */
export const postsAsSaved = (body: Body): boolean =>
  !body.TopsItemId && body.IsPosted && !body.ReverseNextPeriod;

/** The claim, the community and the entry's own rules (spec 2 §5); its lines not deleted. */
export async function checkedLines(ctx: RequestContext, body: Body): Promise<LineInput[]> {
  requireClaim(ctx, 'gljournalentries', body.TopsItemId ? 'update' : 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  const lines = body.Transactions.filter((line) => !line.IsDeleted);
  const problem = journalEntryProblem({ ...body, PostDate: body.PostDate.trim() }, lines);
  if (problem) throw badRequest(problem);
  if (body.IsJournalEntryTemplate && body.IsPosted) throw badRequest(M.templateNotPosted);
  return lines;
}

/** A new entry to post as it is saved (postsAsSaved), with its accounts for the answer. */
export interface NewPostedEntry {
  entry: NewLedgerItem;
  accounts: LineFacts['accounts'];
}

/** The entry postNewEntries stores, refused here when its date is in no open period. */
export function newPostedEntry(
  body: Body,
  lines: readonly LineInput[],
  facts: LineFacts,
): NewPostedEntry {
  const problem = postingDateProblem(facts.periods, body.PostDate.trim());
  if (problem) throw appError('JournalEntryRefused', problem);
  return { entry: newEntry(body, lines), accounts: facts.accounts };
}

/**
 * Stores and posts new entries in one statement, each answered from what was written (the answer
 * readJournalEntry would read), so a save is one read and one write (issue 27). The database
 * checks the statement as it checks every posting: one entry it refuses refuses them all.
 */
export async function postNewEntries(
  tx: Tx,
  by: { companyId: number; userId: number },
  entries: readonly NewPostedEntry[],
): Promise<ResponseOf<SaveJournalEntry>[]> {
  const stored = await insertPostedLedgerItems(
    tx,
    by.companyId,
    by.userId,
    entries.map((e) => e.entry),
  );
  return entries.map((e, i) => {
    const row = stored[i];
    if (!row) throw new Error('A journal entry was not stored.');
    return postedEntryAnswer(e.entry, row, e.accounts);
  });
}

async function itemIdByKey(ctx: RequestContext, key: string | undefined): Promise<number | null> {
  if (!key) return null;
  const [row] = await ctx.tx
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.idempotencyKey, key), eq(items.txnTypeId, TxnTypeId.JournalEntry)));
  return row?.id ?? null;
}

/** Stores a new entry: posted (4) when it is posted in the same call, else accrued (3). */
async function createEntry(
  ctx: RequestContext,
  body: Body,
  lines: readonly LineInput[],
): Promise<StoredLedgerItem> {
  const [stored] = await insertLedgerItems(ctx.tx, ctx.user.companyId, ctx.user.userId, [
    newEntry(body, lines),
  ]);
  if (!stored) throw new Error('The journal entry was not stored.');
  return stored;
}

function newEntry(body: Body, lines: readonly LineInput[]): NewLedgerItem {
  return {
    communityAgentId: body.CommunityAgentId,
    txnTypeId: TxnTypeId.JournalEntry,
    statusId: body.IsPosted ? StatusId.Posted : StatusId.Accrued,
    postDate: body.PostDate.trim(),
    reference: body.Reference || null,
    description: body.Description || null,
    idempotencyKey: body.IdempotencyKey ?? null,
    journal: {
      reverseNextPeriod: body.ReverseNextPeriod,
      isTemplate: body.IsJournalEntryTemplate,
      reversalOfItemId: null,
    },
    lines: lines.map(toItemLine),
  };
}

async function updateEntry(
  ctx: RequestContext,
  itemId: number,
  body: Body,
  lines: readonly LineInput[],
): Promise<number> {
  const { tx } = ctx;
  // The row lock makes a concurrent post or removal of the same entry wait and then see ours.
  const [entry] = await tx
    .select({
      communityAgentId: items.communityAgentId,
      statusId: items.statusId,
      isTemplate: journalEntries.isTemplate,
      itemAgentId: itemAgents.id,
    })
    .from(items)
    .innerJoin(journalEntries, eq(journalEntries.itemId, items.id))
    .innerJoin(itemAgents, eq(itemAgents.itemId, items.id))
    .where(and(eq(items.id, itemId), eq(items.txnTypeId, TxnTypeId.JournalEntry)))
    .for('update', { of: items });
  if (!entry) throw notFound();
  await requireCommunity(ctx, entry.communityAgentId);
  if (entry.communityAgentId !== body.CommunityAgentId) throw notFound();
  if (entry.statusId === StatusId.Posted) throw appError('JournalEntryPostedIsFinal');
  if (entry.statusId === StatusId.Deleted) throw appError('JournalEntryRemovedIsFinal');
  if (entry.isTemplate !== body.IsJournalEntryTemplate) throw badRequest(M.templateStaysTemplate);
  await tx
    .update(items)
    .set({
      postDate: body.PostDate.trim(),
      eventDate: body.PostDate.trim(),
      reference: body.Reference || null,
      description: body.Description || null,
      updatedAt: new Date(),
    })
    .where(eq(items.id, itemId));
  await tx
    .update(journalEntries)
    .set({ reverseNextPeriod: body.ReverseNextPeriod })
    .where(eq(journalEntries.itemId, itemId));
  await replaceLines(tx, ctx.user.companyId, entry.itemAgentId, lines);
  return itemId;
}

async function readOrNotFound(ctx: RequestContext, itemId: number) {
  const entry = await readJournalEntry(ctx.tx, itemId);
  if (!entry) throw notFound();
  await requireCommunity(ctx, entry.CommunityAgentId);
  return entry;
}
