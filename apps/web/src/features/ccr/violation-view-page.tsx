import { ApiError, calledWith, contract, type CcrRecordView } from '@hoa/contract';
import { formatCents, localDay, ViolationMessages } from '@hoa/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../app/api';
import { useSession } from '../../app/auth/session';
import { useCurrentCommunity } from '../../app/community/current-community';
import { openConfirm } from '../../app/overlays/modals';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showError, showErrorOr, showSuccess } from '../../app/toasts';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateText, DateTimeText } from '../../widgets/date-text';
import { downloadFile } from '../../widgets/download-file';
import { Fact } from '../../widgets/fact';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { useRemoveTransaction } from '../owner-ledger/index';
import { PageLoader } from '../../widgets/page-loader';
import { AddHearingModal } from './add-hearing-modal';
import { EditViolationModal } from './edit-violation-modal';
import {
  refreshViolations,
  violationHearingsQuery,
  violationPhotosQuery,
  violationTimelineQuery,
  violationViewQuery,
} from './ccr-queries';
import { ViolationTimeline } from './violation-timeline';
import { ViolationStateBadge } from './violation-state-badge';

const C = contract.ccr;

interface LadderRow {
  level: CcrRecordView['Levels'][number];
  taken: CcrRecordView['Actions'][number] | null;
}

/** A taken level's fine: the amount, and Remove while it stands (or Removed once it does not). */
function TakenFine({
  taken,
  onRemove,
}: {
  taken: CcrRecordView['Actions'][number];
  onRemove: (chargeItemId: number, fine: number) => void;
}) {
  const chargeItemId = taken.ChargeItemId;
  if (chargeItemId === null) return '—';
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Text size="sm" td={taken.FineRemoved ? 'line-through' : undefined}>
        {formatCents(taken.Fine)}
      </Text>
      {taken.FineRemoved ? (
        <Badge size="xs" color="gray">
          Removed
        </Badge>
      ) : (
        <MayCall calls={removeFineCalls}>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            aria-label={`Remove the fine of ${taken.LevelName}`}
            onClick={() => onRemove(chargeItemId, taken.Fine)}
          >
            Remove
          </Button>
        </MayCall>
      )}
    </Group>
  );
}

/** RemoveCCRTransactionItem, which also needs delete access to the fine's charge. */
const removeFineCalls = calledWith(C.RemoveCCRTransactionItem, {
  claim: 'arapplycharges',
  level: 'delete',
});

/**
 * The process's levels with what the violation took: when, by whom, its letter, its fine (with
 * its removal), forced.
 */
const ladderColumns = (
  communityAgentId: number,
  onRemoveFine: (chargeItemId: number, fine: number) => void,
): GridColumn<LadderRow>[] => [
  { id: 'sequence', header: '#', width: 50, cell: (r) => r.level.Sequence },
  { id: 'level', header: 'Level', width: 180, cell: (r) => r.level.LevelName },
  { id: 'days', header: 'Days', width: 70, align: 'right', cell: (r) => r.level.Days },
  {
    id: 'fine',
    header: 'Fine',
    width: 170,
    align: 'right',
    cell: (r) =>
      r.taken ? (
        <TakenFine taken={r.taken} onRemove={onRemoveFine} />
      ) : r.level.AdminFee > 0 ? (
        formatCents(r.level.AdminFee)
      ) : (
        '—'
      ),
  },
  {
    id: 'letter',
    header: 'Letter',
    width: 180,
    cell: (r) =>
      r.taken?.MessageBatchItemId ? (
        <Anchor
          size="sm"
          href={buildRoute(SiteMap.messageBatchEditor, {
            communityAgentId,
            messageBatchItemId: r.taken.MessageBatchItemId,
          })}
        >
          {r.level.TemplateName ?? 'Letter'}
        </Anchor>
      ) : (
        (r.level.TemplateName ?? '—')
      ),
  },
  {
    id: 'taken',
    header: 'Taken',
    width: 240,
    cell: (r) =>
      r.taken ? (
        <Group gap={4}>
          <DateText value={r.taken.TakenOn} />
          <Text size="xs" c="dimmed">
            {r.taken.TakenByName ?? ''}
          </Text>
          {r.taken.IsForced ? <Badge size="xs">Forced</Badge> : null}
        </Group>
      ) : (
        '—'
      ),
  },
];

const caseFileFailed = 'The case file could not be made.';

/** Downloads the violation's case file (one PDF). */
function CaseFileButton({ itemId }: { itemId: number }) {
  const run = useMutation({
    mutationFn: () =>
      downloadFile(
        `${C.GetCcrCaseFile.path}?itemId=${String(itemId)}`,
        `violation-${String(itemId)}-case-file.pdf`,
        caseFileFailed,
      ),
    onError: (error) => {
      showError(error instanceof ApiError ? error : new ApiError(500, caseFileFailed));
    },
  });
  return (
    <Button size="xs" variant="default" onClick={() => run.mutate()} loading={run.isPending}>
      Case file (PDF)
    </Button>
  );
}

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
  const communityAgentId = record.CommunityAgentId;
  const client = useQueryClient();
  const photos = useQuery(violationPhotosQuery(itemId));
  const timeline = useQuery(violationTimelineQuery(itemId));
  const hearings = useQuery(violationHearingsQuery(itemId));
  const showCaptureDates = useSession().data?.FeatureFlags.ccrAttachmentDates === true;
  const [editing, setEditing] = useState(false);
  const [addingHearing, setAddingHearing] = useState(false);
  const act = useMutation({
    mutationFn: (run: () => Promise<string | null>) => run(),
    onError: (error) => showErrorOr(error, ViolationMessages.advanceFailed),
    onSuccess: async (message) => {
      if (message) showSuccess(message);
      await refreshViolations(client);
    },
  });
  /** An action's call; its answer's message (advance, resolve) is shown on success. */
  const run = (work: () => Promise<string | null>) => () => act.mutate(work);
  const isOpen = record.State === 'Open';
  // After the last level there is nothing to advance to: the server would refuse.
  const hasNextLevel = view.Levels.some((level) => !level.IsTaken);
  const today = localDay(new Date());
  const advance = run(
    async () =>
      (await api.call(C.ProcessCcrAction, { body: { ccrActionId: itemId, communityAgentId } }))
        .Message,
  );
  const forceAdvance = () =>
    openConfirm({
      title: 'Advance violation',
      message: ViolationMessages.advanceConfirm,
      confirmLabel: 'Advance',
      onConfirm: run(
        async () =>
          (
            await api.call(C.ViolationForciblyMoveToNextLevel, {
              body: { model: { TopsItemId: itemId }, postDate: today },
            })
          ).Message,
      ),
    });
  const resolve = run(
    async () => (await api.call(C.ResolveViolation, { body: { itemId } })).Message,
  );
  const close = () =>
    openConfirm({
      title: 'Close violation',
      message: 'Are you sure you want to close this violation?',
      confirmLabel: 'Close violation',
      danger: true,
      onConfirm: run(async () => {
        await api.call(C.CloseCcrRecordViaTopsItemId, { body: { TopsItemId: itemId } });
        return null;
      }),
    });
  const undo = () =>
    openConfirm({
      title: 'Undo last action',
      message: 'Undo the last action? Its fine is removed and its letter batch too, unless sent.',
      confirmLabel: 'Undo',
      danger: true,
      onConfirm: run(async () => {
        await api.call(C.UndoLastAction, { body: { itemId } });
        return null;
      }),
    });
  const fineRemoval = useRemoveTransaction(communityAgentId, () => {
    void refreshViolations(client);
  });
  const reopen = run(async () => {
    await api.call(C.ReopenCcrRecord, { body: { itemId } });
    return null;
  });
  const ladder = view.Levels.map((level) => ({
    level,
    taken: view.Actions.find((a) => a.TemplateLevelId === level.TemplateLevelId) ?? null,
  }));
  return (
    <Stack gap="sm">
      <EditViolationModal record={record} opened={editing} onClose={() => setEditing(false)} />
      <AddHearingModal
        itemId={itemId}
        opened={addingHearing}
        onClose={() => setAddingHearing(false)}
      />
      <Group gap="xs">
        <MayCall calls={C.GetCcrCaseFile}>
          <CaseFileButton itemId={itemId} />
        </MayCall>
        {isOpen ? (
          <>
            <MayCall calls={C.UpdateCcrRecord}>
              <Button size="xs" variant="default" onClick={() => setEditing(true)}>
                Edit
              </Button>
            </MayCall>
            {hasNextLevel ? (
              <>
                <MayCall calls={C.ProcessCcrAction}>
                  <Button size="xs" onClick={advance} loading={act.isPending}>
                    Advance
                  </Button>
                </MayCall>
                <MayCall calls={C.ViolationForciblyMoveToNextLevel}>
                  <Button size="xs" variant="default" onClick={forceAdvance}>
                    Forcibly advance
                  </Button>
                </MayCall>
              </>
            ) : null}
            {view.Actions.length > 0 ? (
              <MayCall calls={C.UndoLastAction}>
                <Button size="xs" variant="default" onClick={undo}>
                  Undo last action
                </Button>
              </MayCall>
            ) : null}
            <MayCall calls={C.ResolveViolation}>
              <Button size="xs" color="green" variant="light" onClick={resolve}>
                Resolve
              </Button>
            </MayCall>
            <MayCall calls={C.CloseCcrRecordViaTopsItemId}>
              <Button size="xs" color="red" variant="light" onClick={close}>
                Close
              </Button>
            </MayCall>
          </>
        ) : (
          <MayCall calls={C.ReopenCcrRecord}>
            <Button size="xs" variant="default" onClick={reopen} loading={act.isPending}>
              Reopen
            </Button>
          </MayCall>
        )}
      </Group>
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
      <Paper withBorder p="sm">
        <Title order={5} mb="xs">
          {record.ActionProcessName ?? 'No action process'}
        </Title>
        <DataGrid
          aria-label="Levels"
          rows={ladder}
          columns={ladderColumns(communityAgentId, fineRemoval.startViolationFine)}
          rowKey={(row) => row.level.TemplateLevelId}
          rowTestId={(row) => `level-${String(row.level.Sequence)}`}
          empty="The violation’s code follows no action process."
        />
      </Paper>
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
