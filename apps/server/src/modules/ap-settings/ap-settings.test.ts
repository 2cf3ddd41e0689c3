import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { eq, mailOutbox } from '@hoa/db';
import { ApSettingsMessages, InboxState } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany } from '../../../test/factories';
import { insertInvoice, payablesWorld } from '../../../test/payables-factories';

const S = contract.apSettings;

describe.each(testDatabases())(
  'community payables settings and payments KPI on $name',
  (testDb) => {
    const h = useApp(testDb);

    it('saves the contract value, which the community chart shows, warning while it is 0', async () => {
      const w = await payablesWorld(h);
      const read = () =>
        callApi(
          h.app,
          S.GetCommunityAPSettings,
          { query: { communityAgentId: w.communityId } },
          w.token,
        );
      const chart = async () =>
        (
          await callApi(
            h.app,
            contract.crm.GetCommunityDashboard,
            { query: { communityAgentId: w.communityId, asOfDate: '2026-12-31' } },
            w.token,
          )
        ).body.Contract;

      expect((await read()).body).toEqual({
        CommunityAgentId: w.communityId,
        ContractValue: 0,
        PaymentsKpiEmail: null,
        ContractValueWarning: 'Please set the contract value of the community.',
      });
      expect(await chart()).toEqual({
        ContractValue: 0,
        PaidThisYear: 0,
        Warning: 'Please set the contract value of the community.',
      });

      const bill = await insertInvoice(w, { inboxState: InboxState.Approved });
      const paid = await callApi(
        h.app,
        contract.apChecks.HandwrittenCheck,
        {
          body: {
            CommunityAgentId: w.communityId,
            BankAccountId: w.bankAccountId,
            CheckNumber: '501',
            CheckDate: '2026-03-22',
            InvoiceItemIds: [bill],
          },
        },
        w.token,
      );
      expect(paid.status, paid.errorMessage).toBe(200);
      const saved = await callApi(
        h.app,
        S.PostCommunityAPSettings,
        {
          body: {
            CommunityAgentId: w.communityId,
            ContractValue: 2_400_000,
            PaymentsKpiEmail: 'board@oak.example',
          },
        },
        w.token,
      );
      expect(saved.status, saved.errorMessage).toBe(200);
      expect(saved.body).toMatchObject({ ContractValue: 2_400_000, ContractValueWarning: null });
      expect((await read()).body.PaymentsKpiEmail).toBe('board@oak.example');
      expect(await chart()).toEqual({
        ContractValue: 2_400_000,
        PaidThisYear: 25_000,
        Warning: null,
      });

      const negative = await callApi(
        h.app,
        S.PostCommunityAPSettings,
        { body: { CommunityAgentId: w.communityId, ContractValue: -1 } },
        w.token,
      );
      expect(negative.status).toBe(400);
    });

    it('mails the payments by method to the saved address or the one given, refusing without either', async () => {
      const w = await payablesWorld(h);
      const send = (body: Record<string, unknown>) =>
        callApi(
          h.app,
          S.SendPaymentsKPIEmail,
          { body: { CommunityAgentId: w.communityId, ...body } },
          w.token,
        );
      const none = await send({});
      expect(none.status).toBe(400);
      expect(none.errorMessage).toBe(ApSettingsMessages.kpiRecipientMissing);

      const bill = await insertInvoice(w, { inboxState: InboxState.Approved });
      await callApi(
        h.app,
        contract.apChecks.HandwrittenCheck,
        {
          body: {
            CommunityAgentId: w.communityId,
            BankAccountId: w.bankAccountId,
            CheckNumber: '777',
            CheckDate: '2026-03-22',
            InvoiceItemIds: [bill],
          },
        },
        w.token,
      );
      const march = await send({
        Recipient: 'cfo@oak.example',
        StartDate: '2026-03-01',
        EndDate: '2026-03-31',
      });
      expect(march.status, march.errorMessage).toBe(200);
      expect(march.body).toMatchObject({
        Recipient: 'cfo@oak.example',
        Message: 'Payments KPI email queued.',
      });
      const [mail] = await w.inTx((tx) =>
        tx.select().from(mailOutbox).where(eq(mailOutbox.id, march.body.MailId)),
      );
      expect(mail?.toAddress).toBe('cfo@oak.example');
      expect(mail?.subject).toContain('03/01/2026 - 03/31/2026');
      expect(mail?.body).toContain('Handwritten checks: 1, $250.00');
      expect(mail?.body).toContain('Total: 1, $250.00');
      expect(mail?.body).toContain('Please set the contract value of the community.');

      const april = await send({
        Recipient: 'cfo@oak.example',
        StartDate: '2026-04-01',
        EndDate: '2026-04-30',
      });
      const [empty] = await w.inTx((tx) =>
        tx.select().from(mailOutbox).where(eq(mailOutbox.id, april.body.MailId)),
      );
      expect(empty?.body).toContain('Total: 0, $0.00');
      const backwards = await send({
        Recipient: 'cfo@oak.example',
        StartDate: '2026-04-02',
        EndDate: '2026-04-01',
      });
      expect(backwards.status).toBe(400);
    });

    it('needs the community claim to save, the community on the list, and hides another company', async () => {
      const w = await payablesWorld(h);
      const reader = await addUser(h.database, w.companyId, {
        communityIds: [w.communityId],
        grants: [
          {
            Claim: 'community',
            CanRead: true,
            CanUpdate: false,
            CanCreate: false,
            CanDelete: false,
          },
        ],
      });
      const readerToken = await signIn(h.app, reader.userName);
      const body = { CommunityAgentId: w.communityId, ContractValue: 100 };
      expect((await callApi(h.app, S.PostCommunityAPSettings, { body }, readerToken)).status).toBe(
        403,
      );
      expect(
        (
          await callApi(
            h.app,
            S.GetCommunityAPSettings,
            { query: { communityAgentId: w.communityId } },
            readerToken,
          )
        ).status,
      ).toBe(200);
      expect(
        (
          await callApi(
            h.app,
            S.SendPaymentsKPIEmail,
            { body: { CommunityAgentId: w.communityId } },
            readerToken,
          )
        ).status,
      ).toBe(403);

      const other = await createTestCompany(h.database);
      const theirs = await signIn(h.app, other.admin.userName);
      expect((await callApi(h.app, S.PostCommunityAPSettings, { body }, theirs)).status).toBe(404);
      expect(
        (
          await callApi(
            h.app,
            S.GetCommunityAPSettings,
            { query: { communityAgentId: w.communityId } },
            theirs,
          )
        ).status,
      ).toBe(404);
      const updater = await addUser(h.database, w.companyId, {
        communityIds: [w.communityId],
        grants: [
          {
            Claim: 'community',
            CanRead: true,
            CanUpdate: true,
            CanCreate: false,
            CanDelete: false,
          },
        ],
      });
      const offList = await callApi(
        h.app,
        S.PostCommunityAPSettings,
        { body: { ...body, CommunityAgentId: w.otherCommunityId } },
        await signIn(h.app, updater.userName),
      );
      expect(offList.status).toBe(403);
    });
  },
);
