import { queryRows, sql } from '@hoa/db';
import type { ArchitecturalSettings } from '@hoa/contract';
import { AgentTypeId, DefaultArchitecturalSettings as D } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { inUserCommunities } from '../../sql/index';

interface SettingsRow {
  community_agent_id: string | number;
  community_name: string | null;
  saved: boolean;
  deadline_days: number | null;
  internal_approvals: number | null;
  committee_approvals: number | null;
  committee_required: boolean | null;
  approval_template_id: string | number | null;
  approval_template_name: string | null;
  disapproval_template_id: string | number | null;
  disapproval_template_name: string | null;
  reconsideration_procedure: string | null;
  committee_members: number;
}

const idOrNull = (id: string | number | null) => (id === null ? null : Number(id));

/**
 * The architectural settings of the caller's communities (only `communityAgentId` when given), by
 * name: the saved row, or the defaults; with the members of the community's live architectural
 * committees, the most committee approvals a request can get.
 */
export async function selectArchitecturalSettings(
  ctx: RequestContext,
  communityAgentId?: number,
): Promise<ArchitecturalSettings[]> {
  const rows = await queryRows<SettingsRow>(
    ctx.tx,
    sql`select a.id as community_agent_id, c.display_name as community_name,
               s.community_agent_id is not null as saved,
               s.response_deadline_days as deadline_days,
               s.required_internal_approvals as internal_approvals,
               s.required_committee_approvals as committee_approvals,
               s.is_committee_approval_required as committee_required,
               s.approval_template_id, ta.name as approval_template_name,
               s.disapproval_template_id, td.name as disapproval_template_name,
               s.reconsideration_procedure,
               (select count(distinct m.member_agent_id)::int
                  from committee_member_settings m
                  join agents k on k.id = m.committee_agent_id
                 where k.community_agent_id = a.id and k.agent_type_id = ${AgentTypeId.Committee}
                   and k.is_architectural_committee and not k.is_deleted
                   and (m.expiration_date is null or m.expiration_date >= current_date))
                 as committee_members
          from agents a
          left join contacts c on c.agent_id = a.id
          left join architectural_settings s on s.community_agent_id = a.id
          left join templates ta on ta.id = s.approval_template_id
          left join templates td on td.id = s.disapproval_template_id
         where a.agent_type_id = ${AgentTypeId.Community} and not a.is_deleted
           and ${inUserCommunities(ctx, sql`a.id`, { asked: communityAgentId ?? null })}
         order by lower(coalesce(c.display_name, '')), a.id`,
  );
  return rows.map((row) => ({
    CommunityAgentId: Number(row.community_agent_id),
    CommunityName: row.community_name ?? '',
    IsSaved: row.saved,
    ResponseDeadlineDays: row.deadline_days ?? D.ResponseDeadlineDays,
    RequiredInternalApprovals: row.internal_approvals ?? D.RequiredInternalApprovals,
    RequiredCommitteeApprovals: row.committee_approvals ?? D.RequiredCommitteeApprovals,
    IsCommitteeApprovalRequired: row.committee_required ?? D.IsCommitteeApprovalRequired,
    ApprovalTemplateId: idOrNull(row.approval_template_id),
    ApprovalTemplateName: row.approval_template_name,
    DisapprovalTemplateId: idOrNull(row.disapproval_template_id),
    DisapprovalTemplateName: row.disapproval_template_name,
    ReconsiderationProcedure: row.reconsideration_procedure ?? '',
    CommitteeMemberCount: row.committee_members,
  }));
}

/** One community's settings; the caller checked the community is on its list. */
export async function readArchitecturalSettings(
  ctx: RequestContext,
  communityAgentId: number,
): Promise<ArchitecturalSettings> {
  const [settings] = await selectArchitecturalSettings(ctx, communityAgentId);
  if (!settings) throw new Error('Architectural settings of a listed community were not read');
  return settings;
}
