import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { loadAgent } from '../../http/agent-access';
import { readAgentGraph } from './agent-graph-read';

type GetAgent = typeof contract.crm.GetAgent;

/** One agent, flat: its flags beside contact, addresses, phones and web addresses. */
export async function getAgent(
  ctx: RequestContext,
  input: InputOf<GetAgent>,
): Promise<ResponseOf<GetAgent>> {
  const agent = await loadAgent(ctx, input.query.agentId, 'read');
  const graph = await readAgentGraph(ctx.tx, agent.id);
  const contact = graph.Contact;
  return {
    ...graph.Agent,
    Contact: {
      Alias: contact.Alias,
      DisplayName: contact.DisplayName,
      CompanyName: contact.CompanyName,
      FirstName: contact.FirstName,
      MiddleName: contact.MiddleName,
      LastName: contact.LastName,
    },
    PrimaryEmailAddress: contact.PrimaryEmailAddress,
    Addresses: graph.Addresses,
    Phones: graph.Phones,
    WebAddresses: graph.WebAddresses,
  };
}
