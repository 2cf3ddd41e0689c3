import type { contract, ResponseOf } from '@hoa/contract';
import { ArchitecturalCloseTypes } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';

type Names = typeof contract.architecturalSettings.GetCloseTypeNames;

/** ArchitecturalSettings/GetCloseTypeNames: a request closes Approved (2) or Disapproved (3). */
export function getCloseTypeNames(ctx: RequestContext): Promise<ResponseOf<Names>> {
  requireClaim(ctx, 'community', 'read');
  return Promise.resolve(ArchitecturalCloseTypes.map((type) => ({ ...type })));
}
