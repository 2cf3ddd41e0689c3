import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCurrentCommunity } from '../../app/community/current-community';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { arcProcessGraphQuery, architecturalSettingsQuery } from './architectural-queries';
import { ArcProcessesPanel } from './arc-processes-panel';
import { ArchitecturalSettingsForm } from './settings-form';

/**
 * /community/:id/arc/settings — the architectural settings of spec 3 §2 (issue 21 parts 2, 3):
 * the request settings (deadline, approvals, default letters) and the ARC action processes with
 * their levels and architectural codes.
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
      {settings.data && graph.data ? (
        <Stack gap="md">
          <ArchitecturalSettingsForm
            key={`${String(settings.dataUpdatedAt)}`}
            settings={settings.data}
            letters={graph.data.LetterTemplates}
          />
          <ArcProcessesPanel
            communityAgentId={communityAgentId}
            processes={graph.data.ActionProcesses}
            letters={graph.data.LetterTemplates}
            codes={graph.data.ArcCodes}
          />
        </Stack>
      ) : error ? null : (
        <PageLoader />
      )}
    </>
  );
}
