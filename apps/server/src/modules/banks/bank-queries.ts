import { bankAccounts, queryRows, sql, type SQL } from '@hoa/db';
import type { Bank, BankAccount } from '@hoa/contract';
import { AgentTypeId, maskAccountNumber, proposeAchCompanyIdentification } from '@hoa/domain';

import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { inUserCommunities } from '../../sql/index';

type Id = string | number;

type BankRow = Omit<Bank, 'TopsAgentId'> & { TopsAgentId: Id };

/** Live banks matching a filter on the agents table, by name, with counts in the caller's list. */
export async function selectBanks(ctx: RequestContext, filter: SQL): Promise<Bank[]> {
  const mine = inUserCommunities(ctx, bankAccounts.communityAgentId);
  const rows = await queryRows<BankRow>(
    ctx.tx,
    sql`select agents.id as "TopsAgentId", c.display_name as "DisplayName",
          c.company_name as "CompanyName", c.alias as "Alias", p.routing_number as "RoutingNumber",
          coalesce(p.uses_default_routing, false) as "UsesDefaultRouting",
          (select count(*)::int from bank_accounts
            where bank_accounts.bank_agent_id = agents.id and not bank_accounts.is_removed
              and ${mine}) as "AccountCount",
          (select count(distinct bank_accounts.community_agent_id)::int from bank_accounts
            where bank_accounts.bank_agent_id = agents.id and not bank_accounts.is_removed
              and ${mine}) as "CommunityCount"
        from agents
        join contacts c on c.agent_id = agents.id
        left join bank_profiles p on p.agent_id = agents.id
        where agents.agent_type_id = ${AgentTypeId.Bank} and not agents.is_deleted and ${filter}
        order by c.display_name, agents.id`,
  );
  return rows.map((row) => ({ ...row, TopsAgentId: Number(row.TopsAgentId) }));
}

export async function readBank(ctx: RequestContext, bankAgentId: number): Promise<Bank> {
  const [bank] = await selectBanks(ctx, sql`agents.id = ${bankAgentId}`);
  if (!bank) throw notFound();
  return bank;
}

interface AccountRow {
  TopsAgentBankId: Id;
  BankAgentId: Id;
  BankName: string;
  CommunityAgentId: Id;
  CommunityName: string;
  AccountName: string;
  AccountNumber: string;
  RoutingNumber: string | null;
  UseDefaultRouting: boolean;
  TopsAccountId: Id | null;
  GlAccountNumber: string | null;
  GlAccountName: string | null;
  NextCheckNumber: number;
  AchCompanyIdentification: string | null;
  TaxNumber: string | null;
  IsPrimary: boolean;
  IsRemoved: boolean;
  Balance: Id | null;
}

/**
 * The book balance of a bank account (a row of bank_accounts under the alias given): its GL cash
 * account's debits less credits over every period, in cents.
 */
export function bookBalanceOf(bankAccount: SQL): SQL {
  return sql`(select coalesce(sum(g.debit_cents - g.credit_cents), 0)::bigint from gl_period_balances g
           where g.account_id = ${bankAccount}.gl_account_id)`;
}

export interface AccountListOptions {
  includeBalances?: boolean;
  skip?: number;
  take?: number;
}

/**
 * Bank accounts of the caller's communities matching a filter (bank_accounts unaliased, bank
 * contact bc, community contact cc), by community, primary first; numbers masked. A balance is
 * the GL cash account's debits less credits over every period.
 */
export async function selectBankAccounts(
  ctx: RequestContext,
  filter: SQL,
  options: AccountListOptions = {},
): Promise<BankAccount[]> {
  const balance = options.includeBalances ? bookBalanceOf(sql`bank_accounts`) : sql`null`;
  const rows = await queryRows<AccountRow>(
    ctx.tx,
    sql`select bank_accounts.id as "TopsAgentBankId", bank_accounts.bank_agent_id as "BankAgentId",
          bc.display_name as "BankName", bank_accounts.community_agent_id as "CommunityAgentId",
          cc.display_name as "CommunityName", bank_accounts.account_name as "AccountName",
          bank_accounts.account_number as "AccountNumber",
          bank_accounts.routing_number as "RoutingNumber",
          bank_accounts.uses_default_routing as "UseDefaultRouting",
          bank_accounts.gl_account_id as "TopsAccountId", gl.account_number as "GlAccountNumber",
          gl.account_name as "GlAccountName", bank_accounts.next_check_number as "NextCheckNumber",
          bank_accounts.ach_company_identification as "AchCompanyIdentification",
          cc.federal_tax_number as "TaxNumber",
          bank_accounts.is_primary as "IsPrimary", bank_accounts.is_removed as "IsRemoved",
          ${balance} as "Balance"
        from bank_accounts
        join contacts bc on bc.agent_id = bank_accounts.bank_agent_id
        join contacts cc on cc.agent_id = bank_accounts.community_agent_id
        left join accounts gl on gl.id = bank_accounts.gl_account_id
        where ${inUserCommunities(ctx, bankAccounts.communityAgentId)} and ${filter}
        order by cc.display_name, bank_accounts.is_removed, bank_accounts.is_primary desc,
          bank_accounts.account_name, bank_accounts.id
        limit ${options.take ?? 500} offset ${options.skip ?? 0}`,
  );
  return rows.map(({ TaxNumber, ...row }) => ({
    ...row,
    ProposedAchCompanyIdentification: row.AchCompanyIdentification
      ? null
      : proposeAchCompanyIdentification(TaxNumber),
    TopsAgentBankId: Number(row.TopsAgentBankId),
    BankAgentId: Number(row.BankAgentId),
    CommunityAgentId: Number(row.CommunityAgentId),
    AccountNumber: maskAccountNumber(row.AccountNumber),
    TopsAccountId: row.TopsAccountId === null ? null : Number(row.TopsAccountId),
    Balance: row.Balance === null ? null : Number(row.Balance),
  }));
}

export async function readBankAccount(
  ctx: RequestContext,
  bankAccountId: number,
): Promise<BankAccount> {
  const [account] = await selectBankAccounts(ctx, sql`bank_accounts.id = ${bankAccountId}`, {
    includeBalances: true,
  });
  if (!account) throw notFound();
  return account;
}

export function communityFilter(communityAgentId: number | undefined): SQL {
  return communityAgentId ? sql`bank_accounts.community_agent_id = ${communityAgentId}` : sql`true`;
}

export function removedFilter(includeRemoved: boolean): SQL {
  return includeRemoved ? sql`true` : sql`not bank_accounts.is_removed`;
}
