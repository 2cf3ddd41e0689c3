import { isValidIsoDate } from '../dates';
import {
  StatementFormatError,
  amountText,
  compact,
  DefaultStatementCurrency,
  mergeAccounts,
  type StatementAccount,
  type StatementTransaction,
  type StatementTransactionType,
} from './types';

// BAI2 cash-management balance reporting: 01 file header, 02 group (as-of date, currency), 03
// account (balances and summaries as type/amount/count/funds-type runs), 16 transaction detail,
// 88 continuation of the record before it, 49/98/99 trailers. The '/' terminator is optional,
// blank lines and trailing spaces are ignored, empty summary fields are skipped. Amounts have two
// implied decimals. Type codes 100-399 are credits, 400-699 debits (the BAI code list); a 16
// record's date is its group's as-of date.
//
// The trailers are the file's control totals and every one is checked (BAI2 spec, version 2):
// an account trailer (49) carries the algebraic sum of the amounts of its 03 record (balances and
// summaries, signs as written) and 16 records (as written, unsigned) and its record count (03 to
// 49, continuations included); a group trailer (98) the sum of its accounts' totals, its number of
// accounts and its record count (02 to 98); the file trailer (99) the sum of the groups' totals,
// the number of groups and the record count (01 to 99). A file that does not reconcile, or ends
// without a trailer (a file cut short), is refused naming the record. An empty control total is
// not checked (some banks leave it blank on accounts without activity).

interface Bai2Record {
  code: string;
  line: number;
  fields: string[];
  /** 88 lines that continued a 16 record: free text, kept apart from the record's fields. */
  notes: string[];
  /** Physical records: 1 and its 88 continuations. */
  count: number;
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
      out.push({ code, line: i + 1, fields, notes: [], count: 1 });
      return;
    }
    const last = out[out.length - 1];
    if (!last) throw new StatementFormatError(i + 1, 'A continuation (88) record comes first.');
    last.count++;
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

/** The 03 record's balances and summaries: type code to amount (cents), and their sum. */
function summaries(record: Bai2Record): { byCode: Map<string, number>; total: number } {
  const out = new Map<string, number>();
  let total = 0;
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
    if (amount !== '') {
      const cents = baiCents(amount, record.line);
      out.set(code, cents);
      total += cents;
    }
    i += 4 + fundsFields(f, i + 3, record.line);
  }
  return { byCode: out, total };
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

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A trailer's numeric field; undefined when empty (not given). */
function trailerNumber(record: Bai2Record, index: number, what: string): number | undefined {
  const text = dropSlash((record.fields[index] ?? '').trim());
  if (text === '') return undefined;
  if (!/^[+-]?\d+$/.test(text))
    throw new StatementFormatError(record.line, `${what} "${text}" is not a number.`);
  return Number(text);
}

interface TrailerCount {
  index: number;
  what: string;
  scope: string;
  noun: string;
  actual: number;
}

/** Checks a trailer's control total and counts against what the records add up to. */
function checkTrailer(
  record: Bai2Record,
  name: string,
  total: { actual: number; of: string },
  counts: readonly TrailerCount[],
) {
  const given = trailerNumber(record, 0, 'The control total');
  if (given !== undefined && given !== total.actual)
    throw new StatementFormatError(
      record.line,
      `${name}: control total ${amountText(given)} does not match ${total.of} ` +
        `${amountText(total.actual)}.`,
    );
  for (const c of counts) {
    const stated = trailerNumber(record, c.index, `The ${c.what}`);
    if (stated !== undefined && stated !== c.actual)
      throw new StatementFormatError(
        record.line,
        `${name}: ${c.what} is ${stated}, but the ${c.scope} has ${plural(c.actual, c.noun)}.`,
      );
  }
}

interface Open {
  account?: { record: Bai2Record; number: string; total: number; records: number };
  group?: {
    record: Bai2Record;
    date: string;
    currency?: string;
    total: number;
    accounts: number;
    records: number;
  };
  file?: { total: number; groups: number; records: number };
}

/** The accounts of a BAI2 file, one per account number (a file's daily groups are merged). */
export function readBai2(text: string): StatementAccount[] {
  const list = records(text);
  const first = list[0];
  if (first?.code !== '01')
    throw new StatementFormatError(
      first?.line ?? 1,
      `A BAI2 file starts with its file header (01)${first ? `, not a "${first.code}" record` : ''}.`,
    );
  const sections: StatementAccount[] = [];
  let section: StatementAccount | undefined;
  const open: Open = {};
  let ended: Bai2Record | undefined;
  for (const r of list) {
    if (ended) throw new StatementFormatError(r.line, 'A record follows the file trailer (99).');
    if (open.account) open.account.records += r.count;
    if (open.group) open.group.records += r.count;
    if (open.file) open.file.records += r.count;
    if (r.code === '01') {
      if (open.file)
        throw new StatementFormatError(
          r.line,
          'A second file header (01) comes before the file trailer (99).',
        );
      open.file = { total: 0, groups: 0, records: r.count };
    } else if (r.code === '02') {
      if (open.group)
        throw new StatementFormatError(
          r.line,
          'A group header (02) comes before the trailer (98) of the group before it.',
        );
      open.group = {
        record: r,
        date: baiDate(r.fields[3], r.line),
        currency: dropSlash(r.fields[5]?.trim() ?? '') || undefined,
        total: 0,
        accounts: 0,
        records: r.count,
      };
    } else if (r.code === '03') {
      const group = open.group;
      if (!group)
        throw new StatementFormatError(r.line, 'An account (03) comes before its group (02).');
      if (open.account)
        throw new StatementFormatError(
          r.line,
          `An account (03) comes before the trailer (49) of account ${open.account.number}.`,
        );
      const sums = summaries(r);
      const number = r.fields[0]?.trim() ?? '';
      open.account = { record: r, number, total: sums.total, records: r.count };
      group.accounts++;
      section = compact({
        accountNumber: number || undefined,
        currency: (
          dropSlash(r.fields[1]?.trim() ?? '') ||
          group.currency ||
          DefaultStatementCurrency
        ).toUpperCase(),
        openingBalanceCents: sums.byCode.get('010'),
        closingBalanceCents: sums.byCode.get('015'),
        availableBalanceCents: sums.byCode.get('045') ?? sums.byCode.get('060'),
        startDate: group.date,
        endDate: group.date,
        transactions: [],
      });
      sections.push(section);
    } else if (r.code === '16') {
      if (!open.account || !open.group || !section)
        throw new StatementFormatError(r.line, 'A transaction (16) comes before its account (03).');
      open.account.total += baiCents(r.fields[1] ?? '', r.line);
      section.transactions.push(detail(r, open.group.date));
    } else if (r.code === '49') {
      const account = open.account;
      if (!account || !open.group)
        throw new StatementFormatError(
          r.line,
          'An account trailer (49) comes without its account (03).',
        );
      checkTrailer(
        r,
        `BAI2 account trailer (49) for account ${account.number}`,
        { actual: account.total, of: "the records'" },
        [
          {
            index: 1,
            what: 'record count',
            scope: 'account',
            noun: 'record',
            actual: account.records,
          },
        ],
      );
      open.group.total += account.total;
      open.account = undefined;
      section = undefined;
    } else if (r.code === '98') {
      const group = open.group;
      if (!group)
        throw new StatementFormatError(
          r.line,
          'A group trailer (98) comes without its group (02).',
        );
      if (open.account)
        throw new StatementFormatError(
          r.line,
          `The group trailer (98) comes before the trailer (49) of account ${open.account.number}.`,
        );
      checkTrailer(
        r,
        `BAI2 group trailer (98) of the group of ${group.date}`,
        { actual: group.total, of: "its accounts'" },
        [
          {
            index: 1,
            what: 'number of accounts',
            scope: 'group',
            noun: 'account',
            actual: group.accounts,
          },
          { index: 2, what: 'record count', scope: 'group', noun: 'record', actual: group.records },
        ],
      );
      if (open.file) {
        open.file.total += group.total;
        open.file.groups++;
      }
      open.group = undefined;
    } else if (r.code === '99') {
      const file = open.file;
      if (open.group || !file)
        throw new StatementFormatError(
          r.line,
          `The file trailer (99) comes before the trailer (98) of the group of ${open.group?.date ?? ''}.`,
        );
      checkTrailer(r, 'BAI2 file trailer (99)', { actual: file.total, of: "its groups'" }, [
        { index: 1, what: 'number of groups', scope: 'file', noun: 'group', actual: file.groups },
        { index: 2, what: 'record count', scope: 'file', noun: 'record', actual: file.records },
      ]);
      ended = r;
    } else throw new StatementFormatError(r.line, `"${r.code}" is not a BAI2 record code.`);
  }
  const last = list[list.length - 1]?.line ?? 1;
  if (open.account)
    throw new StatementFormatError(
      last,
      `The file ends without the trailer (49) of account ${open.account.number}: it may have been cut short.`,
    );
  if (open.group)
    throw new StatementFormatError(
      last,
      `The file ends without the trailer (98) of the group of ${open.group.date}: it may have been cut short.`,
    );
  if (!ended)
    throw new StatementFormatError(
      last,
      'The file ends without its file trailer (99): it may have been cut short.',
    );
  return mergeAccounts(sections);
}
