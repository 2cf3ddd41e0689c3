import { formatDate } from '@hoa/domain';
import type { ReportData, ReportRow } from '../../documents/index';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { readBatch } from './lockbox-queries';

/** The lockbox PDF of a batch: every payment with its owner or exception, and the totals. */
export async function lockboxPdfData(ctx: RequestContext, batchId: number): Promise<ReportData> {
  requireClaim(ctx, 'arlockbox', 'read');
  const batch = await readBatch(ctx, batchId);
  const live = batch.Payments.filter((p) => !p.IsRemoved);
  const rows: ReportRow[] = batch.Payments.map((p) => ({
    cells: {
      line: p.LineNumber,
      account: p.AccountNumber,
      owner: p.OwnerName ?? '',
      address: p.Address ?? '',
      check: p.CheckNumber,
      checkDate: p.CheckDate,
      status: p.IsRemoved ? 'Removed' : p.TopsItemId ? 'Posted' : (p.Exception ?? 'Ready'),
      amount: p.Amount,
    },
  }));
  rows.push({
    style: 'total',
    cells: {
      line: null,
      account: `${live.length} payments`,
      owner: '',
      address: '',
      check: '',
      checkDate: null,
      status: `${batch.ExceptionCount} exceptions`,
      amount: batch.Total,
    },
  });
  return {
    title: 'Lockbox batch',
    subtitle: [
      batch.CommunityName,
      `${batch.BankAccountName} · deposit ${formatDate(batch.DepositDate)} · ${batch.FileName}`,
      batch.PostedAt ? `Posted ${formatDate(batch.PostedAt.slice(0, 10))}` : 'Unposted',
    ],
    columns: [
      { key: 'line', title: 'Line', kind: 'number', width: 0.6 },
      { key: 'account', title: 'Account', kind: 'text', width: 1.2 },
      { key: 'owner', title: 'Owner', kind: 'text', width: 2 },
      { key: 'address', title: 'Address', kind: 'text', width: 2 },
      { key: 'check', title: 'Check #', kind: 'text', width: 1 },
      { key: 'checkDate', title: 'Check date', kind: 'date', width: 1 },
      { key: 'status', title: 'Status', kind: 'text', width: 2.6 },
      { key: 'amount', title: 'Amount', kind: 'money', width: 1.2 },
    ],
    rows,
    orientation: 'landscape',
    fileName: `lockbox-batch-${batchId}`,
  };
}
