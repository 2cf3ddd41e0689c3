import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { FeedMessages } from '@hoa/domain';
import { insertAlerts } from '../../../test/activity-factories';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany } from '../../../test/factories';

describe.each(testDatabases())('alerts on $name', (testDb) => {
  const h = useApp(testDb);

  it('pages 10 newest first, counts, dismisses one and then all', async () => {
    const company = await createTestCompany(h.database);
    const ids = await insertAlerts(h.database, company.companyId, company.admin.userId, 12);
    const token = await signIn(h.app, company.admin.userName);
    const page = (query: { skip?: number; take?: number } = {}) =>
      callApi(h.app, contract.alerts.GetAlerts, { query }, token);
    const first = await page();
    expect(first.body.map((a) => a.Title)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Alert ${n}`),
    );
    expect((await page({ skip: 10 })).body.map((a) => a.Title)).toEqual(['Alert 2', 'Alert 1']);
    const count = async () => (await callApi(h.app, contract.alerts.GetTotalCount, {}, token)).body;
    expect(await count()).toBe(12);
    const last = await callApi(h.app, contract.alerts.GetLastAlertIdByUser, {}, token);
    expect(last.body).toBe(ids.at(-1));

    const newest = first.body[0]?.AlertId ?? 0;
    expect(
      (await callApi(h.app, contract.alerts.Dismiss, { body: { alertId: newest } }, token)).body,
    ).toEqual({ success: true });
    expect(await count()).toBe(11);
    expect((await page({ take: 1 })).body[0]?.Title).toBe('Alert 11');
    // Dismissed alerts still count as seen for the newest-id check.
    expect((await callApi(h.app, contract.alerts.GetLastAlertIdByUser, {}, token)).body).toBe(
      newest,
    );

    const all = await callApi(h.app, contract.alerts.DismissAll, { body: {} }, token);
    expect(all.body).toEqual({ Dismissed: 11 });
    expect(await count()).toBe(0);
    expect((await page()).body).toEqual([]);
  });

  it('keeps each user’s alerts to themselves', async () => {
    const company = await createTestCompany(h.database);
    const colleague = await addUser(h.database, company.companyId, {
      communityIds: company.communityIds,
      grants: [],
    });
    const [alertId = 0] = await insertAlerts(
      h.database,
      company.companyId,
      company.admin.userId,
      1,
    );
    const colleagueToken = await signIn(h.app, colleague.userName);
    expect((await callApi(h.app, contract.alerts.GetAlerts, {}, colleagueToken)).body).toEqual([]);
    expect(
      (await callApi(h.app, contract.alerts.GetLastAlertIdByUser, {}, colleagueToken)).body,
    ).toBeNull();
    const dismiss = await callApi(
      h.app,
      contract.alerts.Dismiss,
      { body: { alertId } },
      colleagueToken,
    );
    expect(dismiss.status).toBe(404);
    expect(dismiss.errorMessage).toBe(FeedMessages.alertNotFound);
    const other = await createTestCompany(h.database);
    const foreign = await callApi(
      h.app,
      contract.alerts.Dismiss,
      { body: { alertId } },
      await signIn(h.app, other.admin.userName),
    );
    expect(foreign.status).toBe(404);
    const tooMany = await callApi(
      h.app,
      contract.alerts.GetAlerts,
      { query: { take: 101 } },
      colleagueToken,
    );
    expect(tooMany.status).toBe(400);
  });
});
