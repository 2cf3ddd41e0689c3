import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireCheckCommunity } from './access';
import { selectItemAgentAttachments } from './queries';

type GetChecksByDate = typeof contract.attachments.GetChecksByDate;

/** Check images of the community whose transactions fall within the dates (both included). */
export async function getChecksByDate(
  ctx: RequestContext,
  input: InputOf<GetChecksByDate>,
): Promise<ResponseOf<GetChecksByDate>> {
  const { communityAgentId, startDate, endDate } = input.query;
  if (endDate < startDate) throw appError('EndDateBeforeStartDate');
  await requireCheckCommunity(ctx, communityAgentId);
  return selectItemAgentAttachments(
    ctx,
    sql`i.community_agent_id = ${communityAgentId} and ia.check_number is not null
        and not ia.is_deleted and i.event_date between ${startDate} and ${endDate}`,
    sql`i.event_date, ia.check_number, iaa.id`,
  );
}
