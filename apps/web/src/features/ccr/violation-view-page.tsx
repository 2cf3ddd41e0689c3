import { contract, type CcrRecordView } from '@hoa/contract';
import { formatCents, localDay, ViolationMessages } from '@hoa/domain';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { openConfirm } from '../../app/overlays/modals';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showErrorOr, showSuccess } from '../../app/toasts';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateText, DateTimeText } from '../../widgets/date-text';
import { Fact } from '../../widgets/fact';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { EditViolationModal } from './edit-violation-modal';
import { refreshViolations, violationPhotosQuery, violationViewQuery } from './ccr-queries';
import { ViolationStateBadge } from './violations-page';

const C = contract.ccr;

interface LadderRow {
  level: CcrRecordView['Levels'][number];
  taken: CcrRecordView['Actions'][number] | null;
}

/** The process's levels with what the violation took: when, by whom, its letter, forced. */
const ladderColumns = (communityAgentId: number): GridColumn<LadderRow>[] => [
  { id: 'sequence', header: '#', width: 50, cell: (r) => r.level.Sequence },
  { id: 'level', header: 'Level', width: 180, cell: (r) => r.level.LevelName },
  { id: 'days', header: 'Days', width: 70, align: 'right', cell: (r) => r.level.Days },
  {
    id: 'fine',
    header: 'Fine',
    width: 100,
    align: 'right',
    cell: (r) => (r.level.AdminFee > 0 ? formatCents(r.level.AdminFee) : '—'),
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

/**
 * The violation record view (spec 3 §2 'view record'): its facts, the ladder of its process's
 * levels with what was taken (letter batch, fine, forced), its photos, and the actions the
 * caller's claim allows: advance when due, forcibly advance after the spec's confirmation,
 * resolve, close (confirmed), reopen.
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
  const [editing, setEditing] = useState(false);
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
      <Group gap="xs">
        {isOpen ? (
          <>
            <MayCall calls={C.UpdateCcrRecord}>
              <Button size="xs" variant="default" onClick={() => setEditing(true)}>
                Edit
              </Button>
            </MayCall>
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
          columns={ladderColumns(communityAgentId)}
          rowKey={(row) => row.level.TemplateLevelId}
          rowTestId={(row) => `level-${String(row.level.Sequence)}`}
          empty="The violation’s code follows no action process."
        />
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
                <Text size="xs" c="dimmed" component="div">
                  <DateTimeText value={photo.CapturedAt ?? photo.DateUploaded} />
                </Text>
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
