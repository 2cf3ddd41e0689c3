import { queryRows, sql, type SQL, type Tx } from '@hoa/db';
import { CodeAccountTypeId, ReceivableMessages } from '@hoa/domain';

/** A run type's settings, one row per community (alias st), and when a row chooses no code. */
export interface RunSettings {
  /** The settings table, e.g. sql`late_fee_settings`. */
  table: SQL;
  /** True for a community whose settings choose no code (also when it has no row: st.* null). */
  choosesNoCode: SQL;
  /** The refusal when a chosen community's settings choose no code. */
  chooseCodeMessage: string;
}

/**
 * The refusal of a run whose codes charge what its settings choose (late fees, collections):
 * the settings' message when a chosen community's settings choose no code, else the first chosen
 * code without an income account, else null.
 */
export async function settingsProblem(
  tx: Tx,
  selection: SQL,
  settings: RunSettings,
): Promise<string | null> {
  const [row] = await queryRows<{ alias: string; no_settings: boolean; no_account: boolean }>(
    tx,
    sql`select k.code_alias as alias, ${settings.choosesNoCode} as no_settings,
               not exists (select 1 from code_accounts h where h.code_id = k.id
                            and h.code_account_type_id = ${CodeAccountTypeId.Income}::smallint)
                 as no_account
          from (${selection}) s join codes k on k.id = s.code_id
          left join ${settings.table} st on st.community_agent_id = s.community_agent_id
         order by no_settings desc, no_account desc
         limit 1`,
  );
  if (row?.no_settings) return settings.chooseCodeMessage;
  if (row?.no_account) return ReceivableMessages.codeWithoutAccounts(row.alias);
  return null;
}
