import { queryRows, sql } from '@hoa/db';
import { BankSettingsSchemas, type contract, type InputOf, type ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { loadBankAgent } from './bank-access';

type Get = typeof contract.bankIntegration.GetBankSettings;
type Save = typeof contract.bankIntegration.SaveBankSettings;

/** The saved settings of a setting type, read through its schema (defaults fill the gaps). */
export async function getBankSettings(
  ctx: RequestContext,
  { query }: InputOf<Get>,
): Promise<ResponseOf<Get>> {
  const bank = await loadBankAgent(ctx, query.bankId, 'read');
  const [row] = await queryRows<{ settings: unknown }>(
    ctx.tx,
    sql`select settings from bank_integration_settings
         where bank_agent_id = ${bank.id} and setting_type = ${query.settingType}`,
  );
  const parsed = BankSettingsSchemas[query.settingType].safeParse(row?.settings ?? {});
  const settings = parsed.success ? parsed.data : BankSettingsSchemas[query.settingType].parse({});
  return {
    BankId: bank.id,
    SettingType: query.settingType,
    Settings: settings,
    IsSaved: row !== undefined,
  };
}

export async function saveBankSettings(ctx: RequestContext, { body }: InputOf<Save>) {
  const bank = await loadBankAgent(ctx, body.BankId, 'update');
  await ctx.tx.execute(
    sql`insert into bank_integration_settings (bank_agent_id, setting_type, company_id, settings)
        values (${bank.id}, ${body.SettingType}, ${ctx.user.companyId},
                ${JSON.stringify(body.Settings)}::jsonb)
        on conflict (bank_agent_id, setting_type) do update
          set settings = excluded.settings, updated_at = now()`,
  );
  return { success: true as const };
}
