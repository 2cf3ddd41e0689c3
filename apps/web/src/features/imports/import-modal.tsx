import { ApiError, type ImportResult } from '@hoa/contract';
import {
  SetupImportColumns,
  SetupImportMaxFileBytes,
  SetupImportMessages,
  SetupImportTitles,
  type SetupImportKind,
} from '@hoa/domain';
import { Button, Checkbox, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { showSuccess } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';
import { callImport, fileToBase64 } from './import-call';
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

function ImportForm({
  kind,
  communityAgentId,
  onClose,
  onImported,
  defaultPostDate,
}: ImportModalProps) {
  const [file, setFile] = useState<File | null>(null);
  const [postDate, setPostDate] = useState<string | null>(defaultPostDate ?? null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const needsDate = kind === 'OwnerBeginningBalances';

  const run = useMutation({
    mutationFn: async ({ isPreview, page }: { isPreview: boolean; page: number }) => {
      if (!file) throw new Error('No file');
      if (file.size > SetupImportMaxFileBytes)
        throw new ApiError(413, SetupImportMessages.fileTooLarge);
      return callImport({
        kind,
        body: {
          commAgentID: communityAgentId,
          FileName: file.name,
          FileContent: await fileToBase64(file),
          IsPreview: isPreview,
          Page: page,
        },
        postDate,
        confirmedReassignment: confirmed,
      });
    },
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

  const columns = SetupImportColumns[kind];
  const canImport =
    preview !== null &&
    preview.ErrorRowCount === 0 &&
    (!preview.NeedsConfirmation || confirmed) &&
    !run.isPending;

  return (
    <Stack gap="sm">
      <Text size="xs" c="dimmed">
        Columns (first row): {columns.map((c) => (c.Required ? `${c.Name}*` : c.Name)).join(', ')}.
        Starred columns are required.
      </Text>
      <Group align="flex-end" gap="sm">
        <FileInput
          label="File"
          placeholder="Choose a CSV or Excel file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={(value) => {
            setFile(value);
            setPreview(null);
            setConfirmed(false);
          }}
          clearable
          w={320}
        />
        {needsDate ? (
          <DateInput
            label="Post date"
            value={postDate}
            onChange={(value) => {
              setPostDate(value);
              setPreview(null);
            }}
            w={160}
          />
        ) : null}
        <Button
          variant="default"
          disabled={!file || (needsDate && !postDate)}
          loading={run.isPending && run.variables.isPreview}
          onClick={() => {
            run.mutate({ isPreview: true, page: 1 });
          }}
        >
          Preview
        </Button>
      </Group>
      {preview ? (
        <ImportPreview
          result={preview}
          onPage={(page) => {
            run.mutate({ isPreview: true, page });
          }}
        />
      ) : null}
      {preview?.NeedsConfirmation ? (
        <Checkbox
          label="Confirm the reassignment of these properties to their new owners"
          checked={confirmed}
          onChange={(event) => {
            setConfirmed(event.currentTarget.checked);
          }}
        />
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          disabled={!canImport}
          loading={run.isPending && !run.variables.isPreview}
          onClick={() => {
            run.mutate({ isPreview: false, page: 1 });
          }}
        >
          Import {preview ? `${preview.TotalRows} rows` : ''}
        </Button>
      </Group>
    </Stack>
  );
}
