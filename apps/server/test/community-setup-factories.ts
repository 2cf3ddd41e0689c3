import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import {
  contract,
  type EndpointDef,
  type ImportBody,
  type RequestOf,
  type ResponseOf,
} from '@hoa/contract';
import type { Database } from '@hoa/db';
import { StandardRequiredAccountNumbers, toCsv } from '@hoa/domain';
import { callApi, signIn } from './api';
import { createTestCompany, type TestCompany } from './factories';

export interface SetupWorld {
  company: TestCompany;
  /** A community whose setup has not started. */
  communityId: number;
  admin: string;
  call: <E extends EndpointDef>(
    endpoint: E,
    request?: Partial<RequestOf<E>>,
    token?: string,
  ) => ReturnType<typeof callApi<E>>;
}

/** A company with one community whose setup is incomplete, and its administrator signed in. */
export async function setupWorld(app: FastifyInstance, database: Database): Promise<SetupWorld> {
  const company = await createTestCompany(database, { communities: 1, setupComplete: false });
  const admin = await signIn(app, company.admin.userName);
  return {
    company,
    communityId: company.communityIds[0] ?? 0,
    admin,
    call: (endpoint, request = {}, token = admin) => callApi(app, endpoint, request, token),
  };
}

/** Fails the test with the server's message when a call did not succeed. */
export function ok<T>(result: { status: number; body: T; errorMessage: string | undefined }): T {
  if (result.status !== 200)
    throw new Error(`call failed: ${result.status} ${result.errorMessage ?? ''}`);
  return result.body;
}

/** A table as an upload's base64 content: CSV text or a one-sheet .xlsx workbook. */
export async function fileContent(
  rows: readonly (readonly string[])[],
  format: 'csv' | 'xlsx',
): Promise<string> {
  if (format === 'csv') return Buffer.from(toCsv(rows)).toString('base64');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Import');
  // Amounts and dates go in as numbers and dates, the way a spreadsheet holds them.
  for (const row of rows) {
    sheet.addRow(
      row.map((cell) =>
        /^-?\d+(\.\d+)?$/.test(cell) && !/^0\d/.test(cell)
          ? Number(cell)
          : /^\d{4}-\d{2}-\d{2}$/.test(cell)
            ? new Date(`${cell}T00:00:00Z`)
            : cell,
      ),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

/** The accounting wizard's steps 1-4 the way the screens run them; returns account ids by number. */
export async function setUpAccounting(
  world: SetupWorld,
  withProfile = true,
): Promise<Record<string, number>> {
  const { call, communityId } = world;
  const year = new Date().getFullYear();
  if (withProfile) {
    ok(
      await call(contract.accountingSetup.CreateDefaultAccountingSetup, {
        body: { agentId: communityId, startDate: `${year}-01-01` },
      }),
    );
  }
  const chart = ok(
    await call(contract.glAccounts.CreateDefaultAccounts, {
      params: { communityAgentId: communityId },
    }),
  );
  const account = Object.fromEntries(chart.Accounts.map((a) => [a.AccountNumber, a.TopsAccountId]));
  ok(
    await call(contract.accountingSetup.SaveRequiredAccounts, {
      params: { communityAgentId: communityId },
      body: Object.entries(StandardRequiredAccountNumbers).map(([type, number]) => ({
        AccountRequiredTypeId: Number(type),
        TopsAccountId: account[number] ?? 0,
      })),
    }),
  );
  return account;
}

export async function addBankAccount(
  world: SetupWorld,
): Promise<ResponseOf<typeof contract.banks.SaveBankAccount>> {
  const bank = ok(
    await world.call(contract.banks.SaveBank, {
      body: { CompanyName: 'First Community Bank', RoutingNumber: '011000015' },
    }),
  );
  return ok(
    await world.call(contract.banks.SaveBankAccount, {
      body: {
        BankId: bank.TopsAgentId,
        CommunityId: world.communityId,
        AccountName: 'Operating',
        AccountNumber: '4455667788',
        Routing: '011000015',
      },
    }),
  );
}

/** Steps 1-4 of the accounting wizard: books, chart, required accounts, a bank, the codes. */
export async function setUpThroughCodes(world: SetupWorld): Promise<Record<string, number>> {
  const account = await setUpAccounting(world);
  await addBankAccount(world);
  ok(
    await world.call(contract.codes.CreateRequiredCodes, {
      params: { communityAgentId: world.communityId },
    }),
  );
  return account;
}

/** The columns of a property and owner import (Import/PropertyOwners). */
export const ownerImportHeading = [
  'AccountNumber',
  'StreetNumber',
  'StreetName',
  'City',
  'State',
  'PostalCode',
  'OwnerFirstName',
  'OwnerLastName',
  'OwnerCompanyName',
  'OwnerEmail',
];

/** Imports properties on Elm Street and their owners: [account number, street number, first, last]. */
export async function importOwners(
  world: SetupWorld,
  people: readonly (readonly [string, string, string, string])[],
): Promise<void> {
  const rows = people.map(([n, street, first, last]) => [
    n,
    street,
    'Elm Street',
    '',
    '',
    '',
    first,
    last,
    '',
    '',
  ]);
  ok(
    await world.call(contract.imports.PropertyOwners, {
      body: await importBody(world, [ownerImportHeading, ...rows], 'csv', { IsPreview: false }),
    }),
  );
}

/**
 * The accounting wizard's steps 1-4 without a bank, the required codes, and properties 1001-1003
 * with their owners Ana Ruiz, Ben Cho and Cy Doe; returns account ids by number.
 */
export async function setUpOwnersWithCodes(world: SetupWorld): Promise<Record<string, number>> {
  const account = await setUpAccounting(world);
  ok(
    await world.call(contract.codes.CreateRequiredCodes, {
      params: { communityAgentId: world.communityId },
    }),
  );
  await importOwners(world, [
    ['1001', '10', 'Ana', 'Ruiz'],
    ['1002', '12', 'Ben', 'Cho'],
    ['1003', '14', 'Cy', 'Doe'],
  ]);
  return account;
}

/** An import call's body: the table as a CSV or .xlsx file, a preview unless told otherwise. */
export async function importBody(
  world: SetupWorld,
  rows: string[][],
  format: 'csv' | 'xlsx',
  extra: Partial<ImportBody> = {},
): Promise<ImportBody> {
  return {
    commAgentID: world.communityId,
    FileName: `import.${format}`,
    FileContent: await fileContent(rows, format),
    IsPreview: true,
    ...extra,
  };
}
