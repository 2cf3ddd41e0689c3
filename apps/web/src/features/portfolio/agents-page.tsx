import { useParams } from '@tanstack/react-router';
import { NotFoundPage } from '../../app/layout/route-fallbacks';
import { PageHeader } from '../../widgets/page-header';
import { AgentList, AgentListTitles, type AgentListTypeId } from './agent-list';

export function isAgentListType(value: number): value is AgentListTypeId {
  return value in AgentListTitles;
}

/** Organizations, banks or partners of the company (/portfolio/agents/:agentTypeId). */
export function AgentsPage() {
  const { agentTypeId } = useParams({ strict: false });
  const typeId = Number(agentTypeId);
  if (!isAgentListType(typeId)) return <NotFoundPage />;
  return (
    <>
      <PageHeader title={AgentListTitles[typeId]} />
      <AgentList key={typeId} agentTypeId={typeId} take={25} />
    </>
  );
}
