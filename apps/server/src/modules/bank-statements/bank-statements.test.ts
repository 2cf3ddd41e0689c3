import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bankAccounts, sql } from '@hoa/db';
import { contract } from '@hoa/contract';
import { SmartBankingFeatureId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp, type Harness } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { uploadFile } from '../../../test/attachments-factories';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { payablesWorld, type PayablesWorld } from '../../../test/payables-factories';
import { bankFileSamples } from '../../../test/shared-samples';

const B = contract.bankStatements;
const folder = bankFileSamples;
const sample = (name: string) => readFileSync(new URL(name, folder));
const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64');

function upload(
  h: Harness,
  w: PayablesWorld,
  fileName: string,
  data: Buffer | string,
  extra: Record<string, unknown> = {},
  token = w.token,
) {
  return callApi(
    h.app,
    B.UploadBankStatement,
    {
      body: {
        BankAccountId: w.bankAccountId,
        buffer: b64(data),
        fileName,
        AccountChoice: 'selected',
        SaveMapping: true,
        ...extra,
      },
    },
    token,
  );
}

async function addBankAccount(w: PayablesWorld, accountNumber: string, name: string) {
  return w.inTx(async (tx) => {
    const [first] = await tx
      .select({ bank: bankAccounts.bankAgentId })
      .from(bankAccounts)
      .where(sql`${bankAccounts.id} = ${w.bankAccountId}`);
    const [made] = await tx
      .insert(bankAccounts)
      .values({
        companyId: w.companyId,
        bankAgentId: first?.bank ?? 0,
        communityAgentId: w.communityId,
        accountName: name,
        accountNumber,
      })
      .returning({ id: bankAccounts.id });
    return made?.id ?? 0;
  });
}

describe.each(testDatabases())('bank statement import on $name', (testDb) => {
  const h = useApp(testDb);

  it('imports an OFX file once: re-importing adds nothing and says so', async () => {
    const w = await payablesWorld(h);
    const file = sample('ofx-ofxparse-checking.ofx');
    const preview = await callApi(
      h.app,
      B.PreviewBankStatement,
      { body: { BankAccountId: w.bankAccountId, buffer: b64(file), fileName: 'checking.ofx' } },
      w.token,
    );
    expect(preview.body).toMatchObject({
      Format: 'OFX',
      Accounts: [{ AccountNumber: '1452687~7', TransactionCount: 3, ClosingBalance: 10099 }],
    });
    const first = await upload(h, w, 'checking.ofx', file);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      Format: 'OFX',
      IsDuplicateFile: false,
      Imported: 3,
      Duplicates: 0,
      Message: 'Imported 3 transactions; skipped 0 duplicates.',
      Statements: [
        { BankAccountId: w.bankAccountId, ClosingBalance: 10099, EndDate: '2013-05-25' },
      ],
    });
    const again = await upload(h, w, 'checking.ofx', file);
    expect(again.body).toMatchObject({ IsDuplicateFile: true, Imported: 0 });
    const bankId = await w.inTx(async (tx) => {
      const [row] = await tx
        .select({ bank: bankAccounts.bankAgentId })
        .from(bankAccounts)
        .where(sql`${bankAccounts.id} = ${w.bankAccountId}`);
      return row?.bank ?? 0;
    });
    const log = await callApi(
      h.app,
      contract.bankIntegration.GetBankLog,
      { query: { bankId, feature: SmartBankingFeatureId.BankStatement } },
      w.token,
    );
    expect(log.body).toMatchObject([
      { Message: 'Statement checking.ofx (OFX): 3 imported, 0 already there.' },
    ]);
    expect(again.body.Message).toMatch(/^This file was imported on .*: nothing was added\.$/);
    const touched = await upload(h, w, 'checking-2.ofx', Buffer.concat([file, Buffer.from('\n')]));
    expect(touched.body).toMatchObject({
      IsDuplicateFile: false,
      Imported: 0,
      Duplicates: 3,
      Message: 'All 3 transactions were imported before: nothing was added.',
    });

    const page = await callApi(
      h.app,
      B.GetBankStatement,
      {
        query: {
          bankAccountId: w.bankAccountId,
          startDate: '2011-01-01',
          endDate: '2011-12-31',
          skip: 0,
          take: 2,
        },
      },
      w.token,
    );
    expect(page.body.TotalCount).toBe(3);
    expect(page.body.TotalAmount).toBe(1 - 3451 - 2500);
    expect(page.body.Transactions.map((t) => [t.TransactionDate, t.Amount, t.FitId])).toEqual([
      ['2011-03-31', 1, '0000486'],
      ['2011-04-05', -3451, '0000487'],
    ]);
    const balance = await callApi(
      h.app,
      B.GetSmartBankingRealtimeBalance,
      { query: { bankAccountId: w.bankAccountId } },
      w.token,
    );
    expect(balance.body).toMatchObject({ Balance: 10099, AsOfDate: '2013-05-25', Format: 'OFX' });
    const statements = await callApi(
      h.app,
      B.GetBankStatements,
      { query: { bankAccountId: w.bankAccountId } },
      w.token,
    );
    expect(statements.body.map((s) => s.TransactionCount).sort()).toEqual([0, 3]);
  });

  it('imports a CSV file through a mapping it saves; identical lines both import', async () => {
    const w = await payablesWorld(h);
    const csv =
      'Posted,Memo,Debit,Credit,Check\n03/02/2026,Water bill,120.50,,\n03/02/2026,Water bill,120.50,,\n03/05/2026,Deposit,,"1,000.00",\n03/06/2026,Check 1044,75.00,,1044\n';
    const preview = await callApi(
      h.app,
      B.PreviewBankStatement,
      { body: { BankAccountId: w.bankAccountId, buffer: b64(csv), fileName: 'march.csv' } },
      w.token,
    );
    expect(preview.body).toMatchObject({ Format: 'CSV', SavedMapping: null, Accounts: [] });
    expect(preview.body.CsvRows?.[1]).toEqual(['03/02/2026', 'Water bill', '120.50', '', '']);
    expect((await upload(h, w, 'march.csv', csv)).errorMessage).toBe(
      "Map the CSV file's columns first.",
    );
    const mapping = {
      hasHeader: true,
      dateColumn: 0,
      dateFormat: 'MM/DD/YYYY' as const,
      debitColumn: 2,
      creditColumn: 3,
      descriptionColumn: 1,
      checkNumberColumn: 4,
    };
    const done = await upload(h, w, 'march.csv', csv, { CsvMapping: mapping });
    expect(done.body).toMatchObject({ Format: 'CSV', Imported: 4, Duplicates: 0 });
    const page = await callApi(
      h.app,
      B.GetBankTransactions,
      { query: { bankAccountId: w.bankAccountId, skip: 0, take: 50 } },
      w.token,
    );
    expect(page.body.Transactions.map((t) => [t.Amount, t.TransactionType, t.CheckNumber])).toEqual(
      [
        [-12050, 'debit', null],
        [-12050, 'debit', null],
        [100000, 'credit', null],
        [-7500, 'check', '1044'],
      ],
    );
    const saved = await callApi(
      h.app,
      B.PreviewBankStatement,
      { body: { BankAccountId: w.bankAccountId, buffer: b64(csv), fileName: 'march.csv' } },
      w.token,
    );
    expect(saved.body.SavedMapping).toMatchObject(mapping);
    const more = `${csv}03/07/2026,Fee,5.00,,\n`;
    expect((await upload(h, w, 'march-2.csv', more)).body).toMatchObject({
      Imported: 1,
      Duplicates: 4,
    });
  });

  it('refuses a file that breaks its format with the line, and a file of another bank account', async () => {
    const w = await payablesWorld(h);
    const bad = sample('ofx-ofxparse-checking.ofx')
      .toString('latin1')
      .replace('<TRNAMT>-34.51', '<TRNAMT>-34.51x');
    const refused = await upload(h, w, 'bad.ofx', bad);
    expect(refused.status).toBe(400);
    expect(refused.errorMessage).toBe('Line 57: TRNAMT "-34.51x" is not an amount.');
    const bai = await upload(
      h,
      w,
      'bad.bai2',
      '01,1,2,260301,0000,1,,,2/\n02,1,2,1,260301,,USD,2/\n03,9,USD,010,5x,,/\n',
    );
    expect(bai.errorMessage).toBe('Line 3: "5x" is not an amount.');
    expect((await upload(h, w, 'x.xml', '<html><body/></html>')).errorMessage).toBe(
      'The XML file is not OFX, camt.053 or camt.054.',
    );

    const savings = await addBankAccount(w, 'NL26 VAYB 8060 4768 90', 'Reserve');
    const camt = sample('camt053-genkgocamt-camt053.v2.multi.statement.xml');
    const other = await upload(h, w, 'camt.xml', camt);
    expect(other.status).toBe(400);
    expect(other.errorMessage).toBe(
      `The file is a statement of account NL26VAYB8060476890, which is the bank account "Reserve", not the one selected. Choose that bank account, or 'auto' to import it there.`,
    );
    const auto = await upload(h, w, 'camt.xml', camt, { AccountChoice: 'auto' });
    expect(auto.body).toMatchObject({
      Format: 'CAMT053',
      Imported: 2,
      Statements: [{ BankAccountId: savings, OpeningBalance: 1815, ClosingBalance: 2000 }],
    });
  });

  it('imports each account of a multi-account file into its bank account', async () => {
    const w = await payablesWorld(h);
    const checking = await addBankAccount(w, '4589761203', 'Checking');
    const lockbox = await addBankAccount(w, '9876543210', 'Lockbox');
    const done = await upload(h, w, 'sample2.txt', sample('bai2-moovbai2-sample2.txt'));
    // The world's own account 000123456789 is the file's 0123456789 (leading zeros aside).
    expect(done.body).toMatchObject({ Format: 'BAI2', Imported: 4 });
    expect(
      done.body.Statements.map((s) => [s.BankAccountId, s.Imported, s.OpeningBalance]),
    ).toEqual([
      [w.bankAccountId, 1, 4350000],
      [lockbox, 1, -500000],
      [checking, 2, 10000000],
    ]);
    expect(done.body.Message).toBe(
      'Imported 4 transactions; skipped 0 duplicates. Not a bank account of the company, so not imported: 0975312468, 7890654321.',
    );
  });

  it('deletes only unmatched transactions outside locked statements; check images', async () => {
    const w = await payablesWorld(h);
    const done = await upload(h, w, 'checking.ofx', sample('ofx-ofxparse-checking.ofx'));
    const statementId = done.body.Statements[0]?.BankStatementId ?? 0;
    const page = await callApi(
      h.app,
      B.GetBankTransactions,
      { query: { bankAccountId: w.bankAccountId, skip: 0, take: 50 } },
      w.token,
    );
    const [one, two, three] = page.body.Transactions.map((t) => t.BankTransactionId);
    if (!one || !two || !three) throw new Error('no transactions');
    await w.inTx((tx) =>
      tx.execute(sql`insert into bank_reconciliation_matches (company_id, bank_account_id, bank_transaction_id, match_type)
                     values (${w.companyId}, ${w.bankAccountId}, ${two}, 1)`),
    );
    const matched = await callApi(h.app, B.DeleteBankTransaction, { params: { id: two } }, w.token);
    expect(matched.errorMessage).toBe(
      'A bank transaction matched in a reconciliation cannot be deleted; unmatch it first.',
    );
    const many = await callApi(
      h.app,
      B.DeleteMultipleBankTransactions,
      { body: { bankTransactionIds: [one, two] } },
      w.token,
    );
    expect(many.body).toEqual({ Deleted: 1, Skipped: 1 });
    await w.inTx((tx) =>
      tx.execute(sql`update bank_statements set is_locked = true where id = ${statementId}`),
    );
    const locked = await callApi(
      h.app,
      B.DeleteBankTransaction,
      { params: { id: three } },
      w.token,
    );
    expect(locked.errorMessage).toBe(
      'A bank transaction of a locked (reconciled) statement cannot be deleted.',
    );
    const gone = await callApi(
      h.app,
      B.GetBankTransaction,
      { query: { bankTransactionId: one } },
      w.token,
    );
    expect(gone.status).toBe(404);
    const kept = await callApi(
      h.app,
      B.GetBankTransaction,
      { query: { bankTransactionId: three } },
      w.token,
    );
    expect(kept.body).toMatchObject({
      CheckNumber: '319',
      IsLocked: true,
      IsMatched: false,
      HasCheckImage: false,
    });

    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const attached = await uploadFile(
      h.app,
      B.UploadCheckImages,
      { BankAccountId: w.bankAccountId },
      { fileName: '319.png', bytes: png },
      w.token,
    );
    expect(attached.body).toEqual({ Attached: 1, Matched: ['319.png'], Unmatched: [] });
    const image = await h.app.inject({
      method: 'GET',
      url: `/api/SmartBanking/GetAPCheckImage?bankTransactionId=${three}`,
      headers: { authorization: `Bearer ${w.token}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);
    const asDeposit = await h.app.inject({
      method: 'GET',
      url: `/api/SmartBanking/GetARCheckImage?bankTransactionId=${three}`,
      headers: { authorization: `Bearer ${w.token}` },
    });
    expect(asDeposit.statusCode).toBe(404);
  });

  it('refuses callers without the bank claim (403) and other companies (404)', async () => {
    const w = await payablesWorld(h);
    await upload(h, w, 'checking.ofx', sample('ofx-ofxparse-checking.ofx'));
    const reader = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('arlockbox')],
    });
    const readerToken = await signIn(h.app, reader.userName);
    const file = sample('ofx-ofxparse-suncorp.ofx');
    expect((await upload(h, w, 'suncorp.ofx', file, {}, readerToken)).status).toBe(403);
    const query = { bankAccountId: w.bankAccountId, skip: 0, take: 50 };
    expect((await callApi(h.app, B.GetBankStatement, { query }, readerToken)).status).toBe(403);

    const offList = await addUser(h.database, w.companyId, {
      communityIds: [w.otherCommunityId],
      grants: [fullGrant('bank')],
    });
    const offToken = await signIn(h.app, offList.userName);
    expect((await callApi(h.app, B.GetBankStatement, { query }, offToken)).status).toBe(403);

    const other = await createTestCompany(h.database);
    const otherToken = await signIn(h.app, other.admin.userName);
    expect((await upload(h, w, 'suncorp.ofx', file, {}, otherToken)).status).toBe(404);
    expect((await callApi(h.app, B.GetBankStatement, { query }, otherToken)).status).toBe(404);
    expect(
      (
        await callApi(
          h.app,
          B.GetSmartBankingRealtimeBalance,
          { query: { bankAccountId: w.bankAccountId } },
          otherToken,
        )
      ).status,
    ).toBe(404);
    const mine = await callApi(h.app, B.GetBankTransactions, { query }, w.token);
    const id = mine.body.Transactions[0]?.BankTransactionId ?? 0;
    expect(
      (await callApi(h.app, B.DeleteBankTransaction, { params: { id } }, otherToken)).status,
    ).toBe(404);
    expect(
      (
        await callApi(
          h.app,
          B.DeleteMultipleBankTransactions,
          { body: { bankTransactionIds: [id] } },
          otherToken,
        )
      ).status,
    ).toBe(404);
  });
});
