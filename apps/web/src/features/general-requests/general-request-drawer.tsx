import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { openDrawer } from '../../app/overlays/drawer-host';
import { buildRoute, SiteMap } from '../../app/site-map';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { GeneralRequestFacts } from './general-request-facts';
import { generalRequestGraphQuery } from './general-requests-queries';

/** The general request drawer (spec 1 §2.6, the default 360 px): a request at a glance. */
function GeneralRequestDrawer({ itemId }: { itemId: number }) {
  const graph = useQuery(generalRequestGraphQuery(itemId));
  if (graph.isError) return <LoadError error={graph.error} />;
  const r = graph.data?.Request;
  if (!r) return <PageLoader />;
  return (
    <Stack gap="sm" data-testid="general-request-drawer">
      <Text fw={600}>{r.Subject}</Text>
      <GeneralRequestFacts request={r} cols={2} />
      <Text size="sm">{r.Description}</Text>
      <Anchor
        component={Link}
        size="sm"
        to={buildRoute(SiteMap.ticketView, { communityAgentId: r.CommunityAgentId, itemId })}
      >
        Open the general request
      </Anchor>
    </Stack>
  );
}

/** Opens the general request drawer. */
export function openGeneralRequestDrawer(itemId: number): void {
  openDrawer({
    title: `General request #${String(itemId)}`,
    content: <GeneralRequestDrawer itemId={itemId} />,
  });
}
