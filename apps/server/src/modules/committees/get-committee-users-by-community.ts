import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';

type GetCommitteeUsersByCommunity = typeof contract.committees.GetCommitteeUsersByCommunity;
type CommitteeUser = ResponseOf<GetCommitteeUsersByCommunity>[number];

type Row = Omit<CommitteeUser, 'committeeMemberSettingsId' | 'CommitteeAgentId' | 'TopsAgentId'> & {
  committeeMemberSettingsId: string | number;
  CommitteeAgentId: string | number;
  TopsAgentId: string | number;
};

/** Every seat of the community's live committees; expired terms only when asked for. */
export async function getCommitteeUsersByCommunity(
  ctx: RequestContext,
  input: InputOf<GetCommitteeUsersByCommunity>,
): Promise<ResponseOf<GetCommitteeUsersByCommunity>> {
  requireClaim(ctx, 'committees', 'read');
  const { communityAgentId, includeExpired } = input.query;
  await requireCommunity(ctx, communityAgentId);
  const rows = await queryRows<Row>(
    ctx.tx,
    sql`select s.id as "committeeMemberSettingsId", k.id as "CommitteeAgentId",
          kc.display_name as "CommitteeName", k.is_primary_committee as "IsPrimaryCommittee",
          m.id as "TopsAgentId", coalesce(mc.display_name, '') as "DisplayName",
          mc.primary_email_address as "PrimaryEmailAddress",
          s.committee_member_type_id as "CommitteeMemberTypeId",
          s.expiration_date::text as "ExpirationDate"
        from committee_member_settings s
        join agents k on k.id = s.committee_agent_id and not k.is_deleted
        join contacts kc on kc.agent_id = k.id
        join agents m on m.id = s.member_agent_id and not m.is_deleted
        left join contacts mc on mc.agent_id = m.id
        where k.community_agent_id = ${communityAgentId}
          and k.agent_type_id = ${AgentTypeId.Committee}
          and (${includeExpired} or s.expiration_date is null or s.expiration_date >= current_date)
        order by k.is_primary_committee desc, kc.display_name, s.committee_member_type_id,
          mc.last_name, mc.first_name, s.id`,
  );
  return rows.map((row) => ({
    ...row,
    committeeMemberSettingsId: Number(row.committeeMemberSettingsId),
    CommitteeAgentId: Number(row.CommitteeAgentId),
    TopsAgentId: Number(row.TopsAgentId),
  }));
}
