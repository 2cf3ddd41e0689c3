import { contract } from '@hoa/contract';
import { agentTypeLabel, GalleryModes, Messages, type GalleryMode } from '@hoa/domain';
import { Alert, Button, SegmentedControl } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { AttachmentGallery } from '../../widgets/attachment-gallery';
import { PageHeader } from '../../widgets/page-header';

const modeLabels: Record<GalleryMode, string> = { card: 'Cards', list: 'List', upload: 'Upload' };

function isGalleryMode(value: string | undefined): value is GalleryMode {
  return GalleryModes.some((mode) => mode === value);
}

/** /view/:agentId/attachments/:mode? — the gallery of one agent, in card, list or upload mode. */
export function AgentAttachmentsPage() {
  const params = useParams({ strict: false });
  const go = useGo();
  const agentId = Number(params.agentId);
  const valid = Number.isSafeInteger(agentId) && agentId > 0;
  const mode: GalleryMode = isGalleryMode(params.mode) ? params.mode : 'card';
  const agent = useQuery({
    queryKey: ['attachments', 'agent', agentId],
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
  const name = agent.data?.Contact.DisplayName ?? '';
  return (
    <>
      <PageHeader
        title={name ? `Attachments of ${name}` : 'Attachments'}
        subtitle={agent.data ? agentTypeLabel(agent.data.TopsAgentTypeId) : undefined}
        actions={
          <>
            <SegmentedControl
              size="xs"
              aria-label="Gallery mode"
              value={mode}
              data={GalleryModes.map((value) => ({ value, label: modeLabels[value] }))}
              onChange={(value) => {
                void go(buildRoute(SiteMap.agentAttachments, { agentId, mode: value }), {
                  replace: true,
                });
              }}
            />
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                void go(buildRoute(SiteMap.profileView, { agentId }));
              }}
            >
              Back to profile
            </Button>
          </>
        }
      />
      <AttachmentGallery agentId={agentId} agentTypeId={agent.data?.TopsAgentTypeId} mode={mode} />
    </>
  );
}
