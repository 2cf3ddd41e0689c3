import { describe, expect, it } from 'vitest';
import { contract, type NoteItemInput } from '@hoa/contract';
import { bankAccounts } from '@hoa/db';
import { AgentTypeId, BoardMemberClaims, TxnTypeId } from '@hoa/domain';
import { addUserWithAgent, insertNamedAgent } from '../../../test/activity-factories';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { ledgerWorld } from '../../../test/owner-ledger-factories';
import { insertInvoice, payablesWorld, type PayablesWorld } from '../../../test/payables-factories';

const Dashboard = contract.crm.GetCommunityDashboard;
const A = contract.apInbox;

describe.each(testDatabases())('community home page on $name', (testDb) => {
  const h = useApp(testDb);

  const dashboard = (communityAgentId: number, token: string, asOfDate?: string) =>
    callApi(
      h.app,
      Dashboard,
      { query: { communityAgentId, ...(asOfDate ? { asOfDate } : {}) } },
      token,
    );

  it('ages delinquency as the AR KPI does and gives the book balance of each live bank account', async () => {
    // The ledger of owner-ledger-factories: ASMT $250.00 on Mar 1, Apr 1 and May 1 for two owners;
    // owner one waived $300.00 on Apr 15, owner two prepaid $100.00 (into cash) on Apr 10.
    const w = await ledgerWorld(h);
    const bank = await insertNamedAgent(h.database, w.companyId, {
      name: 'First Bank',
      agentTypeId: AgentTypeId.Bank,
      communityAgentId: null,
    });
    await w.inTx((tx) =>
      tx.insert(bankAccounts).values([
        {
          companyId: w.companyId,
          bankAgentId: bank,
          communityAgentId: w.communityId,
          accountName: 'Operating',
          accountNumber: '000123456789',
          glAccountId: w.books.account.cash,
          isPrimary: true,
        },
        {
          companyId: w.companyId,
          bankAgentId: bank,
          communityAgentId: w.communityId,
          accountName: 'Closed reserve',
          accountNumber: '000999888777',
          glAccountId: w.books.account.cash,
          isRemoved: true,
        },
      ]),
    );

    // On May 31: owner one's $300.00 pays March and $50.00 of April, leaving April $200.00 (60
    // days) and May $250.00 (30 days); owner two owes March (90+), April (60) and May (30).
    const may31 = await dashboard(w.communityId, w.token, '2026-05-31');
    expect(may31.status).toBe(200);
    const buckets = (d: typeof may31.body) =>
      d.Delinquency?.Buckets.map((b) => [b.Bucket, b.Label, b.Amount, b.OwnerCount]);
    expect(buckets(may31.body)).toEqual([
      ['Current', 'Current', 0, 0],
      ['Days30', '30 Days', 50_000, 2],
      ['Days60', '60 Days', 45_000, 2],
      ['Days90', '90+ Days', 25_000, 1],
    ]);
    expect(may31.body.Delinquency).toMatchObject({
      Total: 120_000,
      Delinquent: 120_000,
      DelinquentOwners: 2,
    });
    // On May 15 every charge is 14 days younger: May is current for both.
    const may15 = await dashboard(w.communityId, w.token, '2026-05-15');
    expect(buckets(may15.body)).toEqual([
      ['Current', 'Current', 50_000, 2],
      ['Days30', '30 Days', 45_000, 2],
      ['Days60', '60 Days', 25_000, 1],
      ['Days90', '90+ Days', 0, 0],
    ]);
    expect(may15.body.Delinquency).toMatchObject({ Delinquent: 70_000, DelinquentOwners: 2 });

    // The same figures as the AR KPI (the aging the AR screens show).
    for (const asOfDate of ['2026-05-31', '2026-05-15']) {
      const kpi = await callApi(
        h.app,
        contract.ownerLedger.GetAccountsReceivableCommunityKpi,
        { query: { communityAgentId: w.communityId, asOfDate } },
        w.token,
      );
      const d = (await dashboard(w.communityId, w.token, asOfDate)).body.Delinquency;
      expect(Object.fromEntries(d?.Buckets.map((b) => [b.Bucket, b.Amount]) ?? [])).toEqual({
        Current: kpi.body.Aging.Current,
        Days30: kpi.body.Aging.Days30,
        Days60: kpi.body.Aging.Days60,
        Days90: kpi.body.Aging.Days90,
      });
      expect(d?.DelinquentOwners).toBe(kpi.body.DelinquentOwners);
    }

    // Cash: the prepaid $100.00 debited the cash account; the removed account is left out.
    expect(may31.body.Cash).toEqual({
      Total: 10_000,
      Accounts: [
        {
          TopsAgentBankId: expect.any(Number) as number,
          AccountName: 'Operating',
          BankName: 'First Bank',
          AccountNumber: '****6789',
          Balance: 10_000,
        },
      ],
    });
    const account = await callApi(
      h.app,
      contract.banks.GetBankAccount,
      { query: { bankAccountId: may31.body.Cash?.Accounts[0]?.TopsAgentBankId ?? 0 } },
      w.token,
    );
    expect(account.body.Balance).toBe(may31.body.Cash?.Accounts[0]?.Balance);
  });

  /**
   * Internal group {a, b}, one approval; board group {board}. In approval: inv1 $250.00 (entered by
   * a, due Apr 10), inv2 $400.00 (due Apr 1) in internal review, inv3 $100.00 in board review; inv4
   * still in the AP inbox.
   */
  async function approvalWorld() {
    const w = await payablesWorld(h);
    const user = async (board: boolean, name: string) => {
      const made = await addUserWithAgent(h.database, w.companyId, {
        name,
        communityIds: [w.communityId],
        grants: board ? [...BoardMemberClaims] : [fullGrant('apinvoice')],
        isBoardRole: board,
      });
      return { ...made, token: await signIn(h.app, made.userName) };
    };
    const [a, b, board] = [
      await user(false, 'Ann Approver'),
      await user(false, 'Ben Approver'),
      await user(true, 'Bea Board'),
    ];
    const saved = await callApi(
      h.app,
      contract.apApprovals.SaveBillApprovalSettings,
      {
        body: {
          CommunityAgentId: w.communityId,
          UserTiedApprovals: false,
          InternalGroups: [{ RequiredApprovals: 1, Level: 0, UserIds: [a.userId, b.userId] }],
          BoardGroups: [{ RequiredApprovals: 1, Level: 0, UserIds: [board.userId] }],
        },
      },
      w.token,
    );
    expect(saved.status).toBe(200);
    const accept = async (id: number) =>
      expect(
        (await callApi(h.app, A.AcceptInvoice, { body: { ItemId: id, Reason: null } }, w.token))
          .status,
      ).toBe(200);
    const amount = (cents: number) => [{ accountId: w.books.account.expense, amountCents: cents }];
    const inv1 = await insertInvoice(w, {
      lines: amount(25_000),
      dueDate: '2026-04-10',
      enteredByUserId: a.userId,
    });
    const inv2 = await insertInvoice(w, { lines: amount(40_000), dueDate: '2026-04-01' });
    const inv3 = await insertInvoice(w, { lines: amount(10_000), dueDate: '2026-03-20' });
    await insertInvoice(w, { lines: amount(99_900) });
    for (const id of [inv1, inv2, inv3]) await accept(id);
    const approved = await callApi(
      h.app,
      A.ApproveInvoice,
      { body: { ItemId: inv3, Reason: null } },
      b.token,
    );
    expect(approved.status).toBe(200);
    return { w, a, b, board, inv1, inv2, inv3 };
  }

  const task = (w: PayablesWorld, subject: string, change: Partial<NoteItemInput>) =>
    ({
      CommunityAgentId: w.communityId,
      TxnType: TxnTypeId.Task,
      Note: { TopsAgentId: w.communityId, Subject: subject, Description: '' },
      ...change,
    }) satisfies NoteItemInput;

  it('lists the invoices the caller can approve now, what is in approval, and the caller’s tasks due', async () => {
    const { w, a, b, board, inv1, inv2, inv3 } = await approvalWorld();
    const mine = async (token: string) =>
      (await dashboard(w.communityId, token, '2026-04-15')).body;

    const forB = await mine(b.token);
    expect(forB.InvoicesWaitingForMe).toMatchObject({ Count: 2, Total: 65_000 });
    expect(forB.InvoicesWaitingForMe?.Invoices.map((i) => [i.ItemId, i.DueDate])).toEqual([
      [inv2, '2026-04-01'],
      [inv1, '2026-04-10'],
    ]);
    // a entered inv1, so cannot approve it.
    expect((await mine(a.token)).InvoicesWaitingForMe).toMatchObject({
      Count: 1,
      Total: 40_000,
      Invoices: [{ ItemId: inv2, VendorDisplayName: 'Acme Landscaping', ApprovalStatus: 1 }],
    });
    expect((await mine(board.token)).InvoicesWaitingForMe).toMatchObject({
      Count: 1,
      Total: 10_000,
      Invoices: [{ ItemId: inv3, ApprovalStatus: 2 }],
    });
    // The administrator is in no group: nothing waits for them, though three invoices are in approval.
    const admin = await mine(w.token);
    expect(admin.InvoicesWaitingForMe).toEqual({ Count: 0, Total: 0, Invoices: [] });
    expect(admin.ItemsWaitingForApproval).toEqual({
      Count: 3,
      Total: 75_000,
      InternalApproval: 2,
      BoardApproval: 1,
    });
    // The AP inbox's approval filter lists for b what the home page counts.
    const listed = await callApi(
      h.app,
      A.GetInboxInvoices,
      { query: { communityAgentId: w.communityId, filterName: 'InternalApproval' } },
      b.token,
    );
    expect(listed.body.Invoices.filter((i) => i.UserCanApprove === 2).length).toBe(2);

    // Tasks: b's open tasks due by Apr 15, by due date (end date, else start date).
    const create = async (token: string, input: NoteItemInput) => {
      const made = await callApi(h.app, contract.notes.Create, { body: input }, token);
      expect(made.status).toBe(200);
      return made.body.TopsItemId;
    };
    const t1 = await create(
      w.token,
      task(w, 'Call the roofer', { EndDate: '2026-04-05', AssignedAgentIds: [b.agentId] }),
    );
    const t2 = await create(
      w.token,
      task(w, 'Walk the pool', { StartDate: '2026-04-01', AssignedAgentIds: [b.agentId] }),
    );
    await create(
      w.token,
      task(w, 'Later', { EndDate: '2026-05-01', AssignedAgentIds: [b.agentId] }),
    );
    await create(
      w.token,
      task(w, 'For Ann', { EndDate: '2026-04-01', AssignedAgentIds: [a.agentId] }),
    );
    await create(w.token, task(w, 'No date', { AssignedAgentIds: [b.agentId] }));
    const done = await create(
      w.token,
      task(w, 'Done', { EndDate: '2026-04-02', AssignedAgentIds: [b.agentId] }),
    );
    const completed = await callApi(
      h.app,
      contract.notes.SetTaskCompleted,
      { params: { id: done } },
      w.token,
    );
    expect(completed.status).toBe(200);
    const t6 = await create(b.token, task(w, 'Own reminder', { EndDate: '2026-04-10' }));
    await create(w.token, task(w, 'Admin’s own', { EndDate: '2026-04-10' }));

    const tasks = (await mine(b.token)).TasksDue;
    expect(tasks.Count).toBe(3);
    expect(tasks.Tasks.map((t) => [t.TopsItemId, t.Subject, t.DueDate])).toEqual([
      [t2, 'Walk the pool', '2026-04-01'],
      [t1, 'Call the roofer', '2026-04-05'],
      [t6, 'Own reminder', '2026-04-10'],
    ]);
    expect((await mine(a.token)).TasksDue.Tasks.map((t) => t.Subject)).toEqual(['For Ann']);
    expect((await mine(w.token)).TasksDue.Tasks.map((t) => t.Subject)).toEqual(['Admin’s own']);
    // On Apr 3 only the pool walk is due for b.
    const early = (await dashboard(w.communityId, b.token, '2026-04-03')).body.TasksDue;
    expect(early).toMatchObject({ Count: 1, Tasks: [{ TopsItemId: t2 }] });
  });

  it('leaves out what the caller may not see, and refuses another company’s community', async () => {
    const w = await ledgerWorld(h);
    // A user with none of the claims still sees the page with their tasks, and no figures.
    const none = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('glaccounts')],
    });
    const noClaims = await dashboard(w.communityId, await signIn(h.app, none.userName));
    expect(noClaims.status).toBe(200);
    expect(noClaims.body).toMatchObject({
      Delinquency: null,
      Cash: null,
      InvoicesWaitingForMe: null,
      ItemsWaitingForApproval: null,
      TasksDue: { Count: 0, Tasks: [] },
    });
    // Owner read alone shows delinquency only; tier 1 (the ledger world's) shows no approvals.
    const ownerOnly = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('owner'), fullGrant('apinvoice')],
    });
    const owners = await dashboard(
      w.communityId,
      await signIn(h.app, ownerOnly.userName),
      '2026-05-31',
    );
    expect(owners.body.Delinquency?.Total).toBe(120_000);
    expect(owners.body.Cash).toBeNull();
    expect(owners.body.InvoicesWaitingForMe).toBeNull();
    // A community off the caller's list is 403; another company's does not exist for them (404).
    const [, offList = 0] = w.company.communityIds;
    const listed = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('owner')],
    });
    expect((await dashboard(offList, await signIn(h.app, listed.userName))).status).toBe(403);
    const other = await createTestCompany(h.database);
    const stranger = await signIn(h.app, other.admin.userName);
    expect((await dashboard(w.communityId, stranger)).status).toBe(404);
  });
});
