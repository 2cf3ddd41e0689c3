import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import {
  importBody,
  ok,
  setUpAccounting,
  setupWorld,
} from '../../../test/community-setup-factories';
import { testDatabases } from '../../../test/databases';
import { addUser } from '../../../test/factories';

const i = contract.imports;
const formats = ['csv', 'xlsx'] as const;

describe.each(testDatabases())('setup imports of the chart and codes on $name', (testDb) => {
  const h = useApp(testDb);

  it.each(formats)(
    'previews GL accounts page by page with row errors (%s), then imports',
    async (format) => {
      const world = await setupWorld(h.app, h.database);
      await setUpAccounting(world);
      const heading = ['AccountNumber', 'AccountName', 'AccountType'];
      const good = Array.from({ length: 10 }, (_, n) => [
        `${5700 + n}`,
        `Expense ${n + 1}`,
        'Expenses',
      ]);
      const rows = [
        heading,
        ...good,
        ['1000', 'Cash again', 'Cash'],
        ['4999', 'Misc', 'Bogus'],
        ['7000', 'Twice', '12'],
        ['7000', 'Twice again', 'Expenses'],
        ['2900', 'Outside', 'Income'],
      ];
      const preview = ok(
        await world.call(i.GlAccounts, { body: await importBody(world, rows, format) }),
      );
      expect(preview).toMatchObject({
        Kind: 'GlAccounts',
        Columns: ['AccountNumber', 'AccountName', 'AccountType', 'CostCenterNumber'],
        TotalRows: 15,
        ErrorRowCount: 5,
        Page: 1,
        PageSize: 10,
        IsPreview: true,
        Imported: 0,
      });
      expect(preview.Rows).toHaveLength(10);
      expect(preview.Rows[0]).toEqual({
        Row: 2,
        Cells: ['5700', 'Expense 1', 'Expenses', ''],
        Errors: [],
      });
      expect(preview.Errors).toEqual([
        {
          Row: 12,
          Column: 'AccountNumber',
          Message: 'Account 1000 already exists in this community.',
        },
        {
          Row: 13,
          Column: 'AccountType',
          Message: 'Unknown account type; give its number (0-12) or its name.',
        },
        { Row: 14, Column: 'AccountNumber', Message: 'The same value is on rows 14, 15.' },
        { Row: 15, Column: 'AccountNumber', Message: 'The same value is on rows 14, 15.' },
        {
          Row: 16,
          Column: 'AccountNumber',
          Message: 'Account number 2900 is outside the range 4000–4999 of Income accounts.',
        },
      ]);
      const page2 = ok(
        await world.call(i.GlAccounts, {
          body: await importBody(world, rows, format, { Page: 2 }),
        }),
      );
      expect(page2.Rows.map((r) => r.Row)).toEqual([12, 13, 14, 15, 16]);
      expect(page2.Rows[1]?.Errors).toEqual([
        'Row 13, AccountType: Unknown account type; give its number (0-12) or its name.',
      ]);

      const count = async () =>
        ok(
          await world.call(contract.glAccounts.CountAccounts, {
            query: { communityAgentId: world.communityId },
          }),
        ).Count;
      const before = await count();
      const refused = await world.call(i.GlAccounts, {
        body: await importBody(world, rows, format, { IsPreview: false }),
      });
      expect(refused.status).toBe(400);
      expect(refused.errorMessage).toBe('5 rows have errors; nothing was imported.');
      expect(await count()).toBe(before);

      const imported = ok(
        await world.call(i.GlAccounts, {
          body: await importBody(world, [heading, ...good], format, { IsPreview: false }),
        }),
      );
      expect(imported).toMatchObject({ Imported: 10, IsPreview: false, ErrorRowCount: 0 });
      expect(await count()).toBe(before + 10);
    },
  );

  it('replaces account ranges, refusing ranges that overlap or leave an account outside', async () => {
    const world = await setupWorld(h.app, h.database);
    await setUpAccounting(world);
    const heading = ['AccountType', 'StartNumber', 'EndNumber'];
    const bad = ok(
      await world.call(i.AccountRanges, {
        body: await importBody(
          world,
          [
            heading,
            ['Cash', '1000', '1099'],
            ['Income', '1050', '1500'],
            ['Expenses', '6000', '9999'],
          ],
          'csv',
        ),
      }),
    );
    expect(bad.Errors[0]).toEqual({
      Row: 3,
      Column: 'StartNumber',
      Message:
        'The ranges of Cash and Income accounts overlap; only types of one group may share numbers.',
    });
    const outside = (row: number, numbers: string[]) => numbers.map((n) => `${row} ${n}`);
    expect(
      bad.Errors.slice(1).map((e) => `${e.Row} ${e.Message.replace(/^Account (\d+) .*$/, '$1')}`),
    ).toEqual([
      ...outside(3, ['4000', '4100', '4200', '4300']),
      ...outside(4, ['5000', '5100', '5200', '5300', '5400', '5500', '5600']),
    ]);
    expect(bad.Errors[1]?.Message).toBe('Account 4000 lies outside the new range of its type.');
    const done = ok(
      await world.call(i.AccountRanges, {
        body: await importBody(
          world,
          [heading, ['0', '1000', '1199'], ['11', '4000', '4899']],
          'xlsx',
          {
            IsPreview: false,
          },
        ),
      }),
    );
    expect(done.Imported).toBe(2);
    const ranges = ok(
      await world.call(contract.glAccounts.GetAccountRanges, {
        query: { communityAgentId: world.communityId },
      }),
    );
    expect(ranges.map((r) => [r.TopsAccountTypeId, r.StartNumber, r.EndNumber])).toEqual([
      [0, '1000', '1199'],
      [11, '4000', '4899'],
    ]);
  });

  it.each(formats)('imports code categories, codes and their linkage (%s)', async (format) => {
    const world = await setupWorld(h.app, h.database);
    await setUpAccounting(world);
    const categories = ok(
      await world.call(i.CodeCategories, {
        body: await importBody(
          world,
          [
            ['Name', 'Description'],
            ['Dues', 'Regular dues'],
            ['Fees', ''],
          ],
          format,
          {
            IsPreview: false,
          },
        ),
      }),
    );
    expect(categories.Imported).toBe(2);
    const again = ok(
      await world.call(i.CodeCategories, {
        body: await importBody(world, [['Name'], ['dues']], format),
      }),
    );
    expect(again.Errors).toEqual([
      { Row: 2, Column: 'Name', Message: 'Code category dues already exists in this community.' },
    ]);

    const heading = [
      'CodeAlias',
      'CodeName',
      'CodeType',
      'Frequency',
      'Amount',
      'ReceivableAccount',
      'IncomeAccount',
      'Category',
    ];
    const rows = [
      heading,
      ['ASMT', 'Assessment', 'Assessment', 'Monthly', '325.00', '1200', '4000', 'Dues'],
      ['PP', 'Prepaid', '10', '', '', '1200', '2100', ''],
      ['CCR', 'Violation', 'CCR Code', '', '', '', '', ''],
    ];
    const bad = ok(
      await world.call(i.Codes, {
        body: await importBody(
          world,
          [...rows, ['PP', 'Fee', 'Late Fee', 'Fortnightly', '', '1200', '9999', 'Nope']],
          format,
        ),
      }),
    );
    expect(bad.Errors).toEqual([
      { Row: 3, Column: 'CodeAlias', Message: 'The same value is on rows 3, 5.' },
      { Row: 5, Column: 'CodeAlias', Message: 'The same value is on rows 3, 5.' },
      {
        Row: 5,
        Column: 'CodeAlias',
        Message: 'The alias PP is kept for the prepaid code (code type 10).',
      },
      { Row: 5, Column: 'Frequency', Message: 'Unknown frequency; give its number or its name.' },
      { Row: 5, Column: 'IncomeAccount', Message: 'No account 9999 in this community.' },
      {
        Row: 5,
        Column: 'IncomeAccount',
        Message: 'Late Fee codes need a receivable account and an income account.',
      },
      { Row: 5, Column: 'Category', Message: 'No code category Nope in this community.' },
    ]);
    const codes = ok(
      await world.call(i.Codes, {
        body: await importBody(world, rows, format, { IsPreview: false }),
      }),
    );
    expect(codes.Imported).toBe(3);
    const list = ok(
      await world.call(contract.codes.GetCodes, { query: { communityAgentId: world.communityId } }),
    );
    expect(
      list.map((k) => [
        k.CodeAlias,
        k.TopsCodeTypeId,
        k.Amount,
        k.CodeCategoryName,
        k.AccountCodes.map((a) => a.AccountNumber),
      ]),
    ).toEqual([
      ['ASMT', 1, 32_500, 'Dues', ['1200', '4000']],
      ['CCR', 7, 0, null, []],
      ['PP', 10, 0, null, ['1200', '2100']],
    ]);

    const linkage = ok(
      await world.call(i.CodeCategoryLinkage, {
        body: await importBody(
          world,
          [
            ['CodeAlias', 'Category'],
            ['pp', 'fees'],
            ['CCR', 'Fees'],
          ],
          format,
          { IsPreview: false },
        ),
      }),
    );
    expect(linkage.Imported).toBe(2);
    expect(
      ok(
        await world.call(contract.codes.CountCodeCategoryLinkages, {
          query: { communityAgentId: world.communityId },
        }),
      ),
    ).toEqual({ Count: 3 });
    const missing = ok(
      await world.call(i.CodeCategoryLinkage, {
        body: await importBody(
          world,
          [
            ['CodeAlias', 'Category'],
            ['XYZ', 'Dues'],
          ],
          format,
        ),
      }),
    );
    expect(missing.Errors).toEqual([
      { Row: 2, Column: 'CodeAlias', Message: 'No code XYZ in this community.' },
    ]);
  });

  it('refuses unreadable files, missing headings, callers without the claim and other companies', async () => {
    const world = await setupWorld(h.app, h.database);
    const garbage = await world.call(i.CodeCategories, {
      body: {
        commAgentID: world.communityId,
        FileName: 'x.xlsx',
        FileContent: Buffer.from('not a workbook').toString('base64'),
        IsPreview: true,
      },
    });
    expect(garbage.status).toBe(400);
    expect(garbage.errorMessage).toBe('The file is not a readable Excel workbook.');
    const noHeading = await world.call(i.GlAccounts, {
      body: await importBody(world, [['Number'], ['1']], 'csv'),
    });
    expect(noHeading.errorMessage).toBe(
      'The first row must name the columns AccountNumber, AccountName, AccountType.',
    );
    const other = await setupWorld(h.app, h.database);
    const foreign = await world.call(i.CodeCategories, {
      body: {
        ...(await importBody(world, [['Name'], ['A']], 'csv')),
        commAgentID: other.communityId,
      },
    });
    expect(foreign.status).toBe(404);
    const reader = await addUser(h.database, world.company.companyId, {
      communityIds: [world.communityId],
      grants: [
        { Claim: 'glaccounts', CanCreate: false, CanRead: true, CanUpdate: true, CanDelete: false },
      ],
    });
    const token = await signIn(h.app, reader.userName);
    const refused = await world.call(
      i.CodeCategories,
      { body: await importBody(world, [['Name'], ['A']], 'csv') },
      token,
    );
    expect(refused.status).toBe(403);
  });
});
