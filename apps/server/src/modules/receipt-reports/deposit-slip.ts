import { queryRows, sql } from '@hoa/db';
import { formatDate, TxnTypeId } from '@hoa/domain';
import type { ReportData, ReportRow } from '../../documents/index';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { arScope, money } from '../ar-reports/index';
import { depositLabel, receiptRows, type ReceiptQuery } from './receipt-rows';

export const DepositSlipMessages = {
  chooseDeposit: 'Choose a deposit: a bank account and a deposit date, or a lockbox batch.',
} as const;

/**
 * Deposit slip: the checks of one deposit (a lockbox batch, or the receipts entered for a bank
 * account on a date; direct debits are not checks and stay off), with their count and total.
 */
export async function depositSlip(ctx: RequestContext, q: ReceiptQuery): Promise<ReportData> {
  const s = await arScope(ctx, q);
  const batch = q.lockboxBatchId ?? null;
  if (batch === null && (q.bankAccountId === undefined || q.depositDate === undefined)) {
    throw badRequest(DepositSlipMessages.chooseDeposit);
  }
  const [bank] = await queryRows<{ name: string; number: string }>(
    ctx.tx,
    batch === null
      ? sql`select account_name as name, account_number as number from bank_accounts
             where id = ${q.bankAccountId ?? 0} and community_agent_id = ${s.communityAgentId}`
      : sql`select ba.account_name as name, ba.account_number as number
              from lockbox_batches b join bank_accounts ba on ba.id = b.bank_account_id
             where b.id = ${batch} and b.community_agent_id = ${s.communityAgentId}`,
  );
  if (!bank) throw notFound();
  const checks = await receiptRows(
    ctx,
    s.communityAgentId,
    batch === null
      ? sql`lb.id is null and not (ia.is_direct_debit or i.txn_type_id = ${TxnTypeId.DirectDebit})
            and i.event_date = ${q.depositDate ?? ''}::date and ba.id = ${q.bankAccountId ?? 0}`
      : sql`lb.id = ${batch}`,
  );
  const total = checks.reduce((sum, r) => sum + r.amount, 0);
  const rows: ReportRow[] = checks.map((r, n) => ({
    cells: {
      n: n + 1,
      check: r.checkNumber,
      payer: r.ownerName,
      account: r.account,
      receipt: r.itemId,
      amount: r.amount,
    },
  }));
  rows.push({
    cells: {
      payer: `${String(checks.length)} check${checks.length === 1 ? '' : 's'}`,
      amount: total,
    },
    style: 'total',
  });
  const first = checks[0];
  return {
    title: 'Deposit Slip',
    subtitle: [
      ...s.heading,
      `${bank.name} · account ending ${bank.number.slice(-4)}`,
      `Deposit ${formatDate(first?.depositDate ?? q.depositDate ?? '')}${first ? ` · ${depositLabel(first)}` : ''}`,
    ],
    columns: [
      { key: 'n', title: '#', kind: 'number', width: 0.5 },
      { key: 'check', title: 'Check #', kind: 'text', width: 1 },
      { key: 'payer', title: 'Payer', kind: 'text', width: 2.5 },
      { key: 'account', title: 'Account', kind: 'text', width: 1 },
      { key: 'receipt', title: 'Receipt #', kind: 'number', width: 1 },
      money('amount', 'Amount'),
    ],
    rows,
    fileName: `Deposit Slip ${s.community} ${first?.depositDate ?? q.depositDate ?? ''}`,
  };
}
