import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './csp-fixture';
import { openNav } from './nav-helper';
import { sessionToken, signInAs, switchCommunity } from './sign-in-helper';
import { addViolationOnScreen } from './violation-helper';

// Issue 20, violations: an action process of three levels (a letter; a letter and a $25.00 fine
// after 14 days; a letter and a $100.00 fine after 30 days) made on the settings screen, its
// ladder listed, then reordered; a CCR code following a process, a violation of it added for a
// property and advanced to its first level, whose letter becomes a message batch; then a code
// with fine accounts whose violation is advanced forcibly to a fining level after its notice was
// mailed and a hearing held: the owner's ledger carries the fine, the letter batch its delivery,
// the view page its timeline and the case file PDF all of it.

const shots = 'test-results/violations';
mkdirSync(shots, { recursive: true });

test('an action process of three levels is saved, listed with its ladder and reordered', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await switchCommunity(page, /Willow Creek/);
  await openNav(page, 'Violations settings');
  const name = `Fence ladder ${String(Date.now()).slice(-6)}`;

  await page.getByRole('button', { name: 'Add action process' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add action process' });
  await dialog.getByRole('textbox', { name: 'Action process name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Level 1 name' }).fill('Courtesy notice');
  await dialog.getByRole('button', { name: 'Add level' }).click();
  await dialog.getByRole('textbox', { name: 'Level 2 name' }).fill('Second notice');
  await dialog.getByRole('textbox', { name: 'Level 2 days' }).fill('14');
  await dialog.getByRole('textbox', { name: 'Level 2 fine' }).fill('25.00');
  await dialog.getByRole('button', { name: 'Add level' }).click();
  await dialog.getByRole('textbox', { name: 'Level 3 name' }).fill('Final notice');
  await dialog.getByRole('textbox', { name: 'Level 3 days' }).fill('30');
  await dialog.getByRole('textbox', { name: 'Level 3 fine' }).fill('100.00');
  await page.screenshot({ path: `${shots}/01-add-process.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('action-process-row').filter({ hasText: name });
  await expect(row).toContainText(
    '1. Courtesy notice (0 d) → 2. Second notice (14 d, $25.00) → 3. Final notice (30 d, $100.00)',
  );
  await page.screenshot({ path: `${shots}/02-processes.png`, fullPage: true });

  // Reordered: the final notice moves up a level and the Sequence is renumbered.
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: `Edit action process: ${name}` });
  await edit.getByRole('button', { name: 'Move level 3 up' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText(
    '1. Courtesy notice (0 d) → 2. Final notice (30 d, $100.00) → 3. Second notice (14 d, $25.00)',
  );
});

test('a violation of a CCR code is added for a property and advanced to its first level', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await switchCommunity(page, /Willow Creek/);
  await openNav(page, 'Violations settings');
  const tag = String(Date.now()).slice(-5);
  const processName = `Parking ${tag}`;

  // A one-level process (a courtesy letter) and a CCR code that follows it.
  await page.getByRole('button', { name: 'Add action process' }).click();
  const add = page.getByRole('dialog', { name: 'Add action process' });
  await add.getByRole('textbox', { name: 'Action process name' }).fill(processName);
  await add.getByRole('textbox', { name: 'Level 1 name' }).fill('Courtesy letter');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  await page.getByRole('button', { name: 'Add CCR code' }).click();
  const code = page.getByRole('dialog', { name: 'Add CCR code' });
  await code.getByRole('textbox', { name: 'Code alias' }).fill(`P${tag}`);
  await code.getByRole('textbox', { name: 'Code name' }).fill(`Parking ${tag}`);
  await code.getByRole('textbox', { name: 'Description' }).fill('Vehicles parked on the lawn');
  await code
    .getByRole('textbox', { name: 'Covenant text (article and section)' })
    .fill('Article 7.2: no vehicle may be parked on a lawn.');
  await code.getByRole('textbox', { name: 'Action needed to resolve' }).fill('Move the vehicle.');
  await code.getByRole('button', { name: 'Save' }).click();
  await expect(code).toBeHidden();
  const processRow = page.getByTestId('action-process-row').filter({ hasText: processName });
  await processRow.getByRole('button', { name: 'Assign codes' }).click();
  const assign = page.getByRole('dialog', { name: `Assign codes: ${processName}` });
  await assign.getByRole('checkbox', { name: new RegExp(`^P${tag} · `) }).check();
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(assign).toBeHidden();
  await expect(processRow.getByRole('cell').nth(2)).toHaveText('1');

  // The violation: a property, the code, what was seen.
  await addViolationOnScreen(
    page,
    new RegExp(`P${tag}`),
    'A pickup parked on the front lawn.',
    () => page.screenshot({ path: `${shots}/03-add-violation.png`, fullPage: true }),
  );
  // The description shows on the view, and again in the timeline once that has loaded.
  await expect(page.getByText('A pickup parked on the front lawn.').first()).toBeVisible();

  // Advanced to its first level: the level is taken and its letter is a message batch.
  await page.getByRole('button', { name: 'Advance', exact: true }).click();
  await expect(
    page.getByText('CCR Action has been processed and advanced to next level.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo last action' })).toBeVisible();
  await expect(page.getByText('Courtesy letter').first()).toBeVisible();
  await page.screenshot({ path: `${shots}/04-violation-view.png`, fullPage: true });

  // The list's number opens the CCR record drawer with the violation's facts.
  const itemId = /\/ccr\/view\/[^/]+\/(\d+)/.exec(page.url())?.[1] ?? '';
  await openNav(page, 'Violations');
  await page.getByRole('button', { name: `Summary of violation ${itemId}` }).click();
  const drawer = page.getByTestId('ccr-record-drawer');
  await expect(drawer.getByText('A pickup parked on the front lawn.')).toBeVisible();
  await expect(drawer.getByText('Courtesy letter')).toBeVisible();
  await page.screenshot({ path: `${shots}/04b-violation-drawer.png` });
  await drawer.getByRole('link', { name: 'Open the violation' }).click();
  await expect(page).toHaveURL(new RegExp(`/ccr/view/[^/]+/${itemId}$`));
});

const root = fileURLToPath(new URL('../..', import.meta.url));

test('a fine after notice and hearing: the ledger charge, the letter, the timeline and the case file', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, 'admin');
  const communityAgentId = await switchCommunity(page, /Willow Creek/);
  const headers = { authorization: `Bearer ${await sessionToken(page)}` };
  const tag = String(Date.now()).slice(-5);
  const post = async <T>(url: string, data: unknown): Promise<T> => {
    const answer = await page.request.post(url, { headers, data });
    expect(answer.status(), `${url}: ${await answer.text()}`).toBe(200);
    return (await answer.json()) as T;
  };
  const get = async <T>(url: string): Promise<T> => {
    const answer = await page.request.get(url, { headers });
    expect(answer.status(), `${url}: ${await answer.text()}`).toBe(200);
    return (await answer.json()) as T;
  };

  // A CCR code whose fines post to receivables 1200 and an income account, following a process
  // of a courtesy letter, then a letter with a $50.00 fine.
  const accounts = await get<{ TopsAccountId: number; AccountNumber: string }[]>(
    `/api/GeneralLedger/SearchAccounts?communityAgentId=${communityAgentId}`,
  );
  const account = (match: (n: string) => boolean) =>
    accounts.find((a) => match(a.AccountNumber))?.TopsAccountId;
  const code = await post<{ TopsCodeId: number }>('/api/Code/SaveCodeWithAccountCodes', {
    communityAgentId,
    code: {
      TopsCodeTypeId: 7,
      CodeAlias: `F${tag}`,
      CodeName: `Fence ${tag}`,
      CodeDetailDescription: 'Article 5.4: fences stay in good repair.',
      CodeActionNeeded: 'Repair the fence.',
      AccountCodes: [
        { CodeAccountTypeId: 1, TopsAccountId: account((n) => n === '1200') },
        { CodeAccountTypeId: 2, TopsAccountId: account((n) => n.startsWith('4')) },
      ],
    },
  });
  const letters = await get<{ Templates: { TopsTemplateId: number }[] }>(
    '/api/Template/GetAllTemplates?isSystem=true&topsTemplateTypeId=4',
  );
  const letter = letters.Templates[0]?.TopsTemplateId;
  const process = await post<{ ActionProcessId: number }>('/api/CcrAction/SaveActionProcess', {
    ActionProcess: { ActionProcessName: `Fence ${tag}`, CommunityAgentId: communityAgentId },
    TemplateLevels: [
      { Sequence: 1, LevelName: 'Courtesy letter', Days: 0, AdminFee: 0, TopsTemplateId: letter },
      {
        Sequence: 2,
        LevelName: 'Fine notice',
        Days: 30,
        AdminFee: 5000,
        TopsTemplateId: letter,
        NoticeDays: 0,
        IsHearingRequired: true,
      },
    ],
    ApplyToUntaken: false,
  });
  await post('/api/CcrAction/AssignActionProcessToCodes', {
    ActionProcessId: process.ActionProcessId,
    TopsCodeIds: [code.TopsCodeId],
  });

  // The violation, added on its screen, takes its courtesy letter.
  await addViolationOnScreen(page, new RegExp(`F${tag}`), 'The back fence is falling down.');
  const viewUrl = page.url();
  const itemId = Number(/\/ccr\/view\/[^/]+\/(\d+)/.exec(viewUrl)?.[1]);
  // The letter goes by print: the owner's preference is set here, since another spec (the
  // owner portal's account page) may have switched this demo owner to email on this server.
  const { Record } = await get<{ Record: { OwnerAgentId: number } }>(
    `/api/Ccr/GetCcrRecordViewPage?itemId=${itemId}`,
  );
  await post('/api/Communications/SaveDeliveryPreference', {
    ownerAgentIds: [Record.OwnerAgentId],
    deliveryPreferenceId: 1,
  });
  await page.getByRole('button', { name: 'Advance', exact: true }).click();
  await expect(
    page.getByText('CCR Action has been processed and advanced to next level.'),
  ).toBeVisible();

  // The courtesy letter is released by print and the vendor reports it mailed.
  const view = await get<{ Actions: { MessageBatchItemId: number | null }[] }>(
    `/api/Ccr/GetCcrRecordViewPage?itemId=${itemId}`,
  );
  const batchId = view.Actions[0]?.MessageBatchItemId ?? 0;
  await post('/api/MessageBatch/Release', { messageBatchItemId: batchId });
  let orderNumber: string | null = null;
  await expect
    .poll(
      async () => {
        const order = await page.request.get(
          `/api/SouthData/GetOrderStateByBatchItemId?batchItemId=${batchId}`,
          { headers },
        );
        orderNumber = order.ok()
          ? ((await order.json()) as { OrderNumber: string | null }).OrderNumber
          : null;
        return orderNumber;
      },
      { timeout: 90_000 },
    )
    .not.toBeNull();
  const port = new URL(page.url()).port;
  writeFileSync(
    path.join(root, `data/e2e-${port}/print-orders/${String(orderNumber)}/status.json`),
    JSON.stringify({ state: 'Mailed', stateAt: new Date().toISOString() }),
  );
  const mailed = await get<{ OrderState: string }>(
    `/api/SouthData/GetOrderStateByBatchItemId?batchItemId=${batchId}`,
  );
  expect(mailed.OrderState).toBe('Mailed');

  // Forcibly advanced: the level fines only after a hearing, so the server says why.
  await page.reload();
  const forcibly = async () => {
    await page.getByRole('button', { name: 'Forcibly advance' }).click();
    const confirm = page.getByRole('dialog', { name: 'Advance violation' });
    await expect(confirm).toContainText(
      'Are you sure you want to forcibly advance this violation to the next level?',
    );
    await confirm.getByRole('button', { name: 'Advance' }).click();
  };
  await forcibly();
  await expect(
    page.getByText(
      'Level 2 posts a fine of $50.00: a hearing must be held after the notice first.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add hearing' }).click();
  const hearing = page.getByRole('dialog', { name: 'Add hearing' });
  await hearing.getByRole('textbox', { name: 'Outcome' }).fill('The board upheld the fine.');
  await hearing.getByRole('textbox', { name: 'Attendees' }).fill('Board, the owner');
  await hearing.getByRole('button', { name: 'Save' }).click();
  await expect(hearing).toBeHidden();
  await forcibly();
  await expect(
    page.getByText('CCR Action has been processed and advanced to next level.'),
  ).toBeVisible();
  const timeline = page.getByTestId('timeline');
  await expect(timeline.getByTestId('timeline-fine')).toContainText('Fine $50.00');
  await expect(timeline.getByTestId('timeline-hearing')).toContainText(
    'The board upheld the fine.',
  );
  await expect(timeline.getByTestId('timeline-delivery')).toContainText('Printed and mailed to');
  await expect(timeline.getByTestId('timeline-level').nth(1)).toContainText('Forced');
  await page.screenshot({ path: `${shots}/05-timeline.png`, fullPage: true });

  // The case file: one PDF with the code's covenant, the hearing, the delivery and the fine.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Case file (PDF)' }).click();
  const file = `${shots}/case-file.pdf`;
  await (await downloading).saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
  for (const expected of [
    `Violation case file #${itemId}`,
    'Article 5.4: fences stay in good repair.',
    'The board upheld the fine.',
    'Printed and mailed to',
    '$50.00',
  ])
    expect(text).toContain(expected);
  execFileSync('pdftoppm', ['-png', '-r', '60', file, '/tmp/case-page']);

  // The owner's ledger shows the fine's charge; the letter batch lists its delivery.
  const record = await get<{ OwnerAgentId: number }>(
    `/api/Ccr/GetViolationSummary?itemId=${itemId}`,
  );
  await page.goto(`/#/community/${communityAgentId}/owner-ledger/${record.OwnerAgentId}`);
  const activity = page.getByRole('table', { name: 'Owner activity' });
  const fineRow = activity.getByRole('row', { name: /Violation fine/ }).first();
  await expect(fineRow).toContainText('$50.00');
  // The balance above counts the fine: it is the running balance after it, the newest line.
  const running = (await fineRow.getByRole('cell').nth(4).textContent()) ?? '';
  await expect(page.getByRole('heading', { name: /^Balance / })).toHaveText(`Balance ${running}`);
  await page.screenshot({ path: `${shots}/06-owner-ledger.png`, fullPage: true });
  await page.goto(`/#/community/${communityAgentId}/message-batches/review/${batchId}`);
  const feed = page.getByRole('table', { name: 'Communications' });
  await expect(feed.getByRole('row')).toHaveCount(2);
  await page.screenshot({ path: `${shots}/07-letter-batch.png`, fullPage: true });

  // The board waives the fine: removed from the ladder, the level stays taken.
  await page.goto(viewUrl);
  await page.getByRole('button', { name: 'Remove the fine of Fine notice' }).click();
  const waive = page.getByRole('dialog', { name: /Remove fine #\d+/ });
  await expect(waive).toContainText('Remove the fine of $50.00?');
  await waive.getByRole('button', { name: 'Remove fine' }).click();
  await expect(page.getByText('Removed', { exact: true }).first()).toBeVisible();
  await expect(timeline.getByTestId('timeline-fineremoved')).toContainText('Fine $50.00 removed');
  await page.screenshot({ path: `${shots}/08-fine-removed.png`, fullPage: true });
});
