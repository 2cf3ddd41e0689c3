import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { sql } from '@hoa/db';
import { addDays, localDay, StatusId } from '@hoa/domain';
import { useApp } from '../../../test/app-harness';
import { architecturalWorld } from '../../../test/architectural-factories';
import { insertArchitecturalRequest } from '../../../test/architectural-request-inserts';
import { ok } from '../../../test/community-setup-factories';
import { insertHome } from '../../../test/custom-fields-factories';
import { testDatabases } from '../../../test/databases';

const a = contract.arcActionProcesses;

describe.each(testDatabases())('An ARC action process in use by requests on $name', (testDb) => {
  const h = useApp(testDb);

  it('counts the pending requests that follow it and refuses its removal until none does', async () => {
    const w = await architecturalWorld(h);
    const { companyId } = w.company;
    const home = await insertHome(h.database, companyId, w.communityId, 'A-001');
    const today = localDay(new Date());
    const process = ok(
      await w.call(a.SaveArcActionProcessGraph, {
        body: {
          ActionProcess: { ActionProcessName: 'Review', CommunityAgentId: w.communityId },
          TemplateLevels: [
            {
              Sequence: 1,
              LevelName: 'Received',
              Days: 0,
              AdminFee: 0,
              TopsTemplateId: w.systemLetterId,
            },
          ],
          TopsCodeIds: [],
        },
      }),
    ).ActionProcess.ActionProcessId;
    const request = (statusId: 1 | 2) =>
      insertArchitecturalRequest(h.database, companyId, {
        communityAgentId: w.communityId,
        propertyAgentId: home.propertyId,
        ownerAgentId: home.ownerId,
        codeId: w.codeIds.FENCE ?? 0,
        actionProcessId: process,
        subject: 'Cedar fence',
        receivedOn: today,
        dueOn: addDays(today, 30),
        statusId,
        decidedOn: statusId === 1 ? null : today,
      });
    const usage = async () =>
      ok(
        await w.call(a.isArcActionProcessAlreadyAssigned, { query: { actionProcessId: process } }),
      );
    const remove = () => w.call(a.DeleteArcActionProcess, { body: { ActionProcessId: process } });

    // A decided request no longer holds the process.
    await request(2);
    expect(await usage()).toEqual({ IsAssigned: false, CodeCount: 0, RequestCount: 0 });
    const first = await request(1);
    const second = await request(1);
    expect(await usage()).toEqual({ IsAssigned: true, CodeCount: 0, RequestCount: 2 });
    const refused = await remove();
    expect([refused.status, refused.errorMessage, refused.body]).toMatchObject([
      409,
      'Arc action process is used, cannot remove.',
      { errorCode: 'ArcActionProcessInUse' },
    ]);

    // One decided, the other deleted: free to go.
    await h.database.withTenant({ companyId, userId: null }, async (tx) => {
      await tx.execute(
        sql`update architectural_requests set status_id = 3, decided_on = ${today}::date
             where item_id = ${first}`,
      );
      await tx.execute(sql`update items set status_id = ${StatusId.Deleted} where id = ${second}`);
    });
    expect(await usage()).toEqual({ IsAssigned: false, CodeCount: 0, RequestCount: 0 });
    expect(ok(await remove())).toEqual({ ActionProcessId: process });
  });
});
