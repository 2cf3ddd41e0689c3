import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { requireCheckCommunity } from './access';
import { selectItemAgentAttachments } from './queries';

type GetChecks = typeof contract.attachments.GetChecks;

/** Check images: attachments of the community's transaction parties that carry a check number. */
export async function getChecks(
  ctx: RequestContext,
  input: InputOf<GetChecks>,
): Promise<ResponseOf<GetChecks>> {
  const { communityAgentId, skip, take } = input.query;
  await requireCheckCommunity(ctx, communityAgentId);
  return selectItemAgentAttachments(
    ctx,
    sql`i.community_agent_id = ${communityAgentId} and ia.check_number is not null
        and not ia.is_deleted`,
    sql`i.event_date desc, ia.check_number desc, iaa.id desc`,
    { skip, take },
  );
}
