import { Alert, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { accountingGraphQuery } from '../../accounting-setup';
import { ImportButton } from '../../imports';
import type { StepProps } from '../step-props';
import { WizardNav } from '../wizard-frame';

/** Step 5: owner beginning balances (posted) and owner history (kept for reference). */
export function BalancesStep({ wizard, communityAgentId, onBack, onNext, refresh }: StepProps) {
  const graphs = useQuery(accountingGraphQuery(communityAgentId));
  const firstPeriod = graphs.data?.[0]?.FiscalYears[0]?.StartDate ?? null;
  const facts = wizard.Facts;
  const imported = () => {
    void refresh();
  };
  return (
    <Stack gap="sm">
      {facts.HasImportedBeginningBalances ? (
        <Alert color="blue" variant="light">
          Beginning balances were already imported for this community; a second file adds to them.
        </Alert>
      ) : null}
      <div>
        <Title order={5}>Owner beginning balances</Title>
        <Text size="sm" c="dimmed" mb="xs">
          One row per property and code: AccountNumber, CodeAlias, Amount (a credit balance is
          negative). Each property gets one posted beginning balance on the post date: the code’s
          receivable account against the Retained Earnings required account.
        </Text>
        <ImportButton
          kind="OwnerBeginningBalances"
          communityAgentId={communityAgentId}
          onImported={imported}
          defaultPostDate={firstPeriod}
        />
      </div>
      <div>
        <Title order={5}>Owner history</Title>
        <Text size="sm" c="dimmed" mb="xs">
          The previous system’s transactions of each owner, kept for reference; they do not post.
        </Text>
        <ImportButton
          kind="OwnerHistory"
          communityAgentId={communityAgentId}
          onImported={imported}
        />
      </div>
      <Group>
        <List size="sm">
          <List.Item>
            Beginning balances imported: {facts.HasImportedBeginningBalances ? 'Yes' : 'No'}
          </List.Item>
          <List.Item>Owner history rows: {facts.CountHistoricTransactions}</List.Item>
        </List>
      </Group>
      <WizardNav onBack={onBack} onNext={onNext} hint="Both imports are optional." />
    </Stack>
  );
}
