import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { queryRows, sql, type Database } from '@hoa/db';
import type { PostingLine } from '@hoa/domain';
import { postEntries } from '../src/modules/gl/index';
import { callApi, signIn } from './api';
import { addUser, createTestCompany, fullGrant, type TestCompany } from './factories';
import { newEntryItem } from './ledger-factories';

export interface GlWorld {
  company: TestCompany;
  communityId: number;
  /** The administrator's token. */
  admin: string;
  /** Account ids of the standard chart by number. */
  account: Record<string, number>;
}

/**
 * A company whose first community has a monthly accrual setup from January 1 of the given year and
 * the standard chart, made through the API.
 */
export async function glWorld(
  app: FastifyInstance,
  database: Database,
  year = 2026,
): Promise<GlWorld> {
  const company = await createTestCompany(database);
  const communityId = company.communityIds[0] ?? 0;
  const admin = await signIn(app, company.admin.userName);
  const setup = await callApi(
    app,
    contract.accountingSetup.CreateDefaultAccountingSetup,
    { body: { agentId: communityId, startDate: `${year}-01-01` } },
    admin,
  );
  if (setup.status !== 200) throw new Error(`setup failed: ${setup.errorMessage ?? ''}`);
  const chart = await callApi(
    app,
    contract.glAccounts.CreateDefaultAccounts,
    { params: { communityAgentId: communityId } },
    admin,
  );
  const account = Object.fromEntries(
    chart.body.Accounts.map((a) => [a.AccountNumber, a.TopsAccountId]),
  );
  return { company, communityId, admin, account };
}

/** Signs in a new user of the company with the given glaccounts levels (none: no claim at all). */
export async function glUser(
  app: FastifyInstance,
  database: Database,
  world: GlWorld,
  levels: Partial<Record<'CanCreate' | 'CanRead' | 'CanUpdate' | 'CanDelete', boolean>> | null,
  communityIds: number[] = world.company.communityIds,
): Promise<string> {
  const none = { CanCreate: false, CanRead: false, CanUpdate: false, CanDelete: false };
  const user = await addUser(database, world.company.companyId, {
    communityIds,
    grants: levels ? [{ ...fullGrant('glaccounts'), ...none, ...levels }] : [],
  });
  return signIn(app, user.userName);
}

/** Posts one balanced journal item with the given lines; returns its item id. */
export function postItem(
  database: Database,
  world: GlWorld,
  postDate: string,
  lines: PostingLine[],
): Promise<number> {
  const { companyId } = world.company;
  return database.withTenant({ companyId, userId: null }, async (tx) => {
    const itemId = await newEntryItem(tx, companyId, world.communityId, postDate);
    await postEntries(tx, companyId, [
      { itemId, communityAgentId: world.communityId, postDate, lines },
    ]);
    return itemId;
  });
}

export const dr = (accountId: number, cents: number): PostingLine => ({
  accountId,
  debitCents: cents,
  creditCents: 0,
});
export const cr = (accountId: number, cents: number): PostingLine => ({
  accountId,
  debitCents: 0,
  creditCents: cents,
});

/** Debits minus credits per account of the community, from the ledger lines themselves. */
export async function trialBalance(
  database: Database,
  world: GlWorld,
): Promise<Record<number, number>> {
  const rows = await database.withTenant(
    { companyId: world.company.companyId, userId: null },
    (tx) =>
      queryRows<{ account_id: string | number; net: string }>(
        tx,
        sql`select account_id, sum(debit_cents - credit_cents)::text as net from gl_lines
            where community_agent_id = ${world.communityId} group by account_id`,
      ),
  );
  return Object.fromEntries(rows.map((r) => [Number(r.account_id), Number(r.net)]));
}
