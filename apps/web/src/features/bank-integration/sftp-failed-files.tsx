import { contract, type SftpFailedFile } from '@hoa/contract';
import { SftpConnection } from '@hoa/domain';
import { Button, Paper, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateTimeText } from '../../widgets/date-text';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import {
  bankIntegrationKey,
  connectionQuery,
  sftpFailedFilesQuery,
} from './bank-integration-queries';

const B = contract.bankIntegration;

/**
 * The files of an SFTP bank's folders that could not be imported: each is tried again only when
 * it changes, or, unchanged, when an administrator retries it (once its account or lockbox ID is
 * set up). Shown for an SFTP connection only.
 */
export function SftpFailedFilesPanel({ bankId }: { bankId: number }) {
  const connection = useQuery(connectionQuery(bankId));
  if (connection.data?.BankServiceName !== SftpConnection) return null;
  return <FailedFiles bankId={bankId} />;
}

function FailedFiles({ bankId }: { bankId: number }) {
  const client = useQueryClient();
  const failed = useQuery(sftpFailedFilesQuery(bankId));
  const retry = useMutation({
    mutationFn: (file: SftpFailedFile) =>
      api.call(B.RetrySftpFile, { body: { BankId: bankId, SftpTransferId: file.SftpTransferId } }),
    onSuccess: async (_, file) => {
      await client.invalidateQueries({ queryKey: [...bankIntegrationKey, 'sftp-failed', bankId] });
      showSuccess(`${file.FileName} is tried again at the next poll.`);
    },
  });
  return (
    <Paper withBorder p="md" radius="sm">
      <Title order={4} mb="sm">
        Files not imported
      </Title>
      {failed.isError ? <LoadError error={failed.error} /> : null}
      <DataGrid
        aria-label="Files not imported"
        rows={failed.data ?? []}
        columns={[
          ...failedFileColumns,
          {
            id: 'retry',
            header: '',
            width: 90,
            cell: (file) => (
              <MayCall calls={B.RetrySftpFile}>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Retry ${file.FileName}`}
                  loading={
                    retry.isPending && retry.variables?.SftpTransferId === file.SftpTransferId
                  }
                  onClick={() => retry.mutate(file)}
                >
                  Retry
                </Button>
              </MayCall>
            ),
          },
        ]}
        rowKey={(file) => file.SftpTransferId}
        empty="Every file brought in from the bank was imported."
      />
      <Text size="xs" c="dimmed" mt="xs">
        A file that could not be imported is logged and alerted once and not tried again until it
        changes. Set up what refused it (its bank account, lockbox ID), then retry it unchanged: the
        next poll, within 15 minutes, imports it.
      </Text>
    </Paper>
  );
}

const failedFileColumns: GridColumn<SftpFailedFile>[] = [
  { id: 'file', header: 'File', width: 260, cell: (f) => f.FileName },
  { id: 'kind', header: 'Kind', width: 110, cell: (f) => f.Kind },
  {
    id: 'size',
    header: 'Size',
    width: 120,
    cell: (f) => (f.SizeBytes === null ? '' : `${String(f.SizeBytes)} bytes`),
  },
  { id: 'failed', header: 'Failed', width: 170, cell: (f) => <DateTimeText value={f.FailedAt} /> },
];
