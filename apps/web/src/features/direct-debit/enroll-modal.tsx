import { contract, type RequestOf } from '@hoa/contract';
import { BankMessages, isValidRoutingNumber } from '@hoa/domain';
import { Alert, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { useContractForm } from '../../widgets/contract-form';
import { FormActions } from '../../widgets/form-modal';
import { autopayTerms } from './direct-debit-grids';
import { directDebitKey, enrollmentsQuery } from './direct-debit-queries';

type EnrollBody = RequestOf<typeof contract.directDebit.SaveEnrollment>['body'];

interface EnrollValues {
  OwnerAgentId: string | null;
  RoutingNumber: string;
  AccountNumber: string;
  AccountType: 'C' | 'S';
  NameOnAccount: string;
}

/** Why a routing number is refused (9 digits with a valid ABA check digit), or null. */
const routingProblem = (routing: string) =>
  isValidRoutingNumber(routing.trim()) ? null : BankMessages.invalidRoutingNumber;

/**
 * Enroll an owner in direct debit with their bank details (routing number checked here and on the
 * server); for an owner on autopay it says the autopay, cap and past-due choice stay as they are.
 */
export function EnrollModal({
  communityAgentId,
  opened,
  onClose,
}: {
  communityAgentId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const owners = useQuery({
    queryKey: [...directDebitKey, 'owners', communityAgentId, search],
    queryFn: () =>
      api.call(contract.cashReceipts.GetPaymentOwners, {
        query: { communityAgentId, searchTerm: search },
      }),
    enabled: opened,
  });
  const initialValues: EnrollValues = {
    OwnerAgentId: null,
    RoutingNumber: '',
    AccountNumber: '',
    AccountType: 'C',
    NameOnAccount: '',
  };
  const form = useContractForm({
    initialValues,
    schema: contract.directDebit.SaveEnrollment.body,
    toBody: (values: EnrollValues) => ({
      CommunityAgentId: communityAgentId,
      OwnerAgentId: values.OwnerAgentId === null ? null : Number(values.OwnerAgentId),
      RoutingNumber: values.RoutingNumber.trim(),
      AccountNumber: values.AccountNumber.trim(),
      AccountType: values.AccountType,
      NameOnAccount: values.NameOnAccount,
    }),
    rules: (values: EnrollValues) => ({
      OwnerAgentId: values.OwnerAgentId === null ? 'Choose the owner.' : null,
      RoutingNumber: routingProblem(values.RoutingNumber),
      AccountNumber:
        values.AccountNumber.trim().length < 4
          ? 'Enter the account number (4 to 17 characters).'
          : null,
      NameOnAccount: values.NameOnAccount.trim() === '' ? 'Enter the name on the account.' : null,
    }),
  });
  const routing = form.values.RoutingNumber;
  const enrolled = useQuery({ ...enrollmentsQuery(communityAgentId), enabled: opened });
  const autopay = enrolled.data?.find(
    (e) => e.IsAutopay && String(e.OwnerAgentId) === form.values.OwnerAgentId,
  );
  const save = useMutation({
    mutationFn: (body: EnrollBody) => api.call(contract.directDebit.SaveEnrollment, { body }),
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: directDebitKey });
      const prenote = saved.IsPrenoted ? '' : '; a prenote goes out with the next run';
      const autopay = saved.IsAutopay ? '; their autopay stays on' : '';
      showSuccess(
        `${saved.OwnerName} enrolled (${saved.MaskedAccountNumber})${prenote}${autopay}.`,
      );
      form.reset();
      onClose();
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Enroll owner in direct debit">
      <form
        noValidate
        onSubmit={form.onSubmit((body) => {
          save.mutate(body);
        })}
      >
        <Stack>
          <Select
            label="Owner"
            searchable
            onSearchChange={setSearch}
            data={(owners.data?.Owners ?? []).map((o) => ({
              value: String(o.OwnerAgentId),
              label: `${o.AccountNumber ?? ''} ${o.OwnerName}`,
            }))}
            {...form.getInputProps('OwnerAgentId')}
            onChange={(v) => {
              form.setFieldValue('OwnerAgentId', v);
              const chosen = owners.data?.Owners.find((o) => String(o.OwnerAgentId) === v);
              if (chosen && !form.values.NameOnAccount)
                form.setFieldValue('NameOnAccount', chosen.OwnerName);
            }}
          />
          {autopay ? (
            <Alert color="blue" data-testid="enroll-autopay-note">
              {autopay.IsFromPortal
                ? 'The owner turned autopay on from the portal'
                : 'Autopay is on'}{' '}
              ({autopayTerms(autopay)}). Saving changes the bank details only: the autopay stays on.
            </Alert>
          ) : null}
          <TextInput
            label="Routing number"
            maxLength={9}
            {...form.getInputProps('RoutingNumber')}
            // Checked as it is typed, as well as on Enroll.
            error={form.errors.RoutingNumber ?? (routing.trim() ? routingProblem(routing) : null)}
          />
          <TextInput
            label="Account number"
            maxLength={17}
            {...form.getInputProps('AccountNumber')}
          />
          <Select
            label="Account type"
            data={[
              { value: 'C', label: 'Checking' },
              { value: 'S', label: 'Savings' },
            ]}
            allowDeselect={false}
            {...form.getInputProps('AccountType')}
          />
          <TextInput
            label="Name on account"
            maxLength={100}
            {...form.getInputProps('NameOnAccount')}
          />
          <FormActions onCancel={onClose} saving={save.isPending} label="Enroll" />
        </Stack>
      </form>
    </Modal>
  );
}
