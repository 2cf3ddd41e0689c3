import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { contract, reportEndpoints, type EndpointDef } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import {
  CodeTypeId,
  findCommunityFeed,
  JobScheduleMessages,
  lastDaysRange,
  localDay,
  Messages,
  zonedDayAndTime,
  type PermissionClaim,
} from '@hoa/domain';
import { readStoredFile } from '../../files/file-store';
import { LocalFileStore } from '../../files/local-file-store';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, fullGrant } from '../../../test/factories';
import { insertBankAccount } from '../../../test/profile-factories';
import { journalBooks, type JournalBooks } from '../../../test/journal-factories';
import {
  postWorkedEntries,
  reportPdfText,
  sheetValues,
  postForFile,
  keptFileType,
} from '../../../test/reports-factories';
import { runDueJobSchedules } from '../automation/index';

const C = contract.reportCatalogue;

describe.each(testDatabases())('report catalogue on $name', (testDb) => {
  const files = new LocalFileStore(path.join(os.tmpdir(), `hoa-scheduled-${randomUUID()}`));
  const h = useApp(testDb, { fileStore: files });

  async function books(): Promise<JournalBooks> {
    const j = await journalBooks(h);
    await postWorkedEntries(h, j);
    return j;
  }

  const render = (endpoint: EndpointDef, body: Record<string, unknown>, token: string) =>
    postForFile(h.app, endpoint, body, token);

  const userWith = async (j: JournalBooks, claims: PermissionClaim[]) => {
    const user = await addUser(h.database, j.company.companyId, {
      communityIds: [j.communityId],
      grants: claims.map(fullGrant),
    });
    return signIn(h.app, user.userName);
  };

  /** A lockbox batch of the community of a file of that name, deposited 03/31/2026: its id. */
  const insertLockboxBatch = async (j: JournalBooks, bankAccountId: number, fileName: string) => {
    const companyId = j.company.companyId;
    const [batch] = await h.database.withTenant({ companyId, userId: null }, (tx) =>
      queryRows<{ id: number }>(
        tx,
        sql`with f as (
              insert into lockbox_files (company_id, community_agent_id, file_name, file_format,
                     file_hash, payment_count, total_cents)
              values (${companyId}, ${j.communityId}, ${fileName}, 'CSV', md5(${fileName}) || md5(${fileName}), 0, 0)
              returning id)
            insert into lockbox_batches (company_id, community_agent_id, lockbox_file_id,
                   bank_account_id, deposit_date, status_id)
            select ${companyId}, ${j.communityId}, f.id, ${bankAccountId}, '2026-03-31', 3 from f
            returning id::int8 as id`,
      ),
    );
    return Number(batch?.id);
  };

  it('lists every report with its formats and typed parameters, searched and by claim', async () => {
    const j = await journalBooks(h);
    const all = await callApi(h.app, C.GetReportCatalogue, { query: {} }, j.token);
    expect(all.status).toBe(200);
    expect(all.body.map((r) => r.Name).sort()).toEqual(Object.keys(reportEndpoints).sort());
    const byName = new Map(all.body.map((r) => [r.Name, r]));
    const sheet = byName.get('BalanceSheet');
    expect(sheet?.Formats).toEqual([0, 1, 2, 3]);
    expect(sheet?.Family).toBe('Financial reports');
    // The ledger reports share one query; each shows the parts it uses.
    expect(
      sheet?.Parameters.map((p) => [p.Name, p.DisplayName, p.DataType, p.IsVisible, p.IsRequired]),
    ).toEqual([
      ['asOfDate', 'As of', 'D', true, false],
      ['startDate', 'Start date', 'D', false, false],
      ['endDate', 'End date', 'D', false, false],
      ['fiscalYearId', 'Fiscal year', 'I', false, false],
      ['periodId', 'Period', 'I', false, false],
      ['costCenterId', 'Cost center', 'I', true, false],
    ]);
    const priorYear = Number(localDay(new Date()).slice(0, 4)) - 1;
    const tenNinetyNine = byName.get('GetVendorsTenNinetyNine')?.Parameters;
    expect(tenNinetyNine?.find((p) => p.Name === 'year')).toMatchObject({
      DataType: 'I',
      RawValue: priorYear,
      Value: String(priorYear),
    });
    expect(tenNinetyNine?.find((p) => p.Name === 'minimumAmount')).toMatchObject({
      DataType: 'N',
      RawValue: 600,
    });
    expect(byName.get('CCR')?.Parameters.find((p) => p.Name === 'state')?.DataSource).not.toBe(
      null,
    );
    expect(byName.get('GlobalCCR')?.IsGlobal).toBe(true);
    const comparison = byName
      .get('FilteredOwnerBalance')
      ?.Parameters.find((p) => p.Name === 'balanceOperatorId');
    expect(comparison?.DataType).toBe('I');
    expect(comparison?.DataSource).toContainEqual({ Value: 3, DisplayName: 'Greater Than' });
    expect(
      byName.get('OwnerActivity')?.Parameters.find((p) => p.Name === 'includeDeleted'),
    ).toMatchObject({
      DataType: 'B',
    });

    // The settlement and activity reports cover the last 30 days by default (spec 3 §9).
    const last30 = lastDaysRange(localDay(new Date()));
    const global = byName.get('GlobalPropertySettlement');
    expect(global?.IsGlobal).toBe(true);
    expect(global?.Parameters.map((p) => [p.Name, p.DataType, p.RawValue])).toEqual([
      ['startDate', 'D', last30.startDate],
      ['endDate', 'D', last30.endDate],
    ]);
    expect(byName.get('PropertySettlement')?.Parameters.map((p) => p.RawValue)).toEqual([
      last30.startDate,
      last30.endDate,
    ]);
    expect(
      byName.get('Activity')?.Parameters.find((p) => p.Name === 'feed')?.DataSource,
    ).toContainEqual({
      Value: 'CashReceipt',
      DisplayName: findCommunityFeed('CashReceipt')?.Label,
    });
    expect(byName.get('TopsPaySummary')?.Family).toBe('Accounts payable reports');

    const settle = await callApi(
      h.app,
      C.GetReportCatalogue,
      { query: { search: 'SeTtLe' } },
      j.token,
    );
    expect(settle.body.map((r) => r.Name)).toEqual([
      'PropertySettlement',
      'GlobalPropertySettlement',
    ]);
    const search = await callApi(
      h.app,
      C.GetReportCatalogue,
      { query: { search: 'BALANCE' } },
      j.token,
    );
    expect(search.body.length).toBeGreaterThan(3);
    for (const r of search.body) expect(r.DisplayName.toLowerCase()).toContain('balance');

    const ledgerOnly = await userWith(j, ['glaccounts']);
    const mine = await callApi(h.app, C.GetReportCatalogue, { query: {} }, ledgerOnly);
    expect(new Set(mine.body.map((r) => r.Family))).toEqual(new Set(['Financial reports']));
  });

  it('lists a community’s codes and lockbox batches for the reports that take them', async () => {
    const j = await journalBooks(h);
    const companyId = j.company.companyId;
    const bankAccountId = await insertBankAccount(h.database, companyId, j.communityId);
    await h.database.withTenant({ companyId, userId: null }, (tx) =>
      tx.execute(
        sql`insert into codes (company_id, community_agent_id, code_type_id, code_alias, code_name)
            values (${companyId}, ${j.communityId}, ${CodeTypeId.CcrCode}, 'TRASH', 'Trash cans'),
                   (${companyId}, ${j.communityId}, ${CodeTypeId.WorkOrderCode}, 'PLMB', 'Plumbing'),
                   (${companyId}, ${j.communityId}, ${CodeTypeId.ArchitecturalCode}, 'FENCE', 'Fences')`,
      ),
    );
    const batchId = await insertLockboxBatch(j, bankAccountId, 'march.csv');
    const catalogue = await callApi(
      h.app,
      C.GetReportCatalogue,
      { query: { communityAgentId: j.communityId } },
      j.token,
    );
    expect(catalogue.status).toBe(200);
    const source = (report: string, parameter: string) =>
      catalogue.body.find((r) => r.Name === report)?.Parameters.find((p) => p.Name === parameter)
        ?.DataSource;
    expect(source('CCR', 'topsCodeId')?.map((o) => [typeof o.Value, o.DisplayName])).toEqual([
      ['number', 'TRASH · Trash cans'],
    ]);
    expect(source('generalRequest', 'topsCodeId')?.map((o) => o.DisplayName)).toEqual([
      'PLMB · Plumbing',
    ]);
    expect(source('ArchitecturalRequest', 'topsCodeId')?.map((o) => o.DisplayName)).toEqual([
      'FENCE · Fences',
    ]);
    expect(source('LockboxReport', 'lockboxBatchId')).toEqual([
      { Value: batchId, DisplayName: `#${String(batchId)} · 03/31/2026 · march.csv · $0.00` },
    ]);
    expect(source('DepositSlip', 'lockboxBatchId')?.map((o) => o.Value)).toEqual([batchId]);
    // General request sources are listed by name; a listed code still renders by its id.
    expect(source('generalRequest', 'sourceId')).toContainEqual({
      Value: 4,
      DisplayName: 'Portal',
    });
    const code = source('CCR', 'topsCodeId')?.[0]?.Value;
    const pdf = await render(
      C.RenderReport,
      { Name: 'CCR', CommunityAgentId: j.communityId, Format: 0, Parameters: { topsCodeId: code } },
      j.token,
    );
    expect(pdf.status).toBe(200);
    // Without a community no community's values; another company's community is not found.
    const plain = await callApi(h.app, C.GetReportCatalogue, { query: {} }, j.token);
    expect(
      plain.body.find((r) => r.Name === 'CCR')?.Parameters.find((p) => p.Name === 'topsCodeId')
        ?.DataSource,
    ).toBe(null);
    const other = await journalBooks(h);
    const refused = await callApi(
      h.app,
      C.GetReportCatalogue,
      { query: { communityAgentId: j.communityId } },
      other.token,
    );
    expect(refused.status).toBe(404);
  });

  it('renders a report by name in every format, its figures those of its own route', async () => {
    const j = await books();
    const body = {
      Name: 'TrialBalance',
      CommunityAgentId: j.communityId,
      Parameters: { asOfDate: '2026-03-31' },
    };
    const json = await callApi(
      h.app,
      contract.reports.TrialBalance,
      { query: { communityAgentId: j.communityId, asOfDate: '2026-03-31' } },
      j.token,
    );
    const pdf = await render(C.RenderReport, { ...body, Format: 0 }, j.token);
    expect(pdf.status).toBe(200);
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.disposition).toMatch(/^attachment; filename="[\w.-]+\.pdf"$/);
    const text = reportPdfText(pdf.body);
    expect(text).toContain('$8,400.00');

    const xlsx = await render(C.RenderReport, { ...body, Format: 2 }, j.token);
    expect(xlsx.status).toBe(200);
    const values = await sheetValues(xlsx.body);
    expect(values[0]).toBe(json.body.title);
    const money = json.body.rows.flatMap((row) =>
      json.body.columns
        .filter((c) => c.kind === 'money' && typeof row.cells[c.key] === 'number')
        .map((c) => Number(row.cells[c.key]) / 100),
    );
    expect(money.length).toBeGreaterThan(3);
    for (const amount of money) expect(values).toContain(amount);

    const xls = await render(C.RenderReport, { ...body, Format: 1 }, j.token);
    expect(xls.disposition).toMatch(/\.xlsx"$/);
    const word = await render(C.RenderReport, { ...body, Format: 3 }, j.token);
    expect(word.disposition).toMatch(/\.docx"$/);
    const xml =
      (await (await JSZip.loadAsync(word.body)).file('word/document.xml')?.async('string')) ?? '';
    expect(xml).toContain('$8,400.00');

    // An AR report and a ranged one through the same call.
    const owners = await render(
      C.RenderReport,
      { Name: 'OwnerBalance', CommunityAgentId: j.communityId, Format: 0, Parameters: {} },
      j.token,
    );
    expect(owners.status).toBe(200);
    expect(reportPdfText(owners.body)).toContain('Owner Balance');
    const income = await render(
      C.RenderReport,
      {
        Name: 'IncomeStatement',
        CommunityAgentId: j.communityId,
        Format: 2,
        Parameters: { startDate: '2026-03-01', endDate: '2026-03-31', costCenterId: null },
      },
      j.token,
    );
    expect(await sheetValues(income.body)).toContain(3349.5);
  });

  it('refuses an unknown report, a bad parameter, a missing claim and another company', async () => {
    const j = await books();
    const ask = (body: Record<string, unknown>, token = j.token) =>
      render(
        C.RenderReport,
        { Name: 'TrialBalance', CommunityAgentId: j.communityId, Format: 0, ...body },
        token,
      );
    const unknown = await ask({ Name: 'NoSuchReport' });
    expect([unknown.status, unknown.errorMessage]).toEqual([
      400,
      "There is no report named 'NoSuchReport'.",
    ]);
    const badDate = await ask({ Parameters: { asOfDate: '03/31/2026' } });
    expect([badDate.status, badDate.errorMessage]).toEqual([
      400,
      "'As of' must be a date (YYYY-MM-DD).",
    ]);
    const badId = await ask({ Parameters: { costCenterId: 'abc' } });
    expect([badId.status, badId.errorMessage]).toEqual([
      400,
      "'Cost center' must be a whole number.",
    ]);
    const stranger = await ask({ Parameters: { vendorId: 1 } });
    expect(stranger.errorMessage).toBe("The report 'TrialBalance' has no parameter 'vendorId'.");
    const global = await ask({ Name: 'GlobalCCR' });
    expect(global.status).toBe(400);
    expect((await ask({ Format: 7 })).status).toBe(400);

    const noClaim = await userWith(j, ['gljournalentries']);
    const denied = await ask({}, noClaim);
    expect([denied.status, denied.errorMessage]).toEqual([403, Messages.forbidden]);
    const other = await journalBooks(h);
    expect((await ask({}, other.token)).status).toBe(404);
  });

  it('keeps the rendered file as an attachment of the agents named', async () => {
    const j = await books();
    const answer = await render(
      C.RenderAndAttachReport,
      {
        Name: 'BalanceSheet',
        CommunityAgentId: j.communityId,
        Format: 0,
        Parameters: { asOfDate: '2026-03-31' },
        Attachment: { AttachmentName: 'March balance sheet', AgentList: [j.communityId] },
      },
      j.token,
    );
    expect(answer.status).toBe(200);
    expect(await keptFileType(h, j.communityId, 'March balance sheet', j.token)).toBe(
      'application/pdf',
    );
    const other = await journalBooks(h);
    const foreign = await render(
      C.RenderAndAttachReport,
      {
        Name: 'BalanceSheet',
        CommunityAgentId: j.communityId,
        Format: 0,
        Parameters: {},
        Attachment: { AgentList: [other.communityId] },
      },
      j.token,
    );
    expect(foreign.status).toBe(404);
  });

  it('renders a global report by name; a report of one community is not one', async () => {
    const j = await books();
    const pdf = await render(
      C.RenderGlobalReport,
      { Name: 'GlobalCCR', AgentIds: [j.communityId], Format: 0, Parameters: {} },
      j.token,
    );
    expect(pdf.status).toBe(200);
    expect(reportPdfText(pdf.body)).toContain('Global CCR');
    const local = await render(
      C.RenderGlobalReport,
      { Name: 'TrialBalance', AgentIds: null, Format: 0, Parameters: {} },
      j.token,
    );
    expect(local.status).toBe(400);
  });

  // Every format of every report is rendered once in a run: on PostgreSQL when the run has it, else
  // on PGlite. The other database renders each report in its first format, which reads the same
  // rows as the others (the formats differ only in the file written from them): the 200 files took
  // 98 s on PGlite, beside 53 s on PostgreSQL, in one CI run.
  const everyFormat = testDb.name === 'postgres' || testDatabases().length === 1;

  it('renders every catalogue report in its formats for a community with data', async () => {
    const j = await books();
    const companyId = j.company.companyId;
    const bankAccountId = await insertBankAccount(h.database, companyId, j.communityId);
    const batch = await insertLockboxBatch(j, bankAccountId, 'lockbox.csv');
    // What a report needs chosen: the deposit slip a deposit (a bank account and a day), the
    // lockbox report its batch.
    const choices: Record<string, Record<string, string | number>> = {
      DepositSlip: { bankAccountId, depositDate: '2026-03-31' },
      LockboxReport: { lockboxBatchId: batch },
    };
    const catalogue = await callApi(h.app, C.GetReportCatalogue, { query: {} }, j.token);
    expect(catalogue.body.length).toBe(Object.keys(reportEndpoints).length);
    const failed: unknown[] = [];
    for (const report of catalogue.body) {
      // The catalogue's defaults, a day of the books for a required date, the first listed value.
      const Parameters: Record<string, string | number | boolean> = {};
      for (const p of report.Parameters) {
        if (p.RawValue !== null && !Array.isArray(p.RawValue)) Parameters[p.Name] = p.RawValue;
        else if (p.IsRequired && p.DataType === 'D') Parameters[p.Name] = '2026-03-31';
        else if (p.IsRequired && p.DataSource?.[0]) Parameters[p.Name] = p.DataSource[0].Value;
      }
      Object.assign(Parameters, choices[report.Name]);
      // The report's own call answers its rows: the files carry its title.
      const own = report.IsGlobal
        ? await h.app.inject({
            method: 'POST',
            url: reportEndpoints[report.Name as keyof typeof reportEndpoints].path,
            payload: { agentIds: [j.communityId], ...Parameters },
            headers: { authorization: `Bearer ${j.token}` },
          })
        : await h.app.inject({
            method: 'GET',
            url: reportEndpoints[report.Name as keyof typeof reportEndpoints].path,
            query: Object.fromEntries(
              Object.entries({ communityAgentId: j.communityId, ...Parameters }).map(([k, v]) => [
                k,
                String(v),
              ]),
            ),
            headers: { authorization: `Bearer ${j.token}` },
          });
      if (own.statusCode !== 200) {
        failed.push([report.Name, own.statusCode, own.body]);
        continue;
      }
      const title = own.json<{ title: string }>().title;
      for (const Format of everyFormat ? report.Formats : report.Formats.slice(0, 1)) {
        const file = report.IsGlobal
          ? await render(
              C.RenderGlobalReport,
              { Name: report.Name, AgentIds: [j.communityId], Format, Parameters },
              j.token,
            )
          : await render(
              C.RenderReport,
              { Name: report.Name, CommunityAgentId: j.communityId, Format, Parameters },
              j.token,
            );
        if (file.status !== 200) {
          failed.push([report.Name, Format, file.status, file.errorMessage]);
          continue;
        }
        if (Format === 0) expect(reportPdfText(file.body), report.Name).toContain(title);
        else if (Format === 3) {
          const zip = await JSZip.loadAsync(file.body);
          const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
          expect(xml, report.Name).toContain(title.replace(/&/g, '&amp;'));
        } else expect(await sheetValues(file.body), report.Name).toContain(title);
      }
    }
    expect(failed).toEqual([]);
    // About 200 files: 25 s on a quiet machine, over a minute while the e2e flows run beside it.
  }, 300_000);

  describe('scheduled reports (job schedules of job 1, run by the automation runner)', () => {
    const scheduleBody = (j: JournalBooks, recipient: string) => ({
      reportName: 'TrialBalance',
      format: 0 as const,
      recipient,
      parameters: { asOfDate: '2026-03-31' },
      CommunityAgentId: j.communityId,
      schedule: {
        JobScheduleName: 'Month-end trial balance',
        StartDateTime: '2026-04-01T06:00:00Z',
      },
    });
    const deps = () => ({ database: h.database, files });
    /** The automation runner at asOf, for the company's schedules only (its own clock). */
    const runAt = (j: JournalBooks, asOf: string) =>
      runDueJobSchedules(deps(), new Date(asOf), { companyId: j.company.companyId });

    /** The company's outbox mails to an address, with their files' keys and types. */
    const mailsTo = (j: JournalBooks, address: string) =>
      h.database.withTenant({ companyId: j.company.companyId, userId: null }, (tx) =>
        queryRows<{ subject: string; keys: string[]; types: string[] }>(
          tx,
          sql`select m.subject,
                     array(select x.storage_key from mail_outbox_attachments x where x.mail_id = m.id) as keys,
                     array(select x.content_type from mail_outbox_attachments x where x.mail_id = m.id) as types
                from mail_outbox m where m.to_address = ${address}`,
        ),
      );
    const mine = async (token: string) =>
      (await callApi(h.app, C.GetScheduledReports, { query: {} }, token)).body;

    it('mails a scheduled report once when due, as its user; a user who lost access is quarantined after three failures', async () => {
      const j = await books();
      const recipient = `board-${randomUUID().slice(0, 8)}@example.com`;
      const saved = await callApi(
        h.app,
        C.ScheduleReport,
        { body: scheduleBody(j, recipient) },
        j.token,
      );
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        reportName: 'TrialBalance',
        parameters: { asOfDate: '2026-03-31' },
        schedule: { JobScheduleName: 'Month-end trial balance', Frequency: 'O', Mask: 127 },
        Enabled: true,
        IsQuarantined: false,
        NextRunDateTime: '2026-04-01T06:00:00.000Z',
        LastError: null,
      });
      // Another user's daily schedule, who then loses the community. A date alone is its
      // midnight on the community's clock (Eastern by default: 04:00Z in April).
      const lost = await addUser(h.database, j.company.companyId, {
        communityIds: [j.communityId],
        grants: [fullGrant('glaccounts')],
      });
      const lostToken = await signIn(h.app, lost.userName);
      const lostRecipient = `lost-${randomUUID().slice(0, 8)}@example.com`;
      const daily = await callApi(
        h.app,
        C.ScheduleReport,
        {
          body: {
            ...scheduleBody(j, lostRecipient),
            schedule: { JobScheduleName: 'Daily', StartDate: '2026-04-02', Frequency: 'D' },
          },
        },
        lostToken,
      );
      expect(daily.body.NextRunDateTime).toBe('2026-04-02T04:00:00.000Z');
      await h.database.withTenant({ companyId: j.company.companyId, userId: null }, (tx) =>
        tx.execute(sql`delete from user_communities where user_id = ${lost.userId}`),
      );

      // Not yet due: nothing.
      expect(await runAt(j, '2026-03-31T23:00:00Z')).toEqual({ runs: 0 });
      expect(await mailsTo(j, recipient)).toEqual([]);

      const asOf = '2026-04-01T06:05:00Z';
      expect(await runAt(j, asOf)).toEqual({ runs: 1 });
      const [mail, ...more] = await mailsTo(j, recipient);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe('Month-end trial balance');
      expect(mail?.types).toEqual(['application/pdf']);
      const pdf = await readStoredFile(files, mail?.keys[0] ?? '');
      expect(reportPdfText(pdf)).toContain('$8,400.00');
      // The same time again sends nothing more: the one-time schedule has run.
      expect(await runAt(j, asOf)).toEqual({ runs: 0 });
      expect(await mailsTo(j, recipient)).toHaveLength(1);

      // The refused user's daily runs fail three days in a row: quarantined, no next run.
      for (const day of ['02', '03']) {
        expect(await runAt(j, `2026-04-${day}T04:05:00Z`)).toEqual({ runs: 1 });
      }
      const [afterTwo] = await schedules(j, daily.body.ScheduledReportId);
      expect(afterTwo).toMatchObject({
        is_quarantined: false,
        next_run_at: '2026-04-04T04:00:00.000Z',
      });
      expect(await runAt(j, '2026-04-04T04:05:00Z')).toEqual({ runs: 1 });
      expect(await runAt(j, '2026-04-09T04:05:00Z')).toEqual({ runs: 0 });
      const [quarantined] = await schedules(j, daily.body.ScheduledReportId);
      expect(quarantined).toMatchObject({ is_quarantined: true, next_run_at: null });
      expect(await mailsTo(j, lostRecipient)).toEqual([]);
      const runs = await callApi(
        h.app,
        contract.automation.GetJobScheduleRuns,
        { query: { jobScheduleId: daily.body.ScheduledReportId } },
        j.token,
      );
      expect(runs.body.map((r) => [r.Status, r.Error])).toEqual(
        Array.from({ length: 3 }, () => ['failed', Messages.communityNotOnList]),
      );

      // Each user lists and deletes their own schedules only.
      expect((await mine(j.token)).map((r) => [r.ScheduledReportId, r.LastRunDateTime])).toEqual([
        [saved.body.ScheduledReportId, '2026-04-01T06:00:00.000Z'],
      ]);
      const params = { id: saved.body.ScheduledReportId };
      expect((await callApi(h.app, C.DeleteScheduledReport, { params }, lostToken)).status).toBe(
        404,
      );
      expect((await callApi(h.app, C.DeleteScheduledReport, { params }, j.token)).status).toBe(200);
      expect(await mine(j.token)).toEqual([]);
    });

    /** A schedule's row as the runner left it. */
    const schedules = (j: JournalBooks, id: number) =>
      h.database
        .withTenant({ companyId: j.company.companyId, userId: null }, (tx) =>
          queryRows<{ is_quarantined: boolean; next_run_at: string | null }>(
            tx,
            sql`select is_quarantined, to_json(next_run_at) #>> '{}' as next_run_at
                from job_schedules where id = ${id}::bigint`,
          ),
        )
        .then((rows) =>
          rows.map((r) => ({
            ...r,
            next_run_at: r.next_run_at === null ? null : new Date(r.next_run_at).toISOString(),
          })),
        );

    it('runs on the community’s clock: 06:00 Pacific is 14:00 UTC, 13:00 in summer; SetEnabled false stops it', async () => {
      const j = await books();
      const zone = (TimeZoneId: number, token = j.token) =>
        callApi(
          h.app,
          contract.automation.SaveCommunityTimeZone,
          { body: { CommunityAgentId: j.communityId, TimeZoneId } },
          token,
        );
      expect((await zone(3)).status).toBe(200); // Pacific
      const recipient = `daily-${randomUUID().slice(0, 8)}@example.com`;
      // 06:00 Pacific on Saturday 2026-03-07; the clocks go forward on Sunday the 8th.
      const saved = await callApi(
        h.app,
        C.ScheduleReport,
        {
          body: {
            ...scheduleBody(j, recipient),
            schedule: {
              JobScheduleName: 'Daily trial balance',
              StartDateTime: '2026-03-07T14:00:00Z',
              Frequency: 'D',
            },
          },
        },
        j.token,
      );
      expect(saved.body.NextRunDateTime).toBe('2026-03-07T14:00:00.000Z');
      expect(await runAt(j, '2026-03-07T14:05:00Z')).toEqual({ runs: 1 });
      const [next] = await mine(j.token);
      expect(next?.NextRunDateTime).toBe('2026-03-08T13:00:00.000Z');
      expect(await runAt(j, '2026-03-08T13:05:00Z')).toEqual({ runs: 1 });
      expect(await mailsTo(j, recipient)).toHaveLength(2);

      // Another zone: the next run is computed again, its start's time read on Eastern's clock.
      expect((await zone(8)).status).toBe(200);
      const [moved] = await mine(j.token);
      expect(zonedDayAndTime(new Date(moved?.NextRunDateTime ?? ''), 'America/New_York').time).toBe(
        '09:00',
      );

      // Off: no next run, nothing runs.
      const off = await callApi(
        h.app,
        contract.automation.SetEnabled,
        { body: { jobScheduleId: saved.body.ScheduledReportId, enabled: false } },
        j.token,
      );
      expect(off.body).toMatchObject({ Enabled: false, NextRunDateTime: null });
      expect(await runAt(j, '2027-03-09T13:05:00Z')).toEqual({ runs: 0 });
      expect(await mailsTo(j, recipient)).toHaveLength(2);

      // The zone is set by who may change the community, in their own company.
      const viewer = await userWith(j, ['glaccounts']);
      expect((await zone(3, viewer)).status).toBe(403);
      const other = await journalBooks(h);
      expect((await zone(3, other.token)).status).toBe(404);
      expect(
        (
          await callApi(
            h.app,
            contract.automation.SaveCommunityTimeZone,
            { body: { CommunityAgentId: j.communityId, TimeZoneId: 9 } },
            j.token,
          )
        ).status,
      ).toBe(400);
    });

    it('refuses a bad report, parameter, name, recipient, a missing claim and another company', async () => {
      const j = await books();
      const base = scheduleBody(j, 'board@example.com');
      const ask = (body: Record<string, unknown>, token = j.token) =>
        callApi(h.app, C.ScheduleReport, { body: { ...base, ...body } }, token);
      const unknown = await ask({ reportName: 'NoSuchReport' });
      expect([unknown.status, unknown.errorMessage]).toEqual([
        400,
        "There is no report named 'NoSuchReport'.",
      ]);
      const badDate = await ask({ parameters: { asOfDate: '03/31/2026' } });
      expect([badDate.status, badDate.errorMessage]).toEqual([
        400,
        "'As of' must be a date (YYYY-MM-DD).",
      ]);
      const long = await ask({ schedule: { ...base.schedule, JobScheduleName: 'x'.repeat(56) } });
      expect(long.status).toBe(400);
      expect(long.errorMessage).toContain(JobScheduleMessages.nameTooLong);
      expect((await ask({ recipient: 'not an address' })).status).toBe(400);
      const ended = await ask({ schedule: { ...base.schedule, EndDate: '2026-03-01' } });
      expect([ended.status, ended.errorMessage]).toEqual([400, JobScheduleMessages.endBeforeStart]);
      const day = await ask({ schedule: { ...base.schedule, Frequency: 'M', DayOfMonth: 40 } });
      expect([day.status, day.errorMessage]).toEqual([400, JobScheduleMessages.dayOfMonth]);

      const noClaim = await userWith(j, ['gljournalentries']);
      const denied = await ask({}, noClaim);
      expect([denied.status, denied.errorMessage]).toEqual([403, Messages.forbidden]);
      const other = await journalBooks(h);
      expect((await ask({}, other.token)).status).toBe(404);
      const saved = await h.database.withTenant(
        { companyId: j.company.companyId, userId: null },
        (tx) => queryRows(tx, sql`select id from job_schedules`),
      );
      expect(saved).toEqual([]);
    });
  });
});
