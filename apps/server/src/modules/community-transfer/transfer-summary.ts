import { queryRows, sql, type Tx } from '@hoa/db';
import type { CommunityTransferSummary } from '@hoa/contract';
import { idArray } from '../../sql/index';

/**
 * What moves with each transfer not yet completed, counted now, by transfer id: properties,
 * owners, open items, owner balance, attachments, ledger lines (app_community_transfer_summaries,
 * migration 0113, which counts the sender's rows for the receiver too). One statement for any
 * number of transfers; a completed transfer, or one of another company, is not in the answer.
 */
export async function liveTransferSummaries(
  tx: Tx,
  transferIds: readonly number[],
): Promise<Map<number, CommunityTransferSummary>> {
  if (transferIds.length === 0) return new Map();
  const rows = await queryRows<{ id: string | number; summary: CommunityTransferSummary }>(
    tx,
    sql`select transfer_id as id, summary from app_community_transfer_summaries(${idArray(transferIds)})`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.summary]));
}

/**
 * Stores the transfer's summary as counted now: at key issue, and at the move, where it stays the
 * record of what moved.
 */
export async function recordTransferSummary(tx: Tx, transferId: number): Promise<void> {
  await tx.execute(
    sql`update community_transfers t set summary = s.summary
          from app_community_transfer_summaries(${idArray([transferId])}) s
         where t.id = s.transfer_id`,
  );
}
