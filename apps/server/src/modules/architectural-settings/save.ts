import { architecturalSettings, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { architecturalSettingsProblems } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { usableLetterTemplates } from '../ccr-actions/index';
import { ArcProcessKind } from '../arc-action-processes/index';
import { readArchitecturalSettings } from './settings-rows';

type Save = typeof contract.architecturalSettings.Save;

/**
 * ArchitecturalSettings/Save: checks the settings against the community's architectural committee
 * (refused with the first problem) and that the default letters are ARC_Letter templates the
 * community may send, then writes its one row.
 */
export async function save(
  ctx: RequestContext,
  { body }: InputOf<Save>,
): Promise<ResponseOf<Save>> {
  requireClaim(ctx, 'community', 'update');
  const { CommunityAgentId: community, ...settings } = body;
  await requireCommunity(ctx, community);
  const current = await readArchitecturalSettings(ctx, community);
  const [problem] = architecturalSettingsProblems(settings, current.CommitteeMemberCount);
  if (problem) throw appError('ArchitecturalSettingsInvalid', problem.message);
  const usable = new Set(
    (await usableLetterTemplates(ctx, community, ArcProcessKind)).map((t) => t.TopsTemplateId),
  );
  for (const id of [settings.ApprovalTemplateId, settings.DisapprovalTemplateId])
    if (id !== null && !usable.has(id)) throw appError('ArchitecturalSettingsTemplateNotUsable');

  const values = {
    responseDeadlineDays: settings.ResponseDeadlineDays,
    requiredInternalApprovals: settings.RequiredInternalApprovals,
    requiredCommitteeApprovals: settings.RequiredCommitteeApprovals,
    isCommitteeApprovalRequired: settings.IsCommitteeApprovalRequired,
    approvalTemplateId: settings.ApprovalTemplateId,
    disapprovalTemplateId: settings.DisapprovalTemplateId,
    reconsiderationProcedure: settings.ReconsiderationProcedure,
    updatedByUserId: ctx.user.userId,
    updatedAt: sql`now()`,
  };
  await ctx.tx
    .insert(architecturalSettings)
    .values({ communityAgentId: community, companyId: ctx.user.companyId, ...values })
    .onConflictDoUpdate({ target: architecturalSettings.communityAgentId, set: values });
  return readArchitecturalSettings(ctx, community);
}
