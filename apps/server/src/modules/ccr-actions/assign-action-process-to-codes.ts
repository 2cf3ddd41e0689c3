import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import {
  CcrProcessKind,
  requireActionProcess,
  type ProcessFacts,
  type ProcessKind,
} from './action-process-rows';

type Assign = typeof contract.ccrActions.AssignActionProcessToCodes;

/**
 * CcrAction/AssignActionProcessToCodes: the process's codes become exactly those listed, CCR
 * codes (type 7) of its community; a listed code leaves the process it followed, and a code of
 * the process not listed follows none.
 */
export async function assignActionProcessToCodes(
  ctx: RequestContext,
  { body }: InputOf<Assign>,
): Promise<ResponseOf<Assign>> {
  requireClaim(ctx, 'ccrviolations', 'update');
  const process = await requireActionProcess(ctx, body.ActionProcessId);
  const codeIds = await assignProcessCodes(ctx, process, body.TopsCodeIds, CcrProcessKind);
  return { ActionProcessId: process.id, TopsCodeIds: codeIds };
}

/**
 * The process's codes become exactly those listed (codes of the kind's type and the process's
 * community, else the kind's refusal), taken from any other process; its others follow none.
 * Answers the ids, ascending.
 */
export async function assignProcessCodes(
  ctx: RequestContext,
  process: ProcessFacts,
  topsCodeIds: readonly number[],
  kind: ProcessKind,
): Promise<number[]> {
  const codeIds = [...new Set(topsCodeIds)];
  const found = await queryRows<{ id: string | number }>(
    ctx.tx,
    sql`select id from codes
         where id = any(${idArray(codeIds)}) and community_agent_id = ${process.communityAgentId}
           and code_type_id = ${kind.codeTypeId}`,
  );
  if (found.length !== codeIds.length) throw appError(kind.codeNotOfKind);
  await ctx.tx.execute(
    sql`delete from action_process_codes
         where action_process_id = ${process.id} and code_id <> all(${idArray(codeIds)})`,
  );
  if (codeIds.length > 0)
    await ctx.tx.execute(
      sql`insert into action_process_codes (company_id, code_id, action_process_id)
          select ${ctx.user.companyId}, code_id, ${process.id}
            from unnest(${idArray(codeIds)}) as code_id
          on conflict (code_id) do update set action_process_id = excluded.action_process_id`,
    );
  return codeIds.sort((a, b) => a - b);
}
