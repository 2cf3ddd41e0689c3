import { agents, items, type Tx } from '@hoa/db';
import { AgentTypeId, StatusId, TxnTypeId } from '@hoa/domain';
import { postReceivableItems } from '../src/modules/gl/index';
import { signIn } from './api';
import type { Harness } from './app-harness';
import { createTestCompany, type TestCompany } from './factories';
import {
  insertAccruedItem,
  setUpReceivables,
  type OwnerLine,
  type ReceivableWorld,
} from './receivable-factories';

// An owner ledger worked out by hand (2026, two homes, ASMT $250.00 a month):
//  - charges (40) on Mar 1, Apr 1 and May 1 for both owners: items march, april, may;
//  - owner one: a waive (46) of $300.00 on Apr 15 → balance $450.00;
//  - owner two: a prepaid adjustment (72) of $100.00 credit on the PP code on Apr 10 → $750.00
//    owed on ASMT and −$100.00 on PP.
// Aged on May 31, owner one's waive pays March and $50.00 of April: April $200.00 (60 days),
// May $250.00 (30 days); owner two: March 90+, April 60, May 30, $250.00 each.

export interface LedgerWorld extends ReceivableWorld {
  company: TestCompany;
  companyId: number;
  communityId: number;
  token: string;
  item: Record<'march' | 'april' | 'may' | 'waive' | 'prepaid', number>;
  inTx: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
  /** Posts an owner item of the given type and lines. */
  post: (txnTypeId: number, date: string, lines: readonly OwnerLine[]) => Promise<number>;
}

export async function ledgerWorld(h: Harness): Promise<LedgerWorld> {
  const company = await createTestCompany(h.database);
  const companyId = company.companyId;
  const communityId = company.communityIds[0] ?? 0;
  const w = await setUpReceivables(h.database, companyId, communityId, 2);
  const inTx = <T>(fn: (tx: Tx) => Promise<T>) =>
    h.database.withTenant({ companyId, userId: null }, fn);
  const post = async (txnTypeId: number, date: string, lines: readonly OwnerLine[]) => {
    const id = await insertAccruedItem(h.database, companyId, communityId, txnTypeId, date, lines);
    await inTx((tx) => postReceivableItems(tx, companyId, [id]));
    return id;
  };
  const [one, two] = w.homes;
  if (!one || !two) throw new Error('no homes');
  const charge = (date: string) =>
    post(
      TxnTypeId.ApplyCharges,
      date,
      [one, two].map((home) => ({
        ownerId: home.ownerId,
        codeId: w.code.ASMT,
        amountCents: 25_000,
        accountId: w.account.income,
      })),
    );
  const march = await charge('2026-03-01');
  const april = await charge('2026-04-01');
  const may = await charge('2026-05-01');
  const waive = await post(TxnTypeId.Waive, '2026-04-15', [
    {
      ownerId: one.ownerId,
      codeId: w.code.ASMT,
      amountCents: 30_000,
      isDebit: false,
      accountId: w.account.income,
      description: 'Board-approved waiver',
    },
  ]);
  const prepaid = await post(TxnTypeId.PrepaidAdjustment, '2026-04-10', [
    {
      ownerId: two.ownerId,
      codeId: w.code.PP,
      amountCents: 10_000,
      isDebit: false,
      accountId: w.books.account.cash,
    },
  ]);
  const token = await signIn(h.app, company.admin.userName);
  return {
    ...w,
    company,
    companyId,
    communityId,
    token,
    item: { march, april, may, waive, prepaid },
    inTx,
    post,
  };
}

/** A co-owner (agent type 5) of a property: shares the primary owner's ledger. */
export async function insertCoOwner(w: LedgerWorld, propertyId: number): Promise<number> {
  const [row] = await w.inTx((tx) =>
    tx
      .insert(agents)
      .values({
        companyId: w.companyId,
        agentTypeId: AgentTypeId.Owner,
        parentAgentId: propertyId,
        communityAgentId: w.communityId,
      })
      .returning({ id: agents.id }),
  );
  return row?.id ?? 0;
}

/** An item hung under another (a related transaction, a direct debit request). */
export async function insertChildItem(
  w: LedgerWorld,
  parentItemId: number,
  txnTypeId: number,
  statusId: number = StatusId.Accrued,
): Promise<number> {
  const [row] = await w.inTx((tx) =>
    tx
      .insert(items)
      .values({
        companyId: w.companyId,
        communityAgentId: w.communityId,
        txnTypeId,
        statusId,
        parentItemId,
        eventDate: '2026-05-02',
      })
      .returning({ id: items.id }),
  );
  return row?.id ?? 0;
}
