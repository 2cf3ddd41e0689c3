import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './csp-fixture';
import { zipSync } from 'fflate';
import { signInAs, switchCommunity } from './sign-in-helper';
import { openNav } from './nav-helper';

const shots = '/tmp/shots-check-images';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });

// Parkside's reserve account: the reconciliation flow works on Parkside's operating account, and
// no other flow imports into the reserve.

/** A check drawn on a canvas in the browser, as PNG bytes. */
async function checkPng(page: Page, checkNumber: string): Promise<Buffer> {
  // A string the browser runs (the test's types know no DOM).
  const dataUrl = await page.evaluate<string>(`(() => {
    const n = ${JSON.stringify(checkNumber)};
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 260;
    const g = canvas.getContext('2d');
    g.fillStyle = '#f4f1e4';
    g.fillRect(0, 0, 600, 260);
    g.strokeStyle = '#2b3a67';
    g.lineWidth = 3;
    g.strokeRect(8, 8, 584, 244);
    g.fillStyle = '#1b1b1b';
    g.font = '20px sans-serif';
    g.fillText('Parkside Towers Cooperative', 24, 44);
    g.fillText('No. ' + n, 480, 44);
    g.fillText('PAY TO THE ORDER OF  Metro Elevator Co.', 24, 120);
    g.fillText('$ 1,250.00', 470, 120);
    g.font = '18px monospace';
    g.fillText('C' + n + 'C  A021000021A  7712345678C', 24, 230);
    return canvas.toDataURL('image/png');
  })()`);
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

const tiff = Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00, 0, 0, 0, 0, 0, 0]);
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('an administrator uploads a zip of check images and opens one from its bank transaction', async ({
  page,
}) => {
  mkdirSync(shots, { recursive: true });
  await signInAs(page, 'admin');
  const communityAgentId = await switchCommunity(page, /Parkside/);
  const login = await page.request.post('/api/Auth/Login', {
    data: { userName: 'admin', password: 'demo' },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const banks = (await (
    await page.request.get(
      `/api/Crm/GetAgentBanksByCommunity?communityAgentId=${communityAgentId}`,
      { headers },
    )
  ).json()) as { BankAccounts: { TopsAgentBankId: number; AccountName: string }[] }[];
  const reserve = banks
    .flatMap((b) => b.BankAccounts)
    .find((a) => a.AccountName.includes('Reserve'));
  if (!reserve) throw new Error('no reserve account in Parkside');

  // Two cleared checks and a deposit on the reserve account's statement.
  const imported = await page.request.post('/api/SmartBanking/UploadBankStatement', {
    headers,
    data: {
      BankAccountId: reserve.TopsAgentBankId,
      buffer: Buffer.from(
        'Date,Description,Amount,Check\r\n' +
          '10/05/2026,Elevator repair,-1250.00,5101\r\n' +
          '10/09/2026,Roof inspection,-480.00,005102\r\n' +
          '10/12/2026,Reserve contribution,3000.00,\r\n',
      ).toString('base64'),
      fileName: 'reserve-october.csv',
      CsvMapping: {
        hasHeader: true,
        dateColumn: 0,
        dateFormat: 'MM/DD/YYYY',
        descriptionColumn: 1,
        amountColumn: 2,
        checkNumberColumn: 3,
      },
    },
  });
  expect(imported.ok(), await imported.text()).toBe(true);

  await openNav(page, 'Bank statement');
  await expect(page.getByRole('heading', { name: 'Bank statement' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Bank account' }).click();
  await page.getByRole('option', { name: /PTCOOP Reserve/ }).click();
  const table = page.getByRole('table', { name: 'Bank transactions' });
  await expect(table).toContainText('Elevator repair');

  // A file of another type renamed refuses the whole zip, naming the file.
  await page.getByRole('button', { name: 'Upload check images' }).click();
  const modal = page.getByRole('dialog', { name: 'Upload check images' });
  const chooseFile = async (name: string, buffer: Buffer) => {
    const chooser = page.waitForEvent('filechooser');
    await modal.getByLabel('Zip or image file').click();
    await (await chooser).setFiles({ name, mimeType: 'application/zip', buffer });
  };
  const png = await checkPng(page, '5101');
  await chooseFile('renamed.zip', Buffer.from(zipSync({ '5101.png': png, '5102.png': pdf })));
  await modal.getByRole('button', { name: 'Upload' }).click();
  await expect(
    page.getByText('5102.png: Files of this type: application/pdf are not allowed.'),
  ).toBeVisible();

  await chooseFile(
    'october-checks.zip',
    Buffer.from(zipSync({ images: { '5101.png': png, '005102.tif': tiff }, '7777.png': png })),
  );
  await modal.getByRole('button', { name: 'Upload' }).click();
  const result = modal.getByLabel('Check image result');
  await expect(result).toContainText('Attached 2 images to 2 bank transactions.');
  await expect(result).toContainText('7777.png');
  await shot(page, 'upload-result');
  await modal.getByRole('button', { name: 'Close' }).click();

  // The image opens from its bank transaction's row.
  await table.getByRole('button', { name: 'Check image of 5101' }).click();
  const preview = page.getByRole('dialog', { name: 'Check 5101' });
  const image = preview.getByRole('img', { name: 'Check 5101' });
  await expect(image).toBeVisible();
  await expect(image).toHaveJSProperty('naturalWidth', 600);
  await shot(page, 'check-image-preview');
  await preview.getByRole('button', { name: 'Close' }).click();

  // A TIFF (what banks often send) is offered for download where the browser cannot show it.
  await table.getByRole('button', { name: 'Check image of 005102' }).click();
  const tiffPreview = page.getByRole('dialog', { name: 'Check 005102' });
  await expect(tiffPreview.getByRole('button', { name: 'Download' })).toBeVisible();
  await expect(tiffPreview).toContainText('This browser cannot show this image');
  await shot(page, 'check-image-tiff');
});
