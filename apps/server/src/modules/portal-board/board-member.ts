import { queryRows, setTenant, sql } from '@hoa/db';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadSession } from '../auth/index';
import type { OwnerContext } from '../owner-auth/index';

/**
 * The board user the signed-in owner is (owner_access_accounts.board_user_id, set from the back
 * office), as the context the back office's use cases take: the board calls of the portal run
 * those use cases as that user, never a copy of their rules. The transaction's user becomes the
 * board user, so what is logged and audited is theirs. An owner not linked to an active user with
 * a board role is answered 403.
 */
export async function asBoardUser(ctx: OwnerContext): Promise<RequestContext> {
  const [row] = await queryRows<{ board_user_id: number | null }>(
    ctx.tx,
    sql`select board_user_id from owner_access_accounts where id = ${ctx.owner.ownerAccessAccountId}`,
  );
  const userId = row?.board_user_id == null ? null : Number(row.board_user_id);
  const user = userId === null ? null : await loadSession(ctx.tx, userId);
  if (!user?.isBoardMember || user.companyId !== ctx.owner.companyId)
    throw appError('NotBoardMember');
  await setTenant(ctx.tx, { companyId: user.companyId, userId: user.userId });
  return { tx: ctx.tx, user, tokenHash: ctx.tokenHash };
}
