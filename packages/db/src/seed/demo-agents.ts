// Collects the demo's agents with their contact rows, then writes them set-based: the agent ids
// are drawn from the identity sequence in one query, so every table takes one multi-row insert.
import { sql } from 'drizzle-orm';
import { addresses, agents, contacts, phones, webAddresses } from '../schema';
import { queryRows } from '../rows';
import type { Tx } from '../types';

/** Index of an agent in the plan; resolved to its database id once the plan is written. */
export type AgentRef = number;

export interface PlannedContact {
  displayName: string;
  alias?: string;
  companyName?: string;
  firstName?: string;
  lastName?: string;
  federalTaxNumber?: string;
  primaryEmailAddress?: string;
}

export interface PlannedAddress {
  addressTypeId: number;
  streetNumber: string;
  streetName: string;
  unit?: string;
  city: string;
  stateId: number;
  postalCode: string;
}

export interface PlannedPhone {
  phoneTypeId: number;
  areaCode: string;
  phoneNumber: string;
  extension?: string;
}

export interface PlannedWebAddress {
  webAddressTypeId: number;
  address: string;
}

type AgentFlags = Partial<
  Pick<
    typeof agents.$inferInsert,
    | 'communityType'
    | 'isSetupComplete'
    | 'isSetupAccountingComplete'
    | 'isSetupPropertyOwnerComplete'
    | 'isSetupGlAccountsComplete'
    | 'isPrimaryCommittee'
    | 'isArchitecturalCommittee'
    | 'isRegisteredVendor'
  >
>;

export interface PlannedAgent {
  agentTypeId: number;
  parent?: AgentRef;
  community?: AgentRef;
  flags?: AgentFlags;
  contact: PlannedContact;
  addresses?: readonly PlannedAddress[];
  phones?: readonly PlannedPhone[];
  webAddresses?: readonly PlannedWebAddress[];
}

export interface AgentIds {
  id(ref: AgentRef): number;
}

const chunkSize = 500;

/** Runs one multi-row insert per chunk of rows (keeps each statement well under 65535 parameters). */
export async function insertInChunks<T>(
  rows: readonly T[],
  write: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkSize) {
    await write(rows.slice(start, start + chunkSize));
  }
}

export class AgentPlan {
  private readonly planned: PlannedAgent[] = [];

  add(agent: PlannedAgent): AgentRef {
    this.planned.push(agent);
    return this.planned.length - 1;
  }

  get size(): number {
    return this.planned.length;
  }

  countOfType(agentTypeId: number): number {
    return this.planned.filter((agent) => agent.agentTypeId === agentTypeId).length;
  }

  async write(tx: Tx, companyId: number): Promise<AgentIds> {
    const drawn = await queryRows<{ id: string }>(
      tx,
      sql`select nextval(pg_get_serial_sequence('agents', 'id'))::text as id
          from generate_series(1, ${this.planned.length})`,
    );
    const ids = drawn.map((row) => Number(row.id));
    if (ids.length !== this.planned.length) throw new Error('Could not draw the demo agent ids');
    const resolve: AgentIds = {
      id(ref) {
        const id = ids.at(ref);
        if (id === undefined) throw new RangeError(`Unknown demo agent ${ref}`);
        return id;
      },
    };
    const optionalId = (ref: AgentRef | undefined) => (ref === undefined ? null : resolve.id(ref));

    const agentRows = this.planned.map((agent, ref) => ({
      ...agent.flags,
      id: resolve.id(ref),
      companyId,
      agentTypeId: agent.agentTypeId,
      parentAgentId: optionalId(agent.parent),
      communityAgentId: optionalId(agent.community),
    }));
    const contactRows = this.planned.map((agent, ref) => ({
      agentId: resolve.id(ref),
      companyId,
      displayName: agent.contact.displayName,
      alias: agent.contact.alias ?? null,
      companyName: agent.contact.companyName ?? null,
      firstName: agent.contact.firstName ?? null,
      lastName: agent.contact.lastName ?? null,
      federalTaxNumber: agent.contact.federalTaxNumber ?? null,
      primaryEmailAddress: agent.contact.primaryEmailAddress ?? null,
    }));
    const addressRows = this.planned.flatMap((agent, ref) =>
      (agent.addresses ?? []).map((address, index) => ({
        companyId,
        agentId: resolve.id(ref),
        addressTypeId: address.addressTypeId,
        streetNumber: address.streetNumber,
        streetName: address.streetName,
        unit: address.unit ?? null,
        city: address.city,
        stateId: address.stateId,
        postalCode: address.postalCode,
        isPrimary: index === 0,
      })),
    );
    const phoneRows = this.planned.flatMap((agent, ref) =>
      (agent.phones ?? []).map((phone, index) => ({
        companyId,
        agentId: resolve.id(ref),
        phoneTypeId: phone.phoneTypeId,
        areaCode: phone.areaCode,
        phoneNumber: phone.phoneNumber,
        extension: phone.extension ?? null,
        isPrimary: index === 0,
      })),
    );
    const webRows = this.planned.flatMap((agent, ref) =>
      (agent.webAddresses ?? []).map((web, index) => ({
        companyId,
        agentId: resolve.id(ref),
        webAddressTypeId: web.webAddressTypeId,
        address: web.address,
        isPrimary: index === 0,
      })),
    );

    await insertInChunks(agentRows, (chunk) => tx.insert(agents).values(chunk));
    await insertInChunks(contactRows, (chunk) => tx.insert(contacts).values(chunk));
    await insertInChunks(addressRows, (chunk) => tx.insert(addresses).values(chunk));
    await insertInChunks(phoneRows, (chunk) => tx.insert(phones).values(chunk));
    await insertInChunks(webRows, (chunk) => tx.insert(webAddresses).values(chunk));
    return resolve;
  }
}
