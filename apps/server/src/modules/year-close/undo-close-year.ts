import { eq, queryRows, sql, yearCloses } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  isIncomeOrExpense,
  StatusId,
  TxnTypeId,
  undoReasonProblem,
  YearCloseMessages as M,
  type PostingLine,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { postEntries } from '../gl/index';
import { insertLedgerItems } from '../journal-entries/index';
import { yearClosePosting } from './year-close-posting';
import { lockCommunityYears, setYearClosed } from './year-locks';

type UndoCloseYear = typeof contract.yearClose.UndoCloseYear;

interface ClosingLineRow {
  accountId: string | number;
  accountTypeId: number;
  costCenterId: string | number | null;
  debitCents: string | number;
  creditCents: string | number;
}

/**
 * Undoes a year close (spec 2 §4, §7 UndoCloseYear): with a reason of 1 to 500 characters, the
 * year and its periods reopen and an item of type 84 reverses the closing entry on the year's last
 * day; the year close keeps who undid it, when, why and the undo item. Refused while a later year
 * is closed.
 */
export async function undoCloseYear(
  ctx: RequestContext,
  input: InputOf<UndoCloseYear>,
): Promise<ResponseOf<UndoCloseYear>> {
  const { communityAgentId, fiscalYearId, reasonForUndoCloseYear } = input.body;
  requireClaim(ctx, 'gljournalentries', 'update');
  await requireCommunity(ctx, communityAgentId);
  const reasonProblem = undoReasonProblem(reasonForUndoCloseYear);
  if (reasonProblem) throw badRequest(reasonProblem);
  const { tx } = ctx;
  const years = await lockCommunityYears(tx, communityAgentId);
  const year = years.find((y) => y.id === fiscalYearId);
  if (!year) throw notFound();
  if (!year.isClosed) throw badRequest(M.notClosed);
  const laterClosed = years.find((y) => y.sequence > year.sequence && y.isClosed);
  if (laterClosed) throw badRequest(M.laterYearClosed(laterClosed));
  const [close] = await tx
    .select({ id: yearCloses.id, closingItemId: yearCloses.closingItemId })
    .from(yearCloses)
    .where(sql`${yearCloses.fiscalYearId} = ${fiscalYearId} and ${yearCloses.undoItemId} is null`)
    .orderBy(sql`${yearCloses.id} desc`)
    .limit(1);
  if (!close) throw badRequest(M.noCloseToUndo);

  await setYearClosed(tx, fiscalYearId, false);
  const reversed = await reversedClosingLines(ctx, close.closingItemId);
  const lines = reversed.map((r) => r.line);
  const description = M.undoDescription(year);
  const [undo] = await insertLedgerItems(tx, ctx.user.companyId, ctx.user.userId, [
    {
      communityAgentId,
      txnTypeId: TxnTypeId.UndoCloseYear,
      statusId: StatusId.Posted,
      postDate: year.EndDate,
      reference: 'Undo year close',
      description: `${description}: ${reasonForUndoCloseYear.trim()}`.slice(0, 1000),
      lines: lines.map((l) => ({
        accountId: l.accountId,
        amountCents: l.debitCents + l.creditCents,
        isDebit: l.debitCents > 0,
        costCenterId: l.costCenterId ?? null,
        reference: 'Undo year close',
        description,
      })),
    },
  ]);
  if (!undo) throw new Error('The undo item was not stored.');
  await postEntries(
    tx,
    ctx.user.companyId,
    yearClosePosting(
      { communityAgentId, postDate: year.EndDate },
      undo,
      lines.map((l) => ({ ...l, description })),
    ),
  );
  await tx
    .update(yearCloses)
    .set({
      undoItemId: undo.itemId,
      undoneAt: new Date(),
      undoneByUserId: ctx.user.userId,
      undoReason: reasonForUndoCloseYear.trim(),
    })
    .where(eq(yearCloses.id, close.id));
  return {
    YearCloseId: close.id,
    TopsFiscalYearId: fiscalYearId,
    ClosingItemId: close.closingItemId,
    UndoItemId: undo.itemId,
    NetIncome: reversed
      .filter((r) => isIncomeOrExpense(r.accountTypeId))
      .reduce((sum, r) => sum + r.line.creditCents - r.line.debitCents, 0),
    LineCount: lines.length,
  };
}

/** The closing entry's ledger lines, each on the other side, with a description of the undo. */
async function reversedClosingLines(
  ctx: RequestContext,
  closingItemId: number,
): Promise<{ line: PostingLine; accountTypeId: number }[]> {
  const rows = await queryRows<ClosingLineRow>(
    ctx.tx,
    sql`select l.account_id as "accountId", a.account_type_id as "accountTypeId",
               l.cost_center_id as "costCenterId", l.debit_cents as "debitCents",
               l.credit_cents as "creditCents"
          from gl_lines l join accounts a on a.id = l.account_id
         where l.item_id = ${closingItemId} order by l.id`,
  );
  return rows.map((r) => ({
    accountTypeId: Number(r.accountTypeId),
    line: {
      accountId: Number(r.accountId),
      costCenterId: r.costCenterId === null ? null : Number(r.costCenterId),
      debitCents: Number(r.creditCents),
      creditCents: Number(r.debitCents),
    },
  }));
}
