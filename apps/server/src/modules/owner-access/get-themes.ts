import type { contract, ResponseOf } from '@hoa/contract';
import { PortalThemes } from '@hoa/domain';

/** OwnerAccess/GetThemes: the six portal themes. */
export function getThemes(): Promise<ResponseOf<typeof contract.ownerAccess.GetThemes>> {
  return Promise.resolve(PortalThemes.map((t) => ({ ...t })));
}
