import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { agentAttachments, attachments, queryRows, sql } from '@hoa/db';
import { AgentTypeId, TxnTypeId } from '@hoa/domain';
import { insertItem, insertNamedAgent } from '../../../test/activity-factories';
import { adjustmentWorld, ownerBalances, postOwnerItem } from '../../../test/adjustment-factories';
import { callApi, signIn } from '../../../test/api';
import { useApp, type Harness } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { createTestCompany } from '../../../test/factories';
import { beginTransfer, completeSteps, completeTransfer } from '../../../test/transfer-factories';

const T = contract.communityTransfer;

/** The company's trial balance over all its communities: account → net debit (cents). */
async function companyTrialBalance(h: Harness, companyId: number) {
  const rows = await h.database.withTenant({ companyId, userId: null }, (tx) =>
    queryRows<{ account: number; net: number }>(
      tx,
      sql`select account_id::int as account, sum(debit_cents - credit_cents)::int as net
            from gl_lines group by account_id having sum(debit_cents - credit_cents) <> 0`,
    ),
  );
  return Object.fromEntries(rows.map((r) => [r.account, r.net]));
}

/** What each company sees of the community: agents, attachments, owner balances, GL lines. */
async function visible(h: Harness, companyId: number, communityId: number) {
  const [row] = await h.database.withTenant({ companyId, userId: null }, (tx) =>
    queryRows<{ agents: number; attachments: number; balance: number; lines: number }>(
      tx,
      sql`select (select count(*)::int from agents where id = ${communityId}
                    or community_agent_id = ${communityId}) as agents,
                 (select count(*)::int from attachments) as attachments,
                 (select coalesce(sum(balance_cents), 0)::int from owner_code_balances
                   where community_agent_id = ${communityId}) as balance,
                 (select count(*)::int from gl_lines where community_agent_id = ${communityId}) as lines`,
    ),
  );
  return row;
}

/** A sending company's community with posted assessments (open items) and two attachments. */
async function transferWorld(h: Harness) {
  const w = await adjustmentWorld(h);
  await h.database.withTenant({ companyId: w.companyId, userId: null }, async (tx) => {
    const files = await tx
      .insert(attachments)
      .values(
        ['Bylaws.pdf', 'Deed.pdf'].map((name) => ({
          companyId: w.companyId,
          attachmentTypeId: 1,
          contentType: 'application/pdf',
          fileName: name,
          displayName: name,
          sizeBytes: 10,
          storageKey: `${String(w.companyId)}/${name}`,
        })),
      )
      .returning({ id: attachments.id });
    const owner = w.homes[0]?.ownerId ?? 0;
    await tx.insert(agentAttachments).values([
      { companyId: w.companyId, agentId: w.communityId, attachmentId: files[0]?.id ?? 0 },
      { companyId: w.companyId, agentId: owner, attachmentId: files[1]?.id ?? 0 },
    ]);
  });
  const receiver = await createTestCompany(h.database);
  const receiverToken = await signIn(h.app, receiver.admin.userName);
  return { ...w, receiver, receiverToken };
}

const begin = (h: Harness, key: string, token: string) =>
  callApi(h.app, T.BeginTransfer, { body: { TransferKey: key } }, token);

const step = (
  h: Harness,
  token: string,
  body: { CommunityTransferId: number; Step: number; TransferDate?: string },
) => callApi(h.app, T.CompleteTransferStep, { body }, token);

describe.each(testDatabases())('community transfer on $name', (testDb) => {
  const h = useApp(testDb);

  it('moves a community with open items, owner balances and attachments; the sender loses it', async () => {
    const w = await transferWorld(h);
    const senderBefore = await companyTrialBalance(h, w.companyId);
    const receiverBefore = await companyTrialBalance(h, w.receiver.companyId);
    const balancesBefore = await ownerBalances(h, w);
    expect(Object.values(balancesBefore)).toEqual([25_000, 25_000, 25_000]);
    expect(receiverBefore).toEqual({});

    const key = await callApi(
      h.app,
      T.GenerateTransferKey,
      { body: { CommunityAgentId: w.communityId } },
      w.token,
    );
    expect(key.status).toBe(200);
    expect(key.body.TransferKey).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){4}$/);
    const wrong = await begin(h, 'ABCD-0000', w.receiverToken);
    expect([wrong.status, wrong.errorCode]).toEqual([409, 'CommunityTransferKeyInvalid']);
    const own = await begin(h, key.body.TransferKey, w.token);
    expect(own.errorCode).toBe('CommunityTransferKeyInvalid');

    const begun = await begin(h, key.body.TransferKey.toLowerCase(), w.receiverToken);
    expect(begun.status).toBe(200);
    expect(begun.body).toMatchObject({
      Direction: 'Received',
      StatusName: 'In progress',
      StepsCompleted: 1,
    });
    expect(begun.body.Summary).toEqual({
      Properties: 3,
      Owners: 3,
      OpenItems: 1,
      OwnerBalance: 75_000,
      Attachments: 2,
      GlLines: 2,
    });
    const id = begun.body.CommunityTransferId;
    const again = await begin(h, key.body.TransferKey, w.receiverToken);
    expect(again.errorCode).toBe('CommunityTransferKeyInvalid');
    const skipped = await step(h, w.receiverToken, { CommunityTransferId: id, Step: 3 });
    expect([skipped.status, skipped.errorMessage]).toEqual([
      409,
      'The next step of this transfer is step 2.',
    ]);
    const bySender = await step(h, w.token, { CommunityTransferId: id, Step: 2 });
    expect(bySender.errorCode).toBe('CommunityTransferNotInProgress');

    await completeSteps(h, w.receiverToken, id, 10);
    const noDate = await step(h, w.receiverToken, { CommunityTransferId: id, Step: 11 });
    expect([noDate.status, noDate.errorCode]).toEqual([400, 'CommunityTransferDateRequired']);
    const done = await step(h, w.receiverToken, {
      CommunityTransferId: id,
      Step: 11,
      TransferDate: '2026-04-01',
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      StatusName: 'Completed',
      StepsCompleted: 11,
      TransferDate: '2026-04-01',
    });

    // The receiver has the community, its balances, items, attachments and ledger; the sender none.
    expect(await visible(h, w.receiver.companyId, w.communityId)).toEqual({
      agents: 7,
      attachments: 2,
      balance: 75_000,
      lines: 2,
    });
    expect(await visible(h, w.companyId, w.communityId)).toEqual({
      agents: 0,
      attachments: 0,
      balance: 0,
      lines: 0,
    });
    // The sender's other community has no postings: its whole trial balance was the community's.
    expect(await companyTrialBalance(h, w.companyId)).toEqual({});
    expect(await companyTrialBalance(h, w.receiver.companyId)).toEqual(senderBefore);
    expect(Object.keys(senderBefore)).toHaveLength(2);
    expect(await ownerBalances(h, { ...w, companyId: w.receiver.companyId })).toEqual(
      balancesBefore,
    );

    const senderSees = await callApi(
      h.app,
      contract.crm.IsCommunityActive,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(senderSees.status).toBe(404);
    const receiverSees = await callApi(
      h.app,
      contract.crm.IsCommunityActive,
      { query: { communityAgentId: w.communityId } },
      w.receiverToken,
    );
    expect([receiverSees.status, receiverSees.body]).toEqual([200, true]);
    const sent = await callApi(h.app, T.GetTransferHistory, {}, w.token);
    expect(sent.body.map((t) => [t.Direction, t.StatusName, t.ReceiverCompanyName])).toEqual([
      ['Sent', 'Completed', begun.body.ReceiverCompanyName],
    ]);
    const received = await callApi(h.app, T.GetTransferHistory, {}, w.receiverToken);
    expect(received.body.map((t) => [t.Direction, t.CommunityName])).toEqual([
      ['Received', begun.body.CommunityName],
    ]);

    // The history before the transfer date is read-only: its periods are closed.
    const march = postOwnerItem(
      h,
      { companyId: w.receiver.companyId, communityId: w.communityId },
      TxnTypeId.ApplyCharges,
      '2026-03-15',
      [
        {
          ownerId: w.homes[0]?.ownerId ?? 0,
          codeId: w.code.ASMT,
          amountCents: 100,
          accountId: w.account.income,
        },
      ],
    );
    await expect(march).rejects.toMatchObject({ cause: { code: 'GL002' } });
  });

  it('counts what moves when the transfer is read: an owner and an invoice added after the key', async () => {
    const w = await transferWorld(h);
    const id = await beginTransfer(h, w.token, w.receiverToken, w.communityId);
    const summary = async (token: string) =>
      (await callApi(h.app, T.GetTransfer, { params: { id } }, token)).body.Summary;
    const before = { Properties: 3, Owners: 3, OpenItems: 1, OwnerBalance: 75_000 };
    expect(await summary(w.receiverToken)).toMatchObject({ ...before, GlLines: 2 });
    await insertNamedAgent(h.database, w.companyId, {
      name: 'Late Owner',
      agentTypeId: AgentTypeId.Owner,
      communityAgentId: w.communityId,
    });
    await postOwnerItem(h, w, TxnTypeId.ApplyCharges, '2026-03-02', [
      {
        ownerId: w.homes[1]?.ownerId ?? 0,
        codeId: w.code.ASMT,
        amountCents: 12_345,
        accountId: w.account.income,
      },
    ]);
    const after = { ...before, Owners: 4, OpenItems: 2, OwnerBalance: 87_345, GlLines: 4 };
    expect(await summary(w.receiverToken)).toMatchObject(after);
    expect(await summary(w.token)).toMatchObject(after);
    const history = await callApi(h.app, T.GetTransferHistory, {}, w.receiverToken);
    expect(history.body.find((t) => t.CommunityTransferId === id)?.Summary).toMatchObject(after);
    // Completed, the transfer keeps what moved.
    expect((await completeTransfer(h, w.receiverToken, id)).status).toBe(200);
    expect(await summary(w.receiverToken)).toMatchObject(after);
  });

  it('a refused move leaves both companies as they were', async () => {
    const w = await transferWorld(h);
    // The sender's attorney named on the community's item: only vendors and banks are copied to
    // the receiver, so the move is refused.
    const attorney = await insertNamedAgent(h.database, w.companyId, {
      name: 'Lee Law',
      agentTypeId: AgentTypeId.Attorney,
      communityAgentId: null,
    });
    await insertItem(h.database, w.companyId, {
      communityAgentId: w.communityId,
      txnTypeId: TxnTypeId.ApAdjustment,
      agentIds: [attorney],
    });
    const senderBefore = [
      await companyTrialBalance(h, w.companyId),
      await visible(h, w.companyId, w.communityId),
      await ownerBalances(h, w),
    ];
    const receiverBefore = [
      await companyTrialBalance(h, w.receiver.companyId),
      await visible(h, w.receiver.companyId, w.communityId),
    ];

    const id = await beginTransfer(h, w.token, w.receiverToken, w.communityId);
    const refused = await completeTransfer(h, w.receiverToken, id);
    expect([refused.status, refused.errorCode]).toEqual([409, 'CommunityTransferRefused']);
    expect(refused.errorMessage).toMatch(
      /^The community could not be transferred: transaction \d+ names Lee Law \(agent \d+\), which stays with the sending company\.$/,
    );

    expect([
      await companyTrialBalance(h, w.companyId),
      await visible(h, w.companyId, w.communityId),
      await ownerBalances(h, w),
    ]).toEqual(senderBefore);
    expect([
      await companyTrialBalance(h, w.receiver.companyId),
      await visible(h, w.receiver.companyId, w.communityId),
    ]).toEqual(receiverBefore);
    const still = await callApi(h.app, T.GetTransfer, { params: { id } }, w.receiverToken);
    expect(still.body).toMatchObject({
      StatusName: 'In progress',
      StepsCompleted: 10,
      TransferDate: null,
    });
    const senderSees = await callApi(
      h.app,
      contract.crm.IsCommunityActive,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect([senderSees.status, senderSees.body]).toEqual([200, true]);
  });

  it('a deactivated community is marked inactive, refuses postings until reactivated', async () => {
    const w = await adjustmentWorld(h);
    const q = { query: { communityAgentId: w.communityId } };
    const off = await callApi(
      h.app,
      contract.crm.DeactivateCommunity,
      { params: { id: w.communityId } },
      w.token,
    );
    expect(off.body.IsActive).toBe(false);
    expect((await callApi(h.app, contract.crm.IsCommunityActive, q, w.token)).body).toBe(false);
    const active = await callApi(h.app, contract.crm.GetActiveCommunities, {}, w.token);
    expect(active.body.map((c) => c.CommunityAgentId)).not.toContain(w.communityId);
    expect(active.body.map((c) => c.CommunityAgentId)).toContain(w.company.communityIds[1]);
    const line = {
      ownerId: w.homes[0]?.ownerId ?? 0,
      codeId: w.code.ASMT,
      amountCents: 100,
      accountId: w.account.income,
    };
    const refused = postOwnerItem(h, w, TxnTypeId.ApplyCharges, '2026-04-01', [line]);
    await expect(refused).rejects.toMatchObject({ cause: { code: 'GL005' } });
    const on = await callApi(
      h.app,
      contract.crm.ActivateCommunity,
      { params: { id: w.communityId } },
      w.token,
    );
    expect(on.body.IsActive).toBe(true);
    expect((await callApi(h.app, contract.crm.IsCommunityActive, q, w.token)).body).toBe(true);
    await postOwnerItem(h, w, TxnTypeId.ApplyCharges, '2026-04-01', [line]);
  });
});
