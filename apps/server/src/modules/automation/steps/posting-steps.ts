import { queryRows, sql } from '@hoa/db';
import type { CollectionStep, InterestStep, LateFeeStep, PostingStep } from '@hoa/contract';
import { DeliveryMethodId, TxnTypeId } from '@hoa/domain';
import { appError } from '../../../http/errors';
import type { RequestContext } from '../../../http/request-context';
import { accrueCharges, postItemOfType } from '../../charges/index';
import { getCollectionActions, queueCollectionLetters } from '../../collections/index';
import { removeItemWithRelated } from '../../items/index';
import {
  readInterestSettings,
  readLateFeeSettings,
  saveInterestSettings,
  saveLateFeeSettings,
} from '../../late-fees-interest/index';
import {
  noLetters,
  type JobStep,
  type QueuedLetters,
  type StepInput,
  type StepOutcome,
} from './types';
import { idArray } from '../../../sql/index';

// The posting jobs (5 apply charges, 6 interest, 7 late fees, 8 prepaids, 11 collections): each
// accrues the community's run of its transaction type through Accrue, then, when IsPosted, posts
// it through PostItem — the calls a user makes on the apply-charges screens, never a copy. A run
// left accrued (IsPosted off) waits on those screens for review.

/** At most this many owners are listed in a preview (the totals count them all). */
const PreviewOwners = 200;

interface Posting {
  txnTypeId: number;
  codeIds(params: Record<string, unknown>): number[] | undefined;
  /** The codes of a step that names none, when the run's type selects none by itself. */
  allCodeIds?(ctx: RequestContext, input: StepInput): Promise<number[]>;
  /** Settings the step sets before it accrues (late fees' exclusion days, current month only). */
  before?(ctx: RequestContext, input: StepInput): Promise<void>;
}

async function accrue(
  ctx: RequestContext,
  posting: Posting,
  input: StepInput,
): Promise<StepOutcome> {
  await posting.before?.(ctx, input);
  const named = posting.codeIds(input.params);
  const codeIds =
    (named === undefined || named.length === 0) && posting.allCodeIds
      ? await posting.allCodeIds(ctx, input)
      : named;
  const { Items } = await accrueCharges(ctx, {
    query: undefined,
    params: undefined,
    body: {
      TopsTxnTypeId: posting.txnTypeId,
      PostDate: input.postDate,
      Communities: [
        {
          CommunityAgentId: input.communityAgentId,
          ...(codeIds && codeIds.length > 0 ? { CodeIds: codeIds } : {}),
        },
      ],
    },
  });
  const itemIds = Items.flatMap((i) => (i.TopsItemId === null ? [] : [i.TopsItemId]));
  // Who and how much is what a preview shows; a run records only the totals.
  const owners =
    !input.preview || itemIds.length === 0
      ? []
      : await queryRows<{ OwnerAgentId: number; OwnerName: string; Amount: number }>(
          ctx.tx,
          sql`select d.agent_id::int8 as "OwnerAgentId", coalesce(c.display_name, '') as "OwnerName",
                     sum(case when d.is_debit then d.amount_cents else -d.amount_cents end)::int8 as "Amount"
                from item_lines d
                left join contacts c on c.agent_id = d.agent_id
               where d.item_id = any(${idArray(itemIds)}) and d.is_live
               group by d.agent_id, c.display_name
               order by lower(coalesce(c.display_name, '')), d.agent_id
               limit ${PreviewOwners}`,
        );
  return {
    itemIds,
    postAfter: input.params.IsPosted !== false && itemIds.length > 0,
    ownersCount: Items.reduce((n, i) => n + i.OwnersCount, 0),
    totalCents: Items.reduce((n, i) => n + i.TotalAmount, 0),
    owners,
    files: [],
    mails: [],
    letters: 0,
  };
}

async function postItems(ctx: RequestContext, txnTypeId: number, itemIds: readonly number[]) {
  await postItemOfType(txnTypeId)(ctx, { body: { ItemIds: [...itemIds] } });
}

function postingStep(posting: Posting): JobStep {
  return {
    first: (ctx, input) => accrue(ctx, posting, input),
    post: async (ctx, itemIds) => {
      await postItems(ctx, posting.txnTypeId, itemIds);
      return noLetters();
    },
    undo: (ctx, itemIds) => removeItems(ctx, itemIds),
  };
}

/** Rollback of owner items: each removed as Item/RemoveItemWithRelated removes it (reversed). */
export async function removeItems(ctx: RequestContext, itemIds: readonly number[]): Promise<void> {
  for (const itemId of itemIds) {
    const result = await removeItemWithRelated(ctx, {
      query: undefined,
      params: undefined,
      body: { itemId, bypassValidation: false },
    });
    if (!result.IsRemoved) {
      throw appError(
        'RunItemNotRemoved',
        result.Message ?? `transaction #${itemId} was not removed.`,
      );
    }
  }
}

export const applyChargesStep = postingStep({
  txnTypeId: TxnTypeId.ApplyCharges,
  codeIds: (p) => (p as PostingStep).CodeIds,
});

export const prepaidsStep = postingStep({
  txnTypeId: TxnTypeId.Prepaids,
  codeIds: (p) => (p as PostingStep).CodeIds,
});

export const interestStep = postingStep({
  txnTypeId: TxnTypeId.Interest,
  codeIds: (p) => (p as InterestStep).Item.CodeIds,
  // The step's interest method is the community's interest settings' (SaveInterestSettings, the
  // interest screen's call, with its checks), set in the run's transaction: the accrual reads them.
  async before(ctx, input) {
    const wanted = (input.params as InterestStep).CommInterestSettings;
    if (!wanted) return;
    const settings = await readInterestSettings(ctx.tx, input.communityAgentId);
    if (settings.MethodId === wanted.InterestMethodID) return;
    await saveInterestSettings(ctx, {
      query: undefined,
      params: undefined,
      body: {
        CommunityAgentId: input.communityAgentId,
        Days: settings.Days,
        ExclusionDays: settings.ExclusionDays,
        Rate: settings.Rate,
        MethodId: wanted.InterestMethodID,
        AllCandidates: settings.AllCandidates,
        CodeIds: settings.CodeIds,
        PropertyIds: settings.PropertyIds,
      },
    });
  },
});

/**
 * Collections (job 11): the collection run as a user runs it — Accrue (the step's actions, or
 * the community's whole ladder when it names none: a template's step cannot name a community's
 * codes), PostItem, then its letters queued as PrintConcatenatedCollectionLetters queues them: a
 * message batch (Incomplete) of the run's owners, by each owner's preference (Smart), or all
 * printed and mailed when the step overrides the email preferences. The batch waits in the
 * message batches to be released; a rollback withdraws it.
 */
export const collectionsStep: JobStep = {
  ...postingStep({
    txnTypeId: TxnTypeId.Collection,
    codeIds: (p) => (p as CollectionStep).CodeIds,
    allCodeIds: async (ctx, input) =>
      (
        await getCollectionActions(ctx, {
          query: { communityAgentId: input.communityAgentId },
          params: undefined,
          body: undefined,
        })
      ).map((code) => code.TopsCodeId),
  }),
  async post(ctx, itemIds, params): Promise<QueuedLetters> {
    await postItems(ctx, TxnTypeId.Collection, itemIds);
    const method = (params as Partial<CollectionStep>).OverrideEmailPreferences
      ? DeliveryMethodId.Print
      : DeliveryMethodId.Smart;
    const queued = noLetters();
    for (const itemId of itemIds) {
      const { batchItemId, letters } = await queueCollectionLetters(ctx, itemId, method);
      queued.letterBatchIds.push(batchItemId);
      queued.letters += letters;
    }
    return queued;
  },
};

export const lateFeesStep = postingStep({
  txnTypeId: TxnTypeId.LateFee,
  codeIds: (p) => (p as LateFeeStep).CodeIds,
  // The step's exclusion days and current-month rule are the community's late fee settings
  // (SaveLateFeeSettings, the late fee screen's call), set in the run's transaction.
  async before(ctx, input) {
    const step = input.params as LateFeeStep;
    if (step.ExclusionDays === undefined && step.CurrentMonthOnly === undefined) return;
    const settings = await readLateFeeSettings(ctx.tx, input.communityAgentId);
    const exclusionDays = step.ExclusionDays ?? settings.ExclusionDays;
    const currentMonthOnly = step.CurrentMonthOnly ?? settings.CurrentMonthOnly;
    if (
      exclusionDays === settings.ExclusionDays &&
      currentMonthOnly === settings.CurrentMonthOnly
    ) {
      return;
    }
    await saveLateFeeSettings(ctx, {
      query: undefined,
      params: undefined,
      body: {
        CommunityAgentId: input.communityAgentId,
        CodeIds: settings.CodeIds,
        ExclusionDays: exclusionDays,
        CurrentMonthOnly: currentMonthOnly,
      },
    });
  },
});
