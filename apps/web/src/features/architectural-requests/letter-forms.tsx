import {
  contract,
  type ArchitecturalRequestView,
  type ArchitecturalStatusHistory,
  type RequestOf,
} from '@hoa/contract';
import {
  ArchitecturalApprovalTypes,
  ArchitecturalRequestLimits as L,
  ArchitecturalRequestMessages,
} from '@hoa/domain';
import { Select, Stack, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../app/api';
import { showErrorOr, showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import {
  ApproverFields,
  requestRules,
  requestValues,
  type ArchitecturalRequestValues,
} from './architectural-request-fields';
import {
  arcLetterOptionsQuery,
  arcSettingsQuery,
  refreshArchitecturalRequests,
} from './architectural-requests-queries';
import { updateBody } from './edit-architectural-request-modal';

const C = contract.architecturalRequests;

export const LetterMessages = {
  reasonsRequired: 'Enter the reasons for the disapproval.',
  procedureRequired: 'Enter the reconsideration procedure: a disapproval letter needs it.',
} as const;

/** The letter's text and template. */
interface LetterValues {
  ApprovalTypeId: string;
  Details: string;
  ReconsiderationProcedure: string;
  AgentTemplateId: string | null;
}

const idOf = (value: string | null) => (value === null ? null : Number(value));
const isDisapproval = (values: LetterValues) => values.ApprovalTypeId === '3';

const letterRules = (values: LetterValues) =>
  isDisapproval(values)
    ? {
        Details: values.Details.trim() === '' ? LetterMessages.reasonsRequired : null,
        ReconsiderationProcedure:
          values.ReconsiderationProcedure.trim() === '' ? LetterMessages.procedureRequired : null,
      }
    : {};

/** The approval type (when it may be chosen), details or reasons, procedure and template. */
function LetterFields<Values extends LetterValues, Body>({
  form,
  communityAgentId,
  types,
}: {
  form: UseFormReturnType<Values, (values: Values) => Body>;
  communityAgentId: number;
  types: readonly number[];
}) {
  const letters = useQuery(arcLetterOptionsQuery(communityAgentId));
  const disapproving = isDisapproval(form.values);
  return (
    <Stack gap="xs">
      {types.length > 1 ? (
        <Select
          label="Approval type"
          required
          allowDeselect={false}
          data={ArchitecturalApprovalTypes.filter((t) => types.includes(t.ApprovalTypeId)).map(
            (t) => ({ value: String(t.ApprovalTypeId), label: t.ApprovalTypeName }),
          )}
          {...form.getInputProps('ApprovalTypeId')}
        />
      ) : null}
      <Textarea
        label={disapproving ? 'Reasons for the disapproval' : 'Conditions'}
        description={disapproving ? undefined : 'Printed on the letter (with conditions)'}
        required={disapproving}
        autosize
        minRows={3}
        maxLength={L.Details}
        {...form.getInputProps('Details')}
      />
      {disapproving ? (
        <Textarea
          label="Reconsideration procedure"
          required
          autosize
          minRows={3}
          maxLength={L.ReconsiderationProcedure}
          {...form.getInputProps('ReconsiderationProcedure')}
        />
      ) : null}
      <Select
        label="Letter"
        placeholder="The community's default letter"
        clearable
        data={letters.data ?? []}
        {...form.getInputProps('AgentTemplateId')}
      />
    </Stack>
  );
}

/** The community's reconsideration procedure, once its settings are read. */
function useDefaultProcedure(communityAgentId: number): string | null {
  const settings = useQuery(arcSettingsQuery(communityAgentId));
  return settings.data ? settings.data.ReconsiderationProcedure : null;
}

/** Approve or Disapprove as an internal approver (the button's vote), with the letter's text. */
export function VoteModal({
  view,
  vote,
  onClose,
}: {
  view: ArchitecturalRequestView;
  vote: 'Approve' | 'Disapprove' | null;
  onClose: () => void;
}) {
  const procedure = useDefaultProcedure(view.Request.CommunityAgentId);
  return (
    <FormModal
      opened={vote !== null}
      onClose={onClose}
      title={vote === 'Disapprove' ? 'Disapprove the request' : 'Approve the request'}
    >
      {vote === null || procedure === null ? null : (
        <VoteForm view={view} vote={vote} procedure={procedure} onClose={onClose} />
      )}
    </FormModal>
  );
}

const approveSchema = C.ApproveArchitecturalRequest.body;
const disapproveSchema = C.DisapproveArchitecturalRequest.body;

function VoteForm({
  view,
  vote,
  procedure,
  onClose,
}: {
  view: ArchitecturalRequestView;
  vote: 'Approve' | 'Disapprove';
  procedure: string;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const id = view.Request.TopsItemId;
  const initialValues: LetterValues = {
    ApprovalTypeId: vote === 'Disapprove' ? '3' : '1',
    Details: '',
    ReconsiderationProcedure: vote === 'Disapprove' ? procedure : '',
    AgentTemplateId: null,
  };
  const form = useContractForm({
    initialValues,
    schema: vote === 'Disapprove' ? disapproveSchema : approveSchema,
    toBody: (values: LetterValues) => ({
      TopsItemId: id,
      Details: values.Details,
      ReconsiderationProcedure: values.ReconsiderationProcedure,
      AgentTemplateId: idOf(values.AgentTemplateId),
      ...(vote === 'Approve' ? { ApprovalTypeId: Number(values.ApprovalTypeId) } : {}),
    }),
    rules: letterRules,
  });
  const cast = useMutation({
    mutationFn: (body: unknown) =>
      vote === 'Disapprove'
        ? api.call(C.DisapproveArchitecturalRequest, {
            body: body as RequestOf<typeof C.DisapproveArchitecturalRequest>['body'],
          })
        : api.call(C.ApproveArchitecturalRequest, {
            body: body as RequestOf<typeof C.ApproveArchitecturalRequest>['body'],
          }),
    onError: (error) => showErrorOr(error, 'The vote was not recorded.'),
    onSuccess: async (answer) => {
      showSuccess(
        `Your vote was recorded; the request is ${answer.Request.StatusName.toLowerCase()}.`,
      );
      await refreshArchitecturalRequests(client);
      onClose();
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((body) => cast.mutate(body))}>
      <Stack gap="xs">
        <LetterFields
          form={form}
          communityAgentId={view.Request.CommunityAgentId}
          types={vote === 'Disapprove' ? [3] : [1, 2]}
        />
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions
          onCancel={onClose}
          saving={cast.isPending}
          label={vote}
          color={vote === 'Disapprove' ? 'red' : undefined}
        />
      </Stack>
    </form>
  );
}

/** Makes a status history's letter again, with another template or text. */
export function RegenerateLetterModal({
  view,
  history,
  onClose,
}: {
  view: ArchitecturalRequestView;
  history: ArchitecturalStatusHistory | null;
  onClose: () => void;
}) {
  return (
    <FormModal opened={history !== null} onClose={onClose} title="Regenerate the letter">
      {history === null ? null : <RegenerateForm view={view} history={history} onClose={onClose} />}
    </FormModal>
  );
}

function RegenerateForm({
  view,
  history: h,
  onClose,
}: {
  view: ArchitecturalRequestView;
  history: ArchitecturalStatusHistory;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const procedure = useDefaultProcedure(view.Request.CommunityAgentId) ?? '';
  const initialValues: LetterValues = {
    ApprovalTypeId: String(h.ApprovalTypeId ?? (h.TopsStatusId === 3 ? 3 : 1)),
    Details: h.Details ?? '',
    ReconsiderationProcedure: h.ReconsiderationProcedure ?? procedure,
    AgentTemplateId: h.AgentTemplateId === null ? null : String(h.AgentTemplateId),
  };
  const form = useContractForm({
    initialValues,
    schema: C.RegenerateLetter.body,
    toBody: (values: LetterValues) => ({
      TopsItemId: view.Request.TopsItemId,
      ArchitecturalRequestStatusHistoryId: h.ArchitecturalRequestStatusHistoryId,
      Details: values.Details,
      ReconsiderationProcedure: values.ReconsiderationProcedure,
      AgentTemplateId: idOf(values.AgentTemplateId),
    }),
    rules: letterRules,
  });
  const regenerate = useMutation({
    mutationFn: (body: RequestOf<typeof C.RegenerateLetter>['body']) =>
      api.call(C.RegenerateLetter, { body }),
    onError: (error) => showErrorOr(error, ArchitecturalRequestMessages.regenerateFailed),
    onSuccess: async () => {
      showSuccess('The letter was made again.');
      await refreshArchitecturalRequests(client);
      onClose();
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((body) => regenerate.mutate(body))}>
      <Stack gap="xs">
        <LetterFields
          form={form}
          communityAgentId={view.Request.CommunityAgentId}
          types={[Number(form.values.ApprovalTypeId)]}
        />
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions onCancel={onClose} saving={regenerate.isPending} label="Regenerate" />
      </Stack>
    </form>
  );
}

type SetStatusValues = ArchitecturalRequestValues & LetterValues & { TopsStatusId: string };

// The modal sends two calls: the approvers and counts (Update), then the status and its letter.
const setStatusSchema = z.object({
  update: C.Update.body,
  status: C.UpdateStatusAndGenerateLetterRequest.body,
});

/**
 * Set status and approvers (spec 3 §2 modals): the approvers and required counts, then the status
 * (approved or disapproved) with the approval type, details, reconsideration procedure and letter.
 */
export function SetStatusModal({
  view,
  opened,
  onClose,
}: {
  view: ArchitecturalRequestView;
  opened: boolean;
  onClose: () => void;
}) {
  const procedure = useDefaultProcedure(view.Request.CommunityAgentId);
  return (
    <FormModal opened={opened} onClose={onClose} title="Set status and approvers" size="lg">
      {procedure === null ? null : (
        <SetStatusForm view={view} procedure={procedure} onClose={onClose} />
      )}
    </FormModal>
  );
}

const fieldOfSetStatus = Object.fromEntries(
  [
    'InternalApproverUserIds',
    'CommitteeApproverEmails',
    'RequiredInternalApprovals',
    'RequiredCommitteeApprovals',
  ].map((f) => [`update.${f}`, f]),
);

function SetStatusForm({
  view,
  procedure,
  onClose,
}: {
  view: ArchitecturalRequestView;
  procedure: string;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const initialValues: SetStatusValues = {
    ...requestValues(view),
    TopsStatusId: '2',
    ApprovalTypeId: '1',
    Details: '',
    ReconsiderationProcedure: procedure,
    AgentTemplateId: null,
  };
  const form = useContractForm({
    initialValues,
    schema: setStatusSchema,
    toBody: (values: SetStatusValues) => ({
      update: updateBody(view, values),
      status: {
        TopsItemId: view.Request.TopsItemId,
        TopsStatusId: Number(values.TopsStatusId),
        ApprovalTypeId: Number(values.ApprovalTypeId),
        Details: values.Details,
        ReconsiderationProcedure: isDisapproval(values) ? values.ReconsiderationProcedure : '',
        AgentTemplateId: idOf(values.AgentTemplateId),
      },
    }),
    rules: (values: SetStatusValues) => ({ ...requestRules(values), ...letterRules(values) }),
    fieldOf: fieldOfSetStatus,
  });
  const save = useMutation({
    mutationFn: async (body: z.output<typeof setStatusSchema>) => {
      await api.call(C.Update, { body: body.update });
      return api.call(C.UpdateStatusAndGenerateLetterRequest, { body: body.status });
    },
    onError: (error) => showErrorOr(error, 'The status was not set.'),
    onSuccess: async (answer) => {
      showSuccess(`The request is ${answer.Request.StatusName.toLowerCase()}.`);
      await refreshArchitecturalRequests(client);
      onClose();
    },
    onSettled: () => refreshArchitecturalRequests(client),
  });
  const setStatus = (statusId: string | null) => {
    if (statusId === null) return;
    form.setFieldValue('TopsStatusId', statusId);
    form.setFieldValue('ApprovalTypeId', statusId === '3' ? '3' : '1');
  };
  return (
    <form noValidate onSubmit={form.onSubmit((body) => save.mutate(body))}>
      <Stack gap="sm">
        <ApproverFields form={form} communityAgentId={view.Request.CommunityAgentId} />
        <Select
          label="Status"
          required
          allowDeselect={false}
          data={[
            { value: '2', label: 'Approved' },
            { value: '3', label: 'Disapproved' },
          ]}
          value={form.values.TopsStatusId}
          onChange={setStatus}
        />
        <LetterFields
          form={form}
          communityAgentId={view.Request.CommunityAgentId}
          types={form.values.TopsStatusId === '3' ? [3] : [1, 2]}
        />
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions onCancel={onClose} saving={save.isPending} label="Save and make the letter" />
      </Stack>
    </form>
  );
}
