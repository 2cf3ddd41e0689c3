import { isValidRoutingNumber } from '../banks';

// Notifications of change (NACHA Operating Rules, Appendix Five, addenda type 98): the receiving
// bank posted the entry but asks the originator to correct the enrolment's details before the next
// one. A notification is not a return: the entry was paid. The corrected data's layout depends on
// the change code.

export interface AchChangeCode {
  Code: string;
  Description: string;
  /** What the corrected data carries. */
  CorrectedData: string;
}

export const AchChangeCodes: readonly AchChangeCode[] = [
  { Code: 'C01', Description: 'Incorrect account number', CorrectedData: 'Account number' },
  { Code: 'C02', Description: 'Incorrect routing number', CorrectedData: 'Routing number' },
  {
    Code: 'C03',
    Description: 'Incorrect routing number and account number',
    CorrectedData: 'Routing number and account number',
  },
  { Code: 'C04', Description: 'Incorrect individual name', CorrectedData: 'Name on the account' },
  {
    Code: 'C05',
    Description: 'Incorrect transaction code (checking or savings)',
    CorrectedData: 'Transaction code',
  },
  {
    Code: 'C06',
    Description: 'Incorrect account number and transaction code',
    CorrectedData: 'Account number and transaction code',
  },
  {
    Code: 'C07',
    Description: 'Incorrect routing number, account number and transaction code',
    CorrectedData: 'Routing number, account number and transaction code',
  },
  {
    Code: 'C08',
    Description: 'Incorrect receiving DFI identification (IAT only)',
    CorrectedData: 'Receiving DFI identification',
  },
  {
    Code: 'C09',
    Description: 'Incorrect individual identification number',
    CorrectedData: 'Individual identification number',
  },
  { Code: 'C10', Description: 'Incorrect company name', CorrectedData: 'Company name' },
  {
    Code: 'C11',
    Description: 'Incorrect company identification',
    CorrectedData: 'Company identification',
  },
  {
    Code: 'C12',
    Description: 'Incorrect company name and company identification',
    CorrectedData: 'Company name and identification',
  },
  { Code: 'C13', Description: 'Addenda format error', CorrectedData: 'Information only' },
  {
    Code: 'C14',
    Description: 'Incorrect SEC code for outbound international payment',
    CorrectedData: 'SEC code',
  },
];

const changeByCode = new Map(AchChangeCodes.map((c) => [c.Code, c]));

export function achChangeCode(code: string): AchChangeCode | undefined {
  return changeByCode.get(code.trim().toUpperCase());
}

/** What a notification of change corrects on a direct-debit enrolment. */
export interface AchCorrection {
  routingNumber?: string;
  accountNumber?: string;
  /** 'C' checking (transaction codes 2x) or 'S' savings (3x). */
  accountType?: 'C' | 'S';
  nameOnAccount?: string;
}

export type AchCorrectionRead =
  { ok: true; correction: AchCorrection } | { ok: false; reason: string };

const accountTypeOf = (code: string): 'C' | 'S' | null =>
  /^2[1-9]$/.test(code) ? 'C' : /^3[1-9]$/.test(code) ? 'S' : null;

/**
 * The corrections a notification of change carries for an enrolment (routing number, account
 * number, checking or savings, name), read from its corrected data by the layout of its change
 * code; a code that changes nothing an enrolment holds, or data that does not fit, is refused.
 */
export function readAchCorrection(changeCode: string, correctedData: string): AchCorrectionRead {
  const code = changeCode.trim().toUpperCase();
  const data = correctedData.padEnd(29, ' ');
  const routing = (from: number) => data.slice(from, from + 9);
  const account = (from: number, to: number) => data.slice(from, to).trim();
  const txn = (from: number) => data.slice(from, from + 2);
  const correction: AchCorrection = {};
  if (code === 'C01') correction.accountNumber = account(0, 17);
  else if (code === 'C02') correction.routingNumber = routing(0);
  else if (code === 'C03') {
    correction.routingNumber = routing(0);
    correction.accountNumber = account(12, 29);
  } else if (code === 'C04') correction.nameOnAccount = data.slice(0, 22).trim();
  else if (code === 'C05') correction.accountType = accountTypeOf(txn(0)) ?? undefined;
  else if (code === 'C06') {
    correction.accountNumber = account(0, 17);
    correction.accountType = accountTypeOf(txn(20)) ?? undefined;
  } else if (code === 'C07') {
    correction.routingNumber = routing(0);
    correction.accountNumber = account(9, 26);
    correction.accountType = accountTypeOf(txn(26)) ?? undefined;
  } else {
    const known = achChangeCode(code);
    return {
      ok: false,
      reason: known
        ? `${known.Code} ${known.Description}: nothing of a direct-debit enrolment to change.`
        : `Unknown change code ${changeCode}.`,
    };
  }
  if (['C05', 'C06', 'C07'].includes(code) && !correction.accountType)
    return {
      ok: false,
      reason: `${code}: the corrected transaction code is not a checking or savings one.`,
    };
  if (correction.routingNumber !== undefined && !isValidRoutingNumber(correction.routingNumber))
    return { ok: false, reason: `${code}: the corrected routing number is not a valid one.` };
  if (
    correction.accountNumber !== undefined &&
    !/^[0-9A-Za-z-]{1,17}$/.test(correction.accountNumber)
  )
    return { ok: false, reason: `${code}: the corrected account number is not a valid one.` };
  if (correction.nameOnAccount !== undefined && correction.nameOnAccount === '')
    return { ok: false, reason: `${code}: the corrected name is empty.` };
  return { ok: true, correction };
}
