import { contract } from '@hoa/contract';
import { formatCents, formatDate, StatusId } from '@hoa/domain';
import { Alert, Badge, Button, Paper, SimpleGrid } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { Fact } from '../../widgets/fact';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { positiveId } from '../cash-receipts';
import { depositBalanceQuery, depositQuery, depositsKey } from './deposit-queries';

/** /security-deposits/review/:itemId — a security deposit before and after it posts. */
export function SecurityDepositReviewPage() {
  const itemId = positiveId(useParams({ strict: false }).itemId);
  const communityAgentId = useCurrentCommunity().CommunityAgentId;
  const go = useGo();
  const client = useQueryClient();
  const deposit = useQuery(depositQuery(itemId));
  const balance = useQuery({
    ...depositBalanceQuery(deposit.data?.OwnerAgentId ?? 0),
    enabled: deposit.data !== undefined,
  });
  const post = useMutation({
    mutationFn: () =>
      api.call(contract.securityDeposits.PostSecurityDeposit, { body: { TopsItemId: itemId } }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: depositsKey });
      showSuccess(`Security deposit #${itemId} posted.`);
    },
  });
  if (deposit.isError) return <LoadError error={deposit.error} />;
  if (!deposit.data) return <PageLoader />;
  const d = deposit.data;
  const isAccrued = d.TopsStatusId === StatusId.Accrued;
  return (
    <>
      <PageHeader
        title={`Security deposit #${d.TopsItemId}`}
        subtitle={d.OwnerName}
        actions={
          <>
            <Button
              variant="default"
              onClick={() =>
                void go(buildRoute(SiteMap.securityDepositsIndex, { communityAgentId }))
              }
            >
              Security deposits
            </Button>
            {isAccrued ? (
              <Button onClick={() => post.mutate()} loading={post.isPending}>
                Post
              </Button>
            ) : null}
          </>
        }
      />
      {isAccrued ? (
        <Alert variant="light" mb="sm">
          Review the deposit and post it: the bank account is debited and the security deposit
          liability credited.
        </Alert>
      ) : null}
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Fact label="Status">
            <Badge variant="light" color={isAccrued ? 'yellow' : 'green'}>
              {isAccrued ? 'Accrued' : 'Posted'}
            </Badge>
          </Fact>
          <Fact label="Owner">{`${d.AccountNumber ?? ''} ${d.OwnerName}`.trim()}</Fact>
          <Fact label="Date">{formatDate(d.EventDate)}</Fact>
          <Fact label="Check">{d.CheckNumber ?? '—'}</Fact>
          <Fact label="Bank GL account">{d.AccountName ?? '—'}</Fact>
          <Fact label="Amount">{formatCents(d.Amount)}</Fact>
          <Fact label="Deposit held for the owner">{formatCents(balance.data?.Balance ?? 0)}</Fact>
        </SimpleGrid>
      </Paper>
    </>
  );
}
