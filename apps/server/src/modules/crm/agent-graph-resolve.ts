import { agents, inArray } from '@hoa/db';
import type { ParsedAgentGraphInput } from '@hoa/contract';
import {
  AgentTypeId,
  composeDisplayName,
  contactListsProblem,
  parentProblem,
  primaryEmailOf,
  ProfileMessages as M,
  withOnePrimary,
} from '@hoa/domain';
import { requireCommunities } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import {
  communityOf,
  loadAgents,
  requireAgentTypeClaim,
  type AgentRow,
} from '../../http/agent-access';

type Contact = ParsedAgentGraphInput['Contact'];

/** A checked graph, ready to write: where the agent sits and its normalized contact data. */
export interface ResolvedGraph {
  /** Null to create the agent. */
  agentId: number | null;
  agentTypeId: number;
  parentAgentId: number | null;
  /** Null for a new community (it becomes its own community) and for company-wide agents. */
  communityAgentId: number | null;
  communityType: string | null;
  contact: Contact & { DisplayName: string };
  addresses: ParsedAgentGraphInput['Addresses'];
  phones: ParsedAgentGraphInput['Phones'];
  webAddresses: ParsedAgentGraphInput['WebAddresses'];
  propertyDetails: ParsedAgentGraphInput['PropertyDetails'];
}

function definedIds(values: readonly (number | null | undefined)[]): number[] {
  return [...new Set(values.filter((value): value is number => typeof value === 'number'))];
}

// What needs no database: the lists' types for this kind, and fields only some kinds have.
function checkShape(input: ParsedAgentGraphInput): void {
  const type = input.Agent.TopsAgentTypeId;
  const problem = contactListsProblem(type, input);
  if (problem) throw badRequest(problem);
  if (input.PropertyDetails && type !== AgentTypeId.Property)
    throw badRequest(M.propertyDetailsOnlyForProperties);
  if (input.Agent.CommunityType !== null && type !== AgentTypeId.Community)
    throw badRequest(M.communityTypeOnlyForCommunities);
}

function resolveCommunity(
  input: ParsedAgentGraphInput,
  existing: AgentRow | undefined,
  parent: AgentRow | undefined,
): number | null {
  const given = input.Agent.CommunityAgentId;
  if (input.Agent.TopsAgentTypeId === AgentTypeId.Community) {
    if (given !== null && given !== existing?.id) throw badRequest(M.communityMismatch);
    return existing?.id ?? null;
  }
  const fromParent = parent ? communityOf(parent) : null;
  if (fromParent !== null && given !== null && given !== fromParent)
    throw badRequest(M.communityMismatch);
  const community = fromParent ?? given;
  if (existing && communityOf(existing) !== community) throw badRequest(M.communityUnchangeable);
  return community;
}

function resolveOne(
  input: ParsedAgentGraphInput,
  existing: AgentRow | undefined,
  parent: AgentRow | undefined,
): ResolvedGraph {
  const type = input.Agent.TopsAgentTypeId;
  if (existing && existing.agentTypeId !== type) throw badRequest(M.agentTypeUnchangeable);
  if (existing?.isDeleted) throw badRequest(M.deletedNotEditable);
  if (parent && parent.id === existing?.id) throw badRequest(M.ownParent);
  if (parent?.isDeleted) throw badRequest(M.parentDeleted);
  const problem = parentProblem(type, parent?.agentTypeId ?? null);
  if (problem) throw badRequest(problem);
  const webAddresses = withOnePrimary(input.WebAddresses);
  return {
    agentId: existing?.id ?? null,
    agentTypeId: type,
    parentAgentId: parent?.id ?? null,
    communityAgentId: resolveCommunity(input, existing, parent),
    communityType: input.Agent.CommunityType,
    contact: {
      ...input.Contact,
      DisplayName: composeDisplayName(input.Contact),
      PrimaryEmailAddress: primaryEmailOf(input.Contact.PrimaryEmailAddress, webAddresses),
    },
    addresses: withOnePrimary(input.Addresses),
    phones: withOnePrimary(input.Phones),
    webAddresses,
    propertyDetails: input.PropertyDetails,
  };
}

/**
 * Checks graphs against the caller and the tree: the agent-type claim (create or update), the
 * existing agents, their parents' kinds, and the community, which must be on the caller's list.
 */
export async function resolveAgentGraphs(
  ctx: RequestContext,
  inputs: readonly ParsedAgentGraphInput[],
): Promise<ResolvedGraph[]> {
  inputs.forEach(checkShape);
  const existingIds = inputs.map((input) => input.Agent.TopsAgentId);
  const editedIds = definedIds(existingIds);
  if (editedIds.length !== existingIds.filter((id) => id !== undefined).length)
    throw badRequest(M.listedTwice);
  const existing = new Map(
    (await loadAgents(ctx, editedIds, 'update')).map((agent) => [agent.id, agent]),
  );
  for (const input of inputs) {
    if (input.Agent.TopsAgentId === undefined)
      requireAgentTypeClaim(ctx, input.Agent.TopsAgentTypeId, 'create');
  }
  const parentIds = definedIds(inputs.map((input) => input.Agent.TopsAgentParentId));
  const parentRows =
    parentIds.length === 0
      ? []
      : await ctx.tx.select().from(agents).where(inArray(agents.id, parentIds));
  if (parentRows.length !== parentIds.length) throw notFound(M.parentNotFound);
  const parents = new Map(parentRows.map((row) => [row.id, row]));

  const resolved = inputs.map((input) =>
    resolveOne(
      input,
      input.Agent.TopsAgentId === undefined ? undefined : existing.get(input.Agent.TopsAgentId),
      input.Agent.TopsAgentParentId === null
        ? undefined
        : parents.get(input.Agent.TopsAgentParentId),
    ),
  );
  await requireCommunities(ctx, definedIds(resolved.map((graph) => graph.communityAgentId)));
  return resolved;
}
