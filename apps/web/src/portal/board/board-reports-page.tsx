import { Alert, Loader, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { portalBoard } from '@hoa/contract';
import { formatCents, type BoardReportKey } from '@hoa/domain';
import { portalApi } from '../app/api';
import { BoardTabs } from './board-tabs';

/** The community's financial statements and allowed reports, and its delinquency list. */
export function BoardReportsPage() {
  const [key, setKey] = useState<BoardReportKey>('BalanceSheet');
  const reports = useQuery({
    queryKey: ['portal', 'board', 'reports'],
    queryFn: () => portalApi.call(portalBoard.GetBoardReports),
  });
  const report = useQuery({
    queryKey: ['portal', 'board', 'report', key],
    queryFn: () => portalApi.call(portalBoard.GetBoardReport, { query: { Key: key } }),
  });
  const delinquent = useQuery({
    queryKey: ['portal', 'board', 'delinquencies'],
    queryFn: () => portalApi.call(portalBoard.GetBoardDelinquencies),
  });
  const columns = report.data?.columns ?? [];
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Board reports
      </Title>
      <BoardTabs value="reports" />
      <Select
        label="Report"
        size="md"
        allowDeselect={false}
        value={key}
        onChange={(next) => next && setKey(next as BoardReportKey)}
        data={(reports.data?.Reports ?? []).map((r) => ({ value: r.Key, label: r.Name }))}
      />
      {report.isPending ? <Loader /> : null}
      {report.isError ? (
        <Alert color="red" title="The report could not be made">
          {report.error.message}
        </Alert>
      ) : null}
      {report.data ? (
        <Stack gap={4}>
          <Text fw={700}>{report.data.title}</Text>
          {report.data.subtitle.map((line) => (
            <Text key={line} size="sm" c="dimmed">
              {line}
            </Text>
          ))}
          {report.data.rows.length === 0 ? (
            <Text c="dimmed">Nothing to report for these dates.</Text>
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((c) => (
                      <Table.Th key={c.key}>{c.title}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {report.data.rows.map((row, index) => (
                    <Table.Tr key={index}>
                      {columns.map((c) => (
                        <Table.Td
                          key={c.key}
                          fw={row.style ? 700 : undefined}
                          pl={c === columns[0] && row.indent ? row.indent * 12 : undefined}
                        >
                          {cellText(row.cells[c.key], c.kind)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      ) : null}
      <Title order={2} size="h3">
        Owners behind on payments
      </Title>
      {delinquent.isPending ? <Loader /> : null}
      {delinquent.data?.Rows.length === 0 ? (
        <Alert color="gray" title="No one owes">
          Every owner is paid up.
        </Alert>
      ) : null}
      {delinquent.data && delinquent.data.Rows.length > 0 ? (
        <Table fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{delinquent.data.NamesHidden ? 'Account' : 'Owner'}</Table.Th>
              <Table.Th ta="right">Owes</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {delinquent.data.Rows.map((row, index) => (
              <Table.Tr key={index}>
                <Table.Td>
                  <Text size="sm">{row.OwnerName ?? row.AccountNumber ?? ''}</Text>
                  <Text size="xs" c="dimmed">
                    {row.Address}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{formatCents(row.BalanceCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}

function cellText(value: string | number | null | undefined, kind: string): string {
  if (value === null || value === undefined) return '';
  if (kind === 'money' && typeof value === 'number') return formatCents(value);
  return String(value);
}
