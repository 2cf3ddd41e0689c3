import { describe, expect, it } from 'vitest';
import { contract, type AgentGraphInput } from '@hoa/contract';
import { AgentTypeId, ProfileMessages as M } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { createProperty, ownerBody } from '../../../test/profile-factories';

const c = contract.crm;

function buyer(propertyId: number, change: Partial<AgentGraphInput['Agent']> = {}) {
  return {
    Agent: {
      TopsAgentTypeId: AgentTypeId.PrimaryOwner,
      TopsAgentParentId: propertyId,
      ...change,
    },
    Contact: { FirstName: 'Nadia', LastName: 'Okafor' },
  };
}

describe.each(testDatabases())('property resale on $name', (testDb) => {
  const h = useApp(testDb);

  async function sold() {
    const company = await createTestCompany(h.database);
    const token = await signIn(h.app, company.admin.userName);
    const [community] = company.communityIds;
    if (community === undefined) throw new Error('no community');
    const property = await createProperty(h.app, token, community);
    const people: Record<string, number> = {};
    for (const [name, type] of [
      ['seller', AgentTypeId.PrimaryOwner],
      ['coSeller', AgentTypeId.Owner],
      ['renter', AgentTypeId.Renter],
      ['earlier', AgentTypeId.PreviousOwner],
    ] as const) {
      const body = ownerBody(property, { TopsAgentTypeId: type, Contact: { LastName: name } });
      const saved = await callApi(h.app, c.SaveOwner, { body }, token);
      people[name] = saved.body.Agent.TopsAgentId;
    }
    return { company, token, community, property, people };
  }

  const typeOf = async (token: string, agentId: number) =>
    (await callApi(h.app, c.GetAgentHeader, { query: { agentId } }, token)).body.TopsAgentTypeId;

  it('adds the buyer as primary owner and makes the primary owners and owners previous owners', async () => {
    const { token, property, people } = await sold();
    const resale = await callApi(h.app, c.SaveResaleOwner, { body: buyer(property) }, token);
    expect(resale.status).toBe(200);
    expect(resale.body.Owner.Agent).toMatchObject({
      TopsAgentTypeId: AgentTypeId.PrimaryOwner,
      TopsAgentParentId: property,
    });
    expect(resale.body.Owner.Contact.DisplayName).toBe('Nadia Okafor');
    expect(resale.body.PreviousOwnerIds).toEqual([people.seller, people.coSeller]);
    const types = {
      seller: await typeOf(token, people.seller ?? 0),
      coSeller: await typeOf(token, people.coSeller ?? 0),
      renter: await typeOf(token, people.renter ?? 0),
      earlier: await typeOf(token, people.earlier ?? 0),
    };
    expect(types).toEqual({
      seller: AgentTypeId.PreviousOwner,
      coSeller: AgentTypeId.PreviousOwner,
      renter: AgentTypeId.Renter,
      earlier: AgentTypeId.PreviousOwner,
    });
  });

  it('takes only a new primary owner, and changes nothing when refused', async () => {
    const { company, token, community, property, people } = await sold();
    for (const body of [
      buyer(property, { TopsAgentTypeId: AgentTypeId.Owner }),
      buyer(property, { TopsAgentId: people.renter ?? 0 }),
    ]) {
      const refused = await callApi(h.app, c.SaveResaleOwner, { body }, token);
      expect(refused).toMatchObject({ status: 400, errorMessage: M.resaleNewPrimaryOwner });
    }
    const underCommunity = await callApi(
      h.app,
      c.SaveResaleOwner,
      { body: buyer(community) },
      token,
    );
    expect(underCommunity.status).toBe(400);
    expect(await typeOf(token, people.seller ?? 0)).toBe(AgentTypeId.PrimaryOwner);

    const reader = await addUser(h.database, company.companyId, {
      communityIds: [community],
      grants: [{ ...fullGrant('owner'), CanUpdate: false }, fullGrant('property')],
    });
    const readerToken = await signIn(h.app, reader.userName);
    const denied = await callApi(h.app, c.SaveResaleOwner, { body: buyer(property) }, readerToken);
    expect(denied.status).toBe(403);

    const other = await createTestCompany(h.database);
    const otherToken = await signIn(h.app, other.admin.userName);
    const hidden = await callApi(h.app, c.SaveResaleOwner, { body: buyer(property) }, otherToken);
    expect(hidden.status).toBe(404);
    expect(await typeOf(token, people.seller ?? 0)).toBe(AgentTypeId.PrimaryOwner);
  });
});
