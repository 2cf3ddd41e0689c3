import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { monthOf, readCloseChecklist } from './close-facts';

type GetCloseChecklist = typeof contract.boardPackets.GetCloseChecklist;

/** GET /api/BoardPacket/GetCloseChecklist: the month's close checklist of a community. */
export async function getCloseChecklist(
  ctx: RequestContext,
  { query }: InputOf<GetCloseChecklist>,
): Promise<ResponseOf<GetCloseChecklist>> {
  await requireCommunity(ctx, query.CommunityAgentId);
  const { startDate, endDate } = monthOf(query.Month);
  const checks = await readCloseChecklist(ctx.tx, query.CommunityAgentId, query.Month);
  return {
    CommunityAgentId: query.CommunityAgentId,
    Month: query.Month,
    StartDate: startDate,
    EndDate: endDate,
    Closed: checks.every((c) => c.Passed),
    Checks: checks,
  };
}
