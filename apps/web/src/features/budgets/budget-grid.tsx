import type { BudgetAccount, BudgetSheet } from '@hoa/contract';
import { BudgetMessages, formatCents, periodLabel } from '@hoa/domain';
import { ScrollArea, Table, TextInput } from '@mantine/core';
import { Fragment } from 'react';
import {
  budgetGroupOf,
  cellCents,
  draftTotals,
  rowTotal,
  type BudgetDraft,
  type BudgetGroup,
} from './budget-draft';

interface BudgetGridProps {
  sheet: BudgetSheet;
  draft: BudgetDraft;
  readOnly: boolean;
  onChange: (accountId: number, period: number, text: string) => void;
}

const groups: BudgetGroup[] = ['Income', 'Expenses', 'Other accounts'];
// The account column stays in view while the periods scroll.
const sticky = { position: 'sticky', left: 0, zIndex: 1, whiteSpace: 'nowrap' } as const;
const money = (cents: number) => (cents === 0 ? '' : formatCents(cents));

/** Accounts by periods: amounts typed in dollars with 2 decimals, totals by group and the net. */
export function BudgetGrid({ sheet, draft, readOnly, onChange }: BudgetGridProps) {
  const totals = draftTotals(sheet, draft);
  const labels = sheet.Periods.map((p) => periodLabel(p.StartDate));
  const withPrior = sheet.PriorActualSource !== 'None';
  const totalRow = (label: string, sums: readonly number[], prior: number | null) => (
    <Table.Tr fw={700}>
      <Table.Td style={sticky} bg="var(--mantine-color-gray-0)">
        {label}
      </Table.Td>
      {sums.map((cents, i) => (
        <Table.Td key={i} ta="right" style={{ whiteSpace: 'nowrap' }}>
          {money(cents)}
        </Table.Td>
      ))}
      <Table.Td ta="right">{money(sums.reduce((a, b) => a + b, 0))}</Table.Td>
      {withPrior ? <Table.Td ta="right">{prior === null ? '' : money(prior)}</Table.Td> : null}
    </Table.Tr>
  );
  const accountRow = (account: BudgetAccount) => {
    const texts = draft[account.TopsAccountId] ?? [];
    return (
      <Table.Tr key={account.TopsAccountId}>
        <Table.Td style={sticky} bg="var(--mantine-color-body)">
          {account.AccountNumber} {account.AccountName}
        </Table.Td>
        {labels.map((label, i) => {
          const text = texts[i] ?? '';
          const invalid = cellCents(text) === 'invalid';
          return (
            <Table.Td key={label} p={2}>
              <TextInput
                size="xs"
                w={88}
                aria-label={`${account.AccountNumber} ${label}`}
                title={invalid ? BudgetMessages.amountInvalid : undefined}
                error={invalid}
                readOnly={readOnly}
                value={text}
                styles={{ input: { textAlign: 'right' } }}
                onChange={(event) => {
                  onChange(account.TopsAccountId, i, event.currentTarget.value);
                }}
              />
            </Table.Td>
          );
        })}
        <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {money(rowTotal(texts))}
        </Table.Td>
        {withPrior ? (
          <Table.Td ta="right" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {money(account.PriorActual)}
          </Table.Td>
        ) : null}
      </Table.Tr>
    );
  };
  return (
    <ScrollArea type="auto">
      <Table aria-label="Budget" verticalSpacing={2} horizontalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={sticky} bg="var(--mantine-color-body)">
              Account
            </Table.Th>
            {labels.map((label) => (
              <Table.Th key={label} ta="right">
                {label}
              </Table.Th>
            ))}
            <Table.Th ta="right">Total</Table.Th>
            {withPrior ? <Table.Th ta="right">Prior Year Actual</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => {
            const accounts = sheet.Accounts.filter((a) => budgetGroupOf(a) === group);
            if (accounts.length === 0) return null;
            const prior = accounts.reduce((sum, a) => sum + a.PriorActual, 0);
            return (
              <Fragment key={group}>
                <Table.Tr>
                  <Table.Td style={sticky} bg="var(--mantine-color-body)" fw={700}>
                    {group}
                  </Table.Td>
                  <Table.Td colSpan={labels.length + (withPrior ? 2 : 1)} />
                </Table.Tr>
                {accounts.map(accountRow)}
                {totalRow(`Total ${group}`, totals.groups.get(group) ?? [], prior)}
              </Fragment>
            );
          })}
          {totalRow('Net Income', totals.net, null)}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
