import { describe, expect, it } from 'vitest';
import { accounts, agents, contacts, queryRows, sql } from '@hoa/db';
import { contract } from '@hoa/contract';
import {
  AccountTypeId,
  AgentTypeId,
  ApPaymentMethod,
  InboxState,
  InvoiceMessages,
  SecurityDepositMessages as M,
  StatusId,
  TxnTypeId,
} from '@hoa/domain';
import { payInvoices } from '../payables/index';
import { callApi, signIn } from '../../../test/api';
import { useApp, type Harness } from '../../../test/app-harness';
import {
  paymentWorld,
  trialBalanceOf,
  type PaymentWorld,
} from '../../../test/cash-receipt-factories';
import { testDatabases } from '../../../test/databases';
import { addSecurityDeposit } from '../../../test/security-deposit-factories';
import { addUser, fullGrant } from '../../../test/factories';

const S = contract.securityDeposits;

/** A world (tier 3: approval chains) whose first owner's $500.00 deposit is posted. */
async function depositWorld(h: Harness) {
  const w = await paymentWorld(h, 2, { tier: 3 });
  const [one] = w.homes;
  if (!one) throw new Error('no home');
  const added = await addSecurityDeposit(h, w, one.ownerId);
  const posted = await callApi(
    h.app,
    S.PostSecurityDeposit,
    { body: { TopsItemId: added.body.TopsItemId } },
    w.token,
  );
  expect(posted.body.TopsStatusId).toBe(StatusId.Posted);
  return { w, ownerId: one.ownerId };
}

interface RefundBody {
  Amount?: number;
  VendorName?: string;
  VendorEmail?: string;
  UseExistingVendor?: boolean;
  VendorAgentId?: number | null;
  PayableAccountId?: number | null;
  IdempotencyKey?: string | null;
}

function refund(h: Harness, w: PaymentWorld, ownerId: number, body: RefundBody, token = w.token) {
  return callApi(
    h.app,
    S.CreateVendorAndInvoice,
    {
      body: {
        CommunityAgentId: w.communityId,
        OwnerAgentId: ownerId,
        Amount: 20_000,
        RefundDate: '2026-06-30',
        ...body,
      },
    },
    token,
  );
}

async function insertVendor(w: PaymentWorld, name: string): Promise<number> {
  return w.inTx(async (tx) => {
    const [vendor] = await tx
      .insert(agents)
      .values({ companyId: w.companyId, agentTypeId: AgentTypeId.Vendor })
      .returning({ id: agents.id });
    if (!vendor) throw new Error('no vendor');
    await tx
      .insert(contacts)
      .values({ companyId: w.companyId, agentId: vendor.id, displayName: name });
    return vendor.id;
  });
}

function checkFor(w: PaymentWorld, vendorAgentId: number, itemId: number, cents: number) {
  return w.inTx((tx) =>
    payInvoices(tx, w.companyId, null, [
      {
        communityAgentId: w.communityId,
        bankAccountId: w.bankAccountId,
        vendorAgentId,
        txnTypeId: TxnTypeId.PrintChecks,
        method: ApPaymentMethod.PrintedCheck,
        checkNumber: '1001',
        paymentDate: '2026-07-02',
        invoices: [{ itemId, amountCents: cents }],
      },
    ]),
  );
}

function vendorsNamed(w: PaymentWorld, name: string) {
  return w.inTx((tx) =>
    queryRows<{ id: number; type: number; email: string | null }>(
      tx,
      sql`select a.id::float8 as id, a.agent_type_id::int as type,
                 c.primary_email_address as email
            from agents a join contacts c on c.agent_id = a.id
           where c.display_name = ${name}`,
    ),
  );
}

function invoicesOf(w: PaymentWorld) {
  return w.inTx((tx) =>
    queryRows<{
      itemId: number;
      vendor: number;
      total: number;
      state: number;
      status: number;
      number: string;
      reference: string | null;
      description: string | null;
    }>(
      tx,
      sql`select v.item_id::float8 as "itemId", v.vendor_agent_id::float8 as vendor,
                 v.total_cents::float8 as total, v.inbox_state::int as state,
                 i.status_id::int as status, v.invoice_number as number, i.reference,
                 i.description
            from ap_invoices v join items i on i.id = v.item_id
           where v.community_agent_id = ${w.communityId} order by v.item_id`,
    ),
  );
}

function linesOf(w: PaymentWorld, itemId: number) {
  return w.inTx((tx) =>
    queryRows<{ account: number; debit: number; credit: number }>(
      tx,
      sql`select account_id::float8 as account, debit_cents::float8 as debit,
                 credit_cents::float8 as credit
            from gl_lines where item_id = ${itemId} order by debit_cents desc`,
    ),
  );
}

describe.each(testDatabases())('security deposit refunds to a vendor on $name', (testDb) => {
  const h = useApp(testDb);

  it('creates the vendor and a bill posted at once, paid by check; a retry makes nothing twice', async () => {
    const { w, ownerId } = await depositWorld(h);
    // A payable account of its own, so the bill's posting is seen moving the amount to AP.
    const [refundsPayable] = await w.inTx((tx) =>
      tx
        .insert(accounts)
        .values({
          companyId: w.companyId,
          communityAgentId: w.communityId,
          accountNumber: '2300',
          accountName: 'Deposit Refunds Payable',
          accountTypeId: AccountTypeId.CurrentLiabilities,
        })
        .returning({ id: accounts.id }),
    );
    if (!refundsPayable) throw new Error('no account');
    const body = {
      VendorName: 'Jane Refundee',
      VendorEmail: 'jane@example.com',
      PayableAccountId: refundsPayable.id,
      IdempotencyKey: 'refund-jane-0001',
    };
    const first = await refund(h, w, ownerId, body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      TopsTxnTypeId: TxnTypeId.Refund,
      TopsStatusId: StatusId.Posted,
      Amount: 20_000,
      AccountId: refundsPayable.id,
      InvoiceNumber: `SDR-${first.body.TopsItemId}`,
      InvoiceInboxState: InboxState.Approved,
    });
    const [vendor] = await vendorsNamed(w, 'Jane Refundee');
    expect(vendor).toEqual({
      id: first.body.VendorAgentId,
      type: AgentTypeId.Vendor,
      email: 'jane@example.com',
    });
    // The refund: the deposit liability debited $200.00, the payable account credited.
    expect(await linesOf(w, first.body.TopsItemId)).toEqual([
      { account: w.depositLiability, debit: 20_000, credit: 0 },
      { account: refundsPayable.id, debit: 0, credit: 20_000 },
    ]);
    // No approval group: the bill posted at once, the payable account debited, AP credited.
    expect(await invoicesOf(w)).toEqual([
      {
        itemId: first.body.InvoiceItemId,
        vendor: first.body.VendorAgentId,
        total: 20_000,
        state: InboxState.Approved,
        status: StatusId.Posted,
        number: `SDR-${first.body.TopsItemId}`,
        reference: `Security deposit refund #${first.body.TopsItemId}`,
        description: `Security deposit refund of ${first.body.OwnerName}`,
      },
    ]);
    // Cash $500.00 in; the liability holds $300.00; $200.00 owed to the vendor on AP.
    expect(await trialBalanceOf(w)).toEqual({
      [w.books.account.cash]: 50_000,
      [w.depositLiability]: -30_000,
      [w.books.account.payables]: -20_000,
    });

    const again = await refund(h, w, ownerId, body);
    expect(again.body).toEqual(first.body);
    expect(await vendorsNamed(w, 'Jane Refundee')).toHaveLength(1);
    expect(await invoicesOf(w)).toHaveLength(1);

    if (first.body.InvoiceItemId === null || first.body.VendorAgentId === null)
      throw new Error('no invoice');
    await checkFor(w, first.body.VendorAgentId, first.body.InvoiceItemId, 20_000);
    // Paid: $300.00 cash left against the $300.00 still held; AP and the payable account at 0.
    expect(await trialBalanceOf(w)).toEqual({
      [w.books.account.cash]: 30_000,
      [w.depositLiability]: -30_000,
    });
    const held = await callApi(h.app, S.GetBalance, { query: { ownerAgentId: ownerId } }, w.token);
    expect(held.body.Balance).toBe(30_000);
  });

  it('refunds to an existing vendor through its approval chain, on Accounts Payable', async () => {
    const { w, ownerId } = await depositWorld(h);
    const vendorId = await insertVendor(w, 'Acme Refund Services');
    const approver = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('apinvoice')],
    });
    const chain = await callApi(
      h.app,
      contract.apApprovals.SaveBillApprovalSettings,
      {
        body: {
          CommunityAgentId: w.communityId,
          UserTiedApprovals: false,
          InternalGroups: [{ RequiredApprovals: 1, Level: 0, UserIds: [approver.userId] }],
          BoardGroups: [],
        },
      },
      w.token,
    );
    expect(chain.status).toBe(200);
    // A clerk who may refund but not create vendors can refund to an existing one.
    const clerk = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('arownerpayments')],
    });
    const refunded = await refund(
      h,
      w,
      ownerId,
      {
        Amount: 12_537,
        UseExistingVendor: true,
        VendorAgentId: vendorId,
      },
      await signIn(h.app, clerk.userName),
    );
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({
      Reference: 'Acme Refund Services',
      AccountId: w.books.account.payables,
      VendorAgentId: vendorId,
      InvoiceInboxState: InboxState.Approval,
    });
    expect(await vendorsNamed(w, 'Acme Refund Services')).toHaveLength(1);
    const [invoice] = await invoicesOf(w);
    expect(invoice).toMatchObject({ vendor: vendorId, total: 12_537, status: StatusId.Accrued });
    // In approval the bill posts nothing: $374.63 held, $125.37 on AP from the refund.
    const beforeApproval = {
      [w.books.account.cash]: 50_000,
      [w.depositLiability]: -37_463,
      [w.books.account.payables]: -12_537,
    };
    expect(await trialBalanceOf(w)).toEqual(beforeApproval);

    const approved = await callApi(
      h.app,
      contract.apInbox.ApproveInvoice,
      { body: { ItemId: refunded.body.InvoiceItemId ?? 0, Reason: null } },
      await signIn(h.app, approver.userName),
    );
    expect(approved.status).toBe(200);
    expect((await invoicesOf(w))[0]).toMatchObject({
      state: InboxState.Approved,
      status: StatusId.Posted,
    });
    // Posted on AP itself: a wash.
    expect(await trialBalanceOf(w)).toEqual(beforeApproval);
    await checkFor(w, vendorId, refunded.body.InvoiceItemId ?? 0, 12_537);
    expect(await trialBalanceOf(w)).toEqual({
      [w.books.account.cash]: 37_463,
      [w.depositLiability]: -37_463,
    });
  });

  it('refuses a bad vendor email, an unselected or unknown vendor, no claim (403), another company (404)', async () => {
    const { w, ownerId } = await depositWorld(h);
    const other = await depositWorld(h);
    const foreignVendor = await insertVendor(other.w, 'Elsewhere Vendor');
    const cases: [RefundBody, string][] = [
      [{ VendorName: 'Jane', VendorEmail: 'jane@' }, M.invalidEmail],
      [{ VendorName: ' ' }, M.vendorRequired],
      [{ UseExistingVendor: true }, M.vendorNotSelected],
      [{ UseExistingVendor: true, VendorAgentId: foreignVendor }, InvoiceMessages.vendorNotFound],
    ];
    for (const [body, message] of cases) {
      const refused = await refund(h, w, ownerId, body);
      expect(refused).toMatchObject({ status: 400, errorMessage: message });
    }
    const nobody = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('owner')],
    });
    const noClaim = await refund(
      h,
      w,
      ownerId,
      { VendorName: 'Jane' },
      await signIn(h.app, nobody.userName),
    );
    expect(noClaim.status).toBe(403);
    // Refunding without the vendor profile create permission: an existing vendor only.
    const clerk = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('arownerpayments'), fullGrant('apinvoice')],
    });
    const clerkToken = await signIn(h.app, clerk.userName);
    expect((await refund(h, w, ownerId, { VendorName: 'Jane' }, clerkToken)).status).toBe(403);
    const otherCompany = await refund(h, w, ownerId, { VendorName: 'Jane' }, other.w.token);
    expect(otherCompany.status).toBe(404);
    // Nothing refunded, no vendor, no bill.
    expect(await trialBalanceOf(w)).toEqual({
      [w.books.account.cash]: 50_000,
      [w.depositLiability]: -50_000,
    });
    expect(await vendorsNamed(w, 'Jane')).toHaveLength(0);
    expect(await invoicesOf(w)).toHaveLength(0);
  });
});
