import { queryRows, sql } from '@hoa/db';
import { BankSettingsSchemas, type InputOf, type lockbox, type ResponseOf } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { inUserCommunities } from '../../sql/index';

type L = typeof lockbox;

// A bank's alias: the one its connection was saved with, else the bank's own (as GetBankConnection).
const bankAlias = sql`coalesce(nullif(trim(bc.bank_alias), ''), nullif(trim(c.alias), ''))`;

/** The lockbox ids the banks gave the community's live bank accounts. */
export async function getLockboxIdsByCommunity(
  ctx: RequestContext,
  { query }: InputOf<L['GetLockboxIdsByCommunity']>,
): Promise<ResponseOf<L['GetLockboxIdsByCommunity']>> {
  requireClaim(ctx, 'arlockbox', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  return queryRows(
    ctx.tx,
    sql`select l.lockbox_id as "LockboxId", ba.id::int8 as "BankAccountId",
               ba.account_name as "AccountName", ba.bank_agent_id::int8 as "BankAgentId",
               coalesce(c.display_name, '') as "BankName", ${bankAlias} as "BankAlias"
          from bank_accounts ba
          join bank_account_lockbox_ids l on l.bank_account_id = ba.id
          left join contacts c on c.agent_id = ba.bank_agent_id
          left join bank_connections bc on bc.bank_agent_id = ba.bank_agent_id
         where ba.community_agent_id = ${query.communityAgentId} and not ba.is_removed
         order by l.lockbox_id, ba.id`,
  );
}

/**
 * The lockbox setting of the company's bank with the alias (case ignored): its lockbox integration
 * settings (defaults until saved) and the lockbox ids of the caller's accounts at it. Where two
 * banks share an alias, the one with saved lockbox settings, then the first made, answers.
 */
export async function getLockboxSettingByAlias(
  ctx: RequestContext,
  { query }: InputOf<L['GetLockboxSettingByAlias']>,
): Promise<ResponseOf<L['GetLockboxSettingByAlias']>> {
  requireClaim(ctx, 'arlockbox', 'read');
  const [bank] = await queryRows<{
    id: number;
    name: string;
    alias: string;
    settings: unknown;
  }>(
    ctx.tx,
    sql`select a.id::int8 as id, coalesce(c.display_name, '') as name, ${bankAlias} as alias,
               s.settings
          from agents a
          left join contacts c on c.agent_id = a.id
          left join bank_connections bc on bc.bank_agent_id = a.id
          left join bank_integration_settings s on s.bank_agent_id = a.id and s.setting_type = 'lockbox'
         where a.agent_type_id = ${AgentTypeId.Bank}::smallint and not a.is_deleted
           and upper(${bankAlias}) = upper(${query.alias})
         order by (s.settings is null), a.id
         limit 1`,
  );
  if (!bank) throw appError('LockboxNoBankWithAlias', query.alias);
  const parsed = BankSettingsSchemas.lockbox.safeParse(bank.settings ?? {});
  const settings = parsed.success ? parsed.data : BankSettingsSchemas.lockbox.parse({});
  const accounts = await queryRows<ResponseOf<L['GetLockboxSettingByAlias']>['Accounts'][number]>(
    ctx.tx,
    sql`select ba.id::int8 as "BankAccountId", ba.community_agent_id::int8 as "CommunityAgentId",
               coalesce(cc.display_name, '') as "CommunityName", ba.account_name as "AccountName",
               l.lockbox_id as "LockboxId"
          from bank_accounts ba
          left join contacts cc on cc.agent_id = ba.community_agent_id
          left join bank_account_lockbox_ids l on l.bank_account_id = ba.id
         where ba.bank_agent_id = ${bank.id} and not ba.is_removed
           and ${inUserCommunities(ctx, sql`ba.community_agent_id`)}
         order by lower(coalesce(cc.display_name, '')), ba.account_name, ba.id`,
  );
  return {
    BankId: bank.id,
    BankName: bank.name,
    BankAlias: bank.alias,
    ...settings,
    IsSaved: bank.settings !== null && bank.settings !== undefined,
    Accounts: accounts,
  };
}
