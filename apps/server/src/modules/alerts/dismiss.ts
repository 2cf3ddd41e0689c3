import { alerts, and, eq, isNull } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { FeedMessages } from '@hoa/domain';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

type Dismiss = typeof contract.alerts.Dismiss;
type DismissAll = typeof contract.alerts.DismissAll;

/** Dismisses one of the caller's alerts; another user's alert is not found. */
export async function dismissAlert(
  ctx: RequestContext,
  input: InputOf<Dismiss>,
): Promise<ResponseOf<Dismiss>> {
  const [found] = await ctx.tx
    .select({ id: alerts.id, dismissedAt: alerts.dismissedAt })
    .from(alerts)
    .where(and(eq(alerts.id, input.body.alertId), eq(alerts.userId, ctx.user.userId)));
  if (!found) throw notFound(FeedMessages.alertNotFound);
  if (!found.dismissedAt) {
    await ctx.tx.update(alerts).set({ dismissedAt: new Date() }).where(eq(alerts.id, found.id));
  }
  return { success: true };
}

export async function dismissAllAlerts(ctx: RequestContext): Promise<ResponseOf<DismissAll>> {
  const dismissed = await ctx.tx
    .update(alerts)
    .set({ dismissedAt: new Date() })
    .where(and(eq(alerts.userId, ctx.user.userId), isNull(alerts.dismissedAt)))
    .returning({ id: alerts.id });
  return { Dismissed: dismissed.length };
}
