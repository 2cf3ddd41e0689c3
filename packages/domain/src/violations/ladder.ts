// The violation ladder (issue 20): when the next level of an action process is due, which levels
// an open violation follows after its process is saved with ApplyToUntaken, and the statute-aware
// guard on levels that fine. Days are calendar days; a day is 'YYYY-MM-DD'.
import { formatDate, type IsoDate } from '../dates';
import { addDays } from '../ledger/periods';
import { formatCents } from '../money';
import { liveLevels, type LevelOrder, type TemplateLevelFields } from './action-processes';

/** Where a violation stands on its ladder. */
export interface LadderPosition {
  /** The Sequence of the last level it took; null before its first level. */
  CurrentSequence: number | null;
  /** The day it took that level; before its first level, the day it was observed. */
  TakenOn: IsoDate;
}

export interface DueLevel<L> {
  Level: L;
  /** The first day the level may run: TakenOn plus the level's Days. */
  DueOn: IsoDate;
  IsDue: boolean;
}

/** The first live level after the current one (the first level before any was taken). */
export function nextLevelOf<L extends LevelOrder>(
  levels: readonly L[],
  currentSequence: number | null,
): L | null {
  return liveLevels(levels).find((level) => level.Sequence > (currentSequence ?? 0)) ?? null;
}

/**
 * The advance rule: the next level is due once its Days have passed since the current level was
 * taken (counted in calendar days: Days 14 after a level taken on March 1 is due March 15; Days 0
 * is due the same day). Null when the violation has taken the last level.
 */
export function nextLevelDue<L extends LevelOrder & Pick<TemplateLevelFields, 'Days'>>(
  levels: readonly L[],
  position: LadderPosition,
  today: IsoDate,
): DueLevel<L> | null {
  const level = nextLevelOf(levels, position.CurrentSequence);
  if (!level) return null;
  const dueOn = addDays(position.TakenOn, level.Days);
  return { Level: level, DueOn: dueOn, IsDue: today >= dueOn };
}

/** A violation's ladder: the levels it took (history) and the ones it has still to take. */
export interface ViolationLadder<L> {
  Taken: readonly L[];
  Untaken: readonly L[];
}

/**
 * ApplyToUntaken (spec 3 §3, the save payload's flag). Saving a process changes its template
 * levels; an open violation keeps the levels it has taken whatever the save does. With
 * ApplyToUntaken, a violation that has taken n levels continues with the saved process's live
 * levels n+1..m (in their renumbered Sequence), so a level added, removed, moved or edited beyond
 * the n it took applies to it. Without it, the violation keeps the untaken levels it had, and the
 * saved levels apply only to violations recorded afterwards.
 */
export function ladderAfterSave<L extends LevelOrder>(
  ladder: ViolationLadder<L>,
  savedLevels: readonly L[],
  applyToUntaken: boolean,
): ViolationLadder<L> {
  if (!applyToUntaken) return ladder;
  const takenCount = ladder.Taken.length;
  return {
    Taken: ladder.Taken,
    Untaken: liveLevels(savedLevels).filter((_, i) => i >= takenCount),
  };
}

/** What the fine guard needs to know about a violation at the level about to run. */
export interface FineGuardFacts {
  Level: Pick<
    TemplateLevelFields,
    'Sequence' | 'Days' | 'AdminFee' | 'NoticeDays' | 'IsHearingRequired'
  >;
  /** The day the violation took its previous level (or was observed, before its first level). */
  TakenOn: IsoDate;
  /**
   * The day a notice of this violation (an earlier level's letter) reached the owner, as the
   * delivery ledger records it; null if none has.
   */
  NoticeDeliveredOn: IsoDate | null;
  /** The day a hearing on the violation was held; null if none was. */
  HearingHeldOn: IsoDate | null;
  Today: IsoDate;
}

export const FineGuardMessages = {
  waitingDays: (sequence: number, fee: string, dueOn: IsoDate) =>
    `Level ${sequence} posts a fine of ${fee}: its waiting days end on ${formatDate(dueOn)}.`,
  noNotice: (sequence: number, fee: string) =>
    `Level ${sequence} posts a fine of ${fee}: no notice of this violation has reached the owner yet.`,
  noticeDays: (sequence: number, fee: string, deliveredOn: IsoDate, days: number, from: IsoDate) =>
    `Level ${sequence} posts a fine of ${fee}: the notice reached the owner on ` +
    `${formatDate(deliveredOn)} and needs ${days} days, until ${formatDate(from)}.`,
  noHearing: (sequence: number, fee: string) =>
    `Level ${sequence} posts a fine of ${fee}: a hearing must be held after the notice first.`,
} as const;

/**
 * The statute-aware guard (issue 20): a level that fines (AdminFee above 0) may run only once
 * its waiting Days have passed since the previous level, a notice of the violation has reached
 * the owner at least NoticeDays days before, and, where the level requires one, a hearing was
 * held on or after the notice's delivery and not after today. A level without a fine is not
 * guarded (the advance rule alone decides). Null when the level may fine, else why not.
 */
export function fineGuardProblem(facts: FineGuardFacts): string | null {
  const { Level: level, Today: today } = facts;
  if (level.AdminFee <= 0) return null;
  const M = FineGuardMessages;
  const fee = formatCents(level.AdminFee);
  const dueOn = addDays(facts.TakenOn, level.Days);
  if (today < dueOn) return M.waitingDays(level.Sequence, fee, dueOn);
  const delivered = facts.NoticeDeliveredOn;
  if (delivered === null || delivered > today) return M.noNotice(level.Sequence, fee);
  const noticeEnds = addDays(delivered, level.NoticeDays);
  if (today < noticeEnds)
    return M.noticeDays(level.Sequence, fee, delivered, level.NoticeDays, noticeEnds);
  const hearing = facts.HearingHeldOn;
  if (level.IsHearingRequired && (hearing === null || hearing < delivered || hearing > today))
    return M.noHearing(level.Sequence, fee);
  return null;
}
