import type { AgentHeader } from '@hoa/contract';
import { AgentTypeId, findAgentType, Messages, requiredParentTypeIds } from '@hoa/domain';
import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMatches, useParams, useSearch } from '@tanstack/react-router';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { agentGraphQuery } from '../../widgets/agent-card';
import { ProfileForm } from './profile-form';
import { emptyFormState, formStateFromGraph } from './profile-form-state';
import { agentHeaderQuery } from './profile-queries';

function positiveId(value: string | number | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function NotFound() {
  return (
    <Alert color="yellow" variant="light" role="alert">
      {Messages.notFound}
    </Alert>
  );
}

/** edit/:agentId and /{type}/edit/:agentId. */
export function ProfileEditPage() {
  const { agentId } = useParams({ strict: false });
  const id = positiveId(agentId);
  const graph = useQuery({ ...agentGraphQuery(id ?? 0), enabled: id !== null });
  if (id === null) return <NotFound />;
  if (!graph.data) return graph.isError ? <LoadError error={graph.error} /> : <PageLoader />;
  const agent = graph.data.Agent;
  return (
    <ProfileForm
      key={id}
      initial={formStateFromGraph(graph.data)}
      placement={{
        agentId: id,
        parentAgentId: agent.TopsAgentParentId,
        communityAgentId: agent.CommunityAgentId,
      }}
      editing={{
        TopsAgentId: id,
        TopsAgentTypeId: agent.TopsAgentTypeId,
        DisplayName: graph.data.Contact.DisplayName,
      }}
    />
  );
}

/** The community a child of this parent belongs to. */
function communityUnder(parent: AgentHeader): number | null {
  return parent.TopsAgentTypeId === AgentTypeId.Community
    ? parent.TopsAgentId
    : parent.CommunityAgentId;
}

/**
 * new/:agentTypeId (parent from ?parent= or ?community=) and /{type}/add/:parentAgentId?; with
 * ?resale=true a new primary owner under a property is its buyer.
 */
export function ProfileNewPage() {
  const params = useParams({ strict: false });
  const search = useSearch({ strict: false });
  const routeType = useMatches({ select: (m) => m.at(-1)?.staticData.profileAgentTypeId });
  const agentTypeId = routeType ?? positiveId(params.agentTypeId);
  const parentId = positiveId(params.parentAgentId) ?? search.parent ?? search.community ?? null;
  const parent = useQuery({ ...agentHeaderQuery(parentId ?? 0), enabled: parentId !== null });

  if (agentTypeId === null || !findAgentType(agentTypeId)) return <NotFound />;
  if (requiredParentTypeIds(agentTypeId).length > 0 && parentId === null) return <NotFound />;
  if (parentId !== null && !parent.data) {
    return parent.isError ? <LoadError error={parent.error} /> : <PageLoader />;
  }
  const parentHeader = parent.data;
  // A resale adds the buyer of a property as its new primary owner.
  const resale =
    search.resale === true &&
    agentTypeId === AgentTypeId.PrimaryOwner &&
    parentHeader?.TopsAgentTypeId === AgentTypeId.Property;
  return (
    <ProfileForm
      key={`${agentTypeId}-${parentId ?? ''}-${String(resale)}`}
      initial={emptyFormState(agentTypeId)}
      placement={{
        parentAgentId: parentHeader?.TopsAgentId ?? null,
        communityAgentId: parentHeader ? communityUnder(parentHeader) : null,
      }}
      parent={parentHeader}
      resale={resale}
    />
  );
}
