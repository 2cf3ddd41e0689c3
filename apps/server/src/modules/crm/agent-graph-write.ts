import {
  addresses,
  agents,
  contacts,
  inArray,
  phones,
  propertyDetails,
  queryRows,
  sql,
  userCommunities,
  webAddresses,
  type AnyPgColumn,
  type Tx,
} from '@hoa/db';
import { AgentTypeId } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { forgetAllSessions } from '../auth/index';
import type { ResolvedGraph } from './agent-graph-resolve';

interface Placed {
  graph: ResolvedGraph;
  id: number;
}

const excluded = (column: AnyPgColumn) => sql.raw(`excluded.${column.name}`);

// Ids for new agents up front, so every row of a batch knows its agent without relying on the
// order RETURNING answers in.
async function allocateAgentIds(tx: Tx, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await queryRows<{ id: number | string }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('agents', 'id')) as id
        from generate_series(1, ${count})`,
  );
  return rows.map((row) => Number(row.id));
}

async function insertAgents(ctx: RequestContext, fresh: readonly Placed[]): Promise<void> {
  if (fresh.length === 0) return;
  await ctx.tx.insert(agents).values(
    fresh.map(({ graph, id }) => ({
      id,
      companyId: ctx.user.companyId,
      agentTypeId: graph.agentTypeId,
      parentAgentId: graph.parentAgentId,
      communityAgentId: graph.agentTypeId === AgentTypeId.Community ? id : graph.communityAgentId,
      communityType: graph.communityType,
    })),
  );
  // A new community goes on its creator's list at once.
  const communities = fresh.filter(({ graph }) => graph.agentTypeId === AgentTypeId.Community);
  if (communities.length > 0) {
    await ctx.tx.insert(userCommunities).values(
      communities.map(({ id }) => ({
        companyId: ctx.user.companyId,
        userId: ctx.user.userId,
        communityAgentId: id,
      })),
    );
    forgetAllSessions();
  }
}

async function updateAgents(tx: Tx, edited: readonly Placed[]): Promise<void> {
  if (edited.length === 0) return;
  const values = sql.join(
    edited.map(
      ({ graph, id }) =>
        sql`(${id}::bigint, ${graph.parentAgentId}::bigint, ${graph.communityType}::varchar)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update agents as a
       set parent_agent_id = v.parent_id,
           community_type = coalesce(v.community_type, a.community_type),
           updated_at = now()
      from (values ${values}) as v(id, parent_id, community_type)
     where a.id = v.id`);
}

async function upsertContacts(ctx: RequestContext, placed: readonly Placed[]): Promise<void> {
  await ctx.tx
    .insert(contacts)
    .values(
      placed.map(({ graph, id }) => ({
        agentId: id,
        companyId: ctx.user.companyId,
        alias: graph.contact.Alias,
        displayName: graph.contact.DisplayName,
        companyName: graph.contact.CompanyName,
        firstName: graph.contact.FirstName,
        middleName: graph.contact.MiddleName,
        lastName: graph.contact.LastName,
        federalTaxNumber: graph.contact.FederalTaxNumber,
        primaryEmailAddress: graph.contact.PrimaryEmailAddress,
      })),
    )
    .onConflictDoUpdate({
      target: contacts.agentId,
      set: {
        alias: excluded(contacts.alias),
        displayName: excluded(contacts.displayName),
        companyName: excluded(contacts.companyName),
        firstName: excluded(contacts.firstName),
        middleName: excluded(contacts.middleName),
        lastName: excluded(contacts.lastName),
        federalTaxNumber: excluded(contacts.federalTaxNumber),
        primaryEmailAddress: excluded(contacts.primaryEmailAddress),
      },
    });
}

async function replaceLists(ctx: RequestContext, placed: readonly Placed[]): Promise<void> {
  const { tx } = ctx;
  const companyId = ctx.user.companyId;
  const edited = placed.filter(({ graph }) => graph.agentId !== null).map(({ id }) => id);
  if (edited.length > 0) {
    await tx.delete(addresses).where(inArray(addresses.agentId, edited));
    await tx.delete(phones).where(inArray(phones.agentId, edited));
    await tx.delete(webAddresses).where(inArray(webAddresses.agentId, edited));
  }
  const addressRows = placed.flatMap(({ graph, id }) =>
    graph.addresses.map((a) => ({
      companyId,
      agentId: id,
      addressTypeId: a.AddressTypeId,
      streetNumber: a.StreetNumber,
      streetName: a.StreetName,
      unit: a.Unit,
      city: a.City,
      stateId: a.StateId,
      postalCode: a.PostalCode,
      countryId: a.CountryId,
      isPrimary: a.IsPrimary,
    })),
  );
  const phoneRows = placed.flatMap(({ graph, id }) =>
    graph.phones.map((p) => ({
      companyId,
      agentId: id,
      phoneTypeId: p.PhoneTypeId,
      areaCode: p.AreaCode,
      phoneNumber: p.PhoneNumber,
      extension: p.Extension,
      isPrimary: p.IsPrimary,
    })),
  );
  const webRows = placed.flatMap(({ graph, id }) =>
    graph.webAddresses.map((w) => ({
      companyId,
      agentId: id,
      webAddressTypeId: w.WebAddressTypeId,
      address: w.Address,
      isPrimary: w.IsPrimary,
    })),
  );
  if (addressRows.length > 0) await tx.insert(addresses).values(addressRows);
  if (phoneRows.length > 0) await tx.insert(phones).values(phoneRows);
  if (webRows.length > 0) await tx.insert(webAddresses).values(webRows);
}

async function upsertPropertyDetails(ctx: RequestContext, placed: readonly Placed[]) {
  const rows = placed.flatMap(({ graph, id }) => {
    const details = graph.propertyDetails;
    if (!details) return [];
    return [
      {
        agentId: id,
        companyId: ctx.user.companyId,
        accountNumber: details.AccountNumber,
        lotNumber: details.LotNumber,
        squareFeet: details.SquareFeet,
        assessedValueCents: details.AssessedValueCents,
        percentOwnership: details.PercentOwnership,
      },
    ];
  });
  if (rows.length === 0) return;
  await ctx.tx
    .insert(propertyDetails)
    .values(rows)
    .onConflictDoUpdate({
      target: propertyDetails.agentId,
      set: {
        accountNumber: excluded(propertyDetails.accountNumber),
        lotNumber: excluded(propertyDetails.lotNumber),
        squareFeet: excluded(propertyDetails.squareFeet),
        assessedValueCents: excluded(propertyDetails.assessedValueCents),
        percentOwnership: excluded(propertyDetails.percentOwnership),
      },
    });
}

/**
 * Writes checked graphs in the request's transaction, a fixed number of statements for any number
 * of graphs: new agents are created, edited ones get their contact and lists replaced. Returns
 * the agent ids in the order of the graphs.
 */
export async function writeAgentGraphs(
  ctx: RequestContext,
  graphs: readonly ResolvedGraph[],
): Promise<number[]> {
  const newIds = await allocateAgentIds(ctx.tx, graphs.filter((g) => g.agentId === null).length);
  const placed: Placed[] = graphs.map((graph) => {
    const id = graph.agentId ?? newIds.shift();
    if (id === undefined) throw new Error('Fewer agent ids allocated than agents to create');
    return { graph, id };
  });
  await insertAgents(
    ctx,
    placed.filter(({ graph }) => graph.agentId === null),
  );
  await updateAgents(
    ctx.tx,
    placed.filter(({ graph }) => graph.agentId !== null),
  );
  await upsertContacts(ctx, placed);
  await replaceLists(ctx, placed);
  await upsertPropertyDetails(ctx, placed);
  return placed.map(({ id }) => id);
}
