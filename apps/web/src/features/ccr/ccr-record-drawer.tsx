import { formatCents } from '@hoa/domain';
import { Alert, Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { openDrawer } from '../../app/overlays/drawer-host';
import { buildRoute, SiteMap } from '../../app/site-map';
import { DateText } from '../../widgets/date-text';
import { Fact } from '../../widgets/fact';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { violationSummaryQuery } from './ccr-queries';
import { ViolationStateBadge } from './violation-state-badge';

/** The CCR record drawer (spec 3 §2 'Drawers', 640 px): a violation's facts at a glance. */
function CcrRecordDrawer({
  itemId,
  communityAgentId,
}: {
  itemId: number;
  communityAgentId: number;
}) {
  const summary = useQuery(violationSummaryQuery(itemId));
  if (summary.isError) return <LoadError error={summary.error} />;
  const r = summary.data;
  if (!r) return <PageLoader />;
  return (
    <Stack gap="sm" data-testid="ccr-record-drawer">
      <SimpleGrid cols={2} spacing="sm">
        <Fact label="State">
          <ViolationStateBadge state={r.State} />
        </Fact>
        <Fact label="Code">{`${r.CodeAlias} · ${r.CodeName}`}</Fact>
        <Fact label="Property">{r.PropertyName}</Fact>
        <Fact label="Owner">{r.OwnerName}</Fact>
        <Fact label="Observed">
          <DateText value={r.ObservedDate} />
        </Fact>
        <Fact label="Level">{r.CurrentLevelName ?? '—'}</Fact>
        <Fact label="Next action">
          <DateText value={r.NextActionDate} />
        </Fact>
        <Fact label="Fines">{formatCents(r.TotalFines)}</Fact>
      </SimpleGrid>
      <Fact label="Covenant">{r.CodeDetailDescription ?? '—'}</Fact>
      <Fact label="Action needed">{r.CodeActionNeeded ?? '—'}</Fact>
      <Text size="sm">{r.Description}</Text>
      {r.State === 'Open' && r.LadderHeldReason && r.LadderHeldOn ? (
        <Alert color="yellow" variant="light">
          Held on <DateText value={r.LadderHeldOn} />: {r.LadderHeldReason}
        </Alert>
      ) : null}
      <Anchor
        component={Link}
        size="sm"
        to={buildRoute(SiteMap.ccrViolationView, {
          communityAgentId,
          parentView: 'violations',
          itemId,
        })}
      >
        Open the violation
      </Anchor>
    </Stack>
  );
}

/** Opens the CCR record drawer of a violation. */
export function openCcrRecordDrawer(itemId: number, communityAgentId: number): void {
  openDrawer({
    title: `Violation #${String(itemId)}`,
    width: 'wide',
    content: <CcrRecordDrawer itemId={itemId} communityAgentId={communityAgentId} />,
  });
}
