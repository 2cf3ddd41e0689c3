import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { expect, test } from './csp-fixture';
import { openNav } from './nav-helper';
import { onePagePdf } from './pdf-fixture';
import { sentMails } from './sent-mail';
import { sessionToken, signInAs, switchCommunity } from './sign-in-helper';

// Issue 21, architectural requests: a manager adds a request for 101 Willow Creek Drive with the
// owner's plans attached and three approvers (themself and two members of a new architectural
// committee), approves it as the internal approver, each committee member votes through the link
// mailed to them (read from the mail sent; the outbox masks it) on the public vote page, a used
// link is refused with a clear page, and the manager sees the request approved with its letter
// (the PDF rendered). The tickets grid shows each request's source (none for one staff record,
// left out by the portal filter).

const shots = 'test-results/architectural-requests';
mkdirSync(shots, { recursive: true });

test('an architectural request with an attachment is approved by its manager and two committee votes through their links', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, 'admin');
  const communityAgentId = await switchCommunity(page, /Willow Creek/);
  const headers = { authorization: `Bearer ${await sessionToken(page)}` };
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
  const tag = String(Date.now()).slice(-6);
  const session = await get<{ DisplayName: string; UserName: string }>('/api/Auth/GetSession');
  const me = new RegExp(`^(${session.DisplayName}|${session.UserName})$`);

  // An architectural code, ARC letters, an architectural committee of two members with email
  // addresses, and the settings: 1 internal and 2 committee approvals, the letters by default.
  await post('/api/Code/SaveCodeGraph', {
    communityAgentId,
    code: { TopsCodeTypeId: 20, CodeAlias: `FN${tag}`, CodeName: `Fence ${tag}` },
  });
  const letters = await get<{ Templates: { TopsTemplateId: number }[] }>(
    '/api/Template/GetAllTemplates?isSystem=true&topsTemplateTypeId=5',
  );
  const letter = letters.Templates[0]?.TopsTemplateId;
  expect(letter, 'a system ARC_Letter template').toBeDefined();
  const committee = await post<{ TopsAgentId: number }>('/api/Committee/SaveCommittee', {
    CommunityAgentId: communityAgentId,
    DisplayName: `Architectural review ${tag}`,
    IsArchitectural: true,
  });
  const members = [
    { first: 'Pat', last: `Reviewer${tag}`, email: `pat.${tag}@example.com` },
    { first: 'Sam', last: `Reviewer${tag}`, email: `sam.${tag}@example.com` },
  ];
  for (const m of members)
    await post('/api/Committee/SaveCommitteeMember', {
      CommitteeAgentId: committee.TopsAgentId,
      Contact: { FirstName: m.first, LastName: m.last },
      WebAddresses: [{ WebAddressTypeId: 2, Address: m.email, IsPrimary: true }],
    });
  await post('/api/ArchitecturalSettings/Save', {
    CommunityAgentId: communityAgentId,
    ResponseDeadlineDays: 30,
    RequiredInternalApprovals: 1,
    RequiredCommitteeApprovals: 2,
    IsCommitteeApprovalRequired: true,
    ApprovalTemplateId: letter,
    DisapprovalTemplateId: letter,
    ReconsiderationProcedure: 'Write to the board within 30 days.',
  });

  // The manager adds the request on its screen: the counts come from the settings.
  const subject = `Cedar fence ${tag}`;
  await openNav(page, 'Add architectural request');
  await page.getByRole('textbox', { name: 'Property' }).fill('101 Willow');
  await page
    .getByRole('option', { name: /101 Willow Creek Drive/ })
    .first()
    .click();
  await page.getByRole('textbox', { name: 'Architectural code' }).click();
  await page.getByRole('option', { name: new RegExp(`FN${tag}`) }).click();
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('A 6 ft cedar privacy fence along the rear lot line.');
  await page.getByRole('textbox', { name: 'Internal approvers' }).click();
  await page.getByRole('option', { name: me }).first().click();
  await page.keyboard.press('Escape');
  for (const m of members) {
    await page.getByRole('textbox', { name: 'Committee approvers' }).click();
    await page.getByRole('option', { name: new RegExp(m.email.replace(/\./g, '\\.')) }).click();
    await page.keyboard.press('Escape');
  }
  await expect(page.getByRole('textbox', { name: 'Required internal approvals' })).toHaveValue('1');
  await expect(page.getByRole('textbox', { name: 'Required committee approvals' })).toHaveValue(
    '2',
  );
  await page.locator('input[type="file"]').setInputFiles({
    name: 'fence-plans.pdf',
    mimeType: 'application/pdf',
    buffer: onePagePdf('Fence plans'),
  });
  await page.screenshot({ path: `${shots}/01-add.png`, fullPage: true });
  await page.getByRole('button', { name: 'Add architectural request' }).click();
  await expect(page).toHaveURL(/\/arc\/requests\/view\/\d+/);
  const itemId = Number(/\/arc\/requests\/view\/(\d+)/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(page.getByTestId('arc-attachment')).toContainText('fence-plans.pdf');
  await expect(page.getByTestId('decision-clock')).toContainText('30 days left');

  // It is on the tickets page, pending, with its approvals still to come.
  await openNav(page, 'Architectural requests');
  const row = page.getByTestId(`architectural-request-${String(itemId)}`);
  await expect(row).toContainText(subject);
  await expect(row).toContainText('Internal 0/1 · Committee 0/2');
  await expect(row).toContainText('Pending');
  // Its source is no one's: staff recorded it; the portal filter leaves it out.
  const sourceHeader = page.getByRole('columnheader', { name: 'Source' });
  await expect(sourceHeader).toBeVisible();
  const sourceColumn = await sourceHeader.evaluate((th) => (th as HTMLTableCellElement).cellIndex);
  await expect(row.getByRole('cell').nth(sourceColumn)).toHaveText('—');
  await page.screenshot({ path: `${shots}/02-tickets.png`, fullPage: true });
  const fromPortal = page.getByRole('checkbox', { name: 'From the portal' });
  await fromPortal.check();
  await expect(row).toHaveCount(0);
  await fromPortal.uncheck();
  await row.click();

  // The manager approves as the internal approver.
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const approve = page.getByRole('dialog', { name: 'Approve the request' });
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(approve).toBeHidden();
  const internal = page.getByRole('table', { name: 'Internal approvers' });
  await expect(internal).toContainText('Approved');
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);

  // Each committee member's approve link, read from the mail sent (two links a member); staff
  // reading the outbox see no link's token.
  const outbox = JSON.stringify(await get<unknown>('/api/Mail/GetOutbox?take=100'));
  const approveToken = async (email: string): Promise<string> => {
    const [mail] = await sentMails((m) => m.to.includes(email) && m.text.includes('/vote/'));
    const tokens = [...(mail?.text ?? '').matchAll(/\/vote\/([A-Za-z0-9_.~-]+)/g)].map(
      (match) => match[1] ?? '',
    );
    expect(tokens.length, `voting links mailed to ${email}`).toBe(2);
    for (const token of tokens) expect(outbox).not.toContain(token);
    for (const token of tokens) {
      const vote = await page.request.get(
        `/api/CommitteeVote/GetCommitteeVote?token=${encodeURIComponent(token)}`,
      );
      if (((await vote.json()) as { Vote: string }).Vote === 'Approve') return token;
    }
    throw new Error(`No approve link for ${email}`);
  };
  const votes = [];
  for (const m of members) votes.push(await approveToken(m.email));

  // The members vote on the public page, signed out, at a phone's size.
  const voter = await page
    .context()
    .browser()
    ?.newPage({ viewport: { width: 390, height: 844 } });
  if (!voter) throw new Error('No browser for the voter');
  const baseURL = new URL(page.url()).origin;
  for (const [index, token] of votes.entries()) {
    await voter.goto(`${baseURL}/#/vote/${token}`);
    await expect(voter.getByRole('heading', { name: subject })).toBeVisible();
    await expect(voter.getByRole('link', { name: 'fence-plans.pdf' })).toBeVisible();
    if (index === 0) await voter.screenshot({ path: `${shots}/03-vote.png`, fullPage: true });
    await voter.getByRole('button', { name: 'Approve the request' }).click();
    await expect(voter.getByRole('status')).toContainText(/./);
  }
  await voter.screenshot({ path: `${shots}/04-voted.png`, fullPage: true });
  // A link used once is refused with a clear page and changes nothing.
  await voter.goto(`${baseURL}/#/vote/${votes[0] ?? ''}`);
  await expect(voter.getByText('This link cannot vote')).toBeVisible();
  await voter.screenshot({ path: `${shots}/05-link-used.png`, fullPage: true });
  await voter.close();

  // The manager sees it approved, by the committee's votes, with its letter.
  await page.reload();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(page.getByTestId('decision-clock')).toContainText('Decided');
  const committeeTable = page.getByRole('table', { name: 'Committee approvers' });
  for (const m of members)
    await expect(page.getByTestId(`committee-approver-${m.email}`)).toContainText('Approved');
  await expect(committeeTable).not.toContainText('Not voted');
  const history = page.getByRole('table', { name: 'Status history' });
  await expect(history).toContainText('Approved');
  await page.screenshot({ path: `${shots}/06-approved.png`, fullPage: true });
  await history.getByRole('button', { name: 'Open letter' }).last().click();
  await expect(page.getByRole('dialog').locator('iframe')).toBeVisible();
  await page.screenshot({ path: `${shots}/07-letter.png` });
  await page.keyboard.press('Escape');

  // The letter's PDF, rendered.
  const view = await get<{
    StatusHistories: { TopsStatusId: number; LetterAttachmentId: number | null }[];
  }>(`/api/ArchitecturalRequest/ViewPage?itemId=${String(itemId)}`);
  const approved = view.StatusHistories.find((h) => h.TopsStatusId === 2);
  expect(approved?.LetterAttachmentId, 'the approval letter').toBeTruthy();
  const pdf = await page.request.get(
    `/api/Attachment/Download/${String(approved?.LetterAttachmentId)}`,
    { headers },
  );
  expect(pdf.status()).toBe(200);
  const file = `${shots}/letter-${String(itemId)}.pdf`;
  writeFileSync(file, await pdf.body());
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, `${shots}/letter`]);
  const png = readdirSync(shots).find((name) => /^letter-\d+\.png$/.test(name));
  expect(png, 'the letter rendered').toBeDefined();
  await test.info().attach('approval letter', {
    path: `${shots}/${String(png)}`,
    contentType: 'image/png',
  });
});
