import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { ownerGraph } from './save-owner';
import { saveGraphs } from './save-graphs';

type SaveMultipleOwners = typeof contract.crm.SaveMultipleOwners;

/** Several owners in one transaction: all are saved, or none when one is refused. */
export function saveMultipleOwners(
  ctx: RequestContext,
  input: InputOf<SaveMultipleOwners>,
): Promise<ResponseOf<SaveMultipleOwners>> {
  return saveGraphs(ctx, input.body.map(ownerGraph));
}
