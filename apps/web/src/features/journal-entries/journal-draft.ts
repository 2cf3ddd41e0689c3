import type { JournalEntry, SaveJournalEntryBody } from '@hoa/contract';
import { blankJournalLine, linesToSave, type JournalLineDraft } from '@hoa/domain';

/** What the entry form edits. */
export interface JournalDraft {
  PostDate: string | null;
  Reference: string;
  Description: string;
  ReverseNextPeriod: boolean;
  IsJournalEntryTemplate: boolean;
  Lines: JournalLineDraft[];
}

export const emptyDraft = (postDate: string | null): JournalDraft => ({
  PostDate: postDate,
  Reference: '',
  Description: '',
  ReverseNextPeriod: false,
  IsJournalEntryTemplate: false,
  Lines: [{ ...blankJournalLine }],
});

/**
 * A stored entry as a draft: its own lines keep their ids (editing it), or lose them (a new entry
 * started from a template or copied from another entry). A blank line follows to type into.
 */
export function draftFrom(
  entry: JournalEntry,
  mode: 'edit' | 'copy',
  postDate: string | null,
): JournalDraft {
  const lines = entry.Transactions.map((line): JournalLineDraft => ({
    TopsItemAgentDetailId: mode === 'edit' ? line.TopsItemAgentDetailId : null,
    AccountId: line.Account?.TopsAccountId ?? null,
    Amount_Debit: line.Amount_Debit || null,
    Amount_Credit: line.Amount_Credit || null,
    CostCenterCategoryId: line.CostCenterCategoryId,
    Reference: line.Reference ?? '',
    Description: line.Description ?? '',
    IsDeleted: false,
    wasSavedAtLeastOnce: true,
  }));
  return {
    PostDate: mode === 'edit' ? entry.PostDate : postDate,
    Reference: entry.Reference ?? '',
    Description: entry.Description ?? '',
    ReverseNextPeriod: entry.ReverseNextPeriod,
    IsJournalEntryTemplate: mode === 'edit' && entry.IsJournalEntryTemplate,
    Lines: [...lines, { ...blankJournalLine }],
  };
}

/** The save call's body: the saved lines, and stored lines flagged deleted. */
export function saveBody(
  communityAgentId: number,
  itemId: number | undefined,
  draft: JournalDraft,
  isPosted: boolean,
  idempotencyKey: string | undefined,
): SaveJournalEntryBody {
  const deleted = draft.Lines.filter((l) => l.IsDeleted && l.TopsItemAgentDetailId !== null);
  return {
    TopsItemId: itemId,
    CommunityAgentId: communityAgentId,
    PostDate: draft.PostDate ?? '',
    Reference: draft.Reference,
    Description: draft.Description,
    ReverseNextPeriod: draft.ReverseNextPeriod,
    IsJournalEntryTemplate: draft.IsJournalEntryTemplate,
    IsPosted: isPosted,
    IdempotencyKey: itemId ? undefined : idempotencyKey,
    Transactions: [...linesToSave(draft.Lines), ...deleted].map((l) => ({
      TopsItemAgentDetailId: l.TopsItemAgentDetailId,
      AccountId: l.AccountId,
      Amount_Debit: l.Amount_Debit,
      Amount_Credit: l.Amount_Credit,
      CostCenterCategoryId: l.CostCenterCategoryId,
      Reference: l.Reference,
      Description: l.Description,
      IsDeleted: l.IsDeleted,
    })),
  };
}
