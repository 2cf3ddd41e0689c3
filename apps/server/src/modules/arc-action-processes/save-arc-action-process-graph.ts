import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import {
  assignProcessCodes,
  requireActionProcess,
  saveProcessGraph,
  selectProcessCodes,
} from '../ccr-actions/index';
import { ArcProcessKind } from './arc-process-kind';

type Save = typeof contract.arcActionProcesses.SaveArcActionProcessGraph;

/**
 * ArcActionProcess/SaveArcActionProcessGraph: adds (community create) or edits an ARC process with
 * its levels by the CCR processes' save (same rules, ARC_Letter levels), then, when TopsCodeIds is
 * given, makes them its architectural codes; all or nothing.
 */
export async function saveArcActionProcessGraph(
  ctx: RequestContext,
  { body }: InputOf<Save>,
): Promise<ResponseOf<Save>> {
  requireClaim(ctx, 'community', 'update');
  const { TopsCodeIds, ...graph } = body;
  const saved = await saveProcessGraph(ctx, graph, ArcProcessKind);
  if (TopsCodeIds !== undefined) {
    const process = await requireActionProcess(ctx, saved.ActionProcessId, ArcProcessKind);
    await assignProcessCodes(ctx, process, TopsCodeIds, ArcProcessKind);
  }
  const arcCodes = await selectProcessCodes(
    ctx,
    sql`c.action_process_id = ${saved.ActionProcessId}`,
    ArcProcessKind,
  );
  return { ActionProcess: { ...saved, CodeCount: arcCodes.length }, ArcCodes: arcCodes };
}
