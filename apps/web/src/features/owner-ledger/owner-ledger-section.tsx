import { ownerMerge } from '@hoa/contract';
import { AgentTypeId, formatCents, isOwnerLikeAgentType } from '@hoa/domain';
import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMayCall } from '../../app/auth/claim-access';
import { openDrawer } from '../../app/overlays/drawer-host';
import { buildRoute, SiteMap } from '../../app/site-map';
import { OneTimePaymentButton } from '../owner-payments';
import { OwnerActivityTable } from './owner-activity-table';
import { codeBalancesQuery, ownerActivityQuery, ownerLedgerKey } from './owner-ledger-queries';

/** The owner activity drawer (640px, spec 3 §2 'Drawers'). */
function OwnerActivityDrawer({ agentId }: { agentId: number }) {
  const activity = useQuery(ownerActivityQuery(agentId));
  return activity.data ? <OwnerActivityTable activity={activity.data} /> : null;
}

interface OwnerLedgerSectionProps {
  agentId: number;
  agentTypeId: number;
  communityAgentId: number | null;
}

/**
 * A property's or owner's balance on its profile, with the activity drawer, the ledger, on a
 * property or primary owner the one-time payment drawer, and on an owner the merge of another
 * owner's history (to those who may merge); other profiles show nothing.
 */
export function OwnerLedgerSection({
  agentId,
  agentTypeId,
  communityAgentId,
}: OwnerLedgerSectionProps) {
  const applies =
    communityAgentId !== null &&
    (agentTypeId === AgentTypeId.Property || isOwnerLikeAgentType(agentTypeId));
  const balances = useQuery({ ...codeBalancesQuery(agentId, true, null), enabled: applies });
  const client = useQueryClient();
  const mayMerge = useMayCall(ownerMerge.MergeItemHistory);
  if (!applies || !balances.data) return null;
  const takesPayments =
    agentTypeId === AgentTypeId.Property || agentTypeId === AgentTypeId.PrimaryOwner;
  const total = balances.data.reduce((sum, b) => sum + b.Balance, 0);
  return (
    <Paper withBorder p="sm" aria-label="Owner balance">
      <Group justify="space-between">
        <Text fw={600}>Balance {formatCents(total)}</Text>
        <Group gap="xs">
          {takesPayments ? (
            <OneTimePaymentButton
              compact
              agentId={agentId}
              onPaid={() => {
                void client.invalidateQueries({ queryKey: ownerLedgerKey });
              }}
            />
          ) : null}
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => {
              openDrawer({
                title: 'Owner activity',
                width: 'wide',
                content: <OwnerActivityDrawer agentId={agentId} />,
              });
            }}
          >
            Activity
          </Button>
          <Anchor
            component={Link}
            size="sm"
            to={buildRoute(SiteMap.ownerLedger, { communityAgentId, agentId })}
          >
            Ledger
          </Anchor>
          <Anchor
            component={Link}
            size="sm"
            to={buildRoute(SiteMap.chargeAssignment, { communityAgentId, agentId })}
          >
            Charge assignment
          </Anchor>
          {mayMerge && isOwnerLikeAgentType(agentTypeId) ? (
            <Anchor
              component={Link}
              size="sm"
              to={buildRoute(SiteMap.ownerMerge, { communityAgentId, agentId })}
            >
              Merge history
            </Anchor>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}
