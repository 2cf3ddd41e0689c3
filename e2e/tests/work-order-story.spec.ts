import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { openNav } from './nav-helper';
import { sessionToken, signInAs, switchCommunity } from './sign-in-helper';

// Issue 22's story in the browser: an owner's report of a leak at 101 Willow Creek Drive is
// recorded as a service request, converted to a work order on the demo's REPAIR code for
// Reliable Plumbing, costed (2.5 h of labor at $48.00 and a $12.99 trap, billable; a $25.00 trip
// charge, not), closed and posted after a confirmation, and its $132.99 charge is seen on the
// owner's ledger. The work order's PDF is rendered to an image with pdftoppm.

const shots = 'test-results/work-order-story';
mkdirSync(shots, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });

async function addCost(
  page: Page,
  cost: { type: string; description: string; quantity: string; rate: string; billable: boolean },
) {
  await page.getByRole('button', { name: 'Add cost item' }).click();
  const modal = page.getByRole('dialog', { name: 'Add cost item' });
  await modal.getByRole('textbox', { name: 'Type' }).click();
  await page.getByRole('option', { name: cost.type, exact: true }).click();
  await modal.getByRole('textbox', { name: 'Description' }).fill(cost.description);
  await modal.getByRole('textbox', { name: 'Quantity' }).fill(cost.quantity);
  await modal.getByRole('textbox', { name: 'Rate' }).fill(cost.rate);
  const billable = modal.getByRole('checkbox', { name: 'Billable to the owner' });
  if ((await billable.isChecked()) !== cost.billable) await billable.click();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
}

test('an owner’s report becomes a work order, is costed, closed and charged to the owner’s ledger', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const communityAgentId = await switchCommunity(page, /Willow Creek/);
  const words = `Kitchen sink leaks ${String(Date.now()).slice(-6)}`;

  // The owner's report.
  await openNav(page, 'Add service request');
  await page.getByRole('textbox', { name: 'Property' }).fill('101 Willow');
  await page
    .getByRole('option', { name: /101 Willow Creek Drive/ })
    .first()
    .click();
  await page.getByRole('textbox', { name: 'Source' }).click();
  await page.getByRole('option', { name: 'Phone' }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill(words);
  await page.getByRole('button', { name: 'Add service request' }).click();
  await expect(page).toHaveURL(/\/service-requests\/view\/list\/\d+/);

  // Converted: the add page starts from the request.
  await page.getByRole('button', { name: 'Convert to work order' }).click();
  await expect(page).toHaveURL(/new-work-order\?serviceRequestId=\d+/);
  await page.getByRole('textbox', { name: 'Work order code' }).click();
  await page.getByRole('option', { name: /REPAIR/ }).click();
  await page.getByRole('textbox', { name: 'Issued to vendor' }).click();
  await page.getByRole('option', { name: /Reliable Plumbing/ }).click();
  await page.getByRole('button', { name: 'Add work order' }).click();
  await expect(page).toHaveURL(/\/work-orders\/view\/work-orders\/\d+/);
  const itemId = /\/view\/work-orders\/(\d+)/.exec(page.url())?.[1] ?? '';
  await expect(page.getByText('From service request')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(words) })).toBeVisible();

  // Three costs, one not billable.
  await addCost(page, {
    type: 'Labor',
    description: 'Plumber',
    quantity: '2.5',
    rate: '48.00',
    billable: true,
  });
  await addCost(page, {
    type: 'Material',
    description: 'Trap kit',
    quantity: '1',
    rate: '12.99',
    billable: true,
  });
  await addCost(page, {
    type: 'Other',
    description: 'Trip charge',
    quantity: '1',
    rate: '25.00',
    billable: false,
  });
  const summary = page.getByLabel('Cost summary');
  await expect(summary).toContainText('$157.99');
  await expect(summary).toContainText('$132.99');
  await shot(page, '01-costed');

  // A photo of the leak goes on the work order.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'leak.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('link', { name: 'leak.png' })).toBeVisible();

  // Emailed to the vendor with a copy: the history keeps what was sent.
  await page.getByRole('button', { name: 'Email to vendor' }).click();
  const email = page.getByRole('dialog', { name: 'Work order email to vendor' });
  await email.getByRole('textbox', { name: 'To' }).fill('service@reliable.test');
  await email.getByRole('textbox', { name: 'To' }).press('Enter');
  await email.getByRole('textbox', { name: 'Cc' }).fill('manager@summit.test');
  await email.getByRole('textbox', { name: 'Cc' }).press('Enter');
  await email.getByRole('button', { name: 'Send email' }).click();
  await expect(page.getByText('Work order emailed.')).toBeVisible();
  const sent = email.getByRole('table', { name: 'Email history' });
  await expect(sent).toContainText('service@reliable.test');
  await expect(sent).toContainText('manager@summit.test');
  await shot(page, '02-emailed');
  await page.keyboard.press('Escape');
  await expect(email).toBeHidden();

  // A vendor's invoice is entered against the work order from its view.
  await page.getByRole('button', { name: 'Enter vendor invoice' }).click();
  await expect(page).toHaveURL(/\/ap\/invoices\/add\?workOrderItemId=\d+/);
  await expect(page.getByRole('textbox', { name: 'Work order' })).toHaveValue(itemId);
  await page.goBack();
  await expect(page.getByLabel('Cost summary')).toContainText('$132.99');

  // Closed and posted after a confirmation.
  await page.getByRole('button', { name: 'Close and post' }).click();
  const modal = page.getByRole('dialog', { name: 'Work order close and post' });
  await expect(modal.getByRole('textbox', { name: 'Billable total to charge' })).toHaveValue(
    /132\.99/,
  );
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal).toContainText('Charge $132.99');
  await shot(page, '03-confirm');
  await modal.getByRole('button', { name: 'Post and close' }).click();
  await expect(page.getByText(/\$132\.99 was charged to the owner/)).toBeVisible();
  await expect(page.getByTestId('work-order-summary')).toContainText('Closed');
  await expect(page.getByRole('button', { name: 'Close and post' })).toBeHidden();

  // The charge on the owner's ledger.
  const headers = { authorization: `Bearer ${await sessionToken(page)}` };
  const graph = await page.request.get(`/api/WorkOrder/GetWorkOrder?itemId=${itemId}`, {
    headers,
  });
  expect(graph.status()).toBe(200);
  const { WorkOrder: order } = (await graph.json()) as { WorkOrder: { OwnerAgentId: number } };
  await page.goto(
    `/#/community/${String(communityAgentId)}/owner-ledger/${String(order.OwnerAgentId)}`,
  );
  const activity = page.getByRole('table', { name: 'Owner activity' });
  await expect(
    activity.getByRole('row', { name: new RegExp(`Work order ${itemId}`) }),
  ).toContainText('$132.99');
  await shot(page, '04-owner-ledger');

  // The work order PDF, rendered to an image.
  const pdf = await page.request.get(`/api/WorkOrder/GetWorkOrderPdf?itemId=${itemId}`, {
    headers,
  });
  expect(pdf.status()).toBe(200);
  const body = await pdf.body();
  expect(body.subarray(0, 4).toString()).toBe('%PDF');
  writeFileSync(`${shots}/work-order.pdf`, body);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    '1',
    '-l',
    '1',
    `${shots}/work-order.pdf`,
    `${shots}/05-pdf`,
  ]);
  const text = execFileSync('pdftotext', ['-layout', `${shots}/work-order.pdf`, '-']).toString();
  expect(text).toContain(`Work order ${itemId}`);
  expect(text).toContain('Reliable Plumbing');
});
