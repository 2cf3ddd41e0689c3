import { inArray, sql } from '@hoa/db';
import type { AgentThumbnail, contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { loadAgents } from '../../http/agent-access';
import { readAgentCards } from './agent-cards';

/** Name, kind and picture of each agent, in the order asked; every one must be readable. */
async function readThumbnails(
  ctx: RequestContext,
  agentIds: readonly number[],
): Promise<AgentThumbnail[]> {
  await loadAgents(ctx, agentIds, 'read');
  const cards = await readAgentCards(ctx.tx, {
    where: inArray(sql`a.id`, [...new Set(agentIds)]),
  });
  const byId = new Map(cards.map((card) => [card.TopsAgentId, card]));
  return agentIds.flatMap((id) => {
    const card = byId.get(id);
    if (!card) return [];
    return [
      {
        TopsAgentId: card.TopsAgentId,
        TopsAgentTypeId: card.TopsAgentTypeId,
        AgentTypeName: card.AgentTypeName,
        DisplayName: card.DisplayName,
        Alias: card.Alias,
        ProfilePictureAttachmentId: card.ProfilePictureAttachmentId,
        IsDeleted: card.IsDeleted,
      },
    ];
  });
}

type GetAgentThumbnails = typeof contract.crm.GetAgentThumbnails;
type GetAgentThumbnail = typeof contract.crm.GetAgentThumbnail;

export function getAgentThumbnails(
  ctx: RequestContext,
  input: InputOf<GetAgentThumbnails>,
): Promise<ResponseOf<GetAgentThumbnails>> {
  return readThumbnails(ctx, input.query.agentIds);
}

export async function getAgentThumbnail(
  ctx: RequestContext,
  input: InputOf<GetAgentThumbnail>,
): Promise<ResponseOf<GetAgentThumbnail>> {
  const [thumbnail] = await readThumbnails(ctx, [input.query.agentId]);
  if (!thumbnail) throw new Error('The thumbnail was not read');
  return thumbnail;
}
