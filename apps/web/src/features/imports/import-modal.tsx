import type { ImportResult } from '@hoa/contract';
import {
  ChargeMessages,
  SetupImportColumns,
  SetupImportMaxFileBytes,
  SetupImportMessages,
  SetupImportTitles,
  type IsoDate,
  type SetupImportKind,
} from '@hoa/domain';
import { Button, Checkbox, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { showSuccess } from '../../app/toasts';
import { fieldProps, formProblem, useContractForm } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { FormActions } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { fileRequired } from '../../widgets/upload-file';
import {
  callImport,
  fileToBase64,
  importFieldsSchema,
  type ImportRequestBody,
} from './import-call';
import { ImportPreview } from './import-preview';

export interface ImportModalProps {
  kind: SetupImportKind;
  communityAgentId: number;
  opened: boolean;
  onClose: () => void;
  /** After rows were written. */
  onImported: () => void;
  /** The beginning balances' default post date. */
  defaultPostDate?: string | null;
}

/** Upload a CSV or .xlsx file, preview it page by page with its errors, then import it. */
export function ImportModal(props: ImportModalProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={SetupImportTitles[props.kind]}
      size="lg"
      centered
    >
      <ImportForm {...props} />
    </Modal>
  );
}

interface ImportValues {
  File: File | null;
  /** The beginning balances' post date. */
  postDate: IsoDate | null;
  /** The property owners' confirmation of the reassignments the preview found. */
  confirmedReassignment: boolean;
}

/** One call: a preview page, or the import of every row. */
interface ImportRun {
  fields: Omit<ImportRequestBody, 'FileContent' | 'IsPreview' | 'Page'>;
  file: File;
  isPreview: boolean;
  page: number;
}

function ImportForm({
  kind,
  communityAgentId,
  onClose,
  onImported,
  defaultPostDate,
}: ImportModalProps) {
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const needsDate = kind === 'OwnerBeginningBalances';
  const initialValues: ImportValues = {
    File: null,
    postDate: defaultPostDate ?? null,
    confirmedReassignment: false,
  };
  const form = useContractForm({
    initialValues,
    schema: importFieldsSchema(kind),
    toBody: (values: ImportValues) => ({
      commAgentID: communityAgentId,
      FileName: values.File?.name ?? '',
      ...(needsDate ? { postDate: values.postDate } : {}),
      ...(kind === 'PropertyOwners' ? { confirmedReassignment: values.confirmedReassignment } : {}),
    }),
    rules: (values: ImportValues) => ({
      File:
        values.File === null
          ? fileRequired
          : values.File.size > SetupImportMaxFileBytes
            ? SetupImportMessages.fileTooLarge
            : null,
      postDate: needsDate && values.postDate === null ? ChargeMessages.postDateRequired : null,
    }),
    fieldOf: { FileName: 'File' },
  });

  const run = useMutation({
    mutationFn: async ({ fields, file, isPreview, page }: ImportRun) =>
      callImport(kind, {
        ...fields,
        FileContent: await fileToBase64(file),
        IsPreview: isPreview,
        Page: page,
      }),
    onSuccess: (result) => {
      if (result.IsPreview) {
        setPreview(result);
        return;
      }
      showSuccess(SetupImportMessages.imported(result.Imported));
      onImported();
      onClose();
    },
  });
  /** Checks the form, then sends the file: a preview page, or the import. */
  const send = (isPreview: boolean, page: number) =>
    form.onSubmit((fields) => {
      const file = form.values.File;
      if (file) run.mutate({ fields, file, isPreview, page });
    });
  /** A new file or date is previewed again before it is imported. */
  const changed = () => {
    setPreview(null);
    form.setFieldValue('confirmedReassignment', false);
  };

  const columns = SetupImportColumns[kind];
  const canImport =
    preview !== null &&
    preview.ErrorRowCount === 0 &&
    (!preview.NeedsConfirmation || form.values.confirmedReassignment) &&
    !run.isPending;

  return (
    <form noValidate onSubmit={send(false, 1)}>
      <Stack gap="sm">
        <Text size="xs" c="dimmed">
          Columns (first row): {columns.map((c) => (c.Required ? `${c.Name}*` : c.Name)).join(', ')}
          . Starred columns are required.
        </Text>
        <Group align="flex-start" gap="sm">
          <FileInput
            label="File"
            placeholder="Choose a CSV or Excel file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            clearable
            w={320}
            {...form.getInputProps('File')}
            onChange={(value) => {
              form.setFieldValue('File', value);
              changed();
            }}
          />
          {needsDate ? (
            <DateInput
              label="Post date"
              w={160}
              {...fieldProps(form, 'postDate')}
              onChange={(value) => {
                form.setFieldValue('postDate', value);
                changed();
              }}
            />
          ) : null}
          {/* Level with the fields (under their labels), whether or not an error shows under one. */}
          <Button
            variant="default"
            mt={25}
            loading={run.isPending && run.variables.isPreview}
            onClick={() => {
              send(true, 1)();
            }}
          >
            Preview
          </Button>
        </Group>
        {preview ? (
          <ImportPreview
            result={preview}
            onPage={(page) => {
              send(true, page)();
            }}
          />
        ) : null}
        {preview?.NeedsConfirmation ? (
          <Checkbox
            label="Confirm the reassignment of these properties to their new owners"
            {...form.getInputProps('confirmedReassignment', { type: 'checkbox' })}
          />
        ) : null}
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions
          onCancel={onClose}
          saving={run.isPending && !run.variables.isPreview}
          label={preview ? `Import ${preview.TotalRows} rows` : 'Import'}
          disabled={!canImport}
        />
      </Stack>
    </form>
  );
}
