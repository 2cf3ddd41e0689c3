import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { contract, type WorkflowJobInput } from '@hoa/contract';
import { queryRows, sql, type Database, type SQL } from '@hoa/db';
import { DeliveryMethodId, JobId, MethodId, StatusId, TxnTypeId } from '@hoa/domain';
import { LocalFileStore } from '../../files/local-file-store';
import { callApi, signIn } from '../../../test/api';
import { fetchFile } from '../../../test/attachments-factories';
import { pdfText } from '../../../test/coupon-factories';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import {
  addCollectionAction,
  setUpReceivables,
  type ReceivableWorld,
} from '../../../test/receivable-factories';
import { runDue, runDueJobSchedules } from './index';

const A = contract.automation;

// A first-of-month workflow (apply charges on the 1st → late fees on the 16th → the board's
// report package and collections on the 31st) made from a template for two communities, run by
// moving the scheduler's clock through January 2027, against the same runs made by hand in a twin
// company.

describe.each(testDatabases())('automation workflows on $name', (testDb) => {
  const store = new LocalFileStore(path.join(os.tmpdir(), `hoa-automation-${randomUUID()}`));
  const h = useApp(testDb, { fileStore: store });
  const deps = () => ({ database: h.database, files: store });

  async function world() {
    const company = await createTestCompany(h.database);
    const communities = company.communityIds.slice(0, 2);
    const worlds: ReceivableWorld[] = [];
    for (const id of communities) {
      worlds.push(await setUpReceivables(h.database, company.companyId, id, 3, 2027));
    }
    const token = await signIn(h.app, company.admin.userName);
    const rows = <T>(statement: SQL) =>
      h.database.withTenant({ companyId: company.companyId, userId: null }, (tx) =>
        queryRows<T>(tx, statement),
      );
    for (const [i, id] of communities.entries()) {
      const settings = await callApi(
        h.app,
        contract.lateFeesInterest.SaveLateFeeSettings,
        { body: { CommunityAgentId: id, CodeIds: [worlds[i].code.ASMT], ExclusionDays: 10 } },
        token,
      );
      expect(settings.status).toBe(200);
      // A one-step collection ladder on unpaid assessments.
      await addCollectionAction(h.database, company.companyId, id, worlds[i], 'COLL1', 1_500);
      const collection = await callApi(
        h.app,
        contract.collections.SaveCollectionSettings,
        { body: { CommunityAgentId: id, CodeIds: [worlds[i].code.ASMT], CodeCategoryIds: [] } },
        token,
      );
      expect(collection.status).toBe(200);
    }
    return { company, communities, worlds, token, rows, ...balances(rows) };
  }

  function balances(rows: <T>(s: SQL) => Promise<T[]>) {
    return {
      /** Net debit per account number of a community's ledger. */
      trialBalance: async (community: number) =>
        Object.fromEntries(
          (
            await rows<{ number: string; net: number }>(
              sql`select a.account_number as number, sum(l.debit_cents - l.credit_cents)::int as net
                    from gl_lines l join accounts a on a.id = l.account_id
                   where l.community_agent_id = ${community} group by a.account_number`,
            )
          ).map((r) => [r.number, r.net]),
        ),
      /** Balances by home (in order) and code alias. */
      ownerBalances: async (community: number) =>
        (
          await rows<{ home: number; alias: string; cents: number }>(
            sql`select dense_rank() over (order by b.owner_agent_id)::int as home,
                       k.code_alias as alias, b.balance_cents::int as cents
                  from owner_code_balances b join codes k on k.id = b.code_id
                 where b.community_agent_id = ${community} and b.balance_cents <> 0
                 order by 1, 2`,
          )
        ).map((r) => `${r.home}:${r.alias}:${r.cents}`),
    };
  }

  const job = (
    JobId: number,
    Name: string,
    Sequence: number,
    start: string,
    extra: Partial<WorkflowJobInput> = {},
  ): WorkflowJobInput => ({
    JobId,
    Name,
    Sequence,
    Frequency: 'M',
    Mask: 127,
    StartDateTime: `${start}T00:00:00Z`,
    Parameters: { IsPosted: true },
    ...extra,
  });

  const saveWorkflow = (
    token: string,
    CommunityAgentId: number,
    Name: string,
    Jobs: WorkflowJobInput[],
  ) => callApi(h.app, A.SaveWorkflow, { body: { CommunityAgentId, Name, Jobs } }, token);

  /** RunJobScheduleNow as the run of a day. */
  const runNow = (token: string, jobScheduleId: number, AsOf: string) =>
    callApi(h.app, A.RunJobScheduleNow, { body: { jobScheduleId, AsOf } }, token);

  async function packageOf(token: string) {
    const saved = await callApi(
      h.app,
      contract.reportPackages.SaveReportPackage,
      {
        body: {
          DisplayName: `Board ${randomUUID().slice(0, 8)}`,
          Items: [{ Type: 'Report', Name: 'BalanceSheet', Parameters: { asOfDate: '2027-01-31' } }],
        },
      },
      token,
    );
    expect(saved.status).toBe(200);
    return saved.body.ReportPackageId;
  }

  /** A community's collection status as the collections module answers it (ids left out). */
  const collectionStatus = async (token: string, community: number) =>
    (
      await callApi(
        h.app,
        contract.collections.GetCollectionStatus,
        { query: { communityAgentId: community } },
        token,
      )
    ).body.map((s) => [s.CodeAlias, s.IsOnHold, s.Balance]);

  /** A letter batch's header, ids left out. */
  async function letterBatch(token: string, batchItemId: number) {
    const header = await callApi(
      h.app,
      contract.messageBatches.GetMessageBatchReviewHeader,
      { query: { messageBatchItemId: batchItemId } },
      token,
    );
    expect(header.status).toBe(200);
    const b = header.body;
    return {
      TemplateName: b.TemplateName,
      DeliveryMethodId: b.DeliveryMethodId,
      TopsStatusId: b.TopsStatusId,
      Recipients: b.Recipients,
      PrintRecipients: b.PrintRecipients,
      EmailRecipients: b.EmailRecipients,
      InvalidRecipients: b.InvalidRecipients,
    };
  }

  /** The newest message batch of a community. */
  const newestBatch = async (token: string, community: number) =>
    (
      await callApi(
        h.app,
        contract.messageBatches.GetMessageBatches,
        { query: { communityAgentId: community } },
        token,
      )
    ).body.Batches[0]?.TopsItemId ?? 0;

  /** The template applied to the communities, every job enabled. */
  async function scheduleWorkflows(w: Awaited<ReturnType<typeof world>>) {
    const packageId = await packageOf(w.token);
    const template = await callApi(
      h.app,
      A.SaveWorkflowTemplate,
      {
        body: {
          Name: 'First of the month',
          Details: [
            job(JobId.ApplyCharges, 'Assessments', 1, '2027-01-01'),
            job(JobId.LateFees, 'Late fees', 2, '2027-01-16'),
            job(JobId.ReportPackages, 'Board package', 3, '2027-01-31', {
              Recipient: 'board@example.com',
              Parameters: { Parameters: { ReportPackageId: packageId } },
            }),
            job(JobId.Collections, 'Collections', 4, '2027-01-31'),
          ],
        },
      },
      w.token,
    );
    expect(template.status).toBe(200);
    const applied = await callApi(
      h.app,
      A.ApplyWorkflowTemplate,
      {
        body: {
          WorkflowTemplateId: template.body.WorkflowTemplateId,
          CommunityAgentIds: w.communities,
        },
      },
      w.token,
    );
    expect(applied.status).toBe(200);
    expect(applied.body).toHaveLength(2);
    for (const workflow of applied.body) {
      for (const j of workflow.Jobs) {
        const on = await callApi(
          h.app,
          A.SetEnabled,
          { body: { jobScheduleId: j.JobScheduleId, enabled: true } },
          w.token,
        );
        expect(on.status).toBe(200);
        expect(on.body.NextRunDateTime).not.toBeNull();
      }
    }
    return applied.body;
  }

  it('runs a template’s workflow in two communities by the clock, to the cent of the same runs by hand', async () => {
    const w = await world();
    const workflows = await scheduleWorkflows(w);
    const enabled = await callApi(
      h.app,
      A.GetWorkflow,
      { params: { id: workflows[0].WorkflowId } },
      w.token,
    );
    expect(enabled.body.Jobs.map((j) => [j.Enabled, j.NextRunDateTime?.slice(0, 10)])).toEqual([
      [true, '2027-01-01'],
      [true, '2027-01-16'],
      [true, '2027-01-31'],
      [true, '2027-01-31'],
    ]);

    // Nothing is due before the 1st's midnight on the communities' clock (Eastern: 05:00 UTC).
    expect(
      await runDueJobSchedules(deps(), new Date('2027-01-01T04:59:00Z'), {
        companyId: w.company.companyId,
      }),
    ).toEqual({ runs: 0 });
    expect(
      await runDueJobSchedules(deps(), new Date('2027-01-01T05:05:00Z'), {
        companyId: w.company.companyId,
      }),
    ).toEqual({ runs: 2 });
    expect(
      await runDueJobSchedules(deps(), new Date('2027-01-16T05:05:00Z'), {
        companyId: w.company.companyId,
      }),
    ).toEqual({ runs: 2 });
    expect(
      await runDueJobSchedules(deps(), new Date('2027-01-31T05:05:00Z'), {
        companyId: w.company.companyId,
      }),
    ).toEqual({ runs: 4 });
    // Due again only in February.
    expect(
      await runDueJobSchedules(deps(), new Date('2027-01-31T12:00:00Z'), {
        companyId: w.company.companyId,
      }),
    ).toEqual({ runs: 0 });

    // The same runs by hand in a twin company: the collection run with its community's actions,
    // its letters by the owners' preferences (Smart).
    const twin = await world();
    for (const [i, community] of twin.communities.entries()) {
      const actions = await callApi(
        h.app,
        contract.collections.GetCollectionActions,
        { query: { communityAgentId: community } },
        twin.token,
      );
      let collectionItemId = 0;
      for (const [txnTypeId, postDate] of [
        [TxnTypeId.ApplyCharges, '2027-01-01'],
        [TxnTypeId.LateFee, '2027-01-16'],
        [TxnTypeId.Collection, '2027-01-31'],
      ] as const) {
        const codeIds =
          txnTypeId === TxnTypeId.Collection
            ? { CodeIds: actions.body.map((a) => a.TopsCodeId) }
            : {};
        const accrued = await callApi(
          h.app,
          contract.charges.Accrue,
          {
            body: {
              TopsTxnTypeId: txnTypeId,
              PostDate: postDate,
              Communities: [{ CommunityAgentId: community, ...codeIds }],
            },
          },
          twin.token,
        );
        expect(accrued.status).toBe(200);
        const itemId = accrued.body.Items[0]?.TopsItemId ?? 0;
        if (txnTypeId === TxnTypeId.Collection) collectionItemId = itemId;
        expect(
          (
            await callApi(
              h.app,
              contract.charges.PostItem,
              { body: { ItemIds: [itemId] } },
              twin.token,
            )
          ).status,
        ).toBe(200);
      }
      const byHand = await callApi(
        h.app,
        contract.collections.PrintConcatenatedCollectionLetters,
        { body: { itemId: collectionItemId, deliveryMethod: DeliveryMethodId.Smart } },
        twin.token,
      );
      expect(byHand.status).toBe(200);
      const scheduled = w.communities[i];
      expect(await w.trialBalance(scheduled)).toEqual(await twin.trialBalance(community));
      expect(await w.ownerBalances(scheduled)).toEqual(await twin.ownerBalances(community));
      // The collections module sees the same collection actions and the same letters queued.
      expect(await collectionStatus(w.token, scheduled)).toEqual(
        await collectionStatus(twin.token, community),
      );
      const batch = await letterBatch(w.token, await newestBatch(w.token, scheduled));
      expect(batch).toEqual(await letterBatch(twin.token, byHand.body.TopsItemId ?? 0));
      expect(batch).toMatchObject({
        TemplateName: 'Default Collection Letter',
        DeliveryMethodId: DeliveryMethodId.Smart,
        Recipients: 3,
        TopsStatusId: StatusId.Incomplete,
      });
    }
    // $250.00 assessments for three homes, then $25.00 late fees on each (unpaid after 10 days),
    // then the first collection action, $15.00, on each delinquent owner.
    expect(await w.ownerBalances(w.communities[0])).toEqual([
      '1:ASMT:25000',
      '1:COLL1:1500',
      '1:LATE:2500',
      '2:ASMT:25000',
      '2:COLL1:1500',
      '2:LATE:2500',
      '3:ASMT:25000',
      '3:COLL1:1500',
      '3:LATE:2500',
    ]);
    // A delinquent owner's collection letter, as the Collections screen prints it.
    const [first] = (
      await callApi(
        h.app,
        contract.collections.GetCollectionStatus,
        { query: { communityAgentId: w.communities[0] } },
        w.token,
      )
    ).body;
    const letter = await fetchFile(
      h.app,
      `${contract.collections.GetPropertyCollectionDocumentUri.path}?itemId=${first.TopsItemId}&propertyAgentId=${first.PropertyAgentId}`,
      w.token,
    );
    expect(letter.status).toBe(200);
    expect(pdfText(letter.bytes)).toContain('A COLL1 action charge of $15.00');

    // Each job's run is in the history, finished, with what it produced.
    const runs = await callApi(
      h.app,
      A.GetJobScheduleRuns,
      { query: { workflowId: workflows[0].WorkflowId } },
      w.token,
    );
    expect(
      runs.body.map((r) => [r.Name, r.Status, r.PostDate, r.TotalAmount, r.ProgressDone]),
    ).toEqual([
      ['Collections', 'succeeded', '2027-01-31', 4_500, 3],
      ['Board package', 'succeeded', '2027-01-31', 0, 3],
      ['Late fees', 'succeeded', '2027-01-16', 7_500, 3],
      ['Assessments', 'succeeded', '2027-01-01', 75_000, 3],
    ]);
    expect(runs.body[1].Files).toHaveLength(1);
    expect(runs.body[1].Mails).toBe(1);
    const mails = await w.rows<{ n: number; attachments: number }>(
      sql`select count(*)::int as n,
                 (select count(*)::int from mail_outbox_attachments x
                   join mail_outbox m on m.id = x.mail_id where m.to_address = 'board@example.com') as attachments
            from mail_outbox where to_address = 'board@example.com'`,
    );
    expect(mails[0]).toEqual({ n: 2, attachments: 2 });
  });

  it('goes on from where a killed run stopped: the retried run posts nothing twice', async () => {
    const w = await world();
    await scheduleWorkflows(w);
    const asOf = new Date('2027-01-01T05:05:00Z');
    // The process dies after the run accrued its charges: every transaction after the second fails.
    let calls = 0;
    const dying: Database = {
      ...h.database,
      withTenant: (scope, fn) => {
        calls += 1;
        if (calls > 2) return Promise.reject(new Error('killed'));
        return h.database.withTenant(scope, fn);
      },
    };
    const due = {
      companyId: w.company.companyId,
      jobScheduleId: 0,
      automationJobId: null,
      scheduledFor: asOf.toISOString(),
      failures: 0,
    };
    const [first] = await w.rows<{ id: number }>(
      sql`select id::int8 as id from job_schedules
           where community_agent_id = ${w.communities[0]} and job_id = ${JobId.ApplyCharges}`,
    );
    due.jobScheduleId = first.id;
    due.scheduledFor = '2027-01-01T05:00:00.000Z';
    await expect(runDue({ database: dying, files: store }, due)).rejects.toThrow('killed');
    const items = () =>
      w.rows<{ status: number; n: number }>(
        sql`select status_id::int as status, count(*)::int as n from items
             where community_agent_id = ${w.communities[0]} and txn_type_id = ${TxnTypeId.ApplyCharges}
             group by status_id`,
      );
    expect(await items()).toEqual([{ status: 3, n: 1 }]); // accrued, not posted

    // The scheduler finds the run still due and goes on with it: posted once.
    expect(await runDueJobSchedules(deps(), asOf, { companyId: w.company.companyId })).toEqual({
      runs: 2,
    });
    expect(await items()).toEqual([{ status: 4, n: 1 }]);
    expect(await runDueJobSchedules(deps(), asOf, { companyId: w.company.companyId })).toEqual({
      runs: 0,
    });
    expect(await w.ownerBalances(w.communities[0])).toEqual([
      '1:ASMT:25000',
      '2:ASMT:25000',
      '3:ASMT:25000',
    ]);
  });

  it('previews a workflow without writing, then rolls a run back to the cent', async () => {
    const w = await world();
    const [workflow] = await scheduleWorkflows(w);
    const community = w.communities[0];
    const counts = () =>
      w.rows<{ items: number; lines: number; mails: number; runs: number; letters: number }>(
        sql`select (select count(*)::int from items) as items,
                   (select count(*)::int from gl_lines) as lines,
                   (select count(*)::int from mail_outbox) as mails,
                   (select count(*)::int from job_runs) as runs,
                   (select count(*)::int from message_batch_recipients) as letters`,
      );
    const before = await counts();
    const preview = await callApi(
      h.app,
      A.PreviewWorkflow,
      { body: { WorkflowId: workflow.WorkflowId, AsOf: '2027-01-01' } },
      w.token,
    );
    expect(preview.status).toBe(200);
    // In order, each job seeing the earlier ones: the collection run finds the owners owing the
    // assessments just applied (not yet late for the late fees' ten days).
    expect(
      preview.body.map((p) => [p.Name, p.OwnersCount, p.TotalAmount, p.Letters, p.Error]),
    ).toEqual([
      ['Assessments', 3, 75_000, 0, null],
      ['Late fees', 0, 0, 0, null],
      ['Board package', 0, 0, 0, null],
      ['Collections', 3, 4_500, 3, null],
    ]);
    expect(preview.body[0].Owners.map((o) => o.Amount)).toEqual([25_000, 25_000, 25_000]);
    expect(preview.body[2].Mails).toEqual(['board@example.com']);
    expect(await counts()).toEqual(before);

    const trialBefore = await w.trialBalance(community);
    const ownersBefore = await w.ownerBalances(community);
    const codesApplied = () =>
      w.rows<{ id: number; last: string | null }>(
        sql`select id::int8, last_applied::text as last from codes
             where community_agent_id = ${community} order by id`,
      );
    const lastApplied = (rows: { id: number; last: string | null }[]) =>
      rows.map((r) => [r.id, r.last]);
    const codesBefore = await codesApplied();
    const assessments = workflow.Jobs[0];
    const ran = await callApi(
      h.app,
      A.RunJobScheduleNow,
      { body: { jobScheduleId: assessments.JobScheduleId, AsOf: '2027-01-01' } },
      w.token,
    );
    expect(ran.status).toBe(200);
    expect(ran.body).toMatchObject({ Status: 'succeeded', OwnersCount: 3, TotalAmount: 75_000 });
    expect(await w.ownerBalances(community)).not.toEqual(ownersBefore);
    expect(lastApplied(await codesApplied())).not.toEqual(lastApplied(codesBefore));
    // Asked again the same day: the same run, nothing posted twice.
    const again = await callApi(
      h.app,
      A.RunJobScheduleNow,
      { body: { jobScheduleId: assessments.JobScheduleId, AsOf: '2027-01-01' } },
      w.token,
    );
    expect(again.body.JobRunId).toBe(ran.body.JobRunId);

    const rolled = await callApi(
      h.app,
      A.RollbackRun,
      { body: { JobRunId: ran.body.JobRunId } },
      w.token,
    );
    expect(rolled.status).toBe(200);
    expect(rolled.body.Status).toBe('rolled-back');
    expect(rolled.body.RolledBackAt).not.toBeNull();
    const trialAfter = await w.trialBalance(community);
    for (const account of Object.keys(trialAfter)) {
      expect(trialAfter[account] ?? 0).toBe(trialBefore[account] ?? 0);
    }
    expect(await w.ownerBalances(community)).toEqual(ownersBefore);
    const twice = await callApi(
      h.app,
      A.RollbackRun,
      { body: { JobRunId: ran.body.JobRunId } },
      w.token,
    );
    expect(twice.body.Status).toBe('rolled-back');
    // The codes' last applied date went back with the run: January's charges apply again.
    expect(lastApplied(await codesApplied())).toEqual(lastApplied(codesBefore));
    const later = await callApi(
      h.app,
      A.RunJobScheduleNow,
      { body: { jobScheduleId: assessments.JobScheduleId, AsOf: '2027-01-15' } },
      w.token,
    );
    expect(later.body).toMatchObject({ Status: 'succeeded', OwnersCount: 3, TotalAmount: 75_000 });
  });

  it('holds a run above the company’s amount for an approver', async () => {
    const w = await world();
    const [workflow] = await scheduleWorkflows(w);
    const set = await callApi(
      h.app,
      A.SaveAutomationSettings,
      { body: { ApprovalAmount: 50_000 } },
      w.token,
    );
    expect(set.body).toEqual({ ApprovalAmount: 50_000 });
    const ran = await callApi(
      h.app,
      A.RunJobScheduleNow,
      { body: { jobScheduleId: workflow.Jobs[0].JobScheduleId, AsOf: '2027-01-01' } },
      w.token,
    );
    expect(ran.body).toMatchObject({ Status: 'awaiting-approval', TotalAmount: 75_000 });
    expect(await w.ownerBalances(w.communities[0])).toEqual([]);
    const approved = await callApi(
      h.app,
      A.ApproveRun,
      { body: { JobRunId: ran.body.JobRunId } },
      w.token,
    );
    expect(approved.body).toMatchObject({ Status: 'succeeded' });
    expect(await w.ownerBalances(w.communities[0])).toHaveLength(3);
  });

  it('charges interest by the step’s CommInterestSettings method, set on the community', async () => {
    const w = await world();
    const [workflow] = await scheduleWorkflows(w);
    const community = w.communities[0];
    const charged = await runNow(w.token, workflow.Jobs[0].JobScheduleId, '2027-01-01');
    expect(charged.body).toMatchObject({ Status: 'succeeded', TotalAmount: 75_000 });
    const settings = await callApi(
      h.app,
      contract.lateFeesInterest.SaveInterestSettings,
      {
        body: {
          CommunityAgentId: community,
          Days: 1,
          ExclusionDays: 0,
          Rate: 12,
          MethodId: MethodId.InterestSimple,
          AllCandidates: true,
          CodeIds: [w.worlds[0].code.ASMT],
        },
      },
      w.token,
    );
    expect(settings.status).toBe(200);
    const interestWorkflow = (Parameters: Record<string, unknown>) =>
      saveWorkflow(w.token, community, `Interest ${randomUUID().slice(0, 8)}`, [
        job(JobId.Interest, 'Interest', 1, '2027-02-01', { Parameters }),
      ]);
    const simple = await interestWorkflow({ IsPosted: true });
    const compound = await interestWorkflow({
      IsPosted: true,
      CommInterestSettings: { InterestMethodID: MethodId.InterestCompound, name: 'Compound' },
    });
    expect([simple.status, compound.status]).toEqual([200, 200]);
    expect(compound.body.Jobs[0].Parameters).toMatchObject({
      CommInterestSettings: { InterestMethodID: MethodId.InterestCompound },
    });
    const preview = async (workflowId: number) =>
      (
        await callApi(
          h.app,
          A.PreviewWorkflow,
          { body: { WorkflowId: workflowId, AsOf: '2027-02-01' } },
          w.token,
        )
      ).body.map((p) => [p.OwnersCount, p.TotalAmount, p.Error]);
    // $250.00 × 12 % × 28 / 365 = $2.30 simple; $250.00 × 12 % / 12 = $2.50 compound; 3 homes.
    expect(await preview(simple.body.WorkflowId)).toEqual([[3, 690, null]]);
    expect(await preview(compound.body.WorkflowId)).toEqual([[3, 750, null]]);
    const ran = await runNow(w.token, compound.body.Jobs[0].JobScheduleId, '2027-02-01');
    expect(ran.body).toMatchObject({ Status: 'succeeded', OwnersCount: 3, TotalAmount: 750 });
    const after = await callApi(
      h.app,
      contract.lateFeesInterest.GetInterestSettings,
      { query: { communityAgentId: community } },
      w.token,
    );
    expect(after.body).toMatchObject({ MethodId: MethodId.InterestCompound, Rate: 12, Days: 1 });
    const refused = await interestWorkflow({ CommInterestSettings: { InterestMethodID: 5 } });
    expect(refused).toMatchObject({ status: 400 });
    expect(refused.errorMessage).toContain('Must select an interest method.');
  });

  it('keeps a job’s day of month, weekends and end from the template to its workflows, on each community’s clock', async () => {
    const w = await world();
    // The second community keeps Pacific time.
    const pacific = await callApi(
      h.app,
      A.SaveCommunityTimeZone,
      { body: { CommunityAgentId: w.communities[1], TimeZoneId: 3 } },
      w.token,
    );
    expect(pacific.status).toBe(200);
    const schedule = {
      Mask: 62,
      ExcludeWeekends: true,
      DayOfMonth: 15,
      EndDateTime: '2027-12-31T23:59:59Z',
    };
    // The template's times are wall times (the template clock): the 15th at 22:00.
    const template = await callApi(
      h.app,
      A.SaveWorkflowTemplate,
      {
        body: {
          Name: `Mid-month ${randomUUID().slice(0, 8)}`,
          Details: [
            {
              ...job(JobId.ApplyCharges, 'Mid-month', 1, '2027-01-15', schedule),
              StartDateTime: '2027-01-15T22:00:00Z',
            },
          ],
        },
      },
      w.token,
    );
    expect(template.status).toBe(200);
    const kept = (saved: { EndDateTime: string | null; StartDateTime: string }) => {
      expect(saved).toMatchObject({
        Frequency: 'M',
        Mask: 62,
        ExcludeWeekends: true,
        DayOfMonth: 15,
      });
      return [saved.StartDateTime, saved.EndDateTime].map((t) => new Date(t ?? '').toISOString());
    };
    expect(kept(template.body.Details[0])).toEqual([
      '2027-01-15T22:00:00.000Z',
      '2027-12-31T23:59:59.000Z',
    ]);
    const applied = await callApi(
      h.app,
      A.ApplyWorkflowTemplate,
      {
        body: {
          WorkflowTemplateId: template.body.WorkflowTemplateId,
          CommunityAgentIds: w.communities,
        },
      },
      w.token,
    );
    expect(applied.status).toBe(200);
    const byCommunity = new Map(applied.body.map((wf) => [wf.CommunityAgentId, wf.Jobs[0]]));
    // 22:00 and the year's last second in New York (UTC-5) and in Los Angeles (UTC-8).
    expect(kept(byCommunity.get(w.communities[0]) ?? template.body.Details[0])).toEqual([
      '2027-01-16T03:00:00.000Z',
      '2028-01-01T04:59:59.000Z',
    ]);
    expect(kept(byCommunity.get(w.communities[1]) ?? template.body.Details[0])).toEqual([
      '2027-01-16T06:00:00.000Z',
      '2028-01-01T07:59:59.000Z',
    ]);
    // The calendar shows each run on its community's day: the 15th, not the UTC 16th.
    for (const wf of applied.body) {
      const on = await callApi(
        h.app,
        A.SetEnabled,
        { body: { jobScheduleId: wf.Jobs[0].JobScheduleId, enabled: true } },
        w.token,
      );
      expect(on.status).toBe(200);
    }
    const calendar = await callApi(
      h.app,
      A.GetAutomationCalendar,
      { query: { from: '2027-01-01' } },
      w.token,
    );
    expect(
      calendar.body.map((d) => [d.Date, d.Runs.map((r) => [r.CommunityAgentId, r.At])]),
    ).toEqual([
      [
        '2027-01-15',
        [
          [w.communities[0], '2027-01-16T03:00:00.000Z'],
          [w.communities[1], '2027-01-16T06:00:00.000Z'],
        ],
      ],
    ]);
    const refused = await saveWorkflow(w.token, w.communities[0], 'Day 40', [
      job(JobId.ApplyCharges, 'Day 40', 1, '2027-01-15', { DayOfMonth: 40 }),
    ]);
    expect(refused).toMatchObject({ status: 400 });
    expect(refused.errorMessage).toContain('Please enter a value between 1 and 31');
  });

  it('quarantines a schedule that fails three runs in a row', async () => {
    const w = await world();
    const saved = await callApi(
      h.app,
      A.SaveWorkflow,
      {
        body: {
          CommunityAgentId: w.communities[0],
          Name: 'Nightly accrual',
          Jobs: [
            {
              ...job(JobId.JournalEntry, 'Accrue utilities', 1, '2030-03-01'),
              Frequency: 'D',
              Parameters: {
                JournalEntry: {
                  Reference: 'UTIL',
                  Description: 'Utilities accrual',
                  Transactions: [
                    { AccountId: w.worlds[0].account.cash, Amount_Debit: 1_000 },
                    { AccountId: w.worlds[0].account.expense, Amount_Credit: 1_000 },
                  ],
                },
                IsAutomated: true,
              },
            },
          ],
        },
      },
      w.token,
    );
    expect(saved.status).toBe(200);
    const id = saved.body.Jobs[0].JobScheduleId;
    await callApi(h.app, A.SetEnabled, { body: { jobScheduleId: id, enabled: true } }, w.token);
    // 2030 has no open period: each night's entry is refused.
    expect(
      await runDueJobSchedules(deps(), new Date('2030-03-05T00:00:00Z'), {
        companyId: w.company.companyId,
      }),
    ).toEqual({ runs: 3 });
    const found = await callApi(
      h.app,
      A.SearchJobSchedules,
      { body: { JobName: 'utilities' } },
      w.token,
    );
    expect(found.body.Total).toBe(1);
    expect(found.body.Rows[0]).toMatchObject({ IsQuarantined: true, NextRunDateTime: null });
    expect(found.body.Rows[0].QuarantineErrors).toHaveLength(3);
    // Enabling again lifts the quarantine.
    const on = await callApi(
      h.app,
      A.SetEnabled,
      { body: { jobScheduleId: id, enabled: true } },
      w.token,
    );
    expect(on.body).toMatchObject({ IsQuarantined: false, Enabled: true });
  });

  it('refuses a step that cannot run at save, naming it, and keeps other users and companies out', async () => {
    const w = await world();
    const save = (jobs: WorkflowJobInput[], token = w.token) =>
      callApi(
        h.app,
        A.SaveWorkflow,
        { body: { CommunityAgentId: w.communities[0], Name: 'Checks', Jobs: jobs } },
        token,
      );
    expect(await save([job(JobId.ApplyCharges, '', 1, '2027-01-01')])).toMatchObject({
      status: 400,
      errorMessage: 'Step 1 (Apply charges): Name: Job Name is required.',
    });
    expect(await save([job(JobId.ApplyCharges, 'x'.repeat(56), 1, '2027-01-01')])).toMatchObject({
      status: 400,
    });
    expect(
      await save([
        job(JobId.ReportPackages, 'Pack', 1, '2027-01-01', {
          Parameters: { Parameters: { ReportPackageId: 1 } },
        }),
      ]),
    ).toMatchObject({
      status: 400,
      errorMessage: 'Step 1 (Pack): Recipient: Recipient is required.',
    });
    expect(
      await save([
        job(JobId.LateFees, 'Late', 1, '2027-01-01', { Parameters: { ExclusionDays: 400 } }),
      ]),
    ).toMatchObject({ status: 400 });
    expect((await save([job(JobId.ApplyCharges, 'Charges', 1, 'not a date')])).errorMessage).toBe(
      'Step 1 (Charges): StartDateTime: Please enter a valid start date and time',
    );

    const clerk = await addUser(h.database, w.company.companyId, {
      communityIds: w.communities,
      grants: [fullGrant('owner')],
    });
    const clerkToken = await signIn(h.app, clerk.userName);
    expect(
      await save([job(JobId.ApplyCharges, 'Charges', 1, '2027-01-01')], clerkToken),
    ).toMatchObject({
      status: 400,
      errorMessage: 'Step 1 (Charges): you may not run this job.',
    });

    const ok = await save([job(JobId.ApplyCharges, 'Charges', 1, '2027-01-01')]);
    expect(ok.status).toBe(200);
    const other = await world();
    expect(
      (await callApi(h.app, A.GetWorkflow, { params: { id: ok.body.WorkflowId } }, other.token))
        .status,
    ).toBe(404);
    expect(
      (
        await callApi(
          h.app,
          A.SetEnabled,
          { body: { jobScheduleId: ok.body.Jobs[0].JobScheduleId, enabled: true } },
          other.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await callApi(
          h.app,
          A.SetEnabled,
          { body: { jobScheduleId: ok.body.Jobs[0].JobScheduleId, enabled: true } },
          clerkToken,
        )
      ).status,
    ).toBe(403);
    const removed = await callApi(
      h.app,
      A.DeleteJobSchedule,
      { params: { id: ok.body.Jobs[0].JobScheduleId } },
      w.token,
    );
    expect(removed.status).toBe(200);
    const calendar = await callApi(
      h.app,
      A.GetAutomationCalendar,
      { query: { from: '2027-01-01' } },
      w.token,
    );
    expect(calendar.status).toBe(200);
  });

  it('previews the jobs in order in one rolled-back transaction: late fees on the charges it just applied', async () => {
    const w = await world();
    const community = w.communities[0];
    const saved = await callApi(
      h.app,
      A.SaveWorkflow,
      {
        body: {
          CommunityAgentId: community,
          Name: 'Charges and fees',
          Jobs: [
            job(JobId.ApplyCharges, 'Assessments', 1, '2027-02-01'),
            job(JobId.LateFees, 'Late fees', 2, '2027-02-01', {
              Parameters: { ExclusionDays: 0, IsPosted: true },
            }),
          ],
        },
      },
      w.token,
    );
    expect(saved.status).toBe(200);
    const written = async () => ({
      counts: await w.rows<{ items: number; lines: number }>(
        sql`select (select count(*)::int from items) as items,
                   (select count(*)::int from gl_lines) as lines`,
      ),
      owners: await w.ownerBalances(community),
      exclusionDays: await w.rows<{ days: number }>(
        sql`select exclusion_days::int as days from late_fee_settings
             where community_agent_id = ${community}`,
      ),
    });
    const before = await written();
    const preview = () =>
      callApi(
        h.app,
        A.PreviewWorkflow,
        { body: { WorkflowId: saved.body.WorkflowId, AsOf: '2027-02-01' } },
        w.token,
      );
    const shown = await preview();
    expect(shown.status).toBe(200);
    expect(
      shown.body.map((p) => [p.Name, p.OwnersCount, p.TotalAmount, p.WouldWaitForApproval]),
    ).toEqual([
      ['Assessments', 3, 75_000, false],
      ['Late fees', 3, 7_500, false],
    ]);
    expect(shown.body[1].Owners.map((o) => o.Amount)).toEqual([2_500, 2_500, 2_500]);
    // Nothing written: no item, no ledger line, no balance, the late fee settings as they were.
    expect(await written()).toEqual(before);
    expect(before.exclusionDays).toEqual([{ days: 10 }]);

    // Charges that would wait for an approver are not posted: the late fees find nothing owed.
    await callApi(h.app, A.SaveAutomationSettings, { body: { ApprovalAmount: 50_000 } }, w.token);
    expect(
      (await preview()).body.map((p) => [p.Name, p.TotalAmount, p.WouldWaitForApproval]),
    ).toEqual([
      ['Assessments', 75_000, true],
      ['Late fees', 0, false],
    ]);
    expect(await written()).toEqual(before);
  });

  it('rolls a collections run back with the letters it queued; once they are released it refuses', async () => {
    const w = await world();
    const [workflow] = await scheduleWorkflows(w);
    const community = w.communities[0];
    const assessments = workflow.Jobs[0];
    const collections = workflow.Jobs[3];
    expect(collections.JobId).toBe(JobId.Collections);
    const runNow = (jobScheduleId: number, AsOf: string) =>
      callApi(h.app, A.RunJobScheduleNow, { body: { jobScheduleId, AsOf } }, w.token);
    const rollback = (JobRunId: number, token = w.token) =>
      callApi(h.app, A.RollbackRun, { body: { JobRunId } }, token);
    expect((await runNow(assessments.JobScheduleId, '2027-01-01')).body.Status).toBe('succeeded');
    const owners = await w.ownerBalances(community);
    const status = await collectionStatus(w.token, community);

    const ran = await runNow(collections.JobScheduleId, '2027-01-31');
    expect(ran.body).toMatchObject({ Status: 'succeeded', OwnersCount: 3, TotalAmount: 4_500 });
    const batchItemId = await newestBatch(w.token, community);
    expect(await letterBatch(w.token, batchItemId)).toMatchObject({
      Recipients: 3,
      TopsStatusId: StatusId.Incomplete,
    });

    // Withdrawing the letters needs the message batches' claim, as removing a recipient does.
    const clerk = await addUser(h.database, w.company.companyId, {
      communityIds: w.communities,
      grants: [fullGrant('arcollection')],
    });
    expect((await rollback(ran.body.JobRunId, await signIn(h.app, clerk.userName))).status).toBe(
      403,
    );
    const other = await world();
    expect((await rollback(ran.body.JobRunId, other.token)).status).toBe(404);

    const rolled = await rollback(ran.body.JobRunId);
    expect(rolled.body.Status).toBe('rolled-back');
    // The letters are withdrawn from their batch (nothing left to release), the action undone.
    expect(await letterBatch(w.token, batchItemId)).toMatchObject({ Recipients: 0 });
    expect(await w.ownerBalances(community)).toEqual(owners);
    expect(await collectionStatus(w.token, community)).toEqual(status);

    // A job that prints every letter (the owners' email preferences overridden) runs the same
    // collections; its letters released (printed and mailed) cannot be recalled.
    const byMail = await callApi(
      h.app,
      A.SaveWorkflow,
      {
        body: {
          CommunityAgentId: community,
          Name: 'Collections by mail',
          Jobs: [
            job(JobId.Collections, 'Collections by mail', 1, '2027-01-31', {
              Parameters: { OverrideEmailPreferences: true, IsPosted: true },
            }),
          ],
        },
      },
      w.token,
    );
    expect(byMail.status).toBe(200);
    const byMailJob = byMail.body.Jobs[0].JobScheduleId;
    const again = await runNow(byMailJob, '2027-01-31');
    expect(again.body).toMatchObject({ Status: 'succeeded', TotalAmount: 4_500 });
    const sentBatch = await newestBatch(w.token, community);
    expect(sentBatch).not.toBe(batchItemId);
    expect(await letterBatch(w.token, sentBatch)).toMatchObject({
      DeliveryMethodId: DeliveryMethodId.Print,
      Recipients: 3,
    });
    const released = await callApi(
      h.app,
      contract.messageBatches.ReleaseMessageBatch,
      { body: { messageBatchItemId: sentBatch } },
      w.token,
    );
    expect(released.body.TopsStatusId).toBe(StatusId.Complete);
    const refused = await rollback(again.body.JobRunId);
    expect(refused).toMatchObject({
      status: 409,
      errorMessage: `The run could not be rolled back: its letters (message batch ${sentBatch}) were already released — printed or emailed — and cannot be recalled.`,
    });
    expect(refused.body).toMatchObject({ errorCode: 'RunLettersReleased' });
    // Nothing was undone.
    const runs = await callApi(
      h.app,
      A.GetJobScheduleRuns,
      { query: { jobScheduleId: byMailJob } },
      w.token,
    );
    expect(runs.body.map((r) => r.Status)).toEqual(['succeeded']);
    expect(await w.ownerBalances(community)).toContain('1:COLL1:1500');
    expect(await letterBatch(w.token, sentBatch)).toMatchObject({ Recipients: 3 });
  });

  it('tries a failed run again after 5 and 15 minutes, posting nothing twice; the third failure quarantines', async () => {
    const w = await world();
    const [workflow] = await scheduleWorkflows(w);
    const scope = { companyId: w.company.companyId };
    const period = new Date('2027-01-01T05:00:00Z');
    const at = (minutes: number) => new Date(period.getTime() + minutes * 60_000);
    // Faults (not refusals) are logged.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The first attempt fails after its first phase: the post phase's transaction is lost.
    let userTransactions = 0;
    const flaky: Database = {
      ...h.database,
      withTenant: (scopeOf, fn) => {
        if (scopeOf.userId !== null && ++userTransactions === 2) {
          return Promise.reject(new Error('connection lost'));
        }
        return h.database.withTenant(scopeOf, fn);
      },
    };
    const assessments = workflow.Jobs[0];
    const runId = await runDue(
      { database: flaky, files: store },
      {
        companyId: w.company.companyId,
        jobScheduleId: assessments.JobScheduleId,
        automationJobId: null,
        scheduledFor: period.toISOString(),
        failures: 0,
      },
      at(0),
    );
    const runs = () =>
      callApi(
        h.app,
        A.GetJobScheduleRuns,
        { query: { jobScheduleId: assessments.JobScheduleId } },
        w.token,
      );
    expect((await runs()).body.map((r) => [r.JobRunId, r.Status, r.Error])).toEqual([
      [runId, 'failed', 'connection lost'],
    ]);
    const items = () =>
      w.rows<{ status: number; n: number }>(
        sql`select status_id::int as status, count(*)::int as n from items
             where community_agent_id = ${w.communities[0]} and txn_type_id = ${TxnTypeId.ApplyCharges}
             group by status_id`,
      );
    expect(await items()).toEqual([{ status: StatusId.Accrued, n: 1 }]);
    const schedule = async () =>
      (await callApi(h.app, A.GetWorkflow, { params: { id: workflow.WorkflowId } }, w.token)).body
        .Jobs[0];
    // The period stays due, tried again 5 minutes later (the other community's run goes now).
    expect(new Date((await schedule()).NextRunDateTime ?? '')).toEqual(period);
    expect(await runDueJobSchedules(deps(), at(4), scope)).toEqual({ runs: 1 });
    expect(await items()).toEqual([{ status: StatusId.Accrued, n: 1 }]);
    expect(await runDueJobSchedules(deps(), at(5), scope)).toEqual({ runs: 1 });
    // The same run went on from its post phase: posted once, the schedule on to February.
    expect(await items()).toEqual([{ status: StatusId.Posted, n: 1 }]);
    expect((await runs()).body.map((r) => [r.JobRunId, r.Status, r.Error])).toEqual([
      [runId, 'succeeded', null],
    ]);
    expect(await w.ownerBalances(w.communities[0])).toEqual([
      '1:ASMT:25000',
      '2:ASMT:25000',
      '3:ASMT:25000',
    ]);
    expect((await schedule()).NextRunDateTime?.slice(0, 10)).toBe('2027-02-01');

    // A job that keeps failing: tried at 0, 5 and 20 minutes, then quarantined.
    const broken: Database = {
      ...h.database,
      withTenant: (scopeOf, fn) =>
        scopeOf.userId !== null
          ? Promise.reject(new Error('disk full'))
          : h.database.withTenant(scopeOf, fn),
    };
    const brokenDeps = { database: broken, files: store };
    const lateFees = new Date('2027-01-16T05:00:00Z');
    const after = (minutes: number) => new Date(lateFees.getTime() + minutes * 60_000);
    for (const [minutes, runsThen] of [
      [0, 2],
      [4, 0],
      [5, 2],
      [19, 0],
      [20, 2],
    ] as const) {
      expect(await runDueJobSchedules(brokenDeps, after(minutes), scope)).toEqual({
        runs: runsThen,
      });
    }
    expect(await runDueJobSchedules(deps(), after(65), scope)).toEqual({ runs: 0 });
    const found = await callApi(
      h.app,
      A.SearchJobSchedules,
      { body: { JobName: 'Late fees' } },
      w.token,
    );
    expect(found.body.Rows.map((r) => [r.IsQuarantined, r.NextRunDateTime])).toEqual([
      [true, null],
      [true, null],
    ]);
    expect(found.body.Rows[0].QuarantineErrors).toEqual(['disk full']);
    expect(logged).toHaveBeenCalledTimes(7);
    logged.mockRestore();
  });
});
