import { communityTransfers, desc, eq, or, type Tx } from '@hoa/db';
import type { CommunityTransfer, CommunityTransferSummary } from '@hoa/contract';
import { CommunityTransferStatusId, CommunityTransferStatusNames } from '@hoa/domain';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { liveTransferSummaries } from './transfer-summary';

type Row = typeof communityTransfers.$inferSelect;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * Transfers as the caller's company sees them (row-level security shows them to both sides), the
 * summary of one not yet completed counted now, of a completed one as recorded at its move.
 */
export async function transfersOf(
  ctx: RequestContext,
  rows: readonly Row[],
): Promise<CommunityTransfer[]> {
  const live = await liveTransferSummaries(
    ctx.tx,
    rows.filter((row) => row.statusId !== CommunityTransferStatusId.Completed).map((row) => row.id),
  );
  return rows.map((row) => shown(ctx, row, live.get(row.id)));
}

/** One transfer as the caller's company sees it (transfersOf). */
export async function transferOf(ctx: RequestContext, row: Row): Promise<CommunityTransfer> {
  const [shownRow] = await transfersOf(ctx, [row]);
  if (!shownRow) throw notFound();
  return shownRow;
}

function shown(
  ctx: RequestContext,
  row: Row,
  live: CommunityTransferSummary | undefined,
): CommunityTransfer {
  return {
    CommunityTransferId: row.id,
    CommunityAgentId: row.communityAgentId,
    CommunityName: row.communityName,
    SenderCompanyName: row.senderCompanyName,
    ReceiverCompanyName: row.receiverCompanyName,
    Direction: row.companyId === ctx.user.companyId ? 'Sent' : 'Received',
    StatusId: row.statusId,
    StatusName: CommunityTransferStatusNames[row.statusId] ?? '',
    StepsCompleted: row.stepsCompleted,
    Summary: live ?? (row.summary as CommunityTransferSummary),
    KeyExpiresAt: row.keyExpiresAt.toISOString(),
    CreatedAt: row.createdAt.toISOString(),
    BegunAt: iso(row.begunAt),
    TransferDate: row.transferDate,
    CompletedAt: iso(row.completedAt),
  };
}

export async function loadTransfer(tx: Tx, id: number): Promise<Row> {
  const [row] = await tx.select().from(communityTransfers).where(eq(communityTransfers.id, id));
  if (!row) throw notFound();
  return row;
}

/** Every transfer the company sent or received, newest first. */
export function companyTransfers(ctx: RequestContext): Promise<Row[]> {
  const t = communityTransfers;
  return ctx.tx
    .select()
    .from(t)
    .where(or(eq(t.companyId, ctx.user.companyId), eq(t.receiverCompanyId, ctx.user.companyId)))
    .orderBy(desc(t.createdAt), desc(t.id));
}
