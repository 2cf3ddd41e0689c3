import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { readSetupState } from './setup-facts';

type HasImportedBeginningBalances = typeof contract.communitySetup.HasImportedBeginningBalances;

export async function hasImportedBeginningBalances(
  ctx: RequestContext,
  input: InputOf<HasImportedBeginningBalances>,
): Promise<ResponseOf<HasImportedBeginningBalances>> {
  const communityAgentId = input.query.communityAgentId;
  requireClaim(ctx, 'glaccounts', 'read');
  await requireCommunity(ctx, communityAgentId);
  const state = await readSetupState(ctx, communityAgentId);
  return state.facts.HasImportedBeginningBalances;
}
