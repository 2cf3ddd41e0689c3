import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { GroupOwnershipMessages } from '@hoa/domain';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { invitedOwner, ownerPortalWorld } from '../../../test/owner-portal-factories';

const G = contract.groupOwnership;

describe.each(testDatabases())('Group ownership on $name', (testDb) => {
  const h = useApp(testDb);

  it('links properties into a group, and one portal sign-in then sees every linked property', async () => {
    const { company, staffToken, owners } = await ownerPortalWorld(h);
    const [a, b] = owners;
    const third = await invitedOwner(h, company, staffToken, company.communityIds[1]);

    const tooFew = await callApi(
      h.app,
      G.SaveGroupOwnership,
      {
        body: {
          GroupOwnership: { GroupOwnershipId: null, Name: 'Heron holdings' },
          LinkedPropertyAgentIds: [a.propertyAgentId],
          UnLinkedPropertyAgentIds: [],
          PrimaryPropertyAgentId: a.propertyAgentId,
          PushUpdatesToPrimaryOwnerRecord: false,
        },
      },
      staffToken,
    );
    expect(tooFew).toMatchObject({
      status: 400,
      errorMessage: GroupOwnershipMessages.tooFewProperties,
    });

    const found = await callApi(
      h.app,
      G.FindCandidates,
      { query: { search: third.accountNumber } },
      staffToken,
    );
    expect(found.body.map((p) => p.PropertyAgentId)).toEqual([third.propertyAgentId]);

    const saved = await callApi(
      h.app,
      G.SaveGroupOwnership,
      {
        body: {
          GroupOwnership: { GroupOwnershipId: null, Name: 'Heron holdings' },
          LinkedPropertyAgentIds: [a.propertyAgentId, third.propertyAgentId],
          UnLinkedPropertyAgentIds: [],
          PrimaryPropertyAgentId: a.propertyAgentId,
          PushUpdatesToPrimaryOwnerRecord: true,
        },
      },
      staffToken,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      Name: 'Heron holdings',
      PrimaryPropertyAgentId: a.propertyAgentId,
      PushUpdatesToPrimaryOwnerRecord: true,
    });
    expect(saved.body.Properties.map((p) => p.PropertyAgentId).sort()).toEqual(
      [a.propertyAgentId, third.propertyAgentId].sort(),
    );
    const groupId = saved.body.GroupOwnershipId;
    const q = (propertyAgentId: number) => ({ query: { propertyAgentId } });
    expect((await callApi(h.app, G.IsGroupOwner, q(third.propertyAgentId), staffToken)).body).toBe(
      true,
    );
    expect((await callApi(h.app, G.IsGroupOwner, q(b.propertyAgentId), staffToken)).body).toBe(
      false,
    );
    expect(
      (await callApi(h.app, G.GetGroupOwnershipProperty, q(third.propertyAgentId), staffToken)).body
        ?.GroupOwnershipId,
    ).toBe(groupId);
    expect(
      (await callApi(h.app, G.GetGroupOwnerships, { query: {} }, staffToken)).body.map(
        (g) => g.GroupOwnershipId,
      ),
    ).toEqual([groupId]);

    // A's one sign-in sees both linked properties (their own first); B, of no group, only theirs.
    const sessionA = await callApi(h.app, contract.portal.GetSession, {}, a.token);
    expect(sessionA.body.Properties.map((p) => p.PropertyAgentId)).toEqual([
      a.propertyAgentId,
      third.propertyAgentId,
    ]);
    const sessionB = await callApi(h.app, contract.portal.GetSession, {}, b.token);
    expect(sessionB.body.Properties.map((p) => p.PropertyAgentId)).toEqual([b.propertyAgentId]);

    // A property of another group cannot be linked.
    const other = await callApi(
      h.app,
      G.SaveGroupOwnership,
      {
        body: {
          GroupOwnership: { GroupOwnershipId: null, Name: 'Another' },
          LinkedPropertyAgentIds: [b.propertyAgentId, third.propertyAgentId],
          UnLinkedPropertyAgentIds: [],
          PrimaryPropertyAgentId: b.propertyAgentId,
          PushUpdatesToPrimaryOwnerRecord: false,
        },
      },
      staffToken,
    );
    expect(other.status).toBe(409);

    // B joins, the third leaves: the primary must stay linked.
    const noPrimary = await callApi(
      h.app,
      G.SaveGroupOwnership,
      {
        body: {
          GroupOwnership: { GroupOwnershipId: groupId, Name: 'Heron holdings' },
          LinkedPropertyAgentIds: [b.propertyAgentId],
          UnLinkedPropertyAgentIds: [third.propertyAgentId],
          PrimaryPropertyAgentId: third.propertyAgentId,
          PushUpdatesToPrimaryOwnerRecord: false,
        },
      },
      staffToken,
    );
    expect(noPrimary).toMatchObject({
      status: 400,
      errorMessage: GroupOwnershipMessages.primaryNotLinked,
    });
    const moved = await callApi(
      h.app,
      G.SaveGroupOwnership,
      {
        body: {
          GroupOwnership: { GroupOwnershipId: groupId, Name: 'Heron holdings' },
          LinkedPropertyAgentIds: [b.propertyAgentId],
          UnLinkedPropertyAgentIds: [third.propertyAgentId],
          PrimaryPropertyAgentId: b.propertyAgentId,
          PushUpdatesToPrimaryOwnerRecord: false,
        },
      },
      staffToken,
    );
    expect(moved.status).toBe(200);
    const afterB = await callApi(h.app, contract.portal.GetSession, {}, b.token);
    expect(afterB.body.Properties.map((p) => p.PropertyAgentId)).toEqual([
      b.propertyAgentId,
      a.propertyAgentId,
    ]);

    // An owner of another company sees none of them, and its staff neither the group.
    const elsewhere = await ownerPortalWorld(h);
    const foreign = await callApi(h.app, contract.portal.GetSession, {}, elsewhere.owners[0].token);
    expect(foreign.body.Properties.map((p) => p.PropertyAgentId)).toEqual([
      elsewhere.owners[0].propertyAgentId,
    ]);
    expect(
      (await callApi(h.app, G.GetGroupOwnerships, { query: {} }, elsewhere.staffToken)).body,
    ).toEqual([]);
    const foreignGroup = await callApi(
      h.app,
      G.GetGroupOwnershipProperty,
      q(a.propertyAgentId),
      elsewhere.staffToken,
    );
    expect(foreignGroup.body).toBeNull();
  });

  it('refuses an owner token on group ownership calls', async () => {
    const { owners } = await ownerPortalWorld(h);
    const refused = await callApi(h.app, G.GetGroupOwnerships, { query: {} }, owners[0].token);
    expect(refused.status).toBe(403);
  });
});
