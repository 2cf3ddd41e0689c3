import { contract, type CcrBatchEntry, type RequestOf } from '@hoa/contract';
import { Select, Stack, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showErrorOr } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import {
  inspectionCodesQuery,
  inspectionPropertiesQuery,
  refreshBatches,
} from './ccr-batch-queries';

const Update = contract.ccrBatches.UpdateCcrBatchEntry;

interface EditValues {
  PropertyAgentId: string | null;
  TopsCodeId: string | null;
  Description: string;
}

/** The review's edit of an entry: its property, code and what was seen. */
export function EditEntryModal({
  communityAgentId,
  entry,
  onClose,
}: {
  communityAgentId: number;
  entry: CcrBatchEntry | null;
  onClose: () => void;
}) {
  return (
    <FormModal
      opened={entry !== null}
      onClose={onClose}
      title={`Edit row ${String(entry?.Row ?? '')}`}
    >
      {entry ? (
        <EditEntryForm communityAgentId={communityAgentId} entry={entry} onClose={onClose} />
      ) : null}
    </FormModal>
  );
}

function EditEntryForm({
  communityAgentId,
  entry,
  onClose,
}: {
  communityAgentId: number;
  entry: CcrBatchEntry;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const properties = useQuery(inspectionPropertiesQuery(communityAgentId));
  const codes = useQuery(inspectionCodesQuery(communityAgentId));
  const initialValues: EditValues = {
    PropertyAgentId: String(entry.PropertyAgentId),
    TopsCodeId: String(entry.TopsCodeId),
    Description: entry.Description,
  };
  const form = useContractForm({
    initialValues,
    schema: Update.body,
    toBody: (values: EditValues) => ({
      CcrBatchEntryId: entry.CcrBatchEntryId,
      PropertyAgentId: Number(values.PropertyAgentId),
      TopsCodeId: Number(values.TopsCodeId),
      Description: values.Description,
    }),
  });
  const save = useMutation({
    mutationFn: (body: RequestOf<typeof Update>['body']) => api.call(Update, { body }),
    onError: (error) => showErrorOr(error, 'The entry was not saved.'),
    onSuccess: async () => {
      await refreshBatches(client);
      onClose();
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((body) => save.mutate(body))}>
      <Stack gap="xs">
        <Select
          label="Property"
          required
          searchable
          data={(properties.data ?? []).map((p) => ({
            value: String(p.PropertyAgentId),
            label: [p.Address, p.PrimaryOwnerName].filter(Boolean).join(' · '),
          }))}
          {...form.getInputProps('PropertyAgentId')}
        />
        <Select
          label="Code"
          required
          searchable
          data={(codes.data ?? []).map((c) => ({
            value: String(c.TopsCodeId),
            label: `${c.CodeAlias} · ${c.CodeName}`,
          }))}
          {...form.getInputProps('TopsCodeId')}
        />
        <Textarea label="Description" autosize minRows={3} {...form.getInputProps('Description')} />
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
