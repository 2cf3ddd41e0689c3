import {
  contract,
  type ArchitecturalRequestView,
  type ArchitecturalStatusHistory,
} from '@hoa/contract';
import { ArchitecturalRequestStatusId } from '@hoa/domain';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../app/api';
import { showErrorOr, showSuccess } from '../../app/toasts';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateTimeText } from '../../widgets/date-text';
import { MayCall } from '../../widgets/may-call';
import { refreshArchitecturalRequests } from './architectural-requests-queries';
import { ArchitecturalStatusBadge } from './architectural-status-badge';
import { RegenerateLetterModal } from './letter-forms';
import { openLetterPreview } from './letter-preview';

const C = contract.architecturalRequests;

/** Sends a status history's letter to the owner as a message batch. */
function SendButton({
  itemId,
  history: h,
}: {
  itemId: number;
  history: ArchitecturalStatusHistory;
}) {
  const client = useQueryClient();
  const send = useMutation({
    mutationFn: () =>
      api.call(C.sendLetter, {
        body: {
          itemId,
          architecturalRequestStatusHistoryId: h.ArchitecturalRequestStatusHistoryId,
        },
      }),
    onError: (error) => showErrorOr(error, 'The letter was not sent.'),
    onSuccess: async () => {
      showSuccess('The letter was sent to the owner.');
      await refreshArchitecturalRequests(client);
    },
  });
  return (
    <MayCall calls={C.sendLetter}>
      <Button size="compact-xs" loading={send.isPending} onClick={() => send.mutate()}>
        Send
      </Button>
    </MayCall>
  );
}

/** The letter of a status change: open it, make it again, send it; or why there is none. */
function LetterCell({
  itemId,
  history: h,
  onRegenerate,
}: {
  itemId: number;
  history: ArchitecturalStatusHistory;
  onRegenerate: (h: ArchitecturalStatusHistory) => void;
}) {
  const letterId = h.LetterAttachmentId;
  return (
    <Stack gap={4}>
      <Group gap={6}>
        {letterId === null ? null : (
          <Button
            size="compact-xs"
            variant="default"
            onClick={() => openLetterPreview(letterId, `${h.StatusName} letter #${String(itemId)}`)}
          >
            Open letter
          </Button>
        )}
        {h.TopsStatusId === ArchitecturalRequestStatusId.Pending ? null : (
          <MayCall calls={C.RegenerateLetter}>
            <Button size="compact-xs" variant="light" onClick={() => onRegenerate(h)}>
              Regenerate
            </Button>
          </MayCall>
        )}
        {letterId !== null && h.LetterSentAt === null ? (
          <SendButton itemId={itemId} history={h} />
        ) : null}
      </Group>
      {h.LetterSentAt === null ? null : (
        <Text size="xs" c="dimmed">
          Sent <DateTimeText value={h.LetterSentAt} />
        </Text>
      )}
      {h.LetterHeldReason ? (
        <Alert color="orange" variant="light" p={6} data-testid="letter-held">
          <Text size="xs">{h.LetterHeldReason}</Text>
        </Alert>
      ) : null}
    </Stack>
  );
}

function historyColumns(
  itemId: number,
  onRegenerate: (h: ArchitecturalStatusHistory) => void,
): GridColumn<ArchitecturalStatusHistory>[] {
  return [
    {
      id: 'when',
      header: 'When',
      width: 170,
      cell: (h) => (
        <Stack gap={0}>
          <DateTimeText value={h.ChangedAt} />
          <Text size="xs" c="dimmed">
            {h.ByName ?? h.DecidedBy}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      width: 200,
      cell: (h) => (
        <Stack gap={2}>
          <ArchitecturalStatusBadge statusId={h.TopsStatusId} name={h.StatusName} />
          <Text size="xs" c="dimmed">
            {[h.ApprovalTypeName, `by ${h.DecidedBy.toLowerCase()}`].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'details',
      header: 'Details',
      width: 260,
      cell: (h) => (
        <Stack gap={2}>
          <Text size="xs" style={{ whiteSpace: 'pre-wrap' }}>
            {h.Details ?? ''}
          </Text>
          {h.ReconsiderationProcedure ? (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
              {`Reconsideration: ${h.ReconsiderationProcedure}`}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'letter',
      header: 'Letter',
      width: 300,
      cell: (h) => <LetterCell itemId={itemId} history={h} onRegenerate={onRegenerate} />,
    },
  ];
}

/** The status histories, oldest first, each with its letter (template, PDF, sending). */
export function HistoriesPanel({ view }: { view: ArchitecturalRequestView }) {
  const [regenerating, setRegenerating] = useState<ArchitecturalStatusHistory | null>(null);
  const itemId = view.Request.TopsItemId;
  const columns = useMemo(() => historyColumns(itemId, setRegenerating), [itemId]);
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Title order={5}>Status history and letters</Title>
        <DataGrid
          aria-label="Status history"
          rows={view.StatusHistories}
          columns={columns}
          rowKey={(h) => h.ArchitecturalRequestStatusHistoryId}
          rowTestId={(h) => `status-history-${String(h.ArchitecturalRequestStatusHistoryId)}`}
          empty="No decision yet."
          variableRowHeight
        />
      </Stack>
      <RegenerateLetterModal
        view={view}
        history={regenerating}
        onClose={() => setRegenerating(null)}
      />
    </Paper>
  );
}
