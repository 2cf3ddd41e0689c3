import type { OwnerActivity } from '@hoa/contract';
import { canEditTransactionComment, formatDate } from '@hoa/domain';
import { ActionIcon, Group, Text } from '@mantine/core';
import { useMemo, useRef } from 'react';
import { openModal } from '../../app/overlays/modals';
import { DataGrid, moneyColumn, type GridColumn } from '../../widgets/data-grid/data-grid';
import { CommentEditor } from './comment-editor';
import { useRemoveTransaction } from './use-remove-transaction';

/** An owner's posted lines with the running balance; each line can be commented or removed. */
export function OwnerActivityTable({ activity }: { activity: OwnerActivity }) {
  const removal = useRemoveTransaction(activity.CommunityAgentId, () => undefined);
  // The same transaction can have several lines (one per code): a line is its place in the list.
  const rows = useMemo(
    () => activity.Rows.map((r, i): ActivityLine => ({ ...r, key: `${r.TopsItemId}-${i}` })),
    [activity.Rows],
  );
  const { CommunityAgentId, OwnerAgentId, OwnerName } = activity;
  // The latest start through a ref, so the columns (and every row) stay while the page renders.
  const start = useRef(removal.start);
  start.current = removal.start;
  const columns = useMemo(
    () =>
      activityColumns(
        removal.pending,
        (r) => {
          start.current({
            itemId: r.TopsItemId,
            txnTypeId: r.TopsTxnTypeId,
            ownerAgentId: OwnerAgentId,
            ownerName: OwnerName,
          });
        },
        CommunityAgentId,
      ),
    [removal.pending, CommunityAgentId, OwnerAgentId, OwnerName],
  );
  return (
    <DataGrid
      aria-label="Owner activity"
      rows={rows}
      columns={columns}
      rowKey={lineKey}
      variableRowHeight
      empty="No posted transactions."
    />
  );
}

type ActivityLine = OwnerActivity['Rows'][number] & { key: string };

const lineKey = (r: ActivityLine) => r.key;

function activityColumns(
  removing: boolean,
  remove: (r: ActivityLine) => void,
  communityAgentId: number,
): GridColumn<ActivityLine>[] {
  return [
    { id: 'date', header: 'Date', width: 90, cell: (r) => formatDate(r.PostDate) },
    {
      id: 'transaction',
      header: 'Transaction',
      cell: (r) => (
        <>
          <Text size="sm">
            #{r.TopsItemId} {r.TxnTypeName}
          </Text>
          {r.Description ? (
            <Text size="xs" c="dimmed">
              {r.Description}
            </Text>
          ) : null}
        </>
      ),
    },
    { id: 'code', header: 'Code', width: 60, cell: (r) => r.CodeAlias },
    moneyColumn('amount', 'Amount', (r) => r.Amount, 90),
    moneyColumn('balance', 'Balance', (r) => r.Balance, 90),
    {
      id: 'actions',
      header: '',
      // Two icon buttons side by side, with the cell's padding: the 640 px drawer fits them. Their
      // hints are the browser's (title): Mantine's Tooltip would add its floating code to every
      // screen's first load.
      width: 72,
      cell: (r) => (
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            size="sm"
            variant="subtle"
            title="Comment"
            aria-label={`Comment on transaction #${r.TopsItemId}`}
            disabled={!canEditTransactionComment(r.TopsStatusId)}
            onClick={() => {
              openModal({
                title: `Comment on transaction #${r.TopsItemId}`,
                children: (
                  <CommentEditor
                    communityAgentId={communityAgentId}
                    itemId={r.TopsItemId}
                    txnTypeId={r.TopsTxnTypeId}
                  />
                ),
              });
            }}
          >
            <CommentIcon />
          </ActionIcon>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="red"
            title="Remove"
            aria-label={`Remove transaction #${r.TopsItemId}`}
            disabled={removing}
            onClick={() => {
              remove(r);
            }}
          >
            <RemoveIcon />
          </ActionIcon>
        </Group>
      ),
    },
  ];
}

function CommentIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path d="M4 5h16v11H9l-5 4V5z" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

function RemoveIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
