import { createHash, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contract, type EndpointDef } from '@hoa/contract';
import {
  agents,
  apInvoices,
  bankAccounts,
  bankReconciliations,
  contacts,
  items,
  lateFeeSettings,
  queryRows,
  sql,
  type Tx,
} from '@hoa/db';
import { AgentTypeId, BoardMemberClaims, StatusId, TxnTypeId } from '@hoa/domain';
import { LocalFileStore } from '../../files/local-file-store';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { uploadFile } from '../../../test/attachments-factories';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { postOwnerItem } from '../../../test/late-fee-factories';
import { invitedOwner, registerOwner } from '../../../test/owner-portal-factories';
import { insertAccruedItem, setUpReceivables } from '../../../test/receivable-factories';
import { reportPdfText } from '../../../test/reports-factories';
import { linesPdf } from '../../../test/sample-pdfs';
import { postReceivableItems } from '../gl/index';

const B = contract.boardPackets;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(testDatabases())('board packets on $name', (testDb) => {
  const store = new LocalFileStore(path.join(os.tmpdir(), `hoa-board-packets-${randomUUID()}`));
  const h = useApp(testDb, { fileStore: store });

  /** A GET of a file (staff's or an owner's token), its status and bytes. */
  async function download(endpoint: EndpointDef, url: string, token: string) {
    const response = await h.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(endpoint.method).toBe('GET');
    return { status: response.statusCode, body: response.rawPayload, json: response.body };
  }

  /**
   * A community closing June 2026: two homes billed the assessment, an operating bank account, a
   * package (balance sheet, aged owner balances), its board member (an owner linked to a board
   * user) and a neighbour who is not on the board.
   */
  async function world() {
    const company = await createTestCompany(h.database, { communities: 2 });
    const { companyId } = company;
    const communityId = company.communityIds[0] ?? 0;
    const r = await setUpReceivables(h.database, companyId, communityId, 2);
    const inTx = <T>(fn: (tx: Tx) => Promise<T>) =>
      h.database.withTenant({ companyId, userId: null }, fn);
    const token = await signIn(h.app, company.admin.userName);
    const owner = r.homes[0]?.ownerId ?? 0;
    const { bankAccountId, ownerName } = await inTx(async (tx) => {
      const [bank] = await tx
        .insert(agents)
        .values({ companyId, agentTypeId: AgentTypeId.Bank })
        .returning({ id: agents.id });
      await tx
        .insert(contacts)
        .values({ companyId, agentId: bank?.id ?? 0, displayName: 'First Bank' });
      const [account] = await tx
        .insert(bankAccounts)
        .values({
          companyId,
          bankAgentId: bank?.id ?? 0,
          communityAgentId: communityId,
          accountName: 'Operating',
          accountNumber: '000123456789',
          glAccountId: r.books.account.cash,
          isPrimary: true,
        })
        .returning({ id: bankAccounts.id });
      const [name] = await queryRows<{ name: string }>(
        tx,
        sql`update contacts set primary_email_address = 'pat.home001@example.com'
             where agent_id = ${owner} returning display_name as name`,
      );
      return { bankAccountId: account?.id ?? 0, ownerName: name?.name ?? '' };
    });
    const pdf = async (line: string) => {
      const uploaded = await uploadFile(
        h.app,
        contract.reportPackages.UploadReportPackageFile,
        { Kind: 'Pdf' },
        { fileName: `${line}.pdf`, bytes: await linesPdf([line]) },
        token,
      );
      expect(uploaded.status).toBe(200);
      return uploaded.body.AttachmentId;
    };
    const saved = await callApi(
      h.app,
      contract.reportPackages.SaveReportPackage,
      {
        body: {
          DisplayName: 'Monthly board package',
          Items: [
            { Type: 'Report', Name: 'BalanceSheet', Parameters: { asOfDate: '2026-06-30' } },
            { Type: 'Report', Name: 'AgedOwnerBalanceDetail', Parameters: {} },
            { Type: 'Report', Name: 'OwnerCommunicationPreferences', Parameters: {} },
            {
              Type: 'Pdf',
              AttachmentId: await pdf('Pool rules for everyone'),
              DisplayName: 'Pool rules',
              IncludeInHomeownerEdition: true,
            },
            {
              Type: 'Pdf',
              AttachmentId: await pdf('Demand letter to a delinquent owner'),
              DisplayName: 'Demand letters',
            },
          ],
        },
      },
      token,
    );
    expect(saved.status).toBe(200);
    const board = await addUser(h.database, companyId, {
      communityIds: [communityId],
      grants: [...BoardMemberClaims],
      isBoardRole: true,
    });
    const president = await registerOwner(
      h,
      companyId,
      await invitedOwner(h, company, token, communityId),
    );
    const neighbour = await registerOwner(
      h,
      companyId,
      await invitedOwner(h, company, token, communityId),
    );
    const linked = await callApi(
      h.app,
      contract.portalBoard.SetOwnerBoardUser,
      { body: { OwnerAgentId: president.ownerAgentId, BoardUserId: board.userId } },
      token,
    );
    expect(linked.status).toBe(200);
    return {
      company,
      companyId,
      communityId,
      r,
      inTx,
      token,
      owner,
      ownerName,
      bankAccountId,
      packageId: saved.body.ReportPackageId,
      president,
      neighbour,
    };
  }
  type World = Awaited<ReturnType<typeof world>>;

  const checklist = (w: World, Month: string, token = w.token) =>
    callApi(
      h.app,
      B.GetCloseChecklist,
      { query: { CommunityAgentId: w.communityId, Month } },
      token,
    );

  const seal = (w: World, Month: string, OverrideReason?: string) =>
    callApi(
      h.app,
      B.SealBoardPacket,
      {
        body: {
          CommunityAgentId: w.communityId,
          Month,
          ReportPackageId: w.packageId,
          ...(OverrideReason === undefined ? {} : { OverrideReason }),
        },
      },
      w.token,
    );

  /** June left open in every way the checklist looks at; the ids needed to close it. */
  async function openJune(w: World) {
    const chargeRun = await insertAccruedItem(
      h.database,
      w.companyId,
      w.communityId,
      TxnTypeId.ApplyCharges,
      '2026-06-01',
      w.r.homes.map((home) => ({
        ownerId: home.ownerId,
        codeId: w.r.code.ASMT,
        amountCents: 25_000,
        accountId: w.r.account.income,
      })),
    );
    const invoiceId = await w.inTx(async (tx) => {
      const [item] = await tx
        .insert(items)
        .values({
          companyId: w.companyId,
          communityAgentId: w.communityId,
          txnTypeId: TxnTypeId.Bill,
          statusId: StatusId.Accrued,
          eventDate: '2026-06-10',
        })
        .returning({ id: items.id });
      await tx.insert(apInvoices).values({
        itemId: item?.id ?? 0,
        companyId: w.companyId,
        communityAgentId: w.communityId,
        invoiceNumber: 'INV-9',
        invoiceDate: '2026-06-10',
        totalCents: 12_500,
        inboxState: 2,
      });
      await tx.insert(lateFeeSettings).values({
        communityAgentId: w.communityId,
        companyId: w.companyId,
        codeIds: [w.r.code.ASMT],
      });
      return item?.id ?? 0;
    });
    const entry = {
      CommunityAgentId: w.communityId,
      PostDate: '2026-06-20',
      Reference: 'JE-JUNE',
      Description: 'June accrual',
      Transactions: [
        { AccountId: w.r.books.account.expense, Amount_Debit: 10_000, Amount_Credit: null },
        { AccountId: w.r.books.account.payables, Amount_Debit: null, Amount_Credit: 10_000 },
      ],
    };
    const saved = await callApi(
      h.app,
      contract.journalEntries.SaveJournalEntry,
      { body: entry },
      w.token,
    );
    expect(saved.status).toBe(200);
    return { chargeRun, invoiceId, entry: { ...entry, TopsItemId: saved.body.TopsItemId } };
  }

  it('lists what is missing for each check, then passes once the month is closed', async () => {
    const w = await world();
    const open = await openJune(w);
    const before = await checklist(w, '2026-06');
    expect(before.status).toBe(200);
    expect(before.body.Closed).toBe(false);
    expect(before.body.EndDate).toBe('2026-06-30');
    expect(before.body.Checks.map((c) => [c.Key, c.Passed, c.Missing])).toEqual([
      ['BankAccountsReconciled', false, ['Operating …6789: never reconciled']],
      ['PayablesEntered', false, ['No vendor invoice INV-9: in the AP inbox']],
      ['ChargesPosted', false, ['1 charge run(s) accrued but not posted']],
      ['LateFeesPosted', false, ['No late fee run posted for the month ending 06/30/2026']],
      ['JournalEntriesPosted', false, ['Journal entry JE-JUNE of 06/20/2026 not posted']],
    ]);
    const refused = await seal(w, '2026-06');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      errorCode: 'BoardPacketChecklistOpen',
      errorMessage:
        'The month is not closed: Every bank account reconciled, AP invoices entered, Charges posted, Late fees posted, Journal entries posted. Close it first, or seal with an override reason.',
    });

    // Reconciled through May only: still open.
    const reconcile = (statementDate: string) =>
      w.inTx((tx) =>
        tx.insert(bankReconciliations).values({
          companyId: w.companyId,
          communityAgentId: w.communityId,
          bankAccountId: w.bankAccountId,
          statementDate,
          statementEndingBalanceCents: 0,
          finishedAt: new Date(),
          finishedDifferenceCents: 0,
        }),
      );
    await reconcile('2026-05-31');
    expect((await checklist(w, '2026-06')).body.Checks[0]?.Missing).toEqual([
      'Operating …6789: reconciled through 05/31/2026, not 06/30/2026',
    ]);
    await reconcile('2026-06-30');
    await w.inTx(async (tx) => {
      await tx.execute(
        sql`update ap_invoices set inbox_state = 5 where item_id = ${open.invoiceId}`,
      );
      await tx.execute(
        sql`update items set status_id = ${StatusId.Posted} where id = ${open.invoiceId}`,
      );
      await postReceivableItems(tx, w.companyId, [open.chargeRun]);
    });
    await postOwnerItem(h.database, w.companyId, w.communityId, TxnTypeId.LateFee, '2026-06-16', [
      {
        ownerId: w.owner,
        codeId: w.r.code.LATE,
        amountCents: 2_500,
        accountId: w.r.account.lateFeeIncome,
      },
    ]);
    const posted = await callApi(
      h.app,
      contract.journalEntries.SaveJournalEntry,
      { body: { ...open.entry, IsPosted: true } },
      w.token,
    );
    expect(posted.status).toBe(200);
    const after = await checklist(w, '2026-06');
    expect(after.body.Checks.map((c) => [c.Key, c.Passed, c.Missing])).toEqual([
      ['BankAccountsReconciled', true, []],
      ['PayablesEntered', true, []],
      ['ChargesPosted', true, []],
      ['LateFeesPosted', true, []],
      ['JournalEntriesPosted', true, []],
    ]);
    expect(after.body.Closed).toBe(true);

    const bad = await checklist(w, '2026-13');
    expect(bad.status).toBe(400);
  });

  it('seals versions with the SHA-256 of their bytes, a homeowner edition that identifies no owner, and publishes the latest to the board and owners', async () => {
    const w = await world();
    const open = await openJune(w);
    // Closed except the bank: sealed with an override, which is recorded.
    await w.inTx((tx) => postReceivableItems(tx, w.companyId, [open.chargeRun]));
    const overridden = await seal(w, '2026-06', 'Bank statement not yet received');
    expect(overridden.status).toBe(200);
    expect(overridden.body).toMatchObject({
      Version: 1,
      OverrideReason: 'Bank statement not yet received',
      SealedBy: w.company.admin.userName,
      ReportPackageName: 'Monthly board package',
      BoardPublishedAt: null,
      OwnersPublishedAt: null,
      IsLatest: true,
    });
    expect(overridden.body.OverrideChecks).toEqual([
      'BankAccountsReconciled',
      'PayablesEntered',
      'LateFeesPosted',
      'JournalEntriesPosted',
    ]);
    expect(overridden.body.BoardSha256).toMatch(/^[0-9a-f]{64}$/);

    const second = await seal(w, '2026-06', 'Board meets tonight');
    expect(second.status).toBe(200);
    expect(second.body.Version).toBe(2);
    const v1 = overridden.body.BoardPacketId;
    const v2 = second.body.BoardPacketId;

    // The exact bytes: each edition's hash recomputed from its download.
    const file = (id: number, edition: 'Board' | 'Homeowner') =>
      download(
        B.DownloadBoardPacket,
        `/api/BoardPacket/DownloadBoardPacket/${id}?Edition=${edition}`,
        w.token,
      );
    const boardV1 = await file(v1, 'Board');
    expect(boardV1.status).toBe(200);
    expect(sha256(boardV1.body)).toBe(overridden.body.BoardSha256);
    const homeV2 = await file(v2, 'Homeowner');
    expect(sha256(homeV2.body)).toBe(second.body.HomeownerSha256);
    const boardV2 = await file(v2, 'Board');
    expect(sha256(boardV2.body)).toBe(second.body.BoardSha256);
    expect(boardV2.body.subarray(0, 5).toString()).toBe('%PDF-');

    // The board edition identifies the delinquent owner; the homeowner edition does not (name,
    // property address, account number, email), in every report, and leaves out the uploaded
    // PDF not chosen for it.
    expect(w.ownerName).not.toBe('');
    const boardText = reportPdfText(boardV2.body);
    const homeText = reportPdfText(homeV2.body);
    const identifying = [w.ownerName, '100 Oak Street', 'A-001', 'pat.home001@example.com'];
    for (const text of [boardText, homeText]) {
      expect(text).toContain('Aged Owner Balance Detail');
      expect(text).toContain('Owner Communication Preferences');
      expect(text).toContain('Pool rules for everyone');
      expect(text).toContain('Total Assets');
    }
    for (const value of identifying) expect(boardText).toContain(value);
    for (const value of identifying) expect(homeText).not.toContain(value);
    expect(homeText).toContain('(withheld)');
    expect(boardText).toContain('Demand letter to a delinquent owner');
    expect(homeText).not.toContain('Demand letter to a delinquent owner');
    expect(second.body.HomeownerLeftOut).toEqual(['Demand letters']);

    const versions = await callApi(
      h.app,
      B.GetBoardPackets,
      { query: { CommunityAgentId: w.communityId, Month: '2026-06' } },
      w.token,
    );
    expect(versions.body.map((p) => [p.Version, p.IsLatest])).toEqual([
      [2, true],
      [1, false],
    ]);

    const publish = (BoardPacketId: number, ToOwners: boolean) =>
      callApi(h.app, B.PublishBoardPacket, { body: { BoardPacketId, ToOwners } }, w.token);
    const older = await publish(v1, false);
    expect(older.status).toBe(409);
    expect(older.body).toMatchObject({
      errorCode: 'BoardPacketNotLatest',
      errorMessage: 'Only the latest version (2) of a board packet can be published.',
    });
    const toBoard = await publish(v2, false);
    expect(toBoard.status).toBe(200);
    expect(toBoard.body.BoardPublishedAt).not.toBeNull();
    expect(toBoard.body.OwnersPublishedAt).toBeNull();
    expect((await publish(v2, false)).body).toMatchObject({
      errorCode: 'BoardPacketAlreadyPublished',
      errorMessage: 'This version is already published to the board.',
    });

    // The board member sees it in the portal and downloads the same bytes.
    const listed = await callApi(h.app, B.GetPortalBoardPackets, {}, w.president.token);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      expect.objectContaining({
        BoardPacketId: v2,
        Month: '2026-06',
        MonthName: 'June 2026',
        Version: 2,
        Sha256: second.body.BoardSha256,
      }),
    ]);
    const portalFile = await download(
      B.DownloadPortalBoardPacket,
      `/api/Portal/DownloadBoardPacket/${v2}`,
      w.president.token,
    );
    expect(portalFile.status).toBe(200);
    expect(sha256(portalFile.body)).toBe(second.body.BoardSha256);
    // An earlier version is not published: 404.
    const earlier = await download(
      B.DownloadPortalBoardPacket,
      `/api/Portal/DownloadBoardPacket/${v1}`,
      w.president.token,
    );
    expect(earlier.status).toBe(404);
    // An owner who is not on the board sees no board packet.
    expect((await callApi(h.app, B.GetPortalBoardPackets, {}, w.neighbour.token)).status).toBe(403);
    const refused = await download(
      B.DownloadPortalBoardPacket,
      `/api/Portal/DownloadBoardPacket/${v2}`,
      w.neighbour.token,
    );
    expect(refused.status).toBe(403);

    // Owners: nothing until the homeowner edition is published, then only the latest version.
    const documents = async () =>
      (await callApi(h.app, contract.portalAccount.GetDocuments, {}, w.neighbour.token)).body;
    expect(await documents()).toEqual([]);
    const third = await seal(w, '2026-06', 'Corrected balance sheet');
    expect(third.body.Version).toBe(3);
    expect((await publish(v2, true)).body).toMatchObject({ errorCode: 'BoardPacketNotLatest' });
    const toOwners = await publish(third.body.BoardPacketId, true);
    expect(toOwners.status).toBe(200);
    expect(toOwners.body.OwnersPublishedAt).not.toBeNull();
    const shown = await documents();
    expect(shown).toEqual([
      expect.objectContaining({
        DisplayName: 'Board packet June 2026 v3 (homeowner edition)',
        PublishedOn: 'Community',
      }),
    ]);
    const ownerCopy = await download(
      contract.portalAccount.DownloadDocument,
      `/api/Portal/DownloadDocument/${shown[0]?.AttachmentId ?? 0}`,
      w.neighbour.token,
    );
    expect(sha256(ownerCopy.body)).toBe(third.body.HomeownerSha256);
    expect(reportPdfText(ownerCopy.body)).not.toContain(w.ownerName);
    // Version 2 stays the board's until version 3 is published to the board.
    const boardList = await callApi(h.app, B.GetPortalBoardPackets, {}, w.president.token);
    expect(boardList.body.map((p) => p.Version)).toEqual([2]);
  });

  it('refuses callers without the claim, off the community list or of another company', async () => {
    const w = await world();
    await w.inTx((tx) =>
      tx.execute(sql`delete from charge_assignments where community_agent_id = ${w.communityId}`),
    );
    const sealed = await seal(w, '2026-06', 'Testing access');
    expect(sealed.status).toBe(200);
    const packetId = sealed.body.BoardPacketId;

    const noClaim = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('owner')],
    });
    const noClaimToken = await signIn(h.app, noClaim.userName);
    expect((await checklist(w, '2026-06', noClaimToken)).status).toBe(403);
    const readOnly = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [
        { ...fullGrant('glaccounts'), CanCreate: false, CanUpdate: false, CanDelete: false },
      ],
    });
    const readToken = await signIn(h.app, readOnly.userName);
    expect((await checklist(w, '2026-06', readToken)).status).toBe(200);
    const publishByReader = await callApi(
      h.app,
      B.PublishBoardPacket,
      { body: { BoardPacketId: packetId, ToOwners: false } },
      readToken,
    );
    expect(publishByReader.status).toBe(403);

    const offList = await addUser(h.database, w.companyId, {
      communityIds: [w.company.communityIds[1] ?? 0],
      grants: [fullGrant('glaccounts')],
    });
    const offToken = await signIn(h.app, offList.userName);
    expect((await checklist(w, '2026-06', offToken)).status).toBe(403);
    const offDownload = await download(
      B.DownloadBoardPacket,
      `/api/BoardPacket/DownloadBoardPacket/${packetId}`,
      offToken,
    );
    expect(offDownload.status).toBe(403);

    const other = await createTestCompany(h.database);
    const otherToken = await signIn(h.app, other.admin.userName);
    expect((await checklist(w, '2026-06', otherToken)).status).toBe(404);
    const otherDownload = await download(
      B.DownloadBoardPacket,
      `/api/BoardPacket/DownloadBoardPacket/${packetId}`,
      otherToken,
    );
    expect(otherDownload.status).toBe(404);
    const otherPublish = await callApi(
      h.app,
      B.PublishBoardPacket,
      { body: { BoardPacketId: packetId, ToOwners: true } },
      otherToken,
    );
    expect(otherPublish.status).toBe(404);
    const otherSeal = await callApi(
      h.app,
      B.SealBoardPacket,
      {
        body: {
          CommunityAgentId: w.communityId,
          Month: '2026-06',
          ReportPackageId: w.packageId,
          OverrideReason: 'x',
        },
      },
      otherToken,
    );
    expect(otherSeal.status).toBe(404);
    const badMonth = await callApi(
      h.app,
      B.SealBoardPacket,
      { body: { CommunityAgentId: w.communityId, Month: 'June', ReportPackageId: w.packageId } },
      w.token,
    );
    expect(badMonth.status).toBe(400);
  });
});
