import { isValidIsoDate } from '../dates';
import {
  StatementFormatError,
  compact,
  decimalCents,
  mergeAccounts,
  type StatementAccount,
  type StatementTransaction,
  type StatementTransactionType,
} from './types';
import { at, childrenNamed, descendants, parseXml, textAt, type XmlNode } from './xml';

// ISO 20022 camt.053 (BkToCstmrStmt/Stmt) and camt.054 (BkToCstmrDbtCdtNtfctn/Ntfctn), any
// version (001.02 to 001.08). One transaction per booked entry (Ntry): its amount signed by
// CdtDbtInd, dated by its booking date (else its value date); entries with status PDNG, INFO or
// FUTR are not booked and are left out. Balances: OPBD (else PRCD) opening, CLBD closing, CLAV
// available. Statements of the same account are merged.

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

function balance(stmt: XmlNode, code: string): { cents: number; day?: string } | undefined {
  const bal = childrenNamed(stmt, 'Bal').find((b) => textAt(b, 'Tp/CdOrPrtry/Cd') === code);
  if (!bal) return undefined;
  return {
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

function entry(node: XmlNode): StatementTransaction {
  const cents = signedAmount(node, 'Entry');
  const date =
    isoDay(textAt(node, 'BookgDt/Dt') ?? textAt(node, 'BookgDt/DtTm')) ??
    isoDay(textAt(node, 'ValDt/Dt') ?? textAt(node, 'ValDt/DtTm'));
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

function statement(stmt: XmlNode): StatementAccount {
  const booked = childrenNamed(stmt, 'Ntry').filter(
    (n) => !notBooked.has(textAt(n, 'Sts/Cd') ?? textAt(n, 'Sts') ?? ''),
  );
  const transactions = booked.map(entry);
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
    accountNumber: textAt(stmt, 'Acct/Id/IBAN') ?? textAt(stmt, 'Acct/Id/Othr/Id'),
    currency:
      textAt(stmt, 'Acct/Ccy') ??
      at(booked[0], 'Amt')?.attributes.Ccy ??
      at(childrenNamed(stmt, 'Bal')[0], 'Amt')?.attributes.Ccy,
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
  return mergeAccounts(blocks.map(statement));
}

/** The accounts of a camt.053 or camt.054 file. */
export function readCamt(text: string): StatementAccount[] {
  return readCamtTree(parseXml(text));
}
