import { describe, expect, it } from 'vitest';
import { contract, type ReportRowData } from '@hoa/contract';
import { ComparisonOperatorId as Op, LogicalOperatorId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { ledgerWorld } from '../../../test/owner-ledger-factories';

const E = contract.enhancedReports;
const reportName = 'AgedOwnerBalanceDetail';
// The second owner's charges that are still owed: two filters joined by And.
const definition = {
  columns: ['account', 'code', 'total'],
  filters: [
    { column: 'account', operator: Op.Equals, value: 'a-002' },
    { column: 'total', operator: Op.GreaterThan, value: 0, logicalOperator: LogicalOperatorId.And },
  ],
  sort: [{ column: 'total', descending: true }],
};

const message = (res: { body: unknown }) => (res.body as { errorMessage?: string }).errorMessage;

describe.each(testDatabases())('saved (enhanced) reports on $name', (testDb) => {
  const h = useApp(testDb);

  async function world() {
    const w = await ledgerWorld(h);
    const colleague = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('owner')],
    });
    const parameters = { communityAgentId: w.communityId, asOfDate: '2026-05-31' };
    return { ...w, parameters, colleague: await signIn(h.app, colleague.userName) };
  }

  const save = (token: string, body: Record<string, unknown>) =>
    callApi(
      h.app,
      E.SaveEnhancedReport,
      { body: { ReportName: reportName, ReportDefinition: definition, ...body } as never },
      token,
    );

  it('returns exactly the rows its two filters select, overwrites, deletes and lists', async () => {
    const w = await world();
    const saved = await save(w.token, { Name: 'Owed by A-002' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ Name: 'Owed by A-002', IsPublic: false, IsOwner: true });
    const id = saved.body.EnhancedReportDefinitionID;

    const full = await callApi(
      h.app,
      contract.arReports.AgedOwnerBalanceDetail,
      { query: w.parameters },
      w.token,
    );
    const expected = full.body.rows
      .filter((r: ReportRowData) => r.style === undefined)
      .filter((r) => String(r.cells.account).toLowerCase() === 'a-002' && Number(r.cells.total) > 0)
      .map((r) => [r.cells.account, r.cells.code, r.cells.total]);
    expect(expected).toEqual([['A-002', 'ASMT', 75_000]]);
    const data = await callApi(
      h.app,
      E.ReportData,
      { body: { EnhancedReportDefinitionID: id, Parameters: w.parameters } },
      w.token,
    );
    expect(data.status).toBe(200);
    expect(data.body.title).toBe('Owed by A-002');
    expect(data.body.columns.map((c) => c.key)).toEqual(['account', 'code', 'total']);
    const detail = data.body.rows.filter((r) => r.style === undefined);
    expect(detail.map((r) => [r.cells.account, r.cells.code, r.cells.total])).toEqual(expected);

    // The same definition as a PDF through the report renderer.
    const file = await h.app.inject({
      method: 'POST',
      url: E.ReportData.path,
      payload: { EnhancedReportDefinitionID: id, Parameters: w.parameters, format: 0 },
      headers: { authorization: `Bearer ${w.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');

    // Overwrite: the same id, one filter fewer; a new report of the same name is refused.
    const overwritten = await save(w.token, {
      EnhancedReportDefinitionID: id,
      Name: 'Owed by A-002',
      ReportDefinition: { ...definition, filters: definition.filters.slice(0, 1) },
    });
    expect(overwritten.body.EnhancedReportDefinitionID).toBe(id);
    expect(overwritten.body.ReportDefinition?.filters).toHaveLength(1);
    const again = await save(w.token, { Name: 'owed BY a-002' });
    expect(again.status).toBe(409);

    const deleted = await callApi(h.app, E.DeleteEnhancedReport, { params: { id } }, w.token);
    expect(deleted.status).toBe(200);
    const get = await callApi(
      h.app,
      E.GetEnhancedReport,
      { query: { enhancedReportDefinitionId: id } },
      w.token,
    );
    expect(get.status).toBe(404);
    const mine = (includeDeleted: boolean) =>
      callApi(
        h.app,
        E.GetListEnhancedReportsByUserId,
        {
          query: {
            reportName,
            includeDefaultReport: 'true',
            includeDefinition: 'false',
            includeDeleted: includeDeleted ? 'true' : 'false',
          },
        },
        w.token,
      );
    expect((await mine(false)).body.map((r) => [r.Name, r.ReportDefinition])).toEqual([
      ['Default', null],
    ]);
    expect((await mine(true)).body.map((r) => [r.Name, r.IsDeleted])).toEqual([
      ['Default', false],
      ['Owed by A-002', true],
    ]);
  });

  it('keeps private reports to their owner, shows public ones, refuses bad input', async () => {
    const w = await world();
    const secret = await save(w.token, { Name: 'Mine' });
    const shared = await save(w.token, { Name: 'Everyone', IsPublic: true });
    const list = (token: string) =>
      callApi(h.app, E.GetListEnhancedReports, { query: { reportName } }, token);
    expect((await list(w.token)).body.map((r) => r.Name)).toEqual(['Everyone', 'Mine']);
    expect((await list(w.colleague)).body.map((r) => [r.Name, r.IsOwner])).toEqual([
      ['Everyone', false],
    ]);
    const get = (token: string, id: number) =>
      callApi(h.app, E.GetEnhancedReport, { query: { enhancedReportDefinitionId: id } }, token);
    expect((await get(w.colleague, secret.body.EnhancedReportDefinitionID)).status).toBe(404);
    expect((await get(w.colleague, shared.body.EnhancedReportDefinitionID)).status).toBe(200);
    // A public report is read, not overwritten or deleted, by others.
    const overwrite = await save(w.colleague, {
      EnhancedReportDefinitionID: shared.body.EnhancedReportDefinitionID,
      Name: 'Everyone',
    });
    expect(overwrite.status).toBe(403);
    const remove = await callApi(
      h.app,
      E.DeleteEnhancedReport,
      { params: { id: secret.body.EnhancedReportDefinitionID } },
      w.colleague,
    );
    expect(remove.status).toBe(404);

    // Another company sees neither; a user without the report's claim is refused.
    const other = await createTestCompany(h.database);
    const stranger = await signIn(h.app, other.admin.userName);
    expect((await get(stranger, shared.body.EnhancedReportDefinitionID)).status).toBe(404);
    const run = (token: string, body: Record<string, unknown>) =>
      callApi(h.app, E.ReportData, { body: body as never }, token);
    const strangerRun = await run(stranger, {
      ReportName: reportName,
      ReportDefinition: definition,
      Parameters: w.parameters,
    });
    expect(strangerRun.status).toBe(404);
    const glOnly = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('glaccounts')],
    });
    const noClaim = await signIn(h.app, glOnly.userName);
    expect((await get(noClaim, shared.body.EnhancedReportDefinitionID)).status).toBe(403);
    expect((await save(noClaim, { Name: 'Nope' })).status).toBe(403);

    // A filter that needs a value and has none; an unknown report, column or parameter.
    const noValue = await save(w.token, {
      Name: 'Broken',
      ReportDefinition: { filters: [{ column: 'total', operator: Op.GreaterThan }] },
    });
    expect(noValue.status).toBe(400);
    expect(message(noValue)).toContain('The filter on total (Greater Than) needs a value.');
    const unknown = await save(w.token, { Name: 'X', ReportName: 'NoSuchReport' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      errorMessage: 'There is no report named “NoSuchReport”.',
    });
    const badColumn = await run(w.token, {
      ReportName: reportName,
      ReportDefinition: { columns: ['nope'] },
      Parameters: w.parameters,
    });
    expect(badColumn.status).toBe(400);
    expect(message(badColumn)).toContain('“nope”');
    const badParameter = await run(w.token, {
      ReportName: reportName,
      ReportDefinition: {},
      Parameters: { ...w.parameters, asOfDate: 'May 31' },
    });
    expect(badParameter.status).toBe(400);
    expect(message(badParameter)).toContain('asOfDate');
  });
});
