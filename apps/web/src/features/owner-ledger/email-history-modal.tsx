import { contract } from '@hoa/contract';
import { EmailMessages, localDay, parseEmailRecipients } from '@hoa/domain';
import { Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { showError, showSuccess } from '../../app/toasts';
import { agentGraphQuery } from '../../widgets/agent-card';
import { useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { uploadFile } from '../../widgets/upload-file';
import { ownerHistoryFile } from './download-owner-history';

/** The mail as the form checked it: the addresses, subject and message. */
export interface HistoryMail {
  recipient: string;
  subject: string;
  body: string;
}

/** The mail's fields, as both history mail calls (SendEmail, SendVendorHistoryEmail) check them. */
const mailSchema = contract.communications.SendEmail.body.pick({
  recipient: true,
  subject: true,
  body: true,
});

interface MailValues {
  /** Null until edited: the profile's email addresses. */
  recipient: string | null;
  subject: string;
  body: string;
}

interface HistoryEmailProps {
  /** The profile the mail is about; its email addresses fill the To field. */
  recipientAgentId: number;
  /** The dialog's title, e.g. 'Email owner history'. */
  title: string;
  defaultSubject: string;
  defaultBody: string;
  /** The line that says what is attached. */
  attachmentNote: string;
  /** Queues the mail (with its history attached) on the server. */
  send: (mail: HistoryMail) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Emails a profile's history workbook (an owner's, a vendor's), to the profile's emails by
 * default; `send` says how the history reaches the server.
 */
export function HistoryEmailModal({
  recipientAgentId,
  title,
  defaultSubject,
  defaultBody,
  attachmentNote,
  send: queue,
  onClose,
}: HistoryEmailProps) {
  const graph = useQuery(agentGraphQuery(recipientAgentId));
  const emails = (graph.data?.WebAddresses ?? [])
    .filter((web) => parseEmailRecipients(web.Address).ok)
    .sort((a, b) => Number(b.IsPrimary) - Number(a.IsPrimary))
    .map((web) => web.Address);
  const recipientOf = (values: MailValues) => values.recipient ?? emails.join(', ');
  const initialValues: MailValues = { recipient: null, subject: defaultSubject, body: defaultBody };
  const form = useContractForm({
    initialValues,
    schema: mailSchema,
    toBody: (values: MailValues) => ({ ...values, recipient: recipientOf(values) }),
    rules: (values: MailValues) => {
      const checked = parseEmailRecipients(recipientOf(values));
      return { recipient: checked.ok ? null : checked.message };
    },
  });
  const send = useMutation({
    mutationFn: (mail: HistoryMail) => queue(mail),
    onSuccess: () => {
      showSuccess(EmailMessages.sent);
      onClose();
    },
    onError: showError,
  });
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form
        noValidate
        onSubmit={form.onSubmit((mail) => {
          send.mutate(mail);
        })}
      >
        <Stack gap="sm">
          {graph.isSuccess && emails.length === 0 && (
            <Text size="sm" c="orange">
              {EmailMessages.noEmailPresent}
            </Text>
          )}
          <TextInput
            label="To"
            description="Addresses separated by commas"
            {...form.getInputProps('recipient')}
            value={recipientOf(form.values)}
            data-autofocus
          />
          <TextInput label="Subject" {...form.getInputProps('subject')} />
          <Textarea
            label="Message"
            autosize
            minRows={3}
            maxLength={4000}
            {...form.getInputProps('body')}
          />
          <Text size="sm" c="dimmed">
            {attachmentNote}
          </Text>
          <FormActions onCancel={onClose} saving={send.isPending} label="Send" />
        </Stack>
      </form>
    </Modal>
  );
}

interface Props {
  /** The ledger's agent (a property or an owner) whose history is sent. */
  agentId: number;
  ownerAgentId: number;
  ownerName: string;
  onClose: () => void;
}

/** Emails an owner's history workbook (Communications/SendEmail), to the owner's emails by default. */
export function EmailHistoryModal({ agentId, ownerAgentId, ownerName, onClose }: Props) {
  return (
    <HistoryEmailModal
      recipientAgentId={ownerAgentId}
      title="Email owner history"
      defaultSubject={`Account history: ${ownerName}`}
      defaultBody="Your account history is attached."
      attachmentNote="Attached: Owner-History.xlsx (the owner’s history up to today)"
      onClose={onClose}
      send={async (mail) => {
        const file = await ownerHistoryFile({
          propertyAgentId: agentId,
          startDate: null,
          endDate: localDay(new Date()),
        });
        return uploadFile(
          contract.communications.SendEmail.path,
          { recipientAgentId: ownerAgentId, ...mail },
          file,
          EmailMessages.selectEmailAddress,
          'attachment',
        );
      }}
    />
  );
}
