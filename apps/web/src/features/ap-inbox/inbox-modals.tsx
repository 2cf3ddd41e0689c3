import type { InvoiceCard } from '@hoa/contract';
import { contract } from '@hoa/contract';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../app/api';
import { errorText, showSuccess } from '../../app/toasts';
import { fetchInvoicePdf, uploadInvoicePdf } from './file-calls';
import { inboxKey } from './inbox-queries';

/** The PDF attachment preview (spec 2 §5: PDFs only; otherwise the server's reason). */
export function PdfPreviewModal({ card, onClose }: { card: InvoiceCard; onClose: () => void }) {
  const [pdf, setPdf] = useState<{ url: string } | { error: string } | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    fetchInvoicePdf(card.ItemId).then(
      (made) => {
        url = made;
        if (live) setPdf({ url: made });
      },
      (error: unknown) => {
        if (live) setPdf({ error: errorText(error) });
      },
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [card.ItemId]);
  return (
    <Modal opened onClose={onClose} title={`AP ${card.ItemId} attachment`} size="xl" centered>
      {pdf === null ? <Loader size="sm" /> : null}
      {pdf && 'error' in pdf ? <Alert color="yellow">{pdf.error}</Alert> : null}
      {pdf && 'url' in pdf ? (
        <iframe
          title="Invoice PDF"
          src={pdf.url}
          style={{ width: '100%', height: '70vh', border: 0 }}
        />
      ) : null}
    </Modal>
  );
}

/** The approvers of the invoice's current group and of the next one. */
export function ApproversModal({ card, onClose }: { card: InvoiceCard; onClose: () => void }) {
  const rows = [
    ...card.Approvers.map((a) => ({ ...a, Which: `Group ${card.Group}` })),
    ...(card.NextGroupApproval?.Approvers ?? []).map((a) => ({
      ...a,
      Which: `Next (${card.NextGroupApproval?.ApprovalStatus === 2 ? 'board' : 'internal'})`,
    })),
  ];
  return (
    <Modal opened onClose={onClose} title={`Approvers of AP ${card.ItemId}`} centered>
      <Table fz="sm" aria-label="Approvers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Approver</Table.Th>
            <Table.Th>Group</Table.Th>
            <Table.Th>Approved</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((a, i) => (
            <Table.Tr key={i}>
              <Table.Td>{a.DisplayName}</Table.Td>
              <Table.Td>{a.Which}</Table.Td>
              <Table.Td>{a.HasApproved ? 'Yes' : ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}

/** Notify board approvers (2) or internal approvers (1): a mail to every member of the groups. */
export function NotifyApproversModal(props: {
  communityAgentId: number;
  approvalStatus: 1 | 2;
  onClose: () => void;
}) {
  const [message, setMessage] = useState('');
  const who = props.approvalStatus === 2 ? 'board' : 'internal';
  const send = useMutation({
    mutationFn: () =>
      api.call(contract.apInbox.NotifyApprovers, {
        body: {
          CommunityAgentId: props.communityAgentId,
          ApprovalStatus: props.approvalStatus,
          Message: message.trim() === '' ? null : message.trim(),
        },
      }),
    onSuccess: (result) => {
      showSuccess(`Notified ${result.Sent} ${who} approvers: ${result.Recipients.join(', ')}`);
      props.onClose();
    },
  });
  return (
    <Modal opened onClose={props.onClose} title={`Notify ${who} approvers`} centered>
      <Stack gap="sm">
        <Textarea
          label="Message"
          placeholder={`Invoices are awaiting ${who} approval.`}
          autosize
          minRows={3}
          maxLength={2000}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button loading={send.isPending} onClick={() => send.mutate()}>
            Send
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Upload invoice: a PDF becomes an OCR draft in the exception inbox. */
export function UploadInvoiceModal(props: { communityAgentId: number; onClose: () => void }) {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadInvoicePdf(props.communityAgentId, chosen),
    onSuccess: async (itemId) => {
      showSuccess(`AP ${itemId} was uploaded to the exception inbox.`);
      await client.invalidateQueries({ queryKey: inboxKey });
      props.onClose();
    },
  });
  return (
    <Modal opened onClose={props.onClose} title="Upload invoice" centered>
      <Stack gap="sm">
        <Text size="sm">A PDF invoice is read into a draft in the exception inbox.</Text>
        <FileInput label="Invoice PDF" accept="application/pdf" value={file} onChange={setFile} />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button
            disabled={!file}
            loading={upload.isPending}
            onClick={() => {
              if (file) upload.mutate(file);
            }}
          >
            Upload
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
