import type { JournalEntry } from '@hoa/contract';
import { formatDate, localDay } from '@hoa/domain';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useCurrentCommunity } from '../../app/community/current-community';
import { Fact } from '../../widgets/fact';
import { JournalEntryLoader } from './journal-entry-loader';
import { JournalLinesTable } from './journal-lines-table';

/** /journal-entries/print/:itemId: the entry laid out for paper, printed with the browser. */
export function JournalEntryPrintPage() {
  const community = useCurrentCommunity();
  return (
    <JournalEntryLoader>
      {(entry) => <PrintedEntry entry={entry} communityName={community.DisplayName} />}
    </JournalEntryLoader>
  );
}

function PrintedEntry({ entry: e, communityName }: { entry: JournalEntry; communityName: string }) {
  return (
    <Paper p="xl" maw={900} withBorder radius="sm" aria-label="Printable journal entry">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3}>{communityName}</Title>
            <Text size="sm">
              {e.IsJournalEntryTemplate ? 'Journal entry template' : 'Journal entry'} #
              {e.TopsItemId}
            </Text>
          </div>
          <Button
            variant="default"
            onClick={() => {
              window.print();
            }}
          >
            Print
          </Button>
        </Group>
        <SimpleGrid cols={4} spacing="md">
          <Fact label="Post Date">{formatDate(e.PostDate)}</Fact>
          <Fact label="Status">{e.StatusName}</Fact>
          <Fact label="Reference">{e.Reference}</Fact>
          <Fact label="Description">{e.Description}</Fact>
          {e.ReverseNextPeriod ? (
            <Fact label="Reverses on">
              {e.ReversalDate ? formatDate(e.ReversalDate) : 'When posted'}
            </Fact>
          ) : null}
        </SimpleGrid>
        <JournalLinesTable entry={e} links={false} />
        <Text size="xs" c="dimmed">
          Printed {formatDate(localDay(new Date()))}
        </Text>
      </Stack>
    </Paper>
  );
}
