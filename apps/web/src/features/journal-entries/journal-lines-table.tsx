import type { JournalEntry } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { Anchor, Paper, Table } from '@mantine/core';
import { buildRoute, SiteMap } from '../../app/site-map';

/** A stored entry's lines, read only; each account opens its GL history. */
export function JournalLinesTable({
  entry,
  links = true,
}: {
  entry: JournalEntry;
  links?: boolean;
}) {
  return (
    <Paper withBorder radius="sm">
      <Table aria-label="Journal entry lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Account</Table.Th>
            <Table.Th ta="right">Debit</Table.Th>
            <Table.Th ta="right">Credit</Table.Th>
            <Table.Th>Reference</Table.Th>
            <Table.Th>Description</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entry.Transactions.map((line) => {
            const account = line.Account;
            const label = account ? `${account.AccountNumber} ${account.AccountName}` : '';
            return (
              <Table.Tr key={line.TopsItemAgentDetailId}>
                <Table.Td>
                  {account && links ? (
                    <Anchor
                      size="sm"
                      href={`#${buildRoute(SiteMap.glHistory, { accountId: account.TopsAccountId })}`}
                    >
                      {label}
                    </Anchor>
                  ) : (
                    label
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  {line.Amount_Debit ? formatCents(line.Amount_Debit) : ''}
                </Table.Td>
                <Table.Td ta="right">
                  {line.Amount_Credit ? formatCents(line.Amount_Credit) : ''}
                </Table.Td>
                <Table.Td>{line.Reference}</Table.Td>
                <Table.Td>{line.Description}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th ta="right">Totals</Table.Th>
            <Table.Th ta="right">{formatCents(entry.TotalAmount_Debit)}</Table.Th>
            <Table.Th ta="right">{formatCents(entry.TotalAmount_Credit)}</Table.Th>
            <Table.Th colSpan={2} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Paper>
  );
}
