import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadBankAgent } from './bank-access';
import { idArray, inUserCommunities } from '../../sql/index';

type B = typeof contract.bankIntegration;

/** The caller's live bank accounts at a bank with the lockbox id the bank gave each. */
export async function getLockboxAccountsSettings(
  ctx: RequestContext,
  { body }: InputOf<B['GetLockboxAccountsSettings']>,
): Promise<ResponseOf<B['GetLockboxAccountsSettings']>> {
  const bank = await loadBankAgent(ctx, body.bankId, 'read');
  return queryRows(
    ctx.tx,
    sql`select ba.id::int8 as "BankAccountId", ba.community_agent_id::int8 as "CommunityAgentId",
               coalesce(c.display_name, '') as "CommunityName", ba.account_name as "AccountName",
               ba.account_number as "AccountNumber", l.lockbox_id as "LockboxId"
          from bank_accounts ba
          left join contacts c on c.agent_id = ba.community_agent_id
          left join bank_account_lockbox_ids l on l.bank_account_id = ba.id
         where ba.bank_agent_id = ${bank.id} and not ba.is_removed
           and ${inUserCommunities(ctx, sql`ba.community_agent_id`)}
         order by lower(coalesce(c.display_name, '')), ba.account_name, ba.id`,
  );
}

/** Sets the lockbox ids of bank accounts on the caller's list; an empty id clears it. */
export async function saveLockboxAccountsSettings(
  ctx: RequestContext,
  { body }: InputOf<B['SaveLockboxAccountsSettings']>,
) {
  requireClaim(ctx, 'bank', 'update');
  const settings = body.bankAccountsSettings;
  const wanted = settings.map((s) => s.BankAccountId);
  const found = await queryRows<{ id: number }>(
    ctx.tx,
    sql`select id::int8 as id from bank_accounts
         where id = any(${idArray(wanted)})
           and ${inUserCommunities(ctx, sql`community_agent_id`)}`,
  );
  const mine = new Set(found.map((r) => r.id));
  const missing = wanted.find((id) => !mine.has(id));
  if (missing !== undefined) throw appError('BankIntegrationAccountNotOnList', missing);
  const json = JSON.stringify(
    settings.map((s) => ({ id: s.BankAccountId, lockbox: s.LockboxId || null })),
  );
  await ctx.tx.execute(
    sql`delete from bank_account_lockbox_ids l
         using jsonb_to_recordset(${json}::jsonb) as x(id bigint, lockbox text)
         where l.bank_account_id = x.id and x.lockbox is null`,
  );
  await ctx.tx.execute(
    sql`insert into bank_account_lockbox_ids (bank_account_id, company_id, lockbox_id)
        select x.id, ${ctx.user.companyId}, x.lockbox
          from jsonb_to_recordset(${json}::jsonb) as x(id bigint, lockbox text)
         where x.lockbox is not null
        on conflict (bank_account_id) do update set lockbox_id = excluded.lockbox_id`,
  );
  return { success: true as const };
}
