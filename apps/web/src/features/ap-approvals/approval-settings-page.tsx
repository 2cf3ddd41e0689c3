import { contract, type BillApprovalSettings, type RequestOf } from '@hoa/contract';
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
import type { UseFormReturnType } from '@mantine/form';
import { api } from '../../app/api';
import { useSession } from '../../app/auth/session';
import { useCurrentCommunity } from '../../app/community/current-community';
import { showSuccess } from '../../app/toasts';
import { formProblem, itemProps, useContractForm } from '../../widgets/contract-form';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { PageHeader } from '../../widgets/page-header';
import { MoneyInput } from '../../widgets/money-input';
import { ProblemAlert } from '../../widgets/problem-alert';

// Approval manage and settings (spec 2 §2): internal groups, then board groups.

interface GroupDraft {
  RequiredApprovals: number | string;
  /** The amount from which the group approves, cents; null while not an amount. */
  Level: Cents | null;
  UserIds: string[];
}

interface ApprovalValues {
  UserTiedApprovals: boolean;
  InternalGroups: GroupDraft[];
  BoardGroups: GroupDraft[];
}

type GroupsKey = 'InternalGroups' | 'BoardGroups';
type ApprovalForm = Pick<
  UseFormReturnType<ApprovalValues>,
  'values' | 'getInputProps' | 'insertListItem' | 'removeListItem'
>;

const A = contract.apApprovals;
const settingsKey = (id: number) => ['ap-approvals', 'settings', id] as const;
const dutiesKey = ['ap-approvals', 'separation-of-duties'] as const;

const toDraft = (groups: BillApprovalSettings['InternalGroups']): GroupDraft[] =>
  groups.map((g) => ({
    RequiredApprovals: g.RequiredApprovals,
    Level: g.Level,
    UserIds: g.Members.map((m) => String(m.UserId)),
  }));

const toInput = (groups: GroupDraft[]) =>
  groups.map((g) => ({
    RequiredApprovals: Number(g.RequiredApprovals),
    Level: g.Level,
    UserIds: g.UserIds.map(Number),
  }));

/** Each group's level and required approvals, under their fields. */
function groupRules(values: ApprovalValues) {
  const errors: Record<string, string | null> = {};
  for (const key of ['InternalGroups', 'BoardGroups'] as const) {
    values[key].forEach((g, i) => {
      const required = Number(g.RequiredApprovals);
      if (g.Level === null)
        errors[`${key}.${i}.Level`] = 'Enter the level as an amount (0.00 for any amount).';
      if (!Number.isInteger(required) || required < 1 || required > 20)
        errors[`${key}.${i}.RequiredApprovals`] = 'Enter from 1 to 20 approvals.';
    });
  }
  return errors;
}

function GroupsEditor(props: {
  title: string;
  form: ApprovalForm;
  groups: GroupsKey;
  users: { value: string; label: string }[];
  /** Edit actions only with the approval settings claim; the groups are read-only otherwise. */
  canEdit: boolean;
}) {
  const { form, canEdit } = props;
  const groups = form.values[props.groups];
  const path = (i: number, field: keyof GroupDraft) => `${props.groups}.${i}.${field}`;
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" mb="xs">
        <Title order={4}>{props.title}</Title>
        {canEdit ? (
          <Button
            size="compact-sm"
            variant="light"
            onClick={() =>
              form.insertListItem(props.groups, { RequiredApprovals: 1, Level: 0, UserIds: [] })
            }
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
            align="flex-start"
            gap="xs"
            wrap="nowrap"
            aria-label={`${props.title} ${i + 1}`}
          >
            <Text fw={600} w={70} mt={28}>{`Group ${i + 1}`}</Text>
            <NumberInput
              label="Required approvals"
              w={150}
              min={1}
              max={20}
              allowDecimal={false}
              readOnly={!canEdit}
              {...form.getInputProps(path(i, 'RequiredApprovals'))}
            />
            <MoneyInput
              label="Level (from amount)"
              w={150}
              readOnly={!canEdit}
              {...itemProps(form, path(i, 'Level'), g.Level)}
            />
            <MultiSelect
              label="Approvers"
              style={{ flex: 1 }}
              searchable
              readOnly={!canEdit}
              data={props.users}
              {...form.getInputProps(path(i, 'UserIds'))}
            />
            {canEdit ? (
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={`Remove group ${i + 1}`}
                onClick={() => form.removeListItem(props.groups, i)}
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
  const initialValues: ApprovalValues = {
    UserTiedApprovals: saved.UserTiedApprovals,
    InternalGroups: toDraft(saved.InternalGroups),
    BoardGroups: toDraft(saved.BoardGroups),
  };
  const form = useContractForm({
    initialValues,
    schema: A.SaveBillApprovalSettings.body,
    toBody: (values: ApprovalValues) => ({
      CommunityAgentId: communityAgentId,
      UserTiedApprovals: values.UserTiedApprovals,
      InternalGroups: toInput(values.InternalGroups),
      BoardGroups: toInput(values.BoardGroups),
    }),
    rules: groupRules,
  });
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof A.SaveBillApprovalSettings>['body']) =>
      api.call(A.SaveBillApprovalSettings, { body }),
    onSuccess: async (saved) => {
      client.setQueryData(settingsKey(communityAgentId), saved);
      await client.invalidateQueries({ queryKey: ['ap-inbox'] });
      showSuccess('Approval settings saved.');
    },
  });
  const users = saved.Users;
  const option = (u: (typeof users)[number]) => ({ value: String(u.UserId), label: u.DisplayName });
  return (
    <form
      noValidate
      aria-label="Approval settings"
      onSubmit={form.onSubmit((body) => save.mutate(body))}
    >
      <PageHeader
        title="Approval settings"
        subtitle={community.DisplayName}
        actions={
          canEdit ? (
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          ) : null
        }
      />
      <Stack gap="sm">
        <Switch
          label="User-tied approvals (approvers see only the invoices they can approve now)"
          disabled={!canEdit}
          {...form.getInputProps('UserTiedApprovals', { type: 'checkbox' })}
        />
        <GroupsEditor
          title="Internal groups"
          form={form}
          groups="InternalGroups"
          users={users.map(option)}
          canEdit={canEdit}
        />
        <GroupsEditor
          title="Board groups"
          form={form}
          groups="BoardGroups"
          users={users.filter((u) => u.IsBoardMember).map(option)}
          canEdit={canEdit}
        />
        <ProblemAlert problem={formProblem(form.errors)} />
        <Text size="xs" c="dimmed">
          An invoice needs every group whose level its total reaches, internal groups first. Saved
          groups apply to the invoices submitted from then on: an invoice waiting in approval keeps
          the groups it entered under.
        </Text>
        <SeparationOfDutiesSwitch canEdit={canEdit} />
      </Stack>
    </form>
  );
}
