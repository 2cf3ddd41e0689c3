import { lateFeeSettings, eq, type Tx } from '@hoa/db';
import type { contract, InputOf, LateFeeSettings, ResponseOf } from '@hoa/contract';
import { CodeTypeId, LateFeeExclusionDays } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { communityCodes, typeIn } from '../codes/index';

type Get = typeof contract.lateFeesInterest.GetLateFeeSettings;

/** The stored late fee settings of a community (defaults when none), with its late fee codes. */
export async function readLateFeeSettings(
  tx: Tx,
  communityAgentId: number,
): Promise<LateFeeSettings> {
  const [row] = await tx
    .select()
    .from(lateFeeSettings)
    .where(eq(lateFeeSettings.communityAgentId, communityAgentId));
  return {
    CommunityAgentId: communityAgentId,
    CodeIds: row?.codeIds ?? [],
    ExclusionDays: row?.exclusionDays ?? LateFeeExclusionDays.Default,
    CurrentMonthOnly: row?.currentMonthOnly ?? false,
    LateFeeCodes: await communityCodes(tx, communityAgentId, typeIn([CodeTypeId.LateFee])),
  };
}

export async function getLateFeeSettings(
  ctx: RequestContext,
  input: InputOf<Get>,
): Promise<ResponseOf<Get>> {
  requireClaim(ctx, 'arapplylatefees', 'read');
  await requireCommunity(ctx, input.query.communityAgentId);
  return readLateFeeSettings(ctx.tx, input.query.communityAgentId);
}
