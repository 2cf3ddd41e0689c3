import {
  DigitalPaymentMessages as M,
  documentError,
  MaxDigitalPaymentDocumentBytes,
  type DigitalPaymentDocumentType,
} from '@hoa/domain';
import { FileInput, SegmentedControl, Select, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { fileRequired } from '../../widgets/upload-file';
import { D, documentsNeededQuery, dpKey, uploadDocument } from './dp-queries';

const typeLabels: Record<string, string> = {
  idcard: 'Id Card',
  license: 'License',
  passport: 'Passport',
  other: 'Other',
};

interface DocumentValues {
  /** '0' the controller, '1' the business. */
  DocumentFor: string;
  Type: string | null;
  File: File | null;
}

/** The upload's form fields as the contract checks them; the file goes in its own part. */
const documentFieldsSchema = D.UploadDocument.body.omit({ File: true });

/** Digital payment document upload: the types the controller's country allows, under 10MB. */
export function DocumentModal({
  communityAgentId,
  opened,
  onClose,
}: {
  communityAgentId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const needed = useQuery({ ...documentsNeededQuery(communityAgentId), enabled: opened });
  const allowedOf = (documentFor: string) =>
    ((documentFor === '1' ? needed.data?.BusinessTypes : needed.data?.PersonalTypes) ??
      []) as DigitalPaymentDocumentType[];
  const initialValues: DocumentValues = { DocumentFor: '0', Type: null, File: null };
  const form = useContractForm({
    initialValues,
    schema: documentFieldsSchema,
    toBody: (values: DocumentValues) => ({
      CommunityAgentId: communityAgentId,
      Type: values.Type ?? '',
      DocumentFor: Number(values.DocumentFor),
    }),
    rules: (values: DocumentValues) => ({
      Type: documentError(values.Type, 0, allowedOf(values.DocumentFor)),
      File:
        values.File === null
          ? fileRequired
          : values.File.size >= MaxDigitalPaymentDocumentBytes
            ? M.fileTooLarge
            : null,
    }),
  });
  const upload = useMutation({
    mutationFn: ({ fields, file }: { fields: Parameters<typeof uploadDocument>[0]; file: File }) =>
      uploadDocument(fields, file),
    onSuccess: async (doc) => {
      await client.invalidateQueries({ queryKey: dpKey });
      showSuccess(
        doc.FailureReason ? `Document reviewed: ${doc.FailureReason}` : 'Document uploaded',
      );
      onClose();
    },
  });
  return (
    <FormModal opened={opened} onClose={onClose} title="Digital payment document upload">
      <form
        noValidate
        onSubmit={form.onSubmit((fields) => {
          if (form.values.File) upload.mutate({ fields, file: form.values.File });
        })}
      >
        <Stack gap="xs">
          <SegmentedControl
            aria-label="Document for"
            value={form.values.DocumentFor}
            onChange={(value) => {
              form.setFieldValue('DocumentFor', value);
              form.setFieldValue('Type', null);
            }}
            data={[
              { value: '0', label: 'Controller' },
              { value: '1', label: 'Business' },
            ]}
          />
          <Select
            label="Document Type"
            placeholder="Choose a type"
            data={allowedOf(form.values.DocumentFor).map((t) => ({
              value: t,
              label: typeLabels[t] ?? t,
            }))}
            {...form.getInputProps('Type')}
          />
          <FileInput
            label={`File (less than ${MaxDigitalPaymentDocumentBytes / 1_000_000}MB)`}
            placeholder="Choose a file"
            accept="image/*,application/pdf"
            {...form.getInputProps('File')}
          />
          <ProblemAlert problem={formProblem(form.errors)} />
          <FormActions onCancel={onClose} saving={upload.isPending} label="Upload" />
        </Stack>
      </form>
    </FormModal>
  );
}
