// Violation records (issue 20, part 2): an item of type 37 with its property and owner, CCR code,
// observed date and the ladder of its code's action process. States are the spec's (spec 3 §4
// 'Violations'): Open, resolved or closed; an item's status follows its state.
import { formatDate, type IsoDate } from '../dates';
import { StatusId } from '../static-data/statuses';
import type { LevelOrder, TemplateLevelFields } from './action-processes';
import { fineGuardProblem, nextLevelDue, type FineGuardFacts, type LadderPosition } from './ladder';

export const ViolationStates = ['Open', 'Resolved', 'Closed'] as const;
export type ViolationState = (typeof ViolationStates)[number];

/** The item status of each state: Open 10, Complete 5 (resolved, cured), Closed 9. */
export const ViolationStateStatus = {
  Open: StatusId.Open,
  Resolved: StatusId.Complete,
  Closed: StatusId.Closed,
} as const satisfies Record<ViolationState, number>;

/** The next-action dates the add screen offers: 15, 30 or 90 days after the observation. */
export const NextActionDayOptions = [15, 30, 90] as const;

export const ViolationLimits = { Description: 4000 } as const;

export const ViolationMessages = {
  /** Spec 3 §8: the advance succeeded. */
  advanced: 'CCR Action has been processed and advanced to next level.',
  /** Spec 3 §8: the advance confirmation. */
  advanceConfirm: 'Are you sure you want to forcibly advance this violation to the next level?',
  /** Spec 3 §8: the resolve succeeded. */
  resolved: 'CCR Violation has been Closed.',
  advanceFailed: 'Error processing the request.',
  propertyNotInCommunity: 'The property is not a property of this community.',
  ownerNotOfProperty: 'The owner is not an owner of this property.',
  noOwner: 'The property has no owner to cite.',
  notCcrCode: 'The code is not a CCR code of this community.',
  descriptionRequired: 'Description is required.',
  nextActionBeforeObserved: 'The next action date cannot be before the observed date.',
  observedInFuture: 'The observed date cannot be in the future.',
  notOpen: (state: ViolationState) => `This violation is ${state}, not Open.`,
  alreadyOpen: 'This violation is already Open.',
  noProcess: 'The violation’s CCR code follows no action process.',
  lastLevelTaken: 'This violation has taken the last level of its action process.',
  notDue: (sequence: number, dueOn: IsoDate) =>
    `Level ${sequence} is not due until ${formatDate(dueOn)}.`,
  postDateBeforeLastAction: (takenOn: IsoDate) =>
    `The post date cannot be before the last action, taken on ${formatDate(takenOn)}.`,
  noFineAccounts: (codeAlias: string) =>
    `The CCR code ${codeAlias} needs a receivable and an income account to post a fine.`,
  nothingToUndo: 'This violation has taken no action to undo.',
  notViolationFine: 'This transaction is not the fine of a violation.',
  confirmRemoveFine: (fine: string) =>
    `Remove the fine of ${fine}? Its charge is reversed on the owner’s ledger; the level stays taken.`,
} as const;

/** The level to take and why it may not run (null when it may), for an advance on `postDate`. */
export interface AdvanceCheck<L> {
  Level: L | null;
  Problem: string | null;
}

type AdvanceLevel = LevelOrder &
  Pick<TemplateLevelFields, 'Days' | 'AdminFee' | 'NoticeDays' | 'IsHearingRequired'>;

/**
 * Whether the violation may take its next level on `postDate`. ProcessCcrAction follows the
 * advance rule (the level's Days since the last action) and the fine and notice guard. A forced
 * advance (ViolationForciblyMoveToNextLevel, after the spec's confirmation) skips the Days wait:
 * the manager decided the owner has had time. It does not skip the notice guard of a level that
 * fines: the notice must have reached the owner NoticeDays before and a required hearing must
 * have been held, as the statute asks whoever advances.
 */
export function advanceCheck<L extends AdvanceLevel>(
  levels: readonly L[],
  position: LadderPosition,
  notice: Pick<FineGuardFacts, 'NoticeDeliveredOn' | 'HearingHeldOn'>,
  postDate: IsoDate,
  forced: boolean,
): AdvanceCheck<L> {
  const M = ViolationMessages;
  if (postDate < position.TakenOn)
    return { Level: null, Problem: M.postDateBeforeLastAction(position.TakenOn) };
  const due = nextLevelDue(levels, position, postDate);
  if (!due) return { Level: null, Problem: M.lastLevelTaken };
  if (!forced && !due.IsDue)
    return { Level: due.Level, Problem: M.notDue(due.Level.Sequence, due.DueOn) };
  const level = forced ? { ...due.Level, Days: 0 } : due.Level;
  const problem = fineGuardProblem({
    Level: level,
    TakenOn: position.TakenOn,
    Today: postDate,
    ...notice,
  });
  return { Level: due.Level, Problem: problem };
}

/** The day the level after the current one falls due, null after the last. */
export function nextActionOn(
  levels: readonly AdvanceLevel[],
  position: LadderPosition,
): IsoDate | null {
  const due = nextLevelDue(levels, position, position.TakenOn);
  return due ? due.DueOn : null;
}
