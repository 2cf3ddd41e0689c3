import { queryRows, sql } from '@hoa/db';
import type { InputOf, lockbox } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { readImportSettings } from './match-payments';
import { inUserCommunities } from '../../sql/index';

type SettingInput = InputOf<typeof lockbox.SaveLockboxSetting>['body'];
type ImportInput = InputOf<typeof lockbox.SaveLockboxImportSettings>['body'];

/** Auto-post of every community on the caller's list (off unless saved). */
export function getAllBankLockboxSetting(ctx: RequestContext) {
  requireClaim(ctx, 'arlockbox', 'read');
  return queryRows<{ CommunityAgentId: number; CommunityName: string; IsAutoPost: boolean }>(
    ctx.tx,
    sql`select a.id::int8 as "CommunityAgentId", coalesce(c.display_name, '') as "CommunityName",
               coalesce(s.is_auto_post, false) as "IsAutoPost"
          from agents a
          left join contacts c on c.agent_id = a.id
          left join lockbox_settings s on s.community_agent_id = a.id
         where ${inUserCommunities(ctx, sql`a.id`)} and not a.is_deleted
         order by lower(coalesce(c.display_name, '')), a.id`,
  );
}

export async function saveLockboxSetting(ctx: RequestContext, { body }: { body: SettingInput }) {
  requireClaim(ctx, 'arlockbox', 'update');
  await requireCommunity(ctx, body.CommunityAgentId);
  await ctx.tx.execute(
    sql`insert into lockbox_settings (community_agent_id, company_id, is_auto_post)
        values (${body.CommunityAgentId}, ${ctx.user.companyId}, ${body.IsAutoPost})
        on conflict (community_agent_id) do update set is_auto_post = excluded.is_auto_post`,
  );
  return { success: true as const };
}

export async function getLockboxImportSettings(ctx: RequestContext) {
  requireClaim(ctx, 'arlockbox', 'read');
  const s = await readImportSettings(ctx.tx);
  return { AllowDuplicateCheckNumber: s.allowDuplicateCheckNumber, MaxDays: s.maxDays };
}

export async function saveLockboxImportSettings(
  ctx: RequestContext,
  { body }: { body: ImportInput },
) {
  requireClaim(ctx, 'arlockbox', 'update');
  await ctx.tx.execute(
    sql`insert into lockbox_import_settings (company_id, allow_duplicate_check_number, max_days)
        values (${ctx.user.companyId}, ${body.AllowDuplicateCheckNumber}, ${body.MaxDays})
        on conflict (company_id) do update
          set allow_duplicate_check_number = excluded.allow_duplicate_check_number,
              max_days = excluded.max_days`,
  );
  return { success: true as const };
}
