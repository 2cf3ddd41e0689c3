import type { Locator, Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { sessionToken, signInAs } from './sign-in-helper';

// Issue 23 part 7: the back office's one-time payment and add payment method drawers (640 px) on
// a Willow Creek property (58 Aspen Way, which no other flow pays for). The action shows with
// create access to arprocesspayments once the community's payment platform status is 2 (Active).

const shots = 'test-results/screens';
/** A screenshot once the drawers' and modals' transitions are over. */
async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${shots}/owner-payment-${name}.png` });
}
const nextYear = String(new Date().getFullYear() + 1);
const address = '58 Aspen Way';

async function call(page: Page, method: 'GET' | 'POST', path: string, data?: object) {
  return page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
    ...(data ? { data } : {}),
  });
}

async function json<T>(page: Page, path: string): Promise<T> {
  const response = await call(page, 'GET', path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** The Willow Creek community and the property at 58 Aspen Way. */
async function aspenWay(page: Page): Promise<{ community: number; property: number }> {
  const list = await json<{ CommunityAgentId: number; DisplayName: string }[]>(
    page,
    '/api/Crm/GetUserCommunityList',
  );
  const community = list.find((c) => c.DisplayName.startsWith('Willow Creek'))?.CommunityAgentId;
  if (!community) throw new Error('No Willow Creek');
  const map = await json<{ Properties: { AgentId: number; DisplayName: string }[] }>(
    page,
    `/api/Map/GetCommunityMap?communityAgentId=${community}`,
  );
  const property = map.Properties.find((p) => p.DisplayName.startsWith(address))?.AgentId;
  if (!property) throw new Error(`No property at ${address}`);
  return { community, property };
}

/** Enables the community's digital payments (the sandbox verifies it: platform status 2). */
async function enableDigitalPayments(page: Page, community: number): Promise<void> {
  const account = await json<{ CustomerId: string | null }>(
    page,
    `/api/DigitalPayment/GetDigitalPaymentAccount?CommunityAgentId=${community}`,
  );
  const action = account.CustomerId ? 'Upgrade' : 'Create';
  const enabled = await call(page, 'POST', `/api/DigitalPayment/${action}DigitalPaymentAccount`, {
    CommunityAgentId: community,
    FirstName: 'Dana',
    LastName: 'Reyes',
    BusinessName: 'Willow Creek HOA',
    Address1: '1 Willow Creek Drive',
    City: 'West Windsor',
    State: 'NJ',
    PostalCode: '08550',
    Ein: '12-3456789',
    ControllerData: {
      FirstName: 'Dana',
      LastName: 'Reyes',
      Title: 'Treasurer',
      DateOfBirth: '1975-04-03',
      Ssn: '123-45-6789',
      Address1: '1 Willow Creek Drive',
      City: 'West Windsor',
      State: 'NJ',
      PostalCode: '08550',
    },
    TermsOfServiceAccepted: true,
    PrivacyPolicyAccepted: true,
  });
  expect(enabled.ok(), await enabled.text()).toBe(true);
}

/** A drawer's width once its opening transition is over (mid-way it is a fraction short). */
const widthOf = async (drawer: Locator) => Math.round((await drawer.boundingBox())?.width ?? 0);
const cents = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));
const dollars = (value: number) =>
  `$${(value / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test('a bank account and a card are added in the drawer, and a card payment posts to the ledger', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin');
  const { community, property } = await aspenWay(page);
  const profile = `/#/property/view/${property}`;
  const balance = page.getByLabel('Owner balance');
  const action = page.getByRole('button', { name: 'One-time payment' });

  const status = await json<{ PaymentPlatformStatusId: number }>(
    page,
    `/api/OwnerPayments/GetPaymentPlatformStatus/${property}`,
  );
  // A fresh demo takes no digital payments: the profile offers no one-time payment until it does.
  expect(status.PaymentPlatformStatusId).not.toBe(2);
  await page.goto(profile);
  await expect(balance).toContainText(/Balance \$/);
  await expect(action).toHaveCount(0);
  await enableDigitalPayments(page, community);

  await page.reload();
  await expect(balance).toContainText(/Balance \$/);
  const before = cents(await balance.getByText(/^Balance /).textContent());
  expect(before).toBeGreaterThan(1234);
  await action.click();
  const drawer = page.getByRole('dialog', { name: 'One-time payment' });
  await expect(drawer.getByText('No saved payment method yet.')).toBeVisible();
  await expect.poll(() => widthOf(drawer)).toBe(640);
  await expect(drawer.getByRole('textbox', { name: 'Amount' })).toHaveValue(
    dollars(before).slice(1),
  );
  await shot(page, 'drawer-empty');

  // A bank account: the server's refusal of a routing number shows under the field.
  await drawer.getByRole('button', { name: 'Add payment method' }).click();
  const add = page.getByRole('dialog', { name: 'Add payment method' });
  await expect.poll(() => widthOf(add)).toBe(640);
  await add.getByLabel('Name on the account').fill('Aspen Way Owner');
  await add.getByLabel('Routing number').fill('123456789');
  await add.getByLabel('Account number').fill('987654321');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(
    add.getByText('The routing number must be 9 digits with a valid ABA check digit.'),
  ).toBeVisible();
  await shot(page, 'add-bank-refused');
  await add.getByLabel('Routing number').fill('021000021');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByRole('radio', { name: 'Checking ending 4321' })).toBeChecked();

  // A card, through the sandbox provider: the card rules are checked as it is typed in.
  await drawer.getByRole('button', { name: 'Add payment method' }).click();
  await add
    .locator('label')
    .filter({ hasText: /^Card$/ })
    .click();
  await add.getByLabel('Card number').fill('4111 1111 1111 1112');
  await add.getByRole('textbox', { name: 'Expiry month' }).click();
  await page.getByRole('option', { name: '12', exact: true }).click();
  await add.getByRole('textbox', { name: 'Expiry year' }).click();
  await page.getByRole('option', { name: nextYear, exact: true }).click();
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('The card number is not valid.')).toBeVisible();
  await add.getByLabel('Card number').fill('4111 1111 1111 1111');
  await shot(page, 'add-card');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByRole('radio', { name: 'Visa ending 1111' })).toBeChecked();
  await expect(drawer.getByRole('radio', { name: 'Checking ending 4321' })).not.toBeChecked();

  // The amount, then the confirmation before the money moves.
  const amount = drawer.getByRole('textbox', { name: 'Amount' });
  await amount.fill('12.34');
  await amount.blur();
  await expect(drawer.getByText('Total charged')).toBeVisible();
  await shot(page, 'drawer-ready');
  await drawer.getByRole('button', { name: 'Review payment' }).click();
  const confirm = page.getByRole('dialog', { name: 'Pay by Visa ending 1111' });
  await expect(confirm).toContainText('Pay: 1 payment, $12.34?');
  await shot(page, 'confirm');
  await confirm.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(
    page.getByText(/^Payment OTP-\d+ of \$12\.34 by Visa ending 1111 is received and posted\.$/),
  ).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(balance.getByText(/^Balance /)).toHaveText(`Balance ${dollars(before - 1234)}`);
  await shot(page, 'paid');

  // The owner's ledger shows the payment and the balance after it.
  await balance.getByRole('link', { name: 'Ledger' }).click();
  await expect(page.getByRole('heading', { name: /^Owner ledger: / })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `Balance ${dollars(before - 1234)}` }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Owner activity' })).toContainText('12.34');
  await shot(page, 'ledger');
});

test('a payment link made in the drawer takes a card payment at phone size, without a sign-in', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin');
  const { community, property } = await aspenWay(page);
  await enableDigitalPayments(page, community);
  await page.goto(`/#/property/view/${property}`);
  const balance = page.getByLabel('Owner balance');
  await expect(balance).toContainText(/Balance \$/);
  const before = cents(await balance.getByText(/^Balance /).textContent());
  await page.getByRole('button', { name: 'One-time payment' }).click();
  const drawer = page.getByRole('dialog', { name: 'One-time payment' });
  await drawer.getByRole('button', { name: 'Payment link' }).click();
  const link = page.getByRole('textbox', { name: 'Payment link' });
  await expect(link).toHaveValue(/\/portal\/#\/pay-link\/payl_[\w-]+\.[\w-]+$/);
  await shot(page, 'link');
  const url = await link.inputValue();

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await phone.goto(url);
  await expect(phone.getByRole('heading', { name: 'Pay your association' })).toBeVisible();
  await expect(phone.getByTestId('balance')).toHaveText(dollars(before));
  await expect(phone.getByText(address)).toBeVisible();
  const amount = phone.getByRole('textbox', { name: 'Amount to pay' });
  await amount.fill('5.00');
  await amount.blur();
  await phone.getByLabel('Card number').fill('4111 1111 1111 1111');
  await phone.getByRole('textbox', { name: 'Expiry month' }).click();
  await phone.getByRole('option', { name: '12', exact: true }).click();
  await phone.getByRole('textbox', { name: 'Expiry year' }).click();
  await phone.getByRole('option', { name: nextYear, exact: true }).click();
  await phone.screenshot({ path: `${shots}/owner-payment-link-page.png`, fullPage: true });
  await phone.getByRole('button', { name: 'Review payment' }).click();
  await expect(phone.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await expect(phone.getByText('Card ending 1111')).toBeVisible();
  await phone.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(phone.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(phone.getByTestId('receipt')).toContainText('$5.00');
  await phone.screenshot({ path: `${shots}/owner-payment-link-receipt.png`, fullPage: true });
  await phone.close();

  await page.reload();
  await expect(balance.getByText(/^Balance /)).toHaveText(`Balance ${dollars(before - 500)}`);
});

test('a board member, without create access to arprocesspayments, is not offered the payment', async ({
  page,
}) => {
  await signInAs(page, 'board');
  const { property } = await aspenWay(page);
  await page.goto(`/#/property/view/${property}`);
  await expect(page.getByRole('heading', { name: new RegExp(address) }).first()).toBeVisible();
  // The board sees the balance, with no one-time payment beside it.
  await expect(page.getByLabel('Owner balance')).toContainText('Balance $');
  await expect(page.getByRole('button', { name: 'One-time payment' })).toHaveCount(0);
  const refused = await call(page, 'GET', `/api/OwnerPayments/GetPaymentOptions/${property}`);
  expect(refused.status()).toBe(403);
  await shot(page, 'board-profile');
});
