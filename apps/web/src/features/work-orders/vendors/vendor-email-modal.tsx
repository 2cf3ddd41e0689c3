import { contract, type VendorEmailOptions } from '@hoa/contract';
import { isEmailAddress, WorkOrderLimits, WorkOrderMessages } from '@hoa/domain';
import { Button, Divider, Group, Modal, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../app/api';
import { showErrorOr, showSuccess } from '../../../app/toasts';
import { LoadError } from '../../../widgets/load-error';
import { MayCall } from '../../../widgets/may-call';
import { PageLoader } from '../../../widgets/page-loader';
import { EmailHistoryTable } from './email-history-table';
import {
  emailHistoryQuery,
  refreshWorkOrderVendors,
  vendorEmailOptionsQuery,
} from './work-order-vendors-queries';

const V = contract.workOrderVendors;

/** The addresses offered: the vendor's own, then its contacts' (name shown after the address). */
function offered(options: VendorEmailOptions) {
  const own = options.VendorEmail ? [options.VendorEmail] : [];
  return [...new Set([...own, ...options.Contacts.map((c) => c.Email)])];
}

/** The first address of a list that is not an email address, else null. */
const firstInvalid = (addresses: readonly string[]) =>
  addresses.find((a) => !isEmailAddress(a)) ?? null;

interface Draft {
  recipients: string[];
  cc: string[];
  companyName: string;
}

/** Checks the draft as the server does, so the user sees the spec's text before sending. */
function draftProblem(draft: Draft): string | null {
  if (draft.recipients.length === 0) return WorkOrderMessages.recipientRequired;
  const invalid = firstInvalid([...draft.recipients, ...draft.cc]);
  return invalid === null ? null : WorkOrderMessages.recipientInvalid(invalid);
}

function EmailForm({ itemId, options }: { itemId: number; options: VendorEmailOptions }) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>({
    recipients: options.VendorEmail ? [options.VendorEmail] : [],
    cc: [],
    companyName: options.VendorName ?? '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const body = { itemId, companyName: draft.companyName };
  const send = useMutation({
    mutationFn: (how: 'send' | 'record') => {
      if (how === 'record')
        return api.call(V.CreateEmailHistoryAsync, {
          body: { ...body, recipients: draft.recipients, cc: draft.cc },
        });
      const [only] = draft.recipients;
      return draft.recipients.length === 1 && draft.cc.length === 0 && only !== undefined
        ? api.call(V.SendEmailToVendor, { body: { ...body, recipient: only } })
        : api.call(V.SendEmailToVendorContact, {
            body: { ...body, recipients: draft.recipients, cc: draft.cc },
          });
    },
    onError: (error) => showErrorOr(error, 'The work order was not emailed.'),
    onSuccess: async (_history, how) => {
      showSuccess(how === 'record' ? 'Email recorded in the history.' : 'Work order emailed.');
      setDraft((d) => ({ ...d, recipients: [], cc: [] }));
      await refreshWorkOrderVendors(client);
    },
  });
  const submit = (how: 'send' | 'record') => {
    const found = draftProblem(draft);
    setProblem(found);
    if (found === null) send.mutate(how);
  };
  const suggestions = offered(options);
  const names = new Map(options.Contacts.map((c) => [c.Email, c.Name]));
  return (
    <Stack gap="sm">
      <TagsInput
        label="To"
        description="The vendor’s address and its contacts’, or any address typed (Enter after each)"
        data={suggestions}
        value={draft.recipients}
        onChange={(recipients) => setDraft((d) => ({ ...d, recipients }))}
        maxTags={WorkOrderLimits.Recipients}
        clearable
        renderOption={({ option }) => (
          <span>
            {option.value}
            {names.has(option.value) ? (
              <Text span size="xs" c="dimmed">
                {' '}
                · {names.get(option.value)}
              </Text>
            ) : null}
          </span>
        )}
      />
      <TagsInput
        label="Cc"
        data={suggestions}
        value={draft.cc}
        onChange={(cc) => setDraft((d) => ({ ...d, cc }))}
        maxTags={WorkOrderLimits.Recipients}
        clearable
      />
      <TextInput
        label="Company name"
        maxLength={WorkOrderLimits.CompanyName}
        value={draft.companyName}
        onChange={(e) => {
          const companyName = e.currentTarget.value;
          setDraft((d) => ({ ...d, companyName }));
        }}
      />
      {problem ? (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        The work order goes as a PDF attachment; the PDF is kept on the work order.
      </Text>
      <Group justify="flex-end" gap="xs">
        <Button
          variant="default"
          loading={send.isPending && send.variables === 'record'}
          onClick={() => submit('record')}
          title="Record an email of this work order sent outside the application"
        >
          Record as sent
        </Button>
        <Button
          loading={send.isPending && send.variables === 'send'}
          onClick={() => submit('send')}
        >
          Send email
        </Button>
      </Group>
    </Stack>
  );
}

/** 'Work order email to vendor': the form, then the history of what was sent. */
export function VendorEmailModal({
  itemId,
  opened,
  onClose,
}: {
  itemId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const options = useQuery({ ...vendorEmailOptionsQuery(itemId), enabled: opened });
  const history = useQuery({ ...emailHistoryQuery(itemId), enabled: opened });
  return (
    <Modal opened={opened} onClose={onClose} title="Work order email to vendor" size="xl" centered>
      {options.isError ? <LoadError error={options.error} /> : null}
      {options.data ? (
        <MayCall calls={[V.SendEmailToVendor, V.SendEmailToVendorContact]}>
          <EmailForm itemId={itemId} options={options.data} />
        </MayCall>
      ) : options.isError ? null : (
        <PageLoader />
      )}
      <Divider my="md" label="Email history" labelPosition="left" />
      {history.data ? <EmailHistoryTable history={history.data} /> : null}
    </Modal>
  );
}
