import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { openDrawer } from '../../app/overlays/drawer-host';
import { buildRoute, SiteMap } from '../../app/site-map';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { ArchitecturalRequestFacts } from './architectural-request-facts';
import { architecturalViewQuery } from './architectural-requests-queries';
import { DecisionClock } from './decision-clock';

/** The architectural request drawer (spec 1 §2.6, 640 px): a request at a glance. */
function ArchitecturalRequestDrawer({ itemId }: { itemId: number }) {
  const view = useQuery(architecturalViewQuery(itemId));
  if (view.isError) return <LoadError error={view.error} />;
  const r = view.data?.Request;
  if (!r) return <PageLoader />;
  return (
    <Stack gap="sm" data-testid="architectural-request-drawer">
      <Text fw={600}>{r.Subject}</Text>
      <DecisionClock request={r} />
      <ArchitecturalRequestFacts request={r} cols={3} />
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {r.Description || '—'}
      </Text>
      <Anchor
        component={Link}
        size="sm"
        to={buildRoute(SiteMap.architecturalRequestView, {
          communityAgentId: r.CommunityAgentId,
          itemId,
        })}
      >
        Open the architectural request
      </Anchor>
    </Stack>
  );
}

/** Opens the architectural request drawer. */
export function openArchitecturalRequestDrawer(itemId: number): void {
  openDrawer({
    title: `Architectural request #${String(itemId)}`,
    width: 'wide',
    content: <ArchitecturalRequestDrawer itemId={itemId} />,
  });
}
