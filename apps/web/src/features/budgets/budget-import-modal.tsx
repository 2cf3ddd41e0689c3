import { CsvFileInput } from '../../widgets/csv-file-input';
import { contract, type BudgetImportRow } from '@hoa/contract';
import {
  BudgetImportColumns,
  BudgetMessages,
  formatCents,
  ImportPreviewPageSize,
} from '@hoa/domain';
import { Button, Group, List, Modal, Pagination, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { budgetsKey } from './budget-queries';

export type BudgetImportKind = 'budgets' | 'priorActuals';

const kinds = {
  budgets: {
    title: 'Import budget',
    endpoint: contract.budgets.ImportBudgets,
    done: BudgetMessages.imported,
  },
  priorActuals: {
    title: 'Import prior actuals',
    endpoint: contract.budgets.ImportPriorActuals,
    done: BudgetMessages.priorActualsImported,
  },
} as const;

interface BudgetImportModalProps {
  /** Which import is open; null when closed. */
  kind: BudgetImportKind | null;
  communityAgentId: number;
  fiscalYearId: number;
  costCenterId: number | null;
  onClose: () => void;
}

type Chosen = { name: string; text: string };

/**
 * The budget and prior actuals import modals (spec 2 §2): a CSV file, a preview 10 rows a page
 * (spec 3 §9) with each row's problems, then import: all rows or none.
 */
export function BudgetImportModal(props: BudgetImportModalProps) {
  const { kind, communityAgentId, fiscalYearId, costCenterId, onClose } = props;
  const queryClient = useQueryClient();
  const [file, setFile] = useState<Chosen | null>(null);
  const [rows, setRows] = useState<BudgetImportRow[] | null>(null);
  const [page, setPage] = useState(1);
  const setup = kinds[kind ?? 'budgets'];
  const call = (IsPreview: boolean, chosen: Chosen) =>
    api.call(setup.endpoint, {
      body: {
        CommunityAgentId: communityAgentId,
        FiscalYearId: fiscalYearId,
        CostCenterId: costCenterId,
        FileName: chosen.name,
        Content: chosen.text,
        IsPreview,
      },
    });
  const previewing = useMutation({
    mutationFn: (chosen: Chosen) => call(true, chosen),
    onSuccess: (result) => {
      setRows(result.Rows);
      setPage(1);
    },
  });
  const importing = useMutation({
    mutationFn: (chosen: Chosen) => call(false, chosen),
    onSuccess: async (result) => {
      showSuccess(setup.done(result.SavedAccounts));
      await queryClient.invalidateQueries({ queryKey: budgetsKey });
      await queryClient.invalidateQueries({ queryKey: ['reports'] });
      close();
    },
  });
  function close(): void {
    setFile(null);
    setRows(null);
    onClose();
  }
  const problems = (rows ?? []).filter((r) => r.Problems.length > 0).length;
  const shown = (rows ?? []).slice(
    (page - 1) * ImportPreviewPageSize,
    page * ImportPreviewPageSize,
  );
  return (
    <Modal opened={kind !== null} onClose={close} title={setup.title} size="lg" centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          A CSV file with the columns {BudgetImportColumns[0]}, {BudgetImportColumns[1]} …{' '}
          {BudgetImportColumns.at(-1)}: one row per account, amounts in dollars. The accounts’
          amounts in this fiscal year are replaced.
        </Text>
        <CsvFileInput
          onCleared={() => {
            setRows(null);
            setFile(null);
          }}
          onRead={(next) => {
            setFile(next);
            previewing.mutate(next);
          }}
        />
        {rows ? (
          <>
            <Text size="sm" c={problems ? 'red' : undefined}>
              {rows.length} row{rows.length === 1 ? '' : 's'}
              {problems ? `, ${problems} with problems` : ', ready to import'}
            </Text>
            <Table aria-label="Import preview" verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Row</Table.Th>
                  <Table.Th>Account</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th ta="right">Year total</Table.Th>
                  <Table.Th>Problems</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((row) => (
                  <Table.Tr key={row.Row}>
                    <Table.Td>{row.Row}</Table.Td>
                    <Table.Td>{row.AccountNumber}</Table.Td>
                    <Table.Td>{row.AccountName}</Table.Td>
                    <Table.Td ta="right">{formatCents(row.Total)}</Table.Td>
                    <Table.Td>
                      <List size="xs" c="red">
                        {row.Problems.map((p) => (
                          <List.Item key={p}>{p}</List.Item>
                        ))}
                      </List>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {rows.length > ImportPreviewPageSize ? (
              <Pagination
                size="sm"
                total={Math.ceil(rows.length / ImportPreviewPageSize)}
                value={page}
                onChange={setPage}
              />
            ) : null}
          </>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={!file || !rows || problems > 0 || rows.length === 0}
            loading={importing.isPending || previewing.isPending}
            onClick={() => {
              if (file) importing.mutate(file);
            }}
          >
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
