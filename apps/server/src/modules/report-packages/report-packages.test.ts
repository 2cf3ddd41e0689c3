import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { contract, type EndpointDef } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { Messages } from '@hoa/domain';
import { readStoredFile } from '../../files/file-store';
import { LocalFileStore } from '../../files/local-file-store';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { SampleFiles, uploadFile } from '../../../test/attachments-factories';
import { testDatabases } from '../../../test/databases';
import { pdfBookmarks } from '../../../test/pdf-outline';
import { linesPdf } from '../../../test/sample-pdfs';
import { addUser, fullGrant } from '../../../test/factories';
import { journalBooks, type JournalBooks } from '../../../test/journal-factories';
import {
  postWorkedEntries,
  reportPdfText,
  postForFile,
  keptFileType,
} from '../../../test/reports-factories';
import { runDueJobSchedules } from '../automation/index';
import { removeUnusedPackageUploads } from './remove-unused-package-uploads';

const P = contract.reportPackages;

/** A PDF of `pages` pages, each saying which page of the minutes it is. */
const minutesPdf = (pages: number) =>
  linesPdf(Array.from({ length: pages }, (_, i) => `Board minutes page ${i + 1}`));

describe.each(testDatabases())('report packages on $name', (testDb) => {
  const store = new LocalFileStore(path.join(os.tmpdir(), `hoa-packages-${randomUUID()}`));
  const h = useApp(testDb, { fileStore: store });

  async function books(): Promise<JournalBooks> {
    const j = await journalBooks(h);
    await postWorkedEntries(h, j);
    return j;
  }

  const render = (endpoint: EndpointDef, body: Record<string, unknown>, token: string) =>
    postForFile(h.app, endpoint, body, token);

  const upload = (token: string, Kind: 'Pdf' | 'Cover', bytes: Buffer, fileName: string) =>
    uploadFile(h.app, P.UploadReportPackageFile, { Kind }, { fileName, bytes }, token);

  const reports = [
    { Type: 'Report', Name: 'BalanceSheet', Parameters: { asOfDate: '2026-03-31' } },
    {
      Type: 'Report',
      Name: 'IncomeStatement',
      DisplayName: 'Income statement Q1',
      Parameters: { startDate: '2026-01-01', endDate: '2026-03-31' },
    },
    { Type: 'Report', Name: 'AgedOwnerBalanceDetail', Parameters: {} },
  ] as const;

  /** The board package: a cover, balance sheet, the minutes (3 pages), income statement, aged balances. */
  async function boardPackage(j: JournalBooks, name = 'Board package') {
    const minutes = await upload(j.token, 'Pdf', await minutesPdf(3), 'minutes.pdf');
    expect(minutes.status).toBe(200);
    const cover = await upload(j.token, 'Cover', SampleFiles.png, 'cover.png');
    expect(cover.body.MimeType).toBe('image/png');
    const saved = await callApi(
      h.app,
      P.SaveReportPackage,
      {
        body: {
          DisplayName: name,
          CoverAttachmentId: cover.body.AttachmentId,
          Items: [
            reports[0],
            { Type: 'Pdf', AttachmentId: minutes.body.AttachmentId, DisplayName: 'March minutes' },
            reports[1],
            reports[2],
          ],
        },
      },
      j.token,
    );
    expect(saved.status).toBe(200);
    return saved.body;
  }

  it('renders a package as one PDF: cover, items in order, bookmarks, pages numbered across', async () => {
    const j = await books();
    const pkg = await boardPackage(j);
    expect(pkg.Items.map((i) => [i.Sequence, i.Type, i.DisplayName])).toEqual([
      [1, 'Report', 'Balance Sheet'],
      [2, 'Pdf', 'March minutes'],
      [3, 'Report', 'Income statement Q1'],
      [4, 'Report', 'Aged Owner Balance Detail'],
    ]);
    // Each report named as the catalogue names it; the PDF not in the homeowner edition unless chosen.
    expect(pkg.Items.map((i) => [i.ReportDisplayName, i.IncludeInHomeownerEdition])).toEqual([
      ['Balance Sheet', false],
      [null, false],
      ['Income Statement', false],
      ['Aged Owner Balance Detail', false],
    ]);
    const listed = await callApi(h.app, P.GetReportPackages, {}, j.token);
    expect(listed.body).toEqual([
      expect.objectContaining({
        ReportPackageId: pkg.ReportPackageId,
        ReportCount: 3,
        PdfCount: 1,
        HasCoverImage: true,
      }),
    ]);

    // Each report alone, to count its pages.
    const alone = [];
    for (const r of reports) {
      const one = await render(
        contract.reportCatalogue.RenderReport,
        { Name: r.Name, CommunityAgentId: j.communityId, Format: 0, Parameters: r.Parameters },
        j.token,
      );
      alone.push((await PDFDocument.load(one.body)).getPageCount());
    }
    const pdf = await render(
      P.RenderPackage,
      { ReportPackageId: pkg.ReportPackageId, CommunityAgentId: j.communityId, Format: 0 },
      j.token,
    );
    expect([pdf.status, pdf.contentType]).toEqual([200, 'application/pdf']);
    expect(pdf.disposition).toMatch(/^attachment; filename="Board-package-.*\.pdf"$/);
    const doc = await PDFDocument.load(pdf.body);
    const [sheet = 0, income = 0, aged = 0] = alone;
    const total = 1 + sheet + 3 + income + aged;
    expect(doc.getPageCount()).toBe(total);
    expect(pdfBookmarks(doc)).toEqual([
      ['Balance Sheet', 2],
      ['March minutes', 2 + sheet],
      ['Income statement Q1', 5 + sheet],
      ['Aged Owner Balance Detail', 5 + sheet + income],
    ]);
    const text = reportPdfText(pdf.body);
    const pages = text.split('\f');
    expect(pages[0]).toContain(`Page 1 of ${total}`);
    expect(pages[1]).toContain('Balance Sheet');
    expect(pages[1]).toContain(`Page 2 of ${total}`);
    expect(pages[1 + sheet]).toContain('Board minutes page 1');
    expect(pages[1 + sheet]).toContain(`Page ${2 + sheet} of ${total}`);
    expect(pages[4 + sheet]).toContain('Income Statement');
    expect(pages[total - 1]).toContain(`Page ${total} of ${total}`);
    // A report's own "Page 1 of 1" is left out: one numbering across the file.
    expect(text.match(/Page \d+ of \d+/g)).toHaveLength(total);
  });

  it('renders a package as one workbook: a contents sheet and a sheet per report', async () => {
    const j = await books();
    const pkg = await boardPackage(j);
    const xlsx = await render(
      P.RenderPackage,
      { ReportPackageId: pkg.ReportPackageId, CommunityAgentId: j.communityId, Format: 2 },
      j.token,
    );
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Contents',
      'Balance Sheet',
      'Income statement Q1',
      'Aged Owner Balance Detail',
    ]);
    const contents: unknown[] = [];
    workbook.getWorksheet('Contents')?.eachRow((row) => contents.push(row.values));
    expect(contents.slice(1)).toEqual([
      [undefined, 'Item', 'Sheet'],
      [undefined, 'Balance Sheet', 'Balance Sheet'],
      [undefined, 'March minutes', 'PDF: not in the workbook'],
      [undefined, 'Income statement Q1', 'Income statement Q1'],
      [undefined, 'Aged Owner Balance Detail', 'Aged Owner Balance Detail'],
    ]);
    const income: unknown[] = [];
    workbook.getWorksheet('Income statement Q1')?.eachRow((row) => {
      row.eachCell((cell) => income.push(cell.value));
    });
    expect(income).toContain('Income Statement');
  });

  it('removes the uploads no package holds a day after their upload, file and row', async () => {
    const j = await books();
    const pkg = await boardPackage(j);
    const held = [pkg.Items[1]?.AttachmentId ?? 0, pkg.CoverImage?.AttachmentId ?? 0];
    const id = async (token: string, Kind: 'Pdf' | 'Cover', bytes: Buffer) =>
      (await upload(token, Kind, bytes, Kind === 'Pdf' ? 'draft.pdf' : 'draft.png')).body
        .AttachmentId;
    const stale = [
      await id(j.token, 'Pdf', await minutesPdf(1)),
      await id(j.token, 'Cover', SampleFiles.png),
    ];
    const fresh = await id(j.token, 'Pdf', await minutesPdf(1));
    const other = await journalBooks(h);
    const othersStale = await id(other.token, 'Pdf', await minutesPdf(1));
    // Every upload but the fresh one a day and a minute old.
    for (const companyId of [j.company.companyId, other.company.companyId]) {
      await h.database.withTenant({ companyId, userId: null }, (tx) =>
        tx.execute(
          sql`update report_package_uploads set uploaded_at = now() - interval '1441 minutes'
               where attachment_id <> ${fresh}`,
        ),
      );
    }
    const keys = async (companyId: number) =>
      h.database.withTenant({ companyId, userId: null }, (tx) =>
        queryRows<{ id: number; key: string; marked: boolean }>(
          tx,
          sql`select a.id, a.storage_key as key,
                     exists (select 1 from report_package_uploads u where u.attachment_id = a.id) as marked
                from attachments a order by a.id`,
        ),
      );
    const before = [...(await keys(j.company.companyId)), ...(await keys(other.company.companyId))];
    const keyOf = (attachmentId: number) => before.find((a) => a.id === attachmentId)?.key ?? '';
    expect([...held, ...stale, fresh, othersStale].map(keyOf)).not.toContain('');

    const run = await removeUnusedPackageUploads(h.database, store, new Date());
    expect(run.failures).toEqual([]);
    const after = [...(await keys(j.company.companyId)), ...(await keys(other.company.companyId))];
    const left = after.map((a) => a.id);
    for (const attachmentId of [...held, fresh]) {
      expect(left).toContain(attachmentId);
      await expect(readStoredFile(store, keyOf(attachmentId))).resolves.toBeInstanceOf(Buffer);
    }
    for (const attachmentId of [...stale, othersStale]) {
      expect(left).not.toContain(attachmentId);
      await expect(readStoredFile(store, keyOf(attachmentId))).rejects.toThrow();
    }
    expect(after.filter((a) => a.marked).map((a) => a.id)).toEqual(
      [...held, fresh].sort((a, b) => a - b),
    );
    // A removed upload can no longer be put in a package; the fresh one can.
    const saveWith = (AttachmentId: number) =>
      callApi(
        h.app,
        P.SaveReportPackage,
        { body: { DisplayName: `With ${AttachmentId}`, Items: [{ Type: 'Pdf', AttachmentId }] } },
        j.token,
      );
    expect((await saveWith(stale[0] ?? 0)).errorMessage).toBe(
      'Upload the file for the package first.',
    );
    expect((await saveWith(fresh)).status).toBe(200);
    // Run again: what is held stays.
    const kept = (await keys(j.company.companyId)).map((a) => a.id);
    await removeUnusedPackageUploads(h.database, store, new Date());
    expect((await keys(j.company.companyId)).map((a) => a.id)).toEqual(kept);
  });

  it('refuses other formats, bad items and files, a missing claim and another company', async () => {
    const j = await books();
    const pkg = await boardPackage(j);
    const renderAs = (body: Record<string, unknown>, token = j.token) =>
      render(
        P.RenderPackage,
        {
          ReportPackageId: pkg.ReportPackageId,
          CommunityAgentId: j.communityId,
          Format: 0,
          ...body,
        },
        token,
      );
    for (const Format of [1, 3]) {
      expect(await renderAs({ Format })).toMatchObject({
        status: 400,
        errorMessage: 'Packages support PDF and Excel xlsx only.',
      });
    }
    const save = (body: Record<string, unknown>, token = j.token) =>
      callApi(
        h.app,
        P.SaveReportPackage,
        { body: { DisplayName: 'Other', Items: [reports[0]], ...body } },
        token,
      );
    expect(await save({ Items: [] })).toMatchObject({
      status: 400,
      errorMessage: 'A report package needs at least one report or PDF.',
    });
    expect(await save({ DisplayName: 'board PACKAGE' })).toMatchObject({
      status: 409,
      errorMessage: 'There is already a report package named “board PACKAGE”.',
    });
    expect(
      await save({ Items: [{ Type: 'Report', Name: 'NoSuchReport', Parameters: {} }] }),
    ).toMatchObject({ status: 400, errorMessage: 'There is no report named “NoSuchReport”.' });
    expect(
      await save({
        Items: [{ Type: 'Report', Name: 'BalanceSheet', Parameters: { asOfDate: '03/31/2026' } }],
      }),
    ).toMatchObject({ status: 400, errorMessage: "'As of' must be a date (YYYY-MM-DD)." });
    expect(
      await save({ Items: [{ Type: 'Report', Name: 'GlobalCCR', Parameters: {} }] }),
    ).toMatchObject({ status: 400 });
    const notPdf = await upload(j.token, 'Pdf', SampleFiles.png, 'minutes.pdf');
    expect([notPdf.status, notPdf.errorMessage]).toEqual([
      400,
      'A file placed between the reports must be a PDF.',
    ]);
    const notImage = await upload(j.token, 'Cover', SampleFiles.pdf, 'cover.png');
    expect([notImage.status, notImage.errorMessage]).toEqual([
      400,
      'The cover page must be a PNG or JPEG image.',
    ]);
    // A PDF as the cover, and an image between the reports.
    const image = await upload(j.token, 'Cover', SampleFiles.png, 'cover.png');
    expect(
      await save({ Items: [{ Type: 'Pdf', AttachmentId: image.body.AttachmentId }] }),
    ).toMatchObject({
      status: 400,
      errorMessage: 'A file placed between the reports must be a PDF.',
    });

    // Without the ledger's claim: the package of ledger reports is neither rendered nor changed.
    const clerk = await addUser(h.database, j.company.companyId, {
      communityIds: [j.communityId],
      grants: [fullGrant('owner')],
    });
    const clerkToken = await signIn(h.app, clerk.userName);
    expect(await renderAs({}, clerkToken)).toMatchObject({
      status: 403,
      errorMessage: Messages.forbidden,
    });
    const params = { id: pkg.ReportPackageId };
    expect((await callApi(h.app, P.DeleteReportPackage, { params }, clerkToken)).status).toBe(403);
    // Another user's upload is not theirs to put in a package.
    const clerkSave = await save(
      {
        DisplayName: 'Aged balances',
        Items: [reports[2], { Type: 'Pdf', AttachmentId: pkg.Items[1]?.AttachmentId }],
      },
      clerkToken,
    );
    expect([clerkSave.status, clerkSave.errorMessage]).toEqual([
      400,
      'Upload the file for the package first.',
    ]);
    // A community off the caller's list: 403; another company's package or community: 404.
    const offList = await addUser(h.database, j.company.companyId, {
      communityIds: [],
      grants: [fullGrant('glaccounts'), fullGrant('owner')],
    });
    const offToken = await signIn(h.app, offList.userName);
    expect((await renderAs({}, offToken)).status).toBe(403);
    const other = await journalBooks(h);
    expect((await renderAs({}, other.token)).status).toBe(404);
    expect((await renderAs({ CommunityAgentId: other.communityId })).status).toBe(404);
    expect((await callApi(h.app, P.GetReportPackage, { params }, other.token)).status).toBe(404);
    expect((await callApi(h.app, P.DeleteReportPackage, { params }, other.token)).status).toBe(404);
    expect((await callApi(h.app, P.DeleteReportPackage, { params }, j.token)).status).toBe(200);
    expect((await callApi(h.app, P.GetReportPackages, {}, j.token)).body).toEqual([]);
  });

  it('renders for every community as a zip, and keeps a package as an attachment', async () => {
    const j = await books();
    const pkg = await boardPackage(j);
    const zip = await render(
      P.RenderAllPackages,
      { ReportPackageId: pkg.ReportPackageId, Format: 0 },
      j.token,
    );
    expect([zip.status, zip.contentType]).toEqual([200, 'application/zip']);
    const entries = unzipSync(new Uint8Array(zip.body));
    const names = Object.keys(entries);
    expect(names).toHaveLength(2);
    for (const name of names) {
      expect(name).toMatch(/^Board-package-.*\.pdf$/);
      const doc = await PDFDocument.load(entries[name] ?? new Uint8Array());
      expect(pdfBookmarks(doc).map(([title]) => title)).toContain('March minutes');
    }
    // A package of the first community's fiscal year: the second community's is refused and listed.
    const yearly = await callApi(
      h.app,
      P.SaveReportPackage,
      {
        body: {
          DisplayName: 'Year to date',
          Items: [
            {
              Type: 'Report',
              Name: 'TrialBalance',
              Parameters: { fiscalYearId: j.books.fiscalYearId },
            },
          ],
        },
      },
      j.token,
    );
    const partial = await render(
      P.RenderAllPackages,
      { ReportPackageId: yearly.body.ReportPackageId, Format: 2 },
      j.token,
    );
    const partialEntries = unzipSync(new Uint8Array(partial.body));
    expect(Object.keys(partialEntries)).toEqual([
      expect.stringMatching(/^Year-to-date-.*\.xlsx$/),
      'Not rendered.txt',
    ]);
    expect(Buffer.from(partialEntries['Not rendered.txt'] ?? []).toString()).toMatch(
      /^Community .*: .+\n$/,
    );
    expect(
      (
        await render(
          P.RenderAllPackages,
          { ReportPackageId: pkg.ReportPackageId, Format: 3 },
          j.token,
        )
      ).status,
    ).toBe(400);

    const kept = await callApi(
      h.app,
      P.RenderAndAttachPackage,
      {
        body: {
          ReportPackageId: pkg.ReportPackageId,
          CommunityAgentId: j.communityId,
          Format: 0,
          Attachment: { AttachmentName: 'March board package', AgentList: [j.communityId] },
        },
      },
      j.token,
    );
    expect(kept.status).toBe(200);
    expect(await keptFileType(h, j.communityId, 'March board package', j.token)).toBe(
      'application/pdf',
    );
  });

  it('schedules a package for a community and mails it through the outbox', async () => {
    const j = await books();
    const pkg = await boardPackage(j);
    const recipient = `board-${randomUUID().slice(0, 8)}@example.com`;
    const body = {
      CommunityAgentId: j.communityId,
      Format: 0 as const,
      Parameters: { CommunityAgentId: j.communityId, ReportPackageId: pkg.ReportPackageId },
      Recipient: recipient,
      schedule: {
        JobScheduleName: 'Month-end board package',
        StartDateTime: '2030-04-01T06:00:00Z',
        Frequency: 'M' as const,
        DayOfMonth: 1,
        excludeWeekends: true,
      },
    };
    const saved = await callApi(h.app, P.ScheduleReportPackage, { body }, j.token);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      reportName: 'Board package',
      ReportPackageId: pkg.ReportPackageId,
      format: 0,
      parameters: { CommunityAgentId: j.communityId, ReportPackageId: pkg.ReportPackageId },
      schedule: { Frequency: 'M', DayOfMonth: 1, excludeWeekends: true },
      Enabled: true,
      NextRunDateTime: '2030-04-01T06:00:00.000Z',
    });
    const wordBody = { body: { ...body, Format: 3 as const } };
    expect((await callApi(h.app, P.ScheduleReportPackage, wordBody, j.token)).status).toBe(400);
    const other = await journalBooks(h);
    expect((await callApi(h.app, P.ScheduleReportPackage, { body }, other.token)).status).toBe(404);

    // The automation runner, for this company's schedules (its own clock).
    const runAt = (asOf: string) =>
      runDueJobSchedules({ database: h.database, files: store }, new Date(asOf), {
        companyId: j.company.companyId,
      });
    expect(await runAt('2030-04-01T06:05:00Z')).toEqual({ runs: 1 });
    // The 1st of June 2030 is a Saturday: weekends excluded, it runs on Monday the 3rd.
    const [listed] = (
      await callApi(
        h.app,
        contract.reportCatalogue.GetScheduledReports,
        { query: { communityAgentId: j.communityId } },
        j.token,
      )
    ).body;
    expect(listed?.NextRunDateTime).toBe('2030-05-01T06:00:00.000Z');
    expect(await runAt('2030-05-01T06:05:00Z')).toEqual({ runs: 1 });
    const [mail] = await h.database.withTenant(
      { companyId: j.company.companyId, userId: null },
      (tx) =>
        queryRows<{ subject: string; keys: string[] }>(
          tx,
          sql`select m.subject,
                     array(select x.storage_key from mail_outbox_attachments x where x.mail_id = m.id) as keys
                from mail_outbox m where m.to_address = ${recipient}`,
        ),
    );
    expect(mail?.subject).toBe('Month-end board package');
    const [nextRun] = await h.database.withTenant(
      { companyId: j.company.companyId, userId: null },
      (tx) =>
        queryRows<{ at: string }>(
          tx,
          sql`select to_json(next_run_at) #>> '{}' as at from job_schedules
               where id = ${saved.body.ScheduledReportId}::bigint`,
        ),
    );
    expect(new Date(nextRun?.at ?? '').toISOString()).toBe('2030-06-03T06:00:00.000Z');
    // The package deleted, its schedule goes with it.
    const params = { id: pkg.ReportPackageId };
    expect((await callApi(h.app, P.DeleteReportPackage, { params }, j.token)).status).toBe(200);
    const left = await callApi(
      h.app,
      contract.reportCatalogue.GetScheduledReports,
      { query: { communityAgentId: j.communityId } },
      j.token,
    );
    expect(left.body).toEqual([]);
    const pdf = await PDFDocument.load(await readStoredFile(store, mail?.keys[0] ?? ''));
    expect(pdfBookmarks(pdf).map(([title]) => title)).toEqual([
      'Balance Sheet',
      'March minutes',
      'Income statement Q1',
      'Aged Owner Balance Detail',
    ]);
  });
});
