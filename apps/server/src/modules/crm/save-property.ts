import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { saveGraph } from './save-graphs';

type SaveProperty = typeof contract.crm.SaveProperty;

/** Creates or replaces a property of a community with its property details. */
export function saveProperty(
  ctx: RequestContext,
  input: InputOf<SaveProperty>,
): Promise<ResponseOf<SaveProperty>> {
  const property = input.body;
  return saveGraph(ctx, {
    Agent: {
      TopsAgentId: property.TopsAgentId,
      TopsAgentTypeId: AgentTypeId.Property,
      TopsAgentParentId: property.CommunityAgentId,
      CommunityAgentId: property.CommunityAgentId,
      CommunityType: null,
    },
    Contact: property.Contact,
    Addresses: property.Addresses,
    Phones: property.Phones,
    WebAddresses: property.WebAddresses,
    PropertyDetails: property.PropertyDetails,
  });
}
