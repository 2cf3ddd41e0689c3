import {
  accounts,
  addresses,
  agents,
  contacts,
  customFieldGroups,
  customFields,
  customFieldValues,
  itemAgentDetails,
  itemAgents,
  items,
  phones,
  propertyDetails,
  webAddresses,
  sql,
  type Database,
  type Tx,
} from '@hoa/db';
import { AddressTypeId, AgentTypeId, PhoneTypeId, WebAddressTypeId } from '@hoa/domain';

// Agents, households, items and accounts written straight to the tables for the search and
// portfolio tests: each call is one tenant transaction of set-based inserts.

export interface PersonSpec {
  agentTypeId?: number;
  firstName: string;
  lastName: string;
  email?: string;
  phone?: [areaCode: string, phoneNumber: string];
  website?: string;
}

export interface HouseholdSpec {
  accountNumber: string;
  lotNumber?: string;
  streetNumber: string;
  streetName: string;
  unit?: string;
  city?: string;
  /** The first person is the primary owner unless given another type. */
  people: PersonSpec[];
  isActive?: boolean;
}

export interface Household {
  propertyId: number;
  personIds: number[];
}

const inTenant = <T>(database: Database, companyId: number, fn: (tx: Tx) => Promise<T>) =>
  database.withTenant({ companyId, userId: null }, fn);

async function insertAgentRow(
  tx: Tx,
  row: typeof agents.$inferInsert,
  contact: Omit<typeof contacts.$inferInsert, 'agentId' | 'companyId'>,
): Promise<number> {
  const [agent] = await tx.insert(agents).values(row).returning({ id: agents.id });
  if (!agent) throw new Error('no agent');
  await tx.insert(contacts).values({ ...contact, agentId: agent.id, companyId: row.companyId });
  return agent.id;
}

/** Properties of a community, each with its address, account, lot and people. */
export function insertHouseholds(
  database: Database,
  companyId: number,
  communityAgentId: number,
  households: readonly HouseholdSpec[],
): Promise<Household[]> {
  return inTenant(database, companyId, async (tx) => {
    const made: Household[] = [];
    for (const home of households) {
      const street = {
        streetNumber: home.streetNumber,
        streetName: home.streetName,
        unit: home.unit ?? null,
        city: home.city ?? 'Springfield',
        stateId: 1,
        postalCode: '07081',
      };
      const propertyId = await insertAgentRow(
        tx,
        {
          companyId,
          agentTypeId: AgentTypeId.Property,
          parentAgentId: communityAgentId,
          communityAgentId,
        },
        { displayName: `${home.streetNumber} ${home.streetName}`, alias: home.accountNumber },
      );
      await tx.insert(propertyDetails).values({
        agentId: propertyId,
        companyId,
        accountNumber: home.accountNumber,
        lotNumber: home.lotNumber ?? null,
      });
      await tx.insert(addresses).values({
        ...street,
        companyId,
        agentId: propertyId,
        addressTypeId: AddressTypeId.Property,
        isPrimary: true,
      });
      const personIds: number[] = [];
      for (const [index, person] of home.people.entries()) {
        const id = await insertAgentRow(
          tx,
          {
            companyId,
            agentTypeId:
              person.agentTypeId ?? (index === 0 ? AgentTypeId.PrimaryOwner : AgentTypeId.Owner),
            parentAgentId: propertyId,
            communityAgentId,
            isActive: home.isActive ?? true,
          },
          {
            displayName: `${person.firstName} ${person.lastName}`,
            firstName: person.firstName,
            lastName: person.lastName,
            primaryEmailAddress: person.email ?? null,
          },
        );
        personIds.push(id);
        await tx.insert(addresses).values({
          ...street,
          companyId,
          agentId: id,
          addressTypeId: AddressTypeId.Home,
          isPrimary: true,
        });
        if (person.phone) {
          await tx.insert(phones).values({
            companyId,
            agentId: id,
            phoneTypeId: PhoneTypeId.Mobile,
            areaCode: person.phone[0],
            phoneNumber: person.phone[1],
            isPrimary: true,
          });
        }
        const web = [
          ...(person.email
            ? [{ webAddressTypeId: WebAddressTypeId.Email, address: person.email }]
            : []),
          ...(person.website
            ? [{ webAddressTypeId: WebAddressTypeId.Website, address: person.website }]
            : []),
        ];
        if (web.length > 0) {
          await tx.insert(webAddresses).values(web.map((w) => ({ ...w, companyId, agentId: id })));
        }
      }
      made.push({ propertyId, personIds });
    }
    return made;
  });
}

/** A company-wide (no community) or community agent with a name, e.g. a vendor or a bank. */
export function insertDirectoryAgent(
  database: Database,
  companyId: number,
  spec: { agentTypeId: number; name: string; communityAgentId?: number; isActive?: boolean },
): Promise<number> {
  return inTenant(database, companyId, (tx) =>
    insertAgentRow(
      tx,
      {
        companyId,
        agentTypeId: spec.agentTypeId,
        communityAgentId: spec.communityAgentId ?? null,
        parentAgentId: spec.communityAgentId ?? null,
        isActive: spec.isActive ?? true,
      },
      { displayName: spec.name, companyName: spec.name },
    ),
  );
}

/** A custom field in an enabled group with one agent's value. */
export function insertCustomFieldValue(
  database: Database,
  companyId: number,
  spec: { agentId: number; fieldName: string; value: string },
): Promise<void> {
  return inTenant(database, companyId, async (tx) => {
    const [group] = await tx
      .insert(customFieldGroups)
      .values({ companyId, agentTypeGroupId: 1, name: `Group ${spec.fieldName}` })
      .returning({ id: customFieldGroups.id });
    if (!group) throw new Error('no group');
    const [field] = await tx
      .insert(customFields)
      .values({ companyId, groupId: group.id, name: spec.fieldName })
      .returning({ id: customFields.id });
    if (!field) throw new Error('no field');
    await tx
      .insert(customFieldValues)
      .values({ companyId, customFieldId: field.id, agentId: spec.agentId, value: spec.value });
  });
}

/** An item with one party and, given cents, one line (a debit, or a credit when negative). */
export function insertPartyItem(
  database: Database,
  companyId: number,
  spec: {
    communityAgentId: number;
    txnTypeId: number;
    statusId: number;
    agentId: number;
    amountCents?: number;
  },
): Promise<number> {
  return inTenant(database, companyId, async (tx) => {
    const [item] = await tx
      .insert(items)
      .values({
        companyId,
        communityAgentId: spec.communityAgentId,
        txnTypeId: spec.txnTypeId,
        statusId: spec.statusId,
        eventDate: '2026-03-02',
        reference: 'Search test',
      })
      .returning({ id: items.id });
    if (!item) throw new Error('no item');
    const [party] = await tx
      .insert(itemAgents)
      .values({ companyId, itemId: item.id, agentId: spec.agentId })
      .returning({ id: itemAgents.id });
    if (!party) throw new Error('no item agent');
    if (spec.amountCents !== undefined) {
      await tx.insert(itemAgentDetails).values({
        companyId,
        itemAgentId: party.id,
        amountCents: Math.abs(spec.amountCents),
        isDebit: spec.amountCents >= 0,
      });
    }
    return item.id;
  });
}

export function insertAccount(
  database: Database,
  companyId: number,
  spec: { communityAgentId: number; accountNumber: string; accountName: string },
): Promise<number> {
  return inTenant(database, companyId, async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({ companyId, ...spec, accountTypeId: 0 })
      .returning({ id: accounts.id });
    if (!account) throw new Error('no account');
    return account.id;
  });
}

export interface HouseholdRun {
  count: number;
  firstName: string;
  /** Owner k (1 to count) is named firstName lastNamePrefix+k, k padded to 4 digits. */
  lastNamePrefix: string;
  /** Property k has account accountPrefix+k and address k streetName. */
  accountPrefix: string;
  streetName: string;
}

/** Many households of one primary owner each, in one statement (for lists longer than a page). */
export async function insertHouseholdRun(
  database: Database,
  companyId: number,
  communityAgentId: number,
  run: HouseholdRun,
): Promise<void> {
  const k = sql`lpad(h.k::text, 4, '0')`;
  const company = sql`${companyId}::bigint`;
  const community = sql`${communityAgentId}::bigint`;
  const street = sql`${run.streetName}::text`;
  await inTenant(database, companyId, (tx) =>
    tx.execute(sql`with h as (select g as k, nextval(pg_get_serial_sequence('agents', 'id')) as pid,
        nextval(pg_get_serial_sequence('agents', 'id')) as oid
        from generate_series(1, ${run.count}::int) g),
      a as (insert into agents (id, company_id, agent_type_id, parent_agent_id, community_agent_id)
        select pid, ${company}, ${AgentTypeId.Property}::int, ${community}, ${community} from h
        union all
        select oid, ${company}, ${AgentTypeId.PrimaryOwner}::int, pid, ${community} from h),
      c as (insert into contacts (agent_id, company_id, display_name, first_name, last_name)
        select pid, ${company}, h.k || ' ' || ${street}, null, null from h
        union all
        select oid, ${company}, ${run.firstName}::text || ' ' || ${run.lastNamePrefix}::text || ${k},
          ${run.firstName}::text, ${run.lastNamePrefix}::text || ${k} from h),
      d as (insert into property_details (agent_id, company_id, account_number)
        select pid, ${company}, ${run.accountPrefix}::text || ${k} from h)
      insert into addresses (company_id, agent_id, address_type_id, street_number, street_name,
        city, state_id, postal_code, is_primary)
      select ${company}, pid, ${AddressTypeId.Property}::int, h.k::text, ${street},
        'Springfield', 1, '07081', true from h`),
  );
}
