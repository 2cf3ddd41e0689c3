import { StatusId, transactionScreen, TxnTypeId } from '@hoa/domain';
import { buildRoute, SiteMap } from '../../app/site-map';

interface EntryRef {
  TopsItemId: number;
  CommunityAgentId: number;
  ItemStatus: number;
}

/** Spec 1 §2.5: a journal entry opens its profile when posted, else the edit screen. */
export function journalEntryScreenRoute(entry: EntryRef): string {
  const values = { communityAgentId: entry.CommunityAgentId, itemId: entry.TopsItemId };
  return transactionScreen(TxnTypeId.JournalEntry, entry.ItemStatus) === 'journalEntryProfile'
    ? buildRoute(SiteMap.journalEntryProfile, values)
    : buildRoute(SiteMap.journalEntryEdit, values);
}

/** Only accrued entries and templates are edited; posted and removed ones are shown. */
export const isEditable = (statusId: number) => statusId === StatusId.Accrued;
