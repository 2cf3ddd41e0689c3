import { contract } from '@hoa/contract';
import { agentTypeLabel, Messages } from '@hoa/domain';
import { Alert, Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { CustomFieldValues, customFieldsQueryRoot } from '../../widgets/custom-field-values';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';

/** /view/:agentId/custom-fields — one agent's custom field values. */
export function AgentCustomFieldsPage() {
  const params = useParams({ strict: false });
  const go = useGo();
  const agentId = Number(params.agentId);
  const valid = Number.isSafeInteger(agentId) && agentId > 0;
  const agent = useQuery({
    queryKey: [...customFieldsQueryRoot, 'agent', agentId],
    queryFn: () => api.call(contract.crm.GetAgent, { query: { agentId } }),
    enabled: valid,
  });
  if (!valid) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {Messages.notFound}
      </Alert>
    );
  }
  if (!agent.data) return agent.isError ? <LoadError error={agent.error} /> : <PageLoader />;
  return (
    <>
      <PageHeader
        title={agent.data.Contact.DisplayName}
        subtitle={`${agentTypeLabel(agent.data.TopsAgentTypeId)} · Custom fields`}
        actions={
          <Button
            variant="default"
            onClick={() => {
              void go(buildRoute(SiteMap.profileView, { agentId }));
            }}
          >
            Back to profile
          </Button>
        }
      />
      <CustomFieldValues
        agentId={agentId}
        agentTypeId={agent.data.TopsAgentTypeId}
        communityAgentId={agent.data.CommunityAgentId}
      />
    </>
  );
}
