import { contract, type SecurityDeposit } from '@hoa/contract';
import { formatCents, formatDate, StatusId, TxnTypeId } from '@hoa/domain';
import { Alert, Badge, Button, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { EmptyRow } from '../../widgets/empty-row';
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
      <Table striped highlightOnHover fz="sm" verticalSpacing={4} aria-label="Security deposits">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Account</Table.Th>
            <Table.Th>Owner</Table.Th>
            <Table.Th>GL account</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && !list.isPending ? (
            <EmptyRow colSpan={8}>No security deposits yet.</EmptyRow>
          ) : null}
          {rows.map((row) => (
            <Table.Tr key={row.TopsItemId}>
              <Table.Td>{formatDate(row.EventDate)}</Table.Td>
              <Table.Td>
                {row.TopsTxnTypeId === TxnTypeId.Refund ? 'Refund' : 'Security deposit'}
              </Table.Td>
              <Table.Td>{row.AccountNumber ?? ''}</Table.Td>
              <Table.Td>{row.OwnerName}</Table.Td>
              <Table.Td>{row.AccountName ?? ''}</Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  color={row.TopsStatusId === StatusId.Posted ? 'green' : 'yellow'}
                >
                  {row.TopsStatusId === StatusId.Posted ? 'Posted' : 'Accrued'}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">{formatCents(row.Amount)}</Table.Td>
              <Table.Td>
                {row.TopsTxnTypeId === TxnTypeId.SecurityDeposit ? (
                  row.TopsStatusId === StatusId.Posted ? (
                    <Button size="compact-xs" variant="default" onClick={() => setRefunding(row)}>
                      Refund
                    </Button>
                  ) : (
                    <Button
                      size="compact-xs"
                      variant="default"
                      onClick={() =>
                        void go(
                          buildRoute(SiteMap.securityDepositReview, {
                            communityAgentId,
                            itemId: row.TopsItemId,
                          }),
                        )
                      }
                    >
                      Review
                    </Button>
                  )
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
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
