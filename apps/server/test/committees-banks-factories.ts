import {
  accountingPeriods,
  accounts,
  agents,
  contacts,
  fiscalYears,
  glLines,
  items,
  type Database,
} from '@hoa/db';
import type { EndpointDef, RequestOf } from '@hoa/contract';
import { AccountTypeId, AgentTypeId, StatusId, TxnTypeId } from '@hoa/domain';
import { callApi } from './api';
import type { Harness } from './app-harness';

/** An owner of the community, to seat on a committee. */
export function insertOwner(
  database: Database,
  companyId: number,
  communityAgentId: number,
  name: { FirstName: string; LastName: string },
): Promise<number> {
  return database.withTenant({ companyId, userId: null }, async (tx) => {
    const [owner] = await tx
      .insert(agents)
      .values({ companyId, agentTypeId: AgentTypeId.Owner, communityAgentId })
      .returning({ id: agents.id });
    if (!owner) throw new Error('no owner');
    await tx.insert(contacts).values({
      agentId: owner.id,
      companyId,
      displayName: `${name.FirstName} ${name.LastName}`,
      firstName: name.FirstName,
      lastName: name.LastName,
    });
    return owner.id;
  });
}

export interface CashLedger {
  cashAccountId: number;
  incomeAccountId: number;
}

/**
 * A cash and an income account of the community, and one posted entry of `cents` from income to
 * cash in an open period of the current year, so the cash account's balance is `cents`.
 */
export function insertCashLedger(
  database: Database,
  companyId: number,
  communityAgentId: number,
  cents: number,
): Promise<CashLedger> {
  return database.withTenant({ companyId, userId: null }, async (tx) => {
    const own = { companyId, communityAgentId };
    const [cash, income] = await tx
      .insert(accounts)
      .values([
        {
          ...own,
          accountNumber: '1000',
          accountName: 'Operating Cash',
          accountTypeId: AccountTypeId.Cash,
        },
        {
          ...own,
          accountNumber: '4000',
          accountName: 'Assessments',
          accountTypeId: AccountTypeId.Income,
        },
      ])
      .returning({ id: accounts.id });
    if (!cash || !income) throw new Error('no accounts');
    const year = new Date().getFullYear();
    const [fiscalYear] = await tx
      .insert(fiscalYears)
      .values({ ...own, sequence: 1, startDate: `${year}-01-01`, endDate: `${year}-12-31` })
      .returning({ id: fiscalYears.id });
    if (!fiscalYear) throw new Error('no fiscal year');
    const [period] = await tx
      .insert(accountingPeriods)
      .values({
        companyId,
        fiscalYearId: fiscalYear.id,
        periodOrder: 1,
        startDate: `${year}-01-01`,
        endDate: `${year}-12-31`,
      })
      .returning({ id: accountingPeriods.id });
    if (!period) throw new Error('no period');
    const postDate = `${year}-01-15`;
    const [item] = await tx
      .insert(items)
      .values({
        ...own,
        txnTypeId: TxnTypeId.JournalEntry,
        statusId: StatusId.Posted,
        eventDate: postDate,
        postDate,
      })
      .returning({ id: items.id });
    if (!item) throw new Error('no item');
    const line = {
      ...own,
      itemId: item.id,
      fiscalYearId: fiscalYear.id,
      periodId: period.id,
      postDate,
    };
    await tx.insert(glLines).values([
      { ...line, accountId: cash.id, debitCents: cents },
      { ...line, accountId: income.id, creditCents: cents },
    ]);
    return { cashAccountId: cash.id, incomeAccountId: income.id };
  });
}

/** callApi bound to the test's app: `api(token, endpoint, request)`. */
export function apiOf(h: Harness) {
  return <E extends EndpointDef>(token: string, endpoint: E, request: Partial<RequestOf<E>> = {}) =>
    callApi(h.app, endpoint, request, token);
}
