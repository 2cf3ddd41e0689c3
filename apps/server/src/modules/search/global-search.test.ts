import { describe, expect, it } from 'vitest';
import { contract, type SearchHit } from '@hoa/contract';
import { agents, eq } from '@hoa/db';
import { AgentTypeId, searchHitTarget, SearchMessages, StatusId, TxnTypeId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp, type Harness } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant, type TestCompany } from '../../../test/factories';
import {
  insertAccount,
  insertCustomFieldValue,
  insertDirectoryAgent,
  insertHouseholds,
  insertPartyItem,
} from '../../../test/search-factories';

function communities(company: TestCompany): [number, number] {
  const [first, second] = company.communityIds;
  if (first === undefined || second === undefined) throw new Error('two communities expected');
  return [first, second];
}

async function search(h: Harness, token: string, searchTerm: string, take?: number) {
  const result = await callApi(
    h.app,
    contract.search.GlobalSearch,
    { query: { searchTerm, ...(take ? { take } : {}) } },
    token,
  );
  expect(result.errorMessage).toBeUndefined();
  return result.body;
}

const ofType = (hits: SearchHit[], type: SearchHit['HitType']) =>
  hits.filter((hit) => hit.HitType === type);

/** The Quigleyson household of the first community, with a journal entry and a GL account. */
async function seedQuigleyson(h: Harness, company: TestCompany) {
  const [first] = communities(company);
  const [home] = await insertHouseholds(h.database, company.companyId, first, [
    {
      accountNumber: 'ZQ0001',
      streetNumber: '4821',
      streetName: 'Quillfeather Lane',
      people: [
        {
          firstName: 'Bartholomew',
          lastName: 'Quigleyson',
          email: 'bquigleyson@example.net',
          phone: ['609', '5557731'],
          website: 'https://quigleyson-family.example.org',
        },
      ],
    },
  ]);
  if (!home) throw new Error('no household');
  const ownerId = home.personIds[0] ?? 0;
  await insertCustomFieldValue(h.database, company.companyId, {
    agentId: ownerId,
    fieldName: 'Dog license',
    value: 'Blue Heron Kennel',
  });
  const itemId = await insertPartyItem(h.database, company.companyId, {
    communityAgentId: first,
    txnTypeId: TxnTypeId.JournalEntry,
    statusId: StatusId.Posted,
    agentId: home.propertyId,
  });
  const accountId = await insertAccount(h.database, company.companyId, {
    communityAgentId: first,
    accountNumber: '3999',
    accountName: 'Zephyr Reserve Fund',
  });
  return { propertyId: home.propertyId, ownerId, itemId, accountId };
}

describe.each(testDatabases())('global search on $name', (testDb) => {
  const h = useApp(testDb);

  it('finds each kind of hit and routes it as spec 1 §2.5 says', async () => {
    const a = await createTestCompany(h.database);
    const seeded = await seedQuigleyson(h, a);
    const token = await signIn(h.app, a.admin.userName);
    const profile = { kind: 'profile', agentId: seeded.ownerId };

    const byName = await search(h, token, 'quigleyson');
    const [agent] = ofType(byName, 'Agent');
    expect(agent).toMatchObject({
      TopsAgentId: seeded.ownerId,
      TopsAgentTypeId: AgentTypeId.PrimaryOwner,
      Title: 'Bartholomew Quigleyson',
    });
    expect(agent?.Subtitle).toMatch(/^Primary owner · Community 1 /);
    expect(agent && searchHitTarget(agent)).toEqual(profile);
    const emails = ofType(byName, 'Email');
    // The same address as primary email and as an email web address is one hit.
    expect(emails.map((hit) => [hit.Title, hit.TopsAgentId])).toEqual([
      ['bquigleyson@example.net', seeded.ownerId],
    ]);
    expect(ofType(byName, 'WebAddress').map((hit) => hit.Title)).toEqual([
      'https://quigleyson-family.example.org',
    ]);

    const addresses = ofType(await search(h, token, 'quillfeather'), 'Address');
    expect(addresses.map((hit) => hit.TopsAgentId).sort()).toEqual(
      [seeded.propertyId, seeded.ownerId].sort(),
    );
    expect(addresses[0]?.Title).toBe('4821 Quillfeather Lane, Springfield');
    const ownerAddress = addresses.find((hit) => hit.TopsAgentId === seeded.ownerId);
    expect(ownerAddress && searchHitTarget(ownerAddress)).toEqual(profile);

    const phone = ofType(await search(h, token, '555-7731'), 'Phone');
    expect(phone).toHaveLength(1);
    expect(phone[0]).toMatchObject({ Title: '(609) 555-7731', TopsAgentId: seeded.ownerId });
    expect(phone[0]?.Subtitle).toMatch(/^Bartholomew Quigleyson \(Primary owner\)/);

    const field = ofType(await search(h, token, 'heron kennel'), 'CustomField');
    expect(field.map((hit) => [hit.Title, hit.TopsAgentId])).toEqual([
      ['Dog license: Blue Heron Kennel', seeded.ownerId],
    ]);

    const account = ofType(await search(h, token, 'ZQ0001'), 'Agent');
    expect(account.map((hit) => [hit.TopsAgentId, hit.Title])).toEqual([
      [seeded.propertyId, '4821 Quillfeather Lane'],
    ]);
    expect(account[0]?.Subtitle).toMatch(/^Property · Account ZQ0001/);

    const [transaction] = ofType(await search(h, token, `#${seeded.itemId}`), 'Transaction');
    expect(transaction).toMatchObject({
      TopsItemId: seeded.itemId,
      TopsTxnTypeId: TxnTypeId.JournalEntry,
      TopsStatusId: StatusId.Posted,
      TopsAgentId: seeded.propertyId,
      Title: `Journal entry #${seeded.itemId}`,
    });
    expect(transaction?.Subtitle).toMatch(/^Posted · 03\/02\/2026 · 4821 Quillfeather Lane/);
    expect(transaction && searchHitTarget(transaction)).toMatchObject({
      kind: 'transaction',
      screen: 'journalEntryProfile',
      itemId: seeded.itemId,
    });

    for (const term of ['zephyr', '3999']) {
      const [gl] = ofType(await search(h, token, term), 'Account');
      expect(gl).toMatchObject({ AccountId: seeded.accountId, Title: '3999 Zephyr Reserve Fund' });
      expect(gl && searchHitTarget(gl)).toEqual({ kind: 'glHistory', accountId: seeded.accountId });
    }
  });

  it('needs 2 trimmed characters, takes 2 as a word start and LIKE wildcards literally', async () => {
    const a = await createTestCompany(h.database);
    await seedQuigleyson(h, a);
    const vendor = await insertDirectoryAgent(h.database, a.companyId, {
      agentTypeId: AgentTypeId.Vendor,
      name: 'Smith_Jones Plumbing',
    });
    await insertDirectoryAgent(h.database, a.companyId, {
      agentTypeId: AgentTypeId.Vendor,
      name: 'SmithXJones Roofing',
    });
    const token = await signIn(h.app, a.admin.userName);
    for (const term of ['', ' q ', '   ']) {
      const short = await callApi(
        h.app,
        contract.search.GlobalSearch,
        { query: { searchTerm: term } },
        token,
      );
      expect(short.status).toBe(400);
      expect(short.errorMessage).toBe(SearchMessages.termTooShort);
    }
    const two = await search(h, token, '  qU ');
    expect(ofType(two, 'Agent').map((hit) => hit.Title)).toEqual([
      '4821 Quillfeather Lane',
      'Bartholomew Quigleyson',
    ]);
    // 'ui' is inside Quigleyson but starts no word.
    expect(ofType(await search(h, token, 'ui'), 'Agent')).toEqual([]);
    const literal = ofType(await search(h, token, 'h_jones'), 'Agent');
    expect(literal.map((hit) => hit.TopsAgentId)).toEqual([vendor]);
    expect(await search(h, token, '%%')).toEqual([]);
  });

  it('caps each hit type at take', async () => {
    const a = await createTestCompany(h.database);
    const [first] = communities(a);
    await insertHouseholds(
      h.database,
      a.companyId,
      first,
      Array.from({ length: 6 }, (_, i) => ({
        accountNumber: `TK${i}`,
        streetNumber: String(10 + i),
        streetName: 'Tamarack Court',
        people: [{ firstName: `Owner${i}`, lastName: 'Tamarack' }],
      })),
    );
    const token = await signIn(h.app, a.admin.userName);
    const hits = await search(h, token, 'tamarack', 4);
    expect(ofType(hits, 'Agent')).toHaveLength(4);
    expect(ofType(hits, 'Address')).toHaveLength(4);
    const over = await callApi(
      h.app,
      contract.search.GlobalSearch,
      { query: { searchTerm: 'tamarack', take: 26 } },
      token,
    );
    expect(over.status).toBe(400);
  });

  it('keeps to the caller’s communities, claims and company', async () => {
    const a = await createTestCompany(h.database);
    const b = await createTestCompany(h.database);
    const [first, second] = communities(a);
    const seeded = await seedQuigleyson(h, a);
    const [offList] = await insertHouseholds(h.database, a.companyId, second, [
      {
        accountNumber: 'ZQ0002',
        streetNumber: '9',
        streetName: 'Quillfeather Lane',
        people: [{ firstName: 'Second', lastName: 'Quigleyson', phone: ['609', '5557731'] }],
      },
    ]);
    const offListItem = await insertPartyItem(h.database, a.companyId, {
      communityAgentId: second,
      txnTypeId: TxnTypeId.JournalEntry,
      statusId: StatusId.Posted,
      agentId: offList?.propertyId ?? 0,
    });
    const vendor = await insertDirectoryAgent(h.database, a.companyId, {
      agentTypeId: AgentTypeId.Vendor,
      name: 'Quigleyson Landscaping',
    });
    const [bCommunity] = communities(b);
    await insertHouseholds(h.database, b.companyId, bCommunity, [
      {
        accountNumber: 'ZQ0001',
        streetNumber: '4821',
        streetName: 'Quillfeather Lane',
        people: [{ firstName: 'Other', lastName: 'Quigleyson' }],
      },
    ]);

    // As in the demo data, a community need not name itself as its community.
    await h.database.withTenant({ companyId: a.companyId, userId: null }, (tx) =>
      tx.update(agents).set({ communityAgentId: null }).where(eq(agents.id, second)),
    );
    const manager = await addUser(h.database, a.companyId, {
      communityIds: [first],
      grants: [
        fullGrant('owner'),
        fullGrant('property'),
        fullGrant('vendors'),
        fullGrant('community'),
      ],
    });
    const token = await signIn(h.app, manager.userName);
    const hits = await search(h, token, 'quigleyson');
    expect(ofType(hits, 'Agent').map((hit) => hit.TopsAgentId)).toEqual([seeded.ownerId, vendor]);
    expect(ofType(await search(h, token, '5557731'), 'Phone')).toHaveLength(1);
    expect(
      ofType(await search(h, token, 'community'), 'Agent').map((hit) => hit.TopsAgentId),
    ).toEqual([first]);
    expect(ofType(await search(h, token, `#${offListItem}`), 'Transaction')).toEqual([]);
    // Without glaccounts and gljournalentries: no accounts, no journal entries.
    expect(ofType(await search(h, token, 'zephyr'), 'Account')).toEqual([]);
    expect(ofType(await search(h, token, `#${seeded.itemId}`), 'Transaction')).toEqual([]);

    const clerk = await addUser(h.database, a.companyId, {
      communityIds: [first, second],
      grants: [fullGrant('owner')],
    });
    const clerkHits = await search(h, await signIn(h.app, clerk.userName), 'quigleyson');
    expect(ofType(clerkHits, 'Agent').map((hit) => hit.TopsAgentTypeId)).toEqual([
      AgentTypeId.PrimaryOwner,
      AgentTypeId.PrimaryOwner,
    ]);

    const bToken = await signIn(h.app, b.admin.userName);
    const bHits = await search(h, bToken, 'quigleyson');
    expect(ofType(bHits, 'Agent').map((hit) => hit.Title)).toEqual(['Other Quigleyson']);
    expect(ofType(await search(h, bToken, `#${seeded.itemId}`), 'Transaction')).toEqual([]);
  });
});
