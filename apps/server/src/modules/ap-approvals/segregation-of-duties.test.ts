import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { apInvoices, eq, items } from '@hoa/db';
import {
  BoardMemberClaims,
  InboxState,
  StatusId,
  UserCanApproveValue,
  VendorPaymentMessages as M,
  type PermissionClaim,
} from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, fullGrant } from '../../../test/factories';
import {
  insertInvoice,
  ledgerOf,
  payablesWorld,
  type PayablesWorld,
} from '../../../test/payables-factories';

const S = contract.apApprovals;
const Checks = contract.apChecks;

// Issue 15 item 3, as the audit found it: the accountant, refused approving her own invoice,
// cleared the community's approval groups (which posted it) and paid it by a handwritten check.
describe.each(testDatabases())('segregation of duties on $name', (testDb) => {
  const h = useApp(testDb);

  /** Enters and pays invoices (every accounting claim of the demo accountant), no settings claim. */
  const accountantClaims: PermissionClaim[] = [
    'apinvoice',
    'apprintchecks',
    'apadjustment',
    'apvoidchecks',
    'invoiceexceptions',
    'gljournalentries',
  ];

  async function user(w: PayablesWorld, kind: 'accountant' | 'board' | 'approver') {
    const added = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants:
        kind === 'board'
          ? [...BoardMemberClaims]
          : kind === 'accountant'
            ? accountantClaims.map(fullGrant)
            : [fullGrant('apinvoice')],
      isBoardRole: kind === 'board',
    });
    return { ...added, token: await signIn(h.app, added.userName) };
  }

  const settings = (w: PayablesWorld, internalApprovers: number[], token: string) =>
    callApi(
      h.app,
      S.SaveBillApprovalSettings,
      {
        body: {
          CommunityAgentId: w.communityId,
          UserTiedApprovals: false,
          InternalGroups:
            internalApprovers.length > 0
              ? [{ RequiredApprovals: 1, Level: 0, UserIds: internalApprovers }]
              : [],
          BoardGroups: [],
        },
      },
      token,
    );

  const entererRule = (EntererCannotPay: boolean, token: string) =>
    callApi(h.app, S.SaveSeparationOfDuties, { body: { EntererCannotPay } }, token);

  const addInvoice = (w: PayablesWorld, token: string, number: string) =>
    callApi(
      h.app,
      contract.apInvoices.AddInvoice,
      {
        body: {
          CommunityAgentId: w.communityId,
          VendorAgentId: w.vendorId,
          InvoiceNumber: number,
          InvoiceDate: '2026-03-05',
          DueDate: '2026-04-04',
          BankAccountId: w.bankAccountId,
          TotalAmount: 40_000,
          BillDistributionList: [
            { AccountId: w.books.account.expense, CostCenterId: null, Amount: 40_000 },
          ],
        },
      },
      token,
    );

  const handwritten = (w: PayablesWorld, token: string, ids: number[], CheckNumber: string) =>
    callApi(
      h.app,
      Checks.HandwrittenCheck,
      {
        body: {
          CommunityAgentId: w.communityId,
          BankAccountId: w.bankAccountId,
          CheckNumber,
          CheckDate: '2026-03-22',
          InvoiceItemIds: ids,
        },
      },
      token,
    );

  const checkRun = (w: PayablesWorld, token: string, ids: number[]) =>
    callApi(
      h.app,
      Checks.PrintChecks,
      {
        body: {
          CommunityAgentId: w.communityId,
          BankAccountId: w.bankAccountId,
          CheckDate: '2026-03-20',
          InvoiceItemIds: ids,
        },
      },
      token,
    );

  it('changes approval settings and the enterer rule only with the approval settings claim', async () => {
    const w = await payablesWorld(h);
    const [accountant, board, approver] = [
      await user(w, 'accountant'),
      await user(w, 'board'),
      await user(w, 'approver'),
    ];
    for (const token of [accountant.token, board.token]) {
      expect(await settings(w, [approver.userId], token)).toMatchObject({ status: 403 });
      expect(await entererRule(false, token)).toMatchObject({ status: 403 });
    }
    // Reading stays open to AP users; the rule is on by default.
    const read = await callApi(
      h.app,
      S.GetBillApprovalSettings,
      { query: { communityAgentId: w.communityId } },
      accountant.token,
    );
    expect(read).toMatchObject({ status: 200, body: { InternalGroups: [] } });
    expect(await callApi(h.app, S.GetSeparationOfDuties, {}, accountant.token)).toMatchObject({
      status: 200,
      body: { EntererCannotPay: true },
    });
    // The administrator holds the claim; another company's administrator finds no community.
    expect(await settings(w, [approver.userId], w.token)).toMatchObject({ status: 200 });
    const other = await payablesWorld(h);
    expect(await settings(w, [], other.token)).toMatchObject({ status: 404 });
    expect(await entererRule(false, other.token)).toMatchObject({
      status: 200,
      body: { EntererCannotPay: false },
    });
    expect(await callApi(h.app, S.GetSeparationOfDuties, {}, w.token)).toMatchObject({
      body: { EntererCannotPay: true },
    });
  });

  it('keeps a waiting invoice waiting under the groups it entered when the settings change', async () => {
    const w = await payablesWorld(h);
    const [accountant, approver] = [await user(w, 'accountant'), await user(w, 'approver')];
    expect(await settings(w, [accountant.userId, approver.userId], w.token)).toMatchObject({
      status: 200,
    });
    const entered = await addInvoice(w, accountant.token, 'SOD-1');
    expect(entered.body.InboxState).toBe(InboxState.Approval);
    const itemId = entered.body.ItemId;
    const approve = (token: string) =>
      callApi(
        h.app,
        contract.apInbox.ApproveInvoice,
        { body: { ItemId: itemId, Reason: null } },
        token,
      );
    expect(await approve(accountant.token)).toMatchObject({ status: 403 });

    // The groups are cleared (by someone allowed to): the invoice is not released.
    expect(await settings(w, [], w.token)).toMatchObject({ status: 200 });
    const [waiting] = await w.inTx((tx) =>
      tx
        .select({ state: apInvoices.inboxState, status: items.statusId })
        .from(apInvoices)
        .innerJoin(items, eq(items.id, apInvoices.itemId))
        .where(eq(apInvoices.itemId, itemId)),
    );
    expect(waiting).toEqual({ state: InboxState.Approval, status: StatusId.Accrued });
    expect(await ledgerOf(w)).toEqual({});
    expect(await handwritten(w, accountant.token, [itemId], '700')).toMatchObject({
      status: 409,
    });
    // Its approver (of the groups it entered under) still sees it and approves it.
    const cards = await callApi(
      h.app,
      contract.apInbox.GetInboxInvoices,
      { query: { communityAgentId: w.communityId, filterName: 'InternalApproval' } },
      approver.token,
    );
    const notified = await callApi(
      h.app,
      contract.apInbox.NotifyApprovers,
      { body: { CommunityAgentId: w.communityId, ApprovalStatus: 1, Message: null } },
      w.token,
    );
    expect(notified.body.Recipients.sort()).toEqual(
      [accountant.userName, approver.userName].sort(),
    );
    expect(cards.body.Invoices).toMatchObject([
      { ItemId: itemId, UserCanApprove: UserCanApproveValue.Enabled, RequiredApprovals: 1 },
    ]);
    expect((await approve(approver.token)).body).toMatchObject({
      InboxState: InboxState.Approved,
    });
    // An invoice entered after the change takes the new settings: no group, posted at once.
    const later = await addInvoice(w, accountant.token, 'SOD-2');
    expect(later.body.InboxState).toBe(InboxState.Approved);
  });

  it('refuses the enterer paying by check run or handwritten check unless the rule is off', async () => {
    const w = await payablesWorld(h);
    const accountant = await user(w, 'accountant');
    const own = await insertInvoice(w, {
      inboxState: InboxState.Approved,
      enteredByUserId: accountant.userId,
    });
    const refused = { status: 403, errorMessage: M.entererCannotPay };
    expect(await handwritten(w, accountant.token, [own], '800')).toMatchObject(refused);
    expect(await checkRun(w, accountant.token, [own])).toMatchObject(refused);
    const unpaid = { [w.books.account.expense]: 25_000, [w.books.account.payables]: -25_000 };
    expect(await ledgerOf(w)).toEqual(unpaid);
    // Another company's user does not find the community or the invoice.
    const other = await payablesWorld(h);
    expect(await handwritten(w, other.token, [own], '801')).toMatchObject({ status: 404 });

    // Someone else may pay it; with the rule off, the enterer may pay their own.
    const second = await insertInvoice(w, {
      inboxState: InboxState.Approved,
      enteredByUserId: accountant.userId,
    });
    expect(await handwritten(w, w.token, [own], '802')).toMatchObject({ status: 200 });
    expect(await entererRule(false, w.token)).toMatchObject({
      status: 200,
      body: { EntererCannotPay: false },
    });
    expect(await checkRun(w, accountant.token, [second])).toMatchObject({ status: 200 });
    expect(await ledgerOf(w)).toEqual({
      [w.books.account.expense]: 50_000,
      [w.books.account.cash]: -50_000,
    });
  });
});
