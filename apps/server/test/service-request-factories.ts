// A company with a home, an amenity and a service request ready to send, for the service request
// tests.
import type { FastifyInstance } from 'fastify';
import { callApi, type ApiResult } from './api';
import {
  contract,
  type CreateServiceRequestInput,
  type EndpointDef,
  type RequestOf,
  type ResponseOf,
} from '@hoa/contract';
import { AgentTypeId, localDay, type ClaimGrant } from '@hoa/domain';
import type { Database } from '@hoa/db';
import { signIn } from './api';
import { insertAgent, insertHome } from './custom-fields-factories';
import { addUser, createTestCompany } from './factories';

export interface ServiceRequestHarness {
  app: FastifyInstance;
  database: Database;
}

/** A company of two communities, a home and an amenity in the first, and a request of the home. */
export async function serviceRequestWorld(h: ServiceRequestHarness) {
  const company = await createTestCompany(h.database);
  const [communityId = 0, otherCommunityId = 0] = company.communityIds;
  const token = await signIn(h.app, company.admin.userName);
  const call = <E extends EndpointDef>(
    endpoint: E,
    request: Partial<RequestOf<E>> = {},
    as = token,
  ): Promise<ApiResult<ResponseOf<E>>> => callApi(h.app, endpoint, request, as);
  const home = await insertHome(h.database, company.companyId, communityId, 'S-001');
  const amenity = await insertAgent(h.database, company.companyId, {
    agentTypeId: AgentTypeId.Amenity,
    communityAgentId: communityId,
    name: 'Clubhouse pool',
  });
  const today = localDay(new Date());
  const request: CreateServiceRequestInput = {
    CommunityAgentId: communityId,
    PropertyAgentId: home.propertyId,
    OwnerAgentId: null,
    AmenityAgentId: null,
    JobLocation: null,
    SourceId: 1,
    ReceivedDate: today,
    Description: 'The garage door is stuck',
    AssignedUserId: company.admin.userId,
  };
  /** A user of the company with these grants on the first community, signed in. */
  const userWith = async (grants: ClaimGrant[]) => {
    const user = await addUser(h.database, company.companyId, {
      communityIds: [communityId],
      grants,
    });
    return signIn(h.app, user.userName);
  };
  return {
    company,
    communityId,
    otherCommunityId,
    token,
    call,
    home,
    amenity,
    today,
    request,
    userWith,
  };
}

/** Creates a service request (the request given over the world's one), expecting success. */
export async function createServiceRequest(
  world: Awaited<ReturnType<typeof serviceRequestWorld>>,
  body: Partial<CreateServiceRequestInput> = {},
) {
  const result = await world.call(contract.serviceRequests.Create, {
    body: { ...world.request, ...body },
  });
  if (result.status !== 200)
    throw new Error(`service request not created: ${result.status} ${result.errorMessage ?? ''}`);
  return result.body;
}
