import { ApiError, contract, type ResponseOf } from '@hoa/contract';
import { ImportColumns, SetupImportMaxFileBytes, SetupImportMessages, toCsv } from '@hoa/domain';
import { Alert, Button, Checkbox, FileInput, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showError, showSuccess } from '../../app/toasts';
import { PageHeader } from '../../widgets/page-header';
import { saveBlob } from '../../widgets/download-file';
import { fileToBase64 } from '../imports';
import { customFieldsKey } from './custom-field-queries';
import { ImportPreviewTable } from './import-preview-table';

type Preview = ResponseOf<typeof contract.customFields.PreviewImport>;
/** The chosen file: its name and its bytes in base64, as the import calls carry it. */
interface ChosenFile {
  name: string;
  content: string;
}

const template = toCsv([
  [...ImportColumns],
  ['WC0001', '', 'Household', 'Pets', 'Dog'],
  ['', '1234', 'Household', 'Move-in', '03/01/2024'],
]);

function downloadTemplate(): void {
  saveBlob(new Blob([template], { type: 'text/csv' }), 'custom-field-values.csv');
}

/** Imports custom field values from a CSV or .xlsx file: upload, preview every row, confirm. */
export function ImportPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const body = (f: ChosenFile) => ({
    communityAgentId,
    FileName: f.name,
    FileContent: f.content,
  });
  const check = useMutation({
    mutationFn: (f: ChosenFile) => api.call(contract.customFields.PreviewImport, { body: body(f) }),
    onSuccess: setPreview,
  });
  const commit = useMutation({
    mutationFn: (f: ChosenFile) => api.call(contract.customFields.Import, { body: body(f) }),
    onSuccess: async (result) => {
      showSuccess(`Import complete: ${result.Saved} values saved, ${result.Cleared} cleared.`);
      setFile(null);
      setPreview(null);
      await queryClient.invalidateQueries({ queryKey: customFieldsKey });
    },
  });

  async function choose(chosen: File | null): Promise<void> {
    setPreview(null);
    if (!chosen) {
      setFile(null);
      return;
    }
    if (chosen.size > SetupImportMaxFileBytes) {
      setFile(null);
      showError(new ApiError(413, SetupImportMessages.fileTooLarge));
      return;
    }
    const next = { name: chosen.name, content: await fileToBase64(chosen) };
    setFile(next);
    check.mutate(next);
  }

  const rows = preview ? preview.Rows.filter((r) => !onlyErrors || r.Errors.length > 0) : [];
  return (
    <>
      <PageHeader
        title="Import custom field values"
        subtitle={community.DisplayName}
        actions={
          <>
            <Button variant="default" onClick={downloadTemplate}>
              Download template
            </Button>
            <Button
              variant="default"
              onClick={() => {
                void go(buildRoute(SiteMap.customFieldsIndex, { communityAgentId }));
              }}
            >
              Back to custom fields
            </Button>
          </>
        }
      />
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          A CSV file or an Excel workbook (.xlsx, its first sheet) with a header row: AgentId or
          AccountNumber (a property&apos;s account number; owner fields go to its primary owner), an
          optional Category, FieldName and Value. An empty value clears the field.
        </Text>
        <FileInput
          label="CSV or Excel file"
          placeholder="Choose a .csv or .xlsx file"
          accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          clearable
          w={420}
          value={null}
          onChange={(chosen) => {
            void choose(chosen);
          }}
          description={file ? `Chosen: ${file.name}` : undefined}
        />
        {preview ? (
          <>
            <Group justify="space-between">
              <Alert
                color={preview.ErrorRows > 0 ? 'red' : 'green'}
                variant="light"
                py={6}
                role="status"
              >
                {preview.TotalRows} rows, {preview.ErrorRows} with errors.
                {preview.ErrorRows > 0
                  ? ' Correct the file and choose it again.'
                  : ' Ready to import.'}
              </Alert>
              <Group gap="sm">
                <Checkbox
                  label="Only rows with errors"
                  checked={onlyErrors}
                  onChange={(event) => {
                    setOnlyErrors(event.currentTarget.checked);
                  }}
                />
                <Button
                  disabled={preview.ErrorRows > 0 || !file}
                  loading={commit.isPending}
                  onClick={() => {
                    if (file) commit.mutate(file);
                  }}
                >
                  Import {preview.TotalRows} rows
                </Button>
              </Group>
            </Group>
            <ImportPreviewTable key={`${preview.FileName}-${String(onlyErrors)}`} rows={rows} />
          </>
        ) : null}
      </Stack>
    </>
  );
}
