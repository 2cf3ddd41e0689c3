import { contract, type OwnerAccessRow } from '@hoa/contract';
import { OwnerAccessStatus } from '@hoa/domain';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { DataGrid } from '../../widgets/data-grid/data-grid';
import type { GridColumn } from '../../widgets/data-grid/grid-column';
import type { RowKey } from '../../widgets/data-grid/grid-model';
import { textColumn } from '../../widgets/data-grid/text-column';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { ProblemAlert } from '../../widgets/problem-alert';
import { ownerAccessSummaryQuery, refreshOwnerPortal } from './owner-portal-queries';
import { RegistrationActions } from './registration-actions';

const o = contract.ownerAccess;

/** An owner's portal state in words. */
export function ownerAccessStatusName(status: number, isDeactivated: boolean): string {
  if (isDeactivated) return 'Deactivated';
  if (status === OwnerAccessStatus.Registered) return 'Registered';
  if (status === OwnerAccessStatus.Invited) return 'Pending';
  return 'Not invited';
}

const statusColor: Record<string, string> = {
  Registered: 'green',
  Pending: 'yellow',
  'Not invited': 'gray',
  Deactivated: 'red',
};

function Count({ label, count, percent }: { label: string; count: number; percent: number }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" aria-label={`${label} count`}>
        {count}
      </Text>
      <Text size="sm" aria-label={`${label} percent`}>
        {percent.toFixed(1)}%
      </Text>
    </Paper>
  );
}

/**
 * /community/:id/owner-access — the owner access account index (spec 3 §2): how many of the
 * community's owners registered, are pending (invited) or not invited, with percentages to one
 * decimal; the owners with their state; chosen accounts deactivated or reactivated; registration
 * emails and letters.
 */
export function OwnerAccessIndexPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const client = useQueryClient();
  const go = useGo();
  const summary = useQuery(ownerAccessSummaryQuery(communityAgentId));
  const [selected, setSelected] = useState<Set<RowKey>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const rows = useMemo(() => summary.data?.Owners ?? [], [summary.data]);
  const chosen = rows.filter((r) => selected.has(r.OwnerAgentId));
  const accountIds = chosen.flatMap((r) =>
    r.OwnerAccessAccountId === null ? [] : [r.OwnerAccessAccountId],
  );
  const change = useMutation({
    mutationFn: (deactivate: boolean) =>
      deactivate
        ? api.call(o.DeactivateOwnerAccessAccounts, { body: { ids: accountIds } })
        : api.call(o.ReactivateOwnerAccessAccounts, {
            body: { ownerAccessAccountIds: accountIds },
          }),
    onSuccess: async (answer, deactivate) => {
      setProblem(null);
      setSelected(new Set());
      showSuccess(`${String(answer.Changed)} ${deactivate ? 'deactivated' : 'reactivated'}.`);
      await refreshOwnerPortal(client);
    },
    onError: (error) => setProblem(error.message),
  });
  const columns: GridColumn<OwnerAccessRow>[] = [
    textColumn('account', 'Account', 110, (r) => r.AccountNumber ?? ''),
    textColumn('name', 'Owner', 220, (r) => r.Name),
    textColumn('address', 'Property', 240, (r) => r.Address),
    textColumn('email', 'Email', 240, (r) => r.EmailAddress ?? ''),
    {
      id: 'status',
      header: 'Portal',
      width: 130,
      sortValue: (r) => ownerAccessStatusName(r.Status, r.IsDeactivated),
      cell: (r) => {
        const name = ownerAccessStatusName(r.Status, r.IsDeactivated);
        return (
          <Badge color={statusColor[name]} variant="light">
            {name}
          </Badge>
        );
      },
    },
    textColumn('login', 'Sign-in', 240, (r) => r.LoginEmail ?? ''),
  ];
  const data = summary.data;
  return (
    <>
      <PageHeader
        title="Owner portal access"
        subtitle={community.DisplayName}
        actions={
          <MayCall calls={o.CompleteWizardStep}>
            <Button
              size="xs"
              variant="default"
              onClick={() => void go(buildRoute(SiteMap.ownerAccessWizard, { communityAgentId }))}
            >
              Owner portal wizard
            </Button>
          </MayCall>
        }
      />
      {summary.error ? <LoadError error={summary.error} /> : null}
      {summary.isPending ? <PageLoader /> : null}
      {data ? (
        <Stack gap="md">
          <SimpleGrid cols={4} maw={720}>
            <Count label="Registered" count={data.Registered} percent={data.RegisteredPercent} />
            <Count label="Pending" count={data.Pending} percent={data.PendingPercent} />
            <Count label="Not invited" count={data.NotInvited} percent={data.NotInvitedPercent} />
            <Paper withBorder p="sm">
              <Text size="xs" c="dimmed">
                Owners
              </Text>
              <Text fw={700} size="xl">
                {data.Total}
              </Text>
            </Paper>
          </SimpleGrid>
          <ProblemAlert problem={problem} />
          <DataGrid
            aria-label="Owners and their portal access"
            rows={rows}
            columns={columns}
            rowKey={(r) => r.OwnerAgentId}
            empty="The community has no owners."
            selection={{
              selected,
              onChange: setSelected,
              rowLabel: (r) => `Select ${r.Name}`,
            }}
            bar={
              <Group gap="xs">
                <RegistrationActions
                  communityAgentId={communityAgentId}
                  ownerAgentIds={chosen.map((r) => r.OwnerAgentId)}
                  onProblem={setProblem}
                />
                <MayCall calls={o.DeactivateOwnerAccessAccounts}>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    disabled={accountIds.length === 0}
                    onClick={() => change.mutate(true)}
                  >
                    Deactivate
                  </Button>
                </MayCall>
                <MayCall calls={o.ReactivateOwnerAccessAccounts}>
                  <Button
                    size="xs"
                    variant="light"
                    disabled={accountIds.length === 0}
                    onClick={() => change.mutate(false)}
                  >
                    Reactivate
                  </Button>
                </MayCall>
              </Group>
            }
          />
        </Stack>
      ) : null}
    </>
  );
}
