import { apPayments, itemAgents, items, queryRows, sql, type Tx } from '@hoa/db';
import {
  AccountRequiredTypeId,
  ApPaymentMethod,
  ApPaymentStatus,
  InboxState,
  InvoiceActionId,
  StatusId,
} from '@hoa/domain';
import { appError } from '../../http/errors';
import { isVendorOnPaymentHold } from '../ap-vendors/index';
import { postEntries } from '../gl/index';
import { refuseUnfitCheckNumbers } from '../positive-pay/index';
import { noPayableAccountMessage } from './post-invoices';
import { vendorPaymentPosting } from './vendor-payment-posting';
import { idArray } from '../../sql/index';

/** One payment to one vendor from one bank account, over one or more of its approved invoices. */
export interface VendorPayment {
  communityAgentId: number;
  bankAccountId: number;
  vendorAgentId: number;
  /** 55 handwritten check, 57 print checks, 90 separate check, 100 digital check. */
  txnTypeId: number;
  /** ApPaymentMethod. */
  method: number;
  checkNumber: string | null;
  paymentDate: string;
  checkRunId?: number | null;
  /** Set for digital payments (DigitalPaymentStatusId). */
  digitalStatus?: number | null;
  invoices: readonly { itemId: number; amountCents: number }[];
}

export interface StoredVendorPayment {
  paymentId: number;
  itemId: number;
}

/**
 * Pays approved invoices, posted at once: each payment is an item of its type with the vendor as
 * its agent, one detail per invoice debiting Accounts Payable, and the total credited to the bank
 * account's cash account. Invoices are locked first, so two payments cannot both take what is
 * still owed; a paid-in-full invoice becomes complete (5). Set-based: a check run of thousands of
 * checks is a handful of statements. The whole batch is refused when any part is wrong.
 */
export async function payInvoices(
  tx: Tx,
  companyId: number,
  userId: number | null,
  payments: readonly VendorPayment[],
): Promise<StoredVendorPayment[]> {
  if (payments.length === 0) return [];
  // Before the invoices are locked: the bank accounts' rows are locked first, as by the callers.
  await refuseUnfitCheckNumbers(tx, checksOf(payments));
  await checkPayments(tx, payments);
  await checkSeparationOfDuties(tx, userId, payments);
  const itemRows = await tx
    .insert(items)
    .values(
      payments.map((p) => ({
        companyId,
        communityAgentId: p.communityAgentId,
        txnTypeId: p.txnTypeId,
        statusId: StatusId.Posted,
        eventDate: p.paymentDate,
        postDate: p.paymentDate,
        reference: p.checkNumber,
        createdByUserId: userId,
      })),
    )
    .returning({ id: items.id });
  // RETURNING gives the rows of a VALUES list in the list's order.
  const itemIds = itemRows.map((row) => row.id);
  const agentRows = await tx
    .insert(itemAgents)
    .values(
      payments.map((p, i) => ({
        companyId,
        itemId: itemIds[i] ?? 0,
        agentId: p.vendorAgentId,
        checkNumber: p.checkNumber,
      })),
    )
    .returning({ id: itemAgents.id });
  const paymentRows = await tx
    .insert(apPayments)
    .values(
      payments.map((p, i) => ({
        companyId,
        communityAgentId: p.communityAgentId,
        itemId: itemIds[i] ?? 0,
        bankAccountId: p.bankAccountId,
        vendorAgentId: p.vendorAgentId,
        checkRunId: p.checkRunId ?? null,
        checkNumber: p.checkNumber,
        amountCents: p.invoices.reduce((sum, inv) => sum + inv.amountCents, 0),
        paymentDate: p.paymentDate,
        method: p.method,
        status: ApPaymentStatus.Issued,
        digitalStatus: p.digitalStatus ?? null,
        paidByUserId: userId,
      })),
    )
    .returning({ id: apPayments.id });
  const applied = payments.flatMap((p, i) =>
    p.invoices.map((inv) => ({
      paymentId: paymentRows[i]?.id ?? 0,
      itemAgentId: agentRows[i]?.id ?? 0,
      invoiceItemId: inv.itemId,
      amountCents: inv.amountCents,
    })),
  );
  await writeApplications(tx, companyId, userId, applied);
  const ids = paymentRows.map((row) => row.id);
  await postEntries(tx, companyId, vendorPaymentPosting(ids));
  return ids.map((paymentId, i) => ({ paymentId, itemId: itemIds[i] ?? 0 }));
}

const checkMethods: readonly number[] = [
  ApPaymentMethod.PrintedCheck,
  ApPaymentMethod.HandwrittenCheck,
];

/** The checks among the payments (those positive pay sends), with their numbers. */
function checksOf(payments: readonly VendorPayment[]) {
  return payments.flatMap((p) =>
    p.checkNumber !== null && checkMethods.includes(p.method)
      ? [{ bankAccountId: p.bankAccountId, checkNumber: p.checkNumber }]
      : [],
  );
}

/**
 * Separation of duties (the system may pay anything): a user who approved an invoice may not pay
 * it, nor, unless the company turned the rule off (issue 15), the user who entered it.
 */
async function checkSeparationOfDuties(
  tx: Tx,
  userId: number | null,
  payments: readonly VendorPayment[],
): Promise<void> {
  if (userId === null) return;
  const invoiceIds = payments.flatMap((p) => p.invoices.map((inv) => inv.itemId));
  const [row] = await queryRows<{ approved: boolean; entered: boolean }>(
    tx,
    sql`select exists (select 1 from ap_invoice_actions
                        where item_id = any(${idArray(invoiceIds)})
                          and action = ${InvoiceActionId.Approve} and user_id = ${userId}::bigint)
               as approved,
               exists (select 1 from ap_invoices v join companies c on c.id = v.company_id
                        where v.item_id = any(${idArray(invoiceIds)})
                          and v.entered_by_user_id = ${userId}::bigint and c.ap_enterer_cannot_pay)
               as entered`,
  );
  if (row?.approved) throw appError('PayablesApproverCannotPay');
  if (row?.entered) throw appError('PayablesEntererCannotPay');
}

async function checkPayments(tx: Tx, payments: readonly VendorPayment[]): Promise<void> {
  const applied = payments.flatMap((p) =>
    p.invoices.map((inv) => ({
      community: p.communityAgentId,
      vendor: p.vendorAgentId,
      item: inv.itemId,
      amount: inv.amountCents,
    })),
  );
  if (applied.some((row) => !Number.isSafeInteger(row.amount) || row.amount <= 0)) {
    throw appError('PayablesAmountNotPositive');
  }
  const invoiceIds = [...new Set(applied.map((row) => row.item))];
  // Locked in id order, so concurrent payments over the same invoices wait instead of deadlocking.
  await tx.execute(
    sql`select item_id from ap_invoices where item_id = any(${idArray(invoiceIds)})
         order by item_id for update`,
  );
  const [problem] = await queryRows<{ wrongParty: boolean; notPayable: boolean; over: boolean }>(
    tx,
    sql`with a as (
          select * from jsonb_to_recordset(${JSON.stringify(applied)}::jsonb)
            as t(community bigint, vendor bigint, item bigint, amount bigint)
        ), per_invoice as (
          select item, min(community) as community, min(vendor) as vendor,
                 count(distinct (community, vendor)) as parties, sum(amount) as amount
            from a group by item
        )
        select coalesce(bool_or(v.item_id is null or pi.parties > 1
                 or v.community_agent_id <> pi.community or v.vendor_agent_id <> pi.vendor), false)
                 as "wrongParty",
               coalesce(bool_or(v.inbox_state <> ${InboxState.Approved}), false) as "notPayable",
               coalesce(bool_or(pi.amount > v.total_cents - v.paid_cents), false) as over
          from per_invoice pi left join ap_invoices v on v.item_id = pi.item`,
  );
  if (problem?.wrongParty) throw appError('PayablesInvoiceOtherParty');
  if (problem?.notPayable) throw appError('PayablesInvoiceNotPayable');
  if (problem?.over) throw appError('PayablesOverpaid');
  // A vendor whose changed bank details a second user has not confirmed is not paid.
  if (await isVendorOnPaymentHold(tx, [...new Set(payments.map((p) => p.vendorAgentId))])) {
    throw appError('PayablesVendorOnPaymentHold');
  }
  const accounts = payments.map((p) => ({ community: p.communityAgentId, bank: p.bankAccountId }));
  const [setup] = await queryRows<{ badBank: boolean; noPayable: boolean }>(
    tx,
    sql`with p as (
          select distinct * from jsonb_to_recordset(${JSON.stringify(accounts)}::jsonb)
            as t(community bigint, bank bigint)
        )
        select coalesce(bool_or(b.id is null or b.community_agent_id <> p.community
                 or b.gl_account_id is null or b.is_removed), false) as "badBank",
               coalesce(bool_or(not exists (select 1 from required_accounts r
                  where r.community_agent_id = p.community
                    and r.account_required_type_id = ${AccountRequiredTypeId.AccountsPayable})),
                 false) as "noPayable"
          from p left join bank_accounts b on b.id = p.bank`,
  );
  if (setup?.badBank) throw appError('PayablesBankAccountNotUsable');
  if (setup?.noPayable) throw appError('PayablesNoPayableAccount', noPayableAccountMessage);
}

async function writeApplications(
  tx: Tx,
  companyId: number,
  userId: number | null,
  applied: readonly {
    paymentId: number;
    itemAgentId: number;
    invoiceItemId: number;
    amountCents: number;
  }[],
): Promise<void> {
  await tx.execute(
    sql`with a as (
          select * from jsonb_to_recordset(${JSON.stringify(applied)}::jsonb)
            as t("paymentId" bigint, "itemAgentId" bigint, "invoiceItemId" bigint,
                 "amountCents" bigint)
        ), links as (
          insert into ap_payment_invoices (company_id, payment_id, invoice_item_id, amount_cents)
          select ${companyId}::bigint, "paymentId", "invoiceItemId", "amountCents" from a
        ), details as (
          insert into item_agent_details (company_id, item_agent_id, account_id, amount_cents,
                                          is_debit, reference)
          select ${companyId}::bigint, a."itemAgentId", r.account_id, a."amountCents", true,
                 v.invoice_number
            from a join ap_invoices v on v.item_id = a."invoiceItemId"
            join required_accounts r on r.community_agent_id = v.community_agent_id
             and r.account_required_type_id = ${AccountRequiredTypeId.AccountsPayable}
        ), actions as (
          insert into ap_invoice_actions (company_id, item_id, community_agent_id, action, user_id)
          select distinct ${companyId}::bigint, v.item_id, v.community_agent_id,
                 ${InvoiceActionId.Paid}::smallint, ${userId}::bigint
            from a join ap_invoices v on v.item_id = a."invoiceItemId"
        ), paid as (
          update ap_invoices v set paid_cents = v.paid_cents + s.amount, updated_at = now()
            from (select "invoiceItemId" as item, sum("amountCents")::bigint as amount from a group by 1) s
           where v.item_id = s.item
          returning v.item_id, v.paid_cents = v.total_cents as full
        )
        update items set status_id = ${StatusId.Complete}, updated_at = now()
          from paid where items.id = paid.item_id and paid.full`,
  );
}
