import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCurrentCommunity } from '../../app/community/current-community';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { ActionProcessesPanel } from './action-processes-panel';
import { actionProcessesGraphQuery, ccrCodesQuery } from './ccr-action-queries';
import { ccrCodeKind } from './workflow-code-kind';
import { WorkflowCodesPanel } from './workflow-codes-panel';

/**
 * /community/:id/ccr/settings — the violations (CCR) settings of spec 3 §2: the community's
 * action processes with their levels, and its CCR codes with the process each follows.
 */
export function ViolationsSettingsPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const graph = useQuery(actionProcessesGraphQuery(communityAgentId));
  const codes = useQuery(ccrCodesQuery(communityAgentId));
  const error = graph.error ?? codes.error;
  return (
    <>
      <PageHeader title="Violations settings" subtitle={community.DisplayName} />
      {error ? <LoadError error={error} /> : null}
      {graph.data && codes.data ? (
        <Stack gap="md">
          <ActionProcessesPanel
            communityAgentId={communityAgentId}
            processes={graph.data.ActionProcesses}
            letters={graph.data.LetterTemplates}
            codes={codes.data}
          />
          <WorkflowCodesPanel
            kind={ccrCodeKind}
            communityAgentId={communityAgentId}
            codes={codes.data}
          />
        </Stack>
      ) : error ? null : (
        <PageLoader />
      )}
    </>
  );
}
