import { isValidIsoDate } from '../dates';
import {
  StatementFormatError,
  amountText,
  compact,
  DefaultStatementCurrency,
  decimalCents,
  lineFinder,
  type StatementAccount,
  type StatementTransaction,
  type StatementTransactionType,
} from './types';

// OFX 1.x (SGML: leaf elements usually left unclosed) and OFX 2.x (XML), QFX (Quicken's OFX).
// Read leniently, as banks write them: header lines before <OFX>, blank lines, elements on one line
// or many, closing tags on leaves or not, empty elements, CDATA, unknown elements. A statement is a
// STMTRS (bank) or CCSTMTRS (credit card) aggregate.

interface OfxNode {
  name: string;
  line: number;
  value?: string;
  children: OfxNode[];
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return entities[name.toLowerCase()] ?? all;
    })
    .trim();
}

const escapeCdata = (text: string) =>
  text.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_all, inner: string) =>
    inner.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;'),
  );

interface Token {
  close: boolean;
  name: string;
  text: string;
  offset: number;
}

function tokens(body: string): Token[] {
  const out: Token[] = [];
  const pattern = /<(\/?)([A-Za-z][\w.]*)[^>]*>([^<]*)/g;
  for (let m = pattern.exec(body); m; m = pattern.exec(body))
    out.push({
      close: m[1] === '/',
      name: (m[2] ?? '').toUpperCase(),
      text: m[3] ?? '',
      offset: m.index,
    });
  return out;
}

/**
 * Aggregates a bank may leave unclosed in OFX 1.x SGML, with the elements they hold (OFX 2.1.1
 * spec, 11.4.2-3 and 3.1.3). An unclosed one ends where an element that it cannot hold begins,
 * or where an aggregate around it closes: a BANKTRANLIST never closed still holds its STMTTRNs,
 * and the LEDGERBAL after it is the statement's again.
 */
const aggregateContents: Record<string, ReadonlySet<string>> = {
  BANKTRANLIST: new Set(['DTSTART', 'DTEND', 'STMTTRN']),
  STMTTRN: new Set([
    'TRNTYPE',
    'DTPOSTED',
    'DTUSER',
    'DTAVAIL',
    'TRNAMT',
    'FITID',
    'CORRECTFITID',
    'CORRECTACTION',
    'SRVRTID',
    'CHECKNUM',
    'REFNUM',
    'SIC',
    'PAYEEID',
    'NAME',
    'EXTDNAME',
    'PAYEE',
    'BANKACCTTO',
    'CCACCTTO',
    'MEMO',
    'IMAGEDATA',
    'CURRENCY',
    'ORIGCURRENCY',
    'INV401KSOURCE',
  ]),
  LEDGERBAL: new Set(['BALAMT', 'DTASOF']),
  AVAILBAL: new Set(['BALAMT', 'DTASOF']),
  BANKACCTFROM: new Set(['BANKID', 'BRANCHID', 'ACCTID', 'ACCTTYPE', 'ACCTKEY']),
  BANKACCTTO: new Set(['BANKID', 'BRANCHID', 'ACCTID', 'ACCTTYPE', 'ACCTKEY']),
  CCACCTFROM: new Set(['ACCTID', 'ACCTKEY']),
  CCACCTTO: new Set(['ACCTID', 'ACCTKEY']),
  CURRENCY: new Set(['CURRATE', 'CURSYM']),
  ORIGCURRENCY: new Set(['CURRATE', 'CURSYM']),
  PAYEE: new Set([
    'NAME',
    'ADDR1',
    'ADDR2',
    'ADDR3',
    'CITY',
    'STATE',
    'POSTALCODE',
    'COUNTRY',
    'PHONE',
  ]),
  IMAGEDATA: new Set([
    'IMAGETYPE',
    'IMAGEREF',
    'IMAGEREFTYPE',
    'IMAGEDELAY',
    'DTIMAGEAVAIL',
    'IMAGETTL',
    'CHECKSUP',
  ]),
};

/** Every element name the table above knows; others (a bank's own) stay where they are. */
const knownNames = new Set([
  ...Object.keys(aggregateContents),
  ...Object.values(aggregateContents).flatMap((names) => [...names]),
  'STMTRS',
  'CCSTMTRS',
  'CURDEF',
  'BALLIST',
  'MKTGINFO',
  'CASHADVBALAMT',
  'INTRATEPURCH',
  'INTRATECASH',
  'INTRATEXFER',
  'REWARDINFO',
]);

/**
 * The element tree of an OFX body, SGML or XML. An element with text is a leaf; one without text
 * is an aggregate when its closing tag appears in the file or it is an aggregate the OFX spec
 * defines (then it may be left open, see above), else an empty leaf.
 */
function parseTree(source: string): OfxNode {
  const start = source.search(/<OFX[\s>]/i);
  if (start < 0) throw new StatementFormatError(0, 'The file has no <OFX> element.');
  const body = escapeCdata(source);
  const list = tokens(body.slice(body.search(/<OFX[\s>]/i)));
  const offsetBase = body.search(/<OFX[\s>]/i);
  const closed = new Set(list.filter((t) => t.close).map((t) => t.name));
  const lineAt = lineFinder(body);
  const root: OfxNode = { name: '#root', line: 0, children: [] };
  const stack: OfxNode[] = [root];
  /** Aggregates on the stack that the file never closes. */
  const open = new Set<OfxNode>();
  list.forEach((t, i) => {
    const line = lineAt(offsetBase + t.offset);
    if (t.close) {
      const at = stack.findLastIndex((n) => n.name === t.name);
      if (at > 0) stack.length = at;
      return;
    }
    for (;;) {
      const top = stack[stack.length - 1];
      const holds = top && aggregateContents[top.name];
      if (!top || !open.has(top) || !holds || holds.has(t.name) || !knownNames.has(t.name)) break;
      stack.pop();
    }
    const top = stack[stack.length - 1] ?? root;
    const next = list[i + 1];
    const text = t.text.trim();
    const emptyLeaf = next?.close === true && next.name === t.name;
    const implicit = !closed.has(t.name) && t.name in aggregateContents;
    if (text !== '' || emptyLeaf || (!closed.has(t.name) && !implicit)) {
      top.children.push({ name: t.name, line, value: decode(text), children: [] });
      return;
    }
    const node: OfxNode = { name: t.name, line, children: [] };
    top.children.push(node);
    stack.push(node);
    if (implicit) open.add(node);
  });
  return root;
}

const child = (node: OfxNode | undefined, name: string) =>
  node?.children.find((c) => c.name === name);
const value = (node: OfxNode | undefined, name: string): string | undefined => {
  const v = child(node, name)?.value;
  return v === undefined || v === '' ? undefined : v;
};

function findAll(node: OfxNode, names: ReadonlySet<string>, out: OfxNode[] = []): OfxNode[] {
  for (const c of node.children) {
    if (names.has(c.name)) out.push(c);
    else findAll(c, names, out);
  }
  return out;
}

/** 'YYYYMMDD...' to 'YYYY-MM-DD'; undefined when absent, an error when not a date. */
function ofxDate(node: OfxNode | undefined, name: string, required = false): string | undefined {
  const text = value(node, name);
  const line = child(node, name)?.line ?? node?.line ?? 0;
  if (text === undefined) {
    if (required) throw new StatementFormatError(line, `${name} is missing.`);
    return undefined;
  }
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(text);
  const iso = m ? `${m[1]}-${m[2]}-${m[3]}` : '';
  if (!isValidIsoDate(iso)) {
    if (!required) return undefined;
    throw new StatementFormatError(line, `${name} "${text}" is not a date (YYYYMMDD).`);
  }
  return iso;
}

function amount(node: OfxNode | undefined, name: string, required: boolean): number | undefined {
  const text = value(node, name);
  const line = child(node, name)?.line ?? node?.line ?? 0;
  if (text === undefined) {
    if (required) throw new StatementFormatError(line, `${name} is missing.`);
    return undefined;
  }
  const cents = decimalCents(text);
  if (cents === null) throw new StatementFormatError(line, `${name} "${text}" is not an amount.`);
  return cents;
}

const typeOf: Record<string, StatementTransactionType> = {
  CHECK: 'check',
  DEP: 'deposit',
  DIRECTDEP: 'deposit',
  XFER: 'transfer',
  FEE: 'fee',
  SRVCHG: 'fee',
  INT: 'interest',
  DIV: 'interest',
  DEBIT: 'debit',
  POS: 'debit',
  ATM: 'debit',
  PAYMENT: 'debit',
  DIRECTDEBIT: 'debit',
  CASH: 'debit',
  REPEATPMT: 'debit',
  CREDIT: 'credit',
};

const realCheckNumber = (text: string | undefined) =>
  text === undefined || /^0*$/.test(text) ? undefined : text;

function description(name: string | undefined, memo: string | undefined): string | undefined {
  if (!name) return memo;
  if (!memo || memo.includes(name)) return memo ?? name;
  return `${name} ${memo}`;
}

/** The currency of a transaction's amount: CURRENCY's when given (OFX 11.4.3), else CURDEF. */
function transactionCurrency(node: OfxNode, statementCurrency: string): string | undefined {
  const own = value(child(node, 'CURRENCY'), 'CURSYM')?.toUpperCase();
  return own && own !== statementCurrency ? own : undefined;
}

function transaction(node: OfxNode, statementCurrency: string): StatementTransaction {
  const kind = (value(node, 'TRNTYPE') ?? '').toUpperCase();
  return compact({
    date: ofxDate(node, 'DTPOSTED', true) ?? '',
    amountCents: amount(node, 'TRNAMT', true) ?? 0,
    type: typeOf[kind] ?? 'other',
    checkNumber: realCheckNumber(value(node, 'CHECKNUM')),
    reference: value(node, 'REFNUM'),
    description: description(
      value(node, 'NAME') ?? value(child(node, 'PAYEE'), 'NAME'),
      value(node, 'MEMO'),
    ),
    fitId: value(node, 'FITID'),
    imageRef: value(child(node, 'IMAGEDATA'), 'IMAGEREF'),
    currency: transactionCurrency(node, statementCurrency),
  });
}

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function statement(node: OfxNode): StatementAccount {
  const from = child(node, 'BANKACCTFROM') ?? child(node, 'CCACCTFROM');
  const list = child(node, 'BANKTRANLIST');
  const listed = (list?.children ?? []).filter((c) => c.name === 'STMTTRN');
  // CURDEF is required; a statement without it is in its transactions' one CURRENCY, else USD.
  const theirs = new Set(listed.map((t) => value(child(t, 'CURRENCY'), 'CURSYM')?.toUpperCase()));
  const [only] = theirs;
  const currency =
    value(node, 'CURDEF')?.toUpperCase() ??
    (theirs.size === 1 && only ? only : DefaultStatementCurrency);
  // No silent loss: every STMTTRN of the statement is in its transaction list, or the file is
  // refused (a transaction the reader cannot place would otherwise vanish from the import).
  const all = findAll(node, new Set(['STMTTRN']));
  const stray = all.find((t) => !listed.includes(t));
  if (stray)
    throw new StatementFormatError(
      stray.line,
      `The statement has ${count(all.length, 'transaction')} (STMTTRN) but only ` +
        `${listed.length} in its transaction list (BANKTRANLIST); this one is outside it.`,
    );
  const transactions = listed.map((t) => transaction(t, currency));
  const ledger = child(node, 'LEDGERBAL');
  const closing = amount(ledger, 'BALAMT', false);
  const endDate = ofxDate(list, 'DTEND') ?? ofxDate(ledger, 'DTASOF');
  checkRunningBalances(listed, transactions, ledger, closing, endDate);
  return compact({
    accountNumber: value(from, 'ACCTID'),
    currency,
    closingBalanceCents: closing,
    availableBalanceCents: amount(child(node, 'AVAILBAL'), 'BALAMT', false),
    startDate: ofxDate(list, 'DTSTART'),
    endDate,
    transactions,
  });
}

/**
 * OFX has no opening balance, so the ledger balance can be checked only where the bank gives a
 * running balance on every transaction (ACCTBAL, an extension some banks write): the running
 * balances follow the amounts (file order oldest or newest first), and the ledger balance, when
 * given as of the statement's end, is the running balance after the newest transaction.
 */
function checkRunningBalances(
  nodes: readonly OfxNode[],
  transactions: readonly StatementTransaction[],
  ledger: OfxNode | undefined,
  closing: number | undefined,
  endDate: string | undefined,
) {
  const running = nodes.map((n) => amount(n, 'ACCTBAL', false));
  if (running.length === 0 || running.some((r) => r === undefined)) return;
  const run = running as number[];
  const amt = transactions.map((t) => t.amountCents);
  const oldestFirst = run.every((r, i) => i === 0 || r === (run[i - 1] ?? 0) + (amt[i] ?? 0));
  const newestFirst = run.every((r, i) => i === 0 || run[i - 1] === r + (amt[i - 1] ?? 0));
  if (!oldestFirst && !newestFirst) {
    const at = run.findIndex((r, i) => i > 0 && r !== (run[i - 1] ?? 0) + (amt[i] ?? 0));
    throw new StatementFormatError(
      nodes[at]?.line ?? 0,
      `The running balance (ACCTBAL) ${amountText(run[at] ?? 0)} does not follow from the ` +
        `transaction before it (${amountText(run[at - 1] ?? 0)}) and this transaction's amount ` +
        `${amountText(amt[at] ?? 0)}.`,
    );
  }
  const last = oldestFirst ? run[run.length - 1] : run[0];
  const asOf = ofxDate(ledger, 'DTASOF');
  const newest =
    transactions
      .map((t) => t.date)
      .sort()
      .pop() ?? '';
  if (closing === undefined || last === undefined || (asOf ?? '') > (endDate ?? newest)) return;
  if (closing !== last)
    throw new StatementFormatError(
      ledger?.line ?? 0,
      `The ledger balance (LEDGERBAL) ${amountText(closing)} is not the running balance after ` +
        `the statement's last transaction, ${amountText(last)}.`,
    );
}

const statementNames = new Set(['STMTRS', 'CCSTMTRS']);

/** Why a file without a bank or credit card statement has none, as far as the file says. */
function noStatement(tree: OfxNode): StatementFormatError {
  const investment = findAll(tree, new Set(['INVSTMTRS']))[0];
  if (investment)
    return new StatementFormatError(
      investment.line,
      'The OFX file is an investment account statement (INVSTMTRS), not a bank or credit card statement.',
    );
  const answers = findAll(tree, new Set(['STMTTRNRS', 'CCSTMTTRNRS']));
  for (const answer of answers) {
    const status = child(answer, 'STATUS');
    const code = value(status, 'CODE');
    if (code !== undefined && code !== '0')
      return new StatementFormatError(
        status?.line ?? answer.line,
        `The bank sent an error instead of a statement: ${code} ${value(status, 'MESSAGE') ?? ''}`.trim() +
          '.',
      );
  }
  return new StatementFormatError(0, 'The OFX file has no bank or credit card statement.');
}

/** The statements of an OFX/QFX file (SGML 1.x or XML 2.x). */
export function readOfx(text: string): StatementAccount[] {
  const tree = parseTree(text);
  const found = findAll(tree, statementNames);
  if (found.length === 0) throw noStatement(tree);
  return found.map(statement);
}
