import type { contract, InputOf, ParsedAgentGraphInput, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { saveGraph } from './save-graphs';

type SaveOwner = typeof contract.crm.SaveOwner;

/** An owner-like agent (types 4, 5, 16, 20) as a graph placed under its property. */
export function ownerGraph(owner: InputOf<SaveOwner>['body']): ParsedAgentGraphInput {
  return {
    Agent: {
      TopsAgentId: owner.TopsAgentId,
      TopsAgentTypeId: owner.TopsAgentTypeId,
      TopsAgentParentId: owner.PropertyAgentId,
      CommunityAgentId: null,
      CommunityType: null,
    },
    Contact: owner.Contact,
    Addresses: owner.Addresses,
    Phones: owner.Phones,
    WebAddresses: owner.WebAddresses,
    PropertyDetails: null,
  };
}

/** Creates or replaces an owner, renter or previous owner under a property. */
export function saveOwner(
  ctx: RequestContext,
  input: InputOf<SaveOwner>,
): Promise<ResponseOf<SaveOwner>> {
  return saveGraph(ctx, ownerGraph(input.body));
}
