import { contract, type ResaleProperty } from '@hoa/contract';
import {
  BalanceDispositionId,
  BalanceDispositions,
  formatCents,
  formatDate,
  localDay,
  ResaleMessages as M,
  type BalanceDispositionIdValue,
} from '@hoa/domain';
import {
  Button,
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
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';
import { EmptyRow } from '../../widgets/empty-row';
import { futureCodesQuery, openViolationsQuery, sellerBalancesQuery } from './resale-queries';

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
  const id = property.PropertyAgentId;
  const [splitDate, setSplitDate] = useState<string | null>(localDay(new Date()));
  const [disposition, setDisposition] = useState<BalanceDispositionIdValue>(
    BalanceDispositionId.LeaveWithPriorOwner,
  );
  const [asOfToday, setAsOfToday] = useState(false);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const balances = useQuery(sellerBalancesQuery(id));
  const violations = useQuery(openViolationsQuery(id));
  const future = useQuery({
    ...futureCodesQuery(id, splitDate ?? ''),
    enabled: splitDate !== null,
  });
  const owed = (balances.data ?? []).filter((b) => b.Balance !== 0);
  const process = useMutation({
    mutationFn: () =>
      api.call(contract.resale.ProcessResale, {
        body: {
          propertyAgentId: id,
          splitDate: splitDate ?? '',
          balanceAsOfToday: asOfToday,
          balanceDispositionId: disposition,
          NewOwner: {
            Contact: {
              FirstName: firstName,
              LastName: lastName,
              PrimaryEmailAddress: email.trim() === '' ? null : email.trim(),
            },
          },
        },
      }),
    onSuccess: async (result) => {
      await client.invalidateQueries();
      showSuccess(M.saved(result.Transfers.length));
      onClose();
    },
  });
  const submit = () => {
    if (firstName.trim() === '' && lastName.trim() === '') setProblem(M.newOwnerRequired);
    else if (splitDate === null) setProblem('Enter the resale date.');
    else {
      setProblem(null);
      process.mutate();
    }
  };
  return (
    <Stack gap="sm">
      <Text size="sm">
        <b>{[property.AccountNumber, property.Address].filter(Boolean).join(' · ')}</b>
        {property.OwnerName ? ` — sold by ${property.OwnerName}` : ''}
      </Text>
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
          {future.data?.Codes.length ? (
            future.data.Codes.map((c) => (
              <Text size="sm" key={c.TopsCodeId}>
                {c.CodeAlias} from {formatDate(c.StartDate ?? '')} (follows {c.PreviousCodeAlias})
              </Text>
            ))
          ) : (
            <Text size="sm" c="dimmed">
              No future codes.
            </Text>
          )}
        </div>
      </SimpleGrid>
      <Group grow align="flex-start">
        <TextInput
          label="New owner first name"
          value={firstName}
          onChange={(e) => setFirstName(e.currentTarget.value)}
        />
        <TextInput
          label="New owner last name"
          value={lastName}
          onChange={(e) => setLastName(e.currentTarget.value)}
        />
        <TextInput label="Email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
      </Group>
      <Group align="flex-start">
        <DateInput label="Resale date" w={160} value={splitDate} onChange={setSplitDate} />
        <Radio.Group
          label="Balance before the resale date"
          value={String(disposition)}
          onChange={(v) => setDisposition(Number(v) as BalanceDispositionIdValue)}
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
        checked={asOfToday}
        onChange={(e) => setAsOfToday(e.currentTarget.checked)}
      />
      <Text size="xs" c="dimmed">
        Transactions dated on or after the resale date always follow the new owner.
      </Text>
      {problem ? (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button loading={process.isPending} onClick={submit}>
          Process resale
        </Button>
      </Group>
    </Stack>
  );
}
