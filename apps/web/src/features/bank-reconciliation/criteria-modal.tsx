import { contract } from '@hoa/contract';
import { formatCents, formatDate, StatementTransactionTypes } from '@hoa/domain';
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { openConfirm } from '../../app/overlays/modals';
import { showSuccess } from '../../app/toasts';
import { EmptyRow } from '../../widgets/empty-row';
import { criteriaQuery, reconAccountsQuery, reconKey, unclearedQuery } from './recon-queries';

const R = contract.bankReconciliation;

interface Row {
  key: number;
  text: string;
  type: string | null;
  accountId: string | null;
}

/** Criterion text limit of SaveBankReconCriteria. */
const textMax = 100;

/**
 * Reconciliation criteria of a bank account (GetBankReconCriteria, SaveBankReconCriteria,
 * DeleteAllBankReconCriteria): a bank line whose description contains the text (and of the type,
 * when one is chosen) is suggested to the GL account among the uncleared bank transactions.
 */
export function ReconCriteriaModal({
  bankAccountId,
  communityAgentId,
  opened,
  onClose,
}: {
  bankAccountId: number;
  communityAgentId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const saved = useQuery({ ...criteriaQuery(bankAccountId), enabled: opened });
  const accounts = useQuery({ ...reconAccountsQuery(communityAgentId), enabled: opened });
  const uncleared = useQuery({ ...unclearedQuery(bankAccountId), enabled: opened });
  const [rows, setRows] = useState<Row[] | null>(null);
  const [nextKey, setNextKey] = useState(1);
  const shown: Row[] =
    rows ??
    (saved.data ?? []).map((c) => ({
      key: -c.BankReconCriteriaId,
      text: c.DescriptionContains,
      type: c.TransactionType,
      accountId: String(c.TopsAccountId),
    }));
  const edit = (key: number, change: Partial<Row>) =>
    setRows(shown.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const incomplete = shown.some((r) => r.text.trim() === '' || r.accountId === null);
  const close = () => {
    setRows(null);
    onClose();
  };
  const done = async (message: string) => {
    await client.invalidateQueries({ queryKey: reconKey });
    showSuccess(message);
    close();
  };
  const save = useMutation({
    mutationFn: () =>
      api.call(R.SaveBankReconCriteria, {
        body: {
          BankAccountId: bankAccountId,
          Criteria: shown.map((r) => ({
            DescriptionContains: r.text.trim(),
            TransactionType: r.type,
            TopsAccountId: Number(r.accountId),
          })),
        },
      }),
    onSuccess: () => done('Reconciliation criteria saved.'),
  });
  const removeAll = useMutation({
    mutationFn: () => api.call(R.DeleteAllBankReconCriteria, { params: { id: bankAccountId } }),
    onSuccess: () => done('Reconciliation criteria deleted.'),
  });
  const accountOptions = (accounts.data ?? []).map((a) => ({
    value: String(a.TopsAccountId),
    label: `${a.AccountNumber} ${a.AccountName}`,
  }));
  return (
    <Modal opened={opened} onClose={close} title="Reconciliation criteria" size="xl">
      <Stack>
        <Text size="sm">
          An uncleared bank transaction whose description contains the text, and of the type when
          one is chosen, is suggested to the GL account; the first criterion that fits wins.
        </Text>
        <Table fz="sm" aria-label="Reconciliation criteria">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Description contains</Table.Th>
              <Table.Th>Transaction type</Table.Th>
              <Table.Th>GL account</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.length === 0 ? <EmptyRow colSpan={4}>No criteria.</EmptyRow> : null}
            {shown.map((r, index) => (
              <Table.Tr key={r.key}>
                <Table.Td>
                  <TextInput
                    aria-label={`Description contains ${String(index + 1)}`}
                    maxLength={textMax}
                    value={r.text}
                    onChange={(e) => edit(r.key, { text: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`Transaction type ${String(index + 1)}`}
                    placeholder="Any"
                    clearable
                    data={[...StatementTransactionTypes]}
                    value={r.type}
                    onChange={(v) => edit(r.key, { type: v })}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`GL account ${String(index + 1)}`}
                    searchable
                    data={accountOptions}
                    value={r.accountId}
                    onChange={(v) => edit(r.key, { accountId: v })}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove criterion ${String(index + 1)}`}
                    onClick={() => setRows(shown.filter((x) => x.key !== r.key))}
                  >
                    ×
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Group>
            <Button
              variant="light"
              onClick={() => {
                setRows([...shown, { key: nextKey, text: '', type: null, accountId: null }]);
                setNextKey(nextKey + 1);
              }}
            >
              Add criterion
            </Button>
            <Button
              variant="subtle"
              color="red"
              disabled={(saved.data ?? []).length === 0}
              loading={removeAll.isPending}
              onClick={() =>
                openConfirm({
                  title: 'Delete all criteria',
                  message: 'Delete every reconciliation criterion of this bank account?',
                  danger: true,
                  confirmLabel: 'Delete all',
                  onConfirm: () => removeAll.mutate(),
                })
              }
            >
              Delete all
            </Button>
          </Group>
          <Group>
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              disabled={incomplete || rows === null}
              loading={save.isPending}
              onClick={() => save.mutate()}
            >
              Save
            </Button>
          </Group>
        </Group>
        <Text size="sm" fw={600}>
          Uncleared bank transactions
        </Text>
        <Table fz="sm" striped aria-label="Uncleared bank transactions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Suggested account</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(uncleared.data ?? []).length === 0 ? (
              <EmptyRow colSpan={5}>No uncleared bank transactions.</EmptyRow>
            ) : null}
            {(uncleared.data ?? []).map((line) => (
              <Table.Tr key={line.BankTransactionId}>
                <Table.Td>{formatDate(line.TransactionDate)}</Table.Td>
                <Table.Td>{line.Description ?? ''}</Table.Td>
                <Table.Td>{line.TransactionType}</Table.Td>
                <Table.Td ta="right">{formatCents(line.Amount)}</Table.Td>
                <Table.Td>
                  {accountOptions.find((a) => a.value === String(line.SuggestedTopsAccountId))
                    ?.label ?? ''}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Modal>
  );
}
