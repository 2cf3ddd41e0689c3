import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { contract, reportEndpoints, type EndpointDef } from '@hoa/contract';
import { localDay, Messages, type PermissionClaim } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, fullGrant } from '../../../test/factories';
import { journalBooks, type JournalBooks } from '../../../test/journal-factories';
import { postWorkedEntries, reportPdfText, sheetValues } from '../../../test/reports-factories';

const C = contract.reportCatalogue;

describe.each(testDatabases())('report catalogue on $name', (testDb) => {
  const h = useApp(testDb);

  async function books(): Promise<JournalBooks> {
    const j = await journalBooks(h);
    await postWorkedEntries(h, j);
    return j;
  }

  /** A render call's answer: status, type, the file or the error message. */
  async function render(endpoint: EndpointDef, body: Record<string, unknown>, token: string) {
    const response = await h.app.inject({
      method: 'POST',
      url: endpoint.path,
      payload: body,
      headers: { authorization: `Bearer ${token}` },
    });
    const contentType = String(response.headers['content-type']);
    return {
      status: response.statusCode,
      contentType,
      disposition: String(response.headers['content-disposition']),
      body: response.rawPayload,
      errorMessage: contentType.startsWith('application/json')
        ? (response.json<{ errorMessage?: string }>().errorMessage ?? null)
        : null,
    };
  }

  const userWith = async (j: JournalBooks, claims: PermissionClaim[]) => {
    const user = await addUser(h.database, j.company.companyId, {
      communityIds: [j.communityId],
      grants: claims.map(fullGrant),
    });
    return signIn(h.app, user.userName);
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
    const kept = await callApi(
      h.app,
      contract.attachments.GetAgentAttachments,
      { query: { agentId: j.communityId } },
      j.token,
    );
    const file = kept.body.find((a) => a.AttachmentDisplayName === 'March balance sheet');
    expect(file?.MimeType).toBe('application/pdf');
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
});
