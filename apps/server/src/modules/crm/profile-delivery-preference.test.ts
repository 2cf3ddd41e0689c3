import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { AgentTypeId, DeliveryPreferenceId, MessageBatchMessages } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { createOwner, createProperty, ownerBody } from '../../../test/profile-factories';

const c = contract.crm;
const save = contract.communicationFeed.SaveDeliveryPreference;

// The owner profile shows the delivery preference (AgentInfo.DeliveryPreferenceId) and its control
// saves it through Communications/SaveDeliveryPreference, one owner or the owners picked in a list.
describe.each(testDatabases())('owner delivery preference on the profile on $name', (testDb) => {
  const h = useApp(testDb);

  async function start() {
    const company = await createTestCompany(h.database);
    const token = await signIn(h.app, company.admin.userName);
    const community = company.communityIds[0] ?? 0;
    const property = await createProperty(h.app, token, community);
    const primary = await createOwner(h.app, token, property, {
      TopsAgentTypeId: AgentTypeId.PrimaryOwner,
    });
    const coOwner = await createOwner(h.app, token, property, {
      Contact: { FirstName: 'Luis', LastName: 'Lopez' },
    });
    const renter = await createOwner(h.app, token, property, {
      TopsAgentTypeId: AgentTypeId.Renter,
      Contact: { FirstName: 'Rita', LastName: 'Renter' },
    });
    return { company, token, community, property, primary, coOwner, renter };
  }

  const preferenceOf = async (agentId: number, token: string) => {
    const graph = await callApi(h.app, c.GetAgentGraph, { query: { agentId } }, token);
    const agent = await callApi(h.app, c.GetAgent, { query: { agentId } }, token);
    expect(agent.body.DeliveryPreferenceId).toBe(graph.body.Agent.DeliveryPreferenceId);
    return graph.body.Agent.DeliveryPreferenceId;
  };

  it('reads Print by default, saves one owner or several, and keeps it through a profile save', async () => {
    const s = await start();
    expect(await preferenceOf(s.primary, s.token)).toBe(DeliveryPreferenceId.Print);
    expect(await preferenceOf(s.coOwner, s.token)).toBe(DeliveryPreferenceId.Print);

    const one = await callApi(
      h.app,
      save,
      { body: { ownerAgentIds: [s.primary], deliveryPreferenceId: DeliveryPreferenceId.Email } },
      s.token,
    );
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ Updated: 1 });
    expect(await preferenceOf(s.primary, s.token)).toBe(DeliveryPreferenceId.Email);
    expect(await preferenceOf(s.coOwner, s.token)).toBe(DeliveryPreferenceId.Print);

    // Editing the owner's profile (SaveOwner) leaves the preference as it is.
    const edited = await callApi(
      h.app,
      c.SaveOwner,
      {
        body: ownerBody(s.property, {
          TopsAgentId: s.primary,
          TopsAgentTypeId: AgentTypeId.PrimaryOwner,
          Contact: { FirstName: 'Maria', LastName: 'Lopez-Garcia' },
        }),
      },
      s.token,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.Agent.DeliveryPreferenceId).toBe(DeliveryPreferenceId.Email);

    // The bulk action: the owners picked in a list, an id twice counted once.
    const many = await callApi(
      h.app,
      save,
      {
        body: {
          ownerAgentIds: [s.coOwner, s.primary, s.coOwner],
          deliveryPreferenceId: DeliveryPreferenceId.Print,
        },
      },
      s.token,
    );
    expect(many.body).toEqual({ Updated: 2 });
    expect(await preferenceOf(s.primary, s.token)).toBe(DeliveryPreferenceId.Print);
    expect(await preferenceOf(s.coOwner, s.token)).toBe(DeliveryPreferenceId.Print);
  });

  it('takes owners only, and Print or Email only', async () => {
    const s = await start();
    for (const agentId of [s.renter, s.property]) {
      const refused = await callApi(
        h.app,
        save,
        { body: { ownerAgentIds: [s.primary, agentId], deliveryPreferenceId: 2 } },
        s.token,
      );
      expect(refused.status).toBe(400);
      expect(refused.errorMessage).toBe(MessageBatchMessages.ownersOnly);
    }
    // Nothing of a refused request is saved.
    expect(await preferenceOf(s.primary, s.token)).toBe(DeliveryPreferenceId.Print);
    const three = await callApi(
      h.app,
      save,
      { body: { ownerAgentIds: [s.primary], deliveryPreferenceId: 3 } },
      s.token,
    );
    expect(three.status).toBe(400);
    const none = await callApi(
      h.app,
      save,
      { body: { ownerAgentIds: [], deliveryPreferenceId: 2 } },
      s.token,
    );
    expect(none.status).toBe(400);
  });

  it('needs update access to owners (403), their community on the list (403), the company (404)', async () => {
    const s = await start();
    const body = { ownerAgentIds: [s.primary], deliveryPreferenceId: 2 };
    const readOnly = await addUser(h.database, s.company.companyId, {
      communityIds: [s.community],
      grants: [
        { Claim: 'owner', CanCreate: false, CanRead: true, CanUpdate: false, CanDelete: false },
      ],
    });
    const reader = await signIn(h.app, readOnly.userName);
    // The reader sees the preference but may not change it.
    expect(await preferenceOf(s.primary, reader)).toBe(DeliveryPreferenceId.Print);
    expect((await callApi(h.app, save, { body }, reader)).status).toBe(403);

    const elsewhere = await addUser(h.database, s.company.companyId, {
      communityIds: [s.company.communityIds[1] ?? 0],
      grants: [fullGrant('owner')],
    });
    const offList = await callApi(h.app, save, { body }, await signIn(h.app, elsewhere.userName));
    expect(offList.status).toBe(403);

    const other = await createTestCompany(h.database);
    const stranger = await signIn(h.app, other.admin.userName);
    expect((await callApi(h.app, save, { body }, stranger)).status).toBe(404);
    expect(await preferenceOf(s.primary, s.token)).toBe(DeliveryPreferenceId.Print);
  });
});
