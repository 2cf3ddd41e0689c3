import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { openNav } from './nav-helper';
import { createCommunity, signInAs, switchCommunity } from './sign-in-helper';
import { staffApi } from './staff-api';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });

test('the committee, management, bank account, card payment and imported history feeds', async ({
  page,
}) => {
  const { api, token } = await staffApi();
  const headers = { Authorization: `Bearer ${token}` };
  // A new community whose properties and previous system's history come in through the imports.
  const imported = await createCommunity('Feeds Import HOA');
  const csv = (rows: string[][]) =>
    Buffer.from(rows.map((r) => r.join(',')).join('\n')).toString('base64');
  const importCsv = async (path: string, rows: string[][]) => {
    const res = await api.post(path, {
      headers,
      data: {
        commAgentID: imported,
        FileName: 'import.csv',
        FileContent: csv(rows),
        IsPreview: false,
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
  };
  await importCsv('/api/Import/PropertyOwners', [
    [
      'AccountNumber',
      'StreetNumber',
      'StreetName',
      'City',
      'State',
      'PostalCode',
      'OwnerFirstName',
      'OwnerLastName',
      'OwnerCompanyName',
      'OwnerEmail',
    ],
    ['1001', '10', 'Elm Street', '', '', '', 'Ana', 'Ruiz', '', ''],
    ['1002', '12', 'Elm Street', '', '', '', 'Ben', 'Cole', '', ''],
  ]);
  await importCsv('/api/Import/OwnerHistory', [
    ['AccountNumber', 'Date', 'Description', 'CodeAlias', 'Charge', 'Payment'],
    ['1001', '2025-01-01', 'Dues', 'ASMT', '300', ''],
    ['1001', '2025-01-15', 'Check 101', '', '', '300'],
    ['1002', '2024-12-01', 'Dues', 'ASMT', '250.50', ''],
  ]);
  await signInAs(page, 'admin');
  // Parkside: the notes flow counts Harbor View's and Willow Creek's feeds.
  const community = await switchCommunity(page, /Parkside/);

  // A note about the board, made as the notes screen makes it, shows in the committee's feed.
  const committees = (await (
    await api.get(`/api/Committee/GetCommittees?communityAgentId=${community}`, { headers })
  ).json()) as { TopsAgentId: number; DisplayName: string }[];
  const board = committees[0];
  if (!board) throw new Error('no committee in the demo');
  const note = await api.post('/api/Note/Create', {
    headers,
    data: {
      CommunityAgentId: community,
      TxnType: 64,
      Note: { TopsAgentId: board.TopsAgentId, Subject: 'Budget review before the annual meeting' },
    },
  });
  expect(note.ok()).toBe(true);
  await openNav(page, 'Committees');
  await page.getByRole('table', { name: 'Committees' }).getByText(board.DisplayName).click();
  const committeeFeed = page.getByRole('list', { name: 'Committee feed' });
  await expect(committeeFeed).toContainText('Budget review before the annual meeting');
  await shot(page, 'feeds-committee');

  // The activity page offers the new feeds by name.
  await openNav(page, 'Activity');
  await page.getByRole('textbox', { name: 'Feed' }).click();
  await page.getByRole('option', { name: 'Notes and tasks' }).click();
  await expect(page.getByRole('list', { name: 'Notes and tasks feed' })).toContainText(
    'Budget review before the annual meeting',
  );
  await page.getByRole('textbox', { name: 'Feed' }).click();
  await page.getByRole('option', { name: 'Management', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Management feed' })).toBeVisible();
  await page.getByLabel('Date range').getByText('All', { exact: true }).click();
  await shot(page, 'feeds-management');

  // A bank account's page lists the items on its ledger account: Harbor View's, which has some.
  const harborView = await switchCommunity(page, /Harbor View/);
  const accounts = (await (
    await api.get(`/api/AccountsPayable/GetBanks?communityAgentId=${harborView}`, {
      headers,
    })
  ).json()) as { BankAccountId: number }[];
  const account = accounts[0];
  if (!account) throw new Error('no bank account in the demo');
  await page.goto(`/#/bank-account/${account.BankAccountId}`);
  const bankFeed = page.getByRole('list', { name: 'Bank account feed' });
  await expect(bankFeed).toBeVisible();
  await page.getByLabel('Date range').getByText('All', { exact: true }).click();
  await expect(bankFeed.getByRole('listitem').first()).toBeVisible();
  await shot(page, 'feeds-bank-account');

  // A Willow Creek owner pays $25.17 by card in the portal; the card-payment dashboard counts it
  // and its feed shows the receipt it posted. The second demo owner pays: the portal flows read
  // the first one's payments.
  const signedIn = await api.post('/api/Portal/SignIn', {
    data: { EmailAddress: 'owner2@portal-demo.example', Password: 'demo-owner' },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const owner = { Authorization: `Bearer ${((await signedIn.json()) as { token: string }).token}` };
  const card = await api.post('/api/Portal/AddCard', {
    headers: owner,
    data: {
      CardNumber: '4242424242424242',
      ExpiryMonth: 12,
      ExpiryYear: new Date().getFullYear() + 2,
    },
  });
  expect(card.ok(), await card.text()).toBe(true);
  const { PaymentMethodId } = (await card.json()) as { PaymentMethodId: number };
  const paid = await api.post('/api/Portal/MakeOneTimePayment', {
    headers: { ...owner, 'Idempotency-Key': `feeds-${Date.now()}` },
    data: { PaymentMethodId, Amount: 2_517 },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  // The card is removed again: the portal's payment flow starts with no saved method.
  const removed = await api.post('/api/Portal/RemovePaymentMethod', {
    headers: owner,
    data: { PaymentMethodId },
  });
  expect(removed.ok(), await removed.text()).toBe(true);
  await page.goto(`/#/community/${community}/home`);
  await switchCommunity(page, /Willow Creek/);
  await openNav(page, 'Card payments');
  // Other flows may pay by card in Willow Creek too: the count is at least this payment.
  await expect(page.getByLabel('Card payments by status')).toContainText(/[1-9]\d* · \$/);
  await expect(page.getByRole('list', { name: 'Card payment feed' })).toContainText('$25.17');
  await expect(page.getByLabel('Card payments by status')).toContainText('Paid');
  await expect(page.getByRole('list', { name: 'Card payment amounts by status' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Card payment feed' })).toBeVisible();
  await shot(page, 'feeds-card-payments');

  // The imported community's profile (its setup still open): the history's summary and rows.
  await page.goto(`/#/view/${imported}`);
  await page.getByRole('tab', { name: 'Imported history' }).click();
  const summary = page.getByLabel('Imported history summary');
  await expect(summary).toContainText('3');
  await expect(summary).toContainText('$550.50');
  const history = page.getByRole('table', { name: 'Imported history' });
  await expect(history).toContainText('Check 101');
  await expect(history).toContainText('$250.50');
  await shot(page, 'feeds-imported-history');
  await api.dispose();
});
