import { contract, type InvoiceCard, type RequestOf } from '@hoa/contract';
import { checkFileSize, DefaultMaxUploadBytes, extensionOf, InvoiceMessages } from '@hoa/domain';
import { Alert, FileInput, Loader, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { api } from '../../app/api';
import { errorText, showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { fetchInvoicePdf, uploadInvoicePdf } from './file-calls';
import { inboxKey } from './inbox-queries';

type NotifyBody = RequestOf<typeof contract.apInbox.NotifyApprovers>['body'];

/** The longest message NotifyApprovers takes. */
const notifyMessageMax = 2000;

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
  const who = props.approvalStatus === 2 ? 'board' : 'internal';
  const form = useContractForm({
    initialValues: { Message: '' },
    schema: contract.apInbox.NotifyApprovers.body,
    toBody: (values) => ({
      CommunityAgentId: props.communityAgentId,
      ApprovalStatus: props.approvalStatus,
      Message: values.Message.trim() === '' ? null : values.Message,
    }),
  });
  const send = useMutation({
    mutationFn: (body: NotifyBody) => api.call(contract.apInbox.NotifyApprovers, { body }),
    onSuccess: (result) => {
      showSuccess(`Notified ${result.Sent} ${who} approvers: ${result.Recipients.join(', ')}`);
      props.onClose();
    },
  });
  return (
    <Modal opened onClose={props.onClose} title={`Notify ${who} approvers`} centered>
      <form
        noValidate
        onSubmit={form.onSubmit((body) => {
          send.mutate(body);
        })}
      >
        <Stack gap="sm">
          <Textarea
            label="Message"
            placeholder={`Invoices are awaiting ${who} approval.`}
            autosize
            minRows={3}
            maxLength={notifyMessageMax}
            {...form.getInputProps('Message')}
          />
          <ProblemAlert problem={formProblem(form.errors)} />
          <FormActions onCancel={props.onClose} saving={send.isPending} label="Send" />
        </Stack>
      </form>
    </Modal>
  );
}

/** What the invoice upload sends: the contract's body, its File part the file chosen here. */
const uploadBody = contract.apInvoices.UploadInvoice.body.extend({ File: z.instanceof(File) });

/** Why the chosen file would be refused (spec 2 §5: PDFs only, within the upload size), or null. */
function invoiceFileProblem(file: File | null): string | null {
  if (file === null) return 'Choose a PDF file.';
  if (file.type !== 'application/pdf' && extensionOf(file.name) !== 'pdf') {
    return InvoiceMessages.pdfOnly;
  }
  return checkFileSize(file.size, DefaultMaxUploadBytes);
}

/** Upload invoice: a PDF becomes an OCR draft in the exception inbox. */
export function UploadInvoiceModal(props: { communityAgentId: number; onClose: () => void }) {
  const client = useQueryClient();
  const initialValues: { File: File | null } = { File: null };
  const form = useContractForm({
    initialValues,
    schema: uploadBody,
    toBody: (values) => ({ File: values.File, CommunityAgentId: props.communityAgentId }),
    rules: (values) => ({ File: invoiceFileProblem(values.File) }),
  });
  const upload = useMutation({
    mutationFn: (body: z.output<typeof uploadBody>) =>
      uploadInvoicePdf(body.CommunityAgentId, body.File),
    onSuccess: async (itemId) => {
      showSuccess(`AP ${itemId} was uploaded to the exception inbox.`);
      await client.invalidateQueries({ queryKey: inboxKey });
      props.onClose();
    },
  });
  return (
    <Modal opened onClose={props.onClose} title="Upload invoice" centered>
      <form
        noValidate
        onSubmit={form.onSubmit((body) => {
          upload.mutate(body);
        })}
      >
        <Stack gap="sm">
          <Text size="sm">A PDF invoice is read into a draft in the exception inbox.</Text>
          <FileInput label="Invoice PDF" accept="application/pdf" {...form.getInputProps('File')} />
          <ProblemAlert problem={formProblem(form.errors)} />
          <FormActions onCancel={props.onClose} saving={upload.isPending} label="Upload" />
        </Stack>
      </form>
    </Modal>
  );
}
