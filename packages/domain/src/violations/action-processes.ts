// Action processes and their template levels (spec 3 §3 'Action process and levels', §4 'Action
// processes', §5 'Action process', §6, §8 'Action process'). A violation (CCR record) climbs the
// levels of its code's action process: each level waits its Days, sends its letter and may post
// its AdminFee as a fine. The ladder itself (when a level is due, when it may fine) is in
// ./ladder.ts.
import type { Cents } from '../money';
import { MaxMoneyCents } from '../money';

export const ActionProcessLimits = {
  ActionProcessName: 100,
  LevelName: 100,
  /** Ten years of waiting or notice days: more is a typing mistake, not a covenant. */
  Days: 3650,
  Levels: 50,
} as const;

export const ActionProcessMessages = {
  /** Spec 3 §8: the text of every refused save; the reason follows it. */
  notSaved: 'Action Process was not saved.',
  /** Spec 3 §6: the access check itself failed. */
  permissionsNotVerified: 'Permissions cannot be verified.',
  nameRequired: 'Action Process Name is required.',
  levelRequired: 'At least one level is required.',
  levelNameRequired: (sequence: number) => `Level ${sequence}: Level Name is required.`,
  daysNegative: (sequence: number) => `Level ${sequence}: Days must be 0 or more.`,
  adminFeeNegative: (sequence: number) => `Level ${sequence}: Admin Fee must be 0 or more.`,
  noticeDaysNegative: (sequence: number) => `Level ${sequence}: Notice Days must be 0 or more.`,
  tooManyDays: (sequence: number) =>
    `Level ${sequence}: Days and Notice Days cannot exceed ${ActionProcessLimits.Days}.`,
  adminFeeTooLarge: (sequence: number) => `Level ${sequence}: Admin Fee is too large.`,
  tooManyLevels: `An action process has at most ${ActionProcessLimits.Levels} levels.`,
  /** Spec 3 §8 names an unauthorized message without its text; this is ours. */
  notAuthorized: (action: string) => `You are not authorized to ${action} action processes.`,
  inUse: (codeCount: number) =>
    `This action process is assigned to ${codeCount} CCR code${codeCount === 1 ? '' : 's'}. ` +
    'Reassign the codes to another action process, then delete it.',
  reassignToItself: 'Choose another action process to reassign the codes to.',
  notCcrProcess: 'The action process is not a CCR action process of this community.',
  notCcrCode: 'Only CCR codes of the action process’s community can be assigned to it.',
  levelNotOfProcess: 'A level does not belong to this action process.',
  templateNotUsable: (levelSequence: number) =>
    `Level ${levelSequence}: the letter template must be a CCR_Letter template the community uses.`,
  noTargetCommunity: 'Choose at least one other community to copy the action process to.',
} as const;

/**
 * What the access check (CcrAction/CheckUserAccess) is asked about: the spec's edit, assign and
 * delete, plus adding and copying, which make processes.
 */
export const ActionProcessActions = ['Add', 'Edit', 'Assign', 'Delete', 'Copy'] as const;
export type ActionProcessAction = (typeof ActionProcessActions)[number];

/** The ccrviolations level each action needs (spec 3 §6 'Editing violations needs update'). */
export const ActionProcessActionLevels = {
  Add: 'create',
  Edit: 'update',
  Assign: 'update',
  Delete: 'delete',
  Copy: 'create',
} as const satisfies Record<ActionProcessAction, 'create' | 'update' | 'delete'>;

/** A template level as the rules see it; the wire's TemplateLevel has these fields. */
export interface TemplateLevelFields {
  /** Absent (or null) for a level not saved yet. */
  TemplateLevelId?: number | null | undefined;
  Sequence: number;
  LevelName: string;
  /** Calendar days to wait after the previous level (or the violation's observation) was taken. */
  Days: number;
  /** The fine posted to the owner when the level runs, in cents; 0 for a letter-only level. */
  AdminFee: Cents;
  /** The level's letter: a CCR_Letter template; null for a level that sends none. */
  TopsTemplateId: number | null;
  /** Calendar days a notice must have reached the owner before this level may fine. */
  NoticeDays: number;
  /** A hearing must be held after the notice before this level may fine. */
  IsHearingRequired: boolean;
  IsDeleted: boolean;
}

/** What ordering a list of levels needs. */
export interface LevelOrder {
  TemplateLevelId?: number | null | undefined;
  Sequence: number;
  IsDeleted: boolean;
}

/** The levels that count, in Sequence order (a tie keeps the given order). */
export function liveLevels<L extends LevelOrder>(levels: readonly L[]): L[] {
  return levels
    .map((level, index) => ({ level, index }))
    .filter(({ level }) => !level.IsDeleted)
    .sort((a, b) => a.level.Sequence - b.level.Sequence || a.index - b.index)
    .map(({ level }) => level);
}

/**
 * Spec 3 §4: Sequence is renumbered 1..n over the non-deleted levels, in their Sequence order.
 * Deleted levels follow, as they were.
 */
export function renumberLevels<L extends LevelOrder>(levels: readonly L[]): L[] {
  const live = liveLevels(levels).map((level, i) =>
    level.Sequence === i + 1 ? level : { ...level, Sequence: i + 1 },
  );
  return [...live, ...levels.filter((level) => level.IsDeleted)];
}

/** A new level at the end of the process. */
export function addLevel<L extends LevelOrder>(levels: readonly L[], level: L): L[] {
  const live = liveLevels(levels);
  return renumberLevels([...levels, { ...level, IsDeleted: false, Sequence: live.length + 1 }]);
}

/**
 * Removes the live level at `sequence`: a saved level is soft-deleted (kept, IsDeleted, so the
 * violations that took it keep their history); one never saved is dropped. The rest renumber.
 */
export function removeLevel<L extends LevelOrder>(levels: readonly L[], sequence: number): L[] {
  const target = liveLevels(levels).find((level) => level.Sequence === sequence);
  if (!target) return renumberLevels(levels);
  const kept = levels.flatMap((level) => {
    if (level !== target) return [level];
    return level.TemplateLevelId ? [{ ...level, IsDeleted: true }] : [];
  });
  return renumberLevels(kept);
}

/** Moves the live level at `sequence` one place up (-1) or down (1); at an end nothing moves. */
export function moveLevel<L extends LevelOrder>(
  levels: readonly L[],
  sequence: number,
  direction: -1 | 1,
): L[] {
  const live = liveLevels(levels);
  const from = live.findIndex((level) => level.Sequence === sequence);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= live.length) return renumberLevels(levels);
  const order = [...live];
  const [moved] = order.splice(from, 1);
  if (moved) order.splice(to, 0, moved);
  return renumberLevels([
    ...order.map((level, i) => ({ ...level, Sequence: i + 1 })),
    ...levels.filter((level) => level.IsDeleted),
  ]);
}

export interface ActionProcessInput {
  ActionProcessName: string;
  TemplateLevels: readonly TemplateLevelFields[];
}

export interface ActionProcessProblem {
  /** The field: ActionProcessName, TemplateLevels, or TemplateLevels.{index}.{field}. */
  field: string;
  message: string;
}

/**
 * Spec 3 §5 'Action process': the name is required and at least one level; a level needs a
 * name, Days at least 0 and AdminFee at least 0 (and, ours, Notice Days at least 0 and sane
 * bounds). Levels are named by their Sequence after renumbering; `index` is the level's place in
 * the given list, for the field.
 */
export function actionProcessProblems(input: ActionProcessInput): ActionProcessProblem[] {
  const M = ActionProcessMessages;
  const problems: ActionProcessProblem[] = [];
  if (input.ActionProcessName.trim() === '')
    problems.push({ field: 'ActionProcessName', message: M.nameRequired });
  const live = liveLevels(input.TemplateLevels);
  if (live.length === 0) problems.push({ field: 'TemplateLevels', message: M.levelRequired });
  if (live.length > ActionProcessLimits.Levels)
    problems.push({ field: 'TemplateLevels', message: M.tooManyLevels });
  live.forEach((level, i) => {
    const sequence = i + 1;
    const field = (name: string) => `TemplateLevels.${input.TemplateLevels.indexOf(level)}.${name}`;
    if (level.LevelName.trim() === '')
      problems.push({ field: field('LevelName'), message: M.levelNameRequired(sequence) });
    if (level.Days < 0) problems.push({ field: field('Days'), message: M.daysNegative(sequence) });
    else if (level.Days > ActionProcessLimits.Days)
      problems.push({ field: field('Days'), message: M.tooManyDays(sequence) });
    if (level.AdminFee < 0)
      problems.push({ field: field('AdminFee'), message: M.adminFeeNegative(sequence) });
    else if (level.AdminFee > MaxMoneyCents)
      problems.push({ field: field('AdminFee'), message: M.adminFeeTooLarge(sequence) });
    if (level.NoticeDays < 0)
      problems.push({ field: field('NoticeDays'), message: M.noticeDaysNegative(sequence) });
    else if (level.NoticeDays > ActionProcessLimits.Days)
      problems.push({ field: field('NoticeDays'), message: M.tooManyDays(sequence) });
  });
  return problems;
}

/** The message of a refused save: the spec's text, then the first reason. */
export function actionProcessNotSavedMessage(reason: string): string {
  return `${ActionProcessMessages.notSaved} ${reason}`;
}
