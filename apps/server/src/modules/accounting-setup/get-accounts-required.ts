import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  AccountRequiredTypes,
  allRequiredAccountsChosen,
  meetsSetupRequiredAccounts,
  requiredAccountLabel,
  RequiredAccountAllowedTypes,
  SetupRequiredAccountRule,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';

type GetAccountsRequired = typeof contract.accountingSetup.GetAccountsRequired;
type AccountsRequired = ResponseOf<GetAccountsRequired>;

const checkedAtSetup = new Set([
  ...SetupRequiredAccountRule.AllOf,
  ...SetupRequiredAccountRule.AnyOf,
]);

export async function getAccountsRequired(
  ctx: RequestContext,
  input: InputOf<GetAccountsRequired>,
): Promise<AccountsRequired> {
  requireClaim(ctx, 'glaccounts', 'read');
  await requireCommunity(ctx, input.query.communityAgentId);
  return readRequiredAccounts(ctx, input.query.communityAgentId);
}

/** All eight required-account types, each with its chosen account or nulls. */
export async function readRequiredAccounts(
  ctx: RequestContext,
  communityAgentId: number,
): Promise<AccountsRequired> {
  const rows = await queryRows<{
    type_id: number;
    account_id: string | number;
    account_number: string;
    account_name: string;
  }>(
    ctx.tx,
    sql`select r.account_required_type_id as type_id, a.id as account_id, a.account_number,
          a.account_name
        from required_accounts r join accounts a on a.id = r.account_id
        where r.community_agent_id = ${communityAgentId}`,
  );
  const chosen = new Map(rows.map((row) => [row.type_id, row]));
  const accounts = AccountRequiredTypes.map(({ AccountRequiredTypeId: typeId, Name }) => {
    const row = chosen.get(typeId);
    return {
      AccountRequiredTypeId: typeId,
      Name,
      Label: requiredAccountLabel(typeId),
      IsCheckedAtSetup: checkedAtSetup.has(typeId),
      AllowedAccountTypeIds: [...(RequiredAccountAllowedTypes[typeId] ?? [])],
      TopsAccountId: row ? Number(row.account_id) : null,
      AccountNumber: row?.account_number ?? null,
      AccountName: row?.account_name ?? null,
    };
  });
  return {
    CommunityAgentId: communityAgentId,
    AllChosen: allRequiredAccountsChosen(
      Object.fromEntries(accounts.map((a) => [a.AccountRequiredTypeId, a.TopsAccountId])),
    ),
    MeetsSetup: meetsSetupRequiredAccounts([...chosen.keys()]),
    Accounts: accounts,
  };
}
