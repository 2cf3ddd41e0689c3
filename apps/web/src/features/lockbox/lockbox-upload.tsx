import { contract, type LockboxUploadResult } from '@hoa/contract';
import { LockboxMessages } from '@hoa/domain';
import {
  Button,
  Checkbox,
  FileInput,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { errorText } from '../../app/toasts';
import { formatCents, formatDateTime } from '@hoa/domain';
import { bankAccountsQuery, fileSha256, fileToBase64, lockboxKey } from './lockbox-queries';
import { MayCall } from '../../widgets/may-call';

const formats = [
  { value: 'csv', label: 'CSV lockbox layout' },
  { value: 'bai', label: 'BAI lockbox detail' },
];

/** Upload a lockbox file into an unposted batch; a file imported before opens the duplicate modal. */
export function LockboxUpload({
  communityAgentId,
  onImported,
}: {
  communityAgentId: number;
  onImported: (r: LockboxUploadResult) => void;
}) {
  const client = useQueryClient();
  const banks = useQuery(bankAccountsQuery(communityAgentId));
  const accounts = banks.data?.BankAccounts ?? [];
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<'csv' | 'bai'>('csv');
  const [bankId, setBankId] = useState<string | null>(null);
  const [legacy, setLegacy] = useState(false);
  const [append, setAppend] = useState(false);
  const [duplicate, setDuplicate] = useState<LockboxUploadResult['Duplicate']>(null);
  const bank =
    bankId ??
    String(accounts.find((a) => a.IsPrimary)?.BankAccountId ?? accounts[0]?.BankAccountId ?? '');
  const upload = useMutation({
    mutationFn: async (chosen: File): Promise<LockboxUploadResult> => {
      // A file imported before opens the duplicate-lockbox modal without being sent.
      const fileHash = await fileSha256(chosen);
      if (fileHash) {
        const seen = await api.call(contract.lockbox.CheckCashReceiptsExist, {
          query: { communityAgentId, fileHash },
        });
        if (seen.Exists)
          return {
            IsDuplicate: true,
            Duplicate: seen.Duplicate,
            Batch: null,
            TotalTransactions: 0,
            ExceptionCount: 0,
            IsPosted: false,
          };
      }
      notifications.show({ color: 'blue', message: LockboxMessages.started });
      return api.call(contract.lockbox.UploadLockboxFile, {
        body: {
          CommunityAgentId: communityAgentId,
          BankAccountId: Number(bank),
          buffer: await fileToBase64(chosen),
          fileName: chosen.name,
          fileFormat: format,
          matchOnLegacyKey: legacy,
          isLockboxAppend: append,
        },
      });
    },
    onSuccess: async (result) => {
      if (result.IsDuplicate) {
        setDuplicate(result.Duplicate);
        return;
      }
      setFile(null);
      await client.invalidateQueries({ queryKey: lockboxKey });
      onImported(result);
    },
    onError: (error) => {
      const text = errorText(error);
      notifications.show({
        color: 'red',
        title: 'Error',
        message: text.startsWith(LockboxMessages.failed)
          ? text
          : `${LockboxMessages.failed} ${text}`,
      });
    },
  });
  return (
    <Paper withBorder p="md" mb="md">
      <Stack gap="sm">
        <Group align="flex-end" grow>
          <FileInput
            label="Lockbox file"
            placeholder="Choose a .csv or .bai file"
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              if (chosen) setFormat(/\.(bai|txt)$/i.test(chosen.name) ? 'bai' : 'csv');
            }}
            accept=".csv,.bai,.txt"
          />
          <Select
            label="File format"
            data={formats}
            value={format}
            onChange={(v) => setFormat(v === 'bai' ? 'bai' : 'csv')}
            allowDeselect={false}
          />
          <Select
            label="Deposit to"
            data={accounts.map((a) => ({
              value: String(a.BankAccountId),
              label: `${a.AccountName} ${a.MaskedAccountNumber}`,
            }))}
            value={bank || null}
            onChange={setBankId}
            allowDeselect={false}
          />
        </Group>
        <Group justify="space-between">
          <Group>
            <Checkbox
              label="Match on legacy key"
              checked={legacy}
              onChange={(e) => setLegacy(e.currentTarget.checked)}
            />
            <Checkbox
              label="Append to the open batch"
              checked={append}
              onChange={(e) => setAppend(e.currentTarget.checked)}
            />
          </Group>
          <MayCall calls={contract.lockbox.UploadLockboxFile}>
            <Button
              disabled={!file || !bank}
              loading={upload.isPending}
              onClick={() => file && upload.mutate(file)}
            >
              Upload lockbox file
            </Button>
          </MayCall>
        </Group>
        <Text size="xs" c="dimmed">
          CSV layout: a header row with AccountNumber and Amount (dollars), and optionally
          CheckNumber, CheckDate, DepositDate (MM/DD/YYYY) and PayerName. BAI files take the account
          number from each check’s remittance memo.
        </Text>
      </Stack>
      <Modal
        opened={duplicate !== null}
        onClose={() => setDuplicate(null)}
        title="Duplicate lockbox file"
      >
        {duplicate ? (
          <Stack>
            <Text>
              This file was already imported as “{duplicate.FileName}” on{' '}
              {formatDateTime(new Date(duplicate.UploadedAt))} with {duplicate.PaymentCount}{' '}
              payments totalling {formatCents(duplicate.Total)}. It was not imported again, so no
              payment is received twice.
            </Text>
            <Group justify="flex-end">
              <Button onClick={() => setDuplicate(null)}>Close</Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Paper>
  );
}
