import { contract } from '@hoa/contract';
import { EmailMessages, localDay, parseEmailRecipients } from '@hoa/domain';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showError, showSuccess, showWarning } from '../../app/toasts';
import { uploadFile } from '../../widgets/upload-file';
import { agentGraphQuery } from '../../widgets/agent-card';
import { ownerHistoryFile } from './download-owner-history';

/** What the user typed: the addresses, subject and message. */
export interface HistoryMail {
  recipient: string;
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
  const [edited, setEdited] = useState<string | null>(null);
  const recipient = edited ?? emails.join(', ');
  const [subject, setSubject] = useState(defaultSubject);
  const [body, setBody] = useState(defaultBody);
  const send = useMutation({
    mutationFn: () => queue({ recipient, subject, body }),
    onSuccess: () => {
      showSuccess(EmailMessages.sent);
      onClose();
    },
    onError: showError,
  });
  const submit = () => {
    const checked = parseEmailRecipients(recipient);
    if (!checked.ok) return showWarning(checked.message);
    if (!subject.trim()) return showWarning('Subject is required.');
    send.mutate();
  };
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <Stack gap="sm">
        {graph.isSuccess && emails.length === 0 && (
          <Text size="sm" c="orange">
            {EmailMessages.noEmailPresent}
          </Text>
        )}
        <TextInput
          label="To"
          description="Addresses separated by commas"
          value={recipient}
          onChange={(event) => setEdited(event.currentTarget.value)}
          data-autofocus
        />
        <TextInput
          label="Subject"
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
        />
        <Textarea
          label="Message"
          autosize
          minRows={3}
          maxLength={4000}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
        />
        <Text size="sm" c="dimmed">
          {attachmentNote}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={send.isPending} onClick={submit}>
            Send
          </Button>
        </Group>
      </Stack>
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
