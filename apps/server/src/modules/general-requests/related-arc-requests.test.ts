import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { addDays, AgentTypeId, CodeTypeId, localDay } from '@hoa/domain';
import { useApp } from '../../../test/app-harness';
import { architecturalWorld } from '../../../test/architectural-factories';
import { insertArchitecturalRequest } from '../../../test/architectural-request-inserts';
import { ok } from '../../../test/community-setup-factories';
import { insertHome } from '../../../test/custom-fields-factories';
import { testDatabases } from '../../../test/databases';

const c = contract.generalRequests;

describe.each(testDatabases())(
  'A general request’s related architectural requests on $name',
  (testDb) => {
    const h = useApp(testDb);

    it('lists the property’s architectural requests with their status, through a resale', async () => {
      const w = await architecturalWorld(h);
      const { companyId } = w.company;
      const home = await insertHome(h.database, companyId, w.communityId, 'A-001');
      const neighbour = await insertHome(h.database, companyId, w.communityId, 'A-002');
      const today = localDay(new Date());
      const arc = (
        propertyAgentId: number,
        subject: string,
        daysAgo: number,
        statusId: 1 | 2 | 3 = 1,
      ) =>
        insertArchitecturalRequest(h.database, companyId, {
          communityAgentId: w.communityId,
          propertyAgentId,
          ownerAgentId: propertyAgentId === home.propertyId ? home.ownerId : neighbour.ownerId,
          codeId: w.codeIds.FENCE ?? 0,
          subject,
          receivedOn: addDays(today, -daysAgo),
          dueOn: addDays(today, 30 - daysAgo),
          statusId,
          decidedOn: statusId === 1 ? null : addDays(today, -1),
        });
      const pending = await arc(home.propertyId, 'Cedar fence', 1);
      const approved = await arc(home.propertyId, 'Blue door', 10, 2);
      const disapproved = await arc(home.propertyId, 'Chain link fence', 20, 3);
      await arc(neighbour.propertyId, 'Shed', 2);

      const code = ok(
        await w.call(contract.codes.SaveCodeGraph, {
          body: {
            communityAgentId: w.communityId,
            code: { TopsCodeTypeId: CodeTypeId.WorkOrderCode, CodeAlias: 'POOL', CodeName: 'Pool' },
          },
        }),
      );
      const general = ok(
        await w.call(c.Create, {
          body: {
            CommunityAgentId: w.communityId,
            PropertyAgentId: home.propertyId,
            TopsCodeId: code.TopsCodeId,
            SourceId: 1,
            Subject: 'Is my fence approved?',
            Description: '',
            ReceivedDate: today,
            DueDate: null,
            AssignedUserId: null,
          },
        }),
      ).Request.TopsItemId;
      const expected = [
        {
          TopsItemId: pending,
          TopsTxnTypeId: 97,
          Description: 'Cedar fence',
          EventDate: addDays(today, -1),
          StatusName: 'Pending',
        },
        {
          TopsItemId: approved,
          TopsTxnTypeId: 97,
          Description: 'Blue door',
          EventDate: addDays(today, -10),
          StatusName: 'Approved',
        },
        {
          TopsItemId: disapproved,
          TopsTxnTypeId: 97,
          Description: 'Chain link fence',
          EventDate: addDays(today, -20),
          StatusName: 'Disapproved',
        },
      ];
      expect(ok(await w.call(c.GetRelatedArcRequest, { query: { id: general } }))).toEqual(
        expected,
      );

      // The house is sold: its requests stay with it.
      ok(
        await w.call(contract.crm.SaveResaleOwner, {
          body: {
            Agent: {
              TopsAgentTypeId: AgentTypeId.PrimaryOwner,
              TopsAgentParentId: home.propertyId,
            },
            Contact: { FirstName: 'Nadia', LastName: 'Okafor' },
          },
        }),
      );
      expect(ok(await w.call(c.GetRelatedArcRequest, { query: { id: general } }))).toEqual(
        expected,
      );

      // A request without a property has none; another company sees no request (404).
      const loose = ok(
        await w.call(c.Create, {
          body: {
            CommunityAgentId: w.communityId,
            PropertyAgentId: null,
            TopsCodeId: null,
            SourceId: 5,
            Subject: 'Pool hours',
            Description: '',
            ReceivedDate: today,
            DueDate: null,
            AssignedUserId: null,
          },
        }),
      ).Request.TopsItemId;
      expect(ok(await w.call(c.GetRelatedArcRequest, { query: { id: loose } }))).toEqual([]);
      const other = await architecturalWorld(h);
      expect((await other.call(c.GetRelatedArcRequest, { query: { id: general } })).status).toBe(
        404,
      );
    });
  },
);
