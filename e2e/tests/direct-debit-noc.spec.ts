import { request, type Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { serverURL } from './server-fixture';
import { signInAs, switchCommunity } from './sign-in-helper';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/shots-direct-debit/${name}.png`, fullPage: true });

const rec = (...fields: string[]) => {
  const line = fields.join('');
  if (line.length !== 94) throw new Error(`record is ${line.length} long: ${line}`);
  return line;
};
const sp = (n: number) => ' '.repeat(n);

/**
 * The receiving bank's return file with notifications of change (NACHA COR entries with addenda
 * type 98: change code, original trace number, corrected data), written from the published layout.
 */
function corReturnFile(
  notices: readonly { trace: string; routing: string; code: string; data: string }[],
): string {
  const body = notices.flatMap((n, i) => {
    const trace = `${n.routing.slice(0, 8)}${String(i + 1).padStart(7, '0')}`;
    return [
      rec(
        '626',
        n.routing,
        '1'.padEnd(17),
        '0'.repeat(10),
        sp(15),
        'OWNER'.padEnd(22),
        '  1',
        trace,
      ),
      rec('798', n.code, n.trace, sp(6), n.routing.slice(0, 8), n.data.padEnd(29), sp(15), trace),
    ];
  });
  const hash = String(
    notices.reduce((k, n) => k + Number(n.routing.slice(0, 8)), 0) % 1e10,
  ).padStart(10, '0');
  const count = String(body.length).padStart(6, '0');
  const lines = [
    rec(
      '101',
      ' 231380104',
      ' 021000021',
      '2603121200',
      'A094101',
      'Bank'.padEnd(23),
      'Receiving Bank'.padEnd(23),
      sp(8),
    ),
    rec(
      '5225',
      'Community'.padEnd(16),
      sp(20),
      '1231380104',
      'COR',
      'HOA DUES  ',
      sp(6),
      '260312',
      sp(3),
      '1',
      '02100002',
      '0000001',
    ),
    ...body,
    rec('8225', count, hash, '0'.repeat(24), '1231380104', sp(25), '02100002', '0000001'),
    rec('9000001', '000001', `00${count}`, hash, '0'.repeat(24), sp(39)),
  ];
  while (lines.length % 10 !== 0) lines.push('9'.repeat(94));
  return lines.join('\n');
}

/** A weekday at least three days ahead. */
function nextWeekday(): string {
  const d = new Date(Date.now() + 3 * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Enrolls the community's first owner and writes a prenote run; answers the prenote's trace. */
async function prenotedOwner(communityAgentId: number) {
  const api = await request.newContext({ baseURL: serverURL(test.info()) });
  const login = await api.post('/api/Auth/Login', {
    data: { userName: 'admin', password: 'demo' },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const owners = (await (
    await api.get(`/api/OwnerPayments/GetPaymentOwners?communityAgentId=${communityAgentId}`, {
      headers,
    })
  ).json()) as { Owners: { OwnerAgentId: number; OwnerName: string }[] };
  // An owner not enrolled yet, so the flow runs again on one server (`--repeat-each`): an owner
  // enrolled and prenoted by an earlier run would leave the new run nothing to send.
  const enrolledOwners = (await (
    await api.get(`/api/DirectDebit/GetEnrollments?communityAgentId=${communityAgentId}`, {
      headers,
    })
  ).json()) as { OwnerAgentId: number }[];
  const taken = new Set(enrolledOwners.map((e) => e.OwnerAgentId));
  const owner = owners.Owners.find((o) => !taken.has(o.OwnerAgentId));
  if (!owner) throw new Error('no owner left to enrol');
  const enrolled = await api.post('/api/DirectDebit/SaveEnrollment', {
    headers,
    data: {
      CommunityAgentId: communityAgentId,
      OwnerAgentId: owner.OwnerAgentId,
      RoutingNumber: '021000021',
      AccountNumber: '744567899',
      AccountType: 'C',
      NameOnAccount: owner.OwnerName.slice(0, 100),
    },
  });
  expect(enrolled.ok()).toBe(true);
  const setup = (await (
    await api.get(`/api/OwnerPayments/GetPaymentSetup?communityAgentId=${communityAgentId}`, {
      headers,
    })
  ).json()) as { BankAccounts: { BankAccountId: number; IsPrimary: boolean }[] };
  const bank = setup.BankAccounts.find((b) => b.IsPrimary) ?? setup.BankAccounts[0];
  const run = await api.post('/api/DirectDebit/CreateRun', {
    headers: { ...headers, 'Idempotency-Key': `e2e-noc-run-${Date.now()}` },
    data: {
      CommunityAgentId: communityAgentId,
      BankAccountId: bank?.BankAccountId ?? 0,
      EffectiveDate: nextWeekday(),
    },
  });
  expect(run.ok(), await run.text()).toBe(true);
  const { DirectDebitRunId } = (await run.json()) as { DirectDebitRunId: number };
  const file = await (
    await api.get(`/api/DirectDebit/DownloadRunFile/${DirectDebitRunId}`, { headers })
  ).text();
  const entry = file
    .split(/\r?\n/)
    .find((l) => l.startsWith('6') && l.slice(12, 29).trim() === '744567899');
  await api.dispose();
  if (!entry) throw new Error('no entry');
  return { ownerName: owner.OwnerName, trace: entry.slice(79, 94) };
}

test('a notification of change from the bank’s return file is shown with its entry and applied to the owner’s enrolment on confirmation', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const communityAgentId = await switchCommunity(page, /Parkside/);
  const { ownerName, trace } = await prenotedOwner(communityAgentId);
  await page.goto(`/#/community/${communityAgentId}/direct-debit`);
  await expect(page.getByRole('heading', { name: 'Direct debit' })).toBeVisible();
  const content = corReturnFile([
    { trace, routing: '021000021', code: 'C01', data: '1918171614' },
    { trace: '999999990000099', routing: '011000015', code: 'C02', data: '055002707' },
  ]);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'noc-e2e.ach',
    mimeType: 'text/plain',
    buffer: Buffer.from(content, 'ascii'),
  });
  await expect(
    page.getByText(/2 notifications of change to review \(1 matching no direct debit\)/),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Notifications of change' });
  // A regular expression, case-sensitive: a string matches regardless of case, and a run file's
  // random name (ACH-2026-12-07-2d61c021.ach) held 'c02'. The code is followed by its text.
  // An earlier run's notification (another owner) may be listed too.
  const row = table
    .getByRole('row')
    .filter({ hasText: /C01(?!\d)/ })
    .filter({ hasText: ownerName });
  await expect(row).toContainText(ownerName);
  await expect(row).toContainText('Incorrect account number');
  await expect(row).toContainText('Account number ****1614');
  await expect(row).toContainText('021000021 ****7899 checking');
  await expect(row).toContainText(`Prenote of`);
  const unmatched = table.getByRole('row').filter({ hasText: /C02(?!\d)/ });
  await expect(unmatched).toContainText('Unmatched');
  await expect(unmatched.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await shot(page, 'notices');

  await row.getByRole('button', { name: 'Apply' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('takes the corrected data: Account number ****1614');
  await shot(page, 'confirm');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(row).toContainText('Applied');
  await expect(row).toContainText('021000021 ****1614 checking');
  await expect(row.getByRole('button', { name: 'Apply' })).toHaveCount(0);

  await page.getByRole('tab', { name: /Enrolled owners/ }).click();
  const owners = page.getByRole('table', { name: 'Enrolled owners' });
  const ownerRow = owners.getByRole('row').filter({ hasText: ownerName });
  await expect(ownerRow).toContainText('****1614');
  await ownerRow.getByRole('button', { name: `History of ${ownerName}` }).click();
  await expect(page.getByRole('dialog')).toContainText(
    /Account number corrected by NOC C01 on \d\d\/\d\d\/\d{4} from return file noc-e2e\.ach: account number \*\*\*\*7899 → \*\*\*\*1614\./,
  );
  await shot(page, 'history');
});

test('enrolling an owner and retrying failed direct debits say what is missing', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const communityAgentId = await switchCommunity(page, /Parkside/);
  await page.goto(`/#/community/${communityAgentId}/direct-debit`);
  await page.getByRole('button', { name: 'Enroll owner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enroll owner in direct debit' });
  const routing = dialog.getByRole('textbox', { name: 'Routing number' });
  await routing.fill('123456789');
  await dialog.getByRole('button', { name: 'Enroll', exact: true }).click();
  await expect(routing).toHaveAccessibleDescription(
    'The routing number must be 9 digits with a valid ABA check digit.',
  );
  await expect(dialog.getByText('Choose the owner.')).toBeVisible();
  await shot(page, 'enroll-errors');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('tab', { name: 'Failed direct debits' }).click();
  await page.getByRole('button', { name: 'Retry selected' }).click();
  await expect(page.getByText('Choose the failed direct debits to retry.')).toBeVisible();
});
