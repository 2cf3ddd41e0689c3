// A community ready for work orders, for the work order tests and the areas built on them (costs,
// vendors): a work order code (type 8) with receivable and income accounts, a property with its
// primary owner, a vendor of the community, and createWorkOrder through the API.
import {
  contract,
  type CreateWorkOrderInput,
  type EndpointDef,
  type RequestOf,
} from '@hoa/contract';
import { vendorInsurances } from '@hoa/db';
import { AgentTypeId, localDay, type ClaimGrant } from '@hoa/domain';
import { callApi, signIn } from './api';
import type { Harness } from './app-harness';
import { ok } from './community-setup-factories';
import { insertAgent, insertHome } from './custom-fields-factories';
import { addUser, createTestCompany } from './factories';
import { setUpBooks } from './ledger-factories';
import { insertWorkOrderCode } from './work-order-inserts';

export async function workOrderWorld(h: Harness) {
  const company = await createTestCompany(h.database);
  const { companyId } = company;
  const [communityId = 0, otherCommunityId = 0] = company.communityIds;
  const token = await signIn(h.app, company.admin.userName);
  const call = <E extends EndpointDef>(
    endpoint: E,
    request: Partial<RequestOf<E>> = {},
    as = token,
  ) => callApi(h.app, endpoint, request, as);
  const books = await setUpBooks(h.database, companyId, communityId);
  const codeId = await insertWorkOrderCode(h.database, companyId, {
    communityAgentId: communityId,
    alias: 'PLUMB',
    name: 'Plumbing repair',
    detail: 'Fix the leak',
    actionNeeded: 'Call a plumber',
    receivableAccountId: books.account.receivables,
    incomeAccountId: books.account.income,
  });
  const home = await insertHome(h.database, companyId, communityId, 'WO-001');
  const vendorId = await insertAgent(h.database, companyId, {
    agentTypeId: AgentTypeId.Vendor,
    communityAgentId: communityId,
    name: 'Acme Plumbing',
  });
  const today = localDay(new Date());
  const order: CreateWorkOrderInput = {
    CommunityAgentId: communityId,
    CodeDetail: { TopsCodeId: codeId },
    PostEventDate: today,
    PropertyAgentId: home.propertyId,
    IssuedToVendorAgentId: vendorId,
    AssignedUserId: company.admin.userId,
  };
  /** A work order through the API (the order above, with changes); its view graph. */
  const createWorkOrder = async (more: Partial<CreateWorkOrderInput> = {}) =>
    ok(await call(contract.workOrders.Create, { body: { ...order, ...more } }));
  /** A user of the first community with these grants, signed in. */
  const userWith = async (grants: ClaimGrant[]) =>
    signIn(
      h.app,
      (await addUser(h.database, companyId, { communityIds: [communityId], grants })).userName,
    );
  /** A policy on the vendor's profile. */
  const insurance = (policyType: string, expirationDate: string) =>
    h.database.withTenant({ companyId, userId: null }, (tx) =>
      tx.insert(vendorInsurances).values({
        companyId,
        vendorAgentId: vendorId,
        policyType,
        carrier: 'Mutual',
        expirationDate,
      }),
    );
  return {
    company,
    companyId,
    communityId,
    otherCommunityId,
    token,
    call,
    books,
    codeId,
    home,
    vendorId,
    today,
    order,
    createWorkOrder,
    userWith,
    insurance,
  };
}

export type WorkOrderWorld = Awaited<ReturnType<typeof workOrderWorld>>;
