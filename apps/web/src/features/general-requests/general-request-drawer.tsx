import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { openDrawer } from '../../app/overlays/drawer-host';
import { buildRoute, SiteMap } from '../../app/site-map';
import { DateText } from '../../widgets/date-text';
import { Fact } from '../../widgets/fact';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { GeneralRequestStateBadge } from './general-request-state-badge';
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
      <SimpleGrid cols={2} spacing="sm">
        <Fact label="State">
          <GeneralRequestStateBadge state={r.State} />
        </Fact>
        <Fact label="Source">{r.SourceName}</Fact>
        <Fact label="Property">{r.PropertyName ?? '—'}</Fact>
        <Fact label="Owner">{r.OwnerName ?? '—'}</Fact>
        <Fact label="Received">
          <DateText value={r.ReceivedDate} />
        </Fact>
        <Fact label="Due">
          <DateText value={r.DueDate} />
        </Fact>
        <Fact label="Code">{r.CodeAlias ?? '—'}</Fact>
        <Fact label="Assigned to">{r.AssignedUserName ?? '—'}</Fact>
      </SimpleGrid>
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
