import { isValidIsoDate } from '../dates';
import {
  StatementFormatError,
  amountText,
  compact,
  DefaultStatementCurrency,
  decimalCents,
  mergeAccounts,
  type StatementAccount,
  type StatementTransaction,
  type StatementTransactionType,
} from './types';
import { at, childrenNamed, descendants, parseXml, textAt, type XmlNode } from './xml';

// ISO 20022 camt.053 (BkToCstmrStmt/Stmt) and camt.054 (BkToCstmrDbtCdtNtfctn/Ntfctn), any
// version (001.02 to 001.08). One transaction per booked entry (Ntry): its amount signed by
// CdtDbtInd, dated by its booking date, else its value date (BookgDt is optional), else, in a
// camt.054 notification, the date the notification was created; entries with status PDNG, INFO or
// FUTR are not booked and are left out. Balances: OPBD (else PRCD) opening, CLBD closing, CLAV
// available. Statements of the same account are merged.
//
// Currency: the account's (Acct/Ccy), else its amounts' Ccy; every entry and balance amount of a
// statement must be in it. Control total: where a statement gives both an opening and a closing
// balance, the opening plus its booked entries is the closing balance, or the file is refused.
// Some banks (PostFinance) state the closing balance by value date: then the entries valued after
// the closing balance's date make the difference, and the forward available balance (FWAV), when
// given, includes them; that reconciles too.

const isoDay = (text: string | undefined) => {
  const day = text?.slice(0, 10);
  return day && isValidIsoDate(day) ? day : undefined;
};

function signedAmount(node: XmlNode, what: string): number {
  const amt = at(node, 'Amt');
  const cents = decimalCents(amt?.text ?? '');
  if (cents === null)
    throw new StatementFormatError(
      amt?.line ?? node.line,
      `${what} amount "${amt?.text ?? ''}" is not an amount.`,
    );
  const side = textAt(node, 'CdtDbtInd');
  if (side !== undefined && side !== 'CRDT' && side !== 'DBIT')
    throw new StatementFormatError(
      node.line,
      `${what} CdtDbtInd "${side}" is neither CRDT nor DBIT.`,
    );
  return side === 'DBIT' ? -cents : cents;
}

function balance(
  stmt: XmlNode,
  code: string,
): { cents: number; day?: string; line: number } | undefined {
  const bal = childrenNamed(stmt, 'Bal').find((b) => textAt(b, 'Tp/CdOrPrtry/Cd') === code);
  if (!bal) return undefined;
  return {
    line: bal.line,
    cents: signedAmount(bal, `Balance ${code}`),
    day: isoDay(textAt(bal, 'Dt/Dt') ?? textAt(bal, 'Dt/DtTm')),
  };
}

const firstText = (nodes: readonly (string | undefined)[]) =>
  nodes.find((t) => t !== undefined && t !== 'NOTPROVIDED');

function kind(entry: XmlNode, cents: number, checkNumber?: string): StatementTransactionType {
  const family = textAt(entry, 'BkTxCd/Domn/Fmly/Cd') ?? '';
  const sub = textAt(entry, 'BkTxCd/Domn/Fmly/SubFmlyCd') ?? '';
  if (checkNumber || family.endsWith('CHQ')) return 'check';
  if (['CHRG', 'COMM', 'FEES'].includes(sub) || family === 'CHRG') return 'fee';
  if (sub === 'INTR' || family === 'INTR') return 'interest';
  if (sub === 'BOOK' || sub === 'XBCT' || family === 'ICDT' || family === 'RCDT')
    return cents < 0 ? 'transfer' : 'credit';
  return cents < 0 ? 'debit' : 'credit';
}

const entryDay = (node: XmlNode, path: string) =>
  isoDay(textAt(node, `${path}/Dt`) ?? textAt(node, `${path}/DtTm`));

function entry(node: XmlNode, reported: string | undefined): StatementTransaction {
  const cents = signedAmount(node, 'Entry');
  const date = entryDay(node, 'BookgDt') ?? entryDay(node, 'ValDt') ?? reported;
  if (!date) throw new StatementFormatError(node.line, 'The entry has no booking or value date.');
  const details = descendants(node, 'TxDtls');
  const first = details[0];
  const checkNumber = descendants(node, 'ChqNb')[0]?.text || undefined;
  const party = (role: string) =>
    textAt(first, `RltdPties/${role}/Nm`) ?? textAt(first, `RltdPties/${role}/Pty/Nm`);
  return compact({
    date,
    amountCents: cents,
    type: kind(node, cents, checkNumber),
    checkNumber,
    reference: firstText([
      textAt(first, 'Refs/EndToEndId'),
      textAt(first, 'RmtInf/Strd/CdtrRefInf/Ref'),
      textAt(node, 'NtryRef'),
    ]),
    description: firstText([
      textAt(node, 'AddtlNtryInf'),
      textAt(first, 'RmtInf/Ustrd'),
      textAt(first, 'AddtlTxInf'),
      cents < 0 ? party('Cdtr') : party('Dbtr'),
    ]),
    fitId: textAt(node, 'AcctSvcrRef'),
  });
}

const notBooked = new Set(['PDNG', 'INFO', 'FUTR']);

/** The amounts of a statement that are not in its account's currency make it unreadable. */
function checkCurrency(stmt: XmlNode, currency: string) {
  for (const node of [...childrenNamed(stmt, 'Bal'), ...childrenNamed(stmt, 'Ntry')]) {
    const amt = at(node, 'Amt');
    const ccy = amt?.attributes.Ccy?.toUpperCase();
    if (ccy && ccy !== currency) {
      const what =
        node.name === 'Bal'
          ? `The balance ${textAt(node, 'Tp/CdOrPrtry/Cd') ?? textAt(node, 'Tp/CdOrPrtry/Prtry') ?? ''}`
          : 'The entry';
      throw new StatementFormatError(
        amt?.line ?? node.line,
        `${what.trim()} is in ${ccy}, but the statement's account is in ${currency}.`,
      );
    }
  }
}

/** Opening balance plus booked entries must make the closing balance (see above). */
function checkBalances(
  stmt: XmlNode,
  booked: readonly { cents: number; valueDay?: string }[],
  account: string,
) {
  const opening = balance(stmt, 'OPBD') ?? balance(stmt, 'PRCD');
  const closing = balance(stmt, 'CLBD');
  if (!opening || !closing) return;
  const sum = booked.reduce((k, e) => k + e.cents, 0);
  if (opening.cents + sum === closing.cents) return;
  const forward = balance(stmt, 'FWAV');
  if (closing.day && (!forward || forward.cents === opening.cents + sum)) {
    const byValue = booked
      .filter((e) => e.valueDay === undefined || e.valueDay <= (closing.day ?? ''))
      .reduce((k, e) => k + e.cents, 0);
    if (opening.cents + byValue === closing.cents) return;
  }
  const id = textAt(stmt, 'Id');
  throw new StatementFormatError(
    closing.line,
    `camt statement ${id ? `${id} ` : ''}of account ${account}: the opening balance ` +
      `${amountText(opening.cents)} and the entries (${amountText(sum)}) make ` +
      `${amountText(opening.cents + sum)}, not the closing balance (CLBD) ${amountText(closing.cents)}.`,
  );
}

function statement(stmt: XmlNode, isNotification: boolean): StatementAccount {
  const booked = childrenNamed(stmt, 'Ntry').filter(
    (n) => !notBooked.has(textAt(n, 'Sts/Cd') ?? textAt(n, 'Sts') ?? ''),
  );
  const accountNumber = textAt(stmt, 'Acct/Id/IBAN') ?? textAt(stmt, 'Acct/Id/Othr/Id');
  const currency = (
    textAt(stmt, 'Acct/Ccy') ??
    at(booked[0], 'Amt')?.attributes.Ccy ??
    at(childrenNamed(stmt, 'Bal')[0], 'Amt')?.attributes.Ccy ??
    DefaultStatementCurrency
  ).toUpperCase();
  checkCurrency(stmt, currency);
  const reported = isNotification ? isoDay(textAt(stmt, 'CreDtTm')) : undefined;
  const transactions = booked.map((n) => entry(n, reported));
  checkBalances(
    stmt,
    booked.map((n, i) => ({
      cents: transactions[i]?.amountCents ?? 0,
      valueDay: entryDay(n, 'ValDt'),
    })),
    accountNumber ?? '',
  );
  const closing = balance(stmt, 'CLBD');
  const days = transactions.map((t) => t.date).sort();
  const from = isoDay(textAt(stmt, 'FrToDt/FrDtTm'));
  const to = isoDay(textAt(stmt, 'FrToDt/ToDtTm')) ?? closing?.day;
  const startDate = [from, days[0]].filter((d) => d !== undefined).sort()[0];
  const endDate = [to, days[days.length - 1]]
    .filter((d) => d !== undefined)
    .sort()
    .pop();
  return compact({
    accountNumber,
    currency,
    openingBalanceCents: (balance(stmt, 'OPBD') ?? balance(stmt, 'PRCD'))?.cents,
    closingBalanceCents: closing?.cents,
    availableBalanceCents: balance(stmt, 'CLAV')?.cents,
    startDate,
    endDate,
    transactions,
  });
}

/** The camt message's kind, from its root element under Document. */
export function camtKind(root: XmlNode): 'CAMT053' | 'CAMT054' | undefined {
  const message = at(root, 'Document')?.children[0]?.name;
  if (message === 'BkToCstmrStmt') return 'CAMT053';
  if (message === 'BkToCstmrDbtCdtNtfctn') return 'CAMT054';
  return undefined;
}

/** The accounts of a camt.053 or camt.054 file (already parsed). */
export function readCamtTree(root: XmlNode): StatementAccount[] {
  const message = at(root, 'Document')?.children[0];
  const kindOfFile = camtKind(root);
  if (!message || !kindOfFile)
    throw new StatementFormatError(
      0,
      'The XML file is not a camt.053 statement or camt.054 notification.',
    );
  const blocks = childrenNamed(message, kindOfFile === 'CAMT053' ? 'Stmt' : 'Ntfctn');
  if (blocks.length === 0)
    throw new StatementFormatError(message.line, 'The camt file has no statement.');
  return mergeAccounts(blocks.map((b) => statement(b, kindOfFile === 'CAMT054')));
}

/** The accounts of a camt.053 or camt.054 file. */
export function readCamt(text: string): StatementAccount[] {
  return readCamtTree(parseXml(text));
}
