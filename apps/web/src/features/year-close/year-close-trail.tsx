import type { FiscalYearClose, YearCloseRecord } from '@hoa/contract';
import { formatDate } from '@hoa/domain';
import { Anchor, Badge, Paper, Table, Text } from '@mantine/core';
import { buildRoute, SiteMap } from '../../app/site-map';
import { DateTimeText } from '../../widgets/date-text';
import { EmptyRow } from '../../widgets/empty-row';

interface TrailRow {
  year: FiscalYearClose;
  close: YearCloseRecord | null;
}

/** The fiscal years with every close and undo: who, when, why, and the items they posted. */
export function YearCloseTrail({
  communityAgentId,
  years,
}: {
  communityAgentId: number;
  years: readonly FiscalYearClose[];
}) {
  const item = (pattern: string, itemId: number) =>
    `#${buildRoute(pattern, { communityAgentId, itemId })}`;
  const rows = years.flatMap((year): TrailRow[] =>
    year.Closes.length === 0
      ? [{ year, close: null }]
      : year.Closes.map((close) => ({ year, close })),
  );
  return (
    <Paper withBorder radius="sm">
      <Table aria-label="Fiscal years and closes" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fiscal year</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Closed</Table.Th>
            <Table.Th>Closing entry</Table.Th>
            <Table.Th>Undone</Table.Th>
            <Table.Th>Reason</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ year, close }) => (
            <Table.Tr key={`${year.TopsFiscalYearId}-${close?.YearCloseId ?? 0}`}>
              <Table.Td>
                {formatDate(year.StartDate)} - {formatDate(year.EndDate)}
              </Table.Td>
              <Table.Td>
                <Badge color={year.IsClosed ? 'grape' : 'green'} variant="light">
                  {year.IsClosed ? 'Closed' : 'Open'}
                </Badge>
              </Table.Td>
              <Table.Td>
                {close ? (
                  <Text size="sm">
                    <DateTimeText value={close.ClosedAt} />{' '}
                    {close.ClosedBy ? `by ${close.ClosedBy}` : ''}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                {close ? (
                  <Anchor size="sm" href={item(SiteMap.yearClose, close.ClosingItemId)}>
                    #{close.ClosingItemId}
                  </Anchor>
                ) : null}
              </Table.Td>
              <Table.Td>
                {close?.UndoneAt ? (
                  <Text size="sm">
                    <DateTimeText value={close.UndoneAt} />{' '}
                    {close.UndoneBy ? `by ${close.UndoneBy}` : ''}
                    {close.UndoItemId ? (
                      <>
                        {' '}
                        <Anchor size="sm" href={item(SiteMap.yearCloseUndo, close.UndoItemId)}>
                          #{close.UndoItemId}
                        </Anchor>
                      </>
                    ) : null}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{close?.UndoReason}</Table.Td>
            </Table.Tr>
          ))}
          {rows.length === 0 ? (
            <EmptyRow colSpan={6}>The community has no fiscal year.</EmptyRow>
          ) : null}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
