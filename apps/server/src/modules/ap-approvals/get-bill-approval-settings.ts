import type { BillApprovalSettings, contract } from '@hoa/contract';
import { ApprovalStage } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { Handler } from '../../http/bind';
import type { RequestContext } from '../../http/request-context';
import { loadApprovalGroups, userTiedApprovals } from '../ap-inbox/index';
import { candidateUsers } from './candidate-users';

export async function billApprovalSettings(
  ctx: RequestContext,
  communityAgentId: number,
): Promise<BillApprovalSettings> {
  const groups = (await loadApprovalGroups(ctx.tx, communityAgentId)).map((g) => ({
    GroupId: g.groupId,
    ApprovalStatus: g.approvalStatus,
    Group: g.groupNumber,
    RequiredApprovals: g.requiredApprovals,
    Level: g.levelCents,
    Members: g.members.map((m) => ({ UserId: m.userId, DisplayName: m.displayName })),
  }));
  return {
    CommunityAgentId: communityAgentId,
    UserTiedApprovals: await userTiedApprovals(ctx.tx, communityAgentId),
    InternalGroups: groups.filter((g) => g.ApprovalStatus === ApprovalStage.Internal),
    BoardGroups: groups.filter((g) => g.ApprovalStatus === ApprovalStage.Board),
    Users: await candidateUsers(ctx.tx, communityAgentId),
  };
}

export const getBillApprovalSettings: Handler<
  typeof contract.apApprovals.GetBillApprovalSettings
> = async (ctx, { query }) => {
  requireClaim(ctx, 'apinvoice', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  return billApprovalSettings(ctx, query.communityAgentId);
};
