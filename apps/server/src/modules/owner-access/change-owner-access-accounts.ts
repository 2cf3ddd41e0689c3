import { ownerAccessAccounts, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/id-array';
import { endSessions, loadAccounts } from './accounts';

type Deactivate = typeof contract.ownerAccess.DeactivateOwnerAccessAccounts;
type Reactivate = typeof contract.ownerAccess.ReactivateOwnerAccessAccounts;

/** Sets the accounts' deactivated flag; answers how many changed. */
async function setDeactivated(
  ctx: RequestContext,
  ids: readonly number[],
  deactivated: boolean,
): Promise<number> {
  const accounts = await loadAccounts(ctx, ids);
  const changing = accounts
    .filter((a) => a.IsDeactivated !== deactivated)
    .map((a) => a.OwnerAccessAccountId);
  if (changing.length === 0) return 0;
  await ctx.tx
    .update(ownerAccessAccounts)
    .set({ isDeactivated: deactivated, deactivatedAt: deactivated ? sql`now()` : null })
    .where(sql`${ownerAccessAccounts.id} = any(${idArray(changing)})`);
  return changing.length;
}

/** OwnerAccessAccount/DeactivateOwnerAccessAccounts: the owners' sessions end too. */
export async function deactivateOwnerAccessAccounts(
  ctx: RequestContext,
  { body }: InputOf<Deactivate>,
): Promise<ResponseOf<Deactivate>> {
  const changed = await setDeactivated(ctx, body.ids, true);
  await endSessions(ctx, body.ids);
  return { Changed: changed };
}

/** OwnerAccessAccount/ReactivateOwnerAccessAccounts. */
export async function reactivateOwnerAccessAccounts(
  ctx: RequestContext,
  { body }: InputOf<Reactivate>,
): Promise<ResponseOf<Reactivate>> {
  return { Changed: await setDeactivated(ctx, body.ownerAccessAccountIds, false) };
}
