import {
  addresses,
  agents,
  asc,
  inArray,
  phones,
  queryRows,
  sql,
  webAddresses,
  type SQL,
  type Tx,
} from '@hoa/db';
import type { Committee, CommitteeMember } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';

type Id = string | number;

interface CommitteeRow extends Omit<Committee, 'TopsAgentId' | 'CommunityAgentId'> {
  TopsAgentId: Id;
  CommunityAgentId: Id;
}

/** Committees matching a filter on the agents table, by community, primary first, then name. */
export async function selectCommittees(tx: Tx, filter: SQL): Promise<Committee[]> {
  const rows = await queryRows<CommitteeRow>(
    tx,
    sql`select agents.id as "TopsAgentId", agents.community_agent_id as "CommunityAgentId",
          cc.display_name as "CommunityName", c.display_name as "DisplayName", c.alias as "Alias",
          agents.is_primary_committee as "IsPrimary",
          agents.is_architectural_committee as "IsArchitectural", agents.is_deleted as "IsDeleted",
          (select count(*)::int from committee_member_settings s
             join agents m on m.id = s.member_agent_id and not m.is_deleted
            where s.committee_agent_id = agents.id) as "MemberCount"
        from agents
        join contacts c on c.agent_id = agents.id
        join contacts cc on cc.agent_id = agents.community_agent_id
        where agents.agent_type_id = ${AgentTypeId.Committee} and ${filter}
        order by cc.display_name, agents.is_primary_committee desc, c.display_name, agents.id`,
  );
  return rows.map((row) => ({
    ...row,
    TopsAgentId: Number(row.TopsAgentId),
    CommunityAgentId: Number(row.CommunityAgentId),
  }));
}

interface SeatRow {
  committeeMemberSettingsId: Id;
  CommitteeAgentId: Id;
  CommitteeMemberTypeId: number;
  ExpirationDate: string | null;
  TopsAgentId: Id;
  TopsAgentTypeId: number;
  CommunityAgentId: Id | null;
  DisplayName: string | null;
  FirstName: string | null;
  MiddleName: string | null;
  LastName: string | null;
  PrimaryEmailAddress: string | null;
}

/**
 * Seats matching a filter on committee_member_settings (alias s) with their live members, by
 * role then name, with every member's phones, addresses and web addresses in three more queries.
 */
export async function selectMembers(tx: Tx, filter: SQL): Promise<CommitteeMember[]> {
  const seats = await queryRows<SeatRow>(
    tx,
    sql`select s.id as "committeeMemberSettingsId", s.committee_agent_id as "CommitteeAgentId",
          s.committee_member_type_id as "CommitteeMemberTypeId",
          s.expiration_date::text as "ExpirationDate",
          m.id as "TopsAgentId", m.agent_type_id as "TopsAgentTypeId",
          m.community_agent_id as "CommunityAgentId", c.display_name as "DisplayName",
          c.first_name as "FirstName", c.middle_name as "MiddleName", c.last_name as "LastName",
          c.primary_email_address as "PrimaryEmailAddress"
        from committee_member_settings s
        join agents m on m.id = s.member_agent_id and not m.is_deleted
        left join contacts c on c.agent_id = m.id
        where ${filter}
        order by s.committee_member_type_id, c.last_name, c.first_name, s.id`,
  );
  const memberIds = [...new Set(seats.map((seat) => Number(seat.TopsAgentId)))];
  const channels = await selectChannels(tx, memberIds);
  return seats.map((seat) => {
    const agentId = Number(seat.TopsAgentId);
    return {
      committeeMemberSettingsId: Number(seat.committeeMemberSettingsId),
      CommitteeAgentId: Number(seat.CommitteeAgentId),
      CommitteeMemberTypeId: seat.CommitteeMemberTypeId,
      ExpirationDate: seat.ExpirationDate,
      Agent: {
        TopsAgentId: agentId,
        TopsAgentTypeId: seat.TopsAgentTypeId,
        CommunityAgentId: seat.CommunityAgentId === null ? null : Number(seat.CommunityAgentId),
      },
      Contact: {
        DisplayName: seat.DisplayName ?? '',
        FirstName: seat.FirstName,
        MiddleName: seat.MiddleName,
        LastName: seat.LastName,
      },
      PrimaryEmailAddress: seat.PrimaryEmailAddress,
      Phones: channels.phones.filter((row) => row.agentId === agentId).map((row) => row.fields),
      Addresses: channels.addresses
        .filter((row) => row.agentId === agentId)
        .map((row) => row.fields),
      WebAddresses: channels.webAddresses
        .filter((row) => row.agentId === agentId)
        .map((row) => row.fields),
    };
  });
}

async function selectChannels(tx: Tx, agentIds: number[]) {
  if (agentIds.length === 0) return { phones: [], addresses: [], webAddresses: [] };
  // One after another: queries of one transaction share its connection.
  const phoneRows = await tx
    .select({
      agentId: phones.agentId,
      fields: {
        PhoneId: phones.id,
        PhoneTypeId: phones.phoneTypeId,
        AreaCode: phones.areaCode,
        PhoneNumber: phones.phoneNumber,
        Extension: phones.extension,
        IsPrimary: phones.isPrimary,
      },
    })
    .from(phones)
    .where(inArray(phones.agentId, agentIds))
    .orderBy(asc(phones.id));
  const addressRows = await tx
    .select({
      agentId: addresses.agentId,
      fields: {
        AddressId: addresses.id,
        AddressTypeId: addresses.addressTypeId,
        StreetNumber: addresses.streetNumber,
        StreetName: addresses.streetName,
        Unit: addresses.unit,
        City: addresses.city,
        StateId: addresses.stateId,
        PostalCode: addresses.postalCode,
        CountryId: addresses.countryId,
        IsPrimary: addresses.isPrimary,
      },
    })
    .from(addresses)
    .where(inArray(addresses.agentId, agentIds))
    .orderBy(asc(addresses.id));
  const webRows = await tx
    .select({
      agentId: webAddresses.agentId,
      fields: {
        WebAddressId: webAddresses.id,
        WebAddressTypeId: webAddresses.webAddressTypeId,
        Address: webAddresses.address,
        IsPrimary: webAddresses.isPrimary,
      },
    })
    .from(webAddresses)
    .where(inArray(webAddresses.agentId, agentIds))
    .orderBy(asc(webAddresses.id));
  return { phones: phoneRows, addresses: addressRows, webAddresses: webRows };
}

/** The committee rows of one id (any state), for answers after a write. */
export function committeeById(tx: Tx, committeeAgentId: number): Promise<Committee[]> {
  return selectCommittees(tx, sql`${agents.id} = ${committeeAgentId}`);
}
