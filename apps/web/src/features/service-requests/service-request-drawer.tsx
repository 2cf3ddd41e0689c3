import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { openDrawer } from '../../app/overlays/drawer-host';
import { buildRoute, SiteMap } from '../../app/site-map';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { ServiceRequestFacts } from './service-request-facts';
import { ServiceRequestPhotos } from './service-request-photos';
import { serviceRequestQuery } from './service-requests-queries';

/** The service request drawer (spec 1 §2.6, the wide 640 px): a request at a glance. */
function ServiceRequestDrawer({ itemId, parentView }: { itemId: number; parentView: string }) {
  const graph = useQuery(serviceRequestQuery(itemId));
  if (graph.isError) return <LoadError error={graph.error} />;
  const data = graph.data;
  if (!data) return <PageLoader />;
  const r = data.Request;
  return (
    <Stack gap="sm" data-testid="service-request-drawer">
      <Text size="sm">{r.Description}</Text>
      <ServiceRequestFacts request={r} cols={3} />
      {data.Photos.length > 0 ? <ServiceRequestPhotos graph={data} canUpload={false} /> : null}
      <Anchor
        component={Link}
        size="sm"
        to={buildRoute(SiteMap.serviceRequestView, {
          communityAgentId: r.CommunityAgentId,
          parentView,
          itemId,
        })}
      >
        Open the service request
      </Anchor>
    </Stack>
  );
}

/** Opens the service request drawer; the view it links to goes back to `parentView`. */
export function openServiceRequestDrawer(itemId: number, parentView: string): void {
  openDrawer({
    title: `Service request #${String(itemId)}`,
    width: 'wide',
    content: <ServiceRequestDrawer itemId={itemId} parentView={parentView} />,
  });
}
