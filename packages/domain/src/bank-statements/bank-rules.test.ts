import { describe, expect, it } from 'vitest';
import { readBai2 } from './bai2';
import { readCamt } from './camt';
import { BankAccountCurrency, statementCurrencyRefusal } from './currency';
import { readOfx } from './ofx';
import { detectStatementFormat, readStatementFile } from './read-statement';
import { StatementFormatError } from './types';

// The banks' rules for reading a statement file, each on a small file written here: nothing a file
// holds is lost silently, every control total the format carries is checked, and every statement
// says its currency.

const failure = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    if (error instanceof StatementFormatError) return error.message;
    throw error;
  }
  throw new Error('did not fail');
};

const sum = (cents: readonly { amountCents: number }[]) =>
  cents.reduce((k, t) => k + t.amountCents, 0);

describe('OFX: no silent loss', () => {
  const sgml = (list: string) =>
    [
      'OFXHEADER:100',
      'DATA:OFXSGML',
      'VERSION:102',
      '',
      '<OFX>',
      '<CREDITCARDMSGSRSV1>',
      '<CCSTMTTRNRS>',
      '<TRNUID>1',
      '<CCSTMTRS>',
      '<CURDEF>USD',
      '<CCACCTFROM>',
      '<ACCTID>4111000011112222',
      '</CCACCTFROM>',
      list,
      '<LEDGERBAL>',
      '<BALAMT>-86.40',
      '<DTASOF>20260331',
      '</LEDGERBAL>',
      '</CCSTMTRS>',
      '</CCSTMTTRNRS>',
      '</CREDITCARDMSGSRSV1>',
      '</OFX>',
    ].join('\n');
  const trn = (fitId: string, amount: string, close: boolean) =>
    `<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>20260310\n<TRNAMT>${amount}\n<FITID>${fitId}\n<NAME>Shop ${fitId}${close ? '\n</STMTTRN>' : ''}`;

  it('OFX 1.x SGML leaves tags unclosed: a transaction list never closed still holds every transaction', () => {
    const text = sgml(
      [
        '<BANKTRANLIST>',
        '<DTSTART>20260301',
        '<DTEND>20260331',
        trn('T1', '-13.00', true),
        trn('T2', '-62.90', true),
        trn('T3', '-10.50', true),
      ].join('\n'),
    );
    const [a] = readOfx(text);
    expect(a?.transactions.map((t) => [t.fitId, t.amountCents])).toEqual([
      ['T1', -1300],
      ['T2', -6290],
      ['T3', -1050],
    ]);
    expect(a).toMatchObject({
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      closingBalanceCents: -8640,
      currency: 'USD',
    });
  });

  it('OFX 1.x SGML: transactions never closed either are each read, with their names', () => {
    const text = sgml(
      [
        '<BANKTRANLIST>',
        '<DTSTART>20260301',
        trn('T1', '-13.00', false),
        trn('T2', '-62.90', false),
        trn('T3', '-10.50', false),
      ].join('\n'),
    );
    const [a] = readOfx(text);
    expect(a?.transactions.map((t) => [t.fitId, t.amountCents, t.description])).toEqual([
      ['T1', -1300, 'Shop T1'],
      ['T2', -6290, 'Shop T2'],
      ['T3', -1050, 'Shop T3'],
    ]);
    expect(a?.closingBalanceCents).toBe(-8640);
  });

  it('OFX: a transaction outside the transaction list refuses the file instead of vanishing', () => {
    const text = sgml(
      [
        '<BANKTRANLIST>',
        trn('T1', '-13.00', true),
        '</BANKTRANLIST>',
        trn('T2', '-1.00', true),
      ].join('\n'),
    );
    expect(failure(() => readOfx(text))).toBe(
      'Line 23: The statement has 2 transactions (STMTTRN) but only 1 in its transaction list (BANKTRANLIST); this one is outside it.',
    );
  });

  it('OFX ledger balance is checked against the running balances (ACCTBAL) where the bank gives them', () => {
    const withRunning = (ledger: string, second: string) =>
      sgml(
        [
          '<BANKTRANLIST>',
          '<DTEND>20260331',
          '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260310<TRNAMT>-13.00<FITID>T1<ACCTBAL>-13.00</STMTTRN>',
          `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260311<TRNAMT>-73.40<FITID>T2<ACCTBAL>${second}</STMTTRN>`,
          '</BANKTRANLIST>',
        ].join('\n'),
      ).replace('<BALAMT>-86.40', `<BALAMT>${ledger}`);
    expect(readOfx(withRunning('-86.40', '-86.40'))[0]?.closingBalanceCents).toBe(-8640);
    expect(failure(() => readOfx(withRunning('-86.41', '-86.40')))).toBe(
      "Line 19: The ledger balance (LEDGERBAL) -86.41 is not the running balance after the statement's last transaction, -86.40.",
    );
    expect(failure(() => readOfx(withRunning('-86.40', '-86.41')))).toBe(
      "Line 17: The running balance (ACCTBAL) -86.41 does not follow from the transaction before it (-13.00) and this transaction's amount -73.40.",
    );
  });

  it('OFX: "0 transactions" only for a statement that holds none; an error answer is refused with its message', () => {
    const [a] = readOfx(sgml('<BANKTRANLIST>\n<DTSTART>20260301\n</BANKTRANLIST>'));
    expect(a?.transactions).toEqual([]);
    const error =
      'OFXHEADER:100\n<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1</TRNUID><STATUS><CODE>2000</CODE><SEVERITY>ERROR</SEVERITY><MESSAGE>General Server Error</MESSAGE></STATUS></STMTTRNRS></BANKMSGSRSV1></OFX>';
    expect(failure(() => readOfx(error))).toBe(
      'Line 2: The bank sent an error instead of a statement: 2000 General Server Error.',
    );
  });
});

// One account: opening 417.28 (010) and closing 517.28 (015), a check of 100.00 and a deposit of
// 200.00 (16), one continuation (88). Control total 417.28 + 517.28 + 100.00 + 200.00 = 1,234.56.
const bai2 = (trailers: { account?: string; group?: string; file?: string } = {}) =>
  [
    '01,SENDR1,RECVR1,260301,0800,1,80,1,2/',
    '02,RECVR1,SENDR1,1,260301,0800,USD,2/',
    '03,123456,USD,010,41728,,,015,51728,,,/',
    '16,475,10000,,B1,1007/',
    '88,CHECK 1007 TO ACME POOLS',
    '16,142,20000,,B2,,DEPOSIT/',
    trailers.account ?? '49,123456,5/',
    trailers.group ?? '98,123456,1,7/',
    trailers.file ?? '99,123456,1,9/',
  ].join('\n');

describe('BAI2: control totals', () => {
  it('BAI2 account control total sums the 03 balances and summaries and the 16 details: a file that adds up is read', () => {
    const [a] = readBai2(bai2());
    expect(a).toMatchObject({
      accountNumber: '123456',
      currency: 'USD',
      openingBalanceCents: 41728,
      closingBalanceCents: 51728,
    });
    expect(a?.transactions.map((t) => t.amountCents)).toEqual([-10000, 20000]);
  });

  it('BAI2 account trailer (49) 1 cent off its records is refused, naming the account', () => {
    expect(failure(() => readBai2(bai2({ account: '49,123457,5/' })))).toBe(
      "Line 7: BAI2 account trailer (49) for account 123456: control total 1,234.57 does not match the records' 1,234.56.",
    );
    expect(failure(() => readBai2(bai2({ account: '49,123456,4/' })))).toBe(
      'Line 7: BAI2 account trailer (49) for account 123456: record count is 4, but the account has 5 records.',
    );
  });

  it('BAI2 group trailer (98) 1 cent off its accounts is refused', () => {
    expect(failure(() => readBai2(bai2({ group: '98,123457,1,7/' })))).toBe(
      "Line 8: BAI2 group trailer (98) of the group of 2026-03-01: control total 1,234.57 does not match its accounts' 1,234.56.",
    );
    expect(failure(() => readBai2(bai2({ group: '98,123456,2,7/' })))).toBe(
      'Line 8: BAI2 group trailer (98) of the group of 2026-03-01: number of accounts is 2, but the group has 1 account.',
    );
    expect(failure(() => readBai2(bai2({ group: '98,123456,1,6/' })))).toBe(
      'Line 8: BAI2 group trailer (98) of the group of 2026-03-01: record count is 6, but the group has 7 records.',
    );
  });

  it('BAI2 file trailer (99) 1 cent off its groups is refused', () => {
    expect(failure(() => readBai2(bai2({ file: '99,123455,1,9/' })))).toBe(
      "Line 9: BAI2 file trailer (99): control total 1,234.55 does not match its groups' 1,234.56.",
    );
    expect(failure(() => readBai2(bai2({ file: '99,123456,2,9/' })))).toBe(
      'Line 9: BAI2 file trailer (99): number of groups is 2, but the file has 1 group.',
    );
    expect(failure(() => readBai2(bai2({ file: '99,123456,1,8/' })))).toBe(
      'Line 9: BAI2 file trailer (99): record count is 8, but the file has 9 records.',
    );
  });

  it('BAI2 file cut short (no trailers) is refused rather than read in part', () => {
    const cut = bai2().split('\n').slice(0, 6).join('\n');
    expect(failure(() => readBai2(cut))).toBe(
      'Line 6: The file ends without the trailer (49) of account 123456: it may have been cut short.',
    );
    const noFileTrailer = bai2().split('\n').slice(0, 8).join('\n');
    expect(failure(() => readBai2(noFileTrailer))).toBe(
      'Line 8: The file ends without its file trailer (99): it may have been cut short.',
    );
  });

  it('BAI2 empty control total (a bank leaves it blank) is not checked; the counts still are', () => {
    const blank = '01,1/\n02,1,2,1,260301/\n03,77,,/\n49,,2/\n98,,1,4/\n99,,1,6/';
    expect(readBai2(blank)).toEqual([
      {
        accountNumber: '77',
        currency: 'USD',
        startDate: '2026-03-01',
        endDate: '2026-03-01',
        transactions: [],
      },
    ]);
  });

  it('a broken BAI2 file is refused naming its problem, not as a CSV file without a column mapping', () => {
    const broken = '00,0004,1/2/345,06/0321,0829,001,80,1,2/\n';
    expect(detectStatementFormat(broken, 'statement.txt')).toBe('BAI2');
    expect(failure(() => readStatementFile(broken, 'BAI2'))).toBe(
      'Line 1: A BAI2 file starts with its file header (01), not a "00" record.',
    );
    const lockbox =
      '100ABCDEFGHIJ00999999911605271800\n2ABCDEFGHIJ0099999991000000000040008000801\n9000006\n';
    expect(failure(() => detectStatementFormat(lockbox, 'lockbox.bai'))).toBe(
      'The file is a BAI lockbox file (checks received at the lockbox), not a bank statement: import it on the Lockbox screen.',
    );
  });
});

const camt053 = (opts: {
  closing?: string;
  closingSide?: 'CRDT' | 'DBIT';
  ccy?: string;
  entryCcy?: string;
  forward?: string;
  laterValueDate?: boolean;
}) => {
  const ccy = opts.ccy ?? 'USD';
  const bal = (code: string, amount: string, day: string, side = 'CRDT') =>
    `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="${ccy}">${amount}</Amt><CdtDbtInd>${side}</CdtDbtInd><Dt><Dt>${day}</Dt></Dt></Bal>`;
  const ntry = (amount: string, side: string, value: string, ref: string) =>
    `<Ntry><NtryRef>${ref}</NtryRef><Amt Ccy="${opts.entryCcy ?? ccy}">${amount}</Amt><CdtDbtInd>${side}</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-03-02</Dt></BookgDt><ValDt><Dt>${value}</Dt></ValDt></Ntry>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>',
    '<GrpHdr><MsgId>M1</MsgId><CreDtTm>2026-03-03T06:00:00</CreDtTm></GrpHdr>',
    `<Stmt><Id>ST-0302</Id><CreDtTm>2026-03-03T06:00:00</CreDtTm><Acct><Id><Othr><Id>123456</Id></Othr></Id><Ccy>${ccy}</Ccy></Acct>`,
    bal('OPBD', '1000.00', '2026-03-01'),
    bal('CLBD', opts.closing ?? '1100.00', '2026-03-02', opts.closingSide),
    opts.forward ? bal('FWAV', opts.forward, '2026-03-03') : '',
    ntry('250.00', 'CRDT', opts.laterValueDate ? '2026-03-03' : '2026-03-02', 'E1'),
    ntry('150.00', 'DBIT', '2026-03-02', 'E2'),
    '</Stmt></BkToCstmrStmt></Document>',
  ].join('\n');
};

describe('camt: balances and dates', () => {
  it('camt statement: opening balance plus the entries make the closing balance, so it is read', () => {
    const [a] = readCamt(camt053({}));
    expect(a).toMatchObject({
      accountNumber: '123456',
      currency: 'USD',
      openingBalanceCents: 100000,
      closingBalanceCents: 110000,
    });
    expect(sum(a?.transactions ?? [])).toBe(10000);
  });

  it('camt statement whose closing balance does not match opening balance plus entries is refused', () => {
    expect(failure(() => readCamt(camt053({ closing: '1100.01' })))).toBe(
      'Line 6: camt statement ST-0302 of account 123456: the opening balance 1,000.00 and the entries (100.00) make 1,100.00, not the closing balance (CLBD) 1,100.01.',
    );
    expect(failure(() => readCamt(camt053({ closingSide: 'DBIT' })))).toMatch(
      /not the closing balance \(CLBD\) -1,100\.00\.$/,
    );
  });

  it('camt statement with a closing balance by value date reconciles when the entries valued later are in the forward balance', () => {
    // PostFinance: an entry booked today but valued tomorrow is in FWAV, not yet in CLBD.
    const [a] = readCamt(camt053({ closing: '850.00', laterValueDate: true, forward: '1100.00' }));
    expect(a?.transactions).toHaveLength(2);
    expect(
      failure(() =>
        readCamt(camt053({ closing: '850.00', laterValueDate: true, forward: '1100.01' })),
      ),
    ).toMatch(/not the closing balance \(CLBD\) 850\.00\.$/);
  });

  it('camt statement: an amount in another currency than the account is refused', () => {
    expect(failure(() => readCamt(camt053({ entryCcy: 'EUR' })))).toBe(
      "Line 8: The entry is in EUR, but the statement's account is in USD.",
    );
  });

  it('camt.054 BookgDt is optional: an entry without a booking date is dated by its value date', () => {
    const doc = (dates: string) =>
      `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.04"><BkToCstmrDbtCdtNtfctn><GrpHdr><MsgId>N1</MsgId><CreDtTm>2026-03-05T07:00:00</CreDtTm></GrpHdr>
<Ntfctn><Id>N1</Id><CreDtTm>2026-03-05T07:00:00</CreDtTm><Acct><Id><Othr><Id>123456</Id></Othr></Id></Acct>
<Ntry><Amt Ccy="USD">75.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>${dates}</Ntry></Ntfctn></BkToCstmrDbtCdtNtfctn></Document>`;
    const [a] = readCamt(doc('<ValDt><Dt>2026-03-04</Dt></ValDt>'));
    expect(a?.transactions).toEqual([{ date: '2026-03-04', amountCents: 7500, type: 'credit' }]);
    expect(a?.currency).toBe('USD');
    // Neither date: the notification's own date is when the bank reported the entry.
    expect(readCamt(doc(''))[0]?.transactions[0]?.date).toBe('2026-03-05');
  });
});

describe('currency: a statement is booked only into a bank account of its currency', () => {
  const bank = { accountName: 'Operating', currency: BankAccountCurrency };

  it('every reader reports the statement currency, USD when the file names none', () => {
    const ofx = (curdef: string) =>
      `OFXHEADER:100\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS>${curdef}<BANKACCTFROM><ACCTID>1</BANKACCTFROM><BANKTRANLIST></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    expect(readOfx(ofx('<CURDEF>EUR'))[0]?.currency).toBe('EUR');
    expect(readOfx(ofx(''))[0]?.currency).toBe('USD');
    const bai = (group: string, account: string) =>
      `01,1/\n02,1,2,1,260301,,${group}/\n03,9,${account},/\n49,,2/\n98,,1,4/\n99,,1,6/`;
    expect(readBai2(bai('GBP', ''))[0]?.currency).toBe('GBP');
    expect(readBai2(bai('GBP', 'CHF'))[0]?.currency).toBe('CHF');
    expect(readBai2(bai('', ''))[0]?.currency).toBe('USD');
    expect(readCamt(camt053({ ccy: 'SEK' }))[0]?.currency).toBe('SEK');
  });

  it('a statement in EUR is refused for a US-dollar bank account with a clear message', () => {
    const [a] = readCamt(camt053({ ccy: 'EUR' }));
    if (!a) throw new Error('no account');
    expect(statementCurrencyRefusal(a, bank)).toBe(
      'The statement of account 123456 is in EUR; the bank account "Operating" is in US dollars (USD). A statement in another currency cannot be imported into it.',
    );
    const [usd] = readCamt(camt053({}));
    if (!usd) throw new Error('no account');
    expect(statementCurrencyRefusal(usd, bank)).toBeUndefined();
  });

  it('an OFX transaction in another currency (CURRENCY) is refused for a US-dollar bank account', () => {
    const text =
      'OFXHEADER:100\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>1</BANKACCTFROM><BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260302<TRNAMT>-20.00<FITID>X9<CURRENCY><CURRATE>1.09<CURSYM>EUR</CURRENCY></STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>';
    const [a] = readOfx(text);
    if (!a) throw new Error('no account');
    expect(a.transactions[0]?.currency).toBe('EUR');
    expect(statementCurrencyRefusal(a, bank)).toBe(
      'The statement of account 1 has a transaction of 2026-03-02 in EUR (X9); the bank account "Operating" is in US dollars (USD). A statement with amounts in another currency cannot be imported into it.',
    );
  });
});
