import { describe, expect, it } from 'vitest';
import { contract, type SaveBankAccountBody } from '@hoa/contract';
import { bankTransactions } from '@hoa/db';
import { BankMessages, Messages } from '@hoa/domain';
import { signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { apiOf, insertCashLedger } from '../../../test/committees-banks-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';

const b = contract.banks;

describe.each(testDatabases())('banks and bank accounts on $name', (testDb) => {
  const h = useApp(testDb);
  const api = apiOf(h);

  async function saveBank(
    token: string,
    body: { CompanyName: string; RoutingNumber?: string | null; UsesDefaultRouting?: boolean },
  ) {
    const saved = await api(token, b.SaveBank, { body });
    expect(saved.status, saved.errorMessage).toBe(200);
    return saved.body;
  }

  async function saveAccount(token: string, body: SaveBankAccountBody) {
    const saved = await api(token, b.SaveBankAccount, { body });
    expect(saved.status, saved.errorMessage).toBe(200);
    return saved.body;
  }

  it('saves banks with ABA-checked routing numbers and lists them in the portfolio', async () => {
    const a = await createTestCompany(h.database);
    const token = await signIn(h.app, a.admin.userName);
    const bad = await api(token, b.SaveBank, {
      body: { CompanyName: 'Typo Bank', RoutingNumber: '011000139' },
    });
    expect(bad.status).toBe(400);
    expect(bad.errorMessage).toBe(
      'The routing number must be 9 digits with a valid ABA check digit.',
    );

    const summit = await saveBank(token, {
      CompanyName: 'Summit Savings',
      RoutingNumber: '011000138',
    });
    expect(summit).toMatchObject({
      DisplayName: 'Summit Savings',
      CompanyName: 'Summit Savings',
      RoutingNumber: '011000138',
      UsesDefaultRouting: false,
      AccountCount: 0,
    });
    await saveBank(token, { CompanyName: 'Atlantic Trust', UsesDefaultRouting: true });
    const portfolio = await api(token, b.GetBankPortfolio);
    expect(portfolio.body.map((bank) => [bank.DisplayName, bank.RoutingNumber])).toEqual([
      ['Atlantic Trust', null],
      ['Summit Savings', '011000138'],
    ]);
    const renamed = await api(token, b.SaveBank, {
      body: { TopsAgentId: summit.TopsAgentId, CompanyName: 'Summit Bank', Alias: 'SUMMIT' },
    });
    expect(renamed.body).toMatchObject({
      DisplayName: 'Summit Bank',
      Alias: 'SUMMIT',
      RoutingNumber: null,
    });
    const one = await api(token, b.GetBank, { query: { agentId: summit.TopsAgentId } });
    expect(one.body.DisplayName).toBe('Summit Bank');
  });

  it('makes the first account primary, starts checks at 1000, masks numbers and warns on default routing', async () => {
    const a = await createTestCompany(h.database);
    const token = await signIn(h.app, a.admin.userName);
    const [community = 0, second = 0] = a.communityIds;
    const summit = await saveBank(token, {
      CompanyName: 'Summit Savings',
      RoutingNumber: '011000138',
      UsesDefaultRouting: true,
    });
    const atlantic = await saveBank(token, {
      CompanyName: 'Atlantic Trust',
      UsesDefaultRouting: true,
    });

    const noRouting = await api(token, b.SaveBankAccount, {
      body: {
        BankId: atlantic.TopsAgentId,
        CommunityId: community,
        AccountName: 'Operating',
        AccountNumber: '4012345678',
        UseDefaultRouting: true,
      },
    });
    expect(noRouting.status).toBe(400);
    expect(noRouting.errorMessage).toBe('Bank has not set a routing number');
    // Atlantic accounts carry their own routing number.
    const atAtlantic = {
      BankId: atlantic.TopsAgentId,
      CommunityId: community,
      Routing: '026009593',
    };
    const badOwn = await api(token, b.SaveBankAccount, {
      body: { ...atAtlantic, AccountName: 'Operating', AccountNumber: '401', Routing: '123456789' },
    });
    expect(badOwn.errorMessage).toBe(
      'The routing number must be 9 digits with a valid ABA check digit.',
    );

    const operating = await saveAccount(token, {
      BankId: summit.TopsAgentId,
      CommunityId: community,
      AssociationId: community,
      AccountName: 'Operating',
      AccountNumber: '4012345678',
      UseDefaultRouting: true,
    });
    expect(operating).toMatchObject({
      BankName: 'Summit Savings',
      AccountNumber: '****5678',
      RoutingNumber: '011000138',
      UseDefaultRouting: true,
      NextCheckNumber: 1000,
      IsPrimary: true,
      IsRemoved: false,
    });
    const full = await api(token, b.GetAgentBankAccountNumber, {
      params: { id: operating.TopsAgentBankId },
    });
    expect(full.body).toEqual({ AccountNumber: '4012345678' });

    const reserveBody = { ...atAtlantic, AccountName: 'Reserve', AccountNumber: '7799001122' };
    const reserve = await saveAccount(token, { ...reserveBody, NextCheckNumber: 250 });
    expect(reserve).toMatchObject({
      IsPrimary: false,
      NextCheckNumber: 250,
      RoutingNumber: '026009593',
    });
    // Another community's first account is primary there too.
    const elsewhere = await saveAccount(token, {
      ...atAtlantic,
      CommunityId: second,
      AccountName: 'Operating',
      AccountNumber: '5500112233',
    });
    expect(elsewhere.IsPrimary).toBe(true);

    const duplicate = await api(token, b.SaveBankAccount, {
      body: { ...reserveBody, CommunityId: second, AccountName: 'Copy' },
    });
    expect(duplicate.errorMessage).toBe('This bank already holds an account with this number.');
    const association = await api(token, b.SaveBankAccount, {
      body: { ...atAtlantic, AssociationId: second, AccountName: 'Other', AccountNumber: '1' },
    });
    expect(association.errorMessage).toBe(
      'AssociationId must be the community of the bank account.',
    );

    // Making the reserve primary moves the flag; unsetting the only primary is refused.
    const edit = {
      ...reserveBody,
      TopsAgentBankId: reserve.TopsAgentBankId,
      AccountName: 'Reserve Fund',
    };
    const promoted = await saveAccount(token, { ...edit, IsPrimary: true });
    expect(promoted).toMatchObject({
      IsPrimary: true,
      AccountName: 'Reserve Fund',
      NextCheckNumber: 250,
    });
    const demote = await api(token, b.SaveBankAccount, { body: { ...edit, IsPrimary: false } });
    expect(demote.errorMessage).toBe(
      'A community keeps one primary bank account; make another account primary instead.',
    );
    const byCommunity = await api(token, b.GetAgentBanksByCommunity, {
      query: { communityAgentId: community },
    });
    expect(
      byCommunity.body.map((bank) => [
        bank.DisplayName,
        bank.BankAccounts.map((x) => [x.AccountName, x.AccountNumber, x.IsPrimary]),
      ]),
    ).toEqual([
      ['Atlantic Trust', [['Reserve Fund', '****1122', true]]],
      ['Summit Savings', [['Operating', '****5678', false]]],
    ]);

    // A new routing number of the bank reaches the accounts that use its default routing.
    await api(token, b.SaveBank, {
      body: {
        TopsAgentId: summit.TopsAgentId,
        CompanyName: 'Summit Savings',
        RoutingNumber: '021000021',
        UsesDefaultRouting: true,
      },
    });
    const moved = await api(token, b.GetBankAccount, {
      query: { bankAccountId: operating.TopsAgentBankId },
    });
    expect(moved.body.RoutingNumber).toBe('021000021');
    const kept = await api(token, b.GetBankAccount, {
      query: { bankAccountId: reserve.TopsAgentBankId },
    });
    expect(kept.body.RoutingNumber).toBe('026009593');
  });

  it('removes and restores accounts, passing the primary flag on, and counts and searches them', async () => {
    const a = await createTestCompany(h.database);
    const token = await signIn(h.app, a.admin.userName);
    const [community = 0, second = 0] = a.communityIds;
    const bank = await saveBank(token, {
      CompanyName: 'Summit Savings',
      RoutingNumber: '011000138',
    });
    const account = (name: string, number: string, communityId = community) =>
      saveAccount(token, {
        BankId: bank.TopsAgentId,
        CommunityId: communityId,
        AccountName: name,
        AccountNumber: number,
        UseDefaultRouting: true,
      });
    const operating = await account('Operating', '1000200030');
    const reserve = await account('Reserve', '1000200040');
    const capital = await account('Capital Projects', '1000200050');
    await account('Harbor Operating', '2000300040', second);

    const removed = await api(token, b.RemoveBankAccount, {
      params: { id: operating.TopsAgentBankId },
    });
    expect(removed.body).toMatchObject({ IsRemoved: true, IsPrimary: false });
    const next = await api(token, b.GetBankAccount, {
      query: { bankAccountId: reserve.TopsAgentBankId },
    });
    expect(next.body.IsPrimary).toBe(true);

    const live = await api(token, b.GetBankAccounts, {
      query: { bankAgentId: bank.TopsAgentId, communityAgentId: community },
    });
    expect(live.body.map((x) => x.AccountName)).toEqual(['Reserve', 'Capital Projects']);
    const withRemoved = await api(token, b.GetBankAccounts, {
      query: { bankAgentId: bank.TopsAgentId, includeRemovedBankAccounts: 'true' },
    });
    expect(withRemoved.body).toHaveLength(4);
    const page = await api(token, b.GetBankAccounts, {
      query: { bankAgentId: bank.TopsAgentId, skip: 1, take: 1 },
    });
    expect(page.body.map((x) => x.AccountName)).toEqual(['Capital Projects']);
    const counts = await Promise.all([
      api(token, b.CountBankAccounts, { query: { bankAgentId: bank.TopsAgentId } }),
      api(token, b.CountBankAccounts, { query: { communityAgentId: community } }),
      api(token, b.CountBankAccounts, {
        query: { communityAgentId: community, includeRemovedBankAccounts: 'true' },
      }),
    ]);
    expect(counts.map((r) => r.body.Count)).toEqual([3, 2, 3]);

    const restored = await api(token, b.RestoreBankAccount, {
      params: { id: operating.TopsAgentBankId },
    });
    expect(restored.body).toMatchObject({ IsRemoved: false, IsPrimary: false });
    for (const id of [operating, reserve, capital].map((x) => x.TopsAgentBankId)) {
      await api(token, b.RemoveBankAccount, { params: { id } });
    }
    const back = await api(token, b.RestoreBankAccount, {
      params: { id: capital.TopsAgentBankId },
    });
    expect(back.body).toMatchObject({ IsRemoved: false, IsPrimary: true });

    const byDigits = await api(token, b.SearchBankAccount, { query: { searchTerm: '0040' } });
    expect(byDigits.body.map((x) => x.AccountName)).toEqual(['Harbor Operating']);
    const byName = await api(token, b.SearchBankAccount, { query: { searchTerm: 'capital' } });
    expect(byName.body.map((x) => [x.AccountName, x.AccountNumber])).toEqual([
      ['Capital Projects', '****0050'],
    ]);
    const wildcard = await api(token, b.SearchBankAccount, { query: { searchTerm: '%' } });
    expect(wildcard.body).toEqual([]);
  });

  it('ties an account to a cash GL account and reports its balance', async () => {
    const a = await createTestCompany(h.database);
    const token = await signIn(h.app, a.admin.userName);
    const community = a.communityIds[0] ?? 0;
    const ledger = await insertCashLedger(h.database, a.companyId, community, 1_234_567);
    const bank = await saveBank(token, {
      CompanyName: 'Summit Savings',
      RoutingNumber: '011000138',
    });
    const body = {
      BankId: bank.TopsAgentId,
      CommunityId: community,
      AccountName: 'Operating',
      AccountNumber: '4012345678',
      UseDefaultRouting: true,
    };
    const notCash = await api(token, b.SaveBankAccount, {
      body: { ...body, TopsAccountId: ledger.incomeAccountId },
    });
    expect(notCash.errorMessage).toBe(
      'The GL account must be a cash account of the same community.',
    );
    const saved = await saveAccount(token, { ...body, TopsAccountId: ledger.cashAccountId });
    expect(saved).toMatchObject({
      GlAccountNumber: '1000',
      GlAccountName: 'Operating Cash',
      Balance: 1_234_567,
    });
    const list = await api(token, b.GetBankAccounts, {
      query: { bankAgentId: bank.TopsAgentId, includeBalances: 'true' },
    });
    expect(list.body[0]?.Balance).toBe(1_234_567);
    const noBalances = await api(token, b.GetBankAccounts, {
      query: { bankAgentId: bank.TopsAgentId },
    });
    expect(noBalances.body[0]?.Balance).toBeNull();
  });

  it('checks the bank claim, the community list and the company', async () => {
    const a = await createTestCompany(h.database);
    const other = await createTestCompany(h.database);
    const [community = 0, offList = 0] = a.communityIds;
    const adminA = await signIn(h.app, a.admin.userName);
    const adminB = await signIn(h.app, other.admin.userName);
    const bank = await saveBank(adminA, {
      CompanyName: 'Summit Savings',
      RoutingNumber: '011000138',
    });
    const account = await saveAccount(adminA, {
      BankId: bank.TopsAgentId,
      CommunityId: offList,
      AccountName: 'Operating',
      AccountNumber: '4012345678',
      UseDefaultRouting: true,
    });
    const nobody = await addUser(h.database, a.companyId, {
      communityIds: [community],
      grants: [],
    });
    const clerk = await addUser(h.database, a.companyId, {
      communityIds: [community],
      grants: [fullGrant('bank')],
    });
    const nobodyToken = await signIn(h.app, nobody.userName);
    const clerkToken = await signIn(h.app, clerk.userName);

    const denied = await api(nobodyToken, b.GetBankPortfolio);
    expect(denied.status).toBe(403);
    expect(denied.errorMessage).toBe(Messages.forbidden);
    // The clerk's list holds only the first community: the account of the second is not theirs.
    const portfolio = await api(clerkToken, b.GetBankPortfolio);
    expect(portfolio.body.map((x) => [x.DisplayName, x.AccountCount])).toEqual([
      ['Summit Savings', 0],
    ]);
    const offListAccount = await api(clerkToken, b.GetBankAccount, {
      query: { bankAccountId: account.TopsAgentBankId },
    });
    expect(offListAccount.status).toBe(403);
    expect(offListAccount.errorMessage).toBe(Messages.communityNotOnList);
    const hidden = await api(clerkToken, b.GetBankAccounts, {
      query: { bankAgentId: bank.TopsAgentId },
    });
    expect(hidden.body).toEqual([]);
    const offListSave = await api(clerkToken, b.SaveBankAccount, {
      body: {
        BankId: bank.TopsAgentId,
        CommunityId: offList,
        AccountName: 'Reserve',
        AccountNumber: '99',
        UseDefaultRouting: true,
      },
    });
    expect(offListSave.status).toBe(403);

    const cases = await Promise.all([
      api(adminB, b.GetBank, { query: { agentId: bank.TopsAgentId } }),
      api(adminB, b.GetBankAccount, { query: { bankAccountId: account.TopsAgentBankId } }),
      api(adminB, b.GetBankAccounts, { query: { bankAgentId: bank.TopsAgentId } }),
      api(adminB, b.GetAgentBankAccountNumber, { params: { id: account.TopsAgentBankId } }),
      api(adminB, b.RemoveBankAccount, { params: { id: account.TopsAgentBankId } }),
      api(adminB, b.RestoreBankAccount, { params: { id: account.TopsAgentBankId } }),
      api(adminB, b.GetAgentBanksByCommunity, { query: { communityAgentId: community } }),
      api(adminB, b.SaveBank, { body: { TopsAgentId: bank.TopsAgentId, CompanyName: 'Mine now' } }),
      api(adminB, b.SaveBankAccount, {
        body: {
          BankId: bank.TopsAgentId,
          CommunityId: community,
          AccountName: 'X',
          AccountNumber: '1',
          UseDefaultRouting: true,
        },
      }),
    ]);
    expect(cases.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404, 404]);
    const theirPortfolio = await api(adminB, b.GetBankPortfolio);
    expect(theirPortfolio.body).toEqual([]);
  });

  it('deletes a bank account nothing refers to and a bank without accounts, and refuses the others', async () => {
    const a = await createTestCompany(h.database);
    const other = await createTestCompany(h.database);
    const token = await signIn(h.app, a.admin.userName);
    const otherToken = await signIn(h.app, other.admin.userName);
    const [community = 0] = a.communityIds;
    const bank = await saveBank(token, {
      CompanyName: 'Summit Savings',
      RoutingNumber: '011000138',
    });
    const empty = await saveBank(token, { CompanyName: 'Empty Bank', UsesDefaultRouting: true });
    const used = await saveAccount(token, {
      BankId: bank.TopsAgentId,
      CommunityId: community,
      AccountName: 'Operating',
      AccountNumber: '111',
      UseDefaultRouting: true,
    });
    const unused = await saveAccount(token, {
      BankId: bank.TopsAgentId,
      CommunityId: community,
      AccountName: 'Reserve',
      AccountNumber: '222',
      UseDefaultRouting: true,
    });
    await h.database.withTenant({ companyId: a.companyId, userId: null }, (tx) =>
      tx.insert(bankTransactions).values({
        companyId: a.companyId,
        bankAccountId: used.TopsAgentBankId,
        transactionDate: '2026-01-05',
        amountCents: -12_500,
        transactionType: 'check',
        checkNumber: '1001',
        fitId: 'fit-1',
      }),
    );
    const reader = await addUser(h.database, a.companyId, {
      communityIds: [community],
      grants: [{ ...fullGrant('bank'), CanDelete: false }],
    });
    const readerToken = await signIn(h.app, reader.userName);

    const notAllowed = await api(readerToken, b.DeleteBankAccount, {
      params: { id: unused.TopsAgentBankId },
    });
    expect(notAllowed.status).toBe(403);
    expect(
      (await api(readerToken, b.DeleteBank, { params: { id: empty.TopsAgentId } })).status,
    ).toBe(403);
    const foreign = await Promise.all([
      api(otherToken, b.DeleteBankAccount, { params: { id: unused.TopsAgentBankId } }),
      api(otherToken, b.DeleteBank, { params: { id: empty.TopsAgentId } }),
    ]);
    expect(foreign.map((r) => r.status)).toEqual([404, 404]);

    const inUse = await api(token, b.DeleteBankAccount, { params: { id: used.TopsAgentBankId } });
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({
      errorCode: 'BankAccountInUse',
      errorMessage: BankMessages.bankAccountInUse,
    });
    const held = await api(token, b.DeleteBank, { params: { id: bank.TopsAgentId } });
    expect(held.status).toBe(409);
    expect(held.errorMessage).toBe(BankMessages.bankHasAccounts);

    const deleted = await api(token, b.DeleteBankAccount, {
      params: { id: unused.TopsAgentBankId },
    });
    expect(deleted.status, deleted.errorMessage).toBe(200);
    const left = await api(token, b.GetBankAccounts, { query: { bankAgentId: bank.TopsAgentId } });
    expect(left.body.map((x) => x.AccountName)).toEqual(['Operating']);
    const gone = await api(token, b.DeleteBank, { params: { id: empty.TopsAgentId } });
    expect(gone.status, gone.errorMessage).toBe(200);
    const portfolio = await api(token, b.GetBankPortfolio);
    expect(portfolio.body.map((x) => x.DisplayName)).toEqual(['Summit Savings']);
    const again = await api(token, b.DeleteBank, { params: { id: empty.TopsAgentId } });
    expect(again.status).toBe(404);
  });
});
