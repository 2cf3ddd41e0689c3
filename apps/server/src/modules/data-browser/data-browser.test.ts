import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { contract, type DataSource } from '@hoa/contract';
import { directDebitRuns } from '@hoa/db';
import { ComparisonOperatorId as Op, DataSchemaNames, Messages } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import {
  paymentWorld,
  receiveCheck,
  type PaymentWorld,
} from '../../../test/cash-receipt-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, fullGrant } from '../../../test/factories';

const D = contract.dataBrowser;

describe.each(testDatabases())('data browser on $name', (testDb) => {
  const h = useApp(testDb);

  /** A company with two homes, a check received from each and a direct debit file. */
  async function company(): Promise<PaymentWorld & { receipts: number[] }> {
    const w = await paymentWorld(h, 2);
    const receipts: number[] = [];
    for (const [i, home] of w.homes.entries()) {
      receipts.push(
        await receiveCheck(h, w, {
          ownerId: home.ownerId,
          cents: 10_000 * (i + 1),
          date: `2026-03-1${String(i)}`,
          checkNumber: `10${String(i)}`,
        }),
      );
    }
    await w.inTx((tx) =>
      tx.insert(directDebitRuns).values({
        companyId: w.companyId,
        communityAgentId: w.communityId,
        bankAccountId: w.bankAccountId,
        effectiveDate: '2026-03-20',
        storageKey: `test/${String(w.companyId)}.ach`,
        fileName: 'debits.ach',
        sizeBytes: 940,
        entryCount: 2,
        totalCents: 30_000,
        entryHash: '0000000001',
      }),
    );
    return { ...w, receipts };
  }

  async function sources(token: string): Promise<DataSource[]> {
    const tables = await callApi(h.app, D.GetTables, { query: { schemaName: 'All' } }, token);
    const views = await callApi(h.app, D.GetViews, { query: { schemaName: 'All' } }, token);
    expect(tables.status).toBe(200);
    expect(views.status).toBe(200);
    return [...tables.body, ...views.body];
  }

  /** The first column's values (each source's id) of every row the caller sees. */
  async function idsOf(token: string, source: DataSource): Promise<unknown[]> {
    const page = await callApi(
      h.app,
      D.GetData,
      { query: { schemaName: source.SchemaName, name: source.Name, take: 500 } },
      token,
    );
    expect(page.status, `${source.Name}: ${page.errorMessage ?? ''}`).toBe(200);
    expect(page.body.Rows).toHaveLength(page.body.TotalCount);
    const key = source.Columns[0]?.key ?? '';
    return page.body.Rows.map((row) => row[key]);
  }

  it('shows each company only its own rows, in every table and view', async () => {
    const a = await company();
    const b = await company();
    const all = await sources(a.token);
    expect(new Set(all.map((s) => s.SchemaName))).toEqual(
      new Set(DataSchemaNames.filter((name) => name !== 'All')),
    );
    for (const source of all) {
      const mine = await idsOf(a.token, source);
      const theirs = await idsOf(b.token, source);
      expect(mine.length, `${source.Name} of the first company`).toBeGreaterThan(0);
      expect(theirs.length, `${source.Name} of the second company`).toBeGreaterThan(0);
      expect(
        mine.filter((id) => theirs.includes(id)),
        `${source.Name} rows seen by both`,
      ).toEqual([]);
    }
    // The rows are the company's own, not merely different ones.
    const communities = await idsOf(a.token, sourceNamed(all, 'Communities'));
    expect(communities.sort()).toEqual([...a.company.communityIds].sort());
    const payments = await idsOf(a.token, sourceNamed(all, 'OwnerPaymentHistories'));
    expect(payments.sort()).toEqual([...a.receipts].sort());
  });

  it('shows an administrator the rows of their own communities only', async () => {
    const a = await company();
    const [, second = 0] = a.company.communityIds;
    const admin = await addUser(h.database, a.companyId, {
      communityIds: [second],
      grants: [],
      isSystemAdmin: true,
    });
    const token = await signIn(h.app, admin.userName);
    const all = await sources(token);
    expect(await idsOf(token, sourceNamed(all, 'Communities'))).toEqual([second]);
    // The payments are of the first community; users and roles are the company's.
    expect(await idsOf(token, sourceNamed(all, 'OwnerPaymentHistories'))).toEqual([]);
    expect(await idsOf(token, sourceNamed(all, 'Users'))).toContain(admin.userId);
  });

  it('lists a schema’s tables and views', async () => {
    const a = await company();
    const tables = await callApi(
      h.app,
      D.GetTables,
      { query: { schemaName: 'ItemAgent' } },
      a.token,
    );
    expect(tables.body.map((t) => t.Name)).toEqual(['ItemAgents', 'ItemAgentDetails']);
    const views = await callApi(h.app, D.GetViews, { query: { schemaName: 'ItemAgent' } }, a.token);
    expect(views.body.map((t) => t.Name)).toEqual(['OwnerPaymentHistories']);
    expect(views.body[0]?.Columns).toContainEqual({
      key: 'Amount',
      title: 'Amount',
      kind: 'money',
    });
    const bad = await callApi(
      h.app,
      D.GetTables,
      { query: { schemaName: 'pg_catalog' as 'All' } },
      a.token,
    );
    expect(bad.status).toBe(400);
  });

  it('pages, sorts and filters with the saved reports’ operators', async () => {
    const a = await company();
    const get = (query: Record<string, unknown>) =>
      callApi(
        h.app,
        D.GetData,
        { query: { schemaName: 'Agent', name: 'Owners', ...query } as never },
        a.token,
      );
    const sorted = await get({ sortColumn: 'AccountNumber', sortDescending: 'true', take: 1 });
    expect(sorted.body.TotalCount).toBe(2);
    expect(sorted.body.Rows.map((r) => r.AccountNumber)).toEqual(['A-002']);
    const second = await get({ sortColumn: 'AccountNumber', skip: 1, take: 1 });
    expect(second.body.Rows.map((r) => r.AccountNumber)).toEqual(['A-002']);
    const filters = (list: unknown[]) => JSON.stringify(list);
    const named = await get({
      filters: filters([{ column: 'DisplayName', operator: Op.Contains, value: 'OWNER1' }]),
    });
    expect(named.body.Rows.map((r) => r.AccountNumber)).toEqual(['A-001']);
    const either = await get({
      filters: filters([
        { column: 'AccountNumber', operator: Op.Equals, value: 'a-001' },
        { column: 'AccountNumber', operator: Op.EndsWith, value: '002', logicalOperator: 1 },
      ]),
    });
    expect(either.body.TotalCount).toBe(2);
    const paid = await callApi(
      h.app,
      D.GetData,
      {
        query: {
          schemaName: 'All',
          name: 'OwnerPaymentHistories',
          filters: filters([{ column: 'Amount', operator: Op.GreaterThan, value: 10_000 }]),
        },
      },
      a.token,
    );
    expect(paid.body.Rows.map((r) => [r.TopsItemId, r.Amount, r.EventDate])).toEqual([
      [a.receipts[1], 20_000, '2026-03-11'],
    ]);
  });

  it('refuses an unknown table, column or filter with a clear message', async () => {
    const a = await company();
    const get = (query: Record<string, unknown>) =>
      callApi(
        h.app,
        D.GetData,
        { query: { schemaName: 'dbo', name: 'Users', ...query } as never },
        a.token,
      );
    const table = await get({ name: 'users' });
    expect([table.status, table.errorCode, table.errorMessage]).toEqual([
      404,
      'DataSourceUnknown',
      'There is no table or view named “users” in the schema dbo.',
    ]);
    const elsewhere = await get({ name: 'Items' });
    expect(elsewhere.errorCode).toBe('DataSourceUnknown');
    const sort = await get({ sortColumn: 'password_hash' });
    expect([sort.status, sort.errorCode, sort.errorMessage]).toEqual([
      400,
      'DataColumnUnknown',
      'The column “password_hash” is not in Users.',
    ]);
    const filter = await get({
      filters: JSON.stringify([{ column: 'u.password_hash', operator: Op.Set }]),
    });
    expect([filter.status, filter.errorCode]).toEqual([400, 'DataColumnUnknown']);
    const textOnNumber = await get({
      filters: JSON.stringify([{ column: 'UserId', operator: Op.Contains, value: '1' }]),
    });
    expect([textOnNumber.status, textOnNumber.errorCode, textOnNumber.errorMessage]).toEqual([
      400,
      'DataFilterInvalid',
      'Contains applies to text and date columns; User id is not one.',
    ]);
    const notJson = await get({ filters: '[{' });
    expect(notJson.status).toBe(400);
    expect(notJson.errorMessage).toContain('filters must be a JSON array of filters.');
    const exported = await callApi(
      h.app,
      D.Export,
      { body: { schemaName: 'dbo', name: 'Users', format: 'csv', sortColumn: 'nope' } },
      a.token,
    );
    expect([exported.status, exported.errorCode]).toEqual([400, 'DataColumnUnknown']);
  });

  it('is for company administrators only', async () => {
    const a = await company();
    const clerk = await addUser(h.database, a.companyId, {
      communityIds: a.company.communityIds,
      grants: [fullGrant('maintainuser'), fullGrant('arownerpayments'), fullGrant('glaccounts')],
    });
    const token = await signIn(h.app, clerk.userName);
    const calls = [
      await callApi(h.app, D.GetTables, { query: { schemaName: 'All' } }, token),
      await callApi(h.app, D.GetViews, { query: { schemaName: 'All' } }, token),
      await callApi(h.app, D.GetData, { query: { schemaName: 'dbo', name: 'Users' } }, token),
      await callApi(h.app, D.GetOwnerPaymentHistories, { query: {} }, token),
      await callApi(
        h.app,
        D.Export,
        { body: { schemaName: 'dbo', name: 'Users', format: 'xlsx' } },
        token,
      ),
    ];
    for (const call of calls) {
      expect([call.status, call.errorMessage]).toEqual([403, Messages.forbidden]);
    }
  });

  it('answers owner payment histories of a community and dates, newest first', async () => {
    const a = await company();
    const b = await company();
    const all = await callApi(h.app, D.GetOwnerPaymentHistories, { query: {} }, a.token);
    expect(all.body.Rows.map((r) => r.TopsItemId)).toEqual([a.receipts[1], a.receipts[0]]);
    expect(all.body.Rows[1]).toMatchObject({
      CommunityAgentId: a.communityId,
      AccountNumber: 'A-001',
      CheckNumber: '100',
      Amount: 10_000,
      TxnType: 'Cash receipts manual',
    });
    const ranged = await callApi(
      h.app,
      D.GetOwnerPaymentHistories,
      {
        query: { communityAgentId: a.communityId, startDate: '2026-03-01', endDate: '2026-03-10' },
      },
      a.token,
    );
    expect(ranged.body.Rows.map((r) => r.TopsItemId)).toEqual([a.receipts[0]]);
    const other = await callApi(
      h.app,
      D.GetOwnerPaymentHistories,
      { query: { communityAgentId: b.communityId } },
      a.token,
    );
    expect(other.status).toBe(404);
  });

  it('exports a table as a workbook and as CSV', async () => {
    const a = await company();
    const body = {
      schemaName: 'ItemAgent' as const,
      name: 'OwnerPaymentHistories',
      sortColumn: 'Amount',
      filters: [{ column: 'CommunityAgentId', operator: Op.Equals, value: a.communityId }],
    };
    const csv = await h.app.inject({
      method: 'POST',
      url: D.Export.path,
      payload: { ...body, format: 'csv' },
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="ItemAgent-OwnerPaymentHistories.csv"',
    );
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Receipt #,Community id,Community,Owner id,Owner,Account,Date,Type,Check #,Amount',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      new RegExp(`^${String(a.receipts[0])},.*,A-001,2026-03-10,.*,100,100\\.00$`),
    );
    expect(lines[2]).toMatch(/,A-002,2026-03-11,.*,101,200\.00$/);

    const xlsx = await h.app.inject({
      method: 'POST',
      url: D.Export.path,
      payload: { ...body, format: 'xlsx', sortDescending: true },
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['ItemAgent.OwnerPaymentHistories']);
    expect(values(4)).toEqual([
      'Receipt #',
      'Community id',
      'Community',
      'Owner id',
      'Owner',
      'Account',
      'Date',
      'Type',
      'Check #',
      'Amount',
    ]);
    expect(values(5)).toEqual([
      a.receipts[1],
      a.communityId,
      expect.any(String),
      a.homes[1]?.ownerId,
      expect.any(String),
      'A-002',
      '03/11/2026',
      expect.any(String),
      '101',
      200,
    ]);
    expect(values(6)[9]).toBe(100);
    expect(sheet.rowCount).toBe(6);
  });
});

function sourceNamed(all: readonly DataSource[], name: string): DataSource {
  const found = all.find((s) => s.Name === name);
  if (!found) throw new Error(`no source ${name}`);
  return found;
}
