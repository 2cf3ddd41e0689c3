import { contacts, eq } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { loadAgent } from '../../http/agent-access';
import { toProfileContact } from './agent-graph-read';

type GetContactByAgentId = typeof contract.crm.GetContactByAgentId;

export async function getContactByAgentId(
  ctx: RequestContext,
  input: InputOf<GetContactByAgentId>,
): Promise<ResponseOf<GetContactByAgentId>> {
  const agent = await loadAgent(ctx, input.query.agentId, 'read');
  const [contact] = await ctx.tx.select().from(contacts).where(eq(contacts.agentId, agent.id));
  return { TopsAgentId: agent.id, ...toProfileContact(contact ?? null) };
}
