import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId, FileConnection } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { inUserCommunities } from '../../sql/index';

type Get = typeof contract.bankIntegration.GetSmartBankAgents;

/**
 * Crm/GetSmartBankAgents (spec 1 §7): the company's banks with a validated connection that is not
 * file uploads (a provider, an aggregator or SFTP), with how many of the caller's communities use
 * their services; with a community, only the banks it is subscribed to.
 */
export async function getSmartBankAgents(
  ctx: RequestContext,
  { query }: InputOf<Get>,
): Promise<ResponseOf<Get>> {
  requireClaim(ctx, 'bank', 'read');
  if (query.communityAgentId !== undefined) await requireCommunity(ctx, query.communityAgentId);
  const subscribed = sql`s.bank_agent_id = b.id
    and ${inUserCommunities(ctx, sql`s.community_agent_id`, { asked: query.communityAgentId ?? null })}`;
  return queryRows(
    ctx.tx,
    sql`select b.id::int8 as "TopsAgentId", c.display_name as "DisplayName",
               coalesce(k.bank_alias, c.alias) as "BankAlias", k.bank_service_name as "BankServiceName",
               to_char(k.validated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "ValidatedAt",
               (select count(distinct s.community_agent_id)::int from community_bank_services s
                 where ${subscribed}) as "CommunityCount"
          from bank_connections k
          join agents b on b.id = k.bank_agent_id
          join contacts c on c.agent_id = b.id
         where b.agent_type_id = ${AgentTypeId.Bank} and not b.is_deleted
           and k.bank_service_name <> ${FileConnection}
           ${
             query.communityAgentId === undefined
               ? sql``
               : sql`and exists (select 1 from community_bank_services s where ${subscribed})`
           }
         order by c.display_name, b.id`,
  );
}
