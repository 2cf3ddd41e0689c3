import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { AttachmentTypeId, Messages } from '@hoa/domain';
import { callApi, signIn, type ApiResult } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import {
  createOwner,
  createProperty,
  insertAttachment,
  insertBankAccount,
  ownerBody,
  propertyBody,
} from '../../../test/profile-factories';

interface Ids {
  community: number;
  property: number;
  owner: number;
  attachment: number;
  bankAccount: number;
}

type Call = (app: FastifyInstance, ids: Ids, token: string) => Promise<ApiResult<unknown>>;

const c = contract.crm;
const asOf = '2025-06-30';

// Every profile call, aimed at the given agents.
const calls: Record<string, Call> = {
  GetAgent: (app, ids, t) => callApi(app, c.GetAgent, { query: { agentId: ids.owner } }, t),
  GetAgentHeader: (app, ids, t) =>
    callApi(app, c.GetAgentHeader, { query: { agentId: ids.owner } }, t),
  GetAgentGraph: (app, ids, t) =>
    callApi(app, c.GetAgentGraph, { query: { agentId: ids.owner } }, t),
  GetProfile: (app, ids, t) => callApi(app, c.GetProfile, { query: { agentId: ids.owner } }, t),
  GetAgentThumbnail: (app, ids, t) =>
    callApi(app, c.GetAgentThumbnail, { query: { agentId: ids.owner } }, t),
  GetAgentThumbnails: (app, ids, t) =>
    callApi(app, c.GetAgentThumbnails, { query: { agentIds: `${ids.owner}` } }, t),
  GetContactByAgentId: (app, ids, t) =>
    callApi(app, c.GetContactByAgentId, { query: { agentId: ids.owner } }, t),
  GetCommunityChildren: (app, ids, t) =>
    callApi(
      app,
      c.GetCommunityChildren,
      { query: { communityAgentId: ids.community, agentTypeId: 5 } },
      t,
    ),
  SaveAgentGraph: (app, ids, t) =>
    callApi(
      app,
      c.SaveAgentGraph,
      {
        body: {
          Agent: { TopsAgentId: ids.owner, TopsAgentTypeId: 5, TopsAgentParentId: ids.property },
          Contact: { FirstName: 'Ann' },
        },
      },
      t,
    ),
  SaveOwner: (app, ids, t) => callApi(app, c.SaveOwner, { body: ownerBody(ids.property) }, t),
  SaveMultipleOwners: (app, ids, t) =>
    callApi(app, c.SaveMultipleOwners, { body: [ownerBody(ids.property)] }, t),
  SaveProperty: (app, ids, t) =>
    callApi(app, c.SaveProperty, { body: propertyBody(ids.community) }, t),
  DeleteAgent: (app, ids, t) => callApi(app, c.DeleteAgent, { query: { agentId: ids.owner } }, t),
  RestoreAgent: (app, ids, t) => callApi(app, c.RestoreAgent, { query: { agentId: ids.owner } }, t),
  ActivateCommunity: (app, ids, t) =>
    callApi(app, c.ActivateCommunity, { params: { id: ids.community } }, t),
  DeactivateCommunity: (app, ids, t) =>
    callApi(app, c.DeactivateCommunity, { params: { id: ids.community } }, t),
  SetAgentProfilePicture: (app, ids, t) =>
    callApi(
      app,
      c.SetAgentProfilePicture,
      { query: { agentId: ids.owner, attachmentId: ids.attachment } },
      t,
    ),
  SetAgentProfileDefaultAccount: (app, ids, t) =>
    callApi(
      app,
      c.SetAgentProfileDefaultAccount,
      { query: { agentId: ids.owner, bankAccountId: ids.bankAccount } },
      t,
    ),
  SetAgentProfileHoldDelinquencyNotice: (app, ids, t) =>
    callApi(
      app,
      c.SetAgentProfileHoldDelinquencyNotice,
      { query: { agentId: ids.owner, hold: 'true' } },
      t,
    ),
  GetOwnerCodeBalances: (app, ids, t) =>
    callApi(
      app,
      c.GetOwnerCodeBalances,
      { query: { propertyAgentId: ids.owner, asOfDate: asOf } },
      t,
    ),
  GetSharedOwnerCodeBalances: (app, ids, t) =>
    callApi(
      app,
      c.GetSharedOwnerCodeBalances,
      { query: { propertyAgentId: ids.owner, asOfDate: asOf } },
      t,
    ),
  GetSecurityDepositBalance: (app, ids, t) =>
    callApi(
      app,
      c.GetSecurityDepositBalance,
      { query: { propertyAgentId: ids.owner, asOfDate: asOf } },
      t,
    ),
  CountPropertiesAndOwners: (app, ids, t) =>
    callApi(app, c.CountPropertiesAndOwners, { query: { communityAgentId: ids.community } }, t),
};

// The calls that change something; a read-only user is refused these.
const writes = [
  'SaveAgentGraph',
  'SaveOwner',
  'SaveMultipleOwners',
  'SaveProperty',
  'DeleteAgent',
  'RestoreAgent',
  'ActivateCommunity',
  'DeactivateCommunity',
  'SetAgentProfilePicture',
  'SetAgentProfileDefaultAccount',
  'SetAgentProfileHoldDelinquencyNotice',
];

async function statuses(app: FastifyInstance, ids: Ids, token: string, names: string[]) {
  const result: Record<string, [number, string | undefined]> = {};
  for (const name of names) {
    const call = calls[name];
    if (!call) throw new Error(name);
    const answer = await call(app, ids, token);
    result[name] = [answer.status, answer.errorMessage];
  }
  return result;
}

// The creating calls name the parent they cannot find.
const parentCalls = ['SaveOwner', 'SaveMultipleOwners', 'SaveProperty'];

const every = (names: string[], status: number, message: string) =>
  Object.fromEntries(names.map((name) => [name, [status, message]]));

describe.each(testDatabases())('profile access on $name', (testDb) => {
  const h = useApp(testDb);

  async function companyWithProfiles(communityIndex = 0) {
    const company = await createTestCompany(h.database);
    const token = await signIn(h.app, company.admin.userName);
    const community = company.communityIds[communityIndex] ?? 0;
    const property = await createProperty(h.app, token, community);
    const ids: Ids = {
      community,
      property,
      owner: await createOwner(h.app, token, property),
      attachment: await insertAttachment(h.database, company.companyId, {
        contentType: 'image/png',
        attachmentTypeId: AttachmentTypeId.Image,
      }),
      bankAccount: await insertBankAccount(h.database, company.companyId, community),
    };
    return { company, token, ids };
  }

  it('answers 404 for every id of another company', async () => {
    const a = await createTestCompany(h.database);
    const b = await companyWithProfiles();
    const token = await signIn(h.app, a.admin.userName);
    const names = Object.keys(calls);
    expect(await statuses(h.app, b.ids, token, names)).toEqual(
      Object.fromEntries(
        names.map((name) => [
          name,
          [
            404,
            parentCalls.includes(name) ? 'The parent profile was not found.' : Messages.notFound,
          ],
        ]),
      ),
    );
    const communities = await callApi(h.app, c.GetCommunities, {}, token);
    expect(communities.body.map((row) => row.CommunityAgentId).sort()).toEqual(
      [...a.communityIds].sort(),
    );
  });

  it('refuses a user without the profile claims with 403 on every call', async () => {
    const { company, ids } = await companyWithProfiles();
    const clerk = await addUser(h.database, company.companyId, {
      communityIds: company.communityIds,
      grants: [fullGrant('vendors')],
    });
    const token = await signIn(h.app, clerk.userName);
    const names = Object.keys(calls);
    expect(await statuses(h.app, ids, token, names)).toEqual(every(names, 403, Messages.forbidden));
    const communities = await callApi(h.app, c.GetCommunities, {}, token);
    expect(communities.status).toBe(403);
  });

  it('lets a read-only user read and refuses every change', async () => {
    const { company, ids } = await companyWithProfiles();
    const reader = await addUser(h.database, company.companyId, {
      communityIds: company.communityIds,
      grants: (['owner', 'property', 'community', 'bank'] as const).map((claim) => ({
        ...fullGrant(claim),
        CanCreate: false,
        CanUpdate: false,
        CanDelete: false,
      })),
    });
    const token = await signIn(h.app, reader.userName);
    const reads = Object.keys(calls).filter((name) => !writes.includes(name));
    const readStatuses = await statuses(h.app, ids, token, reads);
    expect(Object.values(readStatuses).map(([status]) => status)).toEqual(reads.map(() => 200));
    expect(await statuses(h.app, ids, token, writes)).toEqual(
      every(writes, 403, Messages.forbidden),
    );
  });

  it('keeps a manager to the communities on their list', async () => {
    const { company, ids } = await companyWithProfiles(1);
    const manager = await addUser(h.database, company.companyId, {
      communityIds: [company.communityIds[0] ?? 0],
      grants: (['owner', 'property', 'community', 'bank'] as const).map(fullGrant),
    });
    const token = await signIn(h.app, manager.userName);
    const names = Object.keys(calls);
    expect(await statuses(h.app, ids, token, names)).toEqual(
      every(names, 403, Messages.communityNotOnList),
    );
    const communities = await callApi(h.app, c.GetCommunities, {}, token);
    expect(communities.body.map((row) => row.CommunityAgentId)).toEqual([company.communityIds[0]]);
  });
});
