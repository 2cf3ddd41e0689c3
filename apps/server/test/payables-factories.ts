import {
  agents,
  apInvoices,
  bankAccounts,
  contacts,
  itemAgentDetails,
  itemAgents,
  items,
  type Tx,
} from '@hoa/db';
import { AccountRequiredTypeId, AgentTypeId, InboxState, StatusId, TxnTypeId } from '@hoa/domain';
import { postInvoices } from '../src/modules/payables/index';
import { signIn } from './api';
import type { Harness } from './app-harness';
import { createTestCompany, type TestCompany } from './factories';
import { setRequiredAccount, setUpBooks, type Books } from './ledger-factories';

/** A community with books for 2026, AP and cash required accounts, a vendor and a bank account. */
export interface PayablesWorld {
  company: TestCompany;
  companyId: number;
  communityId: number;
  otherCommunityId: number;
  books: Books;
  vendorId: number;
  bankAccountId: number;
  token: string;
  inTx: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
}

export async function payablesWorld(
  h: Harness,
  options: { tier?: number } = {},
): Promise<PayablesWorld> {
  const company = await createTestCompany(h.database, { communities: 2, tier: options.tier ?? 3 });
  const companyId = company.companyId;
  const [communityId = 0, otherCommunityId = 0] = company.communityIds;
  const books = await setUpBooks(h.database, companyId, communityId);
  await setRequiredAccount(
    h.database,
    companyId,
    communityId,
    AccountRequiredTypeId.AccountsPayable,
    books.account.payables,
  );
  await setRequiredAccount(
    h.database,
    companyId,
    communityId,
    AccountRequiredTypeId.DefaultCash,
    books.account.cash,
  );
  const inTx = <T>(fn: (tx: Tx) => Promise<T>) =>
    h.database.withTenant({ companyId, userId: null }, fn);
  const { vendorId, bankAccountId } = await inTx(async (tx) => {
    const vendor = await insertNamed(tx, companyId, AgentTypeId.Vendor, 'Acme Landscaping');
    const bank = await insertNamed(tx, companyId, AgentTypeId.Bank, 'First Bank');
    const [account] = await tx
      .insert(bankAccounts)
      .values({
        companyId,
        bankAgentId: bank,
        communityAgentId: communityId,
        accountName: 'Operating',
        accountNumber: '000123456789',
        routingNumber: '011000015',
        glAccountId: books.account.cash,
        isPrimary: true,
      })
      .returning({ id: bankAccounts.id });
    if (!account) throw new Error('no bank account');
    return { vendorId: vendor, bankAccountId: account.id };
  });
  const token = await signIn(h.app, company.admin.userName);
  return {
    company,
    companyId,
    communityId,
    otherCommunityId,
    books,
    vendorId,
    bankAccountId,
    token,
    inTx,
  };
}

async function insertNamed(
  tx: Tx,
  companyId: number,
  agentTypeId: number,
  displayName: string,
): Promise<number> {
  const [agent] = await tx
    .insert(agents)
    .values({ companyId, agentTypeId })
    .returning({ id: agents.id });
  if (!agent) throw new Error('no agent');
  await tx.insert(contacts).values({ companyId, agentId: agent.id, displayName });
  return agent.id;
}

export interface InvoiceSpec {
  invoiceNumber?: string;
  invoiceDate?: string;
  dueDate?: string | null;
  /** Distribution lines (expense debits), cents; default one line of $250.00 on the expense. */
  lines?: readonly { accountId: number; amountCents: number }[];
  /** Where it starts: the AP inbox by default; Approved posts it (expense / accounts payable). */
  inboxState?: number;
  txnTypeId?: number;
  vendorId?: number;
  enteredByUserId?: number | null;
}

/** An invoice stored directly (not through the API), for tests of what comes after entry. */
export async function insertInvoice(w: PayablesWorld, spec: InvoiceSpec = {}): Promise<number> {
  const lines = spec.lines ?? [{ accountId: w.books.account.expense, amountCents: 25_000 }];
  const total = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const state = spec.inboxState ?? InboxState.Inbox;
  const date = spec.invoiceDate ?? '2026-03-05';
  return w.inTx(async (tx) => {
    const [item] = await tx
      .insert(items)
      .values({
        companyId: w.companyId,
        communityAgentId: w.communityId,
        txnTypeId: spec.txnTypeId ?? TxnTypeId.Bill,
        statusId: state === InboxState.Exception ? StatusId.Incomplete : StatusId.Accrued,
        eventDate: date,
        reference: spec.invoiceNumber ?? null,
      })
      .returning({ id: items.id });
    if (!item) throw new Error('no item');
    const [party] = await tx
      .insert(itemAgents)
      .values({ companyId: w.companyId, itemId: item.id, agentId: spec.vendorId ?? w.vendorId })
      .returning({ id: itemAgents.id });
    if (!party) throw new Error('no item agent');
    await tx.insert(itemAgentDetails).values(
      lines.map((line) => ({
        companyId: w.companyId,
        itemAgentId: party.id,
        accountId: line.accountId,
        amountCents: line.amountCents,
        isDebit: true,
      })),
    );
    await tx.insert(apInvoices).values({
      itemId: item.id,
      companyId: w.companyId,
      communityAgentId: w.communityId,
      vendorAgentId: spec.vendorId ?? w.vendorId,
      invoiceNumber: spec.invoiceNumber ?? `INV-${item.id}`,
      invoiceDate: date,
      dueDate: spec.dueDate ?? null,
      isDueDated: Boolean(spec.dueDate),
      totalCents: total,
      inboxState: state === InboxState.Approved ? InboxState.Inbox : state,
      enteredByUserId: spec.enteredByUserId ?? null,
    });
    if (state === InboxState.Approved) await postInvoices(tx, w.companyId, [item.id]);
    return item.id;
  });
}

// The ledger of a world's community: trialBalanceOf (net debit per account, zero nets left out).
export { trialBalanceOf as ledgerOf } from './cash-receipt-factories';
