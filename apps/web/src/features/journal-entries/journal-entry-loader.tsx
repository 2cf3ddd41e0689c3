import type { JournalEntry } from '@hoa/contract';
import { Messages } from '@hoa/domain';
import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { journalEntryQuery } from './journal-queries';

/** Loads the journal entry of the route's :itemId and renders it, or says why it cannot. */
export function JournalEntryLoader({ children }: { children: (entry: JournalEntry) => ReactNode }) {
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
  return children(entry.data);
}
