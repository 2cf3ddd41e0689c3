import { queryRows, sql } from '@hoa/db';
import { ArcActionProcess, type ArcProcessUsage } from '@hoa/domain';
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

/**
 * What uses a process: the codes that follow it. Architectural requests (item type 97) do not
 * exist yet; when they keep their process, their count joins here.
 */
export async function arcProcessUsage(
  ctx: RequestContext,
  actionProcessId: number,
): Promise<ArcProcessUsage> {
  const [row] = await queryRows<{ codes: number }>(
    ctx.tx,
    sql`select count(*)::int as codes from action_process_codes
         where action_process_id = ${actionProcessId}`,
  );
  return { CodeCount: row?.codes ?? 0, RequestCount: 0 };
}
