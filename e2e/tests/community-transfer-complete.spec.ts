import type { APIResponse, Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { isoToday } from './home-helper';
import { openNav } from './nav-helper';
import { createCommunity, openUserMenuItem, signInAndOpen, signInAs } from './sign-in-helper';
import { staffApi } from './staff-api';
import { enterTransferKey, generateTransferKey } from './transfer-helper';

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `test-results/screens/community-transfer-complete-${name}.png`,
    fullPage: true,
  });

/** The demo administrator's calls, each answering its body. */
async function staffCalls() {
  const { api, token } = await staffApi();
  const headers = { Authorization: `Bearer ${token}` };
  const answer = async (res: APIResponse): Promise<unknown> => {
    expect(res.ok(), await res.text()).toBe(true);
    return res.json();
  };
  return {
    get: async (path: string) => answer(await api.get(path, { headers })),
    post: async (path: string, data: Record<string, unknown>) =>
      answer(await api.post(path, { headers, data })),
    dispose: () => api.dispose(),
  };
}

/**
 * A community of the demo company made for the transfer and set up: its books by the express
 * setup (on screen), an operating account, two homes whose owners owe their first assessment.
 */
async function setUpCommunity(page: Page, name: string): Promise<number> {
  const id = await createCommunity(name);
  await signInAndOpen(page, 'admin', `/community/${String(id)}/setup`);
  await page.getByRole('button', { name: 'Express setup' }).click();
  await page.getByRole('button', { name: 'Run express setup' }).click();
  await expect(page.getByText('Express setup is done').first()).toBeVisible();
  const staff = await staffCalls();
  const banks = (await staff.get('/api/Crm/GetBankPortfolio')) as {
    TopsAgentId: number;
    DisplayName: string;
  }[];
  const chart = (await staff.get(
    `/api/GeneralLedger/GetChartOfAccounts?communityAgentId=${String(id)}`,
  )) as { TopsAccountId: number; AccountNumber: string }[];
  const bankAccount = (await staff.post('/api/Crm/SaveBankAccount', {
    BankId: banks.find((b) => b.DisplayName.startsWith('Garden State'))?.TopsAgentId,
    CommunityId: id,
    AccountName: 'Operating',
    AccountNumber: '7733221100',
    Routing: '011000138',
    TopsAccountId: chart.find((a) => a.AccountNumber === '1000')?.TopsAccountId,
  })) as { TopsAgentBankId: number };
  const importRows = async (path: string, rows: string[][], extra = {}) => {
    const done = (await staff.post(path, {
      commAgentID: id,
      FileName: 'import.csv',
      FileContent: Buffer.from(rows.map((r) => r.join(',')).join('\n')).toString('base64'),
      IsPreview: false,
      ...extra,
    })) as { Imported: number };
    expect(done.Imported).toBe(rows.length - 1);
  };
  await importRows('/api/Import/PropertyOwners', [
    ['AccountNumber', 'StreetNumber', 'StreetName', 'OwnerFirstName', 'OwnerLastName'],
    ['3001', '5', 'Transfer Lane', 'Ana', 'Ruiz'],
    ['3002', '7', 'Transfer Lane', 'Ben', 'Cho'],
  ]);
  const balances = [
    ['AccountNumber', 'CodeAlias', 'Amount'],
    ['3001', 'ASMT', '325.00'],
    ['3002', 'ASMT', '150.00'],
  ];
  await importRows('/api/Import/OwnerBeginningBalances', balances, { postDate: isoToday });
  // Ana Ruiz paid $120.00 by check against her $325.00: $205.00 moves with her.
  const owners = (await staff.get(
    `/api/Portfolio/GetOwners?communityAgentId=${String(id)}&agentTypeId=4`,
  )) as { Results: { TopsAgentId: number; DisplayName: string }[] };
  await staff.post('/api/OwnerPayments/AddCashReceipt', {
    CommunityAgentId: id,
    OwnerAgentId: owners.Results.find((o) => o.DisplayName.includes('Ruiz'))?.TopsAgentId,
    BankAccountId: bankAccount.TopsAgentBankId,
    Amount: 12_000,
    EventDate: isoToday,
    CheckNumber: '501',
    Post: true,
  });
  // Both wizards confirmed: the setup is complete, so the owner lists open.
  for (const wizardName of ['accounting', 'property'])
    await staff.post('/api/CommunitySetup/ConfirmSetup', { communityAgentId: id, wizardName });
  await staff.dispose();
  return id;
}

/** The transfer's row in the history on the screen: direction, status and steps. */
async function expectHistoryRow(page: Page, name: string, direction: string) {
  await openNav(page, 'Community transfers');
  const row = page
    .getByRole('table', { name: 'Transfer history' })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(row).toContainText(direction);
  await expect(row).toContainText('Completed');
  await expect(row).toContainText('11 of 11');
  await expect(row).toContainText('Partner Management');
}

// The demo company moves a community of its own, with two owners' balances, to the demo's second
// company (Partner Management, sign-in partner): key, the 11 steps, both sides afterwards.
test('a community moves to Partner Management, from the key to the completed transfer', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = `Transferred HOA ${String(Date.now())}`;
  const id = await setUpCommunity(page, name);

  const transferKey = await generateTransferKey(page, name);
  await page.keyboard.press('Escape');
  await openUserMenuItem(page, 'Sign out');

  // The receiver starts with no communities; the key opens the setup transfer route at step 2.
  await signInAs(page, 'partner');
  await expect(page.getByText('Your community list is empty.', { exact: false })).toBeVisible();
  await openNav(page, 'Community transfers');
  await enterTransferKey(page, transferKey);
  await expect(page.getByRole('heading', { name: `Transfer of ${name}` })).toBeVisible();
  const steps: (string | RegExp)[] = [
    `The community profile of ${name} moves with it.`,
    '2 properties and 2 owners move.',
    'Owner balances of $355.00 move.',
    / open items move\./,
    / attachments move\./,
    'The chart of accounts and its fiscal years move.',
    / GL lines move; the history before the transfer date is read-only\./,
    'The community’s bank accounts move; the receiver gets a copy of their banks, the sender keeps its own.',
    'What stays with the sending company',
  ];
  for (const text of steps) {
    await expect(page.getByText(text)).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
  }
  const [year, month, day] = isoToday.split('-');
  const transferDate = `${month ?? ''}/${day ?? ''}/${year ?? ''}`;
  await page.getByLabel('Transfer date').fill(transferDate);
  await page.getByRole('button', { name: 'Complete transfer', exact: true }).click();
  await expect(page.getByTestId('transfer-completed')).toContainText(
    `${name} now belongs to Partner Management; its ledger before ${transferDate} is read-only.`,
  );
  await shot(page, 'completed');
  await expectHistoryRow(page, name, 'Received');
  await shot(page, 'history-received');

  // On the receiver's list, with its owners and their balances.
  const picker = page.getByRole('textbox', { name: 'Community' });
  await picker.click();
  await page.getByRole('option', { name }).click();
  await expect(page).toHaveURL(new RegExp(`#/community/${String(id)}/`));
  await openNav(page, 'Owners');
  const owners = page.getByRole('table', { name: 'Owners' });
  // Ana Ruiz with her imported beginning balance less her credit.
  await expect(owners.getByRole('row').filter({ hasText: 'Ana Ruiz' })).toContainText('205.00');
  await expect(owners.getByRole('row').filter({ hasText: 'Ben Cho' })).toBeVisible();
  await shot(page, 'owners');
  await openUserMenuItem(page, 'Sign out');

  // The sender no longer has it; its history shows the transfer completed.
  await signInAs(page, 'admin');
  await page.getByRole('textbox', { name: 'Community' }).click();
  await expect(page.getByRole('option', { name: /Willow Creek/ })).toBeVisible();
  await expect(page.getByRole('option', { name })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expectHistoryRow(page, name, 'Sent');
  await shot(page, 'history-sent');
});
