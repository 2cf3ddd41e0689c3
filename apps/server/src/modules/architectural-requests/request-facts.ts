import { queryRows, sql } from '@hoa/db';
import {
  AgentTypeId,
  architecturalApproversProblem,
  CodeTypeId,
  DefaultArchitecturalSettings as D,
  localDay,
} from '@hoa/domain';
import { appError } from '../../http/errors';
import type { CompanyWork } from '../../http/request-context';
import { requestPropertyOwner } from '../../sql/index';

export interface RequestFactsInput {
  PropertyAgentId: number;
  OwnerAgentId?: number | null | undefined;
  TopsCodeId: number;
  Subject: string;
  ReceivedDate: string;
  InternalApproverUserIds: readonly number[];
  CommitteeApproverEmails: readonly string[];
  RequiredInternalApprovals?: number | undefined;
  RequiredCommitteeApprovals?: number | undefined;
}

/** What the checked facts give the request. */
export interface CheckedFacts {
  ownerAgentId: number | null;
  actionProcessId: number | null;
  internalUserIds: number[];
  /** Each address as the committee member has it, with the member's name. */
  committee: { emailAddress: string; name: string }[];
  requiredInternal: number;
  requiredCommittee: number;
  /** The community's response deadline days. */
  deadlineDays: number;
}

const unique = <T>(values: readonly T[], key: (value: T) => string): T[] => [
  ...new Map(values.map((value) => [key(value), value])).values(),
];

/**
 * The facts of a request of the community checked, each refusal a 4xx with its reason: the
 * subject and received day, the property of the community and its owner (the one given, else its
 * active primary owner, else none), an architectural code (type 20) of the community and its ARC
 * process, internal approvers working on the community, committee approvers who are members (with
 * that address) of one of its architectural committees, and the required counts (given, else the
 * community's architectural settings) within the approvers.
 */
export async function checkRequestFacts(
  ctx: CompanyWork,
  communityAgentId: number,
  facts: RequestFactsInput,
): Promise<CheckedFacts> {
  if (facts.Subject.trim() === '') throw appError('ArchitecturalSubjectRequired');
  if (facts.ReceivedDate > localDay(new Date())) throw appError('ArchitecturalReceivedInFuture');
  const [code] = await queryRows<{ process: string | number | null }>(
    ctx.tx,
    sql`select (select c.action_process_id from action_process_codes c
                 where c.code_id = k.id limit 1) as process
          from codes k
         where k.id = ${facts.TopsCodeId} and k.code_type_id = ${CodeTypeId.ArchitecturalCode}
           and k.community_agent_id = ${communityAgentId}`,
  );
  if (!code) throw appError('ArchitecturalNotArchitecturalCode');
  const given = facts.OwnerAgentId ?? null;
  const property = await requestPropertyOwner(ctx, communityAgentId, facts.PropertyAgentId, given);
  if (!property) throw appError('ArchitecturalPropertyNotInCommunity');
  if (given !== null && property.ownerAgentId === null)
    throw appError('ArchitecturalOwnerNotOfProperty');

  const internalUserIds = [...new Set(facts.InternalApproverUserIds)];
  const users = new Set((await communityUsers(ctx, communityAgentId)).map((u) => u.id));
  if (internalUserIds.some((id) => !users.has(id)))
    throw appError('ArchitecturalInternalApproverNotOfCommunity');

  const emails = unique(
    facts.CommitteeApproverEmails.map((e) => e.trim()),
    (e) => e.toLowerCase(),
  );
  const members = await committeeMembers(ctx, communityAgentId);
  const committee = emails.map((email) => {
    const member = members.find((m) => m.emailAddress.toLowerCase() === email.toLowerCase());
    if (!member) throw appError('ArchitecturalCommitteeApproverNotMember', email);
    return { emailAddress: email, name: member.name };
  });

  const [settings] = await queryRows<{
    deadline: number | null;
    internal: number | null;
    committee: number | null;
  }>(
    ctx.tx,
    sql`select response_deadline_days as deadline, required_internal_approvals as internal,
               required_committee_approvals as committee
          from architectural_settings where community_agent_id = ${communityAgentId}`,
  );
  const requiredInternal =
    facts.RequiredInternalApprovals ?? settings?.internal ?? D.RequiredInternalApprovals;
  const requiredCommittee =
    facts.RequiredCommitteeApprovals ?? settings?.committee ?? D.RequiredCommitteeApprovals;
  const problem = architecturalApproversProblem({
    RequiredInternal: requiredInternal,
    InternalApprovers: internalUserIds.length,
    RequiredCommittee: requiredCommittee,
    CommitteeApprovers: committee.length,
  });
  if (problem !== null) throw appError('ArchitecturalApproversInvalid', problem);
  return {
    ownerAgentId: property.ownerAgentId,
    actionProcessId: code.process === null ? null : Number(code.process),
    internalUserIds,
    committee,
    requiredInternal,
    requiredCommittee,
    deadlineDays: settings?.deadline ?? D.ResponseDeadlineDays,
  };
}

/** The active users working on the community (its internal approvers), by name. */
export async function communityUsers(
  ctx: CompanyWork,
  communityAgentId: number,
): Promise<{ id: number; name: string }[]> {
  const rows = await queryRows<{ id: string | number; name: string }>(
    ctx.tx,
    sql`select u.id, u.display_name as name from users u
          join user_communities uc on uc.user_id = u.id
         where uc.community_agent_id = ${communityAgentId} and u.is_active
         order by lower(u.display_name), u.id`,
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name }));
}

/**
 * The members with an email address of the community's live architectural committees (whose seat
 * has not expired), by name.
 */
export async function committeeMembers(
  ctx: CompanyWork,
  communityAgentId: number,
): Promise<{ emailAddress: string; name: string }[]> {
  const rows = await queryRows<{ email: string; name: string | null }>(
    ctx.tx,
    sql`select distinct on (lower(c.primary_email_address))
               c.primary_email_address as email, c.display_name as name
          from committee_member_settings m
          join agents k on k.id = m.committee_agent_id
          join contacts c on c.agent_id = m.member_agent_id
         where k.community_agent_id = ${communityAgentId}
           and k.agent_type_id = ${AgentTypeId.Committee}
           and k.is_architectural_committee and not k.is_deleted
           and (m.expiration_date is null or m.expiration_date >= current_date)
           and coalesce(c.primary_email_address, '') <> ''
         order by lower(c.primary_email_address), c.display_name`,
  );
  return rows
    .map((row) => ({ emailAddress: row.email, name: row.name ?? '' }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
