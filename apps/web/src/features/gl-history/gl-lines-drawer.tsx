import type { HistoryLine } from '@hoa/contract';
import { drillFigure, formatCents, formatDate, GlHistoryPageSize } from '@hoa/domain';
import { Alert, Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { openDrawer } from '../../app/overlays/drawer-host';
import { buildRoute, SiteMap, withSearch } from '../../app/site-map';
import { DataGrid, moneyColumn, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateText } from '../../widgets/date-text';
import { Fact } from '../../widgets/fact';
import { GridPager } from '../../widgets/grid-pager';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import type { FigureDrill } from '../../widgets/report-viewer';
import { ledgerItemRoute } from '../../widgets/transaction-route';
import { historyHeaderQuery, historyLinesQuery, type HistoryFilter } from './gl-history-queries';

/** The days a drill covers, as the drawer says them. */
const daysText = ({ fromDate, toDate }: FigureDrill['drill']) =>
  fromDate ? `${formatDate(fromDate)} – ${formatDate(toDate)}` : `Through ${formatDate(toDate)}`;

/**
 * The lines behind a statement's figure (issue 24): the account's lines of the statement's cost
 * center over its days, their total in the sign the statement shows it, and each line's
 * transaction a click away (by type and status).
 */
function GlLinesDrawer({ target }: { target: FigureDrill }) {
  const { drill } = target;
  const filter: HistoryFilter = {
    communityAgentId: target.communityAgentId,
    accountId: target.accountId,
    asOfDate: drill.toDate,
    fromDate: drill.fromDate ?? undefined,
    costCenterCategoryId: drill.costCenterId ?? undefined,
  };
  const [page, setPage] = useState(1);
  const header = useQuery(historyHeaderQuery(filter));
  const lines = useQuery({
    ...historyLinesQuery(filter, (page - 1) * GlHistoryPageSize, GlHistoryPageSize),
    placeholderData: keepPreviousData,
  });
  const h = header.data;
  if (!h) return header.isError ? <LoadError error={header.error} /> : <PageLoader />;
  const total = drillFigure(drill.sign, h.TopsAccountTypeId, h.TotalDebit - h.TotalCredit);
  const costCenter = h.CostCenters.find((c) => c.CostCenterId === drill.costCenterId);
  const pages = Math.max(1, Math.ceil(h.LineCount / GlHistoryPageSize));
  const history = withSearch(buildRoute(SiteMap.glHistory, { accountId: target.accountId }), {
    from: drill.fromDate,
    to: drill.toDate,
    cc: drill.costCenterId === null ? null : String(drill.costCenterId),
  });
  return (
    <Stack gap="sm" data-testid="gl-lines-drawer">
      <Text size="sm" c="dimmed">
        {target.source}
        {costCenter
          ? ` · Cost center ${costCenter.CostCenterNumber} ${costCenter.CostCenterName}`
          : ''}
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
        <Fact label="Lines posted">{daysText(drill)}</Fact>
        <Fact label="On the statement">{formatCents(target.figure)}</Fact>
        <Fact label="Total of the lines">
          <span data-testid="gl-lines-total">{formatCents(total)}</span>
        </Fact>
        <Fact label="Lines">{h.LineCount}</Fact>
        <Fact label="Debits">{formatCents(h.TotalDebit)}</Fact>
        <Fact label="Credits">{formatCents(h.TotalCredit)}</Fact>
      </SimpleGrid>
      {total !== target.figure ? (
        <Alert color="yellow" variant="light" role="alert">
          The ledger changed after the statement was run: run it again to see the same total.
        </Alert>
      ) : null}
      {lines.data ? (
        <DataGrid
          aria-label={`GL lines behind ${target.account}`}
          rows={lines.data.Lines}
          columns={lineColumns(target, h.TopsAccountTypeId)}
          rowKey={(line) => line.GlLineId}
          empty="No ledger lines over these days."
          footer={
            <GridPager pages={pages} page={page} onChange={setPage} justify="flex-end" size="sm" />
          }
        />
      ) : lines.isError ? (
        <LoadError error={lines.error} />
      ) : (
        <PageLoader />
      )}
      <Anchor size="sm" href={`#${history}`}>
        Open in GL history
      </Anchor>
    </Stack>
  );
}

/**
 * A line's date, its transaction (the link), its amount in the figure's sign (so the amounts add
 * up to the total; the first three columns fit a phone) and its description.
 */
function lineColumns(target: FigureDrill, accountTypeId: number): GridColumn<HistoryLine>[] {
  const { communityAgentId, drill } = target;
  return [
    {
      id: 'date',
      header: 'Post Date',
      width: 92,
      cell: (line) => <DateText value={line.PostDate} />,
    },
    {
      id: 'item',
      header: 'Transaction',
      width: 150,
      cell: (line) => (
        <Anchor
          size="sm"
          href={`#${ledgerItemRoute({ ...line, CommunityAgentId: communityAgentId })}`}
        >
          {line.TxnTypeName} #{line.TopsItemId}
        </Anchor>
      ),
    },
    moneyColumn('amount', 'Amount', (line) =>
      drillFigure(drill.sign, accountTypeId, line.Debit - line.Credit),
    ),
    {
      id: 'description',
      header: 'Description',
      width: 200,
      cell: (line) => [line.Reference, line.Description].filter(Boolean).join(' · '),
    },
  ];
}

/** Opens the drawer of the lines behind a statement's figure (the report page's drill-down). */
export function openGlLinesDrawer(target: FigureDrill): void {
  openDrawer({
    title: `GL lines: ${target.account}`,
    width: 'wide',
    content: <GlLinesDrawer key={JSON.stringify(target)} target={target} />,
  });
}
