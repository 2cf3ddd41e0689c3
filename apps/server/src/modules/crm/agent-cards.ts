import { queryRows, sql, type SQL, type Tx } from '@hoa/db';
import type { Address, AgentCard, Phone } from '@hoa/contract';
import { findAgentType } from '@hoa/domain';

/** A card with the two fields only some readers use. */
export interface CardRow extends AgentCard {
  CompanyName: string | null;
  IsHoldDelinquencyNotice: boolean;
}

interface RawCard {
  TopsAgentId: number | string;
  TopsAgentTypeId: number;
  TopsAgentParentId: number | string | null;
  CommunityAgentId: number | string | null;
  IsDeleted: boolean;
  IsActive: boolean;
  ProfilePictureAttachmentId: number | string | null;
  IsHoldDelinquencyNotice: boolean;
  DisplayName: string;
  Alias: string | null;
  CompanyName: string | null;
  PrimaryEmailAddress: string | null;
  PrimaryAddress: Address | null;
  PrimaryPhone: Phone | null;
}

const optionalId = (value: number | string | null) => (value === null ? null : Number(value));

interface CardQuery {
  /** A condition on the agents table, aliased `a`. */
  where: SQL;
  skip?: number;
  take?: number;
}

/**
 * Agent cards in one statement: the contact and the primary (else first) address and phone, read
 * through the per-agent indexes. Sorted by display name.
 */
export async function readAgentCards(tx: Tx, query: CardQuery): Promise<CardRow[]> {
  const page =
    query.take === undefined ? sql`` : sql`offset ${query.skip ?? 0} limit ${query.take}`;
  const rows = await queryRows<RawCard>(
    tx,
    sql`select a.id as "TopsAgentId", a.agent_type_id as "TopsAgentTypeId",
          a.parent_agent_id as "TopsAgentParentId", a.community_agent_id as "CommunityAgentId",
          a.is_deleted as "IsDeleted", a.is_active as "IsActive",
          a.profile_picture_attachment_id as "ProfilePictureAttachmentId",
          a.is_hold_delinquency_notice as "IsHoldDelinquencyNotice",
          coalesce(c.display_name, '') as "DisplayName", c.alias as "Alias",
          c.company_name as "CompanyName", c.primary_email_address as "PrimaryEmailAddress",
          (select json_build_object('AddressId', x.id, 'AddressTypeId', x.address_type_id,
                    'StreetNumber', x.street_number, 'StreetName', x.street_name, 'Unit', x.unit,
                    'City', x.city, 'StateId', x.state_id, 'PostalCode', x.postal_code,
                    'CountryId', x.country_id, 'IsPrimary', x.is_primary)
             from addresses x where x.agent_id = a.id
            order by x.is_primary desc, x.id limit 1) as "PrimaryAddress",
          (select json_build_object('PhoneId', p.id, 'PhoneTypeId', p.phone_type_id,
                    'AreaCode', p.area_code, 'PhoneNumber', p.phone_number,
                    'Extension', p.extension, 'IsPrimary', p.is_primary)
             from phones p where p.agent_id = a.id
            order by p.is_primary desc, p.id limit 1) as "PrimaryPhone"
        from agents a
        left join contacts c on c.agent_id = a.id
       where ${query.where}
       order by lower(coalesce(c.display_name, '')), a.id
       ${page}`,
  );
  return rows.map((row) => ({
    ...row,
    TopsAgentId: Number(row.TopsAgentId),
    AgentTypeName: findAgentType(row.TopsAgentTypeId)?.AgentTypeName ?? '',
    TopsAgentParentId: optionalId(row.TopsAgentParentId),
    CommunityAgentId: optionalId(row.CommunityAgentId),
    ProfilePictureAttachmentId: optionalId(row.ProfilePictureAttachmentId),
  }));
}

/** The card fields only, for answers shaped as AgentCard. */
export function toAgentCard(row: CardRow): AgentCard {
  return {
    TopsAgentId: row.TopsAgentId,
    TopsAgentTypeId: row.TopsAgentTypeId,
    AgentTypeName: row.AgentTypeName,
    TopsAgentParentId: row.TopsAgentParentId,
    CommunityAgentId: row.CommunityAgentId,
    DisplayName: row.DisplayName,
    Alias: row.Alias,
    ProfilePictureAttachmentId: row.ProfilePictureAttachmentId,
    IsDeleted: row.IsDeleted,
    IsActive: row.IsActive,
    PrimaryAddress: row.PrimaryAddress,
    PrimaryPhone: row.PrimaryPhone,
    PrimaryEmailAddress: row.PrimaryEmailAddress,
  };
}
