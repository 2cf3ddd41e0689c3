import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { expect, test } from './csp-fixture';
import { openNav } from './nav-helper';
import { sessionToken, signInAs, switchCommunity } from './sign-in-helper';

// Issue 19, the communications engine: a Word letter template uploaded, linked to a community and
// previewed for an owner; a letter batch of owners accrued, edited, released in the background
// and its print file's letters read back; a template with an unknown merge code refused.

const shots = 'test-results/communications';
mkdirSync(shots, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });

const docxMime = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A Word document of one paragraph, as a company writes a template in Word. */
async function letterDocx(text: string): Promise<Buffer> {
  const document = new Document({
    sections: [{ children: [new Paragraph({ children: [new TextRun(text)] })] }],
  });
  return Packer.toBuffer(document);
}

/** A template name no other run has used (at most 45 characters). */
const uniqueName = (what: string) => `${what} ${String(Date.now()).slice(-9)}`;

interface OwnerRow {
  TopsAgentId: number;
  DisplayName: string;
}

/** The first billed owners of the community, through the Owners list's call. */
/**
 * Filters the templates by a name that one template has, and waits for the searched list: until it
 * comes (the search waits 250 ms for typing to stop), the grid shows the unfiltered rows, and a row
 * clicked then was re-rendered before its actions opened.
 */
async function searchTemplates(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Search template names' }).fill(name);
  await expect(page.getByText('1 template', { exact: true })).toBeVisible();
}

async function billedOwners(page: Page, communityAgentId: number, count: number) {
  const answer = await page.request.get(
    `/api/Portfolio/GetOwners?communityAgentId=${String(communityAgentId)}&agentTypeId=4&take=50`,
    { headers: { Authorization: `Bearer ${await sessionToken(page)}` } },
  );
  expect(answer.status()).toBe(200);
  const { Results } = (await answer.json()) as { Results: OwnerRow[] };
  // Owners whose name is theirs alone, so a checkbox label names one row.
  const unique = Results.filter(
    (o) => Results.filter((other) => other.DisplayName === o.DisplayName).length === 1,
  );
  expect(unique.length).toBeGreaterThanOrEqual(count);
  return unique.slice(0, count);
}

async function uploadTemplate(page: Page, fileName: string, text: string) {
  await page.getByRole('button', { name: 'Upload template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload template' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: fileName,
    mimeType: docxMime,
    buffer: await letterDocx(text),
  });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(
    fileName.replace(/\.docx$/, ''),
  );
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  return dialog;
}

test('a letter template is previewed for an owner, sent to owners by print, and its print file holds their letters', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, 'admin');
  const communityAgentId = await switchCommunity(page, /Willow Creek/);
  const owners = await billedOwners(page, communityAgentId, 4);
  const name = uniqueName('E2E balance letter');

  // Upload (Template/UpdateAndReplaceTemplate, multipart): the grid lists it with its merge codes.
  await openNav(page, 'Templates');
  await expect(page.getByRole('heading', { name: 'Templates' })).toBeVisible();
  const dialog = await uploadTemplate(
    page,
    `${name}.docx`,
    'Dear {OwnerName}, your balance is {Balance}.',
  );
  await expect(page.getByText('Template Uploaded Successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await searchTemplates(page, name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Company');
  await expect(row).toContainText('Not linked');
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');
  await shot(page, '01-templates');

  // Linked to the community, so that its batches may send it.
  await row.click();
  await page.getByRole('button', { name: 'Link to community' }).click();
  await expect(page.getByText(`${name} is linked to the community.`)).toBeVisible();
  await expect(row).toContainText('Linked');
  await expect(page.getByText('{OwnerName}').first()).toBeVisible();
  await shot(page, '02-template-actions');

  // Preview for one owner: the merged PDF in the browser's viewer.
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('dialog', { name: `Preview: ${name}` });
  await expect(preview.locator('iframe')).toBeVisible();
  const owner = owners[0] ?? { TopsAgentId: 0, DisplayName: '' };
  const merged = page.waitForResponse(
    (r) =>
      r.url().includes('/api/Template/PreviewTemplate') &&
      r.url().includes(`ownerAgentId=${String(owner.TopsAgentId)}`),
  );
  await preview.getByRole('textbox', { name: 'Owner' }).fill(owner.DisplayName);
  await page
    .getByRole('option', { name: new RegExp(`^${owner.DisplayName}`) })
    .first()
    .click();
  const pdf = await merged;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const previewFile = `${shots}/preview.pdf`;
  // The page read the answer as a blob; the same merge is fetched again to read its text.
  writeFileSync(previewFile, await (await page.request.get(pdf.url())).body());
  expect(execFileSync('pdftotext', [previewFile, '-']).toString('utf8')).toContain(
    owner.DisplayName,
  );
  await expect(preview.getByText(`Merged for ${owner.DisplayName}`)).toBeVisible();
  await expect(preview.locator(`iframe[title="Preview of ${name}"]`)).toBeVisible();
  await shot(page, '03-preview');
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();

  // A new letter batch of four owners by print.
  await openNav(page, 'New message batch');
  await expect(page.getByRole('heading', { name: 'New message batch' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Template' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await page.getByRole('textbox', { name: 'Subject' }).fill('Your balance');
  for (const o of owners)
    await page.getByRole('checkbox', { name: `Select ${o.DisplayName}`, exact: true }).check();
  await expect(page.getByText(/^4 of [\d,]+ owners selected/)).toBeVisible();
  await shot(page, '04-new-batch');
  await page.getByRole('button', { name: 'Accrue batch' }).click();
  await expect(page).toHaveURL(/message-batches\/editor\/\d+$/);
  const batchId = Number(/editor\/(\d+)$/.exec(page.url())?.[1]);

  // The editor: four recipients by print; one removed with the server's message.
  const recipients = page.getByRole('table', { name: 'Recipients' });
  await expect(page.getByText('Recipients (4)')).toBeVisible();
  const dryRun = page.getByLabel('Dry run');
  await expect(dryRun.getByText('Letters to print')).toBeVisible();
  const removed = owners[3] ?? owner;
  await recipients
    .getByRole('button', { name: `Remove ${removed.DisplayName}`, exact: true })
    .click();
  await page
    .getByRole('dialog', { name: 'Remove recipient' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText(`You successfully removed ${removed.DisplayName}`)).toBeVisible();
  await expect(page.getByText('Recipients (3)')).toBeVisible();
  await shot(page, '05-editor');

  // Sample letters: the first recipients' letters as they would go out.
  const samples = page.waitForResponse((r) =>
    r.url().includes('/api/MessageBatch/GetSampleLetters'),
  );
  await dryRun.getByRole('button', { name: 'Sample letters' }).click();
  expect((await samples).status()).toBe(200);
  const sampleDialog = page.getByRole('dialog', { name: 'Sample letters' });
  await expect(sampleDialog.locator('iframe[title="Sample letters"]')).toBeVisible();
  await sampleDialog.getByRole('button', { name: 'Close' }).click();
  await expect(sampleDialog).toBeHidden();

  // Release: the confirmation says what goes; the page follows the work to the review.
  await page.getByRole('button', { name: 'Release', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Release the message batch' });
  await expect(confirm).toContainText('3 letters will be printed and mailed');
  await expect(confirm).toContainText('0 emails will be sent');
  await confirm.getByRole('button', { name: 'Release' }).click();
  await expect(page).toHaveURL(new RegExp(`message-batches/review/${String(batchId)}$`), {
    timeout: 90_000,
  });
  await expect(page.getByText('Complete', { exact: true })).toBeVisible();
  const feed = page.getByRole('table', { name: 'Communications' });
  await expect(feed.getByRole('row')).toHaveCount(4);
  await expect(feed).toContainText(owner.DisplayName);
  await shot(page, '06-review');

  // A sent letter as it went out (GetFormLetterView).
  const sent = page.waitForResponse((r) =>
    r.url().includes('/api/Communications/GetFormLetterView'),
  );
  await feed.getByRole('button', { name: `Letter to ${owner.DisplayName}`, exact: true }).click();
  expect((await sent).status()).toBe(200);
  const letter = page.getByRole('dialog', { name: `Letter to ${owner.DisplayName}` });
  await expect(letter.locator('iframe')).toBeVisible();
  await letter.getByRole('button', { name: 'Close' }).click();
  await expect(letter).toBeHidden();

  // The print file: one PDF of the letters, page 1 rendered for a look.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print file' }).click();
  const printFile = `${shots}/print-file.pdf`;
  await (await downloading).saveAs(printFile);
  const text = execFileSync('pdftotext', [printFile, '-']).toString('utf8').replace(/\s+/g, ' ');
  expect(text).toContain(`Dear ${owner.DisplayName}, your balance is $`);
  expect(text).not.toContain(removed.DisplayName);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    '1',
    '-l',
    '1',
    printFile,
    `${shots}/print-file`,
  ]);

  // The batch is listed as Complete and opens its review.
  await openNav(page, 'Message batches');
  const listed = page.getByTestId(`batch-${String(batchId)}`);
  await expect(listed).toContainText('Complete');
  await listed.click();
  await expect(page).toHaveURL(new RegExp(`message-batches/review/${String(batchId)}$`));

  // The print queue lists its order as submitted to the vendor; the row opens the batch.
  await openNav(page, 'Print queue');
  await expect(page.getByRole('heading', { name: 'Print queue' })).toBeVisible();
  const queued = page.getByRole('row', { name: new RegExp(`${String(batchId)} · Your balance`) });
  await expect(queued).toContainText('Submitted');
  await expect(queued.getByRole('cell').nth(4)).toHaveText('3');
  await shot(page, '07-print-queue');
  await queued.getByRole('cell').first().click();
  await expect(page).toHaveURL(new RegExp(`message-batches/review/${String(batchId)}$`));
});

test('a template with a merge code its type does not know is refused with the spec’s message', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await switchCommunity(page, /Willow Creek/);
  await openNav(page, 'Templates');
  const dialog = await uploadTemplate(
    page,
    `${uniqueName('E2E misspelt code')}.docx`,
    'Dear {OwnerNme}, your balance is {Balance}.',
  );
  const message =
    'Incompatible merge codes in the document. Please edit the document and try again.';
  await expect(dialog.getByRole('alert')).toHaveText(message);
  await expect(dialog).toBeVisible();
  await shot(page, '07-incompatible-codes');
});

test('a template’s print options are saved, it becomes the community’s default, and it is removed', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await switchCommunity(page, /Willow Creek/);
  await openNav(page, 'Templates');
  const name = uniqueName('E2E options letter');
  await uploadTemplate(page, `${name}.docx`, 'Dear {OwnerName}, the pool opens on {LetterDate}.');
  await expect(page.getByText('Template Uploaded Successfully')).toBeVisible();
  await searchTemplates(page, name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('B&W · 1-sided · First class');
  await row.click();

  // Options: the envelope unchecked clears and disables prepaid postage.
  await page.getByRole('button', { name: 'Options', exact: true }).click();
  const options = page.getByRole('dialog', { name: `Template options: ${name}` });
  await options.getByRole('checkbox', { name: 'Print in colour' }).check();
  await options.getByRole('checkbox', { name: 'Double-sided' }).check();
  await options.getByRole('radio', { name: 'Certified' }).check();
  await options.getByRole('checkbox', { name: 'Include return envelope' }).check();
  const prepaid = options.getByRole('checkbox', { name: 'Prepaid return postage' });
  await prepaid.check();
  await options.getByRole('checkbox', { name: 'Include return envelope' }).uncheck();
  await expect(prepaid).not.toBeChecked();
  await expect(prepaid).toBeDisabled();
  await options.getByRole('checkbox', { name: 'Include return envelope' }).check();
  await prepaid.check();
  await shot(page, '08-options');
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Template options were saved.')).toBeVisible();
  await expect(row).toContainText('Colour · 2-sided · Certified · Envelope (prepaid)');

  // The community's default letter (linking it too).
  await page.getByRole('button', { name: 'Make default' }).click();
  await expect(page.getByText(`${name} is the community’s default Letter template.`)).toBeVisible();
  await expect(row).toContainText('Default');

  // The merge code workbook of the type filtered.
  await page.getByRole('textbox', { name: 'Template type' }).click();
  await page.getByRole('option', { name: 'Letter', exact: true }).click();
  const workbook = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Merge codes' }).click();
  expect((await workbook).suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(page.getByRole('table', { name: 'Merge codes of Letter templates' })).toContainText(
    '{OwnerName}',
  );

  // Removed after the confirmation (its actions are still open under its row).
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Remove template' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText(`${name} was removed.`)).toBeVisible();
  await expect(row).toBeHidden();

  // The company's letter format: single-window envelopes carry the return address themselves.
  const format = page.getByRole('textbox', { name: 'Letter format' });
  await expect(format).toHaveValue('#10 double window envelope');
  await format.click();
  await page.getByRole('option', { name: /^#10 single window envelope/ }).click();
  await expect(page.getByText(/^Letters are now laid out for a #10 single window/)).toBeVisible();
  await shot(page, '09-letter-format');
  await format.click();
  await page.getByRole('option', { name: '#10 double window envelope', exact: true }).click();
  await expect(format).toHaveValue('#10 double window envelope');
});

test('a letter batch by email queues each owner’s letter in the outbox with its PDF', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin');
  const communityAgentId = await switchCommunity(page, /Willow Creek/);
  const owners = (await billedOwners(page, communityAgentId, 8)).slice(5, 7);
  const subject = uniqueName('Pool opening');

  await openNav(page, 'New message batch');
  await page.getByRole('textbox', { name: 'Template' }).click();
  await page.getByRole('option', { name: /^Default Letter/ }).click();
  // The segmented control's radios are hidden; its label is what a user clicks.
  const email = page.getByRole('radio', { name: 'Email' });
  await page.locator(`label[for="${(await email.getAttribute('id')) ?? ''}"]`).click();
  await expect(email).toBeChecked();
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  for (const o of owners)
    await page.getByRole('checkbox', { name: `Select ${o.DisplayName}`, exact: true }).check();
  await page.getByRole('button', { name: 'Accrue batch' }).click();
  await expect(page).toHaveURL(/message-batches\/editor\/\d+$/);
  await expect(page.getByText('Recipients (2)')).toBeVisible();

  await page.getByRole('button', { name: 'Release', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Release the message batch' });
  await expect(confirm).toContainText('0 letters will be printed and mailed');
  await expect(confirm).toContainText('2 emails will be sent');
  await confirm.getByRole('button', { name: 'Release' }).click();
  await expect(page).toHaveURL(/message-batches\/review\/\d+$/, { timeout: 90_000 });
  await expect(page.getByText('Complete', { exact: true })).toBeVisible();
  const feed = page.getByRole('table', { name: 'Communications' });
  for (const o of owners) {
    const row = feed.getByRole('row', { name: new RegExp(o.DisplayName) });
    await expect(row).toContainText('Email');
  }
  await shot(page, '10-email-review');

  // The outbox holds each email with the owner's letter attached.
  await openNav(page, 'Outbox');
  const outbox = page.getByRole('table', { name: 'Outbox' });
  await expect(outbox.getByRole('row', { name: new RegExp(subject) })).toHaveCount(2);
  await outbox.getByRole('button', { name: subject }).first().click();
  const drawer = page.getByRole('dialog', { name: subject });
  await expect(drawer).toContainText(`${subject}.pdf`);
  await shot(page, '11-outbox-mail');
});
