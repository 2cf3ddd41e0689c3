import { CsvFileInput } from '../../widgets/csv-file-input';
import { contract, type ResponseOf } from '@hoa/contract';
import {
  formatCents,
  formatDate,
  ImportPreviewPageSize,
  isValidIsoDate,
  JournalImportColumns,
  JournalImportMessages,
} from '@hoa/domain';
import { Button, Group, List, Modal, Pagination, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { journalKey } from './journal-queries';

type ImportResult = ResponseOf<typeof contract.journalEntries.ImportJournalEntries>;

interface JournalImportModalProps {
  communityAgentId: number;
  opened: boolean;
  onClose: () => void;
}

/** The journal-entry import modal (spec 1 §2.6, spec 2 §2): a CSV file, a preview, then import. */
export function JournalImportModal({ communityAgentId, opened, onClose }: JournalImportModalProps) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<ImportResult['Entries'] | null>(null);
  const [page, setPage] = useState(1);
  const call = (IsPreview: boolean, chosen: { name: string; text: string }) =>
    api.call(contract.journalEntries.ImportJournalEntries, {
      body: {
        CommunityAgentId: communityAgentId,
        FileName: chosen.name,
        Content: chosen.text,
        IsPreview,
      },
    });
  const previewing = useMutation({
    mutationFn: (chosen: { name: string; text: string }) => call(true, chosen),
    onSuccess: (result) => {
      setPreview(result.Entries);
      setPage(1);
    },
  });
  const importing = useMutation({
    mutationFn: (chosen: { name: string; text: string }) => call(false, chosen),
    onSuccess: async (result) => {
      showSuccess(JournalImportMessages.imported(result.SavedItemIds.length));
      await queryClient.invalidateQueries({ queryKey: journalKey });
      close();
    },
  });
  function close(): void {
    setFile(null);
    setPreview(null);
    onClose();
  }
  const hasProblems = (preview ?? []).some((e) => e.Problems.length > 0);
  const shown = (preview ?? []).slice(
    (page - 1) * ImportPreviewPageSize,
    page * ImportPreviewPageSize,
  );
  return (
    <Modal opened={opened} onClose={close} title="Import journal entries" size="lg" centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          A CSV file with the columns {JournalImportColumns.join(', ')}. Rows with the same post
          date and reference make one entry; entries are saved accrued, to review and post.
        </Text>
        <CsvFileInput
          onCleared={() => {
            setPreview(null);
            setFile(null);
          }}
          onRead={(next) => {
            setFile(next);
            previewing.mutate(next);
          }}
        />
        {preview ? (
          <Table aria-label="Import preview" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Row</Table.Th>
                <Table.Th>Post Date</Table.Th>
                <Table.Th>Reference</Table.Th>
                <Table.Th ta="right">Debits</Table.Th>
                <Table.Th ta="right">Credits</Table.Th>
                <Table.Th>Problems</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((entry) => (
                <Table.Tr key={entry.Row}>
                  <Table.Td>{entry.Row}</Table.Td>
                  <Table.Td>
                    {isValidIsoDate(entry.PostDate) ? formatDate(entry.PostDate) : entry.PostDate}
                  </Table.Td>
                  <Table.Td>{entry.Reference}</Table.Td>
                  <Table.Td ta="right">{formatCents(entry.TotalAmount_Debit)}</Table.Td>
                  <Table.Td ta="right">{formatCents(entry.TotalAmount_Credit)}</Table.Td>
                  <Table.Td>
                    <List size="xs" c="red">
                      {entry.Problems.map((p) => (
                        <List.Item key={p}>{p}</List.Item>
                      ))}
                    </List>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        {preview && preview.length > ImportPreviewPageSize ? (
          <Pagination
            size="sm"
            total={Math.ceil(preview.length / ImportPreviewPageSize)}
            value={page}
            onChange={setPage}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={!file || !preview || hasProblems || preview.length === 0}
            loading={importing.isPending || previewing.isPending}
            onClick={() => {
              if (file) importing.mutate(file);
            }}
          >
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
