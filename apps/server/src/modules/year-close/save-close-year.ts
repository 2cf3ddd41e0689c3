import { queryRows, sql, yearCloses } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  AccountRequiredTypeId,
  AccountTypeId,
  closingLines,
  StatusId,
  TxnTypeId,
  YearCloseMessages as M,
  type YearAccountBalance,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { postEntries } from '../gl/index';
import { insertLedgerItems } from '../journal-entries/index';
import { yearClosePosting } from './year-close-posting';
import { lockCommunityYears, setYearClosed } from './year-locks';

type SaveCloseYear = typeof contract.yearClose.SaveCloseYear;

interface BalanceRow {
  accountId: string | number;
  accountTypeId: number;
  costCenterId: string | number | null;
  debitCents: string | number;
  creditCents: string | number;
}

/**
 * Closes a fiscal year (spec 2 §4, §7 SaveCloseYear): one closing journal entry on the year's last
 * day moves every income and expense account's balance for the year into retained earnings
 * (required account type 1), then the year and all its periods close. Refused when retained
 * earnings is not set, an earlier year is open, or the year is already closed.
 */
export async function saveCloseYear(
  ctx: RequestContext,
  input: InputOf<SaveCloseYear>,
): Promise<ResponseOf<SaveCloseYear>> {
  const { communityAgentId, fiscalYearId } = input.body;
  requireClaim(ctx, 'gljournalentries', 'update');
  await requireCommunity(ctx, communityAgentId);
  const { tx } = ctx;
  const years = await lockCommunityYears(tx, communityAgentId);
  const year = years.find((y) => y.id === fiscalYearId);
  if (!year) throw notFound();
  if (year.isClosed) throw badRequest(M.alreadyClosed);
  const earlierOpen = years.find((y) => y.sequence < year.sequence && !y.isClosed);
  if (earlierOpen) throw badRequest(M.earlierYearOpen(earlierOpen));
  const [retained] = await queryRows<{ accountId: string | number }>(
    tx,
    sql`select account_id as "accountId" from required_accounts
         where community_agent_id = ${communityAgentId}
           and account_required_type_id = ${AccountRequiredTypeId.RetainedEarnings}`,
  );
  if (!retained) throw badRequest(M.retainedEarningsMissing);

  const balances = await yearBalances(ctx, fiscalYearId);
  const description = M.closingDescription(year);
  const lines = closingLines(balances, Number(retained.accountId), description);
  const [closing] = await insertLedgerItems(tx, ctx.user.companyId, ctx.user.userId, [
    {
      communityAgentId,
      txnTypeId: TxnTypeId.JournalEntry,
      statusId: StatusId.Posted,
      postDate: year.EndDate,
      reference: 'Year close',
      description,
      journal: { reverseNextPeriod: false, isTemplate: false, reversalOfItemId: null },
      lines: lines.map((l) => ({
        accountId: l.accountId,
        amountCents: l.debitCents + l.creditCents,
        isDebit: l.debitCents > 0,
        costCenterId: l.costCenterId ?? null,
        reference: 'Year close',
        description,
      })),
    },
  ]);
  if (!closing) throw new Error('The closing entry was not stored.');
  // The last period may have been closed by hand; the year closes whole right after.
  await setYearClosed(tx, fiscalYearId, false);
  await postEntries(
    tx,
    ctx.user.companyId,
    yearClosePosting({ communityAgentId, postDate: year.EndDate }, closing, lines),
  );
  await setYearClosed(tx, fiscalYearId, true);
  const [record] = await tx
    .insert(yearCloses)
    .values({
      companyId: ctx.user.companyId,
      fiscalYearId,
      closingItemId: closing.itemId,
      closedByUserId: ctx.user.userId,
    })
    .returning({ id: yearCloses.id });
  return {
    YearCloseId: record?.id ?? 0,
    TopsFiscalYearId: fiscalYearId,
    ClosingItemId: closing.itemId,
    UndoItemId: null,
    NetIncome: balances.reduce((sum, b) => sum + b.creditCents - b.debitCents, 0),
    LineCount: lines.length,
  };
}

/** Income and expense debits and credits of the year, per account and cost center. */
async function yearBalances(
  ctx: RequestContext,
  fiscalYearId: number,
): Promise<YearAccountBalance[]> {
  const rows = await queryRows<BalanceRow>(
    ctx.tx,
    sql`select b.account_id as "accountId", a.account_type_id as "accountTypeId",
               nullif(b.cost_center_key, 0) as "costCenterId",
               sum(b.debit_cents) as "debitCents", sum(b.credit_cents) as "creditCents"
          from gl_period_balances b
          join accounting_periods p on p.id = b.period_id
          join accounts a on a.id = b.account_id
         where p.fiscal_year_id = ${fiscalYearId}
           and b.community_agent_id = (select community_agent_id from fiscal_years
                                        where id = ${fiscalYearId})
           and a.account_type_id in (${AccountTypeId.Income}, ${AccountTypeId.Expenses})
         group by b.account_id, a.account_type_id, b.cost_center_key
         order by a.account_type_id, b.account_id, b.cost_center_key`,
  );
  return rows.map((r) => ({
    accountId: Number(r.accountId),
    accountTypeId: Number(r.accountTypeId),
    costCenterId: r.costCenterId === null ? null : Number(r.costCenterId),
    debitCents: Number(r.debitCents),
    creditCents: Number(r.creditCents),
  }));
}
