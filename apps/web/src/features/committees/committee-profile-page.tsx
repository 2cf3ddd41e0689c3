import { contract, type Committee, type CommitteeMember } from '@hoa/contract';
import { Messages } from '@hoa/domain';
import { Alert, Button, Group, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { openConfirm } from '../../app/overlays/modals';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { FeedBrowser } from '../../widgets/item-feed';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { CommitteeFlags } from './committee-flags';
import { CommitteeFormModal } from './committee-form-modal';
import { committeeMembersQuery, committeeQuery, committeesKey } from './committee-queries';
import { MemberFormModal } from './member-form-modal';
import { MembersTable } from './members-table';

/** /community/:communityAgentId/committees/:agentId: a committee with its members. */
export function CommitteeProfilePage() {
  const { agentId } = useParams({ strict: false });
  const id = Number(agentId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const committee = useQuery({ ...committeeQuery(id), enabled: valid });
  const members = useQuery({ ...committeeMembersQuery(id), enabled: valid });

  if (!valid) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {Messages.notFound}
      </Alert>
    );
  }
  if (!committee.data || !members.data) {
    const failed = [committee, members].find((query) => query.isError);
    return failed ? <LoadError error={failed.error} /> : <PageLoader />;
  }
  return <CommitteeProfile committee={committee.data} members={members.data} />;
}

type MemberEditor = { member: CommitteeMember | undefined } | null;

function CommitteeProfile({
  committee,
  members,
}: {
  committee: Committee;
  members: CommitteeMember[];
}) {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const queryClient = useQueryClient();
  const [editingCommittee, setEditingCommittee] = useState(false);
  const [memberEditor, setMemberEditor] = useState<MemberEditor>(null);
  const backToList = buildRoute(SiteMap.committeesIndex, { communityAgentId });

  const remove = useMutation({
    mutationFn: (member: CommitteeMember) =>
      api.call(contract.committees.RemoveCommitteeMember, {
        body: {
          committeeMemberSettingsId: member.committeeMemberSettingsId,
          agentId: member.Agent.TopsAgentId,
        },
      }),
    onSuccess: async () => {
      showSuccess('Member removed.');
      await queryClient.invalidateQueries({ queryKey: committeesKey });
    },
  });

  const deleteCommittee = useMutation({
    mutationFn: () =>
      api.call(contract.committees.DeleteCommittee, { params: { id: committee.TopsAgentId } }),
    onSuccess: async () => {
      showSuccess('Committee deleted.');
      // Leave the screen first so nothing refetches the deleted committee.
      await go(backToList, { replace: true });
      await queryClient.invalidateQueries({ queryKey: committeesKey });
    },
  });

  function confirmRemove(member: CommitteeMember): void {
    openConfirm({
      title: 'Remove member',
      message: `Remove ${member.Contact.DisplayName} from ${committee.DisplayName}?`,
      confirmLabel: 'Remove',
      danger: true,
      onConfirm: () => {
        remove.mutate(member);
      },
    });
  }

  function confirmDelete(): void {
    openConfirm({
      title: 'Delete committee',
      message: `Delete the committee "${committee.DisplayName}" and its ${members.length} member seat(s)?`,
      confirmLabel: 'Delete',
      danger: true,
      onConfirm: () => {
        deleteCommittee.mutate();
      },
    });
  }

  const live = !committee.IsDeleted;
  return (
    <>
      <PageHeader
        title={committee.DisplayName}
        subtitle={`Committee of ${committee.CommunityName}`}
        actions={
          <>
            <Button
              variant="default"
              onClick={() => {
                void go(backToList);
              }}
            >
              Back to committees
            </Button>
            {live ? (
              <>
                <Button
                  variant="default"
                  onClick={() => {
                    setEditingCommittee(true);
                  }}
                >
                  Edit
                </Button>
                <Button
                  color="red"
                  variant="light"
                  loading={deleteCommittee.isPending}
                  onClick={confirmDelete}
                >
                  Delete committee
                </Button>
                <Button
                  onClick={() => {
                    setMemberEditor({ member: undefined });
                  }}
                >
                  Add member
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <Group gap="xs" mb="sm">
        <CommitteeFlags committee={committee} />
        <Text size="sm" c="dimmed">
          {committee.MemberCount} member{committee.MemberCount === 1 ? '' : 's'}
        </Text>
      </Group>
      <MembersTable
        members={members}
        editable={live}
        onEdit={(member) => {
          setMemberEditor({ member });
        }}
        onRemove={confirmRemove}
      />
      <Title order={3} size="h5" mt="md" mb="xs">
        Activity
      </Title>
      <FeedBrowser
        label="Committee feed"
        cacheKey={['committee', communityAgentId, committee.TopsAgentId]}
        load={(window) =>
          api.call(contract.activityFeeds.Committee, {
            query: {
              communityAgentId,
              agentIdFilterForItemAgents: committee.TopsAgentId,
              ...window,
            },
          })
        }
      />
      <CommitteeFormModal
        opened={editingCommittee}
        communityAgentId={communityAgentId}
        committee={committee}
        onClose={() => {
          setEditingCommittee(false);
        }}
      />
      <MemberFormModal
        opened={memberEditor !== null}
        committeeAgentId={committee.TopsAgentId}
        member={memberEditor?.member}
        onClose={() => {
          setMemberEditor(null);
        }}
      />
    </>
  );
}
