import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { CodeTypeId } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import { requireActionProcess } from './action-process-rows';

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
  const codeIds = [...new Set(body.TopsCodeIds)];
  const found = await queryRows<{ id: string | number }>(
    ctx.tx,
    sql`select id from codes
         where id = any(${idArray(codeIds)}) and community_agent_id = ${process.communityAgentId}
           and code_type_id = ${CodeTypeId.CcrCode}`,
  );
  if (found.length !== codeIds.length) throw appError('ActionProcessNotCcrCode');
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
  return { ActionProcessId: process.id, TopsCodeIds: codeIds.sort((a, b) => a - b) };
}
