import { queryRows, sql } from '@hoa/db';
import { ArcActionProcess, StatusId, type ArcProcessUsage } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import type { ProcessKind } from '../ccr-actions/index';

/**
 * ARC action processes (type 13) through the CCR machinery: ARC_Letter levels, architectural codes
 * (type 20), the community claim (the spec keeps architectural process edits out of the CCR access
 * check) and the ARC refusals.
 */
export const ArcProcessKind: ProcessKind = {
  ...ArcActionProcess,
  claim: 'community',
  notOfCommunity: 'ArcActionProcessNotArc',
  codeNotOfKind: 'ArcActionProcessNotArcCode',
  templateNotUsable: 'ArcActionProcessTemplateNotUsable',
};

/** What uses a process: the codes that follow it and the live requests (item type 97) made under it. */
export async function arcProcessUsage(
  ctx: RequestContext,
  actionProcessId: number,
): Promise<ArcProcessUsage> {
  const [row] = await queryRows<{ codes: number; requests: number }>(
    ctx.tx,
    sql`select (select count(*)::int from action_process_codes
                 where action_process_id = ${actionProcessId}) as codes,
               (select count(*)::int from architectural_requests r
                  join items i on i.id = r.item_id and i.status_id <> ${StatusId.Deleted}
                 where r.action_process_id = ${actionProcessId}) as requests`,
  );
  return { CodeCount: row?.codes ?? 0, RequestCount: row?.requests ?? 0 };
}
