import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { AgentTypeId, TxnTypeId as T } from '@hoa/domain';
import { insertItem, insertNamedAgent } from '../../../test/activity-factories';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { createTestCompany } from '../../../test/factories';

const F = contract.activityFeeds;

describe.each(testDatabases())('feeds at the caller’s time zone offset on $name', (testDb) => {
  const h = useApp(testDb);

  it('writes DateCreated on the caller’s wall clock, the same instant, and refuses an offset off the globe', async () => {
    const company = await createTestCompany(h.database);
    const community = company.communityIds[0] ?? 0;
    const owner = await insertNamedAgent(h.database, company.companyId, {
      name: 'Olga Owner',
      agentTypeId: AgentTypeId.Owner,
      communityAgentId: community,
    });
    await insertItem(h.database, company.companyId, {
      communityAgentId: community,
      txnTypeId: T.ApplyCharges,
      agentIds: [owner],
      amountCents: 12_500,
    });
    const token = await signIn(h.app, company.admin.userName);
    const feed = (timeZoneOffset?: string) =>
      callApi(
        h.app,
        F.Community,
        {
          query: {
            communityAgentId: String(community),
            ...(timeZoneOffset === undefined ? {} : { timeZoneOffset }),
          },
        },
        token,
      );
    const utc = (await feed()).body.Items[0]?.DateCreated ?? '';
    const eastern = (await feed('300')).body.Items[0]?.DateCreated ?? '';
    const india = (await feed('-330')).body.Items[0]?.DateCreated ?? '';
    expect(eastern).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-05:00$/);
    expect(india).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    const second = (at: string) => Math.floor(new Date(at).getTime() / 1000);
    expect(second(eastern)).toBe(second(utc));
    expect(second(india)).toBe(second(utc));
    expect(eastern.slice(11, 13)).not.toBe(india.slice(11, 13));

    const user = await callApi(
      h.app,
      contract.activity.GetUserActivityFeed,
      { query: { userAgentId: String(owner), timeZoneOffset: '300' } },
      token,
    );
    expect(user.status, user.errorMessage).toBe(200);
    expect((await feed('900')).status).toBe(400);
    expect((await feed('east')).status).toBe(400);
  });
});
