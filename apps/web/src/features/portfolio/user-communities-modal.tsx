import { contract } from '@hoa/contract';
import { countOf } from '@hoa/domain';
import { Checkbox, Group, Button, ScrollArea, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { portfolioKey } from './portfolio-queries';

export interface UserCommunitiesTarget {
  UserId: number;
  DisplayName: string;
}

/**
 * Users → Communities (maintainuser update): the communities on the user's list, the ones they
 * see and work in; ticked and saved at once.
 */
export function UserCommunitiesModal(props: {
  user: UserCommunitiesTarget | null;
  onClose: () => void;
}) {
  return (
    <FormModal
      opened={props.user !== null}
      onClose={props.onClose}
      title={`Communities of ${props.user?.DisplayName ?? ''}`}
      size="md"
    >
      {props.user ? <UserCommunitiesForm user={props.user} onDone={props.onClose} /> : null}
    </FormModal>
  );
}

function UserCommunitiesForm({
  user,
  onDone,
}: {
  user: UserCommunitiesTarget;
  onDone: () => void;
}) {
  const client = useQueryClient();
  const communities = useQuery({
    queryKey: ['userCommunities', user.UserId],
    queryFn: () => api.call(contract.user.GetUserCommunities, { query: { userId: user.UserId } }),
    gcTime: 0,
  });
  const [chosen, setChosen] = useState<string[] | null>(null);
  const assigned =
    chosen ??
    (communities.data ?? []).filter((c) => c.IsAssigned).map((c) => String(c.CommunityAgentId));
  const save = useMutation({
    mutationFn: () =>
      api.call(contract.user.SaveUserCommunities, {
        body: { UserId: user.UserId, CommunityAgentIds: assigned.map(Number) },
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: portfolioKey });
      showSuccess(
        `${user.DisplayName} now works in ${countOf(assigned.length, { one: 'community', many: 'communities' })}.`,
      );
      onDone();
    },
  });

  if (communities.isError) return <LoadError error={communities.error} />;
  if (!communities.data) return <PageLoader />;
  const all = communities.data.map((c) => String(c.CommunityAgentId));
  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    save.mutate();
  }
  return (
    <form onSubmit={submit} noValidate aria-label="User communities">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {assigned.length} of {all.length} communities
          </Text>
          <Group gap="xs">
            <Button size="compact-xs" variant="subtle" onClick={() => setChosen(all)}>
              All
            </Button>
            <Button size="compact-xs" variant="subtle" onClick={() => setChosen([])}>
              None
            </Button>
          </Group>
        </Group>
        <ScrollArea.Autosize mah={360}>
          <Checkbox.Group value={assigned} onChange={setChosen} aria-label="Communities">
            <Stack gap={6}>
              {communities.data.map((c) => (
                <Checkbox
                  key={c.CommunityAgentId}
                  value={String(c.CommunityAgentId)}
                  label={c.Alias ? `${c.DisplayName} (${c.Alias})` : c.DisplayName}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        </ScrollArea.Autosize>
        <FormActions onCancel={onDone} saving={save.isPending} />
      </Stack>
    </form>
  );
}
