import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCurrentCommunity } from '../../app/community/current-community';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { arcProcessGraphQuery, architecturalSettingsQuery } from './architectural-queries';
import { ArcCodesPanel } from './arc-codes-panel';
import { ArcProcessesPanel } from './arc-processes-panel';
import { ArchitecturalSettingsForm } from './settings-form';

/**
 * /community/:id/arc/settings — the architectural settings of spec 3 §2 (issue 21 parts 2, 3):
 * the request settings (deadline, approvals, default letters) and the ARC action processes with
 * their levels, and the architectural codes with the process each follows. The processes and
 * codes show even while the settings fail to load.
 */
export function ArchitecturalSettingsPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const settings = useQuery(architecturalSettingsQuery(communityAgentId));
  const graph = useQuery(arcProcessGraphQuery(communityAgentId));
  const error = settings.error ?? graph.error;
  return (
    <>
      <PageHeader title="Architectural settings" subtitle={community.DisplayName} />
      {error ? <LoadError error={error} /> : null}
      {settings.isPending || graph.isPending ? (
        <PageLoader />
      ) : (
        <Stack gap="md">
          {settings.data && graph.data ? (
            <ArchitecturalSettingsForm
              key={`${String(settings.dataUpdatedAt)}`}
              settings={settings.data}
              letters={graph.data.LetterTemplates}
            />
          ) : null}
          {graph.data ? (
            <>
              <ArcProcessesPanel
                communityAgentId={communityAgentId}
                processes={graph.data.ActionProcesses}
                letters={graph.data.LetterTemplates}
                codes={graph.data.ArcCodes}
              />
              <ArcCodesPanel communityAgentId={communityAgentId} codes={graph.data.ArcCodes} />
            </>
          ) : null}
        </Stack>
      )}
    </>
  );
}
