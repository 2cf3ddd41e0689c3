import { contract, type AssignedUser } from '@hoa/contract';
import { CommunityUserMessages, CommunityUserProfessions } from '@hoa/domain';
import { Autocomplete, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';

/**
 * What each user working in the community does for it (Crm/SaveCommunityUserProfession): typed
 * or picked, saved when the field is left with a changed value; emptied, it is cleared.
 */
export function MemberProfessions(props: { communityAgentId: number; members: AssignedUser[] }) {
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (body: { UserId: number; Profession: string | null }) =>
      api.call(contract.user.SaveCommunityUserProfession, {
        body: { CommunityAgentId: props.communityAgentId, ...body },
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['communityUsers', props.communityAgentId] });
      showSuccess(CommunityUserMessages.professionSaved);
    },
  });
  return (
    <Stack gap={4} role="list" aria-label="Professions">
      {props.members.map((u) => (
        <Group key={u.UserId} role="listitem" justify="space-between" wrap="nowrap">
          <Text size="sm">{u.DisplayName}</Text>
          <Autocomplete
            aria-label={`Profession of ${u.DisplayName}`}
            placeholder="Profession"
            size="xs"
            w={220}
            maxLength={50}
            data={[...CommunityUserProfessions]}
            defaultValue={u.Profession ?? ''}
            onBlur={(e) => {
              const typed = e.currentTarget.value.trim();
              if (typed !== (u.Profession ?? ''))
                save.mutate({ UserId: u.UserId, Profession: typed || null });
            }}
          />
        </Group>
      ))}
    </Stack>
  );
}
