import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { openDrawer } from '../../app/overlays/drawer-host';
import { buildRoute, SiteMap } from '../../app/site-map';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { WorkOrderFacts } from './work-order-facts';
import { workOrderGraphQuery } from './work-orders-queries';

/** The work order drawer (spec 1 §2.6: 640 px): a work order at a glance. */
function WorkOrderDrawer({ itemId }: { itemId: number }) {
  const graph = useQuery(workOrderGraphQuery(itemId));
  if (graph.isError) return <LoadError error={graph.error} />;
  const o = graph.data?.WorkOrder;
  if (!o) return <PageLoader />;
  return (
    <Stack gap="sm" data-testid="work-order-drawer">
      <Text fw={600}>{o.CodeDescription}</Text>
      <WorkOrderFacts order={o} cols={2} />
      {o.CodeDetailDescription ? <Text size="sm">{o.CodeDetailDescription}</Text> : null}
      {o.CodeActionNeeded ? <Text size="sm">{`Action needed: ${o.CodeActionNeeded}`}</Text> : null}
      <Anchor
        component={Link}
        size="sm"
        to={buildRoute(SiteMap.workOrderView, {
          communityAgentId: o.CommunityAgentId,
          parentView: 'work-orders',
          itemId,
        })}
      >
        Open the work order
      </Anchor>
    </Stack>
  );
}

/** Opens the work order drawer. */
export function openWorkOrderDrawer(itemId: number): void {
  openDrawer({
    title: `Work order #${String(itemId)}`,
    content: <WorkOrderDrawer itemId={itemId} />,
    width: 'wide',
  });
}
