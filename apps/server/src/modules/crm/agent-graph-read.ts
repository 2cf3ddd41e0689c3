import {
  addresses,
  agents,
  asc,
  contacts,
  eq,
  inArray,
  phones,
  propertyDetails,
  webAddresses,
  type Tx,
} from '@hoa/db';
import type {
  Address,
  AgentGraph,
  AgentInfo,
  Phone,
  ProfileContact,
  WebAddress,
} from '@hoa/contract';
import { findAgentType } from '@hoa/domain';
import type { AgentRow } from '../../http/agent-access';

export function toAgentInfo(agent: AgentRow): AgentInfo {
  return {
    TopsAgentId: agent.id,
    TopsAgentTypeId: agent.agentTypeId,
    AgentTypeName: findAgentType(agent.agentTypeId)?.AgentTypeName ?? '',
    TopsAgentParentId: agent.parentAgentId,
    CommunityAgentId: agent.communityAgentId,
    IsDeleted: agent.isDeleted,
    IsActive: agent.isActive,
    ProfilePictureAttachmentId: agent.profilePictureAttachmentId,
    IsHoldDelinquencyNotice: agent.isHoldDelinquencyNotice,
    DefaultBankAccountId: agent.defaultBankAccountId,
    CommunityType: agent.communityType,
    IsSetupComplete: agent.isSetupComplete,
    IsSetupAccountingComplete: agent.isSetupAccountingComplete,
    IsSetupPropertyOwnerComplete: agent.isSetupPropertyOwnerComplete,
    IsSetupGLAccountsComplete: agent.isSetupGlAccountsComplete,
    DeliveryPreferenceId: agent.deliveryPreferenceId,
  };
}

/** An agent's contact; an agent without a contact row reads as an empty one. */
export function toProfileContact(contact: typeof contacts.$inferSelect | null): ProfileContact {
  return {
    Alias: contact?.alias ?? null,
    DisplayName: contact?.displayName ?? '',
    CompanyName: contact?.companyName ?? null,
    FirstName: contact?.firstName ?? null,
    MiddleName: contact?.middleName ?? null,
    LastName: contact?.lastName ?? null,
    FederalTaxNumber: contact?.federalTaxNumber ?? null,
    PrimaryEmailAddress: contact?.primaryEmailAddress ?? null,
  };
}

function toAddress(row: typeof addresses.$inferSelect): Address {
  return {
    AddressId: row.id,
    AddressTypeId: row.addressTypeId,
    StreetNumber: row.streetNumber,
    StreetName: row.streetName,
    Unit: row.unit,
    City: row.city,
    StateId: row.stateId,
    PostalCode: row.postalCode,
    CountryId: row.countryId,
    IsPrimary: row.isPrimary,
  };
}

function toPhone(row: typeof phones.$inferSelect): Phone {
  return {
    PhoneId: row.id,
    PhoneTypeId: row.phoneTypeId,
    AreaCode: row.areaCode,
    PhoneNumber: row.phoneNumber,
    Extension: row.extension,
    IsPrimary: row.isPrimary,
  };
}

function toWebAddress(row: typeof webAddresses.$inferSelect): WebAddress {
  return {
    WebAddressId: row.id,
    WebAddressTypeId: row.webAddressTypeId,
    Address: row.address,
    IsPrimary: row.isPrimary,
  };
}

function groupByAgent<R extends { agentId: number }, T>(
  rows: readonly R[],
  map: (row: R) => T,
): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.agentId) ?? [];
    list.push(map(row));
    grouped.set(row.agentId, list);
  }
  return grouped;
}

/** The graphs of the agents, in the order of the ids, in four queries whatever their number. */
export async function readAgentGraphs(tx: Tx, agentIds: readonly number[]): Promise<AgentGraph[]> {
  if (agentIds.length === 0) return [];
  const ids = [...agentIds];
  const rows = await tx
    .select()
    .from(agents)
    .leftJoin(contacts, eq(contacts.agentId, agents.id))
    .leftJoin(propertyDetails, eq(propertyDetails.agentId, agents.id))
    .where(inArray(agents.id, ids));
  const addressRows = await tx
    .select()
    .from(addresses)
    .where(inArray(addresses.agentId, ids))
    .orderBy(asc(addresses.id));
  const phoneRows = await tx
    .select()
    .from(phones)
    .where(inArray(phones.agentId, ids))
    .orderBy(asc(phones.id));
  const webRows = await tx
    .select()
    .from(webAddresses)
    .where(inArray(webAddresses.agentId, ids))
    .orderBy(asc(webAddresses.id));
  const addressesOf = groupByAgent(addressRows, toAddress);
  const phonesOf = groupByAgent(phoneRows, toPhone);
  const webOf = groupByAgent(webRows, toWebAddress);
  const byId = new Map(rows.map((row) => [row.agents.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new Error(`Agent ${id} vanished while being read`);
    const details = row.property_details;
    return {
      Agent: toAgentInfo(row.agents),
      Contact: toProfileContact(row.contacts),
      Addresses: addressesOf.get(id) ?? [],
      Phones: phonesOf.get(id) ?? [],
      WebAddresses: webOf.get(id) ?? [],
      PropertyDetails: details
        ? {
            AccountNumber: details.accountNumber,
            LotNumber: details.lotNumber,
            SquareFeet: details.squareFeet,
            AssessedValueCents: details.assessedValueCents,
            PercentOwnership: details.percentOwnership,
          }
        : null,
    };
  });
}

/** One agent's graph. */
export async function readAgentGraph(tx: Tx, agentId: number): Promise<AgentGraph> {
  const [graph] = await readAgentGraphs(tx, [agentId]);
  if (!graph) throw new Error(`Agent ${agentId} vanished while being read`);
  return graph;
}
