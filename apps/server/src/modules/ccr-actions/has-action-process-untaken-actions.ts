import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { requireActionProcess } from './action-process-rows';

type HasUntaken = typeof contract.ccrActions.HasActionProcessUntakenActions;

/**
 * CcrAction/HasActionProcessUntakenActions: whether saving the process with ApplyToUntaken would
 * change an open violation, that is whether an open violation record following it has levels
 * still to take (its current level below the process's last live level).
 */
export async function hasActionProcessUntakenActions(
  ctx: RequestContext,
  { query }: InputOf<HasUntaken>,
): Promise<ResponseOf<HasUntaken>> {
  requireClaim(ctx, 'ccrviolations', 'read');
  const process = await requireActionProcess(ctx, query.actionProcessId);
  const [row] = await queryRows<{ found: boolean }>(
    ctx.tx,
    sql`select exists (
          select 1 from violation_records v
           where v.action_process_id = ${process.id} and v.state = 'Open'
             and coalesce(v.current_sequence, 0) < (
                 select coalesce(max(l.sequence), 0) from action_process_levels l
                  where l.action_process_id = ${process.id} and not l.is_deleted)
        ) as found`,
  );
  return { HasUntakenActions: row?.found ?? false };
}
