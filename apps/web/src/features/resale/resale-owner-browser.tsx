import { contract, type ProcessResaleBody, type ResaleProperty } from '@hoa/contract';
import {
  BalanceDispositionId,
  BalanceDispositions,
  formatCents,
  formatDate,
  localDay,
  ResaleMessages as M,
  type BalanceDispositionIdValue,
  type IsoDate,
} from '@hoa/domain';
import {
  Checkbox,
  Group,
  Modal,
  Radio,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import {
  fieldProps,
  formProblem,
  formProblemKey,
  useContractForm,
} from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { DateText } from '../../widgets/date-text';
import { EmptyRow } from '../../widgets/empty-row';
import { FormActions } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { futureCodesQuery, openViolationsQuery, sellerBalancesQuery } from './resale-queries';

interface ResaleValues {
  FirstName: string;
  LastName: string;
  Email: string;
  splitDate: IsoDate | null;
  balanceDispositionId: BalanceDispositionIdValue;
  balanceAsOfToday: boolean;
}

/** The buyer's typed contact is the body's new owner contact. */
const buyerFieldOf = {
  'NewOwner.Contact.FirstName': 'FirstName',
  'NewOwner.Contact.LastName': 'LastName',
  'NewOwner.Contact.PrimaryEmailAddress': 'Email',
};

/** The resale owner browser (spec 3 §2 modals): the sellers' position and the buyer to save. */
export function ResaleOwnerBrowser({
  property,
  onClose,
}: {
  property: ResaleProperty | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={property !== null} onClose={onClose} title="Resale owner browser" size="lg">
      {property ? <ResaleForm property={property} onClose={onClose} /> : null}
    </Modal>
  );
}

function ResaleForm({ property, onClose }: { property: ResaleProperty; onClose: () => void }) {
  const client = useQueryClient();
  const initialValues: ResaleValues = {
    FirstName: '',
    LastName: '',
    Email: '',
    splitDate: localDay(new Date()),
    balanceDispositionId: BalanceDispositionId.LeaveWithPriorOwner,
    balanceAsOfToday: false,
  };
  const form = useContractForm({
    initialValues,
    schema: contract.resale.ProcessResale.body,
    toBody: ({ FirstName, LastName, Email, ...resale }: ResaleValues) => ({
      propertyAgentId: property.PropertyAgentId,
      ...resale,
      NewOwner: {
        Contact: { FirstName, LastName, PrimaryEmailAddress: Email.trim() || null },
      },
    }),
    rules: (values: ResaleValues) => ({
      // Either name will do: the rule is the pair's, so it shows above the buttons.
      [formProblemKey]:
        values.FirstName.trim() === '' && values.LastName.trim() === '' ? M.newOwnerRequired : null,
      splitDate: values.splitDate === null ? 'Enter the resale date.' : null,
    }),
    fieldOf: buyerFieldOf,
  });
  const process = useMutation({
    mutationFn: (body: ProcessResaleBody) => api.call(contract.resale.ProcessResale, { body }),
    onSuccess: async (result) => {
      await client.invalidateQueries();
      showSuccess(M.saved(result.Transfers.length));
      onClose();
    },
  });
  // A name typed answers the pair's rule: its message above the buttons goes.
  const nameProps = (field: 'FirstName' | 'LastName') => ({
    ...form.getInputProps(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      form.setFieldValue(field, event.currentTarget.value);
      form.clearFieldError(formProblemKey);
    },
  });
  return (
    <form
      noValidate
      aria-label="Resale"
      onSubmit={form.onSubmit((body) => {
        process.mutate(body);
      })}
    >
      <Stack gap="sm">
        <Text size="sm">
          <b>{[property.AccountNumber, property.Address].filter(Boolean).join(' · ')}</b>
          {property.OwnerName ? ` — sold by ${property.OwnerName}` : ''}
        </Text>
        <SellerPosition property={property} splitDate={form.values.splitDate} />
        <Group grow align="flex-start">
          <TextInput label="New owner first name" {...nameProps('FirstName')} />
          <TextInput label="New owner last name" {...nameProps('LastName')} />
          <TextInput label="Email" {...form.getInputProps('Email')} />
        </Group>
        <Group align="flex-start">
          <DateInput label="Resale date" w={160} {...fieldProps(form, 'splitDate')} />
          <Radio.Group
            label="Balance before the resale date"
            value={String(form.values.balanceDispositionId)}
            onChange={(v) => {
              form.setFieldValue('balanceDispositionId', Number(v) as BalanceDispositionIdValue);
            }}
          >
            <Stack gap={4} mt={4}>
              {BalanceDispositions.map((d) => (
                <Radio key={d.Id} value={String(d.Id)} label={d.Name} />
              ))}
            </Stack>
          </Radio.Group>
        </Group>
        <Checkbox
          label="Post the moved balances as of today"
          {...form.getInputProps('balanceAsOfToday', { type: 'checkbox' })}
        />
        <Text size="xs" c="dimmed">
          Transactions dated on or after the resale date always follow the new owner.
        </Text>
        <ProblemAlert problem={formProblem(form.errors)} />
        <FormActions onCancel={onClose} saving={process.isPending} label="Process resale" />
      </Stack>
    </form>
  );
}

/** The sellers' balance by code, their open violations and the buyer's future codes. */
function SellerPosition({
  property,
  splitDate,
}: {
  property: ResaleProperty;
  splitDate: IsoDate | null;
}) {
  const id = property.PropertyAgentId;
  const balances = useQuery(sellerBalancesQuery(id));
  const violations = useQuery(openViolationsQuery(id));
  const future = useQuery(futureCodesQuery(id, splitDate));
  const owed = (balances.data ?? []).filter((b) => b.Balance !== 0);
  return (
    <SimpleGrid cols={2}>
      <div>
        <Title order={6}>Seller’s balance</Title>
        <Table fz="sm" verticalSpacing={2} aria-label="Seller’s balance">
          <Table.Tbody>
            {owed.length === 0 ? <EmptyRow colSpan={2}>No balance.</EmptyRow> : null}
            {owed.map((b) => (
              <Table.Tr key={b.TopsCodeId}>
                <Table.Td>{b.CodeAlias}</Table.Td>
                <Table.Td ta="right">{formatCents(b.Balance)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <div>
        <Title order={6}>Open violations</Title>
        {violations.data?.Violations.length ? (
          violations.data.Violations.map((v) => (
            <Text size="sm" key={v.TopsItemId}>
              {formatDate(v.EventDate)} {v.Reference ?? v.Description ?? `#${v.TopsItemId}`}
            </Text>
          ))
        ) : (
          <Text size="sm" c="dimmed">
            No open violations.
          </Text>
        )}
        <Title order={6} mt="xs">
          Future codes
        </Title>
        {splitDate === null ? (
          <Text size="sm" c="dimmed">
            Enter the resale date to see them.
          </Text>
        ) : future.data?.Codes.length ? (
          future.data.Codes.map((c) => (
            <Text size="sm" key={c.TopsCodeId}>
              {c.CodeAlias} from <DateText value={c.StartDate} /> (follows {c.PreviousCodeAlias})
            </Text>
          ))
        ) : (
          <Text size="sm" c="dimmed">
            No future codes.
          </Text>
        )}
      </div>
    </SimpleGrid>
  );
}
