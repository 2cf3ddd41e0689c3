import { expect, test } from './csp-fixture';
import { signInAs } from './sign-in-helper';

const shots = '/tmp/shots-digital';

test('onboards the demo community for digital payments and verifies a funding source', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  const communityId = /#\/community\/(\d+)\//.exec(page.url())?.[1];
  expect(communityId).toBeTruthy();
  const base = `/#/community/${communityId}/ap`;

  await page.goto(`${base}/payments-setup`);
  await expect(page.getByRole('heading', { name: 'Community payments setup' })).toBeVisible();
  await expect(page.getByLabel('Account status')).toHaveText('Not enabled');
  await page.screenshot({ path: `${shots}/setup-before.png` });

  await page.getByRole('button', { name: 'Enable digital payment' }).click();
  const modal = page.getByRole('dialog', { name: 'Enable digital payment' });
  await modal.getByLabel('Business Name').fill('');
  await modal.getByRole('button', { name: 'Enable' }).click();
  await expect(modal.getByText('Business Name is Required')).toBeVisible();
  await expect(modal.getByText('Controller SSN is Required')).toBeVisible();
  await expect(modal.getByText('The Terms of Service must be accepted')).toBeVisible();
  await page.screenshot({ path: `${shots}/enable-errors.png` });

  const fill = async (label: string, value: string) =>
    modal.getByLabel(label, { exact: true }).fill(value);
  await fill('First Name', 'Dana');
  await fill('Last Name', 'Reyes');
  await fill('Business Name', 'Demo HOA');
  await fill('Address', '100 Lake Dr');
  await fill('City', 'Austin');
  await fill('State', 'TX');
  await fill('Zip', '78701');
  await fill('EIN', '12-3456789');
  await fill('Controller First Name', 'Dana');
  await fill('Controller Last Name', 'Reyes');
  await fill('Controller Title', 'Treasurer');
  await fill('Controller Date of Birth', '04/03/1975');
  await fill('Controller SSN', '123-45-6789');
  await fill('Controller Address', '100 Lake Dr');
  await fill('Controller City', 'Austin');
  await fill('Controller State', 'TX');
  await fill('Controller Zip', '78701');
  await modal.getByLabel('I accept the Terms of Service').check();
  await modal.getByLabel('I accept the Privacy Policy').check();
  await modal.getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByText('Digital payments: Verified')).toBeVisible();
  await expect(page.getByLabel('Account status')).toHaveText('Verified');
  await page.screenshot({ path: `${shots}/setup-verified.png` });

  await page.getByRole('button', { name: 'Controller info' }).click();
  const controller = page.getByRole('dialog', { name: 'Controller info' });
  await expect(controller.getByLabel('Title', { exact: true })).toHaveValue('Treasurer');
  await page.screenshot({ path: `${shots}/controller-info.png` });
  // A field left blank says so under itself, and nothing is saved.
  await controller.getByLabel('Title', { exact: true }).fill('');
  await controller.getByRole('button', { name: 'Save' }).click();
  await expect(controller.getByText('Title is Required')).toBeVisible();
  await page.screenshot({ path: `${shots}/controller-info-required.png` });
  await controller.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`${base}/funding-sources`);
  await expect(page.getByRole('heading', { name: 'Funding sources' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Bank accounts as funding sources' });
  await table.getByRole('button', { name: 'Use as funding source' }).first().click();
  await expect(page.getByText('Bank Account enabled')).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: 'Micro deposit initiated' }).first();
  await row.getByRole('button', { name: 'Sandbox amounts' }).click();
  const sent = row.getByText(/Sandbox sent/);
  await expect(sent).toBeVisible();
  const [, a1, a2] = /\$(0\.0\d) and \$(0\.0\d)/.exec((await sent.textContent()) ?? '') ?? [];
  await page.screenshot({ path: `${shots}/funding-sources.png` });
  await row.getByRole('button', { name: 'Verify' }).click();
  const verify = page.getByRole('dialog', { name: 'Verify funding source' });
  await verify.getByLabel('Amount 1').fill('0.10');
  await verify.getByLabel('Amount 2').fill(a2 ?? '');
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(verify.getByText('Micro deposit amounts must be below $ 0.10')).toBeVisible();
  await verify.getByLabel('Amount 1').fill(a1 ?? '');
  await page.screenshot({ path: `${shots}/verify-modal.png` });
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/is verified/)).toBeVisible();
  await expect(table.getByText('Verified', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${shots}/funding-verified.png` });

  await page.goto(`${base}/digital-checks`);
  await expect(page.getByText('Digital payment summary')).toBeVisible();
  await page.getByRole('button', { name: 'Pay invoices' }).click();
  await expect(page.getByRole('dialog', { name: 'Pay invoices digitally' })).toBeVisible();
  await page.screenshot({ path: `${shots}/pay-modal.png` });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.screenshot({ path: `${shots}/digital-checks.png` });

  await page.goto(`${base}/nacha-credit`);
  await expect(page.getByRole('heading', { name: 'NACHA credit file' })).toBeVisible();
  await page.screenshot({ path: `${shots}/nacha-credit.png` });
});
