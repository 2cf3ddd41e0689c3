import { describe, expect, it } from 'vitest';
import { readBai2 } from './bai2';
import { readCamt } from './camt';
import { csvPreview, readCsvStatement } from './csv-statement';
import { readOfx } from './ofx';
import { detectStatementFormat } from './read-statement';
import { StatementFormatError, decimalCents } from './types';

const failure = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    if (error instanceof StatementFormatError) return error.message;
    throw error;
  }
  throw new Error('did not fail');
};

describe('amounts', () => {
  it('reads signed decimals with . or , and refuses more than two decimals', () => {
    expect(decimalCents('-34.51')).toBe(-3451);
    expect(decimalCents('+12,5')).toBe(1250);
    expect(decimalCents('111')).toBe(11100);
    expect(decimalCents('1.0000')).toBe(100);
    expect(decimalCents('1.005')).toBeNull();
    expect(decimalCents('abc')).toBeNull();
    expect(decimalCents('')).toBeNull();
  });
});

describe('OFX reader', () => {
  const ofx = (trn: string) =>
    `OFXHEADER:100\nDATA:OFXSGML\n\n<OFX>\n<BANKMSGSRSV1><STMTTRNRS><STMTRS>\n<CURDEF>USD\n<BANKACCTFROM><ACCTID>42</BANKACCTFROM>\n<BANKTRANLIST>\n<STMTTRN>\n${trn}\n</STMTTRN>\n</BANKTRANLIST>\n</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n\n\n`;

  it('reads a check with its image reference and trailing blank lines', () => {
    const [a] = readOfx(
      ofx(
        '<TRNTYPE>CHECK\n<DTPOSTED>20260301\n<TRNAMT>-10.00\n<FITID>A1\n<CHECKNUM>1001\n<IMAGEDATA><IMAGEREF>https://bank.example/c/1001.png</IMAGEDATA>',
      ),
    );
    expect(a?.transactions[0]).toEqual({
      date: '2026-03-01',
      amountCents: -1000,
      type: 'check',
      checkNumber: '1001',
      fitId: 'A1',
      imageRef: 'https://bank.example/c/1001.png',
    });
  });

  it('names the line of a bad amount or a missing date', () => {
    expect(failure(() => readOfx(ofx('<TRNTYPE>DEBIT\n<DTPOSTED>20260301\n<TRNAMT>ten')))).toBe(
      'Line 12: TRNAMT "ten" is not an amount.',
    );
    expect(failure(() => readOfx(ofx('<TRNTYPE>DEBIT\n<TRNAMT>1.00')))).toBe(
      'Line 9: DTPOSTED is missing.',
    );
    expect(
      failure(() => readOfx('OFXHEADER:100\n<OFX><SIGNONMSGSRSV1></SIGNONMSGSRSV1></OFX>')),
    ).toBe('The OFX file has no bank or credit card statement.');
  });
});

describe('BAI2 reader', () => {
  it('refuses an unknown record and a detail before its account, naming the line', () => {
    expect(
      failure(() =>
        readBai2('01,1,2,260301,0000,1,,,2/\n02,1,2,1,260301,,USD,2/\n16,142,100,,,,x/'),
      ),
    ).toBe('Line 3: A transaction (16) comes before its account (03).');
    expect(
      failure(() => readBai2('01,1,2,260301,0000,1,,,2/\n\n02,1,2,1,260301,,USD,2/\nXX,1/')),
    ).toBe('Line 4: "XX" is not a BAI2 record code.');
    expect(failure(() => readBai2('01,1/\n02,1,2,1,261301,,USD,2/'))).toBe(
      'Line 2: "261301" is not a date (YYMMDD).',
    );
    expect(failure(() => readBai2('01,1/\n02,1,2,1,260301,,USD,2/\n03,9,USD,010,12x,,/'))).toBe(
      'Line 3: "12x" is not an amount.',
    );
  });

  it('reads a file with trailing blank lines', () => {
    const [a] = readBai2(
      '01,1/\n02,1,2,1,260301/\n03,9,USD,015,5000,,/\n16,475,2500,,B1,1007/\n49,7500,3/\n98,7500,1,5/\n99,7500,1,7/\n\n\n',
    );
    expect(a).toMatchObject({ accountNumber: '9', closingBalanceCents: 5000 });
    expect(a?.transactions).toEqual([
      {
        date: '2026-03-01',
        amountCents: -2500,
        type: 'check',
        checkNumber: '1007',
        reference: '1007',
        fitId: '475-B1',
      },
    ]);
  });
});

describe('camt reader', () => {
  it('refuses XML that is not well-formed with the line', () => {
    expect(
      failure(() => readCamt('<?xml version="1.0"?>\n<Document>\n<BkToCstmrStmt>\n</Document>')),
    ).toMatch(/^Line 4: The XML is not well-formed/);
  });

  it('refuses an entry without a date and a bad CdtDbtInd', () => {
    const doc = (ntry: string) =>
      `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Acct><Id><IBAN>X1</IBAN></Id></Acct>\n<Ntry>${ntry}</Ntry></Stmt></BkToCstmrStmt></Document>`;
    expect(
      failure(() => readCamt(doc('<Amt Ccy="EUR">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd>'))),
    ).toBe('Line 2: The entry has no booking or value date.');
    expect(failure(() => readCamt(doc('<Amt Ccy="EUR">1.00</Amt><CdtDbtInd>UP</CdtDbtInd>')))).toBe(
      'Line 2: Entry CdtDbtInd "UP" is neither CRDT nor DBIT.',
    );
  });
});

describe('CSV reader and format detection', () => {
  const text =
    'Date,Description,Debit,Credit,Check\n03/02/2026,Water bill,120.50,,\n03/05/2026,Deposit,,"1,000.00",\n03/06/2026,Check,75.00,,1044\n';

  it('reads debit and credit columns with a date format', () => {
    const [a] = readCsvStatement(text, {
      hasHeader: true,
      dateColumn: 0,
      dateFormat: 'MM/DD/YYYY',
      debitColumn: 2,
      creditColumn: 3,
      descriptionColumn: 1,
      checkNumberColumn: 4,
    });
    expect(a?.transactions).toEqual([
      { date: '2026-03-02', amountCents: -12050, type: 'debit', description: 'Water bill' },
      { date: '2026-03-05', amountCents: 100000, type: 'credit', description: 'Deposit' },
      {
        date: '2026-03-06',
        amountCents: -7500,
        type: 'check',
        checkNumber: '1044',
        description: 'Check',
      },
    ]);
    expect(a).toMatchObject({ startDate: '2026-03-02', endDate: '2026-03-06' });
    expect(csvPreview(text, 2)).toEqual([
      ['Date', 'Description', 'Debit', 'Credit', 'Check'],
      ['03/02/2026', 'Water bill', '120.50', '', ''],
    ]);
  });

  it('reads a signed amount column with day-first dates and names a bad row', () => {
    const map = {
      hasHeader: false,
      dateColumn: 0,
      dateFormat: 'DD/MM/YYYY' as const,
      amountColumn: 1,
    };
    expect(readCsvStatement('31/01/2026,-5.00\n', map)[0]?.transactions[0]).toMatchObject({
      date: '2026-01-31',
      amountCents: -500,
    });
    expect(failure(() => readCsvStatement('31/01/2026,-5.00\n31/02/2026,1\n', map))).toBe(
      'Line 2: Date "31/02/2026" is not a date (DD/MM/YYYY).',
    );
    expect(failure(() => readCsvStatement('31/01/2026,abc\n', map))).toBe(
      'Line 1: Amount "abc" is not an amount.',
    );
  });

  it('tells the formats apart by content', () => {
    expect(detectStatementFormat('\n\nOFXHEADER:100\n<OFX>', 'a.txt')).toBe('OFX');
    expect(detectStatementFormat('OFXHEADER:100\n<OFX>', 'a.QFX')).toBe('QFX');
    expect(detectStatementFormat('01,1,2/\n')).toBe('BAI2');
    expect(detectStatementFormat('<?xml version="1.0"?><Document><BkToCstmrDbtCdtNtfctn>')).toBe(
      'CAMT054',
    );
    expect(detectStatementFormat(text)).toBe('CSV');
    expect(failure(() => detectStatementFormat('<html></html>'))).toBe(
      'The XML file is not OFX, camt.053 or camt.054.',
    );
  });
});
