import type { CheckHistoryEntry } from '@hoa/contract';
import { formatCents, formatDate, hasAccess, TxnTypeId } from '@hoa/domain';
import { Anchor, Button, Stack, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../app/auth/session';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showError } from '../../app/toasts';
import { EmptyRow } from '../../widgets/empty-row';
import { checkHistoryQuery, downloadCheckPdf } from './check-queries';

/** Printed checks (a check run, or a separate check of one) have a PDF; handwritten ones do not. */
const isPrinted = (e: CheckHistoryEntry) =>
  e.TxnTypeId === TxnTypeId.PrintChecks || e.TxnTypeId === TxnTypeId.SeparateCheck;

/** The button that opens a printed check's PDF through its URL (GetCheckUrl). */
export function CheckPdfButton({
  itemId,
  label = 'Check PDF',
  size = 'xs',
}: {
  itemId: number;
  label?: string;
  size?: 'xs' | 'sm';
}) {
  return (
    <Button
      size={size}
      variant="default"
      onClick={() => void downloadCheckPdf(itemId).catch(showError)}
    >
      {label}
    </Button>
  );
}

/**
 * The checks and voids of an item (GetCheckHistory's entries): a check's number opens its profile
 * (when the vendor is known), a printed check's PDF opens from its row.
 */
export function CheckHistoryTable({
  entries,
  vendorAgentId,
}: {
  entries: readonly CheckHistoryEntry[];
  vendorAgentId: number | null;
}) {
  const go = useGo();
  const communityAgentId = useCurrentCommunity().CommunityAgentId;
  return (
    <Table fz="sm" striped aria-label="Check history">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Check</Table.Th>
          <Table.Th>What</Table.Th>
          <Table.Th>By</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.length === 0 ? <EmptyRow colSpan={6}>No checks.</EmptyRow> : null}
        {entries.map((entry) => {
          const isCheck = entry.TxnTypeId !== TxnTypeId.VoidCheck;
          return (
            <Table.Tr key={entry.ItemId}>
              <Table.Td>{formatDate(entry.Date)}</Table.Td>
              <Table.Td>
                {isCheck && vendorAgentId !== null ? (
                  <Anchor
                    size="sm"
                    onClick={() =>
                      void go(
                        buildRoute(SiteMap.apCheckProfile, {
                          communityAgentId,
                          agentId: vendorAgentId,
                          itemId: entry.ItemId,
                        }),
                      )
                    }
                  >
                    {entry.CheckNumber ?? ''}
                  </Anchor>
                ) : (
                  (entry.CheckNumber ?? '')
                )}
              </Table.Td>
              <Table.Td>{entry.Description}</Table.Td>
              <Table.Td>{entry.UserName ?? ''}</Table.Td>
              <Table.Td ta="right">{formatCents(entry.Amount)}</Table.Td>
              <Table.Td>
                {isPrinted(entry) ? <CheckPdfButton itemId={entry.ItemId} /> : null}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** An invoice's checks and their voids (GetCheckHistory), for users who may see checks. */
export function InvoiceCheckHistory({
  itemId,
  vendorAgentId,
}: {
  itemId: number;
  vendorAgentId: number | null;
}) {
  const claims = useSession().data?.Claims ?? [];
  const allowed = hasAccess(claims, 'apprintchecks', 'read');
  const history = useQuery({ ...checkHistoryQuery(itemId), enabled: allowed });
  if (!allowed || !history.data) return null;
  return (
    <Stack gap="xs" mt="sm">
      <Title order={4}>Check history</Title>
      <CheckHistoryTable entries={history.data} vendorAgentId={vendorAgentId} />
    </Stack>
  );
}
