import { expect, test } from './csp-fixture';
import { signInAs, switchCommunity } from './sign-in-helper';
import { openNav } from './nav-helper';
import { sentMails } from './sent-mail';

test('mail the app queues is sent by SMTP and kept in the outbox, with its text in a drawer', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const harborView = await switchCommunity(page, /Harbor View/);
  // Notify the internal approvers (the accountant) through the API, as the AP inbox does.
  const login = await page.request.post('/api/Auth/Login', {
    data: { userName: 'admin', password: 'demo' },
  });
  const { token } = (await login.json()) as { token: string };
  const message = `Please look at the invoices before Friday (${Date.now()}).`;
  const notified = await page.request.post('/api/AccountsPayable/NotifyApprovers', {
    headers: { Authorization: `Bearer ${token}` },
    data: { CommunityAgentId: harborView, ApprovalStatus: 1, Message: message },
  });
  expect(notified.ok()).toBe(true);
  // The e2e server sends by SMTP (to the mail sink): the notice goes out within seconds, and the
  // outbox records it sent.
  await sentMails((m) => m.text.includes(message));
  await expect
    .poll(async () => {
      const answer = await page.request.get('/api/Mail/GetOutbox?take=1', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await answer.json()) as { Mails: { Status: string }[] }).Mails[0]?.Status;
    })
    .toBe('Sent');

  await openNav(page, 'Outbox');
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  const outbox = page.getByRole('table', { name: 'Outbox' });
  // Newest first: the notice just sent.
  const row = outbox.getByRole('row').nth(1);
  await expect(row).toContainText('Invoices awaiting internal approval - Harbor View');
  await expect(row).toContainText('Approver notice');
  await expect(row).toContainText('Sent');
  await page.screenshot({ path: 'test-results/screens/mail-outbox.png', fullPage: true });

  await row.getByRole('button', { name: /Invoices awaiting internal approval/ }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByLabel('Mail body')).toContainText(message);
  await expect(drawer).toContainText('Sent');
  await page.waitForTimeout(400); // the drawer's slide-in, for the screenshot only
  await page.screenshot({ path: 'test-results/screens/mail-outbox-drawer.png' });
  await page.keyboard.press('Escape');

  const delivery = page.getByRole('radiogroup', { name: 'Delivery' });
  await delivery.getByText('Not sent', { exact: true }).click();
  await expect(
    outbox.getByRole('row', { name: /Invoices awaiting internal approval - Harbor View/ }),
  ).toHaveCount(0);
  await delivery.getByText('Sent', { exact: true }).click();
  await expect(outbox.getByRole('row').nth(1)).toContainText('Invoices awaiting internal approval');
});
