import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { bankAccounts, queryRows, sql } from '@hoa/db';
import { BankLogState, SmartBankingFeatureId, TxnTypeId } from '@hoa/domain';
import { signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { paymentWorld, postCharge } from '../../../test/cash-receipt-factories';
import { apiOf } from '../../../test/committees-banks-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { writeBankLog } from './index';

const B = contract.bankIntegration;

describe.each(testDatabases())('bank integration on $name', (testDb) => {
  const h = useApp(testDb);
  const api = apiOf(h);

  async function world() {
    const w = await paymentWorld(h, 2);
    const [bank] = await w.inTx((tx) =>
      queryRows<{ id: number }>(
        tx,
        sql`select bank_agent_id::float8 as id from bank_accounts where id = ${w.bankAccountId}`,
      ),
    );
    if (!bank) throw new Error('no bank');
    return { ...w, bankId: bank.id };
  }

  it('validates a file connection and refuses a provider without both values', async () => {
    const w = await world();
    const before = await api(w.token, B.GetBankConnection, { query: { bankId: w.bankId } });
    expect(before.body).toMatchObject({
      BankServiceName: 'FILE',
      IsFileBased: true,
      ValidatedAt: null,
    });
    const file = await api(w.token, B.ValidateConnection, {
      body: { BankId: w.bankId, BankServiceName: 'FILE' },
    });
    expect(file.status, file.errorMessage).toBe(200);
    expect(file.body).toMatchObject({ IsFileBased: true, HasCredentials: false });
    expect(file.body.ValidatedAt).not.toBeNull();

    const missing = await api(w.token, B.ValidateConnection, {
      body: { BankId: w.bankId, BankServiceName: 'MOO', ConnectionValue1: 'hoa-user' },
    });
    expect(missing.status).toBe(400);
    expect(missing.errorMessage).toBe('All fields are required.');

    const moo = await api(w.token, B.ValidateConnection, {
      body: {
        BankId: w.bankId,
        BankServiceName: 'MOO',
        BankAlias: 'FB',
        ConnectionValue1: 'hoa-user',
        ConnectionValue2: 's3cret-pass',
        Settings: { Region: 'east' },
      },
    });
    expect(moo.body).toMatchObject({
      BankServiceName: 'MOO',
      IsFileBased: false,
      HasCredentials: true,
      BankAlias: 'FB',
    });
    const [stored] = await w.inTx((tx) =>
      queryRows<{ v1: string; v2: string }>(
        tx,
        sql`select connection_value1_sealed as v1, connection_value2_sealed as v2 from bank_connections`,
      ),
    );
    expect(stored?.v1).not.toContain('hoa-user');
    expect(stored?.v2).not.toContain('s3cret');
  });

  it('saves settings per setting type, checked by their schema', async () => {
    const w = await world();
    const fresh = await api(w.token, B.GetBankSettings, {
      query: { bankId: w.bankId, settingType: 'lockbox' },
    });
    expect(fresh.body).toMatchObject({
      IsSaved: false,
      Settings: { Enabled: false, FileFormat: 'bai' },
    });
    const saved = await api(w.token, B.SaveBankSettings, {
      body: {
        BankId: w.bankId,
        SettingType: 'lockbox',
        Settings: { Enabled: true, FileFormat: 'csv' },
      },
    });
    expect(saved.status, saved.errorMessage).toBe(200);
    const read = await api(w.token, B.GetBankSettings, {
      query: { bankId: w.bankId, settingType: 'lockbox' },
    });
    expect(read.body).toMatchObject({
      IsSaved: true,
      Settings: { Enabled: true, FileFormat: 'csv', MatchOnLegacyKey: false },
    });
    const bad = await api(w.token, B.SaveBankSettings, {
      body: {
        BankId: w.bankId,
        SettingType: 'realTimeBalance',
        Settings: { Enabled: true, RefreshMinutes: 1 },
      },
    });
    expect(bad.status).toBe(400);
  });

  it('subscribes communities to services one by one and in bulk', async () => {
    const w = await world();
    const [other = 0] = w.company.communityIds.slice(1);
    await w.inTx((tx) =>
      tx.insert(bankAccounts).values({
        companyId: w.companyId,
        bankAgentId: w.bankId,
        communityAgentId: other,
        accountName: 'Reserve',
        accountNumber: '000999',
      }),
    );
    const one = await api(w.token, B.SubscribeToBankService, {
      body: { BankId: w.bankId, CommunityId: w.communityId, BankServiceId: 3 },
    });
    expect(one.status, one.errorMessage).toBe(200);
    await api(w.token, B.SubscribeToBankServices, {
      body: { BankId: w.bankId, CommunityId: w.communityId, BankServiceIds: [1, 6] },
    });
    const none = await api(w.token, B.MassSubscribeToBankServices, {
      body: { BankId: w.bankId, BankServiceId: 2, CommunityList: [] },
    });
    expect(none.status).toBe(400);
    expect(none.errorMessage).toBe('Need at least one enabled community.');
    const mass = await api(w.token, B.MassSubscribeToBankServices, {
      body: { BankId: w.bankId, BankServiceId: 2, CommunityList: [w.communityId, other] },
    });
    expect(mass.status, mass.errorMessage).toBe(200);
    await api(w.token, B.UnsubscribeFromBankService, {
      body: { BankId: w.bankId, CommunityId: w.communityId, BankServiceId: 6 },
    });
    const matrix = await api(w.token, B.GetBankServices, { query: { bankId: w.bankId } });
    expect(Object.fromEntries(matrix.body.map((r) => [r.CommunityId, r.BankServiceIds]))).toEqual({
      [w.communityId]: [1, 2, 3],
      [other]: [2],
    });
    await api(w.token, B.MassUnsubscribeFromBankServices, {
      body: { BankId: w.bankId, BankServiceId: 2, CommunityList: [other] },
    });
    const setting = await api(w.token, B.SaveCommunityBankServiceSetting, {
      body: {
        BankId: w.bankId,
        BankServiceId: 3,
        CommunityList: [
          { CommunityId: w.communityId, IsEnabled: false },
          { CommunityId: other, IsEnabled: false },
        ],
      },
    });
    expect(setting.errorMessage).toBe('Need at least one enabled community.');
    await api(w.token, B.SaveCommunityBankServiceSetting, {
      body: {
        BankId: w.bankId,
        BankServiceId: 3,
        CommunityList: [
          { CommunityId: w.communityId, IsEnabled: false },
          { CommunityId: other, IsEnabled: true },
        ],
      },
    });
    const lockbox = await api(w.token, B.GetCommunityBankServiceSetting, {
      query: { bankId: w.bankId, service: 3 },
    });
    expect(lockbox.body.map((r) => [r.CommunityId, r.IsEnabled])).toEqual(
      expect.arrayContaining([
        [w.communityId, false],
        [other, true],
      ]),
    );
    // Statements are bank-wide: no community is needed.
    const wide = await api(w.token, B.MassSubscribeToBankServices, {
      body: { BankId: w.bankId, BankServiceId: 4, CommunityList: [] },
    });
    expect(wide.status).toBe(200);
  });

  it('keeps alert recipients per bank and feature', async () => {
    const w = await world();
    const add = (EmailAddress: string, AlertSubscriptionId: number | null = null) =>
      api(w.token, B.SaveRecipientsForSmartBankingLogAlerts, {
        body: { BankId: w.bankId, SmartBankingFeatureId: 2, EmailAddress, AlertSubscriptionId },
      });
    const ann = await add('ann@example.com');
    expect(ann.body).toMatchObject({ SmartBankingFeatureId: 2, EmailAddress: 'ann@example.com' });
    await add('bob@example.com');
    expect((await add('ANN@example.com')).status).toBe(400);
    expect((await add('not-an-email')).status).toBe(400);
    const changed = await add('anne@example.com', ann.body.AlertSubscriptionId);
    expect(changed.body.AlertSubscriptionId).toBe(ann.body.AlertSubscriptionId);
    const list = () =>
      api(w.token, B.GetRecipientsForSmartBankingLogAlerts, {
        query: { bankId: w.bankId, smartBankingFeatureId: 2 },
      });
    expect((await list()).body.map((r) => r.EmailAddress)).toEqual([
      'anne@example.com',
      'bob@example.com',
    ]);
    const del = await api(w.token, B.DeleteRecipientsForSmartBankingLogAlerts, {
      query: { AlertSubscriptionId: ann.body.AlertSubscriptionId },
    });
    expect(del.status).toBe(200);
    expect((await list()).body.map((r) => r.EmailAddress)).toEqual(['bob@example.com']);
  });

  it('saves the check scan-line setting', async () => {
    const w = await world();
    expect((await api(w.token, B.GetBankCheckScanLineSettings)).body).toEqual({
      AllowBankAccountPadding: false,
    });
    await api(w.token, B.SaveBankCheckScanLineSettings, {
      body: { request: { AllowBankAccountPadding: true } },
    });
    expect((await api(w.token, B.GetBankCheckScanLineSettings)).body).toEqual({
      AllowBankAccountPadding: true,
    });
  });

  it('filters the bank log and reports the last runs', async () => {
    const w = await world();
    await w.inTx(async (tx) => {
      const log = (
        feature: number,
        logState: BankLogState,
        message: string,
        bankAccountId: number | null = null,
      ) =>
        writeBankLog(tx, w.companyId, {
          bankAgentId: w.bankId,
          bankAccountId,
          feature,
          logState,
          message,
        });
      await log(
        SmartBankingFeatureId.Lockbox,
        BankLogState.Success,
        'Lockbox file lbx-0301 imported',
        w.bankAccountId,
      );
      await log(
        SmartBankingFeatureId.Reconciliation,
        BankLogState.Error,
        'Reconciliation failed: no statement',
      );
      await log(
        SmartBankingFeatureId.Lockbox,
        BankLogState.Warning,
        'Lockbox file lbx-0302 had 2 exceptions',
      );
    });
    const get = (
      query: Partial<{
        feature: number;
        logState: number;
        keyword: string;
        accountNumber: string;
        startDate: string;
      }>,
    ) => api(w.token, B.GetBankLog, { query: { bankId: w.bankId, ...query } });
    expect((await get({})).body).toHaveLength(3);
    expect((await get({ feature: 2 })).body.map((r) => r.Message)).toEqual([
      'Lockbox file lbx-0302 had 2 exceptions',
      'Lockbox file lbx-0301 imported',
    ]);
    expect((await get({ logState: 3 })).body.map((r) => r.FeatureName)).toEqual(['Reconciliation']);
    expect((await get({ keyword: 'LBX-0301' })).body).toHaveLength(1);
    expect((await get({ accountNumber: '3456789' })).body.map((r) => r.AccountNumber)).toEqual([
      '000123456789',
    ]);
    expect((await get({ startDate: '2099-01-01' })).body).toHaveLength(0);
    const lockbox = await api(w.token, B.GetSmartBankingLockboxLastRun, {
      query: { bankId: w.bankId },
    });
    expect(lockbox.body).toMatchObject({
      LogState: 2,
      Message: 'Lockbox file lbx-0302 had 2 exceptions',
    });
    const recon = await api(w.token, B.GetBankReconciliationLastRun, {
      query: { bankId: w.bankId },
    });
    expect(recon.body.LogState).toBe(3);
    const feed = await api(w.token, B.GetBankActivityFeed, { query: { take: 2 } });
    expect(feed.body.TotalCount).toBe(3);
    expect(feed.body.Items).toHaveLength(2);
  });

  it('exports the standard validation file for lockbox accounts, warning when none has an id', async () => {
    const w = await world();
    const empty = await api(w.token, B.GetExportHOACanditates, { query: { agentId: w.bankId } });
    expect(empty.body).toEqual({
      Candidates: [],
      Warning: 'None of the associated Bank Accounts have a Lockbox ID',
    });
    const refused = await api(w.token, B.ExportTopsStandardValidationFile, {
      body: {
        BankId: w.bankId,
        Candidates: [{ CommunityId: w.communityId, Accounts: [{ AccountId: w.bankAccountId }] }],
      },
    });
    expect(refused.errorMessage).toBe('None of the associated Bank Accounts have a Lockbox ID');
    await api(w.token, B.SaveLockboxAccountsSettings, {
      body: { bankAccountsSettings: [{ BankAccountId: w.bankAccountId, LockboxId: 'LB-1001' }] },
    });
    const settings = await api(w.token, B.GetLockboxAccountsSettings, {
      body: { bankId: w.bankId },
    });
    expect(settings.body.map((s) => s.LockboxId)).toEqual(['LB-1001']);
    const [home] = w.homes;
    if (!home) throw new Error('no home');
    await postCharge(h, w, TxnTypeId.ApplyCharges, '2026-02-01', [
      {
        ownerId: home.ownerId,
        codeId: w.code.ASMT,
        amountCents: 25_000,
        accountId: w.account.income,
      },
    ]);
    const candidates = await api(w.token, B.GetExportHOACanditates, {
      query: { agentId: w.bankId },
    });
    expect(candidates.body.Warning).toBeNull();
    expect(candidates.body.Candidates).toEqual([
      expect.objectContaining({
        CommunityId: w.communityId,
        Accounts: [
          expect.objectContaining({
            AccountId: w.bankAccountId,
            LockboxId: 'LB-1001',
            OwnerCount: 2,
            IsSelected: true,
          }),
        ],
      }),
    ]);
    const nothing = await api(w.token, B.ExportTopsStandardValidationFile, {
      body: {
        BankId: w.bankId,
        Candidates: [
          {
            CommunityId: w.communityId,
            Accounts: [{ AccountId: w.bankAccountId, IsSelected: false }],
          },
        ],
      },
    });
    expect(nothing.status).toBe(400);
    const file = await api(w.token, B.ExportTopsStandardValidationFile, {
      body: {
        BankId: w.bankId,
        Candidates: candidates.body.Candidates.map((c) => ({
          CommunityId: c.CommunityId,
          Accounts: c.Accounts.map((a) => ({ AccountId: a.AccountId, IsSelected: a.IsSelected })),
        })),
      },
    });
    expect(file.status, file.errorMessage).toBe(200);
    expect(file.body.RowCount).toBe(2);
    const lines = file.body.Content.split('\r\n');
    expect(lines[0]).toBe(
      'LockboxId,BankAccountNumber,CommunityName,OwnerAccountNumber,OwnerName,PropertyAddress,BalanceDue',
    );
    expect(lines[1]).toMatch(/^LB-1001,000123456789,.*,A-001,.+,100 Oak Street,250\.00$/);
    expect(lines[2]).toMatch(/^LB-1001,000123456789,.*,A-002,.+,101 Oak Street,0\.00$/);
    const log = await api(w.token, B.GetBankLog, { query: { bankId: w.bankId, feature: 3 } });
    expect(log.body[0]?.Message).toContain('2 owners');
  });

  it('needs the bank claim and refuses another company’s bank', async () => {
    const w = await world();
    const viewer = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [{ ...fullGrant('bank'), CanCreate: false, CanUpdate: false, CanDelete: false }],
    });
    const viewerToken = await signIn(h.app, viewer.userName);
    expect(
      (await api(viewerToken, B.GetBankServices, { query: { bankId: w.bankId } })).status,
    ).toBe(200);
    const write = await api(viewerToken, B.ValidateConnection, {
      body: { BankId: w.bankId, BankServiceName: 'FILE' },
    });
    expect(write.status).toBe(403);
    const nobody = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [],
    });
    const nobodyToken = await signIn(h.app, nobody.userName);
    expect((await api(nobodyToken, B.GetBankCheckScanLineSettings)).status).toBe(403);
    expect((await api(nobodyToken, B.GetBankLog, { query: { bankId: w.bankId } })).status).toBe(
      403,
    );

    const other = await createTestCompany(h.database);
    const otherToken = await signIn(h.app, other.admin.userName);
    expect(
      (await api(otherToken, B.GetBankConnection, { query: { bankId: w.bankId } })).status,
    ).toBe(404);
    expect(
      (await api(otherToken, B.GetExportHOACanditates, { query: { agentId: w.bankId } })).status,
    ).toBe(404);
    const foreign = await api(otherToken, B.SaveLockboxAccountsSettings, {
      body: { bankAccountsSettings: [{ BankAccountId: w.bankAccountId, LockboxId: 'X' }] },
    });
    expect(foreign.status).toBe(400);
    // A community off the list cannot be subscribed.
    const offList = await api(w.token, B.SubscribeToBankService, {
      body: { BankId: w.bankId, CommunityId: other.communityIds[0] ?? 0, BankServiceId: 3 },
    });
    expect(offList.status).toBe(400);
  });
});
