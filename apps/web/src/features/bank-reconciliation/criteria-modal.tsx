import { contract, type RequestOf, type ResponseOf } from '@hoa/contract';
import { formatDate, StatementTransactionTypes } from '@hoa/domain';
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
import { randomId } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../app/api';
import { openConfirm } from '../../app/overlays/modals';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { DataGrid, moneyColumn, type GridColumn } from '../../widgets/data-grid/data-grid';
import { EmptyRow } from '../../widgets/empty-row';
import { FormActions } from '../../widgets/form-modal';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { ProblemAlert } from '../../widgets/problem-alert';
import { criteriaQuery, reconAccountsQuery, reconKey, unclearedQuery } from './recon-queries';

const R = contract.bankReconciliation;
type CriteriaBody = RequestOf<typeof R.SaveBankReconCriteria>['body'];
type SavedCriterion = ResponseOf<typeof R.GetBankReconCriteria>[number];

interface CriterionRow {
  /** A React key; criteria have no ids until saved. */
  key: string;
  DescriptionContains: string;
  TransactionType: string | null;
  TopsAccountId: string | null;
}

interface CriteriaValues {
  Criteria: CriterionRow[];
}

/** Criterion text limit of SaveBankReconCriteria. */
const textMax = 100;

interface CriteriaModalProps {
  bankAccountId: number;
  communityAgentId: number;
  opened: boolean;
  onClose: () => void;
}

/**
 * Reconciliation criteria of a bank account (GetBankReconCriteria, SaveBankReconCriteria,
 * DeleteAllBankReconCriteria): a bank line whose description contains the text (and of the type,
 * when one is chosen) is suggested to the GL account among the uncleared bank transactions.
 */
export function ReconCriteriaModal(props: CriteriaModalProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Reconciliation criteria" size="xl">
      <CriteriaLoader {...props} />
    </Modal>
  );
}

/** The form opens on the saved criteria. */
function CriteriaLoader(props: CriteriaModalProps) {
  const saved = useQuery(criteriaQuery(props.bankAccountId));
  if (!saved.data) return saved.isError ? <LoadError error={saved.error} /> : <PageLoader />;
  return <CriteriaForm {...props} saved={saved.data} />;
}

function CriteriaForm({
  bankAccountId,
  communityAgentId,
  onClose,
  saved,
}: CriteriaModalProps & { saved: SavedCriterion[] }) {
  const client = useQueryClient();
  const accounts = useQuery(reconAccountsQuery(communityAgentId));
  const uncleared = useQuery(unclearedQuery(bankAccountId));
  const initialValues: CriteriaValues = {
    Criteria: saved.map((c) => ({
      key: String(c.BankReconCriteriaId),
      DescriptionContains: c.DescriptionContains,
      TransactionType: c.TransactionType,
      TopsAccountId: String(c.TopsAccountId),
    })),
  };
  const form = useContractForm({
    initialValues,
    schema: R.SaveBankReconCriteria.body,
    toBody: (values: CriteriaValues) => ({
      BankAccountId: bankAccountId,
      Criteria: values.Criteria.map((r) => ({
        DescriptionContains: r.DescriptionContains,
        TransactionType: r.TransactionType,
        TopsAccountId: r.TopsAccountId === null ? null : Number(r.TopsAccountId),
      })),
    }),
    rules: (values: CriteriaValues) =>
      Object.fromEntries(
        values.Criteria.flatMap((r, index) => [
          [
            `Criteria.${String(index)}.DescriptionContains`,
            r.DescriptionContains.trim() === '' ? 'Enter the text the description contains.' : null,
          ],
          [
            `Criteria.${String(index)}.TopsAccountId`,
            r.TopsAccountId === null ? 'Choose a GL account.' : null,
          ],
        ]),
      ),
  });
  const done = async (message: string) => {
    await client.invalidateQueries({ queryKey: reconKey });
    showSuccess(message);
    onClose();
  };
  const save = useMutation({
    mutationFn: (body: CriteriaBody) => api.call(R.SaveBankReconCriteria, { body }),
    onSuccess: () => done('Reconciliation criteria saved.'),
  });
  const removeAll = useMutation({
    mutationFn: () => api.call(R.DeleteAllBankReconCriteria, { params: { id: bankAccountId } }),
    onSuccess: () => done('Reconciliation criteria deleted.'),
  });
  const accountOptions = useMemo(
    () =>
      (accounts.data ?? []).map((a) => ({
        value: String(a.TopsAccountId),
        label: `${a.AccountNumber} ${a.AccountName}`,
      })),
    [accounts.data],
  );
  const accountLabels = useMemo(
    () => new Map(accountOptions.map((a) => [a.value, a.label])),
    [accountOptions],
  );
  const unclearedColumns = useMemo(() => unclearedColumnsOf(accountLabels), [accountLabels]);
  const rows = form.values.Criteria;
  // A list the server refuses whole (more criteria than it keeps) has no field to show it under.
  const listProblem = typeof form.errors.Criteria === 'string' ? form.errors.Criteria : null;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((body) => {
        save.mutate(body);
      })}
    >
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
            {rows.length === 0 ? <EmptyRow colSpan={4}>No criteria.</EmptyRow> : null}
            {rows.map((r, index) => (
              <Table.Tr key={r.key} style={{ verticalAlign: 'top' }}>
                <Table.Td>
                  <TextInput
                    aria-label={`Description contains ${String(index + 1)}`}
                    maxLength={textMax}
                    {...form.getInputProps(`Criteria.${String(index)}.DescriptionContains`)}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`Transaction type ${String(index + 1)}`}
                    placeholder="Any"
                    clearable
                    data={[...StatementTransactionTypes]}
                    {...form.getInputProps(`Criteria.${String(index)}.TransactionType`)}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`GL account ${String(index + 1)}`}
                    searchable
                    data={accountOptions}
                    {...form.getInputProps(`Criteria.${String(index)}.TopsAccountId`)}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove criterion ${String(index + 1)}`}
                    onClick={() => {
                      form.removeListItem('Criteria', index);
                    }}
                  >
                    ×
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <ProblemAlert problem={formProblem(form.errors) ?? listProblem} />
        <Group justify="space-between" align="flex-end">
          <Group>
            <Button
              variant="light"
              onClick={() => {
                form.insertListItem('Criteria', {
                  key: randomId(),
                  DescriptionContains: '',
                  TransactionType: null,
                  TopsAccountId: null,
                });
              }}
            >
              Add criterion
            </Button>
            <Button
              variant="subtle"
              color="red"
              disabled={saved.length === 0}
              loading={removeAll.isPending}
              onClick={() => {
                openConfirm({
                  title: 'Delete all criteria',
                  message: 'Delete every reconciliation criterion of this bank account?',
                  danger: true,
                  confirmLabel: 'Delete all',
                  onConfirm: () => {
                    removeAll.mutate();
                  },
                });
              }}
            >
              Delete all
            </Button>
          </Group>
          <FormActions onCancel={onClose} saving={save.isPending} />
        </Group>
        <Text size="sm" fw={600}>
          Uncleared bank transactions
        </Text>
        <DataGrid
          aria-label="Uncleared bank transactions"
          rows={uncleared.data ?? []}
          columns={unclearedColumns}
          rowKey={unclearedKey}
          maxHeight={320}
          empty="No uncleared bank transactions."
        />
      </Stack>
    </form>
  );
}

type UnclearedLine = ResponseOf<typeof R.GetUnclearedBankTransaction>[number];

const unclearedKey = (line: UnclearedLine) => line.BankTransactionId;

function unclearedColumnsOf(
  accountLabels: ReadonlyMap<string, string>,
): GridColumn<UnclearedLine>[] {
  return [
    { id: 'date', header: 'Date', width: 100, cell: (l) => formatDate(l.TransactionDate) },
    { id: 'description', header: 'Description', width: 240, cell: (l) => l.Description ?? '' },
    { id: 'type', header: 'Type', width: 90, cell: (l) => l.TransactionType },
    moneyColumn('amount', 'Amount', (l) => l.Amount),
    {
      id: 'suggested',
      header: 'Suggested account',
      width: 220,
      cell: (l) => accountLabels.get(String(l.SuggestedTopsAccountId)) ?? '',
    },
  ];
}
