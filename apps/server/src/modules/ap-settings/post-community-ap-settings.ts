import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { readCommunityApSettings } from './ap-settings-row';

type Post = typeof contract.apSettings.PostCommunityAPSettings;

/** Crm/PostCommunityAPSettings: saves the community's contract value and payments KPI address. */
export async function postCommunityApSettings(
  ctx: RequestContext,
  { body }: InputOf<Post>,
): Promise<ResponseOf<Post>> {
  requireClaim(ctx, 'community', 'update');
  await requireCommunity(ctx, body.CommunityAgentId);
  await ctx.tx.execute(
    sql`insert into community_ap_settings
          (community_agent_id, company_id, contract_value_cents, payments_kpi_email)
        values (${body.CommunityAgentId}, ${ctx.user.companyId}, ${body.ContractValue},
                ${body.PaymentsKpiEmail})
        on conflict (community_agent_id) do update set
          contract_value_cents = excluded.contract_value_cents,
          payments_kpi_email = excluded.payments_kpi_email, updated_at = now()`,
  );
  return readCommunityApSettings(ctx.tx, body.CommunityAgentId);
}
