import { contract, type LockboxUploadResult, type ResponseOf } from '@hoa/contract';
import { formatCents, formatDateTime, LockboxMessages } from '@hoa/domain';
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
import type { z } from 'zod';
import { api } from '../../app/api';
import { errorText } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { MayCall } from '../../widgets/may-call';
import { PageLoader } from '../../widgets/page-loader';
import { ProblemAlert } from '../../widgets/problem-alert';
import { fileRequired } from '../../widgets/upload-file';
import { fileToBase64 } from '../imports';
import { bankAccountsQuery, fileSha256, lockboxKey } from './lockbox-queries';
import { bankAccountOptions } from '../cash-receipts';

const L = contract.lockbox;
type BankAccountRow = ResponseOf<
  typeof contract.cashReceipts.GetPaymentSetup
>['BankAccounts'][number];

/** The upload's fields as the contract checks them; the file's bytes are read when it is sent. */
const uploadFieldsSchema = L.UploadLockboxFile.body.omit({ buffer: true });
type UploadFields = z.output<typeof uploadFieldsSchema>;

interface UploadValues {
  File: File | null;
  fileFormat: 'csv' | 'bai';
  /** The primary account (else the first) until another is picked; null when there is none. */
  BankAccountId: string | null;
  matchOnLegacyKey: boolean;
  isLockboxAppend: boolean;
}

const formats = [
  { value: 'csv', label: 'CSV lockbox layout' },
  { value: 'bai', label: 'BAI lockbox detail' },
];

/** Upload a lockbox file into an unposted batch; a file imported before opens the duplicate modal. */
export function LockboxUpload(props: {
  communityAgentId: number;
  onImported: (r: LockboxUploadResult) => void;
}) {
  const banks = useQuery(bankAccountsQuery(props.communityAgentId));
  // The form opens on the community's accounts, with the primary one (else the first) chosen.
  if (!banks.data)
    return (
      <Paper withBorder p="md" mb="md">
        <PageLoader />
      </Paper>
    );
  return <UploadForm key={props.communityAgentId} {...props} accounts={banks.data.BankAccounts} />;
}

function UploadForm({
  communityAgentId,
  onImported,
  accounts,
}: {
  communityAgentId: number;
  onImported: (r: LockboxUploadResult) => void;
  accounts: readonly BankAccountRow[];
}) {
  const client = useQueryClient();
  const [duplicate, setDuplicate] = useState<LockboxUploadResult['Duplicate']>(null);
  const defaultBank = accounts.find((a) => a.IsPrimary) ?? accounts[0];
  const initialValues: UploadValues = {
    File: null,
    fileFormat: 'csv',
    BankAccountId: defaultBank ? String(defaultBank.BankAccountId) : null,
    matchOnLegacyKey: false,
    isLockboxAppend: false,
  };
  const form = useContractForm({
    initialValues,
    schema: uploadFieldsSchema,
    toBody: (values: UploadValues) => ({
      CommunityAgentId: communityAgentId,
      BankAccountId: values.BankAccountId === null ? null : Number(values.BankAccountId),
      fileName: values.File?.name ?? '',
      fileFormat: values.fileFormat,
      matchOnLegacyKey: values.matchOnLegacyKey,
      isLockboxAppend: values.isLockboxAppend,
    }),
    rules: (values: UploadValues) => ({
      File: values.File === null ? fileRequired : null,
      BankAccountId:
        values.BankAccountId === null ? 'Choose the bank account to deposit to.' : null,
    }),
    fieldOf: { fileName: 'File' },
  });
  const upload = useMutation({
    mutationFn: async ({
      fields,
      chosen,
    }: {
      fields: UploadFields;
      chosen: File;
    }): Promise<LockboxUploadResult> => {
      // A file imported before opens the duplicate-lockbox modal without being sent.
      const fileHash = await fileSha256(chosen);
      if (fileHash) {
        const seen = await api.call(L.CheckCashReceiptsExist, {
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
      return api.call(L.UploadLockboxFile, {
        body: { ...fields, buffer: await fileToBase64(chosen) },
      });
    },
    onSuccess: async (result) => {
      if (result.IsDuplicate) {
        setDuplicate(result.Duplicate);
        return;
      }
      form.setFieldValue('File', null);
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
      <form
        noValidate
        onSubmit={form.onSubmit((fields) => {
          const chosen = form.values.File;
          if (chosen) upload.mutate({ fields, chosen });
        })}
      >
        <Stack gap="sm">
          <Group align="flex-start" grow>
            <FileInput
              label="Lockbox file"
              placeholder="Choose a .csv or .bai file"
              accept=".csv,.bai,.txt"
              {...form.getInputProps('File')}
              onChange={(chosen) => {
                form.setFieldValue('File', chosen);
                if (chosen)
                  form.setFieldValue(
                    'fileFormat',
                    /\.(bai|txt)$/i.test(chosen.name) ? 'bai' : 'csv',
                  );
              }}
            />
            <Select
              label="File format"
              data={formats}
              allowDeselect={false}
              {...form.getInputProps('fileFormat')}
            />
            <Select
              label="Deposit to"
              data={bankAccountOptions({ BankAccounts: accounts }, { withNumber: true })}
              allowDeselect={false}
              {...form.getInputProps('BankAccountId')}
            />
          </Group>
          <Group justify="space-between">
            <Group>
              <Checkbox
                label="Match on legacy key"
                {...form.getInputProps('matchOnLegacyKey', { type: 'checkbox' })}
              />
              <Checkbox
                label="Append to the open batch"
                {...form.getInputProps('isLockboxAppend', { type: 'checkbox' })}
              />
            </Group>
            <MayCall calls={L.UploadLockboxFile}>
              <Button type="submit" loading={upload.isPending}>
                Upload lockbox file
              </Button>
            </MayCall>
          </Group>
          <ProblemAlert problem={formProblem(form.errors)} />
          <Text size="xs" c="dimmed">
            CSV layout: a header row with AccountNumber and Amount (dollars), and optionally
            CheckNumber, CheckDate, DepositDate (MM/DD/YYYY) and PayerName. BAI files take the
            account number from each check’s remittance memo.
          </Text>
        </Stack>
      </form>
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
