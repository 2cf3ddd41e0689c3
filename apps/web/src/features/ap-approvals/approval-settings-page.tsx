import { contract, type BillApprovalSettings } from '@hoa/contract';
import { hasAccess, type Cents } from '@hoa/domain';
import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useSession } from '../../app/auth/session';
import { useCurrentCommunity } from '../../app/community/current-community';
import { showSuccess } from '../../app/toasts';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { PageHeader } from '../../widgets/page-header';
import { MoneyInput } from '../../widgets/money-input';

// Approval manage and settings (spec 2 §2): internal groups, then board groups.

interface GroupDraft {
  required: number;
  /** The amount from which the group approves, cents; null while not an amount. */
  level: Cents | null;
  userIds: string[];
}

const A = contract.apApprovals;
const settingsKey = (id: number) => ['ap-approvals', 'settings', id] as const;
const dutiesKey = ['ap-approvals', 'separation-of-duties'] as const;

const toDraft = (groups: BillApprovalSettings['InternalGroups']): GroupDraft[] =>
  groups.map((g) => ({
    required: g.RequiredApprovals,
    level: g.Level,
    userIds: g.Members.map((m) => String(m.UserId)),
  }));

const toInput = (groups: GroupDraft[]) =>
  groups.map((g) => ({
    RequiredApprovals: g.required,
    Level: g.level ?? 0,
    UserIds: g.userIds.map(Number),
  }));

function GroupsEditor(props: {
  title: string;
  groups: GroupDraft[];
  setGroups: (groups: GroupDraft[]) => void;
  users: { value: string; label: string }[];
  /** Edit actions only with the approval settings claim; the groups are read-only otherwise. */
  canEdit: boolean;
}) {
  const { groups, setGroups, canEdit } = props;
  const change = (i: number, patch: Partial<GroupDraft>) =>
    setGroups(groups.map((g, j) => (j === i ? { ...g, ...patch } : g)));
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" mb="xs">
        <Title order={4}>{props.title}</Title>
        {canEdit ? (
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => setGroups([...groups, { required: 1, level: 0, userIds: [] }])}
          >
            Add group
          </Button>
        ) : null}
      </Group>
      {groups.length === 0 ? <Text c="dimmed">No groups.</Text> : null}
      <Stack gap="xs">
        {groups.map((g, i) => (
          <Group
            key={i}
            align="flex-end"
            gap="xs"
            wrap="nowrap"
            aria-label={`${props.title} ${i + 1}`}
          >
            <Text fw={600} w={70}>{`Group ${i + 1}`}</Text>
            <NumberInput
              label="Required approvals"
              w={150}
              min={1}
              max={20}
              readOnly={!canEdit}
              value={g.required}
              onChange={(v) => change(i, { required: Number(v) || 1 })}
            />
            <MoneyInput
              label="Level (from amount)"
              w={150}
              readOnly={!canEdit}
              value={g.level}
              onChange={(level) => change(i, { level })}
            />
            <MultiSelect
              label="Approvers"
              style={{ flex: 1 }}
              searchable
              readOnly={!canEdit}
              data={props.users}
              value={g.userIds}
              onChange={(userIds) => change(i, { userIds })}
            />
            {canEdit ? (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove group ${i + 1}`}
                onClick={() => setGroups(groups.filter((_, j) => j !== i))}
              >
                ✕
              </ActionIcon>
            ) : null}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** The company's rule that who entered an invoice does not pay it (issue 15), on by default. */
function SeparationOfDutiesSwitch({ canEdit }: { canEdit: boolean }) {
  const client = useQueryClient();
  const duties = useQuery({
    queryKey: dutiesKey,
    queryFn: () => api.call(A.GetSeparationOfDuties, {}),
  });
  const save = useMutation({
    mutationFn: (EntererCannotPay: boolean) =>
      api.call(A.SaveSeparationOfDuties, { body: { EntererCannotPay } }),
    onSuccess: (saved) => {
      client.setQueryData(dutiesKey, saved);
      showSuccess('Payment rule saved.');
    },
  });
  return (
    <Switch
      label="The user who entered an invoice cannot pay it (every community of the company)"
      checked={duties.data?.EntererCannotPay ?? true}
      disabled={!canEdit || !duties.data || save.isPending}
      onChange={(e) => save.mutate(e.currentTarget.checked)}
    />
  );
}

/** The community's approval groups and the user-tied approvals toggle. */
export function ApprovalSettingsPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const settings = useQuery({
    queryKey: settingsKey(communityAgentId),
    queryFn: () => api.call(A.GetBillApprovalSettings, { query: { communityAgentId } }),
  });
  if (settings.isError) return <LoadError error={settings.error} />;
  if (!settings.data) return <PageLoader />;
  // The editors start from the loaded groups: nothing typed before they load is overwritten.
  return <ApprovalSettingsForm key={communityAgentId} saved={settings.data} />;
}

function ApprovalSettingsForm({ saved }: { saved: BillApprovalSettings }) {
  const community = useCurrentCommunity();
  const canEdit = hasAccess(useSession().data?.Claims ?? [], 'apapprovalsettings', 'update');
  const communityAgentId = community.CommunityAgentId;
  const client = useQueryClient();
  const [internal, setInternal] = useState<GroupDraft[]>(() => toDraft(saved.InternalGroups));
  const [board, setBoard] = useState<GroupDraft[]>(() => toDraft(saved.BoardGroups));
  const [userTied, setUserTied] = useState(saved.UserTiedApprovals);
  const save = useMutation({
    mutationFn: () => {
      // A level whose text is not an amount says so under it; nothing is saved as 0.
      if ([...internal, ...board].some((g) => g.level === null)) {
        throw new Error('Enter the level of every group as an amount (0.00 for any amount).');
      }
      return api.call(A.SaveBillApprovalSettings, {
        body: {
          CommunityAgentId: communityAgentId,
          UserTiedApprovals: userTied,
          InternalGroups: toInput(internal),
          BoardGroups: toInput(board),
        },
      });
    },
    onSuccess: async (saved) => {
      client.setQueryData(settingsKey(communityAgentId), saved);
      await client.invalidateQueries({ queryKey: ['ap-inbox'] });
      showSuccess('Approval settings saved.');
    },
  });
  const users = saved.Users;
  const option = (u: (typeof users)[number]) => ({ value: String(u.UserId), label: u.DisplayName });
  return (
    <>
      <PageHeader
        title="Approval settings"
        subtitle={community.DisplayName}
        actions={
          canEdit ? (
            <Button loading={save.isPending} onClick={() => save.mutate()}>
              Save
            </Button>
          ) : null
        }
      />
      <Stack gap="sm">
        <Switch
          label="User-tied approvals (approvers see only the invoices they can approve now)"
          checked={userTied}
          disabled={!canEdit}
          onChange={(e) => setUserTied(e.currentTarget.checked)}
        />
        <GroupsEditor
          title="Internal groups"
          groups={internal}
          setGroups={setInternal}
          users={users.map(option)}
          canEdit={canEdit}
        />
        <GroupsEditor
          title="Board groups"
          groups={board}
          setGroups={setBoard}
          users={users.filter((u) => u.IsBoardMember).map(option)}
          canEdit={canEdit}
        />
        <Text size="xs" c="dimmed">
          An invoice needs every group whose level its total reaches, internal groups first. Saved
          groups apply to the invoices submitted from then on: an invoice waiting in approval keeps
          the groups it entered under.
        </Text>
        <SeparationOfDutiesSwitch canEdit={canEdit} />
      </Stack>
    </>
  );
}
