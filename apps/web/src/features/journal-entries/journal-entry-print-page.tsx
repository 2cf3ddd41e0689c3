import { formatDate, localDay, Messages } from '@hoa/domain';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useCurrentCommunity } from '../../app/community/current-community';
import { Fact } from '../../widgets/fact';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { JournalLinesTable } from './journal-lines-table';
import { journalEntryQuery } from './journal-queries';

/** /journal-entries/print/:itemId: the entry laid out for paper, printed with the browser. */
export function JournalEntryPrintPage() {
  const community = useCurrentCommunity();
  const itemId = Number(useParams({ strict: false }).itemId);
  const valid = Number.isSafeInteger(itemId) && itemId > 0;
  const entry = useQuery({ ...journalEntryQuery(itemId), enabled: valid });
  if (!valid) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {Messages.notFound}
      </Alert>
    );
  }
  if (!entry.data) return entry.isError ? <LoadError error={entry.error} /> : <PageLoader />;
  const e = entry.data;
  return (
    <Paper p="xl" maw={900} withBorder radius="sm" aria-label="Printable journal entry">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3}>{community.DisplayName}</Title>
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
