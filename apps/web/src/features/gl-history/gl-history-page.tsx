import type { GlAccount, HistoryLine } from '@hoa/contract';
import { formatCents, formatDate, GlHistoryPageSize, localDay, Messages } from '@hoa/domain';
import { Alert, Anchor, Group, Paper, Select, SimpleGrid } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useParams, useSearch } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap, withSearch } from '../../app/site-map';
import { DateInput } from '../../widgets/date-input';
import { DateText } from '../../widgets/date-text';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { Fact } from '../../widgets/fact';
import { GridPager } from '../../widgets/grid-pager';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { ledgerItemRoute } from '../../widgets/transaction-route';
import { entryAccountsQuery } from '../journal-entries';
import {
  historyAccountQuery,
  historyHeaderQuery,
  historyLinesQuery,
  type HistoryFilter,
} from './gl-history-queries';

/** /gl/history/:accountId: GL history of one account (spec 2 §2, §7 GetHistoryHeader). */
export function GlHistoryPage() {
  const accountId = Number(useParams({ strict: false }).accountId);
  const valid = Number.isSafeInteger(accountId) && accountId > 0;
  const account = useQuery({ ...historyAccountQuery(accountId), enabled: valid });
  if (!valid) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {Messages.notFound}
      </Alert>
    );
  }
  if (!account.data) return account.isError ? <LoadError error={account.error} /> : <PageLoader />;
  return <AccountHistory key={accountId} account={account.data} />;
}

function AccountHistory({ account }: { account: GlAccount }) {
  const go = useGo();
  const search = useSearch({ strict: false });
  const [fromDate, setFromDate] = useState<string | null>(search.from ?? null);
  const [asOfDate, setAsOfDate] = useState<string | null>(() => search.to ?? localDay(new Date()));
  const [costCenter, setCostCenter] = useState<number | null>(search.cc ?? null);
  const [page, setPage] = useState(1);
  const filter: HistoryFilter = {
    communityAgentId: account.CommunityAgentId,
    accountId: account.TopsAccountId,
    asOfDate: asOfDate ?? undefined,
    fromDate: fromDate ?? undefined,
    costCenterCategoryId: costCenter ?? undefined,
  };
  const header = useQuery({ ...historyHeaderQuery(filter), placeholderData: keepPreviousData });
  const skip = (page - 1) * GlHistoryPageSize;
  const lines = useQuery({
    ...historyLinesQuery(filter, skip, GlHistoryPageSize),
    placeholderData: keepPreviousData,
  });
  const accounts = useQuery(entryAccountsQuery(account.CommunityAgentId));
  // The range is written into the address (replacing it), so a reload, a bookmark or Back from a
  // transaction opens the same lines.
  const keepRange = (from: string | null, to: string | null) => {
    const path = buildRoute(SiteMap.glHistory, { accountId: String(account.TopsAccountId) });
    const cc = costCenter === null ? null : String(costCenter);
    void go(withSearch(path, { from, to, cc }), { replace: true });
  };
  const h = header.data;
  const pages = Math.max(1, Math.ceil((lines.data?.TotalCount ?? 0) / GlHistoryPageSize));
  return (
    <>
      <PageHeader
        title={`GL history: ${account.AccountNumber} ${account.AccountName}`}
        subtitle={account.AccountTypeName}
      />
      <Paper withBorder p="md" radius="sm" mb="md">
        <Group align="flex-end" gap="md" mb="md">
          <Select
            label="Account"
            searchable
            w={320}
            data={(accounts.data ?? [account]).map((a) => ({
              value: String(a.TopsAccountId),
              label: `${a.AccountNumber} ${a.AccountName}`,
            }))}
            value={String(account.TopsAccountId)}
            onChange={(value) => {
              if (!value) return;
              const path = buildRoute(SiteMap.glHistory, { accountId: value });
              void go(withSearch(path, { from: fromDate, to: asOfDate }));
            }}
          />
          <DateInput
            label="From"
            placeholder="First line"
            value={fromDate}
            onChange={(value) => {
              setFromDate(value);
              setPage(1);
              keepRange(value, asOfDate);
            }}
          />
          <DateInput
            label="To"
            value={asOfDate}
            clearable={false}
            onChange={(value) => {
              setAsOfDate(value);
              setPage(1);
              keepRange(fromDate, value);
            }}
          />
          {h && h.CostCenters.length > 0 ? (
            <Select
              label="Cost center"
              clearable
              placeholder="All"
              data={h.CostCenters.map((c) => ({
                value: String(c.CostCenterId),
                label: `${c.CostCenterNumber} ${c.CostCenterName}`,
              }))}
              value={costCenter === null ? null : String(costCenter)}
              onChange={(value) => {
                setCostCenter(value ? Number(value) : null);
                setPage(1);
              }}
            />
          ) : null}
        </Group>
        {h ? (
          <SimpleGrid cols={{ base: 2, md: h.FromDate ? 6 : 5 }} spacing="md">
            {h.FromDate !== null && h.OpeningBalance !== null ? (
              <Fact label={`Opening balance ${formatDate(h.FromDate)}`}>
                {formatCents(h.OpeningBalance)}
              </Fact>
            ) : null}
            <Fact label={`Balance as of ${formatDate(h.AsOfDate)}`}>
              {formatCents(h.Balance)} {h.NormalBalance === 'Debit' ? 'debit' : 'credit'}
            </Fact>
            <Fact label="Total debits">{formatCents(h.TotalDebit)}</Fact>
            <Fact label="Total credits">{formatCents(h.TotalCredit)}</Fact>
            <Fact label="Lines">{h.LineCount}</Fact>
            <Fact label="Normal balance">{h.NormalBalance}</Fact>
          </SimpleGrid>
        ) : header.isError ? (
          <LoadError error={header.error} />
        ) : (
          <PageLoader />
        )}
      </Paper>
      {lines.data ? (
        <HistoryLinesGrid
          lines={lines.data.Lines}
          communityAgentId={account.CommunityAgentId}
          empty={
            fromDate ? 'No ledger lines in this range.' : 'No ledger lines on or before this date.'
          }
          footer={
            <GridPager pages={pages} page={page} onChange={setPage} justify="flex-end" size="sm" />
          }
        />
      ) : lines.isError ? (
        <LoadError error={lines.error} />
      ) : (
        <PageLoader />
      )}
    </>
  );
}

/** A page of the account's ledger lines, newest first, with the running balance. */
function HistoryLinesGrid(props: {
  lines: readonly HistoryLine[];
  communityAgentId: number;
  empty: string;
  footer: ReactNode;
}) {
  const { communityAgentId } = props;
  const columns = useMemo(
    (): GridColumn<HistoryLine>[] => [
      {
        id: 'date',
        header: 'Post Date',
        width: 110,
        cell: (line) => <DateText value={line.PostDate} />,
      },
      {
        id: 'item',
        header: 'Item',
        width: 90,
        cell: (line) => (
          <Anchor
            size="sm"
            href={`#${ledgerItemRoute({ ...line, CommunityAgentId: communityAgentId })}`}
          >
            #{line.TopsItemId}
          </Anchor>
        ),
      },
      { id: 'type', header: 'Type', width: 150, cell: (line) => line.TxnTypeName },
      { id: 'reference', header: 'Reference', width: 130, cell: (line) => line.Reference },
      { id: 'description', header: 'Description', width: 220, cell: (line) => line.Description },
      {
        id: 'cost-center',
        header: 'Cost center',
        width: 100,
        cell: (line) => line.CostCenterNumber,
      },
      {
        id: 'debit',
        header: 'Debit',
        width: 120,
        money: true,
        cell: (line) => (line.Debit ? formatCents(line.Debit) : ''),
      },
      {
        id: 'credit',
        header: 'Credit',
        width: 120,
        money: true,
        cell: (line) => (line.Credit ? formatCents(line.Credit) : ''),
      },
      {
        id: 'balance',
        header: 'Balance',
        width: 130,
        money: true,
        cell: (line) => formatCents(line.Balance),
      },
    ],
    [communityAgentId],
  );
  return (
    <DataGrid
      aria-label="GL history"
      rows={props.lines}
      columns={columns}
      rowKey={lineKey}
      empty={props.empty}
      footer={props.footer}
    />
  );
}

const lineKey = (line: HistoryLine) => line.GlLineId;
