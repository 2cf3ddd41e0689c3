import type { contract, ResponseOf } from '@hoa/contract';
import type { AppDeps } from '../../http/request-context';

/**
 * What the sign-in page shows before sign-in: the demo company's sign-ins while the server runs
 * the demo (main.ts passes them only then), none on any other database.
 */
export function getSignInHints(
  deps: AppDeps,
): Promise<ResponseOf<typeof contract.auth.GetSignInHints>> {
  return Promise.resolve({ demoSignIns: [...(deps.demoSignIns ?? [])] });
}
