import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { getJournalEntries } from './get-journal-entries';
import { getJournalEntry } from './get-journal-entry';
import { importJournalEntries } from './import-journal-entries';
import { journalEntryGroups } from './posting-groups';
import { removeJournalEntry } from './remove-journal-entry';
import { saveJournalEntry } from './save-journal-entry';
import { validatePostDate } from './validate-post-date';

export function journalEntriesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const j = contract.journalEntries;
  bind(app, deps, j.GetJournalEntry, getJournalEntry);
  bind(app, deps, j.GetJournalEntries, getJournalEntries);
  bind(app, deps, j.SaveJournalEntry, saveJournalEntry, journalEntryGroups(deps.database));
  bind(app, deps, j.RemoveJournalEntry, removeJournalEntry);
  bind(app, deps, j.ValidatePostDate, validatePostDate);
  bind(app, deps, j.ImportJournalEntries, importJournalEntries);
}
