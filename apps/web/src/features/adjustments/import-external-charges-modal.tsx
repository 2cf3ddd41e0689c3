import { ApiError, contract, type RequestOf } from '@hoa/contract';
import {
  ChargeMessages,
  ExternalChargeColumns,
  ExternalChargeMessages,
  ExternalChargeResultPageSize,
  ExternalChargeSampleFileName,
  externalChargeSampleCsv,
  fileTooLargeMessage,
  localDay,
  type IsoDate,
} from '@hoa/domain';
import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  Modal,
  Pagination,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { fieldProps, formProblem, useContractForm } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { FormActions } from '../../widgets/form-modal';
import { saveBlob } from '../../widgets/download-file';
import { ProblemAlert } from '../../widgets/problem-alert';
import { fileToBase64 } from '../imports';
import { adjustmentsKey } from './adjustment-queries';

const PostCharges = contract.adjustments.PostImportedExternalCharges;
type ImportBody = RequestOf<typeof PostCharges>['body'];

interface ImportValues {
  File: File | null;
  /** The chosen file in base64 once it is read (what FileContent sends); null until then. */
  FileContent: string | null;
  PostDate: IsoDate | null;
}

interface ImportExternalChargesModalProps {
  communityAgentId: number;
  opened: boolean;
  onClose: () => void;
}

const take = ExternalChargeResultPageSize;

/** The largest file the call takes: its base64 text is at most FileContent's length. */
const maxFileBytes = Math.floor(((PostCharges.body.shape.FileContent.maxLength ?? 0) * 3) / 4);

/** Why the chosen file cannot be sent yet, or null. */
function fileProblem(values: ImportValues): string | null {
  if (values.File === null) return 'Choose a file.';
  if (values.File.size > maxFileBytes) return fileTooLargeMessage(maxFileBytes);
  return values.FileContent === null ? 'The file is still being read.' : null;
}

/** Saves the sample file (the import's columns and an example row); a failure is the spec's toast. */
function downloadSample(): void {
  try {
    saveBlob(
      new Blob([externalChargeSampleCsv()], { type: 'text/csv' }),
      ExternalChargeSampleFileName,
    );
  } catch {
    notifications.show({
      color: 'red',
      title: 'Error',
      message: ExternalChargeMessages.sampleFailed,
    });
  }
}

/**
 * The import external charges modal (spec 3 §2): step 1 a CSV or .xlsx file (AccountNumber,
 * CodeAlias, Amount, Description; a sample file to download) and the post date; step 2 the result, 10 rows a page, each row
 * with its errors. A file with errors posts nothing.
 */
export function ImportExternalChargesModal({
  communityAgentId,
  opened,
  onClose,
}: ImportExternalChargesModalProps) {
  const queryClient = useQueryClient();
  const [importId, setImportId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const initialValues: ImportValues = {
    File: null,
    FileContent: null,
    PostDate: localDay(new Date()),
  };
  const form = useContractForm({
    initialValues,
    schema: PostCharges.body,
    toBody: (values: ImportValues) => ({
      CommunityAgentId: communityAgentId,
      PostDate: values.PostDate,
      FileName: values.File?.name ?? '',
      FileContent: values.FileContent ?? '',
    }),
    rules: (values: ImportValues) => ({
      File: fileProblem(values),
      PostDate: values.PostDate === null ? ChargeMessages.postDateRequired : null,
    }),
    fieldOf: { FileName: 'File', FileContent: 'File' },
  });
  /** A new choice (or none) is read at once, so the form holds what it sends. */
  const choose = (chosen: File | null) => {
    form.setFieldValue('File', chosen);
    form.setFieldValue('FileContent', null);
    if (chosen === null) return;
    void fileToBase64(chosen).then((content) => {
      if (form.getValues().File === chosen) form.setFieldValue('FileContent', content);
    });
  };
  const importing = useMutation({
    mutationFn: (body: ImportBody) => api.call(PostCharges, { body }),
    onSuccess: async (result) => {
      setImportId(result.ImportId);
      setPage(1);
      await queryClient.invalidateQueries({ queryKey: adjustmentsKey });
    },
    onError: (error) => {
      notifications.show({
        color: 'red',
        title: 'Error',
        message: error instanceof ApiError ? error.message : ExternalChargeMessages.saveFailed,
      });
      choose(null);
      setImportId(null);
    },
  });
  const result = useQuery({
    queryKey: [...adjustmentsKey, 'import', importId, page],
    queryFn: () =>
      api.call(contract.adjustments.GetExternalPropertyChargesImportResult, {
        query: { importId: importId ?? 0, skip: (page - 1) * take, take },
      }),
    enabled: importId !== null,
    placeholderData: keepPreviousData,
  });
  function close(): void {
    form.reset();
    setImportId(null);
    onClose();
  }
  const data = importId === null ? undefined : result.data;
  return (
    <Modal opened={opened} onClose={close} title="Import external charges" size="lg">
      {data ? (
        <Stack>
          {data.TopsItemId ? (
            <Alert color="green">{`${data.TotalRows} charges posted.`}</Alert>
          ) : (
            <Alert color="red">
              {`${data.ErrorRows} of ${data.TotalRows} rows have errors; nothing was posted. Fix the file and import it again.`}
            </Alert>
          )}
          <Table aria-label="Import result" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Row</Table.Th>
                <Table.Th>Account</Table.Th>
                <Table.Th>Code</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Errors</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.Rows.map((row) => (
                <Table.Tr key={row.RowNumber}>
                  <Table.Td>{row.RowNumber}</Table.Td>
                  <Table.Td>{row.AccountNumber}</Table.Td>
                  <Table.Td>{row.CodeAlias}</Table.Td>
                  <Table.Td>{row.Amount}</Table.Td>
                  <Table.Td>
                    <Text size="sm" c={row.ErrorText ? 'red' : 'dimmed'}>
                      {row.ErrorText ?? 'OK'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            <Pagination
              total={Math.ceil(data.TotalCount / take)}
              value={page}
              onChange={setPage}
              siblings={3}
            />
            <Group>
              <Button variant="default" onClick={() => setImportId(null)}>
                Import another file
              </Button>
              <Button onClick={close}>Done</Button>
            </Group>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit((body) => {
            importing.mutate(body);
          })}
        >
          <Stack>
            <Text size="sm" c="dimmed">
              {`A CSV or Excel file with the columns ${ExternalChargeColumns.join(', ')}. `}
              <Anchor component="button" type="button" size="sm" onClick={downloadSample}>
                Download sample file
              </Anchor>
            </Text>
            <FileInput
              label="File"
              accept=".csv,.xlsx,text/csv"
              placeholder="Choose a file"
              {...form.getInputProps('File')}
              onChange={choose}
            />
            <DateInput label="Post date" required {...fieldProps(form, 'PostDate')} />
            <ProblemAlert problem={formProblem(form.errors)} />
            <FormActions onCancel={close} saving={importing.isPending} label="Import" />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
