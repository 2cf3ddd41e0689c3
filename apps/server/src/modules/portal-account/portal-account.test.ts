import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { chargeAssignments, queryRows, sql } from '@hoa/db';
import { addMonths, AgentTypeId, DeliveryPreferenceId, localDay, TxnTypeId } from '@hoa/domain';
import { callApi } from '../../../test/api';
import { useApp, type Harness } from '../../../test/app-harness';
import {
  fetchFile,
  SampleFiles,
  uploadFile,
  useAppWithFiles,
} from '../../../test/attachments-factories';
import { testDatabases } from '../../../test/databases';
import { ledgerWorld, type LedgerWorld } from '../../../test/owner-ledger-factories';
import {
  groupTwoOwners,
  invitedOwner,
  ownerPortalWorld,
  registerOwner,
  type PortalOwner,
} from '../../../test/owner-portal-factories';

const P = contract.portalAccount;

/**
 * Two registered owners of one community with books: owner A charged $250.00 on May 1, paid
 * $100.00 by check on May 10 and credited $15.00 prepaid (balance $135.00), assigned the monthly
 * ASMT last applied today; owner B charged $400.00.
 */
async function accountWorld(h: Harness) {
  const w = await ledgerWorld(h);
  const owner = async () =>
    registerOwner(h, w.companyId, await invitedOwner(h, w.company, w.token, w.communityId));
  const a = await owner();
  const b = await owner();
  // Each the billed (primary) owner of their home, whose ledger the property shows.
  await w.inTx((tx) =>
    tx.execute(
      sql`update agents set agent_type_id = ${AgentTypeId.PrimaryOwner}
           where id in (${a.ownerAgentId}, ${b.ownerAgentId})`,
    ),
  );
  const line = (o: PortalOwner, codeId: number, amountCents: number, isDebit: boolean) => ({
    ownerId: o.ownerAgentId,
    codeId,
    amountCents,
    isDebit,
    accountId: isDebit ? w.account.income : w.books.account.cash,
  });
  await w.post(TxnTypeId.ApplyCharges, '2026-05-01', [
    line(a, w.code.ASMT, 25_000, true),
    line(b, w.code.ASMT, 40_000, true),
  ]);
  await w.post(TxnTypeId.CashReceiptsManual, '2026-05-10', [line(a, w.code.ASMT, 10_000, false)]);
  await w.post(TxnTypeId.PrepaidAdjustment, '2026-05-12', [line(a, w.code.PP, 1_500, false)]);
  const today = localDay(new Date());
  await w.inTx(async (tx) => {
    await tx.insert(chargeAssignments).values({
      companyId: w.companyId,
      communityAgentId: w.communityId,
      agentId: a.propertyAgentId,
      codeId: w.code.ASMT,
    });
    await tx.execute(sql`update codes set last_applied = ${today}::date where id = ${w.code.ASMT}`);
  });
  return { w, a, b, today };
}

async function pdfOf(h: Harness, propertyAgentId: number, token: string) {
  return h.app.inject({
    method: 'GET',
    url: `${P.GetStatement.path}?propertyAgentId=${String(propertyAgentId)}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

async function deliveryOf(w: LedgerWorld, ownerAgentId: number): Promise<number> {
  const [row] = await w.inTx((tx) =>
    queryRows<{ d: number }>(
      tx,
      sql`select delivery_preference_id as d from agents where id = ${ownerAgentId}`,
    ),
  );
  return Number(row?.d);
}

describe.each(testDatabases())('owner portal account on $name', (testDb) => {
  const h = useApp(testDb);

  it('shows the balance by charge to the cent of the back office, the total and what is due next', async () => {
    const { w, a, today } = await accountWorld(h);
    const home = await callApi(h.app, P.GetHome, {}, a.token);
    expect(home.status).toBe(200);
    const [property] = home.body.Properties;
    expect(home.body.Properties).toHaveLength(1);
    expect(property?.PropertyAgentId).toBe(a.propertyAgentId);
    expect(property?.AccountNumber).toBe(a.accountNumber);
    const byCode = Object.fromEntries(
      property?.Balances.map((b) => [b.CodeAlias, b.Balance]) ?? [],
    );
    expect(byCode).toEqual({ ASMT: 15_000, PP: -1_500 });
    expect(property?.TotalDue).toBe(13_500);
    // The back office's owner balance of the same owner, code by code.
    const office = await callApi(
      h.app,
      contract.ownerLedger.GetOwnerCodeBalancesWithPrepaid,
      { query: { propertyAgentId: a.propertyAgentId } },
      w.token,
    );
    const officeByCode = Object.fromEntries(
      office.body.filter((r) => r.Balance !== 0).map((r) => [r.CodeAlias, r.Balance]),
    );
    expect(officeByCode).toEqual(byCode);
    expect(office.body.reduce((sum, r) => sum + r.Balance, 0)).toBe(property?.TotalDue);
    // Monthly ASMT applied today: next due a month from today, $250.00.
    const due = addMonths(today, 1);
    expect(property?.Next).toEqual([
      expect.objectContaining({ CodeAlias: 'ASMT', Amount: 25_000, DueDate: due }),
    ]);
    expect(property?.Next[0]?.Line).toMatch(/\$250\.00 due .+ \(monthly\)\.$/);
  });

  it('shows each property of a group ownership with its own balances, total and next charges', async () => {
    const world = await accountWorld(h);
    const { a, b } = world;
    expect((await groupAandB(h, world, false, null)).status).toBe(200);
    const home = await callApi(h.app, P.GetHome, {}, a.token);
    expect(
      home.body.Properties.map((p) => [
        p.PropertyAgentId,
        p.Balances.map((x) => [x.CodeAlias, x.Balance]),
        p.TotalDue,
        p.Next.map((x) => x.CodeAlias),
      ]),
    ).toEqual([
      [
        a.propertyAgentId,
        [
          ['ASMT', 15_000],
          ['PP', -1_500],
        ],
        13_500,
        ['ASMT'],
      ],
      [b.propertyAgentId, [['ASMT', 40_000]], 40_000, []],
    ]);
  });

  it('answers the ledger with its running balance, the payments received and the statement PDF', async () => {
    const { a } = await accountWorld(h);
    const query = { propertyAgentId: a.propertyAgentId };
    const ledger = await callApi(h.app, P.GetLedger, { query }, a.token);
    expect(ledger.status).toBe(200);
    expect(ledger.body.Rows.map((r) => [r.PostDate, r.Amount, r.Balance])).toEqual([
      ['2026-05-01', 25_000, 25_000],
      ['2026-05-10', -10_000, 15_000],
      ['2026-05-12', -1_500, 13_500],
    ]);
    expect(ledger.body.ClosingBalance).toBe(13_500);
    const ranged = await callApi(
      h.app,
      P.GetLedger,
      { query: { ...query, startDate: '2026-05-05' } },
      a.token,
    );
    expect([ranged.body.OpeningBalance, ranged.body.Rows.length]).toEqual([25_000, 2]);

    const payments = await callApi(h.app, P.GetPaymentHistory, { query }, a.token);
    expect(payments.body).toEqual([
      {
        PostDate: '2026-05-10',
        Method: 'Check',
        Reference: null,
        Amount: 10_000,
        Status: 'received',
      },
    ]);

    const pdf = await pdfOf(h, a.propertyAgentId, a.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('never reads another owner’s property: of the same community, nor of another company', async () => {
    const { a, b } = await accountWorld(h);
    const other = await ownerPortalWorld(h);
    for (const propertyAgentId of [b.propertyAgentId, other.owners[0].propertyAgentId]) {
      const query = { propertyAgentId };
      for (const endpoint of [P.GetLedger, P.GetPaymentHistory]) {
        const answer = await callApi(h.app, endpoint, { query }, a.token);
        expect([endpoint.path, answer.status]).toEqual([endpoint.path, 404]);
      }
      expect((await pdfOf(h, propertyAgentId, a.token)).statusCode).toBe(404);
    }
    // B's home lists only B's property and balance.
    const home = await callApi(h.app, P.GetHome, {}, b.token);
    expect(home.body.Properties.map((p) => [p.PropertyAgentId, p.TotalDue])).toEqual([
      [b.propertyAgentId, 40_000],
    ]);
    // Staff tokens are refused, and no session is 401.
    const staff = await callApi(h.app, P.GetHome, {}, other.staffToken);
    expect(staff.status).toBe(403);
    expect((await callApi(h.app, P.GetHome, {})).status).toBe(401);
  });

  it('sets delivery by email with the owner’s email and phone; email delivery needs an email', async () => {
    const { w, a } = await accountWorld(h);
    const before = await callApi(h.app, P.GetPreferences, {}, a.token);
    expect(before.body.DeliveryPreferenceId).toBe(DeliveryPreferenceId.Print);

    const refused = await callApi(
      h.app,
      P.SavePreferences,
      {
        body: { DeliveryPreferenceId: DeliveryPreferenceId.Email, EmailAddress: null, Phone: null },
      },
      a.token,
    );
    expect([refused.status, refused.errorMessage]).toEqual([
      400,
      'Enter your email address to get your mail by email.',
    ]);
    expect(await deliveryOf(w, a.ownerAgentId)).toBe(DeliveryPreferenceId.Print);

    const badPhone = await callApi(
      h.app,
      P.SavePreferences,
      { body: { DeliveryPreferenceId: 1, EmailAddress: null, Phone: '555-12' } },
      a.token,
    );
    expect([badPhone.status, badPhone.errorMessage]).toEqual([
      400,
      'Phone: Enter a 10-digit phone number.',
    ]);

    const body = {
      DeliveryPreferenceId: DeliveryPreferenceId.Email,
      EmailAddress: 'Owen@Example.com',
      Phone: '(555) 010-2030',
    };
    expect((await callApi(h.app, P.SavePreferences, { body }, a.token)).status).toBe(200);
    expect((await callApi(h.app, P.GetPreferences, {}, a.token)).body).toEqual({
      DeliveryPreferenceId: DeliveryPreferenceId.Email,
      EmailAddress: 'owen@example.com',
      Phone: '5550102030',
    });
    expect(await deliveryOf(w, a.ownerAgentId)).toBe(DeliveryPreferenceId.Email);
    // Saved again with another phone, the same phone row is changed; cleared, it is removed.
    await callApi(h.app, P.SavePreferences, { body: { ...body, Phone: '5550109999' } }, a.token);
    expect((await callApi(h.app, P.GetPreferences, {}, a.token)).body.Phone).toBe('5550109999');
    await callApi(h.app, P.SavePreferences, { body: { ...body, Phone: null } }, a.token);
    expect((await callApi(h.app, P.GetPreferences, {}, a.token)).body.Phone).toBeNull();
    // Owner B's preferences are untouched.
    const other = await callApi(h.app, P.GetPreferences, {}, (await accountWorld(h)).b.token);
    expect(other.body.DeliveryPreferenceId).toBe(DeliveryPreferenceId.Print);
  });

  it('pushes the preferences to the primary owners of the group ownership’s properties when the group says so', async () => {
    const world = await accountWorld(h);
    const { w, a, b } = world;
    const group = (push: boolean, id: number | null) => groupAandB(h, world, push, id);
    const saved = await group(false, null);
    expect(saved.status).toBe(200);
    const body = {
      DeliveryPreferenceId: DeliveryPreferenceId.Email,
      EmailAddress: 'holdings@example.com',
      Phone: '5550104040',
    };
    // Without the push, only the owner's own record changes.
    expect((await callApi(h.app, P.SavePreferences, { body }, a.token)).status).toBe(200);
    expect((await callApi(h.app, P.GetPreferences, {}, b.token)).body).toEqual({
      DeliveryPreferenceId: DeliveryPreferenceId.Print,
      EmailAddress: expect.not.stringMatching(/holdings/) as unknown,
      Phone: expect.not.stringMatching(/5550104040/) as unknown,
    });
    // With it, B's primary owner takes A's preference, email and phone, and loses the phone with A's.
    expect((await group(true, saved.body.GroupOwnershipId)).status).toBe(200);
    expect((await callApi(h.app, P.SavePreferences, { body }, a.token)).status).toBe(200);
    expect((await callApi(h.app, P.GetPreferences, {}, b.token)).body).toEqual({
      DeliveryPreferenceId: DeliveryPreferenceId.Email,
      EmailAddress: 'holdings@example.com',
      Phone: '5550104040',
    });
    expect(await deliveryOf(w, b.ownerAgentId)).toBe(DeliveryPreferenceId.Email);
    await callApi(h.app, P.SavePreferences, { body: { ...body, Phone: null } }, a.token);
    expect((await callApi(h.app, P.GetPreferences, {}, b.token)).body.Phone).toBeNull();
  });
});

/** Owners A's and B's properties as one group ownership (A's the primary), made or saved again. */
function groupAandB(
  h: Harness,
  { w, a, b }: Awaited<ReturnType<typeof accountWorld>>,
  push: boolean,
  groupOwnershipId: number | null,
) {
  return groupTwoOwners(h, w.token, [a, b], { name: 'Willow holdings', push, groupOwnershipId });
}

describe.each(testDatabases())('owner portal documents on $name', (testDb) => {
  const h = useAppWithFiles(testDb);

  it('lists and downloads the attachments flagged for owners on the community and on the own home only', async () => {
    const { company, staffToken, owners } = await ownerPortalWorld(h);
    const [a, b] = owners;
    const upload = async (agentId: number, fileName: string, IsOwnerAccess: boolean) => {
      const created = await uploadFile(
        h.app,
        contract.attachments.CreateAgentAttachment,
        { TopsAgentId: agentId, IsOwnerAccess },
        { fileName, bytes: SampleFiles.pdf },
        staffToken,
      );
      expect(created.status).toBe(200);
      return created.body.TopsAttachmentId;
    };
    const community = company.communityIds[0] ?? 0;
    const rules = await upload(community, 'rules.pdf', true);
    const minutes = await upload(community, 'board-minutes.pdf', false);
    const othersHome = await upload(b.propertyAgentId, 'b-survey.pdf', true);
    const ownHome = await upload(a.propertyAgentId, 'a-survey.pdf', true);

    const listed = await callApi(h.app, P.GetDocuments, {}, a.token);
    expect(listed.status).toBe(200);
    expect(listed.body.map((d) => [d.AttachmentId, d.FileName, d.PublishedOn])).toEqual([
      [ownHome, 'a-survey.pdf', 'Your home'],
      [rules, 'rules.pdf', 'Community'],
    ]);
    const download = (id: number, token: string) =>
      fetchFile(h.app, `/api/Portal/DownloadDocument/${String(id)}`, token);
    const file = await download(rules, a.token);
    expect([file.status, file.contentType]).toEqual([200, 'application/pdf']);
    expect(file.bytes.equals(SampleFiles.pdf)).toBe(true);
    expect((await download(minutes, a.token)).status).toBe(404);
    expect((await download(othersHome, a.token)).status).toBe(404);
    expect((await download(othersHome, b.token)).status).toBe(200);
    // Another company's owner sees none of them.
    const other = await ownerPortalWorld(h);
    expect((await callApi(h.app, P.GetDocuments, {}, other.owners[0].token)).body).toEqual([]);
    expect((await download(rules, other.owners[0].token)).status).toBe(404);
  });
});
