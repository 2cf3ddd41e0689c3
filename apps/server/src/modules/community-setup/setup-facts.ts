import { queryRows, sql } from '@hoa/db';
import type { SetupFacts, SetupFlags } from '@hoa/contract';
import {
  AgentTypeId,
  allRequiredAccountsChosen,
  missingRequiredCodeTypeIds,
  StatusId,
  TxnTypeId,
} from '@hoa/domain';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

export interface CommunitySetupState {
  facts: SetupFacts;
  flags: SetupFlags;
  completedSetupSteps: number[];
}

interface StateRow {
  has_profile: boolean;
  has_ranges: boolean;
  required_types: number[];
  accounts: number;
  bank_accounts: number;
  codes: number;
  code_types: number[];
  categories: number;
  linkages: number;
  has_balances: boolean;
  history: number;
  properties: number;
  owners: number;
  is_setup_complete: boolean;
  is_setup_accounting_complete: boolean;
  is_setup_property_owner_complete: boolean;
  is_setup_gl_accounts_complete: boolean;
  steps: number[];
}

/** Everything the wizards' steps depend on, in one statement. The caller checks access. */
export async function readSetupState(
  ctx: RequestContext,
  communityAgentId: number,
): Promise<CommunitySetupState> {
  const c = communityAgentId;
  const [row] = await queryRows<StateRow>(
    ctx.tx,
    sql`select
          exists (select 1 from accounting_profiles where community_agent_id = ${c}) as has_profile,
          exists (select 1 from account_ranges where community_agent_id = ${c}) as has_ranges,
          coalesce((select json_agg(account_required_type_id) from required_accounts
                     where community_agent_id = ${c}), '[]'::json) as required_types,
          (select count(*)::int from accounts where community_agent_id = ${c}) as accounts,
          (select count(*)::int from bank_accounts
            where community_agent_id = ${c} and not is_removed) as bank_accounts,
          (select count(*)::int from codes where community_agent_id = ${c}) as codes,
          coalesce((select json_agg(distinct code_type_id) from codes
                     where community_agent_id = ${c}), '[]'::json) as code_types,
          (select count(*)::int from code_categories where community_agent_id = ${c}) as categories,
          (select count(*)::int from codes
            where community_agent_id = ${c} and code_category_id is not null) as linkages,
          exists (select 1 from items where community_agent_id = ${c}
                     and txn_type_id = ${TxnTypeId.BeginningBalance}
                     and status_id <> ${StatusId.Deleted}) as has_balances,
          (select count(*)::int from historic_transactions where community_agent_id = ${c}) as history,
          (select count(*)::int from agents p where p.community_agent_id = ${c}
             and p.agent_type_id = ${AgentTypeId.Property} and not p.is_deleted) as properties,
          (select count(*)::int from agents o where o.community_agent_id = ${c}
             and o.agent_type_id in (${AgentTypeId.PrimaryOwner}, ${AgentTypeId.Owner})
             and not o.is_deleted) as owners,
          a.is_setup_complete, a.is_setup_accounting_complete,
          a.is_setup_property_owner_complete, a.is_setup_gl_accounts_complete,
          coalesce((select json_agg(community_setup_step_id order by community_setup_step_id)
                      from community_setup_steps where community_agent_id = ${c}), '[]'::json) as steps
        from agents a
       where a.id = ${c} and a.agent_type_id = ${AgentTypeId.Community}`,
  );
  if (!row) throw notFound();
  const chosen = Object.fromEntries(row.required_types.map((typeId) => [typeId, typeId]));
  return {
    facts: {
      HasAccountingProfile: row.has_profile,
      HasAccountRanges: row.has_ranges,
      AllRequiredAccountsChosen: allRequiredAccountsChosen(chosen),
      CountAccounts: row.accounts,
      CountBankAccounts: row.bank_accounts,
      CountCodes: row.codes,
      MissingRequiredCodeTypeIds: missingRequiredCodeTypeIds(row.code_types),
      CountCodeCategories: row.categories,
      CountCodeCategoryLinkages: row.linkages,
      HasImportedBeginningBalances: row.has_balances,
      CountHistoricTransactions: row.history,
      CountProperties: row.properties,
      CountOwners: row.owners,
    },
    flags: {
      CommunityAgentId: communityAgentId,
      IsSetupComplete: row.is_setup_complete,
      IsSetupAccountingComplete: row.is_setup_accounting_complete,
      IsSetupPropertyOwnerComplete: row.is_setup_property_owner_complete,
      IsSetupGLAccountsComplete: row.is_setup_gl_accounts_complete,
    },
    completedSetupSteps: row.steps,
  };
}
