import type { LockboxPayment } from '@hoa/contract';
import { formatDate, StatusId } from '@hoa/domain';
import type { ReportData, ReportRow } from '../../documents/index';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { money } from '../ar-reports/index';
import { readBatch } from '../lockbox/index';
import type { ReceiptQuery } from './receipt-rows';

export const LockboxReportMessages = {
  chooseBatch: 'Choose a lockbox batch.',
} as const;

const count = (n: number) => `${String(n)} payment${n === 1 ? '' : 's'}`;
const total = (list: readonly LockboxPayment[]) => list.reduce((s, p) => s + p.Amount, 0);

/**
 * Lockbox report of a batch: its payments in three parts (matched to an owner, exceptions that stop
 * posting, removed), each with its count and total, and the batch total of what is not removed.
 */
export async function lockboxReport(ctx: RequestContext, q: ReceiptQuery): Promise<ReportData> {
  if (q.lockboxBatchId === undefined) throw badRequest(LockboxReportMessages.chooseBatch);
  const batch = await readBatch(ctx, q.lockboxBatchId);
  if (batch.CommunityAgentId !== q.communityAgentId) throw notFound();
  const parts: [string, LockboxPayment[]][] = [
    ['Matched', batch.Payments.filter((p) => !p.IsRemoved && p.Exception === null)],
    ['Exceptions', batch.Payments.filter((p) => !p.IsRemoved && p.Exception !== null)],
    ['Removed', batch.Payments.filter((p) => p.IsRemoved)],
  ];
  const rows: ReportRow[] = [];
  for (const [name, list] of parts) {
    if (list.length === 0) continue;
    rows.push({ cells: { owner: name }, style: 'section' });
    for (const p of [...list].sort((a, b) => a.LineNumber - b.LineNumber)) {
      rows.push({
        cells: {
          line: p.LineNumber,
          account: p.AccountNumber,
          owner: p.OwnerName ?? p.PayerName,
          check: p.CheckNumber,
          checkDate: p.CheckDate,
          status: p.IsRemoved ? 'Removed' : (p.Exception ?? (p.TopsItemId ? 'Posted' : 'Ready')),
          amount: p.Amount,
        },
        indent: 1,
      });
    }
    rows.push({
      cells: { owner: `${name}: ${count(list.length)}`, amount: total(list) },
      style: 'subtotal',
    });
  }
  const live = batch.Payments.filter((p) => !p.IsRemoved);
  rows.push({
    cells: { owner: `Batch total: ${count(live.length)}`, amount: total(live) },
    style: 'total',
  });
  const status = batch.TopsStatusId === StatusId.Posted ? 'Posted' : 'Unposted';
  return {
    title: 'Lockbox Report',
    subtitle: [
      ctx.user.companyName,
      batch.CommunityName,
      `Batch #${String(batch.LockboxBatchId)} · ${batch.BankAccountName} · deposit ${formatDate(batch.DepositDate)} · ${batch.FileName}`,
      status,
    ],
    columns: [
      { key: 'line', title: 'Line', kind: 'number', width: 0.6 },
      { key: 'account', title: 'Account', kind: 'text', width: 1.1 },
      { key: 'owner', title: 'Owner / payer', kind: 'text', width: 2.4 },
      { key: 'check', title: 'Check #', kind: 'text', width: 1 },
      { key: 'checkDate', title: 'Check date', kind: 'date', width: 1 },
      { key: 'status', title: 'Status', kind: 'text', width: 2.6 },
      money('amount', 'Amount'),
    ],
    rows,
    orientation: 'landscape',
    fileName: `Lockbox Report ${batch.CommunityName} batch ${String(batch.LockboxBatchId)}`,
  };
}
