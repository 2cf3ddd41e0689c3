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
import { bankFileInteropSamples, bankFileSamples } from '../../../test/shared-samples';

const B = contract.bankStatements;

/** A camt.053 statement of our own: opening 1,000.00, +250.00, -150.00, closing 1,100.00. */
function camt053(opts: { account?: string; ccy?: string; closing?: string } = {}) {
  const ccy = opts.ccy ?? 'USD';
  const bal = (code: string, amount: string) =>
    `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="${ccy}">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-03-02</Dt></Dt></Bal>`;
  const ntry = (amount: string, side: string, ref: string) =>
    `<Ntry><Amt Ccy="${ccy}">${amount}</Amt><CdtDbtInd>${side}</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-03-02</Dt></BookgDt><AcctSvcrRef>${ref}</AcctSvcrRef></Ntry>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>',
    '<GrpHdr><MsgId>M1</MsgId><CreDtTm>2026-03-03T06:00:00</CreDtTm></GrpHdr>',
    `<Stmt><Id>ST-0302</Id><Acct><Id><Othr><Id>${opts.account ?? '000123456789'}</Id></Othr></Id><Ccy>${ccy}</Ccy></Acct>`,
    bal('OPBD', '1000.00'),
    bal('CLBD', opts.closing ?? '1100.00'),
    ntry('250.00', 'CRDT', 'R1'),
    ntry('150.00', 'DBIT', 'R2'),
    '</Stmt></BkToCstmrStmt></Document>',
  ].join('\n');
}

/** A BAI2 file of our own, account 000123456789: control total 1,234.56 (see trailers()). */
function bai2(trailers: { account?: string; group?: string; file?: string } = {}) {
  return [
    '01,SENDR1,RECVR1,260301,0800,1,80,1,2/',
    '02,RECVR1,SENDR1,1,260301,0800,USD,2/',
    '03,000123456789,USD,010,41728,,,015,51728,,,/',
    '16,475,10000,,B1,1007/',
    '16,142,20000,,B2,,DEPOSIT/',
    trailers.account ?? '49,123456,4/',
    trailers.group ?? '98,123456,1,6/',
    trailers.file ?? '99,123456,1,8/',
  ].join('\n');
}
const folder = bankFileSamples;
const interop = bankFileInteropSamples;
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
    const camt = camt053({ account: 'NL26VAYB8060476890' });
    const other = await upload(h, w, 'camt.xml', camt);
    expect(other.status).toBe(400);
    expect(other.errorMessage).toBe(
      `The file is a statement of account NL26VAYB8060476890, which is the bank account "Reserve", not the one selected. Choose that bank account, or 'auto' to import it there.`,
    );
    const auto = await upload(h, w, 'camt.xml', camt, { AccountChoice: 'auto' });
    expect(auto.body).toMatchObject({
      Format: 'CAMT053',
      Imported: 2,
      Statements: [{ BankAccountId: savings, OpeningBalance: 100000, ClosingBalance: 110000 }],
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

  it("lists a community's live bank accounts for its bank transactions (GetBankAccountsByCommunity)", async () => {
    const w = await payablesWorld(h);
    const query = { communityAgentId: w.communityId };
    const mine = await callApi(h.app, B.GetBankAccountsByCommunity, { query }, w.token);
    expect(mine.status, mine.errorMessage).toBe(200);
    expect(mine.body.map((a) => [a.TopsAgentBankId, a.CommunityAgentId, a.IsRemoved])).toEqual([
      [w.bankAccountId, w.communityId, false],
    ]);
    expect(mine.body[0]?.AccountNumber).toMatch(/^\*{4}/);
    await w.inTx((tx) =>
      tx.execute(sql`update bank_accounts set is_removed = true where id = ${w.bankAccountId}`),
    );
    const none = await callApi(h.app, B.GetBankAccountsByCommunity, { query }, w.token);
    expect(none.body).toEqual([]);

    const noClaim = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('arlockbox')],
    });
    const noClaimCall = await callApi(
      h.app,
      B.GetBankAccountsByCommunity,
      { query },
      await signIn(h.app, noClaim.userName),
    );
    expect(noClaimCall.status).toBe(403);
    const offList = await addUser(h.database, w.companyId, {
      communityIds: [w.otherCommunityId],
      grants: [fullGrant('bank')],
    });
    const offListCall = await callApi(
      h.app,
      B.GetBankAccountsByCommunity,
      { query },
      await signIn(h.app, offList.userName),
    );
    expect(offListCall.status).toBe(403);
    const other = await createTestCompany(h.database);
    const otherCall = await callApi(
      h.app,
      B.GetBankAccountsByCommunity,
      { query },
      await signIn(h.app, other.admin.userName),
    );
    expect(otherCall.status).toBe(404);
  });

  /** Preview and upload both answer 400 with the message; no statement or transaction is kept. */
  async function refusedWithNothingWritten(
    w: PayablesWorld,
    fileName: string,
    data: string | Buffer,
  ) {
    const preview = await callApi(
      h.app,
      B.PreviewBankStatement,
      { body: { BankAccountId: w.bankAccountId, buffer: b64(data), fileName } },
      w.token,
    );
    const done = await upload(h, w, fileName, data);
    expect(preview.status).toBe(400);
    expect(done.status).toBe(400);
    expect(done.errorMessage).toBe(preview.errorMessage);
    const statements = await callApi(
      h.app,
      B.GetBankStatements,
      { query: { bankAccountId: w.bankAccountId } },
      w.token,
    );
    expect(statements.body).toEqual([]);
    const page = await callApi(
      h.app,
      B.GetBankTransactions,
      { query: { bankAccountId: w.bankAccountId, skip: 0, take: 50 } },
      w.token,
    );
    expect(page.body.TotalCount).toBe(0);
    return done.errorMessage;
  }

  it('OFX 1.x SGML leaves tags unclosed: a transaction list never closed is imported whole, not "Imported 0"', async () => {
    const w = await payablesWorld(h);
    const trn = (fitId: string, amount: string) =>
      `<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>20260310\n<TRNAMT>${amount}\n<FITID>${fitId}\n<NAME>Pool supply ${fitId}\n</STMTTRN>`;
    const ofx = [
      'OFXHEADER:100',
      'DATA:OFXSGML',
      'VERSION:102',
      '',
      '<OFX>',
      '<BANKMSGSRSV1>',
      '<STMTTRNRS>',
      '<TRNUID>1',
      '<STMTRS>',
      '<CURDEF>USD',
      '<BANKACCTFROM>',
      '<ACCTID>000123456789',
      '</BANKACCTFROM>',
      '<BANKTRANLIST>',
      '<DTSTART>20260301',
      '<DTEND>20260331',
      trn('P1', '-13.00'),
      trn('P2', '-162.90'),
      trn('P3', '-33.46'),
      '<LEDGERBAL>',
      '<BALAMT>791.64',
      '<DTASOF>20260331',
      '</LEDGERBAL>',
      '</STMTRS>',
      '</STMTTRNRS>',
      '</BANKMSGSRSV1>',
      '</OFX>',
    ].join('\n');
    const preview = await callApi(
      h.app,
      B.PreviewBankStatement,
      { body: { BankAccountId: w.bankAccountId, buffer: b64(ofx), fileName: 'march.ofx' } },
      w.token,
    );
    expect(preview.body.Accounts).toMatchObject([
      { TransactionCount: 3, ClosingBalance: 79164, Currency: 'USD' },
    ]);
    const done = await upload(h, w, 'march.ofx', ofx);
    expect(done.body).toMatchObject({
      Imported: 3,
      Message: 'Imported 3 transactions; skipped 0 duplicates.',
      Statements: [{ ClosingBalance: 79164, StartDate: '2026-03-01', EndDate: '2026-03-31' }],
    });
    const page = await callApi(
      h.app,
      B.GetBankTransactions,
      { query: { bankAccountId: w.bankAccountId, skip: 0, take: 50 } },
      w.token,
    );
    expect(page.body.TotalAmount).toBe(-1300 - 16290 - 3346);
  });

  it('BAI2 account trailer (49) 1 cent off its records: preview and upload refuse the file (400), nothing is written', async () => {
    const w = await payablesWorld(h);
    expect(
      await refusedWithNothingWritten(w, 'bad49.bai2', bai2({ account: '49,123457,4/' })),
    ).toBe(
      "Line 6: BAI2 account trailer (49) for account 000123456789: control total 1,234.57 does not match the records' 1,234.56.",
    );
    const good = await upload(h, w, 'good.bai2', bai2());
    expect(good.body).toMatchObject({ Format: 'BAI2', Imported: 2 });
  });

  it('BAI2 group (98) and file (99) trailers 1 cent off are refused (400), nothing is written', async () => {
    const w = await payablesWorld(h);
    expect(
      await refusedWithNothingWritten(w, 'bad98.bai2', bai2({ group: '98,123455,1,6/' })),
    ).toBe(
      "Line 7: BAI2 group trailer (98) of the group of 2026-03-01: control total 1,234.55 does not match its accounts' 1,234.56.",
    );
    expect(await refusedWithNothingWritten(w, 'bad99.bai2', bai2({ file: '99,123457,1,8/' }))).toBe(
      "Line 8: BAI2 file trailer (99): control total 1,234.57 does not match its groups' 1,234.56.",
    );
    const sample = readFileSync(new URL('bai2/venturehacks-invalid_checksum_eod.bai2', interop));
    expect(await refusedWithNothingWritten(w, 'invalid_checksum_eod.bai2', sample)).toBe(
      "Line 15: BAI2 account trailer (49) for account 3333333333: control total 83,259.83 does not match the records' 83,259.82.",
    );
  });

  it('camt.053 whose opening balance plus entries is not its closing balance is refused (400), nothing is written', async () => {
    const w = await payablesWorld(h);
    expect(await refusedWithNothingWritten(w, 'off.xml', camt053({ closing: '1100.01' }))).toBe(
      'Line 6: camt statement ST-0302 of account 000123456789: the opening balance 1,000.00 and the entries (100.00) make 1,100.00, not the closing balance (CLBD) 1,100.01.',
    );
    expect((await upload(h, w, 'ok.xml', camt053())).body).toMatchObject({ Imported: 2 });
  });

  it('a statement in another currency than the US-dollar bank account is refused (400), nothing is written', async () => {
    const w = await payablesWorld(h);
    expect(await refusedWithNothingWritten(w, 'eur.xml', camt053({ ccy: 'EUR' }))).toBe(
      'The statement of account 000123456789 is in EUR; the bank account "Operating" is in US dollars (USD). A statement in another currency cannot be imported into it.',
    );
    const nwb = readFileSync(new URL('bai2/mojbai2-nwb_example.bai2', interop));
    expect(await refusedWithNothingWritten(w, 'nwb.bai2', nwb)).toMatch(
      /^The statement of account 88888888 600004 is in GBP; the bank account ".*" is in US dollars \(USD\)\./,
    );
    const nzd = readFileSync(new URL('ofx/npm-ofx-example1.ofx', interop));
    expect(await refusedWithNothingWritten(w, 'example1.ofx', nzd)).toMatch(/ is in NZD; /);
    const aud = sample('ofx-ofxparse-suncorp.ofx');
    expect(await refusedWithNothingWritten(w, 'suncorp.ofx', aud)).toMatch(/ is in AUD; /);
  });

  it('camt.054 BookgDt is optional: an entry without a booking date is imported on its value date', async () => {
    const w = await payablesWorld(h);
    const camt054 = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.04"><BkToCstmrDbtCdtNtfctn><GrpHdr><MsgId>N1</MsgId><CreDtTm>2026-03-05T07:00:00</CreDtTm></GrpHdr>
<Ntfctn><Id>N1</Id><CreDtTm>2026-03-05T07:00:00</CreDtTm><Acct><Id><Othr><Id>000123456789</Id></Othr></Id></Acct>
<Ntry><Amt Ccy="USD">75.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><ValDt><Dt>2026-03-04</Dt></ValDt><AcctSvcrRef>V1</AcctSvcrRef></Ntry>
<Ntry><Amt Ccy="USD">20.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><AcctSvcrRef>V2</AcctSvcrRef></Ntry>
</Ntfctn></BkToCstmrDbtCdtNtfctn></Document>`;
    const done = await upload(h, w, 'notice.xml', camt054);
    expect(done.body).toMatchObject({ Format: 'CAMT054', Imported: 2 });
    const page = await callApi(
      h.app,
      B.GetBankTransactions,
      { query: { bankAccountId: w.bankAccountId, skip: 0, take: 50 } },
      w.token,
    );
    expect(page.body.Transactions.map((t) => [t.TransactionDate, t.Amount])).toEqual([
      ['2026-03-04', 7500],
      ['2026-03-05', -2000],
    ]);
  });

  it('a broken BAI2 file is refused naming its problem, not "Map the CSV file\'s columns first"', async () => {
    const w = await payablesWorld(h);
    const broken = readFileSync(new URL('bai2/moovbai2-sample-parseError.txt', interop));
    expect(await refusedWithNothingWritten(w, 'sample-parseError.txt', broken)).toBe(
      'Line 1: A BAI2 file starts with its file header (01), not a "00" record.',
    );
    const lockbox = sample('lockbox-bailockbox-test_lockbox.bai');
    expect(await refusedWithNothingWritten(w, 'test_lockbox.bai', lockbox)).toBe(
      'The file is a BAI lockbox file (checks received at the lockbox), not a bank statement: import it on the Lockbox screen.',
    );
  });
});
