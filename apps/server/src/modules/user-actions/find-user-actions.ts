import { desc, eq, userActions } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { userActionColumns } from './user-action-columns';

type FindUserActions = typeof contract.userActions.FindUserActions;

/** The caller's own recent actions, newest first. */
export async function findUserActions(
  ctx: RequestContext,
  input: InputOf<FindUserActions>,
): Promise<ResponseOf<FindUserActions>> {
  const rows = await ctx.tx
    .select(userActionColumns)
    .from(userActions)
    .where(eq(userActions.userId, ctx.user.userId))
    .orderBy(desc(userActions.actedAt), desc(userActions.id))
    .limit(input.query.take);
  return rows.map(toUserAction);
}

export function toUserAction(row: {
  UserActionId: number;
  Url: string;
  Label: string;
  Kind: string;
  ActedAt: Date;
}): ResponseOf<FindUserActions>[number] {
  return { ...row, ActedAt: row.ActedAt.toISOString() };
}
