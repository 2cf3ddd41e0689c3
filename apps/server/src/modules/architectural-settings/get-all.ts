import type { contract, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { selectArchitecturalSettings } from './settings-rows';

type GetAll = typeof contract.architecturalSettings.GetAll;

/** ArchitecturalSettings/GetAll: the settings of every community on the caller's list. */
export function getAll(ctx: RequestContext): Promise<ResponseOf<GetAll>> {
  requireClaim(ctx, 'community', 'read');
  return selectArchitecturalSettings(ctx);
}
