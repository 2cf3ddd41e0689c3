import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import {
  ApprovalMessages as M,
  BoardMemberClaims,
  BoardPortalMessages,
  InboxState,
} from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, fullGrant } from '../../../test/factories';
import {
  invitedOwner,
  portalStaffWorld,
  registerOwner,
} from '../../../test/owner-portal-factories';
import { SampleFiles, uploadFile } from '../../../test/attachments-factories';
import { insertInvoice, ledgerOf, payablesWorld } from '../../../test/payables-factories';

const P = contract.portalBoard;
const A = contract.apInbox;

describe.each(testDatabases())('Board portal on $name', (testDb) => {
  const h = useApp(testDb);

  /**
   * A community with an internal group of one and a board group of one board user; two registered
   * owners, the first linked to that board user from the back office; invoices awaiting the board.
   */
  async function boardWorld(invoiceCount = 1) {
    const w = await payablesWorld(h);
    const clerk = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('apinvoice')],
    });
    const board = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [...BoardMemberClaims],
      isBoardRole: true,
    });
    const clerkToken = await signIn(h.app, clerk.userName);
    const saved = await callApi(
      h.app,
      contract.apApprovals.SaveBillApprovalSettings,
      {
        body: {
          CommunityAgentId: w.communityId,
          UserTiedApprovals: false,
          InternalGroups: [{ RequiredApprovals: 1, Level: 0, UserIds: [clerk.userId] }],
          BoardGroups: [{ RequiredApprovals: 1, Level: 0, UserIds: [board.userId] }],
        },
      },
      w.token,
    );
    expect(saved.status).toBe(200);
    const ids: number[] = [];
    for (let i = 0; i < invoiceCount; i += 1) {
      const id = await insertInvoice(w);
      const body = { ItemId: id, Reason: null };
      expect((await callApi(h.app, A.AcceptInvoice, { body }, w.token)).status).toBe(200);
      expect((await callApi(h.app, A.ApproveInvoice, { body }, clerkToken)).status).toBe(200);
      ids.push(id);
    }
    const president = await registerOwner(
      h,
      w.companyId,
      await invitedOwner(h, w.company, w.token, w.communityId),
    );
    const neighbour = await registerOwner(
      h,
      w.companyId,
      await invitedOwner(h, w.company, w.token, w.communityId),
    );
    const linked = await callApi(
      h.app,
      P.SetOwnerBoardUser,
      { body: { OwnerAgentId: president.ownerAgentId, BoardUserId: board.userId } },
      w.token,
    );
    expect(linked.status).toBe(200);
    return { w, clerk, board, president, neighbour, ids };
  }

  const invoiceState = (
    w: { inTx: Awaited<ReturnType<typeof payablesWorld>>['inTx'] },
    id: number,
  ) =>
    w.inTx(async (tx) => {
      const [row] = await queryRows<{ inbox_state: number; reason: string | null }>(
        tx,
        sql`select inbox_state, reason_for_rejection as reason from ap_invoices where item_id = ${id}`,
      );
      return row;
    });

  it('a board member owner approves an invoice from the portal as the back office would, and rejects one with a reason', async () => {
    const { w, board, president, ids } = await boardWorld(2);
    const [first = 0, second = 0] = ids;
    const session = await callApi(h.app, contract.portal.GetSession, {}, president.token);
    expect(session.body.IsBoardMember).toBe(true);

    const inbox = await callApi(h.app, P.GetBoardInbox, {}, president.token);
    expect(inbox.body.Invoices.map((i) => i.ItemId)).toEqual([first, second]);
    const detail = await callApi(
      h.app,
      P.GetBoardInvoice,
      { query: { ItemId: first } },
      president.token,
    );
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      ItemId: first,
      VendorName: 'Acme Landscaping',
      TotalCents: 25_000,
    });
    expect(detail.body.Distribution.reduce((s, d) => s + d.AmountCents, 0)).toBe(25_000);
    expect(detail.body.VendorRecentInvoices.map((i) => i.ItemId)).toContain(second);

    expect(await ledgerOf(w)).toEqual({});
    const approved = await callApi(
      h.app,
      P.BoardApproveInvoice,
      { body: { ItemId: first, Reason: null } },
      president.token,
    );
    expect(approved.body).toEqual({ Message: `AP ${first} ${M.wasApproved}` });
    expect((await invoiceState(w, first))?.inbox_state).toBe(InboxState.Approved);
    expect(await ledgerOf(w)).toEqual({
      [w.books.account.expense]: 25_000,
      [w.books.account.payables]: -25_000,
    });
    // The approval is the board user's, as the back office's activity feed shows it.
    const feed = await callApi(
      h.app,
      A.GetApprovalActivityFeed,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(feed.body.Actions.find((x) => x.IsApproved)?.AgentDisplayName).toBe(board.userName);

    const noReason = await callApi(
      h.app,
      P.BoardRejectInvoice,
      { body: { ItemId: second, Reason: '  ' } },
      president.token,
    );
    expect(noReason).toMatchObject({ status: 400, errorMessage: M.rejectionReasonRequired });
    const rejected = await callApi(
      h.app,
      P.BoardRejectInvoice,
      { body: { ItemId: second, Reason: 'Not in this year’s budget' } },
      president.token,
    );
    expect(rejected.body).toEqual({ Message: M.invoiceRejected });
    expect(await invoiceState(w, second)).toEqual({
      inbox_state: InboxState.RejectionPending,
      reason: 'Not in this year’s budget',
    });
    expect((await callApi(h.app, P.GetBoardInbox, {}, president.token)).body.Invoices).toEqual([]);
    const again = await callApi(
      h.app,
      P.BoardApproveInvoice,
      { body: { ItemId: first, Reason: null } },
      president.token,
    );
    expect(again.status).toBe(404);
  });

  it('answers 403 on board calls to an owner who is not a board member, and staff cannot use them', async () => {
    const { w, neighbour, ids } = await boardWorld();
    const [id = 0] = ids;
    const session = await callApi(h.app, contract.portal.GetSession, {}, neighbour.token);
    expect(session.body.IsBoardMember).toBe(false);
    for (const call of [
      callApi(h.app, P.GetBoardInbox, {}, neighbour.token),
      callApi(h.app, P.GetBoardInvoice, { query: { ItemId: id } }, neighbour.token),
      callApi(
        h.app,
        P.BoardApproveInvoice,
        { body: { ItemId: id, Reason: null } },
        neighbour.token,
      ),
      callApi(h.app, P.GetBoardDelinquencies, {}, neighbour.token),
      callApi(h.app, P.GetBoardReports, {}, neighbour.token),
    ]) {
      expect(await call).toMatchObject({
        status: 403,
        errorMessage: BoardPortalMessages.notBoardMember,
      });
    }
    expect((await invoiceState(w, id))?.inbox_state).toBe(InboxState.Approval);
    const staff = await callApi(h.app, P.GetBoardInbox, {}, w.token);
    expect(staff.status).toBe(403);
    const byOwner = await callApi(
      h.app,
      P.SetOwnerBoardUser,
      { body: { OwnerAgentId: neighbour.ownerAgentId, BoardUserId: null } },
      neighbour.token,
    );
    expect(byOwner.status).toBe(403);
  });

  it('opens the document of an invoice awaiting the board, and of no other invoice', async () => {
    const { w, president, neighbour, ids } = await boardWorld(2);
    const [first = 0, second = 0] = ids;
    /** The invoice's document: a PDF attached to its item, as an upload makes it. */
    const withDocument = async (world: typeof w, itemId: number) => {
      const uploaded = await uploadFile(
        h.app,
        contract.attachments.CreateItemAgentAttachmentByItem,
        { TopsItemId: itemId },
        { fileName: 'invoice.pdf', bytes: SampleFiles.pdf, contentType: 'application/pdf' },
        world.token,
      );
      expect(uploaded.status).toBe(200);
      await world.inTx((tx) =>
        tx.execute(
          sql`update ap_invoices set attachment_id = ${uploaded.body.TopsAttachmentId}
               where item_id = ${itemId}`,
        ),
      );
    };
    await withDocument(w, first);
    const inbox = await callApi(h.app, P.GetBoardInbox, {}, president.token);
    expect(inbox.body.Invoices.map((i) => [i.ItemId, i.HasDocument, i.NextStep])).toEqual([
      [first, true, 'It is paid once the board approves it.'],
      [second, false, 'It is paid once the board approves it.'],
    ]);
    const documentOf = (itemId: number, token: string) =>
      h.app.inject({
        method: 'GET',
        url: P.GetBoardInvoiceDocument.path.replace(':itemId', String(itemId)),
        headers: { authorization: `Bearer ${token}` },
      });
    const shown = await documentOf(first, president.token);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('application/pdf');
    expect(shown.headers['content-disposition']).toMatch(/^inline/);
    expect(shown.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Without a document, off the board, from the back office: refused.
    expect((await documentOf(second, president.token)).statusCode).toBe(404);
    expect((await documentOf(first, neighbour.token)).statusCode).toBe(403);
    expect((await documentOf(first, w.token)).statusCode).toBe(403);
    // Once decided, the invoice no longer awaits the board: its document is not the portal's.
    const approved = await callApi(
      h.app,
      P.BoardApproveInvoice,
      { body: { ItemId: first, Reason: null } },
      president.token,
    );
    expect(approved.status).toBe(200);
    expect((await documentOf(first, president.token)).statusCode).toBe(404);
    // Another company's invoice awaiting its board is not found.
    const other = await boardWorld(1);
    const [theirs = 0] = other.ids;
    await withDocument(other.w, theirs);
    expect((await documentOf(theirs, president.token)).statusCode).toBe(404);
    expect((await documentOf(theirs, other.president.token)).statusCode).toBe(200);
  });

  it('hides names in the delinquency list where the company sets it, and shows only allowed reports', async () => {
    const { w, president } = await boardWorld(0);
    // A balance owed on an assessment code (the ledger keeps owner_code_balances; written here directly).
    const [code] = await w.inTx((tx) =>
      queryRows<{ id: number }>(
        tx,
        sql`insert into codes (company_id, community_agent_id, code_alias, code_name, code_type_id)
            values (${w.companyId}, ${w.communityId}, 'ASMT', 'Assessment', 1) returning id`,
      ),
    );
    await h.database.executeSql(
      `insert into owner_code_balances
         (company_id, community_agent_id, owner_agent_id, code_id, balance_cents)
       values ($1, $2, $3, $4, 12345)`,
      [w.companyId, w.communityId, president.ownerAgentId, code?.id],
    );
    const shown = await callApi(h.app, P.GetBoardDelinquencies, {}, president.token);
    expect(shown.body.NamesHidden).toBe(false);
    expect(shown.body.Rows).toEqual([
      expect.objectContaining({ AccountNumber: president.accountNumber, BalanceCents: 12_345 }),
    ]);
    expect(shown.body.Rows[0]?.OwnerName).toContain('Owen Heron');

    const settings = await callApi(
      h.app,
      P.SaveBoardPortalSettings,
      { body: { ReportKeys: ['CashFlow'], HideDelinquentNames: true } },
      w.token,
    );
    expect(settings.status).toBe(200);
    const hidden = await callApi(h.app, P.GetBoardDelinquencies, {}, president.token);
    expect(hidden.body).toMatchObject({
      NamesHidden: true,
      Rows: [{ OwnerName: null, BalanceCents: 12_345 }],
    });

    const reports = await callApi(h.app, P.GetBoardReports, {}, president.token);
    expect(reports.body.Reports.map((r) => r.Key)).toEqual([
      'BalanceSheet',
      'IncomeStatement',
      'CashFlow',
    ]);
    const sheet = await callApi(
      h.app,
      P.GetBoardReport,
      { query: { Key: 'BalanceSheet' } },
      president.token,
    );
    expect(sheet.body.title).toBe('Balance Sheet');
    const trial = await callApi(
      h.app,
      P.GetBoardReport,
      { query: { Key: 'TrialBalance' } },
      president.token,
    );
    expect(trial).toMatchObject({
      status: 403,
      errorMessage: BoardPortalMessages.reportNotAllowed,
    });
  });

  it('reads back the board settings and the owner’s board user as saved; only administrators change them, of their own company', async () => {
    const { w, clerk, board, president, neighbour } = await boardWorld(0);
    const O = contract.ownerAccess;
    const accountOf = async (ownerAgentId: number) =>
      (await callApi(h.app, O.GetOwnerAccessAccountForOwner, { query: { ownerAgentId } }, w.token))
        .body;
    expect(await accountOf(president.ownerAgentId)).toMatchObject({
      BoardUserId: board.userId,
      BoardUserName: board.userName,
    });
    expect(await accountOf(neighbour.ownerAgentId)).toMatchObject({
      BoardUserId: null,
      BoardUserName: null,
    });
    const boardUsers = await callApi(h.app, P.GetBoardUsers, {}, w.token);
    expect(boardUsers.body).toEqual([{ UserId: board.userId, DisplayName: board.userName }]);

    const before = await callApi(h.app, contract.ownerAccess.GetCompanySettings, {}, w.token);
    expect(before.body).toMatchObject({ BoardReportKeys: [], BoardHidesDelinquentNames: false });
    const saved = await callApi(
      h.app,
      P.SaveBoardPortalSettings,
      { body: { ReportKeys: ['TrialBalance', 'CashFlow'], HideDelinquentNames: true } },
      w.token,
    );
    expect(saved.status).toBe(200);
    const after = await callApi(h.app, contract.ownerAccess.GetCompanySettings, {}, w.token);
    expect(after.body).toMatchObject({
      BoardReportKeys: ['TrialBalance', 'CashFlow'],
      BoardHidesDelinquentNames: true,
    });

    const unlinked = await callApi(
      h.app,
      P.SetOwnerBoardUser,
      { body: { OwnerAgentId: president.ownerAgentId, BoardUserId: null } },
      w.token,
    );
    expect(unlinked.status).toBe(200);
    expect(await accountOf(president.ownerAgentId)).toMatchObject({
      BoardUserId: null,
      BoardUserName: null,
    });
    const notBoard = await callApi(
      h.app,
      P.SetOwnerBoardUser,
      { body: { OwnerAgentId: president.ownerAgentId, BoardUserId: clerk.userId } },
      w.token,
    );
    expect(notBoard).toMatchObject({ status: 400, errorMessage: BoardPortalMessages.notBoardUser });

    // A user who is not a company administrator changes nothing and lists no board users.
    const clerkToken = await signIn(h.app, clerk.userName);
    const refused = [
      await callApi(h.app, P.GetBoardUsers, {}, clerkToken),
      await callApi(
        h.app,
        P.SetOwnerBoardUser,
        { body: { OwnerAgentId: president.ownerAgentId, BoardUserId: board.userId } },
        clerkToken,
      ),
      await callApi(
        h.app,
        P.SaveBoardPortalSettings,
        { body: { ReportKeys: [], HideDelinquentNames: false } },
        clerkToken,
      ),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403]);
    expect(await accountOf(president.ownerAgentId)).toMatchObject({ BoardUserId: null });

    // Another company's owner does not exist for this administrator; its board users are not listed.
    const other = await portalStaffWorld(h);
    const theirs = await invitedOwner(h, other.company, other.staffToken);
    await addUser(h.database, other.company.companyId, {
      communityIds: [other.communityAgentId],
      grants: [...BoardMemberClaims],
      isBoardRole: true,
    });
    const foreign = await callApi(
      h.app,
      P.SetOwnerBoardUser,
      { body: { OwnerAgentId: theirs.ownerAgentId, BoardUserId: board.userId } },
      w.token,
    );
    expect(foreign.status).toBe(404);
    const theirAccount = await callApi(
      h.app,
      O.GetOwnerAccessAccountForOwner,
      { query: { ownerAgentId: theirs.ownerAgentId } },
      other.staffToken,
    );
    expect(theirAccount.body).toMatchObject({ BoardUserId: null });
    expect((await callApi(h.app, P.GetBoardUsers, {}, w.token)).body).toHaveLength(1);
  });
});
