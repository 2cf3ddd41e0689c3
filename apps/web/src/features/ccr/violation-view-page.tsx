import { contract, type CcrRecordView } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useSession } from '../../app/auth/session';
import { useCurrentCommunity } from '../../app/community/current-community';
import { DateText, DateTimeText } from '../../widgets/date-text';
import { Fact } from '../../widgets/fact';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { AddHearingModal } from './add-hearing-modal';
import {
  violationHearingsQuery,
  violationPhotosQuery,
  violationTimelineQuery,
  violationViewQuery,
} from './ccr-queries';
import { ViolationActionsBar } from './violation-actions-bar';
import { ViolationLadder } from './violation-ladder';
import { ViolationTimeline } from './violation-timeline';
import { ViolationStateBadge } from './violation-state-badge';

const C = contract.ccr;

/**
 * The violation record view (spec 3 §2 'view record'): its facts, the ladder of its process's
 * levels with what was taken (letter batch, fine, forced), its timeline, hearings and photos
 * (their capture dates with the ccrAttachmentDates flag), the case file, and the actions the
 * caller's claim allows: advance when due, forcibly advance after the spec's confirmation,
 * resolve, close (confirmed), reopen, add a hearing.
 */
export function ViolationViewPage() {
  const itemId = Number(useParams({ strict: false }).itemId);
  const community = useCurrentCommunity();
  const view = useQuery(violationViewQuery(itemId));
  return (
    <>
      <PageHeader title={`Violation #${String(itemId)}`} subtitle={community.DisplayName} />
      {view.isError ? <LoadError error={view.error} /> : null}
      {view.data ? <ViolationView view={view.data} /> : view.isPending ? <PageLoader /> : null}
    </>
  );
}

function ViolationView({ view }: { view: CcrRecordView }) {
  const record = view.Record;
  const itemId = record.TopsItemId;
  const photos = useQuery(violationPhotosQuery(itemId));
  const timeline = useQuery(violationTimelineQuery(itemId));
  const hearings = useQuery(violationHearingsQuery(itemId));
  const showCaptureDates = useSession().data?.FeatureFlags.ccrAttachmentDates === true;
  const [addingHearing, setAddingHearing] = useState(false);
  return (
    <Stack gap="sm">
      <AddHearingModal
        itemId={itemId}
        opened={addingHearing}
        onClose={() => setAddingHearing(false)}
      />
      <ViolationActionsBar view={view} />
      {record.State === 'Open' && record.LadderHeldReason && record.LadderHeldOn ? (
        <Alert color="yellow" variant="light" data-testid="ladder-held">
          The daily ladder held the next level on <DateText value={record.LadderHeldOn} />:{' '}
          {record.LadderHeldReason}
        </Alert>
      ) : null}
      <Paper withBorder p="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Fact label="State">
            <ViolationStateBadge state={record.State} />
          </Fact>
          <Fact label="Property">{record.PropertyName}</Fact>
          <Fact label="Owner">{record.OwnerName}</Fact>
          <Fact label="Code">{`${record.CodeAlias} · ${record.CodeName}`}</Fact>
          <Fact label="Covenant">{record.CodeDetailDescription ?? '—'}</Fact>
          <Fact label="Action needed">{record.CodeActionNeeded ?? '—'}</Fact>
          <Fact label="Observed">
            <DateText value={record.ObservedDate} />
          </Fact>
          <Fact label="Next action">
            <DateText value={record.NextActionDate} />
          </Fact>
          <Fact label="Fines">{formatCents(record.TotalFines)}</Fact>
        </SimpleGrid>
        <Text size="sm" mt="sm">
          {record.Description}
        </Text>
      </Paper>
      <ViolationLadder view={view} />
      <Paper withBorder p="sm">
        <Title order={5} mb="xs">
          Timeline
        </Title>
        {timeline.isError ? <LoadError error={timeline.error} /> : null}
        {timeline.data ? <ViolationTimeline entries={timeline.data} /> : null}
      </Paper>
      <Paper withBorder p="sm">
        <Group justify="space-between" mb="xs">
          <Title order={5}>Hearings</Title>
          <MayCall calls={C.AddCcrHearing}>
            <Button size="xs" variant="default" onClick={() => setAddingHearing(true)}>
              Add hearing
            </Button>
          </MayCall>
        </Group>
        {hearings.isError ? <LoadError error={hearings.error} /> : null}
        {(hearings.data ?? []).length === 0 ? (
          <Text size="sm" c="dimmed">
            No hearings.
          </Text>
        ) : (
          <Stack gap={4}>
            {(hearings.data ?? []).map((hearing) => (
              <Group key={hearing.ViolationHearingId} gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" w={90}>
                  <DateText value={hearing.HeldOn} />
                </Text>
                <Stack gap={0}>
                  <Text size="sm">{hearing.Outcome}</Text>
                  {hearing.Attendees ? (
                    <Text size="xs" c="dimmed">{`Attended: ${hearing.Attendees}`}</Text>
                  ) : null}
                </Stack>
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
      <Paper withBorder p="sm">
        <Title order={5} mb="xs">
          Photos
        </Title>
        {photos.isError ? <LoadError error={photos.error} /> : null}
        {(photos.data ?? []).length === 0 ? (
          <Text size="sm" c="dimmed">
            No photos.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {(photos.data ?? []).map((photo) => (
              <Stack key={photo.TopsAttachmentId} gap={2}>
                <Anchor href={photo.AttachmentUrl} size="sm">
                  {photo.AttachmentDisplayName}
                </Anchor>
                {showCaptureDates && photo.CapturedAt ? (
                  <Text size="xs" c="dimmed" component="div">
                    Taken <DateTimeText value={photo.CapturedAt} />
                  </Text>
                ) : null}
                {photo.Latitude !== null && photo.Longitude !== null ? (
                  <Text size="xs" c="dimmed">
                    {`${photo.Latitude.toFixed(6)}, ${photo.Longitude.toFixed(6)}`}
                  </Text>
                ) : null}
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Paper>
    </Stack>
  );
}
