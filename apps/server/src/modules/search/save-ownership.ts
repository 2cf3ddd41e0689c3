import { agents, and, eq, sql } from '@hoa/db';
import type {
  contract,
  InputOf,
  OwnershipRow,
  ParsedAgentGraphInput,
  ResponseOf,
} from '@hoa/contract';
import {
  AddressTypeId,
  composeDisplayName,
  isOwnerLikeAgentType,
  OwnerSortOptionId,
  PhoneTypeId,
  ProfileMessages as M,
  UsCountryId,
  WebAddressTypeId,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readAgentGraphs, saveGraph } from '../crm/index';
import { ownershipPage } from './ownership-page';

type Save = typeof contract.ownership.Save;
type Body = InputOf<Save>['body'];
type Graph = Awaited<ReturnType<typeof readAgentGraphs>>[number];

/** The index of a list's primary row, else its first; -1 when empty. */
const primaryIndex = (rows: readonly { IsPrimary: boolean }[]) =>
  rows.length === 0
    ? -1
    : Math.max(
        0,
        rows.findIndex((row) => row.IsPrimary),
      );

/**
 * Saves an ownership row as the grid edits it (spec 1 §7.8): the owner's names, its primary
 * (mailing) address, primary email and primary phone replace those of its stored profile, and the
 * whole profile goes through the owner profile save, so its checks and the read model's triggers
 * apply as for any profile save. Answers the row as stored.
 */
export async function saveOwnership(
  ctx: RequestContext,
  input: InputOf<Save>,
): Promise<ResponseOf<Save>> {
  requireClaim(ctx, 'owner', 'update');
  const body = input.body;
  // Another company's agents are not visible here (row-level security).
  const [agent] = await ctx.tx
    .select({ typeId: agents.agentTypeId, communityId: agents.communityAgentId })
    .from(agents)
    .where(and(eq(agents.id, body.TopsAgentId), eq(agents.isDeleted, false)));
  if (!agent || !isOwnerLikeAgentType(agent.typeId) || agent.communityId === null) {
    throw notFound();
  }
  await requireCommunity(ctx, agent.communityId);
  const [graph] = await readAgentGraphs(ctx.tx, [body.TopsAgentId]);
  if (!graph) throw notFound();
  const saved = await saveGraph(ctx, editedGraph(graph, body));
  const row = await ownershipRow(ctx, saved.Agent.TopsAgentId, saved.Agent.TopsAgentTypeId);
  if (!row) throw notFound();
  return row;
}

function editedGraph(graph: Graph, body: Body): ParsedAgentGraphInput {
  const contact = {
    ...graph.Contact,
    FirstName: body.FirstName,
    LastName: body.LastName,
    // Without a typed display name it is composed again from the names.
    DisplayName: body.DisplayName,
    PrimaryEmailAddress: body.PrimaryEmailAddress,
  };
  if (composeDisplayName(contact) === '') throw badRequest(M.displayNameRequired);
  return {
    Agent: {
      TopsAgentId: graph.Agent.TopsAgentId,
      TopsAgentTypeId: graph.Agent.TopsAgentTypeId,
      TopsAgentParentId: graph.Agent.TopsAgentParentId,
      CommunityAgentId: null,
      CommunityType: null,
    },
    Contact: contact,
    Addresses: editedAddresses(graph, body.MailingAddress),
    Phones: editedPhones(graph, body.Phone),
    WebAddresses: editedWebAddresses(graph, body.PrimaryEmailAddress),
    PropertyDetails: null,
  };
}

function editedAddresses(graph: Graph, mailing: Body['MailingAddress']) {
  const rows = graph.Addresses.map(({ AddressId: _, ...row }) => row);
  const at = primaryIndex(rows);
  if (mailing === null) return rows.filter((_, index) => index !== at);
  const base = rows[at] ?? { AddressTypeId: AddressTypeId.Main, CountryId: UsCountryId };
  const edited = { ...base, ...mailing, IsPrimary: true };
  return at < 0 ? [edited] : rows.map((row, index) => (index === at ? edited : row));
}

function editedPhones(graph: Graph, phone: Body['Phone']) {
  const rows = graph.Phones.map(({ PhoneId: _, ...row }) => row);
  const at = primaryIndex(rows);
  if (phone === null) return rows.filter((_, index) => index !== at);
  const base = rows[at] ?? { PhoneTypeId: PhoneTypeId.Home };
  const edited = { ...base, ...phone, IsPrimary: true };
  return at < 0 ? [edited] : rows.map((row, index) => (index === at ? edited : row));
}

/** The primary email becomes the owner's primary web address; none removes its primary email. */
function editedWebAddresses(graph: Graph, email: string | null) {
  const rows = graph.WebAddresses.map(({ WebAddressId: _, ...row }) => row);
  const emails = rows.filter((row) => row.WebAddressTypeId === WebAddressTypeId.Email);
  const current = emails[primaryIndex(emails)];
  if (email === null) return rows.filter((row) => row !== current);
  const edited = { WebAddressTypeId: WebAddressTypeId.Email, Address: email, IsPrimary: true };
  const others = rows.filter((row) => row !== current).map((row) => ({ ...row, IsPrimary: false }));
  return [edited, ...others];
}

/** The owner's row as the grid shows it. */
async function ownershipRow(
  ctx: RequestContext,
  agentId: number,
  agentTypeId: number,
): Promise<OwnershipRow | undefined> {
  const page = await ownershipPage(ctx, {
    communityIds: null,
    ownerTypeIds: [agentTypeId],
    matchIds: sql`select ${agentId}::bigint as agent_id`,
    matchThroughProperty: false,
    sort: OwnerSortOptionId.LastName,
    skip: 0,
    take: 1,
  });
  return page.Results[0];
}
