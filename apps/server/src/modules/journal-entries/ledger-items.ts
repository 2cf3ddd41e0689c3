import { itemAgentDetails, itemAgents, items, journalEntries, type Tx } from '@hoa/db';
import { TxnTypeId } from '@hoa/domain';

/** One line of a new item: the amount on one side, cents. */
export interface NewItemLine {
  accountId: number;
  amountCents: number;
  isDebit: boolean;
  costCenterId: number | null;
  reference: string | null;
  description: string | null;
}

/** A general-ledger item to store: a journal entry (type 60), a year-close undo (84), … */
export interface NewLedgerItem {
  communityAgentId: number;
  txnTypeId: number;
  statusId: number;
  postDate: string;
  reference: string | null;
  description: string | null;
  idempotencyKey?: string | null;
  /** The journal-entry header facts; stored for type 60. */
  journal?: { reverseNextPeriod: boolean; isTemplate: boolean; reversalOfItemId: number | null };
  lines: readonly NewItemLine[];
}

/** The item_agent_details row of a line. */
export function detailRow(companyId: number, itemAgentId: number, line: NewItemLine) {
  return {
    companyId,
    itemAgentId,
    accountId: line.accountId,
    amountCents: line.amountCents,
    isDebit: line.isDebit,
    costCenterCategoryId: line.costCenterId,
    reference: line.reference,
    description: line.description,
  };
}

export interface StoredLedgerItem {
  itemId: number;
  itemAgentId: number;
  /** The stored lines' ids, in the order given. */
  detailIds: number[];
}

/**
 * Stores items with the community as their one agent and their lines (item agent details), four
 * multi-row inserts whatever the number of items. Ledger lines are not written here: posting is
 * the caller's next step, through postEntries.
 */
export async function insertLedgerItems(
  tx: Tx,
  companyId: number,
  userId: number | null,
  newItems: readonly NewLedgerItem[],
): Promise<StoredLedgerItem[]> {
  if (newItems.length === 0) return [];
  const itemRows = await tx
    .insert(items)
    .values(
      newItems.map((item) => ({
        companyId,
        communityAgentId: item.communityAgentId,
        txnTypeId: item.txnTypeId,
        statusId: item.statusId,
        eventDate: item.postDate,
        postDate: item.postDate,
        reference: item.reference,
        description: item.description,
        idempotencyKey: item.idempotencyKey ?? null,
        createdByUserId: userId,
      })),
    )
    .returning({ id: items.id });
  // RETURNING gives the rows of a VALUES list in the list's order.
  const itemIds = itemRows.map((row) => row.id);
  const agentRows = await tx
    .insert(itemAgents)
    .values(
      newItems.map((item, i) => ({
        companyId,
        itemId: itemIds[i] ?? 0,
        agentId: item.communityAgentId,
      })),
    )
    .returning({ id: itemAgents.id, itemId: itemAgents.itemId });
  const agentOf = new Map(agentRows.map((row) => [row.itemId, row.id]));
  const journals = newItems.flatMap((item, i) =>
    item.txnTypeId === TxnTypeId.JournalEntry && item.journal
      ? [{ companyId, itemId: itemIds[i] ?? 0, ...item.journal }]
      : [],
  );
  if (journals.length > 0) await tx.insert(journalEntries).values(journals);
  const detailValues = newItems.flatMap((item, i) =>
    item.lines.map((line) => detailRow(companyId, agentOf.get(itemIds[i] ?? 0) ?? 0, line)),
  );
  const detailIds =
    detailValues.length === 0
      ? []
      : (
          await tx
            .insert(itemAgentDetails)
            .values(detailValues)
            .returning({ id: itemAgentDetails.id })
        ).map((row) => row.id);
  let next = 0;
  return newItems.map((item, i) => {
    const itemId = itemIds[i] ?? 0;
    const ids = detailIds.slice(next, next + item.lines.length);
    next += item.lines.length;
    return { itemId, itemAgentId: agentOf.get(itemId) ?? 0, detailIds: ids };
  });
}
