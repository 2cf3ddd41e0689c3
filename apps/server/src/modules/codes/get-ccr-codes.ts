import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { requireActionProcess, selectProcessCodes } from '../ccr-actions/index';

type C = typeof contract.codes;

/** Code/Index (spec 3 §7 'Action processes'): a community's CCR codes with their process. */
export async function getCodeIndex(
  ctx: RequestContext,
  { query }: InputOf<C['Index']>,
): Promise<ResponseOf<C['Index']>> {
  requireClaim(ctx, 'ccrviolations', 'read');
  await requireCommunity(ctx, query.cmtyAgentId);
  return selectProcessCodes(ctx, sql`k.community_agent_id = ${query.cmtyAgentId}`);
}

/** Code/GetCodesByActionProcess: the CCR codes that follow a process. */
export async function getCodesByActionProcess(
  ctx: RequestContext,
  { query }: InputOf<C['GetCodesByActionProcess']>,
): Promise<ResponseOf<C['GetCodesByActionProcess']>> {
  requireClaim(ctx, 'ccrviolations', 'read');
  const process = await requireActionProcess(ctx, query.actionProcessId);
  return selectProcessCodes(ctx, sql`c.action_process_id = ${process.id}`);
}
