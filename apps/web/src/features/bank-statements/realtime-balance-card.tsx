import { formatCents, formatDate } from '@hoa/domain';
import { Group, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Fact } from '../../widgets/fact';
import { realtimeBalanceQuery } from './statement-queries';

/** The bank account's balance as its latest imported statement reports it. */
export function RealtimeBalanceCard({ bankAccountId }: { bankAccountId: number }) {
  const balance = useQuery(realtimeBalanceQuery(bankAccountId));
  const b = balance.data;
  return (
    <Paper withBorder p="sm" mb="md" aria-label="Real-time balance">
      <Group gap="xl">
        <Fact label="Bank balance (latest statement)" size="sm">
          <Text fw={700} size="lg">
            {b?.Balance === null || b?.Balance === undefined ? '—' : formatCents(b.Balance)}
          </Text>
        </Fact>
        <Fact label="As of">{b?.AsOfDate ? formatDate(b.AsOfDate) : 'No statement imported'}</Fact>
        <Fact label="From">{b?.Format ?? '—'}</Fact>
      </Group>
    </Paper>
  );
}
