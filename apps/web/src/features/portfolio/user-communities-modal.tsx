import { contract, type AssignedCommunity, type RequestOf } from '@hoa/contract';
import { countOf } from '@hoa/domain';
import { Button, Checkbox, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { ProblemAlert } from '../../widgets/problem-alert';
import { portfolioKey } from './portfolio-queries';

type SaveBody = RequestOf<typeof contract.user.SaveUserCommunities>['body'];

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
      {props.user ? <UserCommunitiesLoader user={props.user} onDone={props.onClose} /> : null}
    </FormModal>
  );
}

function UserCommunitiesLoader(props: { user: UserCommunitiesTarget; onDone: () => void }) {
  const communities = useQuery({
    queryKey: ['userCommunities', props.user.UserId],
    queryFn: () =>
      api.call(contract.user.GetUserCommunities, { query: { userId: props.user.UserId } }),
    gcTime: 0,
  });
  if (communities.isError) return <LoadError error={communities.error} />;
  if (!communities.data) return <PageLoader />;
  return <UserCommunitiesForm {...props} communities={communities.data} />;
}

function UserCommunitiesForm({
  user,
  communities,
  onDone,
}: {
  user: UserCommunitiesTarget;
  communities: readonly AssignedCommunity[];
  onDone: () => void;
}) {
  const client = useQueryClient();
  const all = communities.map((c) => String(c.CommunityAgentId));
  const form = useContractForm({
    initialValues: {
      CommunityAgentIds: communities
        .filter((c) => c.IsAssigned)
        .map((c) => String(c.CommunityAgentId)),
    },
    schema: contract.user.SaveUserCommunities.body,
    toBody: (values) => ({
      UserId: user.UserId,
      CommunityAgentIds: values.CommunityAgentIds.map(Number),
    }),
  });
  const assigned = form.values.CommunityAgentIds.length;
  const save = useMutation({
    mutationFn: (body: SaveBody) => api.call(contract.user.SaveUserCommunities, { body }),
    onSuccess: async (_result, body) => {
      await client.invalidateQueries({ queryKey: portfolioKey });
      showSuccess(
        `${user.DisplayName} now works in ${countOf(body.CommunityAgentIds.length, { one: 'community', many: 'communities' })}.`,
      );
      onDone();
    },
  });
  return (
    <form
      onSubmit={form.onSubmit((body) => {
        save.mutate(body);
      })}
      noValidate
      aria-label="User communities"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {assigned} of {all.length} communities
          </Text>
          <Group gap="xs">
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => form.setFieldValue('CommunityAgentIds', all)}
            >
              All
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => form.setFieldValue('CommunityAgentIds', [])}
            >
              None
            </Button>
          </Group>
        </Group>
        <ScrollArea.Autosize mah={360}>
          <Checkbox.Group aria-label="Communities" {...form.getInputProps('CommunityAgentIds')}>
            <Stack gap={6}>
              {communities.map((c) => (
                <Checkbox
                  key={c.CommunityAgentId}
                  value={String(c.CommunityAgentId)}
                  label={c.Alias ? `${c.DisplayName} (${c.Alias})` : c.DisplayName}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        </ScrollArea.Autosize>
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions onCancel={onDone} saving={save.isPending} />
      </Stack>
    </form>
  );
}
