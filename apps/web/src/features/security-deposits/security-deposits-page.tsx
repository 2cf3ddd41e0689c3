import { contract, type SecurityDeposit } from '@hoa/contract';
import { formatDate, StatusId, TxnTypeId } from '@hoa/domain';
import { Alert, Badge, Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { DataGrid, moneyColumn, type GridColumn } from '../../widgets/data-grid/data-grid';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { depositCodeQuery, depositsQuery } from './deposit-queries';
import { RefundModal } from './refund-modal';
import { MayCall } from '../../widgets/may-call';

/** Security deposits and refunds of the community; a posted deposit can be refunded. */
export function SecurityDepositsPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const list = useQuery(depositsQuery(communityAgentId));
  const code = useQuery(depositCodeQuery(communityAgentId));
  const [refunding, setRefunding] = useState<SecurityDeposit | null>(null);
  const rows = list.data?.Rows ?? [];
  const review = useCallback(
    (itemId: number) =>
      void go(buildRoute(SiteMap.securityDepositReview, { communityAgentId, itemId })),
    [go, communityAgentId],
  );
  const columns = useMemo(() => depositColumns(setRefunding, review), [review]);
  return (
    <>
      <PageHeader
        title="Security deposits"
        subtitle={community.DisplayName}
        actions={
          <MayCall calls={contract.securityDeposits.AddSecurityDeposit}>
            <Button
              onClick={() => void go(buildRoute(SiteMap.securityDepositAdd, { communityAgentId }))}
            >
              Add security deposit
            </Button>
          </MayCall>
        }
      />
      {code.data && code.data.CodeID === null ? (
        <Alert color="yellow" variant="light" mb="sm">
          The community has no security deposit code (type 16); add one under Codes first.
        </Alert>
      ) : null}
      {list.isError ? <LoadError error={list.error} /> : null}
      <DataGrid
        aria-label="Security deposits"
        rows={rows}
        columns={columns}
        rowKey={depositKey}
        rowHeight={36}
        empty={list.isPending ? 'Loading…' : 'No security deposits yet.'}
      />
      {refunding ? (
        <RefundModal
          deposit={refunding}
          payableAccountId={code.data?.PayableAccountId ?? null}
          onClose={() => setRefunding(null)}
        />
      ) : null}
    </>
  );
}

const depositKey = (row: SecurityDeposit) => row.TopsItemId;

function depositColumns(
  refund: (deposit: SecurityDeposit) => void,
  review: (itemId: number) => void,
): GridColumn<SecurityDeposit>[] {
  return [
    { id: 'date', header: 'Date', width: 100, cell: (row) => formatDate(row.EventDate) },
    {
      id: 'type',
      header: 'Type',
      width: 140,
      cell: (row) => (row.TopsTxnTypeId === TxnTypeId.Refund ? 'Refund' : 'Security deposit'),
    },
    { id: 'account', header: 'Account', width: 100, cell: (row) => row.AccountNumber ?? '' },
    { id: 'owner', header: 'Owner', width: 200, cell: (row) => row.OwnerName },
    { id: 'gl-account', header: 'GL account', width: 200, cell: (row) => row.AccountName ?? '' },
    {
      id: 'status',
      header: 'Status',
      width: 100,
      cell: (row) => (
        <Badge variant="light" color={row.TopsStatusId === StatusId.Posted ? 'green' : 'yellow'}>
          {row.TopsStatusId === StatusId.Posted ? 'Posted' : 'Accrued'}
        </Badge>
      ),
    },
    moneyColumn('amount', 'Amount', (row) => row.Amount),
    {
      id: 'action',
      header: '',
      width: 90,
      cell: (row) =>
        row.TopsTxnTypeId !== TxnTypeId.SecurityDeposit ? null : row.TopsStatusId ===
          StatusId.Posted ? (
          <Button size="compact-xs" variant="default" onClick={() => refund(row)}>
            Refund
          </Button>
        ) : (
          <Button size="compact-xs" variant="default" onClick={() => review(row.TopsItemId)}>
            Review
          </Button>
        ),
    },
  ];
}
