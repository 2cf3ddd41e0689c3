import { agents, apInvoiceActions, apInvoices, contacts, eq, sql } from '@hoa/db';
import {
  AgentTypeId,
  ApPaymentMethod,
  ApPaymentStatus,
  DigitalPaymentStatusId,
  InboxState,
  InvoiceActionId,
  TxnTypeId,
} from '@hoa/domain';
import { payInvoices } from '../src/modules/payables/index';
import type { Harness } from './app-harness';
import { addFiscalYear } from './ledger-factories';
import { insertInvoice, payablesWorld, type PayablesWorld } from './payables-factories';

// The AP reports' and vendors' test data: vendors, invoices and payments of one community.

/** A vendor (type 7) of the company with a name, optional tax id and primary address. */
export async function addVendor(
  w: PayablesWorld,
  name: string,
  taxId: string | null = null,
): Promise<number> {
  return w.inTx(async (tx) => {
    const [agent] = await tx
      .insert(agents)
      .values({ companyId: w.companyId, agentTypeId: AgentTypeId.Vendor })
      .returning({ id: agents.id });
    if (!agent) throw new Error('no vendor');
    await tx.insert(contacts).values({
      companyId: w.companyId,
      agentId: agent.id,
      displayName: name,
      federalTaxNumber: taxId,
    });
    return agent.id;
  });
}

interface Pay {
  vendorId: number;
  invoiceId: number;
  amountCents: number;
  date: string;
  checkNumber: string | null;
  digital?: boolean;
}

export async function pay(w: PayablesWorld, p: Pay): Promise<number> {
  const [stored] = await w.inTx((tx) =>
    payInvoices(tx, w.companyId, null, [
      {
        communityAgentId: w.communityId,
        bankAccountId: w.bankAccountId,
        vendorAgentId: p.vendorId,
        txnTypeId: p.digital ? TxnTypeId.DigitalChecks : TxnTypeId.HandwrittenCheck,
        method: p.digital ? ApPaymentMethod.DigitalPayment : ApPaymentMethod.HandwrittenCheck,
        checkNumber: p.checkNumber,
        paymentDate: p.date,
        digitalStatus: p.digital ? DigitalPaymentStatusId.InProcess : null,
        invoices: [{ itemId: p.invoiceId, amountCents: p.amountCents }],
      },
    ]),
  );
  if (!stored) throw new Error('no payment');
  return stored.paymentId;
}

/**
 * Payables of one community. 2025: Acme invoice $600.00 paid by check 1001 on April 1; Bolt
 * $599.99 paid by check 1002 June 1; Cheap Co $1,000.00 paid by check 1003 August 1, then voided.
 * 2026: Acme $100.00 dated June 1 without due date (over 90 as of Nov 21), Acme $300.00 dated
 * Sept 1 due Oct 1 ($200.00 expense + $100.00 income; 51 days: 31-60, approval skipped), Bolt
 * $200.00 dated Nov 1 due Dec 1 with $50.00 paid by check 1004 Nov 10 (current), Bolt $80.00
 * dated Oct 15 paid digitally Oct 20 (in process), and an OCR draft from Cheap Co of $45.00.
 */
export async function apData(h: Harness) {
  const w = await payablesWorld(h);
  await addFiscalYear(h.database, w.companyId, w.communityId, 2025);
  const acme = w.vendorId;
  const bolt = await addVendor(w, 'Bolt Electric', '12-3456789');
  const cheap = await addVendor(w, 'Cheap Co');
  const approved = (vendorId: number, invoiceDate: string, cents: number, dueDate?: string) =>
    insertInvoice(w, {
      vendorId,
      invoiceDate,
      dueDate: dueDate ?? null,
      inboxState: InboxState.Approved,
      invoiceNumber: `${invoiceDate}-${String(cents)}`,
      lines: [{ accountId: w.books.account.expense, amountCents: cents }],
    });
  const i1 = await approved(acme, '2025-03-10', 60_000);
  const i2 = await approved(bolt, '2025-05-01', 59_999);
  const i3 = await approved(cheap, '2025-07-01', 100_000);
  await pay(w, {
    vendorId: acme,
    invoiceId: i1,
    amountCents: 60_000,
    date: '2025-04-01',
    checkNumber: '1001',
  });
  await pay(w, {
    vendorId: bolt,
    invoiceId: i2,
    amountCents: 59_999,
    date: '2025-06-01',
    checkNumber: '1002',
  });
  const voided = await pay(w, {
    vendorId: cheap,
    invoiceId: i3,
    amountCents: 100_000,
    date: '2025-08-01',
    checkNumber: '1003',
  });
  await w.inTx((tx) =>
    tx.execute(sql`update ap_payments set status = ${ApPaymentStatus.Voided} where id = ${voided}`),
  );
  await approved(acme, '2026-06-01', 10_000);
  const i4 = await insertInvoice(w, {
    vendorId: acme,
    invoiceDate: '2026-09-01',
    dueDate: '2026-10-01',
    invoiceNumber: 'A-300',
    inboxState: InboxState.Approved,
    lines: [
      { accountId: w.books.account.expense, amountCents: 20_000 },
      { accountId: w.books.account.income, amountCents: 10_000 },
    ],
  });
  const i5 = await approved(bolt, '2026-11-01', 20_000, '2026-12-01');
  await pay(w, {
    vendorId: bolt,
    invoiceId: i5,
    amountCents: 5_000,
    date: '2026-11-10',
    checkNumber: '1004',
  });
  const i7 = await approved(bolt, '2026-10-15', 8_000);
  await pay(w, {
    vendorId: bolt,
    invoiceId: i7,
    amountCents: 8_000,
    date: '2026-10-20',
    checkNumber: null,
    digital: true,
  });
  const ocr = await insertInvoice(w, {
    vendorId: cheap,
    invoiceDate: '2026-11-02',
    invoiceNumber: 'OCR-1',
    inboxState: InboxState.Exception,
    lines: [{ accountId: w.books.account.expense, amountCents: 4_500 }],
  });
  await w.inTx(async (tx) => {
    await tx.update(apInvoices).set({ source: 'OCR' }).where(eq(apInvoices.itemId, ocr));
    await tx.insert(apInvoiceActions).values([
      {
        companyId: w.companyId,
        itemId: i4,
        communityAgentId: w.communityId,
        action: InvoiceActionId.ApprovalSkipped,
        agentDisplayName: 'Ann Clerk',
        createdAt: new Date('2026-09-01T12:00:00Z'),
      },
      {
        companyId: w.companyId,
        itemId: ocr,
        communityAgentId: w.communityId,
        action: InvoiceActionId.OcrCapture,
        agentDisplayName: 'Scanner',
        createdAt: new Date('2026-11-02T12:00:00Z'),
      },
      {
        companyId: w.companyId,
        itemId: ocr,
        communityAgentId: w.communityId,
        action: InvoiceActionId.Reject,
        agentDisplayName: 'Ann Clerk',
        reason: 'Wrong community',
        createdAt: new Date('2026-11-03T12:00:00Z'),
      },
    ]);
  });
  return { w, acme, bolt, cheap, i1, i4, ocr };
}
