import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract } from '@hoa/contract';
import { Messages } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant, type TestCompany } from '../../../test/factories';
import { openJobRunner } from '../../jobs/job-runner';
import type { Jobs } from '../../jobs/types';
import { enqueueUserRequest, type UserRequestData } from '../../jobs/user-requests';

const J = contract.backgroundJobs;
const queue = `job-details-test-${randomUUID().slice(0, 8)}`;

/** The request data of a job queued by the company's administrator. */
function requestOf(c: TestCompany, request: { fail: boolean }): UserRequestData<{ fail: boolean }> {
  return { companyId: c.companyId, userId: c.admin.userId, communityAgentIds: [], request };
}

describe.each(testDatabases())('BackgroundJob/GetHangfireJobDetails on $name', (testDb) => {
  const h = useApp(testDb);
  let jobs: Jobs;
  beforeAll(async () => {
    jobs = await openJobRunner(h.database, {
      databaseUrl: process.env.TEST_DATABASE_URL,
      pollingIntervalSeconds: 0.5,
    });
  });
  afterAll(() => jobs.stop());

  it('shows a job of the company waiting, then completed or failed', async () => {
    const c = await createTestCompany(h.database);
    const token = await signIn(h.app, c.admin.userName);
    const details = (jobId: string) =>
      callApi(h.app, J.GetHangfireJobDetails, { query: { jobId } }, token);
    const ok = await enqueueUserRequest(h.database, queue, requestOf(c, { fail: false }));
    const bad = await enqueueUserRequest(h.database, queue, requestOf(c, { fail: true }));
    if (!ok || !bad) throw new Error('not queued');
    const waiting = await details(ok);
    expect(waiting.status).toBe(200);
    expect(waiting.body).toMatchObject({
      JobId: ok,
      Name: queue,
      State: 'waiting',
      StartedOn: null,
      CompletedOn: null,
      RetryCount: 0,
      Error: null,
    });
    expect(waiting.body.CreatedOn).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

    await jobs.work<UserRequestData<{ fail: boolean }>>(queue, (data) => {
      if (data.request.fail) return Promise.reject(new Error('The run was refused.'));
      return Promise.resolve({ done: true });
    });
    await vi.waitFor(
      async () => {
        expect((await details(ok)).body.State).toBe('completed');
        expect((await details(bad)).body.State).toBe('failed');
      },
      { timeout: 20_000, interval: 250 },
    );
    const completed = await details(ok);
    expect(completed.body.StartedOn).not.toBeNull();
    expect(completed.body.CompletedOn).not.toBeNull();
    expect((await details(bad)).body.Error).toBe('The run was refused.');
    expect((await details(randomUUID())).status).toBe(404);
  });

  it('shows a job to the user who queued it or to user administration, never to another company', async () => {
    const c = await createTestCompany(h.database);
    const other = await createTestCompany(h.database);
    const id = await enqueueUserRequest(h.database, queue, requestOf(c, { fail: false }));
    if (!id) throw new Error('not queued');
    const details = (token: string) =>
      callApi(h.app, J.GetHangfireJobDetails, { query: { jobId: id } }, token);
    const foreign = await details(await signIn(h.app, other.admin.userName));
    expect(foreign.status).toBe(404);
    expect(foreign.errorMessage).toBe(Messages.notFound);
    const clerk = await addUser(h.database, c.companyId, {
      communityIds: c.communityIds,
      grants: [],
    });
    const denied = await details(await signIn(h.app, clerk.userName));
    expect(denied.status).toBe(403);
    const userAdmin = await addUser(h.database, c.companyId, {
      communityIds: c.communityIds,
      grants: [fullGrant('maintainuser')],
    });
    expect((await details(await signIn(h.app, userAdmin.userName))).status).toBe(200);
    expect(
      (
        await callApi(
          h.app,
          J.GetHangfireJobDetails,
          { query: { jobId: 'nope' } },
          await signIn(h.app, c.admin.userName),
        )
      ).status,
    ).toBe(400);
  });
});
