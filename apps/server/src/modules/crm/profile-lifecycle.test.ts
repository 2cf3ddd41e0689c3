import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { AttachmentTypeId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { createTestCompany } from '../../../test/factories';
import {
  createOwner,
  createProperty,
  insertAttachment,
  insertBankAccount,
} from '../../../test/profile-factories';

describe.each(testDatabases())('profile states on $name', (testDb) => {
  const h = useApp(testDb);

  async function start() {
    const company = await createTestCompany(h.database);
    const token = await signIn(h.app, company.admin.userName);
    const community = company.communityIds[0] ?? 0;
    const property = await createProperty(h.app, token, community);
    const owner = await createOwner(h.app, token, property);
    return { company, token, community, property, owner };
  }

  it('deletes and restores an agent, in order with its parent', async () => {
    const { token, community, property, owner } = await start();
    const del = (agentId: number) =>
      callApi(h.app, contract.crm.DeleteAgent, { query: { agentId } }, token);
    const restore = (agentId: number) =>
      callApi(h.app, contract.crm.RestoreAgent, { query: { agentId } }, token);
    const deleted = async (agentId: number) =>
      (await callApi(h.app, contract.crm.GetAgentHeader, { query: { agentId } }, token)).body
        .IsDeleted;

    expect((await del(property)).errorMessage).toBe(
      'This profile has 1 active linked profile; remove it first.',
    );
    expect((await del(community)).errorMessage).toBe(
      'A community cannot be deleted; deactivate it instead.',
    );
    expect((await restore(owner)).errorMessage).toBe('This profile is not deleted.');

    expect((await del(owner)).body).toEqual({ success: true });
    expect(await deleted(owner)).toBe(true);
    expect((await del(owner)).errorMessage).toBe('This profile is already deleted.');
    expect((await del(property)).status).toBe(200);
    expect((await restore(owner)).errorMessage).toBe(
      'The parent profile is deleted; re-enable it first.',
    );
    expect((await restore(property)).body).toEqual({ success: true });
    expect((await restore(owner)).status).toBe(200);
    expect(await deleted(owner)).toBe(false);
    const counts = await callApi(
      h.app,
      contract.crm.CountPropertiesAndOwners,
      { query: { communityAgentId: community } },
      token,
    );
    expect(counts.body).toEqual({ CountProperties: 1, CountOwners: 1 });
  });

  it('deactivates and activates a community, which the community list shows', async () => {
    const { token, community, property } = await start();
    const off = await callApi(
      h.app,
      contract.crm.DeactivateCommunity,
      { params: { id: community } },
      token,
    );
    expect(off.body).toMatchObject({ CommunityAgentId: community, IsActive: false });
    const list = await callApi(h.app, contract.crm.GetUserCommunityList, {}, token);
    expect(list.body.find((c) => c.CommunityAgentId === community)?.IsActive).toBe(false);
    const on = await callApi(
      h.app,
      contract.crm.ActivateCommunity,
      { params: { id: community } },
      token,
    );
    expect(on.body.IsActive).toBe(true);
    const notCommunity = await callApi(
      h.app,
      contract.crm.ActivateCommunity,
      { params: { id: property } },
      token,
    );
    expect(notCommunity.errorMessage).toBe('This profile is not a community.');
  });

  it('sets an image attachment as the profile picture, and refuses other files', async () => {
    const { company, token, owner } = await start();
    const image = await insertAttachment(h.database, company.companyId, {
      contentType: 'image/png',
      attachmentTypeId: AttachmentTypeId.Image,
    });
    const pdf = await insertAttachment(h.database, company.companyId, {
      contentType: 'application/pdf',
    });
    const set = (attachmentId: number) =>
      callApi(
        h.app,
        contract.crm.SetAgentProfilePicture,
        { query: { agentId: owner, attachmentId } },
        token,
      );
    expect((await set(pdf)).errorMessage).toBe('The profile picture must be an image.');
    expect((await set(999_999_999)).status).toBe(404);
    expect((await set(image)).body).toEqual({ success: true });
    const thumbnail = await callApi(
      h.app,
      contract.crm.GetAgentThumbnail,
      { query: { agentId: owner } },
      token,
    );
    expect(thumbnail.body.ProfilePictureAttachmentId).toBe(image);

    const other = await createTestCompany(h.database);
    const foreign = await insertAttachment(h.database, other.companyId, {
      contentType: 'image/jpeg',
      attachmentTypeId: AttachmentTypeId.Image,
    });
    const refused = await set(foreign);
    expect(refused.status).toBe(404);
    expect(refused.errorMessage).toBe('The attachment was not found.');
  });

  it('sets the default bank account from the agent’s community only', async () => {
    const { company, token, community, owner } = await start();
    const own = await insertBankAccount(h.database, company.companyId, community);
    const elsewhere = await insertBankAccount(
      h.database,
      company.companyId,
      company.communityIds[1] ?? 0,
    );
    const set = (bankAccountId: number) =>
      callApi(
        h.app,
        contract.crm.SetAgentProfileDefaultAccount,
        { query: { agentId: owner, bankAccountId } },
        token,
      );
    expect((await set(elsewhere)).errorMessage).toBe(
      'The bank account does not belong to this profile’s community.',
    );
    expect((await set(own)).status).toBe(200);
    const agent = await callApi(h.app, contract.crm.GetAgent, { query: { agentId: owner } }, token);
    expect(agent.body.DefaultBankAccountId).toBe(own);
  });

  it('holds and releases delinquency notices of properties and owners only', async () => {
    const { token, community, owner } = await start();
    const hold = (agentId: number, value: 'true' | 'false') =>
      callApi(
        h.app,
        contract.crm.SetAgentProfileHoldDelinquencyNotice,
        { query: { agentId, hold: value } },
        token,
      );
    expect((await hold(owner, 'true')).status).toBe(200);
    const held = await callApi(
      h.app,
      contract.crm.GetAgentHeader,
      { query: { agentId: owner } },
      token,
    );
    expect(held.body.IsHoldDelinquencyNotice).toBe(true);
    await hold(owner, 'false');
    const released = await callApi(
      h.app,
      contract.crm.GetAgent,
      { query: { agentId: owner } },
      token,
    );
    expect(released.body.IsHoldDelinquencyNotice).toBe(false);
    expect((await hold(community, 'true')).errorMessage).toBe(
      'Delinquency notices are held only for properties and owners.',
    );
  });
});
