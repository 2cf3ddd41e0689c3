import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { Messages, type ClaimGrant } from '@hoa/domain';
import { signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { apiOf, insertOwner } from '../../../test/committees-banks-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';

const c = contract.committees;

describe.each(testDatabases())('committees on $name', (testDb) => {
  const h = useApp(testDb);
  const api = apiOf(h);

  async function saveCommittee(
    token: string,
    body: {
      CommunityAgentId: number;
      DisplayName: string;
      IsPrimary?: boolean;
      TopsAgentId?: number;
    },
  ) {
    const saved = await api(token, c.SaveCommittee, { body });
    expect(saved.status, saved.errorMessage).toBe(200);
    return saved.body;
  }

  it('creates committees, keeps one primary per community and lists the primary first', async () => {
    const a = await createTestCompany(h.database);
    const token = await signIn(h.app, a.admin.userName);
    const [community] = a.communityIds;
    if (!community) throw new Error('no community');

    const none = await api(token, c.HasPrimaryCommittee, {
      query: { communityAgentId: community },
    });
    expect(none.body).toBe(false);

    const arc = await saveCommittee(token, {
      CommunityAgentId: community,
      DisplayName: 'Architectural Review',
    });
    expect(arc).toMatchObject({
      IsPrimary: false,
      IsArchitectural: false,
      IsDeleted: false,
      MemberCount: 0,
    });
    const board = await saveCommittee(token, {
      CommunityAgentId: community,
      DisplayName: 'Board of Directors',
      IsPrimary: true,
    });
    expect(board.CommunityName).toMatch(/^Community 1 /);

    const list = await api(token, c.GetCommittees, { query: { communityAgentId: community } });
    expect(list.body.map((row) => row.DisplayName)).toEqual([
      'Board of Directors',
      'Architectural Review',
    ]);
    const has = await api(token, c.HasPrimaryCommittee, { query: { communityAgentId: community } });
    expect(has.body).toBe(true);

    // Marking the review committee primary and architectural takes the flag from the board.
    const updated = await api(token, c.SaveCommittee, {
      body: {
        TopsAgentId: arc.TopsAgentId,
        CommunityAgentId: community,
        DisplayName: 'ARC',
        Alias: 'ARC',
        IsPrimary: true,
        IsArchitectural: true,
      },
    });
    expect(updated.body).toMatchObject({
      DisplayName: 'ARC',
      Alias: 'ARC',
      IsPrimary: true,
      IsArchitectural: true,
    });
    const boardNow = await api(token, c.IsPrimaryCommittee, {
      query: { agentId: board.TopsAgentId },
    });
    expect(boardNow.body).toBe(false);
    const one = await api(token, c.GetCommittee, { query: { agentId: arc.TopsAgentId } });
    expect(one.body.IsPrimary).toBe(true);

    const all = await api(token, c.GetAllCommittee, { body: {} });
    expect(all.body).toHaveLength(2);
    const other = a.communityIds[1] ?? 0;
    await saveCommittee(token, { CommunityAgentId: other, DisplayName: 'Pool Committee' });
    const both = await api(token, c.GetAllCommittee, { body: {} });
    expect(both.body.map((row) => row.DisplayName)).toEqual([
      'ARC',
      'Board of Directors',
      'Pool Committee',
    ]);
    const second = await api(token, c.GetAllCommittee, { body: { CommunityAgentIds: [other] } });
    expect(second.body.map((row) => row.DisplayName)).toEqual(['Pool Committee']);

    const blank = await api(token, c.SaveCommittee, {
      body: { CommunityAgentId: community, DisplayName: '  ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.errorMessage).toBe('DisplayName: Committee name is required.');
  });

  it('seats a new contact with the spec’s validation, default role and month-end expiration', async () => {
    const a = await createTestCompany(h.database);
    const token = await signIn(h.app, a.admin.userName);
    const community = a.communityIds[0] ?? 0;
    const board = await saveCommittee(token, {
      CommunityAgentId: community,
      DisplayName: 'Board',
      IsPrimary: true,
    });

    const noName = await api(token, c.SaveCommitteeMember, {
      body: {
        CommitteeAgentId: board.TopsAgentId,
        Contact: { FirstName: ' ', LastName: 'Reyes' },
      },
    });
    expect(noName.status).toBe(400);
    expect(noName.errorMessage).toBe('Invalid contact information');
    const noContact = await api(token, c.SaveCommitteeMember, {
      body: { CommitteeAgentId: board.TopsAgentId },
    });
    expect(noContact.errorMessage).toBe('Invalid contact information');
    const halfExpiration = await api(token, c.SaveCommitteeMember, {
      body: {
        CommitteeAgentId: board.TopsAgentId,
        Contact: { FirstName: 'Ana' },
        ExpirationMonth: 6,
      },
    });
    expect(halfExpiration.status).toBe(400);
    expect(halfExpiration.errorMessage).toBe('incomplete expiration');

    const ana = await api(token, c.SaveCommitteeMember, {
      body: {
        CommitteeAgentId: board.TopsAgentId,
        Contact: { FirstName: 'Ana', MiddleName: '', LastName: 'Reyes' },
        Phones: [{ PhoneTypeId: 4, AreaCode: '609', PhoneNumber: '5550101' }],
        Addresses: [
          {
            AddressTypeId: 2,
            StreetNumber: '12',
            StreetName: 'Elm Street',
            City: 'Summit',
            CountryId: 195,
          },
        ],
        WebAddresses: [{ WebAddressTypeId: 2, Address: 'ana@example.com' }],
        ExpirationMonth: 2,
        ExpirationYear: 2028,
      },
    });
    expect(ana.status, ana.errorMessage).toBe(200);
    expect(ana.body).toMatchObject({
      CommitteeAgentId: board.TopsAgentId,
      CommitteeMemberTypeId: 6,
      ExpirationDate: '2028-02-29',
      Agent: { TopsAgentTypeId: 11, CommunityAgentId: community },
      Contact: { DisplayName: 'Ana Reyes', FirstName: 'Ana', MiddleName: null, LastName: 'Reyes' },
      PrimaryEmailAddress: 'ana@example.com',
    });
    expect(ana.body.Phones).toMatchObject([
      { AreaCode: '609', PhoneNumber: '5550101', IsPrimary: true },
    ]);
    expect(ana.body.Addresses).toMatchObject([
      { StreetName: 'Elm Street', CountryId: 195, IsPrimary: true },
    ]);

    const badPhone = await api(token, c.SaveCommitteeMember, {
      body: {
        CommitteeAgentId: board.TopsAgentId,
        Contact: { FirstName: 'Bo' },
        Phones: [{ PhoneTypeId: 1, AreaCode: '60', PhoneNumber: '5550101' }],
      },
    });
    expect(badPhone.status).toBe(400);
    expect(badPhone.errorMessage).toMatch(/^Phones\.0\.AreaCode: /);

    // Promote Ana to President with no expiration; her contact and lists stay as they are.
    const edited = await api(token, c.SaveCommitteeMember, {
      body: {
        committeeMemberSettingsId: ana.body.committeeMemberSettingsId,
        CommitteeAgentId: board.TopsAgentId,
        CommitteeMemberTypeId: 1,
        ExpirationMonth: null,
        ExpirationYear: null,
      },
    });
    expect(edited.status, edited.errorMessage).toBe(200);
    expect(edited.body).toMatchObject({ CommitteeMemberTypeId: 1, ExpirationDate: null });
    expect(edited.body.Phones).toHaveLength(1);

    const ben = await api(token, c.SaveCommitteeMember, {
      body: {
        CommitteeAgentId: board.TopsAgentId,
        Contact: { FirstName: 'Ben', LastName: 'Adams' },
        CommitteeMemberTypeId: 3,
        ExpirationMonth: 1,
        ExpirationYear: 2020,
      },
    });
    expect(ben.body.ExpirationDate).toBe('2020-01-31');

    const members = await api(token, c.GetCommitteeMembers, {
      query: { committeeAgentId: board.TopsAgentId },
    });
    expect(members.body.map((m) => [m.Contact.DisplayName, m.CommitteeMemberTypeId])).toEqual([
      ['Ana Reyes', 1],
      ['Ben Adams', 3],
    ]);
    const seat = await api(token, c.GetCommitteeMemberSettings, {
      query: { committeeMemberSettingsId: ben.body.committeeMemberSettingsId },
    });
    expect(seat.body.Contact.LastName).toBe('Adams');
    const committee = await api(token, c.GetCommittee, { query: { agentId: board.TopsAgentId } });
    expect(committee.body.MemberCount).toBe(2);

    // Ben's term has expired: the community's committee users leave him out unless asked.
    const current = await api(token, c.GetCommitteeUsersByCommunity, {
      query: { communityAgentId: community },
    });
    expect(current.body.map((u) => u.DisplayName)).toEqual(['Ana Reyes']);
    expect(current.body[0]).toMatchObject({
      CommitteeName: 'Board',
      IsPrimaryCommittee: true,
      CommitteeMemberTypeId: 1,
    });
    const everyone = await api(token, c.GetCommitteeUsersByCommunity, {
      query: { communityAgentId: community, includeExpired: 'true' },
    });
    expect(everyone.body.map((u) => u.DisplayName)).toEqual(['Ana Reyes', 'Ben Adams']);
  });

  it('seats owners of the community, prefers the primary seat and refuses their contact fields', async () => {
    const a = await createTestCompany(h.database);
    const token = await signIn(h.app, a.admin.userName);
    const [community = 0, otherCommunity = 0] = a.communityIds;
    const arc = await saveCommittee(token, { CommunityAgentId: community, DisplayName: 'ARC' });
    const board = await saveCommittee(token, {
      CommunityAgentId: community,
      DisplayName: 'Board',
      IsPrimary: true,
    });
    const owner = await insertOwner(h.database, a.companyId, community, {
      FirstName: 'Olga',
      LastName: 'Price',
    });
    const outsider = await insertOwner(h.database, a.companyId, otherCommunity, {
      FirstName: 'Otto',
      LastName: 'Ng',
    });

    const onArc = await api(token, c.SaveCommitteeMember, {
      body: { CommitteeAgentId: arc.TopsAgentId, AgentId: owner },
    });
    expect(onArc.status, onArc.errorMessage).toBe(200);
    expect(onArc.body).toMatchObject({
      Agent: { TopsAgentId: owner, TopsAgentTypeId: 5 },
      Contact: { DisplayName: 'Olga Price' },
    });
    const twice = await api(token, c.SaveCommitteeMember, {
      body: { CommitteeAgentId: arc.TopsAgentId, AgentId: owner },
    });
    expect(twice.errorMessage).toBe('This person already sits on the committee.');
    const withContact = await api(token, c.SaveCommitteeMember, {
      body: { CommitteeAgentId: board.TopsAgentId, AgentId: owner, Contact: { FirstName: 'X' } },
    });
    expect(withContact.errorMessage).toBe('This member’s contact is kept on their own profile.');
    const wrongCommunity = await api(token, c.SaveCommitteeMember, {
      body: { CommitteeAgentId: board.TopsAgentId, AgentId: outsider },
    });
    expect(wrongCommunity.errorMessage).toBe(
      'The member must be an owner, renter or contact of the committee’s community.',
    );

    const firstOnly = await api(token, c.GetPrimaryOrFirstMemberSettings, {
      query: { agentId: owner },
    });
    expect(firstOnly.body?.CommitteeAgentId).toBe(arc.TopsAgentId);
    await api(token, c.SaveCommitteeMember, {
      body: { CommitteeAgentId: board.TopsAgentId, AgentId: owner },
    });
    const primary = await api(token, c.GetPrimaryOrFirstMemberSettings, {
      query: { agentId: owner },
    });
    expect(primary.body?.CommitteeAgentId).toBe(board.TopsAgentId);
    const unseated = await api(token, c.GetPrimaryOrFirstMemberSettings, {
      query: { agentId: outsider },
    });
    expect(unseated.status).toBe(200);
    expect(unseated.body).toBeNull();
  });

  it('removes members and deletes committees with the contacts made for their seats', async () => {
    const a = await createTestCompany(h.database);
    const token = await signIn(h.app, a.admin.userName);
    const community = a.communityIds[0] ?? 0;
    const board = await saveCommittee(token, {
      CommunityAgentId: community,
      DisplayName: 'Board',
      IsPrimary: true,
    });
    const owner = await insertOwner(h.database, a.companyId, community, {
      FirstName: 'Olga',
      LastName: 'Price',
    });
    const seatOwner = await api(token, c.SaveCommitteeMember, {
      body: { CommitteeAgentId: board.TopsAgentId, AgentId: owner },
    });
    const cara = await api(token, c.SaveCommitteeMember, {
      body: { CommitteeAgentId: board.TopsAgentId, Contact: { FirstName: 'Cara' } },
    });
    const caraAgent = cara.body.Agent.TopsAgentId;

    const mismatch = await api(token, c.RemoveCommitteeMember, {
      body: { committeeMemberSettingsId: cara.body.committeeMemberSettingsId, agentId: owner },
    });
    expect(mismatch.status).toBe(404);
    const removed = await api(token, c.RemoveCommitteeMember, {
      body: {
        committeeMemberSettingsId: cara.body.committeeMemberSettingsId,
        agentId: caraAgent,
      },
    });
    expect(removed.body).toEqual({ success: true });
    const members = await api(token, c.GetCommitteeMembers, {
      query: { committeeAgentId: board.TopsAgentId },
    });
    expect(members.body.map((m) => m.Agent.TopsAgentId)).toEqual([owner]);
    // The contact made for Cara's seat is gone with it; the owner stays an owner.
    const cardGone = await api(token, c.GetPrimaryOrFirstMemberSettings, {
      query: { agentId: caraAgent },
    });
    expect(cardGone.status).toBe(404);

    const deleted = await api(token, c.DeleteCommittee, { params: { id: board.TopsAgentId } });
    expect(deleted.body).toEqual({ success: true });
    const list = await api(token, c.GetCommittees, { query: { communityAgentId: community } });
    expect(list.body).toEqual([]);
    const has = await api(token, c.HasPrimaryCommittee, { query: { communityAgentId: community } });
    expect(has.body).toBe(false);
    const kept = await api(token, c.GetCommittee, { query: { agentId: board.TopsAgentId } });
    expect(kept.body).toMatchObject({ IsDeleted: true, MemberCount: 1 });
    const intoDeleted = await api(token, c.SaveCommitteeMember, {
      body: { CommitteeAgentId: board.TopsAgentId, Contact: { FirstName: 'Dan' } },
    });
    expect(intoDeleted.status).toBe(404);
    const ownerSeat = await api(token, c.GetCommitteeMemberSettings, {
      query: { committeeMemberSettingsId: seatOwner.body.committeeMemberSettingsId },
    });
    expect(ownerSeat.status).toBe(404);
  });

  it('checks the committees claim, the community list and the company', async () => {
    const a = await createTestCompany(h.database);
    const b = await createTestCompany(h.database);
    const [community = 0, offList = 0] = a.communityIds;
    const adminA = await signIn(h.app, a.admin.userName);
    const adminB = await signIn(h.app, b.admin.userName);
    const board = await saveCommittee(adminA, {
      CommunityAgentId: community,
      DisplayName: 'Board',
    });
    const seat = await api(adminA, c.SaveCommitteeMember, {
      body: { CommitteeAgentId: board.TopsAgentId, Contact: { FirstName: 'Ana' } },
    });
    const readOnly: ClaimGrant = {
      ...fullGrant('committees'),
      CanCreate: false,
      CanUpdate: false,
      CanDelete: false,
    };
    const reader = await addUser(h.database, a.companyId, {
      communityIds: [community],
      grants: [readOnly],
    });
    const nobody = await addUser(h.database, a.companyId, {
      communityIds: [community],
      grants: [],
    });
    const readerToken = await signIn(h.app, reader.userName);
    const nobodyToken = await signIn(h.app, nobody.userName);

    const denied = await api(nobodyToken, c.GetCommittees, {
      query: { communityAgentId: community },
    });
    expect(denied.status).toBe(403);
    expect(denied.errorMessage).toBe(Messages.forbidden);
    const reads = await api(readerToken, c.GetCommittees, {
      query: { communityAgentId: community },
    });
    expect(reads.body).toHaveLength(1);
    const writes = await api(readerToken, c.SaveCommittee, {
      body: { CommunityAgentId: community, DisplayName: 'Social' },
    });
    expect(writes.status).toBe(403);
    const removes = await api(readerToken, c.RemoveCommitteeMember, {
      body: {
        committeeMemberSettingsId: seat.body.committeeMemberSettingsId,
        agentId: seat.body.Agent.TopsAgentId,
      },
    });
    expect(removes.status).toBe(403);
    const offListRead = await api(readerToken, c.GetCommittees, {
      query: { communityAgentId: offList },
    });
    expect(offListRead.status).toBe(403);
    expect(offListRead.errorMessage).toBe(Messages.communityNotOnList);
    const offListAll = await api(readerToken, c.GetAllCommittee, {
      body: { CommunityAgentIds: [offList] },
    });
    expect(offListAll.status).toBe(403);

    // Company B sees none of company A's rows.
    const cases = await Promise.all([
      api(adminB, c.GetCommittee, { query: { agentId: board.TopsAgentId } }),
      api(adminB, c.GetCommittees, { query: { communityAgentId: community } }),
      api(adminB, c.GetCommitteeMembers, { query: { committeeAgentId: board.TopsAgentId } }),
      api(adminB, c.GetCommitteeMemberSettings, {
        query: { committeeMemberSettingsId: seat.body.committeeMemberSettingsId },
      }),
      api(adminB, c.SaveCommitteeMember, {
        body: { CommitteeAgentId: board.TopsAgentId, Contact: { FirstName: 'X' } },
      }),
      api(adminB, c.SaveCommittee, { body: { CommunityAgentId: community, DisplayName: 'X' } }),
      api(adminB, c.DeleteCommittee, { params: { id: board.TopsAgentId } }),
      api(adminB, c.RemoveCommitteeMember, {
        body: {
          committeeMemberSettingsId: seat.body.committeeMemberSettingsId,
          agentId: seat.body.Agent.TopsAgentId,
        },
      }),
    ]);
    expect(cases.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
  });
});
