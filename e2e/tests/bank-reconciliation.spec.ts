import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { signInAs, switchCommunity } from './sign-in-helper';
import { openNav } from './nav-helper';

const shots = '/tmp/shots-recon';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });

interface BookItem {
  TopsItemId: number;
  PostDate: string;
  Amount: number;
  Description: string | null;
}

const money = (cents: number) => (Math.abs(cents) / 100).toFixed(2);
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

test('an administrator reconciles a bank account to zero, finishes it and downloads the report', async ({
  page,
}) => {
  mkdirSync(shots, { recursive: true });
  await signInAs(page, 'admin');
  await page.getByRole('textbox', { name: 'Community' }).click();
  await page.getByRole('option', { name: /Parkside/ }).click();
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  const communityAgentId = Number(/#\/community\/(\d+)\//.exec(page.url())?.[1]);

  // The data: a journal entry's deposit and a withdrawal on the cash account, then a bank
  // statement (CSV, imported on the screen) with a line for each of the account's book items
  // and a bank fee the books lack.
  const login = await page.request.post('/api/Auth/Login', {
    data: { userName: 'admin', password: 'demo' },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const accounts = (await (
    await page.request.get(
      `/api/BankReconciliation/GetAccounts?communityAgentId=${communityAgentId}`,
      { headers },
    )
  ).json()) as { BankAccountId: number; AccountName: string; TopsAccountId: number }[];
  const account = accounts[0];
  if (!account) throw new Error('no bank account in the demo community');
  const chart = (await (
    await page.request.get(
      `/api/GeneralLedger/GetChartOfAccounts?communityAgentId=${communityAgentId}`,
      { headers },
    )
  ).json()) as {
    TopsAccountId: number;
    TopsAccountTypeId: number;
    AccountNumber: string;
    AccountName: string;
  }[];
  const income = chart.find((a) => a.TopsAccountTypeId === 11)?.TopsAccountId ?? 0;
  const expenseAccount = chart.find((a) => a.TopsAccountTypeId === 12);
  const expense = expenseAccount?.TopsAccountId ?? 0;
  const entry = async (postDate: string, cents: number, debit: number, credit: number) => {
    const saved = await page.request.post('/api/JournalEntry/SaveJournalEntry', {
      headers,
      data: {
        CommunityAgentId: communityAgentId,
        PostDate: postDate,
        Reference: 'recon-e2e',
        Description: cents > 0 ? 'Owner deposit' : 'Pool repair',
        IsPosted: true,
        Transactions: [
          { AccountId: debit, Amount_Debit: Math.abs(cents) },
          { AccountId: credit, Amount_Credit: Math.abs(cents) },
        ],
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  };
  await entry('2026-11-02', 350_000, account.TopsAccountId, income);
  await entry('2026-11-05', -42_000, expense, account.TopsAccountId);
  const book = (await (
    await page.request.get(
      `/api/BankReconciliation/GetBookItems?bankAccountId=${account.BankAccountId}&filter=unmatched`,
      { headers },
    )
  ).json()) as BookItem[];
  expect(book.length).toBeGreaterThan(0);
  const lastDate = book.reduce(
    (d, b) => (b.PostDate > d ? b.PostDate : d),
    book[0]?.PostDate ?? '',
  );
  const lines = [
    ...book.map((b) => ({ date: b.PostDate, amount: b.Amount, text: b.Description ?? 'Item' })),
    { date: lastDate, amount: -1_250, text: 'MONTHLY SERVICE FEE' },
  ];
  const csv =
    'Posted,Details,Withdrawal,Deposit\r\n' +
    lines
      .map(
        (l, i) =>
          `${usDate(l.date)},${l.text.replace(/,/g, ' ')} ${i},${l.amount < 0 ? money(l.amount) : ''},${l.amount > 0 ? money(l.amount) : ''}`,
      )
      .join('\r\n') +
    '\r\n';
  // The statement is imported on the import screen: the CSV's columns are mapped from its header.
  await openNav(page, 'Import statement');
  await expect(page.getByRole('heading', { name: 'Import bank statement' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'recon-e2e.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByRole('table', { name: 'CSV preview' })).toContainText(
    'MONTHLY SERVICE FEE',
  );
  await expect(page.getByRole('radio', { name: 'Debit and credit' })).toBeChecked();
  await page.getByRole('button', { name: 'Import statement' }).click();
  await expect(page.getByLabel('Import result')).toContainText(
    `Imported ${String(lines.length)} transactions; skipped 0 duplicates.`,
  );
  const ending = lines.reduce((s, l) => s + l.amount, 0);

  // The screen: from the Banking section, enter the statement, run, and finish.
  await openNav(page, 'Bank reconciliation');
  await expect(page.getByRole('heading', { name: 'Bank reconciliation' })).toBeVisible();
  const bankPane = page.getByRole('table', { name: 'Bank transactions' });
  await expect(bankPane).toContainText('MONTHLY SERVICE FEE');
  await page.getByLabel('Statement date').fill(usDate(lastDate));
  await page.getByLabel('Statement date').press('Enter');
  await page.getByLabel('Statement ending balance').fill(money(ending));
  await page.getByLabel('Statement ending balance').blur();
  await page.getByRole('button', { name: 'Save statement' }).click();
  await expect(page.getByText('Statement saved.')).toBeVisible();
  await shot(page, 'before-run');

  await page.getByRole('button', { name: 'Run reconciliation' }).click();
  const modal = page.getByRole('dialog', { name: 'Run bank reconciliation' });
  await expect(modal.getByLabel('Process date')).toHaveValue(usDate(lastDate));
  // The run is the bank's (ExecuteBankReconciliation): its alias, this account's number as filter.
  await expect(modal.getByRole('textbox', { name: 'Bank', exact: true })).not.toHaveValue('');
  await expect(modal.getByRole('textbox', { name: 'Account number filter' })).not.toHaveValue('');
  await shot(page, 'run-modal');
  const running = page.waitForResponse((r) =>
    r.url().endsWith('/api/SmartBankingOnDemand/ExecuteBankReconciliation'),
  );
  await modal.getByRole('button', { name: 'Run' }).click();
  expect((await running).status()).toBe(200);
  await expect(
    page.getByText(`Bank reconciliation finished: 1 account, ${book.length} transactions matched`),
  ).toBeVisible();
  // Rematch clears the unlocked automatic matches and finds the same ones again.
  await page.getByRole('button', { name: 'Rematch' }).click();
  await expect(page.getByText(`Rematched: ${book.length} transactions matched`)).toBeVisible();
  await expect(bankPane).toContainText('MONTHLY SERVICE FEE');
  const summary = page.getByLabel('Reconciliation summary');
  await expect(summary).toContainText('Bank items not in books-$12.50');
  await expect(summary).toContainText('Unreconciled difference$0.00');
  await page.getByText('Matched', { exact: true }).first().click();
  await expect(bankPane.getByText('Matched').first()).toBeVisible();
  await shot(page, 'matched');

  // Settings of the account.
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Reconciliation settings' });
  await expect(settings.getByLabel(/Maximum days between a check/)).toHaveValue('60');
  // A number the server would refuse is held with the reason under its field.
  await settings.getByLabel(/Maximum days between a deposit/).fill('');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByText('Enter a whole number from 0 to 365.')).toBeVisible();
  await shot(page, 'settings');
  await settings.getByRole('button', { name: 'Cancel' }).click();

  // Criteria: the bank fee the books lack is suggested to the expense account.
  const expenseLabel = `${expenseAccount?.AccountNumber ?? ''} ${expenseAccount?.AccountName ?? ''}`;
  await page.getByRole('button', { name: 'Criteria' }).click();
  let criteria = page.getByRole('dialog', { name: 'Reconciliation criteria' });
  await criteria.getByRole('button', { name: 'Add criterion' }).click();
  await criteria.getByLabel('Description contains 1').fill('service fee');
  await criteria.getByRole('textbox', { name: 'GL account 1' }).click();
  await page.getByRole('option', { name: expenseLabel, exact: true }).click();
  await criteria.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Reconciliation criteria saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Criteria' }).click();
  criteria = page.getByRole('dialog', { name: 'Reconciliation criteria' });
  await expect(criteria.getByLabel('Description contains 1')).toHaveValue('service fee');
  await expect(
    criteria.getByRole('table', { name: 'Uncleared bank transactions' }).getByRole('row', {
      name: /MONTHLY SERVICE FEE/,
    }),
  ).toContainText(expenseLabel);
  await shot(page, 'criteria');
  await criteria.getByRole('button', { name: 'Cancel' }).click();

  // The unreconciled difference as of the statement date.
  const asOf = page.getByRole('textbox', { name: 'Difference as of' });
  await asOf.fill(usDate(lastDate));
  await asOf.press('Enter');
  await expect(page.getByLabel('Unreconciled difference on date')).toContainText(
    `Unreconciled difference on ${usDate(lastDate)}: $0.00`,
  );

  // Finishing asks first: how many matched bank lines it locks and their total, and that the
  // service fee, a bank line the books do not hold, stays open.
  await page.getByRole('button', { name: 'Finish' }).click();
  const confirmFinish = page.getByRole('dialog', { name: 'Finish reconciliation' });
  await expect(confirmFinish).toContainText(
    new RegExp(
      `Finish: ${String(lines.length - 1)} matched bank lines, \\$[\\d,]+\\.\\d\\d in all\\?`,
    ),
  );
  await expect(confirmFinish.getByRole('alert')).toHaveText(
    '1 bank line, -$12.50 not matched: they stay open for the next statement.',
  );
  await shot(page, 'finish-confirmation');
  await confirmFinish.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText(/Reconciliation finished/)).toBeVisible();
  await expect(page.getByText(/^Finished \d{2}\/\d{2}\/\d{4} /)).toBeVisible();
  await expect(bankPane.getByText('Locked').first()).toBeVisible();
  await shot(page, 'finished');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download report' }).click();
  const download = await downloading;
  const pdf = `${shots}/report.pdf`;
  await download.saveAs(pdf);
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  expect(text).toContain('Bank reconciliation');
  expect(text).toMatch(/Unreconciled difference\s+\$0\.00/);
  expect(text).toContain('recon-e2e.csv');
  // A later bank line the books lack is removed: confirmed, toasted, and the user goes home.
  const later = await page.request.post('/api/SmartBanking/UploadBankStatement', {
    headers,
    data: {
      BankAccountId: account.BankAccountId,
      buffer: Buffer.from(
        'Posted,Details,Withdrawal,Deposit\r\n11/20/2026,WIRE FEE,15.00,\r\n',
      ).toString('base64'),
      fileName: 'recon-e2e-later.csv',
      CsvMapping: {
        hasHeader: true,
        dateColumn: 0,
        dateFormat: 'MM/DD/YYYY',
        descriptionColumn: 1,
        debitColumn: 2,
        creditColumn: 3,
      },
    },
  });
  expect(later.ok(), await later.text()).toBe(true);
  await page.reload();
  await page.getByText('Unmatched', { exact: true }).first().click();
  const wire = bankPane.getByRole('row', { name: /WIRE FEE/ });
  await wire.getByRole('button', { name: /Remove bank transaction/ }).click();
  await expect(page.getByText('Are you sure you want to delete this transaction?')).toBeVisible();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText(/Transaction #\d+ was removed successfully/)).toBeVisible();
  await expect(page).toHaveURL(/#\/community\/\d+\/home/);

  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '2', pdf, `${shots}/report`]);
});

test("an administrator reconciles one cost center's cash of a bank account", async ({ page }) => {
  mkdirSync(shots, { recursive: true });
  await signInAs(page, 'admin');
  // Harbor View's reserve account: no other flow reconciles it; the cost center is 90, as the
  // chart-of-accounts flow adds 10 there.
  const communityAgentId = await switchCommunity(page, /Harbor View/);
  const login = await page.request.post('/api/Auth/Login', {
    data: { userName: 'admin', password: 'demo' },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const center = await page.request.post('/api/GeneralLedger/SaveCostCenter', {
    headers,
    data: {
      CommunityAgentId: communityAgentId,
      CostCenterNumber: '90',
      CostCenterName: 'Reserve Fund',
    },
  });
  expect(center.ok(), await center.text()).toBe(true);
  const { CostCenterId } = (await center.json()) as { CostCenterId: number };
  const accounts = (await (
    await page.request.get(
      `/api/BankReconciliation/GetAccounts?communityAgentId=${communityAgentId}`,
      { headers },
    )
  ).json()) as { BankAccountId: number; AccountName: string; TopsAccountId: number }[];
  const reserve = accounts.find((a) => a.AccountName.includes('Reserve'));
  if (!reserve) throw new Error('no reserve account in Harbor View');
  const chart = (await (
    await page.request.get(
      `/api/GeneralLedger/GetChartOfAccounts?communityAgentId=${communityAgentId}`,
      { headers },
    )
  ).json()) as { TopsAccountId: number; TopsAccountTypeId: number }[];
  const income = chart.find((a) => a.TopsAccountTypeId === 11)?.TopsAccountId ?? 0;
  const deposit = async (postDate: string, cents: number, costCenter: number | null) => {
    const saved = await page.request.post('/api/JournalEntry/SaveJournalEntry', {
      headers,
      data: {
        CommunityAgentId: communityAgentId,
        PostDate: postDate,
        Reference: 'recon-cc-e2e',
        Description: costCenter ? 'Reserve fund deposit' : 'Other fund deposit',
        IsPosted: true,
        Transactions: [
          {
            AccountId: reserve.TopsAccountId,
            Amount_Debit: cents,
            CostCenterCategoryId: costCenter,
          },
          { AccountId: income, Amount_Credit: cents, CostCenterCategoryId: costCenter },
        ],
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  };
  await deposit('2026-10-06', 250_000, CostCenterId);
  await deposit('2026-10-08', 70_000, null);
  const uploaded = await page.request.post('/api/SmartBanking/UploadBankStatement', {
    headers,
    data: {
      BankAccountId: reserve.BankAccountId,
      buffer: Buffer.from(
        'Date,Details,Amount\r\n10/07/2026,RESERVE FUND DEPOSIT,2500.00\r\n',
      ).toString('base64'),
      fileName: 'reserve-fund-october.csv',
      CsvMapping: {
        hasHeader: true,
        dateColumn: 0,
        dateFormat: 'MM/DD/YYYY',
        descriptionColumn: 1,
        amountColumn: 2,
      },
    },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);

  await openNav(page, 'Bank reconciliation');
  await page.getByRole('textbox', { name: 'Bank account' }).click();
  await page.getByRole('option', { name: /HVCA Reserve/ }).click();
  await page.getByRole('textbox', { name: 'Cost center' }).click();
  await page.getByRole('option', { name: '90 Reserve Fund' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/banking/reconciliation/${reserve.BankAccountId}/${CostCenterId}$`),
  );
  const book = page.getByRole('table', { name: 'Book items' });
  await expect(book).toContainText('$2,500.00');
  await expect(book).not.toContainText('$700.00');
  await page.getByLabel('Statement date').fill('10/31/2026');
  await page.getByLabel('Statement date').press('Enter');
  await page.getByLabel('Statement ending balance').fill('2500');
  await page.getByLabel('Statement ending balance').blur();
  await page.getByRole('button', { name: 'Save statement' }).click();
  await expect(page.getByText('Statement saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Run reconciliation' }).click();
  const modal = page.getByRole('dialog', { name: 'Run bank reconciliation' });
  await modal.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByText('1 transactions matched')).toBeVisible();
  const summary = page.getByLabel('Reconciliation summary');
  await expect(summary).toContainText('Book balance$2,500.00');
  await expect(summary).toContainText('Deposits in transit$0.00');
  await expect(summary).toContainText('Unreconciled difference$0.00');
  await shot(page, 'cost-center');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download report' }).click();
  const pdf = `${shots}/cost-center-report.pdf`;
  await (await downloading).saveAs(pdf);
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  expect(text).toContain('cost center 90 Reserve Fund');
  expect(text).toMatch(/Unreconciled difference\s+\$0\.00/);

  // The whole account: the other fund's deposit is not on the statement.
  await page.getByRole('textbox', { name: 'Cost center' }).click();
  await page.getByRole('option', { name: 'All cost centers' }).click();
  await expect(summary).toContainText('Deposits in transit$700.00');
  await expect(book).toContainText('$700.00');
});

test('a reconciliation that does not balance finishes only with the reason the user records', async ({
  page,
}) => {
  mkdirSync(shots, { recursive: true });
  await signInAs(page, 'admin');
  // Willow Creek's operating account, on a statement date before any other flow's statements.
  await switchCommunity(page, /Willow Creek/);
  await openNav(page, 'Bank reconciliation');
  await expect(page.getByRole('heading', { name: 'Bank reconciliation' })).toBeVisible();
  await page.getByLabel('Statement date').fill('01/31/2026');
  await page.getByLabel('Statement date').press('Enter');
  await page.getByLabel('Statement ending balance').fill('1.00');
  await page.getByLabel('Statement ending balance').blur();
  await page.getByRole('button', { name: 'Save statement' }).click();
  await expect(page.getByText('Statement saved.')).toBeVisible();
  const summary = page.getByLabel('Reconciliation summary');
  await expect(summary).toContainText('Statement balance (01/31/2026)$1.00');
  const difference = /Unreconciled difference(-?\$[\d,]+\.\d\d)/.exec(
    (await summary.textContent()) ?? '',
  )?.[1];
  expect(difference).toBeDefined();
  expect(difference).not.toBe('$0.00');

  // Finish is offered with a difference, but asks why it remains and sends nothing without it.
  await page.getByRole('button', { name: 'Finish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Finish with a difference' });
  await expect(dialog).toContainText(
    `The unreconciled difference is ${difference ?? ''}. Finishing keeps it, with your reason, on the reconciliation report.`,
  );
  let finishes = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/BankReconciliation/FinishReconciliation')) finishes += 1;
  });
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(dialog.getByText('Say why the difference remains to finish with it.')).toBeVisible();
  expect(finishes).toBe(0);
  await shot(page, 'finish-difference-reason');
  const reason = 'Opening balance from the previous manager; under review with the board.';
  await dialog.getByLabel('Why the difference remains').fill(reason);
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText(/Reconciliation finished/)).toBeVisible();
  await expect(
    page.getByText(`with a difference of ${difference ?? ''}. Why: ${reason}`, { exact: false }),
  ).toBeVisible();
  expect(finishes).toBe(1);
  await shot(page, 'finished-with-difference');
});
