import { contract, type ResponseOf } from '@hoa/contract';
import { formatCents, formatDate, hasAccess, StatusId } from '@hoa/domain';
import { Badge, Button, Group, Paper, SimpleGrid } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { api } from '../../app/api';
import { useSession } from '../../app/auth/session';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { showSuccess } from '../../app/toasts';
import { DataGrid, moneyColumn, type GridColumn } from '../../widgets/data-grid/data-grid';
import { Fact } from '../../widgets/fact';
import { RemoveTransactionButton } from '../owner-ledger';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { adjustmentProfileQuery, adjustmentRoute, adjustmentsKey } from './adjustment-queries';

/** /adjustments/profile/:itemId — a posted adjustment. */
export function AdjustmentProfilePage() {
  return <AdjustmentView />;
}

/** /adjustments/review/:itemId — an accrued adjustment, reviewed then posted. */
export function AdjustmentReviewPage() {
  return <AdjustmentView />;
}

function AdjustmentView() {
  const go = useGo();
  const queryClient = useQueryClient();
  const community = useCurrentCommunity();
  const claims = useSession().data?.Claims ?? [];
  const itemId = Number(useParams({ strict: false }).itemId);
  const profile = useQuery(adjustmentProfileQuery(itemId));
  const posting = useMutation({
    mutationFn: () =>
      api.call(contract.adjustments.PostAdjustment, { body: { TopsItemId: itemId } }),
    onSuccess: async (posted) => {
      showSuccess(`${posted.TxnTypeName} #${posted.TopsItemId} posted.`);
      await queryClient.invalidateQueries({ queryKey: adjustmentsKey });
      await go(adjustmentRoute(community.CommunityAgentId, posted), { replace: true });
    },
  });
  if (profile.isError) return <LoadError error={profile.error} />;
  if (!profile.data) return <PageLoader />;
  const a = profile.data;
  const accrued = a.TopsStatusId === StatusId.Accrued;
  return (
    <>
      <PageHeader
        title={`${a.TxnTypeName} #${a.TopsItemId}`}
        subtitle={accrued ? 'Review' : 'Profile'}
        actions={
          <Group gap="xs">
            {a.TopsStatusId === StatusId.Deleted ? null : (
              <RemoveTransactionButton
                communityAgentId={community.CommunityAgentId}
                transaction={{
                  itemId: a.TopsItemId,
                  txnTypeId: a.TopsTxnTypeId,
                  ownerAgentId: null,
                }}
              />
            )}
            {accrued && hasAccess(claims, 'arapplycharges', 'create') ? (
              <Button loading={posting.isPending} onClick={() => posting.mutate()}>
                Post
              </Button>
            ) : null}
          </Group>
        }
      />
      <Paper withBorder p="md" mb="md">
        <SimpleGrid cols={{ base: 2, md: 5 }}>
          <Fact label="Status">
            <Badge color={accrued ? 'yellow' : 'green'}>{a.StatusName}</Badge>
          </Fact>
          <Fact label="Post date">{formatDate(a.PostDate)}</Fact>
          <Fact label="Reference">{a.Reference ?? '—'}</Fact>
          <Fact label="Description">{a.Description ?? '—'}</Fact>
          <Fact label="Total">{formatCents(a.TotalAmount)}</Fact>
        </SimpleGrid>
      </Paper>
      <DataGrid
        aria-label="Adjustment lines"
        rows={a.Lines}
        columns={lineColumns}
        rowKey={lineKey}
        empty="No lines."
      />
    </>
  );
}

type AdjustmentLine = ResponseOf<
  typeof contract.adjustments.GetAdjustmentsProfile
>['Lines'][number];

const lineKey = (line: AdjustmentLine) => line.ItemAgentDetailID;

const lineColumns: GridColumn<AdjustmentLine>[] = [
  { id: 'owner', header: 'Owner', width: 240, cell: (line) => line.OwnerName },
  {
    id: 'code',
    header: 'Code',
    width: 240,
    cell: (line) => `${line.CodeAlias} – ${line.CodeName}`,
  },
  moneyColumn('amount', 'Amount', (line) => line.TotalAmount, 130),
  moneyColumn('balance', 'Current balance', (line) => line.currentBalance, 140),
];
