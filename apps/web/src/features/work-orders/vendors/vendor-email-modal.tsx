import { contract, type RequestOf, type VendorEmailOptions } from '@hoa/contract';
import { isEmailAddress, WorkOrderLimits, WorkOrderMessages } from '@hoa/domain';
import { Button, Divider, Group, Modal, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from '../../../app/api';
import { showErrorOr, showSuccess } from '../../../app/toasts';
import { formProblem, useContractForm } from '../../../widgets/contract-form';
import { LoadError } from '../../../widgets/load-error';
import { MayCall } from '../../../widgets/may-call';
import { PageLoader } from '../../../widgets/page-loader';
import { ProblemAlert } from '../../../widgets/problem-alert';
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

type EmailBody = RequestOf<typeof V.SendEmailToVendorContact>['body'];

/** Send through the outbox, or record an email sent outside the application. */
type How = 'send' | 'record';

function sendCall(body: EmailBody, how: How) {
  if (how === 'record') return api.call(V.CreateEmailHistoryAsync, { body });
  const [only] = body.recipients;
  return body.recipients.length === 1 && (body.cc ?? []).length === 0 && only !== undefined
    ? api.call(V.SendEmailToVendor, {
        body: { itemId: body.itemId, companyName: body.companyName, recipient: only },
      })
    : api.call(V.SendEmailToVendorContact, { body });
}

function EmailForm({ itemId, options }: { itemId: number; options: VendorEmailOptions }) {
  const client = useQueryClient();
  const how = useRef<How>('send');
  const initialValues: Draft = {
    recipients: options.VendorEmail ? [options.VendorEmail] : [],
    cc: [],
    companyName: options.VendorName ?? '',
  };
  const form = useContractForm({
    initialValues,
    schema: V.SendEmailToVendorContact.body,
    toBody: (values: Draft) => ({ itemId, ...values }),
    rules: (values) => {
      const invalid = firstInvalid(values.recipients);
      const invalidCopy = firstInvalid(values.cc);
      return {
        recipients:
          values.recipients.length === 0
            ? WorkOrderMessages.recipientRequired
            : invalid === null
              ? null
              : WorkOrderMessages.recipientInvalid(invalid),
        cc: invalidCopy === null ? null : WorkOrderMessages.recipientInvalid(invalidCopy),
      };
    },
  });
  const send = useMutation({
    mutationFn: ({ body, way }: { body: EmailBody; way: How }) => sendCall(body, way),
    onError: (error) => showErrorOr(error, 'The work order was not emailed.'),
    onSuccess: async (_history, { way }) => {
      showSuccess(way === 'record' ? 'Email recorded in the history.' : 'Work order emailed.');
      form.setValues({ recipients: [], cc: [] });
      await refreshWorkOrderVendors(client);
    },
  });
  const suggestions = offered(options);
  const names = new Map(options.Contacts.map((c) => [c.Email, c.Name]));
  const busy = (way: How) => send.isPending && send.variables.way === way;
  return (
    <form onSubmit={form.onSubmit((body) => send.mutate({ body, way: how.current }))}>
      <Stack gap="sm">
        <TagsInput
          label="To"
          description="The vendor’s address and its contacts’, or any address typed (Enter after each)"
          data={suggestions}
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
          {...form.getInputProps('recipients')}
        />
        <TagsInput
          label="Cc"
          data={suggestions}
          maxTags={WorkOrderLimits.Recipients}
          clearable
          {...form.getInputProps('cc')}
        />
        <TextInput
          label="Company name"
          maxLength={WorkOrderLimits.CompanyName}
          {...form.getInputProps('companyName')}
        />
        <ProblemAlert problem={formProblem(form.errors)} />
        <Text size="xs" c="dimmed">
          The work order goes as a PDF attachment; the PDF is kept on the work order.
        </Text>
        <Group justify="flex-end" gap="xs">
          <MayCall calls={V.CreateEmailHistoryAsync}>
            <Button
              type="submit"
              variant="default"
              loading={busy('record')}
              onClick={() => (how.current = 'record')}
              title="Record an email of this work order sent outside the application"
            >
              Record as sent
            </Button>
          </MayCall>
          <Button type="submit" loading={busy('send')} onClick={() => (how.current = 'send')}>
            Send email
          </Button>
        </Group>
      </Stack>
    </form>
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
