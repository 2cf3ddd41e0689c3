import {
  accountingPeriods,
  accounts,
  fiscalYears,
  items,
  requiredAccounts,
  type Database,
  type Tx,
} from '@hoa/db';
import { AccountTypeId, FrequencyId, generatePeriods, StatusId, TxnTypeId } from '@hoa/domain';

export interface Books {
  fiscalYearId: number;
  periodIds: number[];
  /** Accounts by role: cash, receivables, payables, retained, income, expense. */
  account: Record<'cash' | 'receivables' | 'payables' | 'retained' | 'income' | 'expense', number>;
}

const chart = [
  ['cash', '1000', 'Operating Cash', AccountTypeId.Cash],
  ['receivables', '1200', 'Assessments Receivable', AccountTypeId.Receivables],
  ['payables', '2000', 'Accounts Payable', AccountTypeId.CurrentLiabilities],
  ['retained', '3000', 'Retained Earnings', AccountTypeId.Equity],
  ['income', '4000', 'Assessment Income', AccountTypeId.Income],
  ['expense', '5000', 'Landscaping', AccountTypeId.Expenses],
] as const;

/** A fiscal year of 12 open monthly periods and a small chart of accounts for one community. */
export function setUpBooks(
  database: Database,
  companyId: number,
  communityAgentId: number,
  year = 2026,
): Promise<Books> {
  return database.withTenant({ companyId, userId: null }, async (tx) => {
    const { fiscalYearId, periodIds } = await insertFiscalYear(
      tx,
      companyId,
      communityAgentId,
      year,
    );
    const rows = await tx
      .insert(accounts)
      .values(
        chart.map(([, number, name, type]) => ({
          companyId,
          communityAgentId,
          accountNumber: number,
          accountName: name,
          accountTypeId: type,
        })),
      )
      .returning({ id: accounts.id, number: accounts.accountNumber });
    const byNumber = new Map(rows.map((r) => [r.number, r.id]));
    const account = Object.fromEntries(
      chart.map(([role, number]) => [role, byNumber.get(number) ?? 0]),
    ) as Books['account'];
    return { fiscalYearId, periodIds, account };
  });
}

/** A journal-entry item to hang ledger lines on. */
export async function newEntryItem(
  tx: Tx,
  companyId: number,
  communityAgentId: number,
  postDate: string,
): Promise<number> {
  const [item] = await tx
    .insert(items)
    .values({
      companyId,
      communityAgentId,
      txnTypeId: TxnTypeId.JournalEntry,
      statusId: StatusId.Posted,
      eventDate: postDate,
      postDate,
    })
    .returning({ id: items.id });
  if (!item) throw new Error('no item');
  return item.id;
}

/** Another fiscal year of 12 open monthly periods for a community that has books already. */
export function addFiscalYear(
  database: Database,
  companyId: number,
  communityAgentId: number,
  year: number,
): Promise<{ fiscalYearId: number; periodIds: number[] }> {
  return database.withTenant({ companyId, userId: null }, (tx) =>
    insertFiscalYear(tx, companyId, communityAgentId, year),
  );
}

async function insertFiscalYear(
  tx: Tx,
  companyId: number,
  communityAgentId: number,
  year: number,
): Promise<{ fiscalYearId: number; periodIds: number[] }> {
  const [fy] = await tx
    .insert(fiscalYears)
    .values({
      companyId,
      communityAgentId,
      sequence: year,
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
    })
    .returning({ id: fiscalYears.id });
  if (!fy) throw new Error('no fiscal year');
  const periods = await tx
    .insert(accountingPeriods)
    .values(
      generatePeriods(`${year}-01-01`, FrequencyId.Monthly).map((p) => ({
        companyId,
        fiscalYearId: fy.id,
        periodOrder: p.PeriodOrder,
        startDate: p.StartDate,
        endDate: p.EndDate,
      })),
    )
    .returning({ id: accountingPeriods.id });
  return { fiscalYearId: fy.id, periodIds: periods.map((p) => p.id) };
}

/** Links a required-account type (1 retained earnings, 8 year-end suspense, …) to an account. */
export async function setRequiredAccount(
  database: Database,
  companyId: number,
  communityAgentId: number,
  accountRequiredTypeId: number,
  accountId: number,
): Promise<void> {
  await database.withTenant({ companyId, userId: null }, (tx) =>
    tx
      .insert(requiredAccounts)
      .values({ companyId, communityAgentId, accountRequiredTypeId, accountId }),
  );
}
