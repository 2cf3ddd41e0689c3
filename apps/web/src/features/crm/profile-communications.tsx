import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { profilesKey } from '../../widgets/agent-card';
import { CommunicationsGrid } from '../message-batches';

/** How many pieces were sent to the profile (Communications/GetCountByAgent). */
export function communicationCountQuery(agentId: number) {
  return queryOptions({
    queryKey: [...profilesKey, 'communicationCount', agentId],
    queryFn: () => api.call(contract.communicationFeed.GetCountByAgent, { query: { agentId } }),
  });
}

/** The pieces sent to the profile, newest first, 100 to a page, each letter one click away. */
export function ProfileCommunications({ agentId }: { agentId: number }) {
  return <CommunicationsGrid of={{ agentId }} />;
}
