import { localDay } from '@hoa/domain';
import { Button, Group, Paper, Stack, Switch, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { showError } from '../../app/toasts';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { OwnerMergePage } from '../owner-merge';
import { OneTimePaymentButton } from '../owner-payments';
import { downloadOwnerHistory } from './download-owner-history';
import { EmailHistoryModal } from './email-history-modal';
import { OwnerActivityTable } from './owner-activity-table';
import { OwnerBalancesCard } from './owner-balances-card';
import {
  ownerActivityQuery,
  ownerLedgerKey,
  plainActivity,
  type ActivityOptions,
} from './owner-ledger-queries';

/**
 * /community/:communityAgentId/owner-ledger/:agentId/merge: the owner's merge of history
 * (features/owner-merge), loaded with this page's chunk (routes.ts); a merge refreshes the ledger.
 */
export function OwnerLedgerMergePage() {
  const client = useQueryClient();
  return <OwnerMergePage onMerged={() => client.invalidateQueries({ queryKey: ownerLedgerKey })} />;
}

/** /community/:communityAgentId/owner-ledger/:agentId: balances, activity, history export. */
export function OwnerLedgerPage() {
  const { agentId } = useParams({ strict: false });
  const id = Number(agentId);
  const [options, setOptions] = useState<ActivityOptions>(plainActivity);
  const activity = useQuery(ownerActivityQuery(id, options));
  const [exporting, setExporting] = useState(false);
  const [emailing, setEmailing] = useState(false);
  const client = useQueryClient();
  if (activity.isError) return <LoadError error={activity.error} />;
  if (!activity.data) return <PageLoader />;
  const data = activity.data;
  return (
    <>
      <PageHeader
        title={`Owner ledger: ${data.OwnerName}`}
        actions={
          <Group gap="xs">
            <OneTimePaymentButton
              agentId={id}
              onPaid={() => {
                void client.invalidateQueries({ queryKey: ownerLedgerKey });
              }}
            />
            <Button variant="default" onClick={() => setEmailing(true)}>
              Email history
            </Button>
            <Button
              variant="default"
              loading={exporting}
              onClick={() => {
                setExporting(true);
                const endDate = localDay(new Date());
                downloadOwnerHistory({ propertyAgentId: id, startDate: null, endDate, ...options })
                  .catch(showError)
                  .finally(() => {
                    setExporting(false);
                  });
              }}
            >
              Export history to Excel
            </Button>
          </Group>
        }
      />
      {emailing && (
        <EmailHistoryModal
          agentId={id}
          ownerAgentId={data.OwnerAgentId}
          ownerName={data.OwnerName}
          onClose={() => setEmailing(false)}
        />
      )}
      <Stack gap="md">
        <OwnerBalancesCard agentId={id} />
        <Paper withBorder p="sm">
          <Group justify="space-between" mb="xs">
            <Title order={4}>Activity</Title>
            <Group gap="md">
              <Switch
                label="Include historic transactions"
                checked={options.includeHistoricTransactions}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setOptions((o) => ({ ...o, includeHistoricTransactions: on }));
                }}
              />
              <Switch
                label="Zero balance forward"
                checked={options.isZeroBalanceForward}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setOptions((o) => ({ ...o, isZeroBalanceForward: on }));
                }}
              />
            </Group>
          </Group>
          <OwnerActivityTable activity={data} />
        </Paper>
      </Stack>
    </>
  );
}
