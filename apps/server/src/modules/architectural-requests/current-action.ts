import { queryRows, sql } from '@hoa/db';
import { ArchitecturalRequestMessages as M } from '@hoa/domain';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

/** The request's current action: its first not processed in Sequence. */
export interface CurrentAction {
  id: number;
  templateId: number | null;
  levelName: string;
}

/**
 * The action, locked, which must be the request's current action (the first not taken or skipped
 * in Sequence); else the take or skip is refused with the spec's text and why.
 */
export async function requireCurrentAction(
  ctx: RequestContext,
  itemId: number,
  actionId: number,
): Promise<CurrentAction> {
  const [current] = await queryRows<{
    id: string | number;
    template_id: string | number | null;
    level_name: string;
  }>(
    ctx.tx,
    sql`select x.id, x.template_id, l.level_name
          from architectural_request_actions x
          join action_process_levels l on l.id = x.level_id
         where x.item_id = ${itemId} and x.processed_on is null
         order by x.sequence, x.id limit 1
           for update of x`,
  );
  if (!current || Number(current.id) !== actionId)
    throw appError('ArchitecturalTakeSkipRefused', M.actionNotCurrent);
  return {
    id: actionId,
    templateId: current.template_id === null ? null : Number(current.template_id),
    levelName: current.level_name,
  };
}
