import { describe, expect, it } from 'vitest';
import { contract, type EndpointDef, type RequestOf } from '@hoa/contract';
import { addDays, BalanceDispositionId, CodeTypeId, localDay } from '@hoa/domain';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { insertArchitecturalRequest } from '../../../test/architectural-request-inserts';
import { paymentWorld } from '../../../test/cash-receipt-factories';
import { ok } from '../../../test/community-setup-factories';
import { testDatabases } from '../../../test/databases';

describe.each(testDatabases())('Architectural requests through a resale on $name', (testDb) => {
  const h = useApp(testDb);

  it('keeps the house’s architectural requests on the property’s feed after the sale', async () => {
    const w = await paymentWorld(h);
    const [home] = w.homes;
    if (!home) throw new Error('no home');
    const call = <E extends EndpointDef>(endpoint: E, request: Partial<RequestOf<E>>) =>
      callApi(h.app, endpoint, request, w.token);
    const code = ok(
      await call(contract.codes.SaveCodeGraph, {
        body: {
          communityAgentId: w.communityId,
          code: {
            TopsCodeTypeId: CodeTypeId.ArchitecturalCode,
            CodeAlias: 'FENCE',
            CodeName: 'Fence',
          },
        },
      }),
    );
    const today = localDay(new Date());
    const request = (subject: string, statusId: 1 | 2) =>
      insertArchitecturalRequest(h.database, w.companyId, {
        communityAgentId: w.communityId,
        propertyAgentId: home.propertyId,
        ownerAgentId: home.ownerId,
        codeId: code.TopsCodeId,
        subject,
        receivedOn: addDays(today, -5),
        dueOn: addDays(today, 25),
        statusId,
        decidedOn: statusId === 1 ? null : addDays(today, -1),
      });
    const approved = await request('Blue door', 2);
    const pending = await request('Cedar fence', 1);
    const feed = async (agentId: number) =>
      ok(
        await call(contract.activity.GetItemFeed, {
          query: {
            communityAgentId: w.communityId,
            agentId,
            filter: 'management',
            startDate: addDays(today, -30),
          },
        }),
      ).Items.map((i) => [i.TopsItemId, i.StatusName]);
    const before = await feed(home.propertyId);
    expect(before).toEqual([
      [pending, 'Open'],
      [approved, 'Closed'],
    ]);

    const sold = ok(
      await call(contract.resale.ProcessResale, {
        body: {
          propertyAgentId: home.propertyId,
          splitDate: today,
          balanceAsOfToday: false,
          balanceDispositionId: BalanceDispositionId.CarryToNewOwner,
          NewOwner: { Contact: { FirstName: 'Nadia', LastName: 'Okafor' } },
        },
      }),
    );
    expect(sold.PreviousOwnerIds).toEqual([home.ownerId]);
    // The buyer inherits the house's approvals: its feed shows both requests as before.
    expect(await feed(home.propertyId)).toEqual(before);
    const architectural = ok(
      await call(contract.activityFeeds.Architectural, {
        query: {
          communityAgentId: w.communityId,
          agentIdFilterForItemAgents: home.propertyId,
          startDate: addDays(today, -30),
        },
      }),
    );
    expect(architectural.Items.map((i) => i.TopsItemId)).toEqual([pending, approved]);
    // The seller's own history keeps them too.
    expect(await feed(home.ownerId)).toEqual(before);
  });
});
