import { request } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { serverURL } from './server-fixture';
import { sessionToken, signInAs } from './sign-in-helper';

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
  const pay = page.getByRole('dialog', { name: 'Pay invoices digitally' });
  await expect(pay).toBeVisible();
  // Nothing is paid while the date or the invoices are missing: each says so.
  await pay.getByRole('textbox', { name: 'Payment date' }).clear();
  await pay.getByRole('button', { name: /^Pay / }).click();
  await expect(pay.getByRole('textbox', { name: 'Payment date' })).toHaveAccessibleDescription(
    'Enter the payment date.',
  );
  await expect(pay.getByText('Choose the invoices to pay.')).toBeVisible();
  await page.screenshot({ path: `${shots}/pay-modal.png` });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.screenshot({ path: `${shots}/digital-checks.png` });

  await page.goto(`${base}/nacha-credit`);
  await expect(page.getByRole('heading', { name: 'NACHA credit file' })).toBeVisible();
  await page.screenshot({ path: `${shots}/nacha-credit.png` });
});

test('a controller who needs a document uploads one: the form says what is missing', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/#\/community\/\d+\//);
  const id = Number(/#\/community\/(\d+)\//.exec(page.url())?.[1]);
  // The sandbox asks for a document while the controller's last name is 'Document'.
  const api = await request.newContext({ baseURL: serverURL(test.info()) });
  const headers = { Authorization: `Bearer ${await sessionToken(page)}` };
  const account = (await (
    await api.get(`/api/DigitalPayment/GetDigitalPaymentAccount?CommunityAgentId=${id}`, {
      headers,
    })
  ).json()) as { CustomerId: string | null };
  const action = account.CustomerId ? 'Upgrade' : 'Create';
  const enabled = await api.post(`/api/DigitalPayment/${action}DigitalPaymentAccount`, {
    headers,
    data: {
      CommunityAgentId: id,
      FirstName: 'Dana',
      LastName: 'Reyes',
      BusinessName: 'Demo HOA',
      Address1: '100 Lake Dr',
      City: 'Austin',
      State: 'TX',
      PostalCode: '78701',
      Ein: '12-3456789',
      ControllerData: {
        FirstName: 'Dana',
        LastName: 'Document',
        Title: 'Treasurer',
        DateOfBirth: '1975-04-03',
        Ssn: '123-45-6789',
        Address1: '100 Lake Dr',
        City: 'Austin',
        State: 'TX',
        PostalCode: '78701',
      },
      TermsOfServiceAccepted: true,
      PrivacyPolicyAccepted: true,
    },
  });
  expect(enabled.ok(), await enabled.text()).toBe(true);
  await api.dispose();

  await page.goto(`/#/community/${id}/ap/payments-setup`);
  await expect(
    page.getByText('The provider needs a document to verify the controller.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Upload document' }).click();
  const modal = page.getByRole('dialog', { name: 'Digital payment document upload' });
  await modal.getByRole('button', { name: 'Upload' }).click();
  await expect(modal.getByRole('textbox', { name: 'Document Type' })).toHaveAccessibleDescription(
    'Document Type is required.',
  );
  await expect(modal.getByText('A file is required.')).toBeVisible();
  await page.screenshot({ path: `${shots}/document-errors.png` });

  await modal.getByRole('textbox', { name: 'Document Type' }).click();
  await page.getByRole('option', { name: 'License' }).click();
  await modal.locator('input[type="file"]').setInputFiles({
    name: 'license.png',
    mimeType: 'image/png',
    buffer: Buffer.from('89504e470d0a1a0a', 'hex'),
  });
  await modal.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(/Document (uploaded|reviewed)/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Verification documents' })).toContainText(
    'license.png',
  );
});
