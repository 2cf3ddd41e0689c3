import type { ReportColumnData, ReportDataJson, ReportRowData } from '@hoa/contract';
import { Anchor, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useContext, type ReactNode } from 'react';
import { buildRoute, SiteMap, withSearch } from '../../app/site-map';
import { LinkButton } from '../link-button';
import { ledgerItemRoute } from '../transaction-route';
import { cellText, isNumericColumn } from './cell-text';
import { ReportDrillContext, type FigureDrill } from './report-drill';
import { ReportRowsPager } from './report-rows-pager';

const rowBackground: Record<NonNullable<ReportRowData['style']>, string | undefined> = {
  section: 'var(--mantine-color-gray-0)',
  subtotal: undefined,
  total: 'var(--mantine-color-gray-1)',
};

interface RowLink {
  /** The column whose cell is the link. */
  key: string;
  href: string;
}

/**
 * Where a row drills down to: an account's row to its GL history over the days of its figures'
 * lines, else the report's days (in the label column); a ledger line's row to its transaction (in
 * its first text cell): its screen by type and status when the row gives them, else the item's
 * ledger lines.
 */
function rowLink(
  report: ReportDataJson,
  row: ReportRowData,
  label: string | undefined,
  communityAgentId: number | undefined,
): RowLink | null {
  if (row.accountId !== undefined && label !== undefined) {
    const path = buildRoute(SiteMap.glHistory, { accountId: row.accountId });
    // A statement's account opens over the days (and cost center) of its first figure's lines.
    const drill = report.columns.find((c) => c.drill)?.drill;
    const range = report.dateRange;
    const search = drill
      ? {
          from: drill.fromDate,
          to: drill.toDate,
          cc: drill.costCenterId === null ? null : String(drill.costCenterId),
        }
      : { from: range?.startDate, to: range?.endDate };
    return { key: label, href: withSearch(path, search) };
  }
  if (row.itemId !== undefined && communityAgentId !== undefined) {
    const key = report.columns.find((c) => c.kind === 'text' && row.cells[c.key])?.key;
    if (key === undefined) return null;
    const { itemId, txnTypeId, statusId } = row;
    return {
      key,
      href:
        txnTypeId !== undefined && statusId !== undefined
          ? ledgerItemRoute({
              TopsItemId: itemId,
              CommunityAgentId: communityAgentId,
              TopsTxnTypeId: txnTypeId,
              TopsStatusId: statusId,
            })
          : buildRoute(SiteMap.glCommunityItem, { communityAgentId, itemId }),
    };
  }
  return null;
}

/**
 * A figure that opens what is behind it: an account's figure in a column with a drill, the lines
 * (a button, for the drawer the page provides); a figure of no single account (the balance
 * sheet's net income), the report whose total it is (a link). Null for any other cell.
 */
function figureLink(
  report: ReportDataJson,
  row: ReportRowData,
  column: ReportColumnData,
  communityAgentId: number | undefined,
  openLines: ((figure: FigureDrill) => void) | null,
): ReactNode {
  const value = row.cells[column.key];
  if (typeof value !== 'number' || communityAgentId === undefined) return null;
  const text = cellText(column.kind, value);
  if (row.accountId !== undefined && column.drill && openLines) {
    const account = [row.cells.number, row.cells.name].filter(Boolean).join(' ');
    const figure: FigureDrill = {
      communityAgentId,
      accountId: row.accountId,
      account,
      source: `${report.title}, ${column.title}`,
      figure: value,
      drill: column.drill,
    };
    return (
      <LinkButton
        fw="inherit"
        c={value < 0 ? 'red' : undefined}
        aria-label={`GL lines behind ${account}, ${column.title}: ${text}`}
        onClick={() => openLines(figure)}
      >
        {text}
      </LinkButton>
    );
  }
  if (row.drillReport && column.kind === 'money') {
    const { name, startDate, endDate } = row.drillReport;
    const path = buildRoute(SiteMap.report, { name, communityAgentId });
    return (
      <Anchor href={`#${withSearch(path, { startDate, endDate })}`} size="sm" fw="inherit">
        {text}
      </Anchor>
    );
  }
  return null;
}

/**
 * A report's rows on screen, as the renderer prints them: title and subtitle lines, a header row,
 * sections, subtotals and totals in bold, indented labels, negative money in red, footnotes. An
 * account's row links to its GL history, a ledger line's to its transaction (the community's), and
 * an account's figure opens the lines behind it. A page of a long report has its pager above
 * and below the rows (onRowPage: the page asked for, 1 first).
 */
export function ReportViewer({
  report,
  communityAgentId,
  onRowPage,
}: {
  report: ReportDataJson;
  communityAgentId?: number;
  onRowPage?: (page: number) => void;
}) {
  const openLines = useContext(ReportDrillContext);
  // Labels (and their indents) sit in the widest text column: the account name, the description.
  const label = report.columns
    .filter((c) => c.kind === 'text')
    .sort((a, b) => (b.width ?? 2) - (a.width ?? 2))[0]?.key;
  return (
    <Paper withBorder p="md">
      <Stack gap={2} mb="sm">
        <Title order={3}>{report.title}</Title>
        {report.subtitle.map((line, i) => (
          <Text key={i} size="sm" c="dimmed">
            {line}
          </Text>
        ))}
      </Stack>
      {onRowPage ? <ReportRowsPager report={report} onPage={onRowPage} /> : null}
      <ScrollArea type="auto">
        <Table
          aria-label={report.title}
          verticalSpacing={3}
          horizontalSpacing="sm"
          fz="sm"
          withRowBorders={false}
          striped={false}
        >
          <Table.Thead>
            <Table.Tr>
              {report.columns.map((c) => (
                <Table.Th key={c.key} ta={isNumericColumn(c.kind) ? 'right' : 'left'}>
                  {c.title}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.rows.map((row, r) => {
              const link = rowLink(report, row, label, communityAgentId);
              return (
                <Table.Tr
                  key={r}
                  fw={row.style ? 700 : undefined}
                  bg={row.style ? rowBackground[row.style] : undefined}
                  style={
                    row.style === 'total'
                      ? { borderTop: '1px solid var(--mantine-color-gray-5)' }
                      : undefined
                  }
                >
                  {report.columns.map((c) => {
                    const value = row.cells[c.key];
                    const negative = c.kind === 'money' && typeof value === 'number' && value < 0;
                    return (
                      <Table.Td
                        key={c.key}
                        ta={isNumericColumn(c.kind) ? 'right' : 'left'}
                        c={negative ? 'red' : undefined}
                        pl={c.key === label && row.indent ? row.indent * 16 + 8 : undefined}
                        miw={c.key === label ? 180 : undefined}
                        style={{ whiteSpace: isNumericColumn(c.kind) ? 'nowrap' : undefined }}
                      >
                        {link?.key === c.key ? (
                          <Anchor href={`#${link.href}`} size="sm" fw="inherit">
                            {cellText(c.kind, value)}
                          </Anchor>
                        ) : (
                          (figureLink(report, row, c, communityAgentId, openLines) ??
                          cellText(c.kind, value))
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
            {report.rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={report.columns.length}>
                  <Text size="sm" c="dimmed">
                    Nothing to report.
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {onRowPage ? <ReportRowsPager report={report} onPage={onRowPage} /> : null}
      {(report.footnotes ?? []).map((note) => (
        <Text key={note} size="xs" c="dimmed" mt="xs">
          {note}
        </Text>
      ))}
    </Paper>
  );
}
