import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  decodeStatementBytes,
  detectStatementFormat,
  readStatementFile,
  type StatementAccount,
} from '@hoa/domain';
import { bankFileSamples } from '../../../test/shared-samples';

// Every statement sample in ../shared/samples/bank-files (other projects' published test files;
// see SOURCES.md there). The expected counts, sums and balances
// were worked out by hand from each file (camt ones cross-checked with Python's ElementTree).
const folder = bankFileSamples;

function read(name: string) {
  const text = decodeStatementBytes(readFileSync(new URL(name, folder)));
  const format = detectStatementFormat(text, name);
  return readStatementFile(text, format);
}

const sum = (a: StatementAccount) => a.transactions.reduce((k, t) => k + t.amountCents, 0);
const brief = (a: StatementAccount) => ({
  accountNumber: a.accountNumber,
  currency: a.currency,
  opening: a.openingBalanceCents,
  closing: a.closingBalanceCents,
  start: a.startDate,
  end: a.endDate,
  count: a.transactions.length,
  sum: sum(a),
});

describe('OFX and QFX samples', () => {
  it('checking.ofx: OFX 1.02 with unclosed leaves, a check and both balances', () => {
    const file = read('ofx-ofxparse-checking.ofx');
    expect(file.format).toBe('OFX');
    const [a] = file.accounts;
    if (!a) throw new Error('no account');
    expect(brief(a)).toEqual({
      accountNumber: '1452687~7',
      currency: 'USD',
      opening: undefined,
      closing: 10099,
      start: '2000-01-01',
      end: '2013-05-25',
      count: 3,
      sum: 1 - 3451 - 2500,
    });
    expect(a.availableBalanceCents).toBe(7599);
    expect(a.transactions[2]).toMatchObject({
      date: '2011-04-07',
      amountCents: -2500,
      type: 'check',
      checkNumber: '319',
      fitId: '0000488',
    });
    expect(a.transactions.map((t) => t.type)).toEqual(['credit', 'debit', 'check']);
  });

  it('bank_medium.ofx: elements on one line, time zones, CHECKNUM 0', () => {
    const [a] = read('ofx-ofxparse-bank_medium.ofx').accounts;
    if (!a) throw new Error('no account');
    expect(brief(a)).toEqual({
      accountNumber: '12300 000012345678',
      currency: 'CAD',
      opening: undefined,
      closing: 38234,
      start: '2009-04-01',
      end: '2009-05-23',
      count: 3,
      sum: -660 - 31667 - 2200,
    });
    expect(a.transactions[1]).toMatchObject({ type: 'check', date: '2009-04-02' });
    expect(a.transactions[1]?.checkNumber).toBeUndefined();
    expect(a.transactions[0]?.description).toBe("POS MERCHANDISE;MCDONALD'S #112");
  });

  it('ofx-v102-empty-tags.ofx: blank lines first, empty elements, Credit in mixed case', () => {
    const [a] = read('ofx-ofxparse-ofx-v102-empty-tags.ofx').accounts;
    if (!a) throw new Error('no account');
    expect(brief(a)).toEqual({
      accountNumber: '12345678',
      currency: undefined,
      opening: undefined,
      closing: undefined,
      start: '2018-05-06',
      end: '2018-08-04',
      count: 1,
      sum: 1234,
    });
    expect(a.transactions[0]).toEqual({
      date: '2018-05-07',
      amountCents: 1234,
      type: 'credit',
      description: 'CBA:Transfer',
    });
  });

  it('suncorp.ofx: OFX 2 XML with CRLF and CDATA', () => {
    const [a] = read('ofx-ofxparse-suncorp.ofx').accounts;
    if (!a) throw new Error('no account');
    expect(brief(a)).toMatchObject({
      accountNumber: '123456789',
      currency: 'AUD',
      closing: 123412,
    });
    expect(a.transactions).toEqual([
      {
        date: '2013-12-15',
        amountCents: -1685,
        type: 'debit',
        fitId: '1',
        description: 'EFTPOS WDL HANDYWAY ALDI STORE   GEELONG WEST VICAU',
      },
    ]);
  });

  it('multiple_accounts.ofx: two statements with ledger balances only', () => {
    const file = read('ofx-ofxparse-multiple_accounts.ofx');
    expect(file.accounts.map(brief)).toEqual([
      {
        accountNumber: '9100',
        currency: 'USD',
        opening: undefined,
        closing: 11100,
        start: undefined,
        end: '2012-06-03',
        count: 0,
        sum: 0,
      },
      {
        accountNumber: '9200',
        currency: 'USD',
        opening: undefined,
        closing: 22200,
        start: undefined,
        end: '2012-06-03',
        count: 0,
        sum: 0,
      },
    ]);
  });

  it('credit-card.qfx: a credit card statement on one line with an entity', () => {
    const file = read('qfx-ofxjs-credit-card.qfx');
    expect(file.format).toBe('QFX');
    const [a] = file.accounts;
    if (!a) throw new Error('no account');
    expect(brief(a)).toEqual({
      accountNumber: '4510000000003333',
      currency: 'CAD',
      opening: undefined,
      closing: 90453,
      start: '2026-03-23',
      end: '2026-05-13',
      count: 5,
      sum: -688 + 20208 - 7037 - 2638 - 1797,
    });
    expect(a.transactions[3]?.description).toBe('T&T SUPERMARKET VANCOUVER BC');
    expect(new Set(a.transactions.map((t) => t.fitId)).size).toBe(5);
  });
});

describe('BAI2 samples', () => {
  it('svb_us_example: two daily groups of one account, continued summaries', () => {
    const file = read('bai2-mojbai2-svb_us_example.bai2');
    expect(file.format).toBe('BAI2');
    expect(file.accounts.map(brief)).toEqual([
      {
        accountNumber: '1234567890',
        currency: 'USD',
        opening: 34726979,
        closing: 36122975,
        start: '2022-02-01',
        end: '2022-02-02',
        count: 2,
        sum: 490196 + 905800,
      },
    ]);
    expect(file.accounts[0]?.transactions[0]).toEqual({
      date: '2022-02-01',
      amountCents: 490196,
      type: 'credit',
      description: 'SOME PAYMENT ACH OFFSET',
      fitId: '142-172629',
    });
  });

  it('sample1: a CAD prior-day file of 17 details in two sections', () => {
    const file = read('bai2-moovbai2-sample1.txt');
    const [a] = file.accounts;
    if (!a) throw new Error('no account');
    expect(brief(a)).toMatchObject({
      accountNumber: '10200123456',
      currency: 'CAD',
      count: 17,
      sum: 0,
    });
    const credits = a.transactions
      .filter((t) => t.amountCents > 0)
      .reduce((k, t) => k + t.amountCents, 0);
    expect(credits).toBe(208500 + 111500);
    expect(a.transactions[0]).toMatchObject({
      amountCents: -2500,
      description: 'RETURNED CHEQUE',
      date: '2006-03-17',
    });
  });

  it('sample2: the BAI spec example of 5 accounts with funds types S, V and D', () => {
    const file = read('bai2-moovbai2-sample2.txt');
    expect(file.accounts.map(brief)).toEqual([
      {
        accountNumber: '0123456789',
        currency: undefined,
        opening: 4350000,
        closing: undefined,
        start: '2004-06-20',
        end: '2004-06-20',
        count: 1,
        sum: 450000,
      },
      {
        accountNumber: '9876543210',
        currency: undefined,
        opening: -500000,
        closing: undefined,
        start: '2004-06-20',
        end: '2004-06-20',
        count: 1,
        sum: 500000,
      },
      {
        accountNumber: '4589761203',
        currency: undefined,
        opening: 10000000,
        closing: undefined,
        start: '2004-06-20',
        end: '2004-06-20',
        count: 2,
        sum: 30000000,
      },
      {
        accountNumber: '0975312468',
        currency: undefined,
        opening: 500000,
        closing: undefined,
        start: '2004-06-20',
        end: '2004-06-20',
        count: 0,
        sum: 0,
      },
      {
        accountNumber: '7890654321',
        currency: undefined,
        opening: 800000,
        closing: undefined,
        start: '2004-06-20',
        end: '2004-06-20',
        count: 0,
        sum: 0,
      },
    ]);
    expect(file.accounts[1]?.transactions[0]).toMatchObject({
      type: 'deposit',
      description: 'LOCK BOX NO.68751',
    });
    expect(file.accounts[2]?.transactions[0]).toEqual({
      date: '2004-06-20',
      amountCents: 20000000,
      type: 'credit',
      reference: 'YRC065321',
      description: 'PROCEEDS OF LETTER OF CREDIT FROM THE ARAMCO OIL CO',
      fitId: '218-SP4738',
    });
  });

  it('sample4: GSBI export with commas in free text and trailers that do not add up', () => {
    const file = read('bai2-moovbai2-sample4-continuations-newline-delimited.txt');
    expect(file.accounts.map((a) => [a.accountNumber, a.transactions.length, sum(a)])).toEqual([
      ['107049924', 0, 0],
      ['107049932', 3, -60000 + 143500 - 928650],
      ['104108339', 14, 457231 - 30360405],
      ['260000033037', 0, 0],
      ['280000010657', 0, 0],
    ]);
    const big = file.accounts[2];
    expect(big).toMatchObject({
      openingBalanceCents: 159581194,
      closingBalanceCents: 159381194,
      startDate: '2023-09-06',
    });
    const checks = big?.transactions.filter((t) => t.type === 'check');
    expect(checks?.map((t) => [t.amountCents, t.checkNumber])).toEqual([
      [-10100, '006034594478'],
      [-44250, '24108'],
    ]);
    expect(big?.transactions[1]?.description).toContain(
      'To: TEST, Entry Description: INVOICES; 210630',
    );
  });

  it('eod: CRLF, an empty 03 summary and a wire with ten 88 lines', () => {
    const [a] = read('bai2-venturehacksbai2-eod.bai2').accounts;
    if (!a) throw new Error('no account');
    expect(brief(a)).toEqual({
      accountNumber: '3333333333',
      currency: 'USD',
      opening: undefined,
      closing: undefined,
      start: '2010-08-31',
      end: '2010-08-31',
      count: 1,
      sum: 8325982,
    });
    expect(a.transactions[0]).toMatchObject({ type: 'transfer' });
    expect(a.transactions[0]?.description).toContain('OBI:=INVOICE 123456');
  });
});

describe('camt.053 and camt.054 samples', () => {
  it('genkgo v2 multi statement: two statements of one IBAN merge, balances roll forward', () => {
    const file = read('camt053-genkgocamt-camt053.v2.multi.statement.xml');
    expect(file.format).toBe('CAMT053');
    expect(file.accounts.map(brief)).toEqual([
      {
        accountNumber: 'NL26VAYB8060476890',
        currency: 'EUR',
        opening: 1815,
        closing: 2000,
        start: '2007-10-18',
        end: '2014-12-31',
        count: 2,
        sum: 185,
      },
    ]);
    expect(file.accounts[0]?.transactions[1]).toMatchObject({
      amountCents: -700,
      reference: '000000002',
      description: 'Transaction Description 2',
    });
  });

  it('genkgo v8: Sts/Cd, BookgDt/DtTm, a debit closing balance', () => {
    const [a] = read('camt053-genkgocamt-camt053.v8.xml').accounts;
    expect(a && brief(a)).toMatchObject({
      currency: 'EUR',
      opening: 1815,
      closing: -2700,
      count: 1,
      sum: 885,
    });
    expect(a?.transactions[0]).toMatchObject({
      date: '2014-12-31',
      fitId: 'AAAASESS-FP-CN_98765/01',
    });
  });

  it('Finnish camt.053: 10 entries, balances that reconcile', () => {
    const [a] = read('camt053-moov20022-FI_camt_053_sample.xml.xml').accounts;
    expect(a && brief(a)).toEqual({
      accountNumber: 'FI7433010001222090',
      currency: 'EUR',
      opening: 1000000,
      closing: 2364483,
      start: '2009-10-29',
      end: '2009-10-29',
      count: 10,
      sum: 1364483,
    });
    expect(a?.availableBalanceCents).toBe(3364483);
  });

  it('PostFinance camt.053: 5 entries in CHF with German text', () => {
    const [a] = read(
      'camt053-moov20022-camt.053_P_CH2909000000250094239_1110092698_0_2020112503071366.xml',
    ).accounts;
    expect(a && brief(a)).toMatchObject({
      accountNumber: 'CH2909000000250094239',
      currency: 'CHF',
      opening: 21199319,
      closing: 21511221,
      count: 5,
      sum: 465602,
    });
    expect(a?.transactions[2]?.description).toContain('SAMMELGUTSCHRIFT FÜR KONTO');
  });

  it('PostFinance camt.054: a batched ESR credit and an ASR debit', () => {
    const file = read(
      'camt054-moov20022-200519_camt054-ESR-ASR_P_CH2909000000250094239_1110092704_0_2019042500372179.xml',
    );
    expect(file.format).toBe('CAMT054');
    expect(file.accounts.map(brief)).toEqual([
      {
        accountNumber: 'CH2909000000250094239',
        currency: 'CHF',
        opening: undefined,
        closing: undefined,
        start: '2019-04-24',
        end: '2019-04-24',
        count: 2,
        sum: 153700 - 14700,
      },
    ]);
  });

  it('Finnish camt.054 with CR-only lines: the INFO entry is not booked', () => {
    const [a] = read('camt054-moov20022-FI_camt_054_sample.xml.xml').accounts;
    expect(a && brief(a)).toMatchObject({
      accountNumber: 'FI7433010001222090',
      currency: 'EUR',
      count: 5,
      sum: 200000 + 50000 + 300000 - 423005 - 100000,
    });
  });
});
