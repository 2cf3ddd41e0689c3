import { contract } from '@hoa/contract';
import { PortfolioOwnerSortOptions } from '@hoa/domain';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useSession } from '../../app/auth/session';
import { useGo } from '../../app/navigation';
import { profilesKey } from '../../widgets/agent-card';
import { profileViewRoute } from './profile-links';
import {
  neighbours,
  positionSearch,
  windowFor,
  type ListPosition,
  type PositionStep,
} from './profile-position';

/**
 * Previous and next in the community's property list, for a profile opened from it: through
 * the properties, or with the owner arrows feature through their owners.
 */
export function ProfileNavigator({ agentId, at }: { agentId: number; at: ListPosition }) {
  const go = useGo();
  const ownerArrows = useSession().data?.FeatureFlags.ownerArrows === true;
  const span = windowFor(at);
  const list = useQuery({
    queryKey: [...profilesKey, 'position', at.community, at.sortOrder, span],
    queryFn: () =>
      api.call(contract.portfolio.GetPropertyPortfolio, {
        query: { communityAgentId: at.community, sortOptionId: at.sortOrder, ...span },
      }),
  });
  if (!list.data) return null;
  const window = { skip: span.skip, rows: list.data.Results, total: list.data.TotalCount };
  const steps = neighbours(agentId, at, window, ownerArrows);
  if (!steps) return null;
  const sort = PortfolioOwnerSortOptions.find((o) => o.OwnerSortOptionId === at.sortOrder);
  const open = (step: PositionStep) => {
    void go(profileViewRoute(step.agent) + positionSearch(step.position));
  };
  return (
    <Paper withBorder radius="sm" px="sm" py={6}>
      <Group justify="space-between" role="navigation" aria-label="Property list">
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={!steps.previous}
          onClick={() => {
            if (steps.previous) open(steps.previous);
          }}
        >
          ← Previous
        </Button>
        <Text size="sm" c="dimmed">
          {steps.label} · sorted by {sort?.OwnerSortOptionName ?? 'Account Number'}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={!steps.next}
          onClick={() => {
            if (steps.next) open(steps.next);
          }}
        >
          Next →
        </Button>
      </Group>
    </Paper>
  );
}
