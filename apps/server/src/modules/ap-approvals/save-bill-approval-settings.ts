import type { contract } from '@hoa/contract';
import { apApprovalGroupMembers, apApprovalGroups, apApprovalSettings, sql } from '@hoa/db';
import {
  approvalSettingsProblem,
  numberApprovalGroups,
  type ApprovalGroupInput,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { Handler } from '../../http/bind';
import { badRequest } from '../../http/errors';
import { requireApprovalTier } from '../ap-inbox/index';
import { candidateUsers } from './candidate-users';
import { billApprovalSettings } from './get-bill-approval-settings';

export const approversNotOfCommunity = 'Approvers must be users of the community.';

const asInput = (g: { RequiredApprovals: number; Level: number; UserIds: number[] }) =>
  ({
    requiredApprovals: g.RequiredApprovals,
    levelCents: g.Level,
    memberUserIds: g.UserIds,
  }) satisfies ApprovalGroupInput;

/**
 * Replaces a community's approval groups, with the approval settings claim (issue 15: not the
 * claim of the users who enter and pay invoices). Invoices already in approval keep the groups
 * they entered under (ap_invoices.approval_groups): a change never approves or posts one; the
 * new groups apply to the invoices submitted from now on.
 */
export const saveBillApprovalSettings: Handler<
  typeof contract.apApprovals.SaveBillApprovalSettings
> = async (ctx, { body }) => {
  requireClaim(ctx, 'apapprovalsettings', 'update');
  requireApprovalTier(ctx);
  const community = body.CommunityAgentId;
  await requireCommunity(ctx, community);
  const users = await candidateUsers(ctx.tx, community);
  const internal = body.InternalGroups.map(asInput);
  const board = body.BoardGroups.map(asInput);
  const known = new Set(users.map((u) => u.UserId));
  if ([...internal, ...board].some((g) => g.memberUserIds.some((id) => !known.has(id)))) {
    throw badRequest(approversNotOfCommunity);
  }
  const boardIds = new Set(users.filter((u) => u.IsBoardMember).map((u) => u.UserId));
  const problem = approvalSettingsProblem(internal, board, boardIds);
  if (problem) throw badRequest(problem);
  const companyId = ctx.user.companyId;
  await ctx.tx.execute(sql`delete from ap_approval_groups where community_agent_id = ${community}`);
  for (const group of numberApprovalGroups(internal, board)) {
    const [row] = await ctx.tx
      .insert(apApprovalGroups)
      .values({ companyId, communityAgentId: community, ...group })
      .returning({ id: apApprovalGroups.id });
    if (row && group.memberUserIds.length > 0) {
      await ctx.tx
        .insert(apApprovalGroupMembers)
        .values(group.memberUserIds.map((userId) => ({ companyId, groupId: row.id, userId })));
    }
  }
  await ctx.tx
    .insert(apApprovalSettings)
    .values({
      companyId,
      communityAgentId: community,
      userTiedApprovals: body.UserTiedApprovals,
      updatedByUserId: ctx.user.userId,
    })
    .onConflictDoUpdate({
      target: apApprovalSettings.communityAgentId,
      set: {
        userTiedApprovals: body.UserTiedApprovals,
        updatedByUserId: ctx.user.userId,
        updatedAt: sql`now()`,
      },
    });
  return billApprovalSettings(ctx, community);
};
