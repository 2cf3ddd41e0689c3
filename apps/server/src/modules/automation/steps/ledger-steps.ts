import type { AdjustmentStep, JournalEntryStep } from '@hoa/contract';
import type { RequestContext } from '../../../http/request-context';
import { postBatchAdjustment } from '../../adjustments/index';
import { removeJournalEntry, saveJournalEntry } from '../../journal-entries/index';
import { removeItems } from './posting-steps';
import { emptyOutcome, type JobStep } from './types';

/**
 * Journal entry (job 3): the entry saved through SaveJournalEntry on the run's post date; posted
 * when IsAutomated, else left accrued for review on the journal entry screen.
 */
export const journalEntryStep: JobStep = {
  async first(ctx, input) {
    const step = input.params as JournalEntryStep;
    const entry = await saveJournalEntry(ctx, {
      query: undefined,
      params: undefined,
      body: {
        CommunityAgentId: input.communityAgentId,
        PostDate: input.postDate,
        Reference: step.JournalEntry.Reference,
        Description: step.JournalEntry.Description,
        Transactions: step.JournalEntry.Transactions,
        ReverseNextPeriod: false,
        IsJournalEntryTemplate: false,
        IsPosted: step.IsAutomated,
      },
    });
    return { ...emptyOutcome(), itemIds: [entry.TopsItemId], totalCents: entry.TotalAmount_Debit };
  },
  async undo(ctx: RequestContext, itemIds) {
    for (const id of itemIds)
      await removeJournalEntry(ctx, {
        query: undefined,
        params: undefined,
        body: { TopsItemId: id },
      });
  },
};

/** Adjustment (job 2): a batch adjustment (BatchArAdjustment) posted through PostBatchAdjustment. */
export const adjustmentStep: JobStep = {
  async first(ctx, input) {
    const step = input.params as AdjustmentStep;
    const profile = await postBatchAdjustment(ctx, {
      query: undefined,
      params: undefined,
      body: {
        ...step.BatchArAdjustment,
        CommunityId: input.communityAgentId,
        PostDate: input.postDate,
      },
    });
    return {
      ...emptyOutcome(),
      itemIds: [profile.TopsItemId],
      ownersCount: new Set(profile.Lines.map((l) => l.OwnerAgentId)).size,
      totalCents: profile.TotalAmount,
    };
  },
  undo: removeItems,
};
