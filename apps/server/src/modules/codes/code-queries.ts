import { queryRows, sql, type SQL } from '@hoa/db';
import type { Code, CodeCategory } from '@hoa/contract';
import { codeTypeName } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';

interface CodeRow {
  id: number | string;
  community_agent_id: number | string;
  code_type_id: number;
  code_category_id: number | string | null;
  category_name: string | null;
  code_alias: string;
  code_name: string;
  code_description: string | null;
  code_detail_description: string | null;
  code_action_needed: string | null;
  frequency_id: number | null;
  method_id: number | null;
  last_applied: string | null;
  start_date: string | null;
  end_date: string | null;
  amount_cents: number | string;
  rate: string | null;
  previous_code_id: number | string | null;
  is_recurring_credit: boolean;
  accounts: {
    type_id: number;
    account_id: number;
    account_number: string;
    account_name: string;
    cost_center_id: number | null;
  }[];
}

const idOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/** Codes matching the filter (on table alias k), by alias, each with its accounts. */
export async function selectCodes(ctx: RequestContext, where: SQL): Promise<Code[]> {
  const rows = await queryRows<CodeRow>(
    ctx.tx,
    sql`select k.id, k.community_agent_id, k.code_type_id, k.code_category_id,
               c.name as category_name, k.code_alias, k.code_name, k.code_description,
               k.code_detail_description, k.code_action_needed, k.frequency_id, k.method_id,
               k.last_applied::text, k.start_date::text, k.end_date::text, k.amount_cents,
               k.rate::text, k.previous_code_id, k.is_recurring_credit,
               coalesce((select json_agg(json_build_object(
                         'type_id', ca.code_account_type_id, 'account_id', a.id,
                         'account_number', a.account_number, 'account_name', a.account_name,
                         'cost_center_id', ca.cost_center_id) order by ca.code_account_type_id)
                  from code_accounts ca join accounts a on a.id = ca.account_id
                 where ca.code_id = k.id), '[]'::json) as accounts
          from codes k
          left join code_categories c on c.id = k.code_category_id
         where ${where}
         order by k.code_alias`,
  );
  return rows.map((row) => ({
    TopsCodeId: Number(row.id),
    CommunityAgentId: Number(row.community_agent_id),
    TopsCodeTypeId: row.code_type_id,
    CodeTypeName: codeTypeName(row.code_type_id),
    TopsCodeCategoryId: idOrNull(row.code_category_id),
    CodeCategoryName: row.category_name,
    CodeAlias: row.code_alias,
    CodeName: row.code_name,
    CodeDescription: row.code_description,
    CodeDetailDescription: row.code_detail_description,
    CodeActionNeeded: row.code_action_needed,
    FrequencyID: row.frequency_id,
    MethodId: row.method_id,
    LastApplied: row.last_applied,
    StartDate: row.start_date,
    EndDate: row.end_date,
    Amount: Number(row.amount_cents),
    Rate: row.rate,
    PreviousCodeId: idOrNull(row.previous_code_id),
    IsRecurringCredit: row.is_recurring_credit,
    AccountCodes: row.accounts.map((a) => ({
      CodeAccountTypeId: a.type_id,
      TopsAccountId: Number(a.account_id),
      AccountNumber: a.account_number,
      AccountName: a.account_name,
      CostCenterId: a.cost_center_id === null ? null : Number(a.cost_center_id),
    })),
  }));
}

/** Code categories matching the filter (on table alias c), by name, with their code counts. */
export async function selectCategories(ctx: RequestContext, where: SQL): Promise<CodeCategory[]> {
  const rows = await queryRows<{
    id: number | string;
    community_agent_id: number | string;
    name: string;
    description: string | null;
    code_count: number;
  }>(
    ctx.tx,
    sql`select c.id, c.community_agent_id, c.name, c.description,
               (select count(*)::int from codes k where k.code_category_id = c.id) as code_count
          from code_categories c
         where ${where}
         order by lower(c.name)`,
  );
  return rows.map((row) => ({
    TopsCodeCategoryId: Number(row.id),
    CommunityAgentId: Number(row.community_agent_id),
    Name: row.name,
    Description: row.description,
    CodeCount: row.code_count,
  }));
}

/** The aliases of a community's codes other than one being edited. */
export async function takenAliases(
  ctx: RequestContext,
  communityAgentId: number,
  exceptCodeId: number | null,
): Promise<string[]> {
  const rows = await queryRows<{ code_alias: string }>(
    ctx.tx,
    sql`select code_alias from codes
         where community_agent_id = ${communityAgentId}
           and id is distinct from ${exceptCodeId}::bigint`,
  );
  return rows.map((row) => row.code_alias);
}
