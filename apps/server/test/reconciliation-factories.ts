import { contract } from '@hoa/contract';
import { callApi } from './api';
import {
  accounts,
  bankAccounts,
  bankStatements,
  bankTransactions,
  costCenters,
  type Tx,
} from '@hoa/db';
import { AccountTypeId, ApPaymentMethod, InboxState, TxnTypeId } from '@hoa/domain';
import { postEntries } from '../src/modules/gl/index';
import { payInvoices } from '../src/modules/payables/index';
import type { Harness } from './app-harness';
import { newEntryItem } from './ledger-factories';
import { insertInvoice, payablesWorld, type PayablesWorld } from './payables-factories';

/** A payables world with a second (reserve) bank account on its own cash GL account. */
export interface ReconWorld extends PayablesWorld {
  reserveAccountId: number;
  reserveCashId: number;
}

export async function reconWorld(h: Harness): Promise<ReconWorld> {
  const w = await payablesWorld(h);
  const { reserveAccountId, reserveCashId } = await w.inTx(async (tx) => {
    const [cash] = await tx
      .insert(accounts)
      .values({
        companyId: w.companyId,
        communityAgentId: w.communityId,
        accountNumber: '1010',
        accountName: 'Reserve Cash',
        accountTypeId: AccountTypeId.Cash,
      })
      .returning({ id: accounts.id });
    const [bank] = await tx.select({ bankAgentId: bankAccounts.bankAgentId }).from(bankAccounts);
    if (!cash || !bank) throw new Error('no reserve account');
    const [reserve] = await tx
      .insert(bankAccounts)
      .values({
        companyId: w.companyId,
        bankAgentId: bank.bankAgentId,
        communityAgentId: w.communityId,
        accountName: 'Reserve',
        accountNumber: '000987654321',
        glAccountId: cash.id,
      })
      .returning({ id: bankAccounts.id });
    if (!reserve) throw new Error('no reserve bank account');
    return { reserveAccountId: reserve.id, reserveCashId: cash.id };
  });
  return { ...w, reserveAccountId, reserveCashId };
}

/** Printed checks of the operating account, each paying one approved invoice of its amount. */
export async function payChecks(
  w: PayablesWorld,
  checks: readonly { checkNumber: string; amountCents: number; date: string }[],
): Promise<{ paymentId: number; itemId: number }[]> {
  const invoices: number[] = [];
  for (const c of checks) {
    invoices.push(
      await insertInvoice(w, {
        invoiceDate: c.date,
        inboxState: InboxState.Approved,
        lines: [{ accountId: w.books.account.expense, amountCents: c.amountCents }],
      }),
    );
  }
  return w.inTx((tx) =>
    payInvoices(
      tx,
      w.companyId,
      null,
      checks.map((c, i) => ({
        communityAgentId: w.communityId,
        bankAccountId: w.bankAccountId,
        vendorAgentId: w.vendorId,
        txnTypeId: TxnTypeId.PrintChecks,
        method: ApPaymentMethod.PrintedCheck,
        checkNumber: c.checkNumber,
        paymentDate: c.date,
        invoices: [{ itemId: invoices[i] ?? 0, amountCents: c.amountCents }],
      })),
    ),
  );
}

/** A posted entry debiting one account and crediting another; returns its item. */
export function postCashEntry(
  w: PayablesWorld,
  spec: {
    date: string;
    amountCents: number;
    debit: number;
    credit: number;
    description: string;
    /** Both lines' cost center. */
    costCenterId?: number;
  },
): Promise<number> {
  return w.inTx(async (tx: Tx) => {
    const itemId = await newEntryItem(tx, w.companyId, w.communityId, spec.date);
    await postEntries(tx, w.companyId, [
      {
        itemId,
        communityAgentId: w.communityId,
        postDate: spec.date,
        lines: [
          {
            accountId: spec.debit,
            costCenterId: spec.costCenterId ?? null,
            debitCents: spec.amountCents,
            creditCents: 0,
            description: spec.description,
          },
          {
            accountId: spec.credit,
            costCenterId: spec.costCenterId ?? null,
            debitCents: 0,
            creditCents: spec.amountCents,
            description: spec.description,
          },
        ],
      },
    ]);
    return itemId;
  });
}

export interface BankLineSpec {
  date: string;
  amountCents: number;
  type?: string;
  checkNumber?: string | null;
  description?: string;
}

/** An imported statement of a bank account with its lines, stored directly. */
export async function insertStatement(
  w: PayablesWorld,
  bankAccountId: number,
  spec: {
    startDate: string;
    endDate: string;
    openingCents: number;
    lines: readonly BankLineSpec[];
    fileKey?: string | null;
  },
): Promise<{ statementId: number; transactionIds: number[] }> {
  const closing = spec.lines.reduce((s, l) => s + l.amountCents, spec.openingCents);
  return w.inTx(async (tx) => {
    const [statement] = await tx
      .insert(bankStatements)
      .values({
        companyId: w.companyId,
        bankAccountId,
        fileName: `statement-${spec.endDate}.csv`,
        format: 'CSV',
        fileHash: `${bankAccountId}-${spec.endDate}-${Math.random()}`.padEnd(64, '0').slice(0, 64),
        fileKey: spec.fileKey ?? null,
        startDate: spec.startDate,
        endDate: spec.endDate,
        openingBalanceCents: spec.openingCents,
        closingBalanceCents: closing,
        transactionCount: spec.lines.length,
      })
      .returning({ id: bankStatements.id });
    if (!statement) throw new Error('no statement');
    const rows =
      spec.lines.length === 0
        ? []
        : await tx
            .insert(bankTransactions)
            .values(
              spec.lines.map((l, i) => ({
                companyId: w.companyId,
                bankAccountId,
                statementId: statement.id,
                transactionDate: l.date,
                amountCents: l.amountCents,
                transactionType:
                  l.type ?? (l.checkNumber ? 'check' : l.amountCents > 0 ? 'deposit' : 'debit'),
                checkNumber: l.checkNumber ?? null,
                description: l.description ?? null,
                fitId: `${statement.id}-${i}`,
              })),
            )
            .returning({ id: bankTransactions.id });
    return { statementId: statement.id, transactionIds: rows.map((r) => r.id) };
  });
}

/** A cost center of a community; returns its id. */
export function insertCostCenter(
  w: PayablesWorld,
  spec: { communityAgentId?: number; number: string; name: string },
): Promise<number> {
  return w.inTx(async (tx) => {
    const [row] = await tx
      .insert(costCenters)
      .values({
        companyId: w.companyId,
        communityAgentId: spec.communityAgentId ?? w.communityId,
        costCenterNumber: spec.number,
        costCenterName: spec.name,
      })
      .returning({ id: costCenters.id });
    if (!row) throw new Error('no cost center');
    return row.id;
  });
}

/**
 * A month of the operating account: four checks (1003 outstanding at the month's end), two
 * deposits, a transfer out to the reserve account, and a March statement with a bank fee the
 * books lack.
 */
export async function reconMarch(h: Harness) {
  const w = await reconWorld(h);
  const checks = await payChecks(w, [
    { checkNumber: '1001', amountCents: 25_000, date: '2026-03-02' },
    { checkNumber: '1002', amountCents: 120_050, date: '2026-03-05' },
    { checkNumber: '1003', amountCents: 7_500, date: '2026-03-20' },
    { checkNumber: '1004', amountCents: 30_000, date: '2026-03-10' },
  ]);
  const cash = w.books.account.cash;
  const deposit = (date: string, amountCents: number) =>
    postCashEntry(w, {
      date,
      amountCents,
      debit: cash,
      credit: w.books.account.income,
      description: 'Deposit',
    });
  const deposits = [await deposit('2026-03-03', 500_000), await deposit('2026-03-15', 250_000)];
  const transfer = await postCashEntry(w, {
    date: '2026-03-12',
    amountCents: 100_000,
    debit: w.reserveCashId,
    credit: cash,
    description: 'Transfer to reserve',
  });
  const lines = [
    { date: '2026-03-04', amountCents: 500_000 },
    { date: '2026-03-06', amountCents: -25_000, checkNumber: '1001' },
    { date: '2026-03-09', amountCents: -120_050, checkNumber: '1002' },
    { date: '2026-03-12', amountCents: -100_000, type: 'transfer' },
    { date: '2026-03-14', amountCents: -30_000, checkNumber: '0001004' },
    { date: '2026-03-16', amountCents: 250_000 },
    { date: '2026-03-31', amountCents: -1_500, type: 'fee', description: 'SERVICE FEE' },
  ];
  const statement = await insertStatement(w, w.bankAccountId, {
    startDate: '2026-03-01',
    endDate: '2026-03-31',
    openingCents: 0,
    lines,
  });
  const ending = lines.reduce((s, l) => s + l.amountCents, 0);
  return { w, checks, deposits, transfer, statement, ending };
}

/** Saves the account's March statement (dated 2026-03-31) with this ending balance. */
export function saveMarchStatement(h: Harness, w: ReconWorld, endingCents: number) {
  return callApi(
    h.app,
    contract.bankReconciliation.SaveReconciliation,
    {
      body: {
        BankAccountId: w.bankAccountId,
        StatementDate: '2026-03-31',
        StatementEndingBalance: endingCents,
      },
    },
    w.token,
  );
}
