import type { CostCenter, GlAccount } from '@hoa/contract';
import {
  editJournalLine,
  formatCents,
  journalLineProblem,
  JournalEntryMessages,
  journalTotals,
  linesToSave,
  removeJournalLine,
  type JournalLineDraft,
} from '@hoa/domain';
import { ActionIcon, Paper, Select, Table, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { MoneyInput } from '../../widgets/money-input';
import { openConfirm } from '../../app/overlays/modals';

interface JournalLinesGridProps {
  lines: readonly JournalLineDraft[];
  onChange: (lines: JournalLineDraft[]) => void;
  accounts: readonly GlAccount[];
  costCenters: readonly CostCenter[];
  /** Show each saved line's problem under it (after a save was tried). */
  showProblems: boolean;
}

/** The lines of a journal entry (spec 2 §3 line fields, §4 line behaviour). */
export function JournalLinesGrid(props: JournalLinesGridProps) {
  const { lines, onChange, accounts, costCenters, showProblems } = props;
  const accountOptions = useMemo(
    () =>
      accounts.map((a) => ({
        value: String(a.TopsAccountId),
        label: `${a.AccountNumber} ${a.AccountName}${a.CostCenterNumber ? ` (${a.CostCenterNumber})` : ''}`,
      })),
    [accounts],
  );
  const centerOptions = costCenters.map((c) => ({
    value: String(c.CostCenterId),
    label: `${c.CostCenterNumber} ${c.CostCenterName}`,
  }));
  const totals = journalTotals(linesToSave(lines));
  const difference = totals.debitCents - totals.creditCents;
  const edit = (index: number, patch: Partial<JournalLineDraft>) => {
    onChange(editJournalLine(lines, index, patch));
  };
  const withCenters = costCenters.length > 0;
  const columns = withCenters ? 7 : 6;

  return (
    <Paper withBorder radius="sm">
      <Table aria-label="Journal entry lines" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={240}>Account</Table.Th>
            <Table.Th w={130} ta="right">
              Debit
            </Table.Th>
            <Table.Th w={130} ta="right">
              Credit
            </Table.Th>
            {withCenters ? <Table.Th w={160}>Cost center</Table.Th> : null}
            <Table.Th w={140}>Reference</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th w={40} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => {
            if (line.IsDeleted) return null;
            const n = index + 1;
            const problem =
              showProblems && line.wasSavedAtLeastOnce ? journalLineProblem(line) : null;
            return (
              <Table.Tr key={index}>
                <Table.Td>
                  <Select
                    aria-label={`Account line ${n}`}
                    size="xs"
                    searchable
                    clearable
                    placeholder="Account"
                    data={accountOptions}
                    value={line.AccountId === null ? null : String(line.AccountId)}
                    onChange={(value) => {
                      edit(index, { AccountId: value ? Number(value) : null });
                    }}
                    error={problem}
                  />
                </Table.Td>
                <Table.Td>
                  <MoneyInput
                    aria-label={`Debit line ${n}`}
                    size="xs"
                    value={line.Amount_Debit}
                    onChange={(cents) => {
                      // A zero amount leaves the side empty, as an untouched one.
                      edit(index, { Amount_Debit: cents === 0 ? null : cents });
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  <MoneyInput
                    aria-label={`Credit line ${n}`}
                    size="xs"
                    value={line.Amount_Credit}
                    onChange={(cents) => {
                      // A zero amount leaves the side empty, as an untouched one.
                      edit(index, { Amount_Credit: cents === 0 ? null : cents });
                    }}
                  />
                </Table.Td>
                {withCenters ? (
                  <Table.Td>
                    <Select
                      aria-label={`Cost center line ${n}`}
                      size="xs"
                      clearable
                      data={centerOptions}
                      value={
                        line.CostCenterCategoryId === null
                          ? null
                          : String(line.CostCenterCategoryId)
                      }
                      onChange={(value) => {
                        edit(index, { CostCenterCategoryId: value ? Number(value) : null });
                      }}
                    />
                  </Table.Td>
                ) : null}
                <Table.Td>
                  <TextInput
                    aria-label={`Reference line ${n}`}
                    size="xs"
                    maxLength={100}
                    value={line.Reference}
                    onChange={(e) => {
                      edit(index, { Reference: e.currentTarget.value });
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Description line ${n}`}
                    size="xs"
                    maxLength={200}
                    value={line.Description}
                    onChange={(e) => {
                      edit(index, { Description: e.currentTarget.value });
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove line ${n}`}
                    onClick={() => {
                      const remove = () => onChange(removeJournalLine(lines, index));
                      // A blank line goes at once; a line with an amount and an account is asked.
                      if (!line.wasSavedAtLeastOnce) remove();
                      else
                        openConfirm({
                          title: 'Please Confirm',
                          message: JournalEntryMessages.confirmRemoveLine,
                          confirmLabel: 'Yes',
                          cancelLabel: 'No',
                          danger: true,
                          onConfirm: remove,
                        });
                    }}
                  >
                    ×
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th ta="right">Totals</Table.Th>
            <Table.Th ta="right" aria-label="Total debits">
              {formatCents(totals.debitCents)}
            </Table.Th>
            <Table.Th ta="right" aria-label="Total credits">
              {formatCents(totals.creditCents)}
            </Table.Th>
            <Table.Th colSpan={columns - 3}>
              <Text size="sm" c={difference === 0 ? 'dimmed' : 'red'} span>
                {difference === 0
                  ? 'In balance'
                  : `Out of balance by ${formatCents(Math.abs(difference))}`}
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Paper>
  );
}
