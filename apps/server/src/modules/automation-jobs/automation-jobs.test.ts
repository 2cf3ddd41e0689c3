import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql, type Database } from '@hoa/db';
import { JobId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { setUpReceivables } from '../../../test/receivable-factories';
import { LocalFileStore } from '../../files/local-file-store';
import { runDueJobSchedules } from '../automation/index';

const J = contract.automationJobs;

// An automation job: apply charges for a community on a cron (the 1st of each month), created
// active — so it runs once at once, after the screen's confirmation — then run by the scheduler.

describe.each(testDatabases())('automation jobs on $name', (testDb) => {
  const store = new LocalFileStore(path.join(os.tmpdir(), `hoa-automation-jobs-${randomUUID()}`));
  const h = useApp(testDb, { fileStore: store });

  async function world() {
    const company = await createTestCompany(h.database);
    const communityId = company.communityIds[0] ?? 0;
    const receivables = await setUpReceivables(h.database, company.companyId, communityId, 3, 2027);
    const token = await signIn(h.app, company.admin.userName);
    const rows = <T>(statement: ReturnType<typeof sql>) =>
      h.database.withTenant({ companyId: company.companyId, userId: null }, (tx) =>
        queryRows<T>(tx, statement),
      );
    return { company, communityId, receivables, token, rows };
  }

  const body = (communityId: number, extra: Record<string, unknown> = {}) => ({
    Description: 'Monthly assessments',
    CommunityId: communityId,
    AutomationTypeId: JobId.ApplyCharges,
    Cron: '0 0 1 * *',
    StartDate: '2027-01-01T00:00:00Z',
    Parameters: { IsPosted: true },
    ...extra,
  });

  it('lists job types, creates a job on a cron, runs it when due and pages its history', async () => {
    const w = await world();
    const types = await callApi(h.app, J.ListOfJobTypes, {}, w.token);
    expect(types.body.find((t) => t.Id === JobId.LateFees)).toMatchObject({
      Name: 'Late fees',
      ParameterNames: ['CodeIds', 'CurrentMonthOnly', 'ExclusionDays', 'IsPosted'],
      RequiresRecipient: false,
    });
    expect((await callApi(h.app, J.FindJobTypeById, { params: { id: 999 } }, w.token)).status).toBe(
      404,
    );

    const created = await callApi(
      h.app,
      J.CreateAutomationJob,
      { body: body(w.communityId) },
      w.token,
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      IsActive: false,
      Cron: '0 0 1 * *',
      NextExecutionOn: null,
    });
    // Made active at a date before its start: its first run is the start's.
    const on = await callApi(
      h.app,
      J.UpdateAutomationJob,
      { params: { Id: created.body.Id }, body: body(w.communityId, { IsActive: true }) },
      w.token,
    );
    expect(on.body.NextExecutionOn?.slice(0, 10)).toBe('2027-01-01');
    // Enabling ran it once at once, as a run of today: refused (no open period), recorded.
    expect(on.body.LastStatus).toBe('failed');

    // Its cron runs on the community's clock: midnight of the 1st in New York.
    expect(new Date(on.body.NextExecutionOn ?? '').toISOString()).toBe('2027-01-01T05:00:00.000Z');
    // The community moves to Pacific time: its job runs at midnight there from now on.
    const pacific = await callApi(
      h.app,
      contract.automation.SaveCommunityTimeZone,
      { body: { CommunityAgentId: w.communityId, TimeZoneId: 3 } },
      w.token,
    );
    expect(pacific.status).toBe(200);
    const moved = await callApi(
      h.app,
      J.FindAutomationJobById,
      { params: { id: created.body.Id } },
      w.token,
    );
    expect(new Date(moved.body.NextExecutionOn ?? '').toISOString()).toBe(
      '2027-01-01T08:00:00.000Z',
    );
    const due = (at: string) =>
      runDueJobSchedules({ database: h.database, files: store }, new Date(at), {
        companyId: w.company.companyId,
      });
    expect(await due('2027-01-01T05:01:00Z')).toEqual({ runs: 0 });
    expect(await due('2027-01-01T08:01:00Z')).toEqual({ runs: 1 });
    const after = await callApi(
      h.app,
      J.FindAutomationJobById,
      { params: { id: created.body.Id } },
      w.token,
    );
    expect(after.body).toMatchObject({ LastStatus: 'succeeded' });
    expect(after.body.NextExecutionOn?.slice(0, 10)).toBe('2027-02-01');
    expect(new Date(after.body.NextExecutionOn ?? '').toISOString()).toBe(
      '2027-02-01T08:00:00.000Z',
    );
    const owners = await w.rows<{ cents: number }>(
      sql`select sum(balance_cents)::int as cents from owner_code_balances
           where community_agent_id = ${w.communityId}`,
    );
    expect(owners[0]?.cents).toBe(75_000);

    const history = await callApi(
      h.app,
      J.ListOfAutomationJobHistory,
      { params: { id: created.body.Id }, query: { pageIndex: 0, pageSize: 1 } },
      w.token,
    );
    expect(history.body.map((r) => [r.Status, r.TotalAmount])).toEqual([['succeeded', 75_000]]);
    expect(history.headers).toMatchObject({
      'x-page-total-record-count': '2',
      'x-page-current-index': '0',
      'x-page-hasnext': 'true',
      'x-page-hasprevious': 'false',
      'x-page-total-page-count': '2',
    });
    const list = await callApi(
      h.app,
      J.ListOfAutomationJobs,
      { query: { communityId: w.communityId, isActive: 'true' } },
      w.token,
    );
    expect(list.body.map((j) => j.Description)).toEqual(['Monthly assessments']);
    expect(list.headers).toMatchObject({ 'x-page-total-record-count': '1' });
    const codes = await callApi(
      h.app,
      J.ExecuteParameterAsKeyValuePair,
      { query: { id: created.body.Id, parameterName: 'CodeIds' } },
      w.token,
    );
    expect(codes.body.map((c) => c.Value)).toContain('ASMT - Monthly assessment');
  });

  it('tries a faulted run again after its backoff, then runs the same month once', async () => {
    const w = await world();
    const created = await callApi(
      h.app,
      J.CreateAutomationJob,
      { body: body(w.communityId, { IsActive: true }) },
      w.token,
    );
    const job = () =>
      callApi(h.app, J.FindAutomationJobById, { params: { id: created.body.Id } }, w.token);
    // The connection is lost once, while the run works as its user (its second transaction).
    let calls = 0;
    const flaky: Database = {
      ...h.database,
      withTenant: (scope, fn) => {
        calls += 1;
        if (calls === 2) return Promise.reject(new Error('connection lost'));
        return h.database.withTenant(scope, fn);
      },
    };
    const scope = { companyId: w.company.companyId };
    expect(
      await runDueJobSchedules(
        { database: flaky, files: store },
        new Date('2027-01-01T05:01:00Z'),
        scope,
      ),
    ).toEqual({ runs: 1 });
    const faulted = await job();
    expect(faulted.body).toMatchObject({ LastStatus: 'failed' });
    // Its month is kept: the same run is due again 5 minutes after the dispatch, not before.
    expect(new Date(faulted.body.NextExecutionOn ?? '').toISOString()).toBe(
      '2027-01-01T05:00:00.000Z',
    );
    const due = (at: string) =>
      runDueJobSchedules({ database: h.database, files: store }, new Date(at), scope);
    expect(await due('2027-01-01T05:05:00Z')).toEqual({ runs: 0 });
    expect(await due('2027-01-01T05:07:00Z')).toEqual({ runs: 1 });
    const retried = await job();
    expect(retried.body).toMatchObject({ LastStatus: 'succeeded' });
    expect(new Date(retried.body.NextExecutionOn ?? '').toISOString()).toBe(
      '2027-02-01T05:00:00.000Z',
    );
    expect(await due('2027-01-01T06:00:00Z')).toEqual({ runs: 0 });
    const owners = await w.rows<{ cents: number }>(
      sql`select sum(balance_cents)::int as cents from owner_code_balances
           where community_agent_id = ${w.communityId}`,
    );
    expect(owners[0]?.cents).toBe(75_000);
  });

  it('refuses a bad cron, a missing recipient, bad parameters, other users and companies', async () => {
    const w = await world();
    const create = (extra: Record<string, unknown>, token = w.token) =>
      callApi(h.app, J.CreateAutomationJob, { body: body(w.communityId, extra) }, token);
    expect(await create({ Cron: 'every day' })).toMatchObject({ status: 400 });
    expect(
      await create({
        AutomationTypeId: JobId.ReportPackages,
        Parameters: { Parameters: { ReportPackageId: 1 } },
      }),
    ).toMatchObject({
      status: 400,
      errorMessage: 'Recipient is required.',
    });
    expect(await create({ Parameters: { IsPosted: 'yes' } })).toMatchObject({ status: 400 });
    expect(await create({ ExpiresOn: '2026-01-01T00:00:00Z' })).toMatchObject({ status: 400 });
    const clerk = await addUser(h.database, w.company.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('owner')],
    });
    expect(await create({}, await signIn(h.app, clerk.userName))).toMatchObject({ status: 403 });
    const ok = await create({});
    const other = await world();
    expect(
      (await callApi(h.app, J.FindAutomationJobById, { params: { id: ok.body.Id } }, other.token))
        .status,
    ).toBe(404);
    expect(
      (
        await callApi(
          h.app,
          J.UpdateAutomationJob,
          { params: { Id: ok.body.Id }, body: body(other.communityId) },
          other.token,
        )
      ).status,
    ).toBe(404);
  });
});
