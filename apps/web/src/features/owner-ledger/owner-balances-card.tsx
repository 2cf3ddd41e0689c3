import { formatCents, localDay } from '@hoa/domain';
import { Group, Paper, Switch, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DateInput } from '../../widgets/date-input';
import { codeBalancesQuery, securityDepositQuery } from './owner-ledger-queries';

/** Code balances of an agent's ledger, with or without prepaid, current or as of a day. */
export function OwnerBalancesCard({ agentId }: { agentId: number }) {
  const [asOfDate, setAsOfDate] = useState<string | null>(null);
  const [withPrepaid, setWithPrepaid] = useState(true);
  const balances = useQuery(codeBalancesQuery(agentId, withPrepaid, asOfDate));
  const deposit = useQuery(securityDepositQuery(agentId, asOfDate ?? localDay(new Date())));
  const rows = (balances.data ?? []).filter((b) => b.Balance !== 0);
  const total = rows.reduce((sum, b) => sum + b.Balance, 0);
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" align="flex-end" mb="xs">
        {/* No figure until the balances are read: a $0.00 while loading reads as a real balance. */}
        <Title order={4}>{balances.data ? `Balance ${formatCents(total)}` : 'Balance …'}</Title>
        <Group gap="sm" align="flex-end">
          <Switch
            label="Include prepaid"
            checked={withPrepaid}
            onChange={(e) => {
              setWithPrepaid(e.currentTarget.checked);
            }}
          />
          <DateInput
            label="As of"
            placeholder="Current"
            w={140}
            value={asOfDate}
            onChange={setAsOfDate}
            clearable
          />
        </Group>
      </Group>
      <Table aria-label="Code balances" fz="sm" verticalSpacing={4}>
        <Table.Tbody>
          {rows.map((b) => (
            <Table.Tr key={b.TopsCodeId}>
              <Table.Td>{b.CodeAlias}</Table.Td>
              <Table.Td>{b.CodeName}</Table.Td>
              <Table.Td ta="right">{formatCents(b.Balance)}</Table.Td>
            </Table.Tr>
          ))}
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={3}>
                <Text size="sm" c="dimmed">
                  No balance on any code.
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
      <Text size="sm" mt="xs">
        Security deposit: {formatCents(deposit.data?.Balance ?? 0)}
      </Text>
    </Paper>
  );
}
