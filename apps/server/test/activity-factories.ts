import {
  agents,
  alerts,
  contacts,
  eq,
  itemAgentDetails,
  itemAgents,
  items,
  users,
  type Database,
} from '@hoa/db';
import { AgentTypeId, StatusId } from '@hoa/domain';
import { addUser, type TestUser } from './factories';

// Items, agents and alerts written straight to the tables, for the feeds, notes and alerts tests.

/** An agent of a community (or of none) with a contact name. */
export function insertNamedAgent(
  database: Database,
  companyId: number,
  spec: { name: string; agentTypeId: number; communityAgentId: number | null },
): Promise<number> {
  return database.withTenant({ companyId, userId: null }, async (tx) => {
    const [agent] = await tx
      .insert(agents)
      .values({
        companyId,
        agentTypeId: spec.agentTypeId,
        communityAgentId: spec.communityAgentId,
        parentAgentId: spec.communityAgentId,
      })
      .returning({ id: agents.id });
    if (!agent) throw new Error('no agent');
    await tx.insert(contacts).values({ agentId: agent.id, companyId, displayName: spec.name });
    return agent.id;
  });
}

export interface ItemSpec {
  communityAgentId: number;
  txnTypeId: number;
  statusId?: number;
  /** 'YYYY-MM-DD'; today when omitted. */
  eventDate?: string;
  agentIds?: number[];
  parentItemId?: number;
  description?: string;
  /** Cents per item agent, as debit lines. */
  amountCents?: number;
}

/** An item with one item agent per agent (in order) and, given an amount, one line each. */
export function insertItem(
  database: Database,
  companyId: number,
  spec: ItemSpec,
): Promise<{ itemId: number; itemAgentIds: number[] }> {
  return database.withTenant({ companyId, userId: null }, async (tx) => {
    const [item] = await tx
      .insert(items)
      .values({
        companyId,
        communityAgentId: spec.communityAgentId,
        txnTypeId: spec.txnTypeId,
        statusId: spec.statusId ?? StatusId.Posted,
        eventDate: spec.eventDate ?? daysAgo(0),
        parentItemId: spec.parentItemId ?? null,
        description: spec.description ?? null,
      })
      .returning({ id: items.id });
    if (!item) throw new Error('no item');
    const agentIds = spec.agentIds ?? [];
    const rows =
      agentIds.length === 0
        ? []
        : await tx
            .insert(itemAgents)
            .values(agentIds.map((agentId) => ({ companyId, itemId: item.id, agentId })))
            .returning({ id: itemAgents.id });
    if (spec.amountCents !== undefined && rows.length > 0) {
      const amountCents = spec.amountCents;
      await tx
        .insert(itemAgentDetails)
        .values(
          rows.map((row) => ({ companyId, itemAgentId: row.id, amountCents, isDebit: true })),
        );
    }
    return { itemId: item.id, itemAgentIds: rows.map((row) => row.id) };
  });
}

/** The day `days` before today (UTC), as 'YYYY-MM-DD'. */
export function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** A user of the company with a user agent (type 13), as staff have. */
export async function addUserWithAgent(
  database: Database,
  companyId: number,
  spec: Parameters<typeof addUser>[2] & { name: string },
): Promise<TestUser & { agentId: number }> {
  const user = await addUser(database, companyId, spec);
  const agentId = await insertNamedAgent(database, companyId, {
    name: spec.name,
    agentTypeId: AgentTypeId.User,
    communityAgentId: null,
  });
  await database.withTenant({ companyId, userId: null }, (tx) =>
    tx.update(users).set({ userAgentId: agentId }).where(eq(users.id, user.userId)),
  );
  return { ...user, agentId };
}

/** `count` alerts for a user, titled 'Alert 1' (oldest) to 'Alert {count}'. */
export function insertAlerts(
  database: Database,
  companyId: number,
  userId: number,
  count: number,
): Promise<number[]> {
  return database.withTenant({ companyId, userId: null }, async (tx) => {
    const rows = await tx
      .insert(alerts)
      .values(
        Array.from({ length: count }, (_, i) => ({ companyId, userId, title: `Alert ${i + 1}` })),
      )
      .returning({ id: alerts.id });
    return rows.map((row) => row.id);
  });
}
