import {
  contract,
  type ArchitecturalRequestAction,
  type ArchitecturalRequestView,
  type RequestOf,
} from '@hoa/contract';
import { ArchitecturalRequestMessages, localDay, type IsoDate } from '@hoa/domain';
import { Badge, Button, Checkbox, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../app/api';
import { openConfirm } from '../../app/overlays/modals';
import { showErrorOr, showSuccess } from '../../app/toasts';
import { fieldProps, formProblem, useContractForm } from '../../widgets/contract-form';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateInput } from '../../widgets/date-input';
import { DateTimeText } from '../../widgets/date-text';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { MayCall } from '../../widgets/may-call';
import { ProblemAlert } from '../../widgets/problem-alert';
import {
  arcLetterOptionsQuery,
  refreshArchitecturalRequests,
} from './architectural-requests-queries';

const C = contract.architecturalRequests;
const Take = C.TakeArchitecturalRequestAction;
const postDateRequired = 'Post Date is required.';

interface TakeValues {
  AgentTemplateId: string | null;
  AllPrimaryOwnerAddresses: boolean;
  AllOwnersInProperty: boolean;
  CurrentRenter: boolean;
  PostDate: IsoDate | null;
}

/** Take the current action: its letter (template), the three extra letters, the post date. */
function TakeModal({
  view,
  action,
  onClose,
}: {
  view: ArchitecturalRequestView;
  action: ArchitecturalRequestAction | null;
  onClose: () => void;
}) {
  return (
    <FormModal
      opened={action !== null}
      onClose={onClose}
      title={action === null ? 'Take action' : `Take “${action.LevelName}”`}
    >
      {action === null ? null : <TakeForm view={view} action={action} onClose={onClose} />}
    </FormModal>
  );
}

function TakeForm({
  view,
  action,
  onClose,
}: {
  view: ArchitecturalRequestView;
  action: ArchitecturalRequestAction;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const r = view.Request;
  const letters = useQuery(arcLetterOptionsQuery(r.CommunityAgentId));
  const initialValues: TakeValues = {
    AgentTemplateId: action.AgentTemplateId === null ? null : String(action.AgentTemplateId),
    AllPrimaryOwnerAddresses: action.IsGeneratingLettersForAllPrimaryOwnerAddresses,
    AllOwnersInProperty: action.IsGeneratingLettersForAllOwnersInProperty,
    CurrentRenter: action.IsGeneratingLettersForCurrentRenterAtMailingAddress,
    PostDate: localDay(new Date()),
  };
  const form = useContractForm({
    initialValues,
    schema: Take.body,
    toBody: (values: TakeValues) => ({
      agentTemplateId: values.AgentTemplateId === null ? null : Number(values.AgentTemplateId),
      architecturalRequestActionId: action.ArchitecturalRequestActionId,
      architecturalRequestItemId: r.TopsItemId,
      communityAgentId: r.CommunityAgentId,
      ownerAgentId: r.OwnerAgentId,
      propertyAgentId: r.PropertyAgentId,
      isGeneratingLettersForAllPrimaryOwnerAddresses: values.AllPrimaryOwnerAddresses,
      isGeneratingLettersForAllOwnersInProperty: values.AllOwnersInProperty,
      isGeneratingLettersForCurrentRenterAtMailingAddress: values.CurrentRenter,
      postDate: values.PostDate,
    }),
    rules: (values: TakeValues) => ({
      PostDate: values.PostDate === null ? postDateRequired : null,
    }),
    fieldOf: { agentTemplateId: 'AgentTemplateId', postDate: 'PostDate' },
  });
  const take = useMutation({
    mutationFn: (body: RequestOf<typeof Take>['body']) => api.call(Take, { body }),
    onError: (error) => showErrorOr(error, ArchitecturalRequestMessages.takeSkipFailed),
    onSuccess: async () => {
      showSuccess(`“${action.LevelName}” was taken.`);
      await refreshArchitecturalRequests(client);
      onClose();
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((body) => take.mutate(body))}>
      <Stack gap="xs">
        <Select
          label="Letter"
          placeholder="No letter"
          clearable
          data={letters.data ?? []}
          {...form.getInputProps('AgentTemplateId')}
        />
        <Checkbox
          label="Letters to all primary owner addresses"
          {...form.getInputProps('AllPrimaryOwnerAddresses', { type: 'checkbox' })}
        />
        <Checkbox
          label="Letters to all owners in the property"
          {...form.getInputProps('AllOwnersInProperty', { type: 'checkbox' })}
        />
        <Checkbox
          label="Letter to the current renter at the mailing address"
          {...form.getInputProps('CurrentRenter', { type: 'checkbox' })}
        />
        <DateInput label="Post Date" required w={180} {...fieldProps(form, 'PostDate')} />
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions onCancel={onClose} saving={take.isPending} label="Take action" />
      </Stack>
    </form>
  );
}

function actionColumns(
  onTake: (a: ArchitecturalRequestAction) => void,
  onSkip: (a: ArchitecturalRequestAction) => void,
): GridColumn<ArchitecturalRequestAction>[] {
  return [
    { id: 'sequence', header: '#', width: 50, cell: (a) => a.Sequence },
    {
      id: 'level',
      header: 'Action',
      width: 200,
      cell: (a) => (
        <Group gap={6}>
          <Text size="sm">{a.LevelName}</Text>
          {a.isCurrentAction ? (
            <Badge size="xs" color="blue">
              Current
            </Badge>
          ) : null}
        </Group>
      ),
    },
    { id: 'days', header: 'Days', width: 70, cell: (a) => a.Days },
    { id: 'letter', header: 'Letter', width: 180, cell: (a) => a.TemplateName ?? '—' },
    {
      id: 'done',
      header: 'Done',
      width: 220,
      cell: (a) =>
        a.ProcessedOn === null ? (
          <Text size="xs" c="dimmed">
            Not yet
          </Text>
        ) : (
          <Stack gap={0}>
            <Text size="xs">
              {a.WasSkipped ? 'Skipped ' : 'Taken '}
              <DateTimeText value={a.ProcessedOn} />
            </Text>
            <Text size="xs" c="dimmed">
              {a.ByName ?? ''}
            </Text>
          </Stack>
        ),
    },
    {
      id: 'actions',
      header: '',
      width: 130,
      cell: (a) =>
        a.isCurrentAction ? (
          <Group gap={4}>
            <MayCall calls={Take}>
              <Button size="compact-xs" onClick={() => onTake(a)}>
                Take
              </Button>
            </MayCall>
            <MayCall calls={C.SkipArchitecturalRequestAction}>
              <Button size="compact-xs" variant="default" onClick={() => onSkip(a)}>
                Skip
              </Button>
            </MayCall>
          </Group>
        ) : null,
    },
  ];
}

/** The actions of the request's ARC process in sequence, with Take and Skip on the current one. */
export function ActionsPanel({ view }: { view: ArchitecturalRequestView }) {
  const client = useQueryClient();
  const [taking, setTaking] = useState<ArchitecturalRequestAction | null>(null);
  const itemId = view.Request.TopsItemId;
  const skip = useMutation({
    mutationFn: (a: ArchitecturalRequestAction) =>
      api.call(C.SkipArchitecturalRequestAction, {
        body: {
          architecturalRequestActionId: a.ArchitecturalRequestActionId,
          architecturalRequestItemId: itemId,
        },
      }),
    onError: (error) => showErrorOr(error, ArchitecturalRequestMessages.takeSkipFailed),
    onSuccess: async () => {
      showSuccess('The action was skipped.');
      await refreshArchitecturalRequests(client);
    },
  });
  const skipAction = skip.mutate;
  const columns = useMemo(
    () =>
      actionColumns(setTaking, (a) =>
        openConfirm({
          title: 'Skip action',
          message: `Skip “${a.LevelName}”? No letter goes out; the next action becomes current.`,
          confirmLabel: 'Skip',
          onConfirm: () => skipAction(a),
        }),
      ),
    [skipAction],
  );
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Title order={5}>
          {view.Request.ActionProcessName
            ? `Actions · ${view.Request.ActionProcessName}`
            : 'Actions'}
        </Title>
        <DataGrid
          aria-label="Actions"
          rows={view.Actions}
          columns={columns}
          rowKey={(a) => a.ArchitecturalRequestActionId}
          rowTestId={(a) => `arc-action-${String(a.Sequence)}`}
          empty="The code follows no ARC action process."
          variableRowHeight
        />
      </Stack>
      <TakeModal view={view} action={taking} onClose={() => setTaking(null)} />
    </Paper>
  );
}
