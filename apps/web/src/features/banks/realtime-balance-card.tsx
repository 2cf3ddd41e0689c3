import { formatCents, formatDate, localDay } from '@hoa/domain';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Fact } from '../../widgets/fact';
import { LoadError } from '../../widgets/load-error';
import { realtimeBalanceQuery } from '../bank-statements';

const money = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '—' : formatCents(cents);

/**
 * The bank account's real-time balance (spec 2 settingType realTimeBalance,
 * GetSmartBankingRealtimeBalance): the balance its latest imported statement reports, beside the
 * books' balance of its cash GL account on that date and their difference.
 */
export function RealtimeBalanceCard({ bankAccountId }: { bankAccountId: number }) {
  const balance = useQuery(realtimeBalanceQuery(bankAccountId));
  const b = balance.data;
  if (balance.isError) return <LoadError error={balance.error} />;
  return (
    <Paper withBorder p="md" radius="sm" mb="md" aria-label="Real-time balance">
      <Title order={4} mb="sm">
        Real-time balance
      </Title>
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="md">
        <Fact label="Bank balance (latest statement)">
          <Text fw={700} size="lg">
            {money(b?.Balance)}
          </Text>
        </Fact>
        <Fact label="As of">
          {b?.AsOfDate ? `${formatDate(b.AsOfDate)} (${b.Format ?? ''})` : 'No statement imported'}
        </Fact>
        <Fact label={`Ledger balance${b ? ` on ${formatDate(b.LedgerAsOfDate)}` : ''}`}>
          <Text fw={700} size="lg">
            {b?.LedgerBalance === null ? 'No GL account' : money(b?.LedgerBalance)}
          </Text>
        </Fact>
        <Fact label="Difference">
          <Text
            fw={700}
            size="lg"
            c={
              b?.Difference !== null && b?.Difference !== undefined && b.Difference !== 0
                ? 'red'
                : undefined
            }
          >
            {money(b?.Difference)}
          </Text>
        </Fact>
        <Fact label="Imported">
          {b?.ImportedAt ? formatDate(localDay(new Date(b.ImportedAt))) : '—'}
        </Fact>
      </SimpleGrid>
    </Paper>
  );
}
