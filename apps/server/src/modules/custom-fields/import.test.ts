import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import ExcelJS from 'exceljs';
import {
  AgentTypeGroupId,
  ImportFileMessages as IM,
  SetupImportMessages,
  toCsv,
} from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import {
  createGroup,
  groupBody,
  insertHome,
  listUserOnGroup,
  roleIdsOf,
} from '../../../test/custom-fields-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';

const cf = contract.customFields;

describe.each(testDatabases())('custom field values import on $name', (testDb) => {
  const h = useApp(testDb);

  async function setup() {
    const a = await createTestCompany(h.database);
    const token = await signIn(h.app, a.admin.userName);
    const roleIds = await roleIdsOf(h.database, a.companyId, a.admin.userId);
    const [first, second] = a.communityIds as [number, number];
    const one = await insertHome(h.database, a.companyId, first, 'A-1');
    const two = await insertHome(h.database, a.companyId, first, 'A-2');
    const away = await insertHome(h.database, a.companyId, second, 'B-1');
    const household = await createGroup(
      h.app,
      token,
      groupBody([first], roleIds, {
        Name: 'Household',
        Fields: [
          { Name: 'Pets', FieldType: 'L', ValidValues: ['Dog', 'Cat'] },
          { Name: 'Move-in', FieldType: 'D' },
          { Name: 'Deposit', FieldType: 'C' },
          { Name: 'Notes' },
        ],
      }),
    );
    const lot = await createGroup(
      h.app,
      token,
      groupBody([first], roleIds, {
        Name: 'Lot',
        AgentTypeGroupId: AgentTypeGroupId.Properties,
        Fields: [{ Name: 'Notes' }, { Name: 'Parking', FieldType: 'N' }],
      }),
    );
    return { a, token, roleIds, first, second, one, two, away, household, lot };
  }

  const base64 = (text: string) => Buffer.from(text).toString('base64');
  const body = (communityAgentId: number, rows: string[][]) => ({
    communityAgentId,
    FileName: 'values.csv',
    FileContent: base64(toCsv(rows)),
  });

  it('previews every row with its agent, field and value or errors, then imports a clean file', async () => {
    const { token, first, one, two, away } = await setup();
    const header = ['AccountNumber', 'AgentId', 'Category', 'FieldName', 'Value'];
    const rows = [
      header,
      ['A-1', '', '', 'pets', 'cat'],
      ['A-1', '', '', 'Move-in', '3/1/2024'],
      ['', String(two.ownerId), '', 'Deposit', '$1,250.5'],
      ['A-2', '', 'Lot', 'Parking', '2'],
      ['A-9', '', '', 'Pets', 'Dog'],
      ['A-1', '', '', 'Pool key', 'Yes'],
      ['A-2', '', '', 'Pets', 'Bird'],
      ['A-1', '', '', 'Pets', 'Dog'],
      ['', String(away.ownerId), '', 'Pets', 'Dog'],
      ['A-1', '', '', 'Notes', 'x'],
      ['', 'abc', '', 'Pets', 'Dog'],
      ['', String(one.propertyId), '', 'Notes', 'Corner lot'],
    ];
    const preview = await callApi(h.app, cf.PreviewImport, { body: body(first, rows) }, token);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ FileName: 'values.csv', TotalRows: 12, ErrorRows: 7 });
    const byRow = new Map(preview.body.Rows.map((r) => [r.RowNumber, r]));
    expect(byRow.get(2)).toMatchObject({
      AgentId: one.ownerId,
      AgentName: 'Owner of A-1',
      CategoryName: 'Household',
      FieldName: 'Pets',
      Value: 'Cat',
      DisplayValue: 'Cat',
      Errors: [],
    });
    expect(byRow.get(3)).toMatchObject({ Value: '2024-03-01', DisplayValue: '03/01/2024' });
    expect(byRow.get(4)).toMatchObject({
      AgentId: two.ownerId,
      Value: '125050',
      DisplayValue: '$1,250.50',
    });
    expect(byRow.get(5)).toMatchObject({
      AgentId: two.propertyId,
      Value: '2',
      CategoryName: 'Lot',
    });
    expect(byRow.get(6)?.Errors).toEqual([IM.accountNotFound('A-9')]);
    expect(byRow.get(7)?.Errors).toEqual([IM.fieldNotFound('Pool key')]);
    expect(byRow.get(8)?.Errors).toEqual(['Pets must be one of: Dog, Cat.']);
    expect(byRow.get(9)?.Errors).toEqual([IM.setTwice]);
    expect(byRow.get(10)?.Errors).toEqual([IM.agentNotInCommunity(away.ownerId)]);
    expect(byRow.get(11)?.Errors).toEqual([IM.fieldAmbiguous('Notes')]);
    expect(byRow.get(12)?.Errors).toEqual([IM.agentIdInvalid]);
    expect(byRow.get(13)).toMatchObject({
      AgentId: one.propertyId,
      CategoryName: 'Lot',
      Errors: [],
    });

    const refused = await callApi(h.app, cf.Import, { body: body(first, rows) }, token);
    expect(refused).toMatchObject({ status: 400, errorMessage: IM.hasErrors });
    const nothing = await callApi(h.app, cf.GetValues, { query: { agentId: one.ownerId } }, token);
    expect(nothing.body.Groups[0]?.Fields.every((f) => f.Value === null)).toBe(true);

    const clean = [header, ...rows.slice(1, 5), rows[12] ?? []];
    const imported = await callApi(h.app, cf.Import, { body: body(first, clean) }, token);
    expect(imported.body).toEqual({ Saved: 5, Cleared: 0 });
    const values = await callApi(h.app, cf.GetValues, { query: { agentId: one.ownerId } }, token);
    expect(values.body.Groups[0]?.Fields.map((f) => [f.Name, f.Value])).toEqual([
      ['Pets', 'Cat'],
      ['Move-in', '2024-03-01'],
      ['Deposit', null],
      ['Notes', null],
    ]);

    // An empty value clears the field.
    const clear = await callApi(
      h.app,
      cf.Import,
      { body: body(first, [header, ['A-1', '', '', 'Pets', '']]) },
      token,
    );
    expect(clear.body).toEqual({ Saved: 0, Cleared: 1 });
  });

  it('reads an Excel workbook: dates, numbers and text cells as the CSV would give them', async () => {
    const { token, first, one, two } = await setup();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Values');
    sheet.addRows([
      ['AccountNumber', 'AgentId', 'Category', 'FieldName', 'Value'],
      ['A-1', null, null, 'Pets', 'Dog'],
      ['A-1', null, null, 'Move-in', new Date(Date.UTC(2024, 2, 1))],
      [null, two.ownerId, null, 'Deposit', 1250.5],
      ['A-2', null, 'Lot', 'Parking', 2],
      ['A-1', null, null, 'Pets', 'Bird'],
    ]);
    const FileContent = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const xlsx = { communityAgentId: first, FileName: 'values.xlsx', FileContent };
    const preview = await callApi(h.app, cf.PreviewImport, { body: xlsx }, token);
    expect(preview.body).toMatchObject({ FileName: 'values.xlsx', TotalRows: 5, ErrorRows: 1 });
    expect(preview.body.Rows.map((r) => [r.RowNumber, r.FieldName, r.Value])).toEqual([
      [2, 'Pets', 'Dog'],
      [3, 'Move-in', '2024-03-01'],
      [4, 'Deposit', '125050'],
      [5, 'Parking', '2'],
      [6, 'Pets', null],
    ]);
    expect(preview.body.Rows.at(-1)?.Errors).toEqual([
      IM.setTwice,
      'Pets must be one of: Dog, Cat.',
    ]);

    sheet.spliceRows(6, 1);
    const clean = await workbook.xlsx.writeBuffer();
    const imported = await callApi(
      h.app,
      cf.Import,
      { body: { ...xlsx, FileContent: Buffer.from(clean).toString('base64') } },
      token,
    );
    expect(imported.body).toEqual({ Saved: 4, Cleared: 0 });
    const values = await callApi(h.app, cf.GetValues, { query: { agentId: one.ownerId } }, token);
    expect(values.body.Groups[0]?.Fields.map((f) => [f.Name, f.Value])).toEqual([
      ['Pets', 'Dog'],
      ['Move-in', '2024-03-01'],
      ['Deposit', null],
      ['Notes', null],
    ]);
  });

  it('refuses unreadable files with one message', async () => {
    const { token, first } = await setup();
    const cases: [string, string, string][] = [
      ['x.csv', 'Name,Value\nx,y', IM.noHeader],
      ['x.csv', 'AgentId,FieldName,Value\n', IM.noRows],
      [
        'x.csv',
        'AgentId,FieldName,Value\n"1,a',
        SetupImportMessages.notCsv('A quoted value that starts on line 2 is not closed.'),
      ],
      // A CSV renamed to .xlsx, and a binary file that is neither.
      ['x.xlsx', 'AgentId,FieldName,Value\n1,a,b', SetupImportMessages.notXlsx],
      ['x.csv', '\u0000\u0001binary', SetupImportMessages.unknownFileType],
    ];
    for (const [FileName, text, message] of cases) {
      const result = await callApi(
        h.app,
        cf.PreviewImport,
        { body: { communityAgentId: first, FileName, FileContent: base64(text) } },
        token,
      );
      expect(result).toMatchObject({ status: 400, errorMessage: message });
    }
  });

  it('marks rows of agents the user may not change, and keeps to the user’s communities', async () => {
    const { a, first, second, household, lot } = await setup();
    const clerk = await addUser(h.database, a.companyId, {
      communityIds: [first],
      grants: [{ ...fullGrant('owner'), CanUpdate: false }, fullGrant('property')],
    });
    for (const group of [household, lot]) {
      await listUserOnGroup(h.database, a.companyId, group.CustomFieldGroupId, clerk.userId);
    }
    const clerkToken = await signIn(h.app, clerk.userName);
    const rows = [
      ['AccountNumber', 'Category', 'FieldName', 'Value'],
      ['A-1', '', 'Pets', 'Dog'],
      ['A-1', 'Lot', 'Parking', '1'],
    ];
    const preview = await callApi(h.app, cf.PreviewImport, { body: body(first, rows) }, clerkToken);
    expect(preview.body.Rows.map((r) => r.Errors)).toEqual([[IM.noPermission], []]);
    const offList = await callApi(
      h.app,
      cf.PreviewImport,
      { body: body(second, rows) },
      clerkToken,
    );
    expect(offList.status).toBe(403);
    const b = await createTestCompany(h.database);
    const bToken = await signIn(h.app, b.admin.userName);
    expect((await callApi(h.app, cf.Import, { body: body(first, rows) }, bToken)).status).toBe(404);
  });
});
