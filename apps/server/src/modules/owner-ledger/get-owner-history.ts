import type { contract, InputOf } from '@hoa/contract';
import { addDays, formatDate, localDay } from '@hoa/domain';
import type { ReportData, ReportRow } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { withHistoricOwners } from './historic-owners';
import { ledgerOwners } from './ledger-owners';
import { ownerActivity } from './owner-activity';

type GetOwnerHistory = typeof contract.ownerLedger.GetOwnerHistory;

/**
 * Communications/GetOwnerHistory: an owner's history over a range as report data for the Excel
 * renderer. The range ends on endDate (else executedOn, else today) and starts on startDate (else
 * daysToStartFrom days earlier); historic transactions add the property's earlier owners' lines; a zero
 * balance forward starts the running balance at zero.
 */
export async function ownerHistoryData(
  ctx: RequestContext,
  input: InputOf<GetOwnerHistory>,
): Promise<ReportData> {
  const b = input.body;
  const billed = await ledgerOwners(ctx, b.propertyAgentId);
  const owners = b.includeHistoricTransactions ? await withHistoricOwners(ctx, billed) : billed;
  const endDate = b.endDate ?? b.executedOn ?? localDay(new Date());
  const startDate = b.startDate ?? addDays(endDate, -b.daysToStartFrom);
  const activity = await ownerActivity(ctx, owners, {
    startDate,
    endDate,
    includeDeleted: false,
    zeroBalanceForward: b.isZeroBalanceForward,
  });
  const rows: ReportRow[] = [
    {
      cells: { date: startDate, description: 'Balance forward', balance: activity.OpeningBalance },
      style: 'section',
    },
    ...activity.Rows.map((r) => ({
      cells: {
        date: r.PostDate,
        item: r.TopsItemId,
        type: r.TxnTypeName,
        code: r.CodeAlias,
        description: r.Description ?? r.Reference ?? '',
        charges: r.Amount > 0 ? r.Amount : null,
        credits: r.Amount < 0 ? -r.Amount : null,
        balance: r.Balance,
      },
    })),
    {
      cells: { description: 'Ending balance', balance: activity.ClosingBalance },
      style: 'total' as const,
    },
  ];
  return {
    title: 'Owner History',
    subtitle: [
      ctx.user.companyName,
      owners.name,
      `${formatDate(startDate)} - ${formatDate(endDate)}`,
      ...(b.executedOn ? [`Executed on ${formatDate(b.executedOn)}`] : []),
    ],
    columns: [
      { key: 'date', title: 'Date', kind: 'date' },
      { key: 'item', title: 'Transaction #', kind: 'number' },
      { key: 'type', title: 'Type', kind: 'text' },
      { key: 'code', title: 'Code', kind: 'text', width: 1 },
      { key: 'description', title: 'Description', kind: 'text', width: 3 },
      { key: 'charges', title: 'Charges', kind: 'money' },
      { key: 'credits', title: 'Credits', kind: 'money' },
      { key: 'balance', title: 'Balance', kind: 'money' },
    ],
    rows,
    orientation: 'landscape',
    fileName: `Owner History ${owners.name} ${endDate}`,
  };
}
