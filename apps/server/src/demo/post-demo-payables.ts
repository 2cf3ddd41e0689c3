import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { DemoSignIns, queryRows, sql, type Database } from '@hoa/db';
import { AgentTypeId } from '@hoa/domain';
import { invoicePdf } from './invoice-pdf';
import { call } from './post-demo-charges';

/** The demo community whose payables are shown at work (Parkside's cash is left for banking). */
export const DemoPayablesCommunity = 'Harbor View Condominium Association';
/** The community whose board president (the `board` user) approves its large invoices. */
export const DemoBoardCommunity = 'Willow Creek Homeowners Association';
/** Willow Creek's invoices from $5,000.00 need its board; smaller ones post without approval. */
export const DemoBoardLevel = 500_000;

const boardLevel = 100_000; // invoices from $1,000.00 also need the board's approval

interface Form {
  Vendors: { Id: number; Name: string }[];
  Accounts: { Id: number; Name: string; Number: string }[];
  BankAccounts: { Id: number; Name: string; IsPrimary: boolean }[];
}

interface Planned {
  vendor: number;
  number: string;
  daysAgo: number;
  cents: number;
  /** 'paid': paid by the check run; 'approved': payable; 'board' waits for the board; 'internal'. */
  stage: 'paid' | 'approved' | 'board' | 'internal';
}

// Dated over a month back: the community's 30-day activity feed starts out quiet.
const keyedIn: readonly Planned[] = [
  { vendor: 0, number: 'GS-10482', daysAgo: 75, cents: 84_250, stage: 'paid' },
  { vendor: 1, number: 'PW-2231', daysAgo: 68, cents: 146_000, stage: 'paid' },
  { vendor: 2, number: 'ES-7719', daysAgo: 55, cents: 31_575, stage: 'approved' },
  { vendor: 0, number: 'GS-10517', daysAgo: 47, cents: 112_500, stage: 'approved' },
  { vendor: 3, number: 'RC-0093', daysAgo: 40, cents: 238_000, stage: 'board' },
  { vendor: 1, number: 'PW-2260', daysAgo: 36, cents: 19_840, stage: 'internal' },
];

/**
 * Gives one demo community a working payables desk, through the API as its users would: a default
 * distribution, approval groups (internal: the accountant; board from $1,000: the Harbor View
 * treasurer), invoices keyed in by the community manager and approved, two paid by the
 * administrator's check run (who enters an invoice does not pay it: issue 15), others
 * payable or waiting in approval, and two uploaded PDF invoices (one accepted into the AP inbox,
 * one still in the exception inbox).
 */
export async function postDemoPayables(
  app: FastifyInstance,
  database: Database,
  companyId: number,
  today = new Date(),
): Promise<void> {
  const communityAgentId = await communityNamed(database, companyId, DemoPayablesCommunity);
  const boardCommunityId = await communityNamed(database, companyId, DemoBoardCommunity);
  if (communityAgentId === null || boardCommunityId === null) return;
  const admin = await signIn(app, 'admin');
  const manager = await signIn(app, 'manager');
  const accountant = await signIn(app, 'accountant');
  const treasurer = await signIn(app, 'treasurer');
  const board = await signIn(app, 'board');
  const form = await get<Form>(
    app,
    `${contract.apInvoices.GetInvoiceFormData.path}?communityAgentId=${communityAgentId}`,
    admin.token,
  );
  const expenses = form.Accounts.filter((a) => a.Number.startsWith('5'));
  const bank = form.BankAccounts.find((b) => b.IsPrimary) ?? form.BankAccounts.at(0);
  const [first, second] = expenses;
  if (!bank || !first || !second || form.Vendors.length < 4) return;
  const vendor = (index: number) => form.Vendors[index] ?? form.Vendors[0];
  const date = (daysAgo: number) => {
    const day = new Date(today.getTime() - daysAgo * 86_400_000);
    const start = new Date(Date.UTC(today.getFullYear(), 0, 1));
    return (day < start ? start : day).toISOString().slice(0, 10);
  };

  await call(app, contract.defaultDistributions.AddDefaultDistribution.path, admin.token, {
    CommunityId: communityAgentId,
    VendorId: vendor(0)?.Id,
    Distributions: [
      { AccountId: first.Id, Percentage: 70 },
      { AccountId: second.Id, Percentage: 30 },
    ],
  });
  await call(app, contract.apApprovals.SaveBillApprovalSettings.path, admin.token, {
    CommunityAgentId: communityAgentId,
    UserTiedApprovals: false,
    InternalGroups: [{ RequiredApprovals: 1, Level: 0, UserIds: [accountant.userId] }],
    BoardGroups: [{ RequiredApprovals: 1, Level: boardLevel, UserIds: [treasurer.userId] }],
  });

  const paid: number[] = [];
  for (const planned of keyedIn) {
    const entered = await call<{ ItemId: number }>(
      app,
      contract.apInvoices.AddInvoice.path,
      manager.token,
      {
        CommunityAgentId: communityAgentId,
        VendorAgentId: vendor(planned.vendor)?.Id,
        InvoiceNumber: planned.number,
        InvoiceDate: date(planned.daysAgo),
        DueDate: date(planned.daysAgo - 45),
        TotalAmount: planned.cents,
        // The first vendor's invoices are split by its default distribution.
        BillDistributionList:
          planned.vendor === 0 ? [] : [{ AccountId: second.Id, Amount: planned.cents }],
      },
    );
    const approve = (path: string, token: string, reason: string) =>
      call(app, path, token, { ItemId: entered.ItemId, Reason: reason });
    if (planned.stage === 'internal') continue;
    await approve(contract.apInbox.ApproveInvoice.path, accountant.token, 'Matches the contract');
    if (planned.cents >= boardLevel && planned.stage !== 'board') {
      await approve(contract.apInbox.BoardApproveInvoice.path, treasurer.token, 'Approved');
    }
    if (planned.stage === 'paid') paid.push(entered.ItemId);
  }
  await call(app, contract.apChecks.PrintChecks.path, admin.token, {
    CommunityAgentId: communityAgentId,
    BankAccountId: bank.Id,
    CheckDate: date(50),
    InvoiceItemIds: paid,
  });

  const inbox = await upload(app, admin.token, communityAgentId, [
    vendor(2)?.Name ?? '',
    'INVOICE',
    'Invoice Number: ES-7804',
    `Invoice Date: ${date(34)}`,
    `Due Date: ${date(4)}`,
    `Bill To: ${DemoPayablesCommunity}`,
    'Total Due: $642.18',
  ]);
  await call(app, contract.apInvoices.SaveOcrDraft.path, admin.token, {
    ItemId: inbox.ItemId,
    VendorAgentId: vendor(2)?.Id,
    InvoiceNumber: 'ES-7804',
    InvoiceDate: date(34),
    DueDate: date(4),
    TotalAmount: 64_218,
    BillDistributionList: [{ AccountId: second.Id, Amount: 64_218 }],
  });
  await call(app, contract.apInbox.AcceptException.path, admin.token, { ItemId: inbox.ItemId });
  await upload(app, admin.token, communityAgentId, [
    vendor(3)?.Name ?? '',
    'Invoice Number: RC-0101',
    `Invoice Date: ${date(32)}`,
    'Total Due: $1,275.00',
  ]);
  await postBoardInvoice(app, boardCommunityId, { admin, manager, board }, date(12), date(-18));
  for (const user of [admin, manager, accountant, treasurer, board]) {
    await call(app, contract.auth.Logout.path, user.token, undefined);
  }
}

/**
 * Willow Creek's board approves invoices from $5,000.00 (its president, the `board` user), and a
 * boiler replacement the community manager keyed in waits for it; smaller invoices post at once.
 */
async function postBoardInvoice(
  app: FastifyInstance,
  communityAgentId: number,
  users: Record<'admin' | 'manager' | 'board', SignedIn>,
  invoiceDate: string,
  dueDate: string,
): Promise<void> {
  const form = await get<Form>(
    app,
    `${contract.apInvoices.GetInvoiceFormData.path}?communityAgentId=${communityAgentId}`,
    users.admin.token,
  );
  const vendor = form.Vendors.find((v) => v.Name.startsWith('Reliable Plumbing'));
  const account = form.Accounts.find((a) => a.Number === '5300'); // Repairs and Maintenance
  if (!vendor || !account) return;
  await call(app, contract.apApprovals.SaveBillApprovalSettings.path, users.admin.token, {
    CommunityAgentId: communityAgentId,
    UserTiedApprovals: false,
    InternalGroups: [],
    BoardGroups: [{ RequiredApprovals: 1, Level: DemoBoardLevel, UserIds: [users.board.userId] }],
  });
  await call(app, contract.apInvoices.AddInvoice.path, users.manager.token, {
    CommunityAgentId: communityAgentId,
    VendorAgentId: vendor.Id,
    InvoiceNumber: 'RPH-4471',
    InvoiceDate: invoiceDate,
    DueDate: dueDate,
    TotalAmount: 645_000,
    BillDistributionList: [{ AccountId: account.Id, Amount: 645_000 }],
  });
}

async function communityNamed(
  database: Database,
  companyId: number,
  name: string,
): Promise<number | null> {
  const [community] = await database.withTenant({ companyId, userId: null }, (tx) =>
    queryRows<{ id: number }>(
      tx,
      sql`select a.id as id from agents a join contacts c on c.agent_id = a.id
           where a.agent_type_id = ${AgentTypeId.Community} and c.display_name = ${name}`,
    ),
  );
  return community?.id ?? null;
}

interface SignedIn {
  token: string;
  userId: number;
}

async function signIn(app: FastifyInstance, userName: string): Promise<SignedIn> {
  const login = await call<{ token: string; session: { UserId: number } }>(
    app,
    contract.auth.Login.path,
    null,
    { userName, password: DemoSignIns.find((s) => s.userName === userName)?.password ?? '' },
  );
  return { token: login.token, userId: login.session.UserId };
}

async function get<T>(app: FastifyInstance, url: string, token: string): Promise<T> {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.statusCode !== 200) {
    throw new Error(`Demo payables: ${url} answered ${response.statusCode} ${response.body}`);
  }
  return response.json<T>();
}

/** Uploads a PDF invoice of these lines as a multipart form, as the upload dialog does. */
async function upload(
  app: FastifyInstance,
  token: string,
  communityAgentId: number,
  lines: readonly string[],
): Promise<{ ItemId: number }> {
  const boundary = '----demo-invoice';
  const head = (name: string, extra = '') =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(`${head('CommunityAgentId')}\r\n${communityAgentId}\r\n`),
    Buffer.from(`${head('File', '; filename="invoice.pdf"')}Content-Type: application/pdf\r\n\r\n`),
    Buffer.from(invoicePdf(lines)),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await app.inject({
    method: 'POST',
    url: contract.apInvoices.UploadInvoice.path,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  if (response.statusCode !== 200) {
    throw new Error(`Demo payables: upload answered ${response.statusCode} ${response.body}`);
  }
  return response.json<{ ItemId: number }>();
}
