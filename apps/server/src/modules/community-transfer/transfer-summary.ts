import { queryRows, sql, type Tx } from '@hoa/db';
import type { CommunityTransferSummary } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';

/** What moves with the community, counted by the sender when the key is issued. */
export async function transferSummary(
  tx: Tx,
  communityAgentId: number,
): Promise<CommunityTransferSummary> {
  const c = communityAgentId;
  const [row] = await queryRows<CommunityTransferSummary>(
    tx,
    sql`select
      (select count(*)::int from agents where community_agent_id = ${c}
          and agent_type_id = ${AgentTypeId.Property}) as "Properties",
      (select count(*)::int from agents where community_agent_id = ${c}
          and agent_type_id in (${AgentTypeId.PrimaryOwner}, ${AgentTypeId.Owner})) as "Owners",
      (select count(*)::int from (select item_id from ar_lines where community_agent_id = ${c}
          group by item_id having sum(amount_cents) <> 0) o) as "OpenItems",
      (select coalesce(sum(balance_cents), 0)::int8 from owner_code_balances
          where community_agent_id = ${c}) as "OwnerBalance",
      (select count(distinct aa.attachment_id)::int from agent_attachments aa
          join agents a on a.id = aa.agent_id
         where a.id = ${c} or a.community_agent_id = ${c}) as "Attachments",
      (select count(*)::int from gl_lines where community_agent_id = ${c}) as "GlLines"`,
  );
  if (!row) throw new Error('The summary query answers one row.');
  // The sum is an int8, which arrives as a string.
  return { ...row, OwnerBalance: Number(row.OwnerBalance) };
}
