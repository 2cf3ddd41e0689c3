import type { AdjustmentCode } from '@hoa/contract';
import { formatCents, isPrepaidCodeType, rowHasError, TxnTypeId } from '@hoa/domain';
import { ActionIcon, Button, Checkbox, Select, Table, Text } from '@mantine/core';
import { confirmRemove } from './confirm-remove';
import { MoneyInput } from '../../widgets/money-input';

export interface DraftLine {
  key: number;
  CodeID: number | null;
  TotalAmount: number | null;
  IsOwnerRefund: boolean;
  DebitAccountId: number | null;
  CreditAccountId: number | null;
}

let nextKey = 1;
export const newLine = (): DraftLine => ({
  key: nextKey++,
  CodeID: null,
  TotalAmount: null,
  IsOwnerRefund: false,
  DebitAccountId: null,
  CreditAccountId: null,
});

interface AdjustmentLinesProps {
  txnTypeId: number;
  codes: readonly AdjustmentCode[];
  accounts: readonly { value: string; label: string }[];
  lines: DraftLine[];
  onChange: (lines: DraftLine[]) => void;
}

/** The balance a line leaves: a waive takes from it, a charge adds to it. */
function resulting(txnTypeId: number, balance: number, amount: number): number {
  if (txnTypeId === TxnTypeId.Waive) return balance - amount;
  if (txnTypeId === TxnTypeId.PrepaidAdjustment) return balance - amount;
  return balance + amount;
}

/**
 * The lines of an add charge, waive, beginning balance or prepaid adjustment: code, balance,
 * amount and the balance it leaves (a total below 0 flags the row); a prepaid adjustment also
 * takes its debit and credit GL accounts and the owner refund flag.
 */
export function AdjustmentLines({
  txnTypeId,
  codes,
  accounts,
  lines,
  onChange,
}: AdjustmentLinesProps) {
  const prepaid = txnTypeId === TxnTypeId.PrepaidAdjustment;
  const offered = codes.filter((code) => isPrepaidCodeType(code.CodeTypeID) === prepaid);
  const codeOf = (id: number | null) => codes.find((code) => code.CodeID === id);
  const set = (key: number, change: Partial<DraftLine>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)));
  const remove = (key: number) =>
    confirmRemove(
      prepaid
        ? 'Are you sure you want to Remove this Prepaid Adjustment?'
        : 'Are you sure you want to Remove this Adjustment?',
      () => onChange(lines.filter((line) => line.key !== key)),
    );
  return (
    <>
      <Table aria-label="Adjustment lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Code</Table.Th>
            <Table.Th ta="right">Balance</Table.Th>
            <Table.Th>Amount</Table.Th>
            {prepaid ? (
              <>
                <Table.Th>Owner refund</Table.Th>
                <Table.Th>Debit account</Table.Th>
                <Table.Th>Credit account</Table.Th>
              </>
            ) : null}
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, i) => {
            const code = codeOf(line.CodeID);
            const balance = code?.Balance ?? 0;
            const total = resulting(txnTypeId, balance, line.TotalAmount ?? 0);
            const flagged = code !== undefined && rowHasError(total);
            return (
              <Table.Tr key={line.key} bg={flagged ? 'var(--mantine-color-red-light)' : undefined}>
                <Table.Td miw={200}>
                  <Select
                    aria-label={`Code of line ${i + 1}`}
                    data={offered.map((c) => ({
                      value: String(c.CodeID),
                      label: `${c.CodeAlias} – ${c.CodeName}`,
                    }))}
                    value={line.CodeID === null ? null : String(line.CodeID)}
                    onChange={(value) => {
                      const chosen = codeOf(value ? Number(value) : null);
                      set(line.key, {
                        CodeID: chosen?.CodeID ?? null,
                        // The prepaid code's own account is the side that holds the credit.
                        ...(prepaid
                          ? {
                              CreditAccountId: chosen?.DebitAccountId ?? null,
                              DebitAccountId: null,
                            }
                          : {}),
                      });
                    }}
                  />
                </Table.Td>
                <Table.Td ta="right">{formatCents(balance)}</Table.Td>
                <Table.Td maw={140}>
                  <MoneyInput
                    allowNegative
                    aria-label={`Amount of line ${i + 1}`}
                    value={line.TotalAmount}
                    onChange={(TotalAmount) => set(line.key, { TotalAmount })}
                  />
                </Table.Td>
                {prepaid ? (
                  <>
                    <Table.Td>
                      <Checkbox
                        aria-label={`Owner refund of line ${i + 1}`}
                        checked={line.IsOwnerRefund}
                        onChange={(event) =>
                          set(line.key, { IsOwnerRefund: event.currentTarget.checked })
                        }
                      />
                    </Table.Td>
                    {(['DebitAccountId', 'CreditAccountId'] as const).map((side) => (
                      <Table.Td key={side} miw={180}>
                        <Select
                          aria-label={`${side === 'DebitAccountId' ? 'Debit' : 'Credit'} account of line ${i + 1}`}
                          searchable
                          data={accounts}
                          value={line[side] === null ? null : String(line[side])}
                          onChange={(value) =>
                            set(line.key, { [side]: value ? Number(value) : null })
                          }
                        />
                      </Table.Td>
                    ))}
                  </>
                ) : null}
                <Table.Td ta="right">
                  <Text size="sm" c={flagged ? 'red' : undefined}>
                    {formatCents(total)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove line ${i + 1}`}
                    onClick={() => remove(line.key)}
                  >
                    ×
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Button variant="subtle" mt="xs" onClick={() => onChange([...lines, newLine()])}>
        Add line
      </Button>
    </>
  );
}
