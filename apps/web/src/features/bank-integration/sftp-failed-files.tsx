import { contract, type SftpFailedFile } from '@hoa/contract';
import { formatDateTime, SftpConnection } from '@hoa/domain';
import { Button, Paper, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
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
  const rows = failed.data ?? [];
  return (
    <Paper withBorder p="md" radius="sm">
      <Title order={4} mb="sm">
        Files not imported
      </Title>
      {failed.isError ? <LoadError error={failed.error} /> : null}
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          Every file brought in from the bank was imported.
        </Text>
      ) : (
        <Table aria-label="Files not imported" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>File</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Size</Table.Th>
              <Table.Th>Failed</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((file) => (
              <Table.Tr key={file.SftpTransferId}>
                <Table.Td>{file.FileName}</Table.Td>
                <Table.Td>{file.Kind}</Table.Td>
                <Table.Td>
                  {file.SizeBytes === null ? '' : `${String(file.SizeBytes)} bytes`}
                </Table.Td>
                <Table.Td>{formatDateTime(new Date(file.FailedAt))}</Table.Td>
                <Table.Td>
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
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Text size="xs" c="dimmed" mt="xs">
        A file that could not be imported is logged and alerted once and not tried again until it
        changes. Set up what refused it (its bank account, lockbox ID), then retry it unchanged: the
        next poll, within 15 minutes, imports it.
      </Text>
    </Paper>
  );
}
