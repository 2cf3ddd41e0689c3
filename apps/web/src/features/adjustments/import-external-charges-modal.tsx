import { ApiError, contract } from '@hoa/contract';
import { ExternalChargeMessages, ExternalChargeResultPageSize, localDay } from '@hoa/domain';
import {
  Alert,
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
import { DateInput } from '../../widgets/date-input';
import { fileToBase64 } from '../imports';
import { adjustmentsKey } from './adjustment-queries';

interface ImportExternalChargesModalProps {
  communityAgentId: number;
  opened: boolean;
  onClose: () => void;
}

const take = ExternalChargeResultPageSize;

/**
 * The import external charges modal (spec 3 §2): step 1 a CSV or .xlsx file (AccountNumber,
 * CodeAlias, Amount, Description) and the post date; step 2 the result, 10 rows a page, each row
 * with its errors. A file with errors posts nothing.
 */
export function ImportExternalChargesModal({
  communityAgentId,
  opened,
  onClose,
}: ImportExternalChargesModalProps) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [postDate, setPostDate] = useState<string | null>(localDay(new Date()));
  const [importId, setImportId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const importing = useMutation({
    mutationFn: async (chosen: File) =>
      api.call(contract.adjustments.PostImportedExternalCharges, {
        body: {
          CommunityAgentId: communityAgentId,
          PostDate: postDate ?? '',
          FileName: chosen.name,
          FileContent: await fileToBase64(chosen),
        },
      }),
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
      setFile(null);
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
    setFile(null);
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
        <Stack>
          <Text size="sm" c="dimmed">
            A CSV or Excel file with the columns AccountNumber, CodeAlias, Amount and Description.
          </Text>
          <FileInput
            label="File"
            accept=".csv,.xlsx,text/csv"
            placeholder="Choose a file"
            value={file}
            onChange={setFile}
          />
          <DateInput label="Post date" value={postDate} onChange={setPostDate} required />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              disabled={!file || !postDate}
              loading={importing.isPending}
              onClick={() => file && importing.mutate(file)}
            >
              Import
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
