import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { BoardMemberClaims, InboxState, TxnTypeId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, fullGrant } from '../../../test/factories';
import { ledgerOf, payablesWorld, type PayablesWorld } from '../../../test/payables-factories';
import { download, pdfText, printChecksOf } from './check-test-helpers';

const Inbox = contract.apInbox;
const Checks = contract.apChecks;

// Issue 7: an invoice through internal and board approval groups to a printed check and a void,
// the ledger (accounts payable, expense, cash) right to the cent after each step.
describe.each(testDatabases())('an invoice from approval to a voided check on $name', (testDb) => {
  const h = useApp(testDb);

  async function approver(w: PayablesWorld, board: boolean) {
    const user = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: board ? [...BoardMemberClaims] : [fullGrant('apinvoice')],
      isBoardRole: board,
    });
    return { ...user, token: await signIn(h.app, user.userName) };
  }

  it('enters, approves 2 of 2 internally and once by the board, prints, voids', async () => {
    const w = await payablesWorld(h);
    const [first, second, board] = [
      await approver(w, false),
      await approver(w, false),
      await approver(w, true),
    ];
    const settings = await callApi(
      h.app,
      contract.apApprovals.SaveBillApprovalSettings,
      {
        body: {
          CommunityAgentId: w.communityId,
          UserTiedApprovals: false,
          InternalGroups: [
            { RequiredApprovals: 2, Level: 0, UserIds: [first.userId, second.userId] },
          ],
          BoardGroups: [{ RequiredApprovals: 1, Level: 0, UserIds: [board.userId] }],
        },
      },
      w.token,
    );
    expect(settings.status).toBe(200);
    const { expense, payables, cash } = w.books.account;

    // Entered by a clerk (who enters an invoice does not pay it): in internal approval, nothing in
    // the ledger yet.
    const clerk = await approver(w, false);
    const entered = await callApi(
      h.app,
      contract.apInvoices.AddInvoice,
      {
        body: {
          CommunityAgentId: w.communityId,
          VendorAgentId: w.vendorId,
          InvoiceNumber: 'GS-2026-03',
          Reference: 'March grounds',
          InvoiceDate: '2026-03-05',
          DueDate: '2026-04-04',
          BankAccountId: w.bankAccountId,
          TotalAmount: 123_457,
          BillDistributionList: [
            { AccountId: expense, CostCenterId: null, Amount: 100_000 },
            { AccountId: expense, CostCenterId: null, Amount: 23_457 },
          ],
        },
      },
      clerk.token,
    );
    expect(entered.status).toBe(200);
    const itemId = entered.body.ItemId;
    expect(entered.body.InboxState).toBe(InboxState.Approval);
    expect(await ledgerOf(w)).toEqual({});

    const act = (endpoint: typeof Inbox.ApproveInvoice, token: string) =>
      callApi(h.app, endpoint, { body: { ItemId: itemId, Reason: null } }, token);

    // Internal group: the first approval counts, the second moves the invoice to the board.
    expect((await act(Inbox.ApproveInvoice, first.token)).body).toMatchObject({
      ApprovalStatus: 1,
      ApprovalCount: 1,
    });
    expect(await ledgerOf(w)).toEqual({});
    expect((await act(Inbox.ApproveInvoice, second.token)).body).toMatchObject({
      ApprovalStatus: 2,
      ApprovalCount: 0,
    });
    expect(await ledgerOf(w)).toEqual({});

    // Board approval: the last group, so the invoice posts (expense Dr, accounts payable Cr).
    const approved = await act(Inbox.BoardApproveInvoice, board.token);
    expect(approved.body.InboxState).toBe(InboxState.Approved);
    expect(await ledgerOf(w)).toEqual({ [expense]: 123_457, [payables]: -123_457 });

    // Printed check: accounts payable Dr, cash Cr; the run's PDF is a PDF with the check on it.
    const run = await printChecksOf(h, w, [itemId]);
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ CheckCount: 1, TotalAmount: 123_457 });
    expect(await ledgerOf(w)).toEqual({ [expense]: 123_457, [cash]: -123_457 });
    const pdf = await download(h.app, run.body.Url, w.token);
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(pdf.bytes)).toContain('One Thousand Two Hundred Thirty-Four and 57/100 Dollars');
    const [check] = run.body.Checks;
    expect(check).toMatchObject({ TxnTypeId: TxnTypeId.PrintChecks, Amount: 123_457 });
    const payableBefore = await callApi(
      h.app,
      Checks.GetPayableInvoices,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(payableBefore.body).toEqual([]);

    // Void: the check's lines reversed on the void date; the invoice is payable again in full.
    const voided = await callApi(
      h.app,
      Checks.VoidCheck,
      { body: { ItemId: check?.ItemId ?? 0, VoidDate: '2026-03-25' } },
      w.token,
    );
    expect(voided.status).toBe(200);
    expect(await ledgerOf(w)).toEqual({ [expense]: 123_457, [payables]: -123_457 });
    const payableAfter = await callApi(
      h.app,
      Checks.GetPayableInvoices,
      { query: { communityAgentId: w.communityId, bankAccountId: w.bankAccountId } },
      w.token,
    );
    expect(payableAfter.body.map((r) => [r.ItemId, r.PaidAmount, r.OpenAmount])).toEqual([
      [itemId, 0, 123_457],
    ]);
  });
});
