import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { openUserMenuItem, signInAs, switchCommunity } from './sign-in-helper';
import { openNav } from './nav-helper';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/shots-inbox/${name}.png`, fullPage: true });

async function apiSignIn(request: APIRequestContext, userName: string) {
  const login = await request.post('/api/Auth/Login', { data: { userName, password: 'demo' } });
  expect(login.ok()).toBe(true);
  const body = (await login.json()) as { token: string; session: { DisplayName: string } };
  return { headers: { Authorization: `Bearer ${body.token}` }, name: body.session.DisplayName };
}

/** Keys in a $123.45 due-dated invoice through the API; it enters approval. */
async function keyInvoice(request: APIRequestContext, communityAgentId: number): Promise<number> {
  const { headers } = await apiSignIn(request, 'admin');
  const form = await request.get(
    `/api/AccountsPayable/GetInvoiceFormData?communityAgentId=${communityAgentId}`,
    { headers },
  );
  const data = (await form.json()) as {
    Vendors: { Id: number }[];
    Accounts: { Id: number; Number: string }[];
  };
  const vendor = data.Vendors[0];
  const account = data.Accounts.find((a) => a.Number.startsWith('5')) ?? data.Accounts[0];
  if (!vendor || !account) throw new Error('no vendor or account in the demo community');
  const added = await request.post('/api/AccountsPayable/AddInvoice', {
    headers,
    data: {
      CommunityAgentId: communityAgentId,
      VendorAgentId: vendor.Id,
      InvoiceNumber: `INBOX-${Date.now() % 1_000_000}`,
      InvoiceDate: '2026-11-20',
      DueDate: '2026-12-01',
      IsDueDated: true,
      TotalAmount: 12_345,
      BillDistributionList: [{ AccountId: account.Id, Amount: 12_345 }],
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  return ((await added.json()) as { ItemId: number }).ItemId;
}

test('an approval group is set, and its approver approves from the InternalApproval filter', async ({
  page,
  request,
}) => {
  const accountant = await apiSignIn(request, 'accountant');
  await signInAs(page, 'admin');
  // Willow Creek: the demo's Harbor View keeps its own approval groups and payables.
  const communityAgentId = await switchCommunity(page, /Willow Creek/);

  const demoSettings = (await (
    await page.request.get(
      `/api/AccountsPayable/GetBillApprovalSettings?communityAgentId=${communityAgentId}`,
      { headers: (await apiSignIn(request, 'admin')).headers },
    )
  ).json()) as {
    UserTiedApprovals: boolean;
    BoardGroups: { RequiredApprovals: number; Level: number; Members: { UserId: number }[] }[];
  };

  // Approval settings: one internal group, the accountant approves.
  await openNav(page, 'Approval settings');
  await expect(page.getByRole('heading', { name: 'Approval settings' })).toBeVisible();
  // The demo's board group (from $5,000) shows once the settings have loaded.
  await expect(page.getByLabel('Board groups 1')).toBeVisible();
  const internal = page.getByRole('heading', { name: 'Internal groups' }).locator('../..');
  while ((await internal.getByRole('button', { name: /^Remove group/ }).count()) > 0) {
    await internal
      .getByRole('button', { name: /^Remove group/ })
      .first()
      .click();
  }
  await internal.getByRole('button', { name: 'Add group' }).click();
  await internal.getByRole('textbox', { name: 'Approvers' }).click();
  await page.getByRole('option', { name: accountant.name }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Approval settings saved.')).toBeVisible();
  await shot(page, 'settings');

  const itemId = await keyInvoice(page.request, communityAgentId);
  await openUserMenuItem(page, 'Sign out');
  await signInAs(page, 'accountant');
  // The landing has opened its community before the inbox is opened.
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  await page.goto(`/#/community/${communityAgentId}/ap/inbox/InternalApproval`);
  await expect(page.getByRole('heading', { name: 'AP inbox' })).toBeVisible();
  const badge = page.getByTestId('count-InternalApproval');
  await expect(badge).toBeVisible();
  const before = Number(await badge.textContent());
  expect(before).toBeGreaterThan(0);
  const card = page.getByTestId(`invoice-card-${itemId}`);
  await expect(card).toContainText('$123.45');
  await expect(card).toContainText('Internal group 1: 0 of 1');
  await shot(page, 'cards');

  await page.locator('label', { hasText: /^List$/ }).click();
  const row = page.getByTestId(`invoice-row-${itemId}`);
  await expect(row).toBeVisible();
  await shot(page, 'list');

  // A rejection needs its reason.
  await page.getByRole('button', { name: `Reject AP ${itemId}` }).click();
  await page.getByRole('button', { name: 'Confirm reject' }).click();
  await expect(page.getByText('A reason for rejection is required.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: `Approve AP ${itemId}` }).click();
  await page.getByRole('textbox', { name: 'Approve reason' }).fill('Checked against the contract');
  await shot(page, 'approve-panel');
  await page.getByRole('button', { name: 'Confirm approve' }).click();
  await expect(page.getByText(`AP ${itemId} was approved`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(badge).toHaveText(String(before - 1));

  // The approval shows in the activity feed (the invoice is posted now).
  await page.getByTestId('filter-ActivityFeed').click();
  await expect(page).toHaveURL(/\/ap\/inbox\/ActivityFeed$/);
  await expect(page.getByRole('table', { name: 'Approval activity' })).toContainText(
    'Checked against the contract',
  );
  await shot(page, 'feed');

  // Leave Willow Creek as the demo has it: only its board approves, from $5,000 (other specs post
  // smaller invoices at once there).
  const admin = await apiSignIn(request, 'admin');
  const restored = await page.request.post('/api/AccountsPayable/SaveBillApprovalSettings', {
    headers: admin.headers,
    data: {
      CommunityAgentId: communityAgentId,
      UserTiedApprovals: demoSettings.UserTiedApprovals,
      InternalGroups: [],
      BoardGroups: demoSettings.BoardGroups.map((g) => ({
        RequiredApprovals: g.RequiredApprovals,
        Level: g.Level,
        UserIds: g.Members.map((m) => m.UserId),
      })),
    },
  });
  expect(restored.ok(), await restored.text()).toBe(true);
});

test('the board president has the boiler replacement to approve; its enterer is told who approves it', async ({
  page,
  request,
}) => {
  const board = await apiSignIn(request, 'board');
  await signInAs(page, 'board');
  const communityAgentId = await switchCommunity(page, /Willow Creek/);
  await page.goto(`/#/community/${communityAgentId}/ap/inbox/BoardApproval`);
  await expect(page.getByRole('heading', { name: 'AP inbox' })).toBeVisible();
  const boiler = page.locator('[data-testid^="invoice-card-"]', { hasText: 'RPH-4471' });
  await expect(boiler).toContainText('$6,450.00');
  await expect(boiler.getByRole('button', { name: /^Approve AP \d+$/ })).toBeVisible();
  await shot(page, 'board-to-approve');
  await openUserMenuItem(page, 'Sign out');

  // The community manager keyed it in: no Approve, but why not and who can.
  await signInAs(page, 'manager');
  // The landing has opened its community before the inbox is opened.
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  await page.goto(`/#/community/${communityAgentId}/ap/inbox/BoardApproval`);
  const entered = page.locator('[data-testid^="invoice-card-"]', { hasText: 'RPH-4471' });
  await expect(entered).toBeVisible();
  await expect(entered.getByRole('button', { name: /^Approve AP/ })).toHaveCount(0);
  await expect(entered.getByLabel(/^Why you cannot approve AP \d+$/)).toHaveText(
    `You entered this invoice, so another user approves it. Who can approve it now: ${board.name}.`,
  );
  await shot(page, 'enterer-told-why');
});

test('the board approvers are notified with a message; an upload without a file says what is missing', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const communityAgentId = await switchCommunity(page, /Willow Creek/);
  await page.goto(`/#/community/${communityAgentId}/ap/inbox/BoardApproval`);
  await expect(page.getByRole('heading', { name: 'AP inbox' })).toBeVisible();

  await page.getByRole('button', { name: 'Upload invoice' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload invoice' });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload.getByText('Choose a PDF file.')).toBeVisible();
  await expect(upload).toHaveCSS('opacity', '1');
  await shot(page, 'upload-no-file');
  await upload.getByRole('button', { name: 'Cancel' }).click();

  // Willow Creek's board group approves from $5,000: its members get the notice.
  await page.getByRole('button', { name: 'Notify board approvers' }).click();
  const notify = page.getByRole('dialog', { name: 'Notify board approvers' });
  await notify.getByRole('textbox', { name: 'Message' }).fill('The boiler invoice waits for you.');
  await notify.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/^Notified \d+ board approvers: /)).toBeVisible();
  await expect(notify).toHaveCount(0);
});
