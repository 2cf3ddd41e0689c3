import { communitySetupSteps } from '@hoa/db';
import type { RequestContext } from '../../http/request-context';

/** Marks community setup steps (1-7) complete; a step already complete stays as it was. */
export async function markSetupSteps(
  ctx: RequestContext,
  communityAgentId: number,
  steps: readonly number[],
): Promise<void> {
  if (steps.length === 0) return;
  await ctx.tx
    .insert(communitySetupSteps)
    .values(
      steps.map((step) => ({
        companyId: ctx.user.companyId,
        communityAgentId,
        communitySetupStepId: step,
        completedByUserId: ctx.user.userId,
      })),
    )
    .onConflictDoNothing();
}
