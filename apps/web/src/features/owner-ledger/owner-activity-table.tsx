import type { OwnerActivity } from '@hoa/contract';
import { canEditTransactionComment, formatCents, formatDate } from '@hoa/domain';
import { Button, Group, Table, Text } from '@mantine/core';
import { openModal } from '../../app/overlays/modals';
import { CommentEditor } from './comment-editor';
import { useRemoveTransaction } from './use-remove-transaction';

/** An owner's posted lines with the running balance; each line can be commented or removed. */
export function OwnerActivityTable({ activity }: { activity: OwnerActivity }) {
  const removal = useRemoveTransaction(activity.CommunityAgentId, () => undefined);
  return (
    <Table aria-label="Owner activity" striped verticalSpacing={4} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Transaction</Table.Th>
          <Table.Th>Code</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th ta="right">Balance</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {activity.Rows.map((r, i) => (
          <Table.Tr key={`${r.TopsItemId}-${i}`}>
            <Table.Td>{formatDate(r.PostDate)}</Table.Td>
            <Table.Td>
              <Text size="sm">
                #{r.TopsItemId} {r.TxnTypeName}
              </Text>
              {r.Description ? (
                <Text size="xs" c="dimmed">
                  {r.Description}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>{r.CodeAlias}</Table.Td>
            <Table.Td ta="right">{formatCents(r.Amount)}</Table.Td>
            <Table.Td ta="right">{formatCents(r.Balance)}</Table.Td>
            <Table.Td>
              <Group gap={2} wrap="nowrap">
                <Button
                  size="compact-xs"
                  variant="subtle"
                  aria-label={`Comment on transaction #${r.TopsItemId}`}
                  disabled={!canEditTransactionComment(r.TopsStatusId)}
                  onClick={() => {
                    openModal({
                      title: `Comment on transaction #${r.TopsItemId}`,
                      children: (
                        <CommentEditor
                          communityAgentId={activity.CommunityAgentId}
                          itemId={r.TopsItemId}
                          txnTypeId={r.TopsTxnTypeId}
                        />
                      ),
                    });
                  }}
                >
                  Comment
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={`Remove transaction #${r.TopsItemId}`}
                  disabled={removal.pending}
                  onClick={() => {
                    removal.start({
                      itemId: r.TopsItemId,
                      txnTypeId: r.TopsTxnTypeId,
                      ownerAgentId: activity.OwnerAgentId,
                      ownerName: activity.OwnerName,
                    });
                  }}
                >
                  Remove
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
        {activity.Rows.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={6}>
              <Text size="sm" c="dimmed">
                No posted transactions.
              </Text>
            </Table.Td>
          </Table.Tr>
        ) : null}
      </Table.Tbody>
    </Table>
  );
}
