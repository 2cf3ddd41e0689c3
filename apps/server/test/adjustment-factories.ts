import { accounts, queryRows, sql } from '@hoa/db';
import { AccountRequiredTypeId, AccountTypeId, TxnTypeId } from '@hoa/domain';
import { postReceivableItems } from '../src/modules/gl/index';
import type { Harness } from './app-harness';
import { signIn } from './api';
import { createTestCompany, type TestCompany } from './factories';
import { setRequiredAccount } from './ledger-factories';
import { insertAccruedItem, setUpReceivables, type ReceivableWorld } from './receivable-factories';

export interface AdjustmentWorld extends ReceivableWorld {
  company: TestCompany;
  companyId: number;
  communityId: number;
  /** The AcceleratedAssessments required account (a liability). */
  acceleratedAccount: number;
  token: string;
}

/**
 * A community of three homes (A-001..A-003, owners Home001..Home003) with receivable codes, the
 * RetainedEarnings and AcceleratedAssessments required accounts, and the March 2026 assessment
 * (ASMT $250.00 each) posted; signed in as the company's administrator.
 */
export async function adjustmentWorld(h: Harness): Promise<AdjustmentWorld> {
  const company = await createTestCompany(h.database, { communities: 2 });
  const companyId = company.companyId;
  const communityId = company.communityIds[0] ?? 0;
  const world = await setUpReceivables(h.database, companyId, communityId, 3);
  const acceleratedAccount = await h.database.withTenant(
    { companyId, userId: null },
    async (tx) => {
      const [row] = await tx
        .insert(accounts)
        .values({
          companyId,
          communityAgentId: communityId,
          accountNumber: '2200',
          accountName: 'Accelerated Assessments',
          accountTypeId: AccountTypeId.CurrentLiabilities,
        })
        .returning({ id: accounts.id });
      return row?.id ?? 0;
    },
  );
  const R = AccountRequiredTypeId;
  await setRequiredAccount(
    h.database,
    companyId,
    communityId,
    R.RetainedEarnings,
    world.books.account.retained,
  );
  await setRequiredAccount(
    h.database,
    companyId,
    communityId,
    R.AcceleratedAssessments,
    acceleratedAccount,
  );
  await postOwnerItem(
    h,
    { ...world, companyId, communityId },
    TxnTypeId.ApplyCharges,
    '2026-03-01',
    world.homes.map((home) => ({
      ownerId: home.ownerId,
      codeId: world.code.ASMT,
      amountCents: 25_000,
      accountId: world.account.income,
    })),
  );
  const token = await signIn(h.app, company.admin.userName);
  return { ...world, company, companyId, communityId, acceleratedAccount, token };
}

/** Stores and posts an owner item (a charge run's) straight through the posting function. */
export async function postOwnerItem(
  h: Harness,
  w: { companyId: number; communityId: number },
  txnTypeId: number,
  date: string,
  lines: Parameters<typeof insertAccruedItem>[5],
): Promise<number> {
  const itemId = await insertAccruedItem(
    h.database,
    w.companyId,
    w.communityId,
    txnTypeId,
    date,
    lines,
  );
  await h.database.withTenant({ companyId: w.companyId, userId: null }, (tx) =>
    postReceivableItems(tx, w.companyId, [itemId]),
  );
  return itemId;
}

/** Owner balances of the community as 'owner:code' → cents (zero balances left out). */
export async function ownerBalances(
  h: Harness,
  w: AdjustmentWorld,
): Promise<Record<string, number>> {
  const rows = await h.database.withTenant({ companyId: w.companyId, userId: null }, (tx) =>
    queryRows<{ owner: number; code: number; cents: number }>(
      tx,
      sql`select owner_agent_id::int as owner, code_id::int as code, balance_cents::int as cents
            from owner_code_balances where community_agent_id = ${w.communityId} and balance_cents <> 0`,
    ),
  );
  return Object.fromEntries(rows.map((r) => [`${r.owner}:${r.code}`, r.cents]));
}

/** The community's trial balance: account → net debit (cents), zero nets left out. */
export async function trialBalance(
  h: Harness,
  w: AdjustmentWorld,
): Promise<Record<number, number>> {
  const rows = await h.database.withTenant({ companyId: w.companyId, userId: null }, (tx) =>
    queryRows<{ account: number; net: number }>(
      tx,
      sql`select account_id::int as account, sum(debit_cents - credit_cents)::int as net
            from gl_lines where community_agent_id = ${w.communityId}
           group by account_id having sum(debit_cents - credit_cents) <> 0`,
    ),
  );
  return Object.fromEntries(rows.map((r) => [r.account, r.net]));
}

/** Counts of the community's items and ledger lines, to show a refused request wrote nothing. */
export async function writtenCounts(
  h: Harness,
  w: AdjustmentWorld,
): Promise<{ items: number; lines: number }> {
  const [row] = await h.database.withTenant({ companyId: w.companyId, userId: null }, (tx) =>
    queryRows<{ items: number; lines: number }>(
      tx,
      sql`select (select count(*)::int from items where community_agent_id = ${w.communityId}) as items,
                 (select count(*)::int from gl_lines where community_agent_id = ${w.communityId}) as lines`,
    ),
  );
  return row ?? { items: 0, lines: 0 };
}
