import { contract, type RequestOf } from '@hoa/contract';
import { countOf } from '@hoa/domain';
import { Checkbox, ScrollArea, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { formProblem, formProblemKey, useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { ProblemAlert } from '../../widgets/problem-alert';
import { MemberProfessions } from './member-professions';
import { portfolioKey } from './portfolio-queries';

type AddBody = RequestOf<typeof contract.user.AddUsersToCommunity>['body'];

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
  const others = (users.data ?? []).filter((u) => !u.IsAssigned);
  const form = useContractForm({
    initialValues: { UserIds: [] as string[] },
    schema: contract.user.AddUsersToCommunity.body,
    toBody: (values) => ({
      CommunityAgentId: communityAgentId,
      UserIds: values.UserIds.map(Number),
    }),
    rules: (values) =>
      others.length === 0
        ? { [formProblemKey]: 'There is no user to add.' }
        : { UserIds: values.UserIds.length === 0 ? 'Tick the users to add.' : null },
  });
  const adding = form.values.UserIds.length;
  const add = useMutation({
    mutationFn: (body: AddBody) => api.call(contract.user.AddUsersToCommunity, { body }),
    onSuccess: async (result) => {
      await client.invalidateQueries({ queryKey: portfolioKey });
      showSuccess(`${countOf(result.Added, userNoun)} added to ${name}.`);
      props.onDone();
    },
  });
  if (users.isError) return <LoadError error={users.error} />;
  if (!users.data) return <PageLoader />;
  const members = users.data.filter((u) => u.IsAssigned);
  return (
    <form
      onSubmit={form.onSubmit((body) => {
        add.mutate(body);
      })}
      noValidate
      aria-label="Community users"
    >
      <Stack gap="sm">
        <Text size="sm">
          {countOf(members.length, userNoun)} {members.length === 1 ? 'works' : 'work'} in {name}
          {members.length > 0 ? `: ${members.map((u) => u.DisplayName).join(', ')}` : '.'}
        </Text>
        <MemberProfessions communityAgentId={communityAgentId} members={members} />
        {others.length === 0 ? (
          <Text size="sm" c="dimmed">
            Every user of the company works in it.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={320}>
            <Checkbox.Group
              label="Add users"
              aria-label="Users to add"
              {...form.getInputProps('UserIds')}
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
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions
          onCancel={props.onDone}
          saving={add.isPending}
          label={adding > 0 ? `Add ${countOf(adding, userNoun)}` : 'Add users'}
        />
      </Stack>
    </form>
  );
}
