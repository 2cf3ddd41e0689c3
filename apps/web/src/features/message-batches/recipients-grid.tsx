import { contract, type MessageBatchRecipient } from '@hoa/contract';
import { recipientRemovedMessage } from '@hoa/domain';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../app/api';
import { openConfirm } from '../../app/overlays/modals';
import { showSuccess } from '../../app/toasts';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { GridPager } from '../../widgets/grid-pager';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { AttachmentNames } from './attachment-names';
import { batchesKey, recipientsPageSize, recipientsQuery } from './batch-queries';
import { SummaryRecipientForm } from './summary-recipient-form';

const B = contract.messageBatches;

const recipientKey = (r: MessageBatchRecipient) => r.MessageBatchRecipientId;
const invalidTone = (r: MessageBatchRecipient) =>
  r.isValid ? undefined : 'var(--mantine-color-red-0)';

/**
 * A batch's recipients, 100 to a page, summary recipients last: how each is reached and why one
 * cannot be; while the batch is edited a recipient can be removed and a summary address added.
 */
export function RecipientsGrid({
  messageBatchItemId,
  editable,
  files,
}: {
  messageBatchItemId: number;
  editable: boolean;
  /** An attachments batch: each recipient's files are listed. */
  files: boolean;
}) {
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const recipients = useQuery(recipientsQuery(messageBatchItemId, page));
  const remove = useMutation({
    mutationFn: (r: MessageBatchRecipient) =>
      api.call(
        r.IsSummary ? B.RemoveSummaryRecipientFromMessageBatch : B.RemoveRecipientFromMessageBatch,
        { body: { messageBatchItemId, messageBatchRecipientId: r.MessageBatchRecipientId } },
      ),
    // A refusal shows the server's errorMessage as an error toast (the app's default).
    onSuccess: async (answer, r) => {
      await client.invalidateQueries({ queryKey: batchesKey });
      showSuccess(answer.Message || recipientRemovedMessage(r.Name));
    },
  });
  const removing = remove.isPending ? remove.variables.MessageBatchRecipientId : null;
  const ask = remove.mutate;
  const columns = useMemo(
    () =>
      recipientColumns(editable, files, removing, (r) =>
        openConfirm({
          title: 'Remove recipient',
          message: `Remove ${r.Name} from this batch?`,
          confirmLabel: 'Remove',
          danger: true,
          onConfirm: () => ask(r),
        }),
      ),
    [editable, files, removing, ask],
  );
  const total = recipients.data?.TotalCount ?? 0;
  return (
    <>
      {recipients.isError ? <LoadError error={recipients.error} /> : null}
      <DataGrid
        aria-label="Recipients"
        rows={recipients.data?.Recipients ?? []}
        columns={columns}
        rowKey={recipientKey}
        rowTone={invalidTone}
        rowTestId={(r) => `recipient-${String(r.MessageBatchRecipientId)}`}
        bar={
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={500}>
              Recipients ({total.toLocaleString('en-US')})
            </Text>
            {editable ? (
              <MayCall calls={B.AddSummaryRecipient}>
                <SummaryRecipientForm messageBatchItemId={messageBatchItemId} />
              </MayCall>
            ) : null}
          </Group>
        }
        footer={
          <GridPager
            pages={Math.ceil(total / recipientsPageSize)}
            page={page}
            onChange={setPage}
            size="sm"
          />
        }
        empty={recipients.isPending ? 'Loading recipients…' : 'No recipients.'}
      />
    </>
  );
}

/** The files a recipient of an attachments batch gets. */
const filesColumn: GridColumn<MessageBatchRecipient> = {
  id: 'files',
  header: 'Files',
  width: 280,
  cell: (r) => <AttachmentNames files={r.Attachments} />,
};

function recipientColumns(
  editable: boolean,
  files: boolean,
  removing: number | null,
  onRemove: (r: MessageBatchRecipient) => void,
): GridColumn<MessageBatchRecipient>[] {
  const columns: GridColumn<MessageBatchRecipient>[] = [
    {
      id: 'name',
      header: 'Name',
      width: 220,
      sortValue: (r) => r.Name,
      cell: (r) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" truncate>
            {r.Name}
          </Text>
          {r.IsSummary ? (
            <Badge size="xs" variant="light" color="grape">
              Summary
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      id: 'email',
      header: 'Email',
      width: 230,
      sortValue: (r) => r.EmailAddress ?? '',
      cell: (r) =>
        r.EmailAddress ?? (
          <Text span size="xs" c="dimmed">
            None
          </Text>
        ),
    },
    {
      id: 'prefers',
      header: 'Prefers',
      width: 80,
      cell: (r) => (r.PrefersEmail ? 'Email' : r.PrefersPrint ? 'Print' : ''),
    },
    {
      id: 'delivery',
      header: 'Delivery',
      width: 80,
      sortValue: (r) => r.Delivery,
      cell: (r) => r.Delivery,
    },
    {
      id: 'valid',
      header: 'Check',
      width: 260,
      sortValue: (r) => (r.isValid ? 1 : 0),
      cell: (r) =>
        r.isValid ? (
          <Text span size="xs" c="green.8">
            Valid
          </Text>
        ) : (
          <Text span size="xs" c="red.8" fw={500}>
            {r.validationError ?? 'Invalid'}
          </Text>
        ),
    },
    ...(files ? [filesColumn] : []),
  ];
  if (!editable)
    return [
      ...columns,
      { id: 'state', header: 'Sent', width: 110, cell: (r) => r.DeliveryState ?? '' },
    ];
  return [
    ...columns,
    {
      id: 'remove',
      header: '',
      width: 90,
      align: 'right',
      cell: (r) => (
        <MayCall
          calls={
            r.IsSummary
              ? B.RemoveSummaryRecipientFromMessageBatch
              : B.RemoveRecipientFromMessageBatch
          }
        >
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            aria-label={`Remove ${r.Name}`}
            loading={removing === r.MessageBatchRecipientId}
            onClick={(event) => {
              event.stopPropagation();
              onRemove(r);
            }}
          >
            Remove
          </Button>
        </MayCall>
      ),
    },
  ];
}
