import { isValidIsoDate } from '../dates';
import {
  StatementFormatError,
  compact,
  mergeAccounts,
  type StatementAccount,
  type StatementTransaction,
  type StatementTransactionType,
} from './types';

// BAI2 cash-management balance reporting: 01 file header, 02 group (as-of date, currency), 03
// account (balances and summaries as type/amount/count/funds-type runs), 16 transaction detail,
// 88 continuation of the record before it, 49/98/99 trailers. Read leniently: trailer counts are
// not checked, the '/' terminator is optional, blank lines and trailing spaces are ignored, empty
// summary fields are skipped. Amounts have two implied decimals. Type codes 100-399 are credits,
// 400-699 debits (the BAI code list); a 16 record's date is its group's as-of date.

interface Bai2Record {
  code: string;
  line: number;
  fields: string[];
  /** 88 lines that continued a 16 record: free text, kept apart from the record's fields. */
  notes: string[];
}

const dropSlash = (text: string) => (text.endsWith('/') ? text.slice(0, -1) : text);

function records(text: string): Bai2Record[] {
  const out: Bai2Record[] = [];
  text.split(/\r\n|\n|\r/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') return;
    const fields = line.split(',');
    const code = fields.shift() ?? '';
    if (!/^\d\d$/.test(code))
      throw new StatementFormatError(i + 1, `"${code}" is not a BAI2 record code.`);
    if (code !== '88') {
      out.push({ code, line: i + 1, fields, notes: [] });
      return;
    }
    const last = out[out.length - 1];
    if (!last) throw new StatementFormatError(i + 1, 'A continuation (88) record comes first.');
    if (last.code === '16') last.notes.push(dropSlash(fields.join(',')).trim());
    else {
      const head = last.fields.length - 1;
      last.fields[head] = dropSlash(last.fields[head] ?? '');
      last.fields.push(...fields);
    }
  });
  return out;
}

function baiDate(text: string | undefined, line: number): string {
  const m = /^(\d\d)(\d\d)(\d\d)$/.exec(dropSlash((text ?? '').trim()));
  const iso = m ? `20${m[1]}-${m[2]}-${m[3]}` : '';
  if (!isValidIsoDate(iso))
    throw new StatementFormatError(line, `"${text ?? ''}" is not a date (YYMMDD).`);
  return iso;
}

function baiCents(text: string, line: number): number {
  const t = dropSlash(text.trim());
  if (!/^[+-]?\d+$/.test(t)) throw new StatementFormatError(line, `"${t}" is not an amount.`);
  return Number(t);
}

/** How many fields follow a funds type (0, 1, 2, Z: none; S: 3; V: 2; D: 1 + 2 per distribution). */
function fundsFields(fields: readonly string[], at: number, line: number): number {
  const funds = (fields[at] ?? '').trim().toUpperCase();
  if (funds === 'S') return 3;
  if (funds === 'V') return 2;
  if (funds === 'D') {
    const count = Number(fields[at + 1]);
    if (!Number.isInteger(count))
      throw new StatementFormatError(line, 'Distributed availability (D) needs a count.');
    return 1 + 2 * count;
  }
  if (['', '0', '1', '2', 'Z'].includes(funds)) return 0;
  throw new StatementFormatError(line, `"${funds}" is not a BAI2 funds type.`);
}

/** The 03 record's summaries: type code to amount (cents). */
function summaries(record: Bai2Record): Map<string, number> {
  const out = new Map<string, number>();
  const f = record.fields.map((x) => dropSlash(x.trim()));
  let i = 2;
  while (i < f.length) {
    const code = f[i] ?? '';
    if (code === '') {
      i++;
      continue;
    }
    if (!/^\d{3}$/.test(code))
      throw new StatementFormatError(record.line, `"${code}" is not a BAI2 type code.`);
    const amount = f[i + 1] ?? '';
    if (amount !== '') out.set(code, baiCents(amount, record.line));
    i += 4 + fundsFields(f, i + 3, record.line);
  }
  return out;
}

function kindOf(code: number, text: string): StatementTransactionType {
  if ((code >= 474 && code <= 477) || /\bcheck paid\b/i.test(text)) return 'check';
  if ([115, 175, 301].includes(code) || (code >= 170 && code <= 189)) return 'deposit';
  if ((code >= 190 && code <= 199) || (code >= 490 && code <= 499)) return 'transfer';
  if ((code >= 270 && code <= 279) || (code >= 570 && code <= 579)) return 'transfer';
  if (code >= 350 && code <= 359) return 'interest';
  if (code >= 690 && code <= 699) return 'fee';
  if (code >= 100 && code < 400) return 'credit';
  if (code >= 400 && code < 700) return 'debit';
  return 'other';
}

function taggedNote(notes: readonly string[], tag: string): string | undefined {
  const found = notes.find((n) => n.startsWith(`${tag}:`));
  return found?.slice(tag.length + 1).trim() || undefined;
}

function detail(record: Bai2Record, date: string): StatementTransaction {
  const f = record.fields;
  const code = Number(f[0]);
  if (!/^\d{3}$/.test(f[0] ?? ''))
    throw new StatementFormatError(record.line, `"${f[0] ?? ''}" is not a BAI2 type code.`);
  const cents = baiCents(f[1] ?? '', record.line);
  const after = 3 + fundsFields(f, 2, record.line);
  const bankRef = (f[after] ?? '').trim();
  const customerRef = dropSlash((f[after + 1] ?? '').trim());
  const text = dropSlash(
    f
      .slice(after + 2)
      .join(',')
      .trim(),
  ).trim();
  const words = [text, ...record.notes].filter((x) => x !== '' && x !== '-');
  const kind = kindOf(code, text);
  const checkNumber =
    taggedNote(record.notes, 'CHKN') ??
    (kind === 'check' && /^\d+$/.test(customerRef) ? customerRef : undefined);
  return compact({
    date,
    amountCents: code >= 400 && code < 700 ? -cents : cents,
    type: kind,
    checkNumber,
    reference: customerRef || undefined,
    description: words.join(' ') || undefined,
    fitId: bankRef ? `${code}-${bankRef}` : undefined,
  });
}

/** The accounts of a BAI2 file, one per account number (a file's daily groups are merged). */
export function readBai2(text: string): StatementAccount[] {
  const list = records(text);
  if (list[0]?.code !== '01')
    throw new StatementFormatError(list[0]?.line ?? 1, 'A BAI2 file starts with a 01 record.');
  const sections: StatementAccount[] = [];
  let group: { date: string; currency?: string } | undefined;
  let account: StatementAccount | undefined;
  for (const r of list) {
    if (r.code === '02') {
      group = {
        date: baiDate(r.fields[3], r.line),
        currency: dropSlash(r.fields[5]?.trim() ?? '') || undefined,
      };
    } else if (r.code === '03') {
      if (!group)
        throw new StatementFormatError(r.line, 'An account (03) comes before its group (02).');
      const sums = summaries(r);
      account = compact({
        accountNumber: r.fields[0]?.trim() || undefined,
        currency: dropSlash(r.fields[1]?.trim() ?? '') || group.currency,
        openingBalanceCents: sums.get('010'),
        closingBalanceCents: sums.get('015'),
        availableBalanceCents: sums.get('045') ?? sums.get('060'),
        startDate: group.date,
        endDate: group.date,
        transactions: [],
      });
      sections.push(account);
    } else if (r.code === '16') {
      if (!account || !group)
        throw new StatementFormatError(r.line, 'A transaction (16) comes before its account (03).');
      account.transactions.push(detail(r, group.date));
    } else if (r.code === '49') account = undefined;
    else if (r.code === '98') group = undefined;
    else if (!['01', '99'].includes(r.code))
      throw new StatementFormatError(r.line, `"${r.code}" is not a BAI2 record code.`);
  }
  return mergeAccounts(sections);
}
