import { crm, type CommunityListItem } from '@hoa/contract';
import { AgentTypeId, ProfileMessages as M } from '@hoa/domain';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api';
import { agentTypeCall, useMayCall } from '../auth/claim-access';
import { showSuccess } from '../toasts';
import { useCommunityListPatch } from './community-list-patch';

/**
 * Over every screen of a deactivated community: postings to it are refused until it is
 * reactivated; Reactivate shows to the users allowed ActivateCommunity.
 */
export function InactiveCommunityNotice({ community }: { community: CommunityListItem }) {
  const patch = useCommunityListPatch();
  const mayActivate = useMayCall(
    ...agentTypeCall(crm.ActivateCommunity, AgentTypeId.Community, 'update'),
  );
  const activate = useMutation({
    mutationFn: () =>
      api.call(crm.ActivateCommunity, { params: { id: community.CommunityAgentId } }),
    onSuccess: (row) => {
      patch(row);
      showSuccess(M.activated);
    },
  });
  return (
    <Alert color="yellow" variant="light" role="status" title="This community is inactive" mb="md">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{M.inactiveNotice}</Text>
        {mayActivate ? (
          <Button
            size="xs"
            color="yellow"
            loading={activate.isPending}
            onClick={() => {
              activate.mutate();
            }}
          >
            Reactivate
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
