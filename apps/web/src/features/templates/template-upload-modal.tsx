import { TemplateUploadSchema, type Template } from '@hoa/contract';
import {
  MaxTemplateFileNameLength,
  TemplateMessages,
  templateBaseName,
  templateFileNameProblem,
  TemplateTypeId,
  TemplateTypes,
} from '@hoa/domain';
import { FileInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorText, showError, showSuccess } from '../../app/toasts';
import { formProblem, formProblemKey, useContractForm } from '../../widgets/contract-form';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { fileRequired } from '../../widgets/upload-file';
import { templatesKey, uploadTemplate, type TemplateUpload } from './template-queries';

interface UploadValues {
  TopsTemplateTypeId: string;
  File: File | null;
  Name: string;
}

const typeOptions = TemplateTypes.map((t) => ({
  value: String(t.TopsTemplateTypeId),
  label: t.TemplateTypeName,
}));

/**
 * Uploads a Word template (a new one), or replaces a template's document when `replacing` is
 * given (UpdateAndReplaceTemplate). The name comes from the file name, at most 45 characters.
 */
export function TemplateUploadModal(props: {
  opened: boolean;
  replacing: Template | null;
  /** The type a new template starts with (the grid's type filter), Letter without one. */
  typeId: number | null;
  onClose: () => void;
}) {
  const title = props.replacing ? `Replace document: ${props.replacing.Name}` : 'Upload template';
  return (
    <FormModal opened={props.opened} onClose={props.onClose} title={title}>
      <UploadForm {...props} />
    </FormModal>
  );
}

function UploadForm({
  replacing,
  typeId,
  onClose,
}: {
  replacing: Template | null;
  typeId: number | null;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const initialValues: UploadValues = {
    TopsTemplateTypeId: String(replacing?.TopsTemplateTypeId ?? typeId ?? TemplateTypeId.Letter),
    File: null,
    Name: replacing?.Name ?? '',
  };
  const form = useContractForm({
    initialValues,
    schema: TemplateUploadSchema,
    toBody: (values: UploadValues): TemplateUpload => ({
      ...(replacing ? { TopsTemplateId: replacing.TopsTemplateId } : {}),
      TopsTemplateTypeId: Number(values.TopsTemplateTypeId),
      // Without a name the server takes the file's; a replaced document keeps its template's.
      ...(values.Name.trim() === '' ? {} : { Name: values.Name.trim() }),
    }),
    rules: (values: UploadValues) => ({
      File:
        values.File === null
          ? fileRequired
          : !/\.docx$/i.test(values.File.name)
            ? TemplateMessages.notWord
            : templateFileNameProblem(values.File.name),
      Name:
        values.Name.trim().length > MaxTemplateFileNameLength
          ? TemplateMessages.fileNameTooLong
          : null,
    }),
  });
  const upload = useMutation({
    mutationFn: ({ template, file }: { template: TemplateUpload; file: File }) =>
      uploadTemplate(template, file),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: templatesKey });
      showSuccess(TemplateMessages.uploaded);
      onClose();
    },
    onError: (error) => {
      // The server's reason (incompatible merge codes, a duplicate name) stays in the modal too.
      form.setErrors({ [formProblemKey]: errorText(error) });
      showError(error);
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((template) => {
        const file = form.values.File;
        if (file) upload.mutate({ template, file });
      })}
    >
      <Stack gap="sm">
        <Select
          label="Template type"
          data={typeOptions}
          allowDeselect={false}
          disabled={replacing !== null}
          {...form.getInputProps('TopsTemplateTypeId')}
        />
        <FileInput
          label="Word document"
          placeholder="Choose a .docx file"
          accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          clearable
          data-autofocus
          {...form.getInputProps('File')}
          onChange={(file) => {
            form.setFieldValue('File', file);
            form.clearFieldError(formProblemKey);
            if (file && !replacing) form.setFieldValue('Name', templateBaseName(file.name));
          }}
        />
        <TextInput
          label="Name"
          description={`From the file name; at most ${String(MaxTemplateFileNameLength)} characters.`}
          {...form.getInputProps('Name')}
        />
        <Text size="xs" c="dimmed">
          Merge codes are written in braces, e.g. {'{OwnerName}'}; the document is checked against
          the codes of its type when it is uploaded.
        </Text>
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions
          onCancel={onClose}
          saving={upload.isPending}
          label={replacing ? 'Replace document' : 'Upload'}
        />
      </Stack>
    </form>
  );
}
