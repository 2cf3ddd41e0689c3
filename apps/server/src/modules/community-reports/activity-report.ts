import type { ActivityReportQuery } from '@hoa/contract';
import { ActivityReportPage, findCommunityFeed } from '@hoa/domain';
import type { z } from 'zod';
import type { ReportColumn, ReportData } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { communityFeedScope, readFeed } from '../activity/index';
import { arScope } from '../ar-reports/index';
import { reportRange } from './report-range';

type Query = z.output<typeof ActivityReportQuery>;

const columns: ReportColumn[] = [
  { key: 'date', title: 'Date', kind: 'date' },
  { key: 'item', title: 'Item #', kind: 'number' },
  { key: 'type', title: 'Type', kind: 'text', width: 1.6 },
  { key: 'agent', title: 'Concerns', kind: 'text', width: 2 },
  { key: 'status', title: 'Status', kind: 'text', width: 1.1 },
  { key: 'reference', title: 'Reference', kind: 'text', width: 1.2 },
  { key: 'comments', title: 'Comments', kind: 'text', width: 2.6 },
  { key: 'amount', title: 'Amount', kind: 'money' },
];

/**
 * Activity (GET /Report/Activity): every item of one of the community's feeds (all activity by
 * default) dated in the range, newest first, read as the feed reads it (the caller's readable
 * types, the feed's default statuses) in one page of skip 0 and take 999999999 (spec 3 §7).
 */
export async function activityReport(ctx: RequestContext, q: Query): Promise<ReportData> {
  const range = reportRange(q);
  const feed = findCommunityFeed(q.feed ?? 'Community');
  if (!feed) throw new Error(`No feed ${String(q.feed)}`);
  const page = await readFeed(
    ctx,
    {
      ...(await communityFeedScope(ctx, { communityAgentId: q.communityAgentId, ...range })),
      txnTypeIds: feed.TxnTypeIds,
      agentTypeIds: feed.AgentTypeIds,
    },
    ActivityReportPage,
  );
  const s = await arScope(ctx, { communityAgentId: q.communityAgentId, ...range });
  const amount = page.Items.reduce((sum, i) => sum + i.Amount, 0);
  return {
    title: 'Activity',
    subtitle: [...s.heading, `${feed.Label} · ${range.line}`],
    columns,
    rows: [
      ...page.Items.map((i) => ({
        cells: {
          date: i.EventDate,
          item: i.TopsItemId,
          type: i.TxnTypeName,
          agent: i.AgentName ?? '',
          status: i.StatusName,
          reference: i.Reference ?? '',
          comments: i.Comments ?? '',
          amount: i.Amount,
        },
      })),
      {
        cells: {
          type: `Total: ${String(page.TotalCount)} item${page.TotalCount === 1 ? '' : 's'}`,
          amount,
        },
        style: 'total' as const,
      },
    ],
    orientation: 'landscape',
    fileName: `Activity ${s.community} ${range.startDate} ${range.endDate}`,
  };
}
