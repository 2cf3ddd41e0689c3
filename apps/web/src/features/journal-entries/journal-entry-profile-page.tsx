import type { JournalEntry } from '@hoa/contract';
import { hasAccess, StatusId } from '@hoa/domain';
import { Alert, Anchor, Badge, Button, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useSession } from '../../app/auth/session';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { useRememberRecent } from '../../app/recent-records';
import { buildRoute, SiteMap } from '../../app/site-map';
import { DateText } from '../../widgets/date-text';
import { Fact } from '../../widgets/fact';
import { PageHeader } from '../../widgets/page-header';
import { JournalEntryLoader } from './journal-entry-loader';
import { JournalLinesTable } from './journal-lines-table';
import { useRemoveJournalEntry } from './use-remove-journal-entry';

/** /journal-entries/view/:itemId: a posted (or removed) journal entry, read only. */
export function JournalEntryProfilePage() {
  const community = useCurrentCommunity();
  return (
    <JournalEntryLoader>
      {(entry) => <EntryProfile entry={entry} communityName={community.DisplayName} />}
    </JournalEntryLoader>
  );
}

function EntryProfile({ entry, communityName }: { entry: JournalEntry; communityName: string }) {
  const go = useGo();
  useRememberRecent({ label: `Journal entry #${entry.TopsItemId}`, kind: 'Transaction' });
  const claims = useSession().data?.Claims ?? [];
  const communityAgentId = entry.CommunityAgentId;
  const removal = useRemoveJournalEntry(communityAgentId);
  const route = (pattern: string, itemId: number) =>
    `#${buildRoute(pattern, { communityAgentId, itemId })}`;
  const removed = entry.ItemStatus === StatusId.Deleted;
  const canRemove =
    hasAccess(claims, 'gljournalentries', 'delete') && !removed && !entry.IsYearClose;
  const canCopy = hasAccess(claims, 'gljournalentries', 'create');
  return (
    <>
      <PageHeader
        title={`Journal entry #${entry.TopsItemId}`}
        subtitle={communityName}
        actions={
          <>
            <Button
              variant="default"
              onClick={() => {
                void go(buildRoute(SiteMap.journalEntriesIndex, { communityAgentId }));
              }}
            >
              Journal entries
            </Button>
            <Button
              variant="default"
              onClick={() => {
                void go(
                  buildRoute(SiteMap.journalEntryPrint, {
                    communityAgentId,
                    itemId: entry.TopsItemId,
                  }),
                );
              }}
            >
              Print
            </Button>
            {canCopy ? (
              <Button
                variant="default"
                onClick={() => {
                  void go(
                    buildRoute(SiteMap.journalEntryAdd, {
                      communityAgentId,
                      fromItemId: entry.TopsItemId,
                    }),
                  );
                }}
              >
                Copy to new entry
              </Button>
            ) : null}
            {canRemove ? (
              <Button
                color="red"
                variant="light"
                loading={removal.pending}
                onClick={() => {
                  removal.confirmRemove(entry.TopsItemId);
                }}
              >
                Delete
              </Button>
            ) : null}
          </>
        }
      />
      <Stack gap="md">
        <Paper withBorder p="md" radius="sm">
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            <Fact label="Status">
              <Badge color={removed ? 'gray' : 'green'} variant="light">
                {entry.StatusName}
              </Badge>
              {entry.IsYearClose ? (
                <Badge color="grape" variant="light" ml={6}>
                  Year close
                </Badge>
              ) : null}
            </Fact>
            <Fact label="Post Date">
              <DateText value={entry.PostDate} />
            </Fact>
            <Fact label="Reference">{entry.Reference}</Fact>
            <Fact label="Description">{entry.Description}</Fact>
            <Fact label="Reverse next period">
              {entry.ReverseNextPeriod ? (
                <>
                  Yes, on <DateText value={entry.ReversalDate} />
                </>
              ) : (
                'No'
              )}
            </Fact>
            {entry.ReversedByItemId ? (
              <Fact label="Reversed by">
                <Anchor size="sm" href={route(SiteMap.journalEntryProfile, entry.ReversedByItemId)}>
                  Journal entry #{entry.ReversedByItemId}
                </Anchor>
              </Fact>
            ) : null}
            {entry.ReversalOfItemId ? (
              <Fact label="Reverses">
                <Anchor size="sm" href={route(SiteMap.journalEntryProfile, entry.ReversalOfItemId)}>
                  Journal entry #{entry.ReversalOfItemId}
                </Anchor>
              </Fact>
            ) : null}
            <Fact label="Ledger">
              <Anchor size="sm" href={route(SiteMap.glCommunityItem, entry.TopsItemId)}>
                Ledger lines
              </Anchor>
            </Fact>
          </SimpleGrid>
        </Paper>
        {removed ? (
          <Alert color="gray" variant="light">
            This journal entry was removed. A posted entry is reversed on its own post date, so its
            ledger lines and their reversal both stay in the history.
          </Alert>
        ) : null}
        <JournalLinesTable entry={entry} />
      </Stack>
    </>
  );
}
