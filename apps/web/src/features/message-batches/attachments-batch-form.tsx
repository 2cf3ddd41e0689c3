import { contract, type RequestOf } from '@hoa/contract';
import { MessageBatchMessages } from '@hoa/domain';
import { Select, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useContractForm } from '../../widgets/contract-form';
import { LoadError } from '../../widgets/load-error';
import { communityBanksQuery } from '../banks';
import { addressesOf, addressesProblem, EmailFields } from './batch-fields';
import { agentFilesQuery, bankAccountFilesQuery } from './batch-queries';
import { FileChoice, type FileOption } from './file-choice';
import { NewBatchLayout, SummaryToField, useOpenAccrued } from './new-batch-layout';

const B = contract.messageBatches;
const ViaAgent = B.AccrueEmailMessageBatchViaAgentAttachments;
const ViaBank = B.AccrueEmailMessageBatchViaBankAccountAttachments;

/** Where the files come from: the community's profile, or one of its bank accounts. */
export type FilesSource = 'community' | 'bank';

interface FilesBatchValues {
  bankAccountId: string | null;
  fileIds: number[];
  ownerAgentIds: number[];
  /** Addresses that get the files (bank account files), separated by commas or spaces. */
  addresses: string;
  subject: string;
  body: string;
  summaryEmails: string;
}

const agentBody = (
  communityAgentId: number,
  v: FilesBatchValues,
): RequestOf<typeof ViaAgent>['body'] => ({
  communityAgentId,
  recipients: v.ownerAgentIds.map((ownerAgentId) => ({
    ownerAgentId,
    agentAttachmentIds: v.fileIds,
  })),
  subject: v.subject,
  body: v.body,
  summaryEmailAddresses: addressesOf(v.summaryEmails),
});

const bankBody = (
  communityAgentId: number,
  v: FilesBatchValues,
): RequestOf<typeof ViaBank>['body'] => ({
  communityAgentId,
  bankAccountAttachmentIds: v.fileIds,
  ownerAgentIds: v.ownerAgentIds,
  emailAddresses: addressesOf(v.addresses),
  subject: v.subject,
  body: v.body,
  summaryEmailAddresses: addressesOf(v.summaryEmails),
});

/**
 * A new email batch of files already attached (spec 3 §7 AccrueEmailMessageBatchVia…Attachments):
 * files of the community's profile go to the owners chosen; files of a bank account (a bank
 * statement) go to the owners chosen and the addresses typed. Accrue makes the batch and opens
 * its editor.
 */
export function AttachmentsBatchForm({
  communityAgentId,
  source,
}: {
  communityAgentId: number;
  source: FilesSource;
}) {
  const opened = useOpenAccrued(communityAgentId);
  const bank = source === 'bank';
  const initialValues: FilesBatchValues = {
    bankAccountId: null,
    fileIds: [],
    ownerAgentIds: [],
    addresses: '',
    subject: '',
    body: '',
    summaryEmails: '',
  };
  const form = useContractForm({
    initialValues,
    schema: bank ? ViaBank.body : ViaAgent.body,
    toBody: (v: FilesBatchValues) =>
      bank ? bankBody(communityAgentId, v) : agentBody(communityAgentId, v),
    rules: (v: FilesBatchValues) => ({
      fileIds: v.fileIds.length === 0 ? MessageBatchMessages.noAttachments : null,
      ownerAgentIds:
        bank && v.ownerAgentIds.length + addressesOf(v.addresses).length === 0
          ? MessageBatchMessages.noAttachmentRecipients
          : !bank && v.ownerAgentIds.length === 0
            ? MessageBatchMessages.noRecipients
            : null,
      addresses: addressesProblem(v.addresses),
      summaryEmails: addressesProblem(v.summaryEmails),
    }),
    fieldOf: {
      summaryEmailAddresses: 'summaryEmails',
      emailAddresses: 'addresses',
      recipients: 'ownerAgentIds',
      bankAccountAttachmentIds: 'fileIds',
    },
  });
  const accrue = useMutation({
    mutationFn: (v: FilesBatchValues) =>
      bank
        ? api.call(ViaBank, { body: bankBody(communityAgentId, v) })
        : api.call(ViaAgent, { body: agentBody(communityAgentId, v) }),
    onSuccess: opened,
  });
  const filesError = form.errors.fileIds;
  return (
    <NewBatchLayout
      communityAgentId={communityAgentId}
      form={form}
      onSubmit={form.onSubmit(() => accrue.mutate(form.getValues()))}
      calls={bank ? ViaBank : ViaAgent}
      accruing={accrue.isPending}
    >
      {bank ? (
        <BankAccountFiles
          communityAgentId={communityAgentId}
          bankAccountId={form.values.bankAccountId}
          onAccount={(id) => {
            form.setFieldValue('bankAccountId', id);
            form.setFieldValue('fileIds', []);
          }}
          selected={form.values.fileIds}
          onChange={(ids) => form.setFieldValue('fileIds', ids)}
          error={typeof filesError === 'string' ? filesError : null}
        />
      ) : (
        <CommunityFiles
          communityAgentId={communityAgentId}
          selected={form.values.fileIds}
          onChange={(ids) => form.setFieldValue('fileIds', ids)}
          error={typeof filesError === 'string' ? filesError : null}
        />
      )}
      {bank ? (
        <TextInput
          label="Send to"
          description="Email addresses that get the files (the board’s, the manager’s), besides the owners chosen."
          placeholder="board@example.com"
          size="sm"
          {...form.getInputProps('addresses')}
        />
      ) : null}
      <EmailFields
        form={form}
        bodyNote="The body of the email; the files chosen go as its attachments."
      />
      <SummaryToField {...form.getInputProps('summaryEmails')} />
    </NewBatchLayout>
  );
}

interface FilesProps {
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  error: string | null;
}

/** The files attached to the community's profile. */
function CommunityFiles({
  communityAgentId,
  ...choice
}: FilesProps & { communityAgentId: number }) {
  const files = useQuery(agentFilesQuery(communityAgentId));
  const options: FileOption[] = (files.data ?? []).map((f) => ({
    id: f.TopsAgentAttachmentId,
    file: f,
  }));
  return (
    <>
      {files.isError ? <LoadError error={files.error} /> : null}
      <FileChoice
        label="Files of the community"
        files={options}
        loading={files.isPending}
        {...choice}
      />
    </>
  );
}

/** A bank account of the community, and its files. */
function BankAccountFiles({
  communityAgentId,
  bankAccountId,
  onAccount,
  ...choice
}: FilesProps & {
  communityAgentId: number;
  bankAccountId: string | null;
  onAccount: (id: string | null) => void;
}) {
  const banks = useQuery(communityBanksQuery(communityAgentId, false));
  const accounts = (banks.data ?? []).flatMap((b) =>
    b.BankAccounts.map((account) => ({
      value: String(account.TopsAgentBankId),
      label: `${account.AccountName} (${b.DisplayName} ${account.AccountNumber})`,
    })),
  );
  const files = useQuery(
    bankAccountFilesQuery(bankAccountId === null ? null : Number(bankAccountId)),
  );
  const options: FileOption[] = (files.data ?? []).map((f) => ({
    id: f.BankAccountAttachmentId,
    file: f,
  }));
  return (
    <>
      {banks.isError ? <LoadError error={banks.error} /> : null}
      {files.isError ? <LoadError error={files.error} /> : null}
      <Select
        label="Bank account"
        size="sm"
        data={accounts}
        value={bankAccountId}
        onChange={onAccount}
        allowDeselect={false}
        placeholder={banks.isPending ? 'Loading accounts…' : 'Choose an account'}
        nothingFoundMessage="The community has no bank account"
      />
      {bankAccountId === null ? null : (
        <FileChoice
          label="Files of the account"
          files={options}
          loading={files.isPending}
          {...choice}
        />
      )}
    </>
  );
}
