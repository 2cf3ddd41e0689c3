import {
  contract,
  type ArchitecturalRequestView,
  type ArchitecturalStatusHistory,
  type RequestOf,
} from '@hoa/contract';
import { ArchitecturalRequestMessages } from '@hoa/domain';
import { Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showErrorOr, showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { refreshArchitecturalRequests } from './architectural-requests-queries';

import {
  idOf,
  LetterFields,
  letterRules,
  useDefaultProcedure,
  type LetterValues,
} from './letter-fields';

const C = contract.architecturalRequests;

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
