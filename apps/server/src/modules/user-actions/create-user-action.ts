import { sql, userActions } from '@hoa/db';
import { UserActionMaxCount, type contract, type InputOf, type ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { toUserAction } from './find-user-actions';
import { userActionColumns } from './user-action-columns';

type CreateUserAction = typeof contract.userActions.CreateUserAction;

/**
 * Records that the caller opened a record: one row per address, its time renewed when opened
 * again; rows past the user's 50 latest are dropped.
 */
export async function createUserAction(
  ctx: RequestContext,
  input: InputOf<CreateUserAction>,
): Promise<ResponseOf<CreateUserAction>> {
  const { Url, Label, Kind } = input.body;
  const userId = ctx.user.userId;
  const [row] = await ctx.tx
    .insert(userActions)
    .values({ companyId: ctx.user.companyId, userId, url: Url, label: Label, kind: Kind })
    .onConflictDoUpdate({
      target: [userActions.userId, userActions.url],
      set: { label: Label, kind: Kind, actedAt: sql`now()` },
    })
    .returning(userActionColumns);
  if (!row) throw new Error('User action upsert returned no row');
  await ctx.tx.execute(
    sql`delete from user_actions where user_id = ${userId} and id not in (
          select id from user_actions where user_id = ${userId}
           order by acted_at desc, id desc limit ${UserActionMaxCount})`,
  );
  return toUserAction(row);
}
