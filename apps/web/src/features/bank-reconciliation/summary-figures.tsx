import type { ReconciliationSummary } from '@hoa/contract';
import { formatCents, formatDate } from '@hoa/domain';
import { SimpleGrid, Text } from '@mantine/core';

function Figure({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 700 : 500} c={strong && cents !== 0 ? 'red' : undefined}>
        {formatCents(cents)}
      </Text>
    </div>
  );
}

/** The reconciliation's figures: statement, outstanding items, adjusted and book balance. */
export function SummaryFigures({ summary }: { summary: ReconciliationSummary }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 7 }} mt="md" aria-label="Reconciliation summary">
      <Figure
        label={`Statement balance (${formatDate(summary.AsOfDate)})`}
        cents={summary.StatementBalance}
      />
      <Figure label="Outstanding checks" cents={summary.OutstandingChecks} />
      <Figure label="Deposits in transit" cents={summary.DepositsInTransit} />
      <Figure label="Bank items not in books" cents={summary.UnclearedBankTransactions} />
      <Figure label="Adjusted balance" cents={summary.AdjustedBalance} />
      <Figure label="Book balance" cents={summary.BookBalance} />
      <Figure label="Unreconciled difference" cents={summary.Difference} strong />
    </SimpleGrid>
  );
}
