import { describe, expect, it } from 'vitest';
import { contract, type FeedPage } from '@hoa/contract';
import { addDays, AgentTypeId, localDay, StatusId } from '@hoa/domain';
import { useApp } from '../../../test/app-harness';
import { architecturalWorld } from '../../../test/architectural-factories';
import { insertArchitecturalRequest } from '../../../test/architectural-request-inserts';
import { ok } from '../../../test/community-setup-factories';
import { insertHome } from '../../../test/custom-fields-factories';
import { testDatabases } from '../../../test/databases';
import { fullGrant } from '../../../test/factories';

const ids = (page: FeedPage) => page.Items.map((i) => i.TopsItemId);

describe.each(testDatabases())('Architectural requests in the feeds on $name', (testDb) => {
  const h = useApp(testDb);

  /** A home with a pending and a decided architectural request, and a general request code. */
  async function world() {
    const w = await architecturalWorld(h);
    const { companyId } = w.company;
    const home = await insertHome(h.database, companyId, w.communityId, 'A-001');
    const today = localDay(new Date());
    const base = {
      communityAgentId: w.communityId,
      propertyAgentId: home.propertyId,
      ownerAgentId: home.ownerId,
      codeId: w.codeIds.FENCE ?? 0,
    };
    const pending = await insertArchitecturalRequest(h.database, companyId, {
      ...base,
      subject: 'Cedar fence',
      description: 'Six feet, cedar, along the back line.',
      receivedOn: addDays(today, -3),
      dueOn: addDays(today, 27),
    });
    const approved = await insertArchitecturalRequest(h.database, companyId, {
      ...base,
      subject: 'Blue door',
      receivedOn: addDays(today, -20),
      dueOn: addDays(today, 10),
      statusId: 2,
      decidedOn: addDays(today, -2),
    });
    const feedQuery = { communityAgentId: w.communityId, startDate: addDays(today, -30) };
    return { ...w, home, today, pending, approved, feedQuery };
  }

  it('lists them in the architectural and item feeds and refuses to close one from the feed', async () => {
    const w = await world();
    const architectural = ok(
      await w.call(contract.activityFeeds.Architectural, { query: w.feedQuery }),
    );
    expect(ids(architectural)).toEqual([w.pending, w.approved]);
    expect(architectural.Items[0]).toMatchObject({
      TopsTxnTypeId: 97,
      TxnTypeName: 'Architectural request',
      TopsStatusId: StatusId.Open,
      Comments: 'Cedar fence',
      AgentName: 'A-001 home',
    });
    expect(architectural.Items[1]?.TopsStatusId).toBe(StatusId.Closed);
    // None in the general request feed; both in the community's management feed.
    expect(
      ok(await w.call(contract.activityFeeds.GeneralRequest, { query: w.feedQuery })).TotalCount,
    ).toBe(0);
    const management = ok(
      await w.call(contract.activity.GetItemFeed, {
        query: { ...w.feedQuery, filter: 'management' },
      }),
    );
    expect(ids(management)).toEqual([w.pending, w.approved]);
    // The property's and the owner's feeds (item agents) hold them.
    for (const agentId of [w.home.propertyId, w.home.ownerId])
      expect(
        ids(
          ok(await w.call(contract.activity.GetItemFeed, { query: { ...w.feedQuery, agentId } })),
        ),
      ).toEqual([w.pending, w.approved]);
    expect(
      ids(
        ok(
          await w.call(contract.activityFeeds.Architectural, {
            query: { ...w.feedQuery, agentIdFilterForItemAgents: w.home.propertyId },
          }),
        ),
      ),
    ).toEqual([w.pending, w.approved]);

    // The decision closes a request, never the feed: refused, and it stays pending.
    const refused = await w.call(contract.activity.CloseItem, { body: { itemId: w.pending } });
    expect([refused.status, refused.errorMessage, refused.body]).toMatchObject([
      400,
      'An architectural request is closed by its decision: approve or disapprove it on the request.',
      { errorCode: 'ArchitecturalRequestClosedByDecision' },
    ]);
    expect(
      ok(await w.call(contract.activityFeeds.Architectural, { query: w.feedQuery })).Items[0]
        ?.TopsStatusId,
    ).toBe(StatusId.Open);
  });

  it('hides them from a user without servicerequests and from another company', async () => {
    const w = await world();
    const clerk = await w.userWith([fullGrant('owner')]);
    expect(
      ok(await w.call(contract.activityFeeds.Architectural, { query: w.feedQuery }, clerk))
        .TotalCount,
    ).toBe(0);
    expect(
      ok(
        await w.call(
          contract.activity.GetItemFeed,
          { query: { ...w.feedQuery, agentId: w.home.propertyId } },
          clerk,
        ),
      ).TotalCount,
    ).toBe(0);
    const reader = await w.userWith([
      { ...fullGrant('servicerequests'), CanCreate: false, CanUpdate: false, CanDelete: false },
    ]);
    expect(
      ids(ok(await w.call(contract.activityFeeds.Architectural, { query: w.feedQuery }, reader))),
    ).toEqual([w.pending, w.approved]);
    const other = await architecturalWorld(h);
    expect(
      (await other.call(contract.activityFeeds.Architectural, { query: w.feedQuery })).status,
    ).toBe(404);
    expect(
      (await other.call(contract.activity.CloseItem, { body: { itemId: w.pending } })).status,
    ).toBe(404);
  });

  it('keeps them on the property’s feed through a resale', async () => {
    const w = await world();
    const sold = ok(
      await w.call(contract.crm.SaveResaleOwner, {
        body: {
          Agent: {
            TopsAgentTypeId: AgentTypeId.PrimaryOwner,
            TopsAgentParentId: w.home.propertyId,
          },
          Contact: { FirstName: 'Nadia', LastName: 'Okafor' },
        },
      }),
    );
    expect(sold.PreviousOwnerIds).toEqual([w.home.ownerId]);
    const propertyFeed = ok(
      await w.call(contract.activity.GetItemFeed, {
        query: { ...w.feedQuery, agentId: w.home.propertyId },
      }),
    );
    expect(ids(propertyFeed)).toEqual([w.pending, w.approved]);
    expect(propertyFeed.Items.map((i) => i.AgentName)).toEqual(['A-001 home', 'A-001 home']);
    const agentFeed = ok(
      await w.call(contract.activity.GetItemAgentFeed, {
        query: { agentId: w.home.propertyId, txnTypeIdsStr: '97' },
      }),
    );
    expect(ids(agentFeed)).toEqual([w.pending, w.approved]);
    // The community's architectural feed of the property still lists both after the sale.
    expect(
      ids(
        ok(
          await w.call(contract.activityFeeds.Architectural, {
            query: { ...w.feedQuery, agentIdFilterForItemAgents: w.home.propertyId },
          }),
        ),
      ),
    ).toEqual([w.pending, w.approved]);
  });
});
