import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { apInvoices, companies, eq, items, mailOutbox, sql } from '@hoa/db';
import {
  ApprovalMessages as M,
  BoardMemberClaims,
  InboxState,
  Messages,
  StatusId,
  UserCanApproveValue as U,
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

const A = contract.apInbox;
const S = contract.apApprovals;

describe.each(testDatabases())('AP inbox and approval chains on $name', (testDb) => {
  const h = useApp(testDb);

  async function approver(w: PayablesWorld, board = false) {
    const user = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: board ? [...BoardMemberClaims] : [fullGrant('apinvoice')],
      isBoardRole: board,
    });
    return { ...user, token: await signIn(h.app, user.userName) };
  }

  /** Internal group 1: three approvers, two required; board group 1: one board user. */
  async function chainWorld() {
    const w = await payablesWorld(h);
    const [a, b, c, board] = [
      await approver(w),
      await approver(w),
      await approver(w),
      await approver(w, true),
    ];
    const saved = await callApi(
      h.app,
      S.SaveBillApprovalSettings,
      {
        body: {
          CommunityAgentId: w.communityId,
          UserTiedApprovals: false,
          InternalGroups: [
            { RequiredApprovals: 2, Level: 0, UserIds: [a.userId, b.userId, c.userId] },
          ],
          BoardGroups: [{ RequiredApprovals: 1, Level: 0, UserIds: [board.userId] }],
        },
      },
      w.token,
    );
    expect(saved.status).toBe(200);
    return { w, a, b, c, board };
  }

  const act = (
    endpoint: (typeof A)['ApproveInvoice'],
    token: string,
    ItemId: number,
    Reason: string | null = null,
  ) => callApi(h.app, endpoint, { body: { ItemId, Reason } }, token);

  const list = (w: PayablesWorld, filterName: string, token = w.token) =>
    callApi(
      h.app,
      A.GetInboxInvoices,
      { query: { communityAgentId: w.communityId, filterName: filterName as 'APInbox' } },
      token,
    );

  const counts = (w: PayablesWorld, token = w.token) =>
    callApi(h.app, A.GetInboxCounts, { query: { communityAgentId: w.communityId } }, token);

  /** The home page's "Open invoices" tile: what the AP inbox holds. */
  const openInvoices = async (w: PayablesWorld) =>
    (
      await callApi(
        h.app,
        contract.crm.GetKpiCounts,
        { query: { communityAgentId: w.communityId } },
        w.token,
      )
    ).body.CountOpenInvoices;

  it('takes an invoice through an internal group of 2 and a board group of 1, then posts it', async () => {
    const { w, a, b, c, board } = await chainWorld();
    const id = await insertInvoice(w, { enteredByUserId: a.userId });
    expect((await counts(w)).body).toMatchObject({ APInbox: 1, InternalApproval: 0 });
    expect(await openInvoices(w)).toBe(1);
    const accepted = await act(A.AcceptInvoice, w.token, id, 'looks right');
    expect(accepted.body).toMatchObject({
      InboxState: InboxState.Approval,
      ApprovalStatus: 1,
      Group: 1,
      Message: `AP ${id} ${M.wasAccepted}`,
    });
    expect((await counts(w)).body).toMatchObject({ APInbox: 0, InternalApproval: 1 });
    const card = (await list(w, 'InternalApproval', b.token)).body.Invoices[0];
    expect(card).toMatchObject({
      ItemId: id,
      UserCanApprove: U.Enabled,
      ApprovalCount: 0,
      RequiredApprovals: 2,
      Group: 1,
      ReasonForAcceptance: 'looks right',
      NextGroupApproval: { ApprovalStatus: 2, RequiredApprovals: 1 },
    });
    expect(card?.Approvers.map((x) => x.UserId).sort()).toEqual(
      [a.userId, b.userId, c.userId].sort(),
    );

    const byEnterer = await act(A.ApproveInvoice, a.token, id);
    expect(byEnterer).toMatchObject({ status: 403, errorMessage: M.enteredByCannotApprove });
    const notMember = await act(A.ApproveInvoice, w.token, id);
    expect(notMember).toMatchObject({ status: 403, errorMessage: M.notAnApprover });
    const boardTooEarly = await act(A.BoardApproveInvoice, board.token, id);
    expect(boardTooEarly).toMatchObject({ status: 409, errorMessage: M.notInStage('board') });

    const first = await act(A.ApproveInvoice, b.token, id);
    expect(first.body).toMatchObject({
      ApprovalCount: 1,
      UserCanApprove: U.AlreadyApproved,
      Message: `AP ${id} ${M.wasApproved}`,
    });
    const twice = await act(A.ApproveInvoice, b.token, id);
    expect(twice).toMatchObject({ status: 409, errorMessage: M.alreadyApproved });
    expect(await ledgerOf(w)).toEqual({});

    const second = await act(A.ApproveInvoice, c.token, id);
    expect(second.body).toMatchObject({
      ApprovalStatus: 2,
      Group: 2,
      ApprovalCount: 0,
      RequiredApprovals: 1,
      UserCanApprove: U.GroupAlreadyApproved,
    });
    expect((await counts(w)).body).toMatchObject({ InternalApproval: 0, BoardApproval: 1 });
    expect(await openInvoices(w)).toBe(1);
    expect(await ledgerOf(w)).toEqual({});
    const internalInBoard = await act(A.ApproveInvoice, board.token, id);
    expect(internalInBoard).toMatchObject({ status: 409, errorMessage: M.notInStage('internal') });
    const staffAsBoard = await act(A.BoardApproveInvoice, b.token, id);
    expect(staffAsBoard).toMatchObject({ status: 403, errorMessage: M.boardAccessOnly });

    const boardCard = (await list(w, 'BoardApproval', board.token)).body.Invoices[0];
    expect(boardCard).toMatchObject({ UserCanApprove: U.Enabled, Group: 2 });
    const last = await act(A.BoardApproveInvoice, board.token, id);
    expect(last.body).toMatchObject({ InboxState: InboxState.Approved });
    expect(await ledgerOf(w)).toEqual({
      [w.books.account.expense]: 25_000,
      [w.books.account.payables]: -25_000,
    });
    expect((await counts(w)).body).toMatchObject({ InternalApproval: 0, BoardApproval: 0 });
    expect(await openInvoices(w)).toBe(0);
    const feed = await callApi(
      h.app,
      A.GetApprovalActivityFeed,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(feed.body.Actions.filter((x) => x.IsApproved).map((x) => x.AgentDisplayName)).toEqual([
      board.userName,
      c.userName,
      b.userName,
    ]);
  });

  it('rejects with a reason only, resubmits, approves again and finally rejects', async () => {
    const { w, b, c } = await chainWorld();
    const id = await insertInvoice(w);
    await act(A.AcceptInvoice, w.token, id);
    await act(A.ApproveInvoice, b.token, id);
    const noReason = await act(A.RejectInvoice, c.token, id, '  ');
    expect(noReason).toMatchObject({ status: 400, errorMessage: M.rejectionReasonRequired });
    const rejected = await act(A.RejectInvoice, c.token, id, 'wrong amount');
    expect(rejected.body).toMatchObject({
      InboxState: InboxState.RejectionPending,
      Message: M.invoiceRejected,
    });
    expect((await list(w, 'RejectionsPending')).body.Invoices[0]).toMatchObject({
      ItemId: id,
      RejectReason: 'wrong amount',
    });
    const resubmitted = await callApi(h.app, A.ResubmitInvoice, { body: { ItemId: id } }, w.token);
    expect(resubmitted.body).toMatchObject({
      InboxState: InboxState.Approval,
      ApprovalCount: 0,
      Message: `AP ${id} was resubmitted`,
    });
    // b's approval before the rejection no longer counts: b approves again.
    expect((await act(A.ApproveInvoice, b.token, id)).body).toMatchObject({ ApprovalCount: 1 });
    const graph = await callApi(
      h.app,
      A.GetInvoiceApprovalGraph,
      { query: { itemId: id } },
      w.token,
    );
    expect(graph.body).toMatchObject({
      ApprovalStatus: 1,
      Group: 1,
      CurrentGroupCount: 1,
      CurrentGroupRequiredApprovals: 2,
      RequiredInternalApprovers: 2,
      RequiredBoardApprovers: 1,
      Rejection: { RejectedReason: 'wrong amount', IsApproved: false },
    });
    expect(graph.body.IgnoredActions).toHaveLength(1);
    expect(graph.body.InternalApprovals.map((x) => x.AgentDisplayName)).toEqual([b.userName]);
    await act(A.RejectInvoice, c.token, id, 'still wrong');
    const final = await act(A.FinalRejectInvoice, w.token, id);
    expect(final.body).toMatchObject({
      InboxState: InboxState.Rejected,
      Message: M.rejectedSuccessfully,
    });
    const [item] = await w.inTx((tx) =>
      tx.select({ status: items.statusId }).from(items).where(eq(items.id, id)),
    );
    expect(item?.status).toBe(StatusId.Deleted);
    expect(await ledgerOf(w)).toEqual({});
  });

  it('refuses approval filters below tier 2 with the subscription message', async () => {
    const w = await payablesWorld(h, { tier: 1 });
    const id = await insertInvoice(w, { inboxState: InboxState.Approval });
    const listed = await list(w, 'InternalApproval');
    expect(listed).toMatchObject({ status: 403, errorMessage: Messages.subscriptionAccessDenied });
    expect(await act(A.ApproveInvoice, w.token, id)).toMatchObject({
      status: 403,
      errorMessage: Messages.subscriptionAccessDenied,
    });
    expect((await counts(w)).body).toMatchObject({ InternalApproval: null, BoardApproval: null });
    expect((await list(w, 'APInbox')).status).toBe(200);
  });

  it('opens the exception inbox with invoiceexceptions and the digital-invoices flag only', async () => {
    const w = await payablesWorld(h);
    const id = await insertInvoice(w, { inboxState: InboxState.Exception });
    const clerk = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('apinvoice')],
    });
    const clerkToken = await signIn(h.app, clerk.userName);
    expect(await list(w, 'ExceptionInbox', clerkToken)).toMatchObject({ status: 403 });
    expect(await list(w, 'ExceptionInbox')).toMatchObject({ status: 403 });
    await w.inTx((tx) =>
      tx
        .update(companies)
        .set({ featureFlags: { digitalInvoices: true } })
        .where(eq(companies.id, w.companyId)),
    );
    const token = await signIn(h.app, w.company.admin.userName);
    expect(await list(w, 'ExceptionInbox', clerkToken)).toMatchObject({ status: 403 });
    expect((await list(w, 'ExceptionInbox', token)).body.Invoices.map((x) => x.ItemId)).toEqual([
      id,
    ]);
    expect((await counts(w, token)).body).toMatchObject({ ExceptionInbox: 1, APInbox: 0 });
    const accepted = await callApi(h.app, A.AcceptException, { body: { ItemId: id } }, token);
    expect(accepted.body).toMatchObject({ InboxState: InboxState.Inbox });
    expect((await counts(w, token)).body).toMatchObject({ ExceptionInbox: 0, APInbox: 1 });
    const [item] = await w.inTx((tx) =>
      tx.select({ status: items.statusId }).from(items).where(eq(items.id, id)),
    );
    expect(item?.status).toBe(StatusId.Accrued);
    const rejectOther = await insertInvoice(w, { inboxState: InboxState.Exception });
    await callApi(h.app, A.RejectException, { body: { ItemId: rejectOther, Reason: null } }, token);
    expect((await counts(w, token)).body).toMatchObject({ ExceptionInbox: 0 });
  });

  it('refuses another company, checks approval settings and notifies approvers', async () => {
    const { w, board } = await chainWorld();
    const id = await insertInvoice(w);
    const other = await payablesWorld(h);
    expect(await act(A.AcceptInvoice, other.token, id)).toMatchObject({ status: 404 });
    expect(
      await callApi(
        h.app,
        S.GetBillApprovalSettings,
        { query: { communityAgentId: w.communityId } },
        other.token,
      ),
    ).toMatchObject({ status: 404 });
    const staff = await approver(w);
    const badBoard = await callApi(
      h.app,
      S.SaveBillApprovalSettings,
      {
        body: {
          CommunityAgentId: w.communityId,
          UserTiedApprovals: true,
          InternalGroups: [],
          BoardGroups: [{ RequiredApprovals: 1, Level: 0, UserIds: [staff.userId] }],
        },
      },
      w.token,
    );
    expect(badBoard).toMatchObject({ status: 400, errorMessage: M.boardMembersOnly });
    await act(A.AcceptInvoice, w.token, id);
    const changed = await callApi(
      h.app,
      S.SaveBillApprovalSettings,
      {
        body: {
          CommunityAgentId: w.communityId,
          UserTiedApprovals: true,
          InternalGroups: [],
          BoardGroups: [{ RequiredApprovals: 1, Level: 0, UserIds: [board.userId] }],
        },
      },
      w.token,
    );
    expect(changed.body).toMatchObject({ UserTiedApprovals: true, InternalGroups: [] });
    // The waiting invoice keeps the groups it entered under (internal first); a new one takes the
    // new groups (board only).
    const [kept] = await w.inTx((tx) =>
      tx.select().from(apInvoices).where(eq(apInvoices.itemId, id)),
    );
    expect(kept).toMatchObject({ inboxState: InboxState.Approval, approvalStatus: 1 });
    const settingsActions = await w.inTx((tx) =>
      tx.execute(sql`select 1 from ap_invoice_actions where item_id = ${id} and action = 7`),
    );
    expect((settingsActions as { rows: unknown[] }).rows).toHaveLength(0);
    const later = await insertInvoice(w);
    await act(A.AcceptInvoice, w.token, later);
    const [moved] = await w.inTx((tx) =>
      tx.select().from(apInvoices).where(eq(apInvoices.itemId, later)),
    );
    expect(moved).toMatchObject({ inboxState: InboxState.Approval, approvalStatus: 2 });
    // User-tied: the admin (no group) sees no board invoice; the board member sees it.
    expect((await list(w, 'BoardApproval')).body.Invoices).toHaveLength(0);
    expect((await list(w, 'BoardApproval', board.token)).body.Invoices).toHaveLength(1);
    const notified = await callApi(
      h.app,
      A.NotifyApprovers,
      { body: { CommunityAgentId: w.communityId, ApprovalStatus: 2, Message: null } },
      w.token,
    );
    expect(notified.body).toMatchObject({ Sent: 1, Recipients: [board.userName] });
    const mails = await w.inTx((tx) => tx.select().from(mailOutbox));
    expect(mails[0]?.body).toContain(`AP ${later}`);
    const preview = await callApi(h.app, A.GetInvoicePreview, { params: { itemId: id } }, w.token);
    expect(preview).toMatchObject({ status: 404, errorMessage: M.noAttachment });
  });
});
