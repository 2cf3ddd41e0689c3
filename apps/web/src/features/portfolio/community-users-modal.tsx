import { contract } from '@hoa/contract';
import { countOf } from '@hoa/domain';
import { Checkbox, ScrollArea, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { portfolioKey } from './portfolio-queries';

const userNoun = { one: 'user', many: 'users' };

export interface CommunityUsersTarget {
  CommunityAgentId: number;
  DisplayName: string;
}

/**
 * Communities → Users (maintainuser update): the users who work in the community, and the ones
 * ticked here added to it at once (approval groups and boards then find them).
 */
export function CommunityUsersModal(props: {
  community: CommunityUsersTarget | null;
  onClose: () => void;
}) {
  return (
    <FormModal
      opened={props.community !== null}
      onClose={props.onClose}
      title={`Users of ${props.community?.DisplayName ?? ''}`}
      size="md"
    >
      {props.community ? (
        <CommunityUsersForm community={props.community} onDone={props.onClose} />
      ) : null}
    </FormModal>
  );
}

function CommunityUsersForm(props: { community: CommunityUsersTarget; onDone: () => void }) {
  const { CommunityAgentId: communityAgentId, DisplayName: name } = props.community;
  const client = useQueryClient();
  const users = useQuery({
    queryKey: ['communityUsers', communityAgentId],
    queryFn: () => api.call(contract.user.GetCommunityUsers, { query: { communityAgentId } }),
    gcTime: 0,
  });
  const [adding, setAdding] = useState<string[]>([]);
  const add = useMutation({
    mutationFn: () =>
      api.call(contract.user.AddUsersToCommunity, {
        body: { CommunityAgentId: communityAgentId, UserIds: adding.map(Number) },
      }),
    onSuccess: async (result) => {
      await client.invalidateQueries({ queryKey: portfolioKey });
      showSuccess(`${countOf(result.Added, userNoun)} added to ${name}.`);
      props.onDone();
    },
  });
  if (users.isError) return <LoadError error={users.error} />;
  if (!users.data) return <PageLoader />;
  const members = users.data.filter((u) => u.IsAssigned);
  const others = users.data.filter((u) => !u.IsAssigned);
  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (adding.length > 0) add.mutate();
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Community users">
      <Stack gap="sm">
        <Text size="sm">
          {countOf(members.length, userNoun)} {members.length === 1 ? 'works' : 'work'} in {name}
          {members.length > 0 ? `: ${members.map((u) => u.DisplayName).join(', ')}` : '.'}
        </Text>
        {others.length === 0 ? (
          <Text size="sm" c="dimmed">
            Every user of the company works in it.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={320}>
            <Checkbox.Group
              label="Add users"
              value={adding}
              onChange={setAdding}
              aria-label="Users to add"
            >
              <Stack gap={6} mt={6}>
                {others.map((u) => (
                  <Checkbox
                    key={u.UserId}
                    value={String(u.UserId)}
                    label={`${u.DisplayName} (${u.UserName})`}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          </ScrollArea.Autosize>
        )}
        <FormActions
          onCancel={props.onDone}
          saving={add.isPending}
          label={adding.length > 0 ? `Add ${countOf(adding.length, userNoun)}` : 'Add users'}
        />
      </Stack>
    </form>
  );
}
