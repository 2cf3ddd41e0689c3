import { describe, expect, it } from 'vitest';
import { ErrorCatalogue, errorMessage } from '../error-codes';
import { ActionProcessTypeId } from '../static-data/request-enums';
import {
  ActionProcessActionLevels,
  ActionProcessMessages,
  actionProcessNotSavedMessage,
  actionProcessProblems,
  addLevel,
  liveLevels,
  moveLevel,
  removeLevel,
  renumberLevels,
  type TemplateLevelFields,
} from './action-processes';

const level = (
  sequence: number,
  name: string,
  more: Partial<TemplateLevelFields> = {},
): TemplateLevelFields => ({
  Sequence: sequence,
  LevelName: name,
  Days: 0,
  AdminFee: 0,
  TopsTemplateId: null,
  NoticeDays: 0,
  IsHearingRequired: false,
  IsDeleted: false,
  ...more,
});

// The process: a letter; a letter and a $25 fine after 14 days; $100 after 30.
const threeLevels = [
  level(1, 'Courtesy letter', { TemplateLevelId: 11 }),
  level(2, 'Second notice', { TemplateLevelId: 12, Days: 14, AdminFee: 2500, NoticeDays: 10 }),
  level(3, 'Final notice', { TemplateLevelId: 13, Days: 30, AdminFee: 10000, NoticeDays: 14 }),
];
const names = (levels: readonly TemplateLevelFields[]) =>
  levels.map((l) => `${l.Sequence} ${l.LevelName}${l.IsDeleted ? ' (deleted)' : ''}`);

describe('action process levels (spec 3 §4 Action processes)', () => {
  it('has the spec’s process types and texts', () => {
    expect(ActionProcessTypeId).toEqual({ Ccr: 10, Arc: 13 });
    expect(ActionProcessMessages.notSaved).toBe('Action Process was not saved.');
    expect(ActionProcessMessages.permissionsNotVerified).toBe('Permissions cannot be verified.');
    expect(ActionProcessActionLevels).toEqual({
      Add: 'create',
      Edit: 'update',
      Assign: 'update',
      Delete: 'delete',
      Copy: 'create',
    });
  });

  it('renumbers Sequence 1..n over the non-deleted levels, in their order', () => {
    const gappy = [
      level(7, 'Last'),
      level(2, 'First'),
      level(3, 'Gone', { IsDeleted: true, TemplateLevelId: 5 }),
      level(4, 'Middle'),
    ];
    expect(names(renumberLevels(gappy))).toEqual([
      '1 First',
      '2 Middle',
      '3 Last',
      '3 Gone (deleted)',
    ]);
    expect(names(liveLevels(gappy))).toEqual(['2 First', '4 Middle', '7 Last']);
    // Already numbered: the same objects come back.
    expect(renumberLevels(threeLevels)[0]).toBe(threeLevels[0]);
  });

  it('adds a level at the end', () => {
    const added = addLevel(threeLevels, level(0, 'Hearing notice'));
    expect(names(added)).toEqual([
      '1 Courtesy letter',
      '2 Second notice',
      '3 Final notice',
      '4 Hearing notice',
    ]);
  });

  it('soft-deletes a saved level and drops an unsaved one, renumbering the rest', () => {
    const deleted = removeLevel(threeLevels, 2);
    expect(names(deleted)).toEqual([
      '1 Courtesy letter',
      '2 Final notice',
      '2 Second notice (deleted)',
    ]);
    expect(deleted.find((l) => l.LevelName === 'Second notice')?.TemplateLevelId).toBe(12);
    const withNew = addLevel(threeLevels, level(0, 'Draft'));
    expect(names(removeLevel(withNew, 4))).toEqual(names(threeLevels));
    // No live level at that sequence: nothing changes.
    expect(names(removeLevel(threeLevels, 9))).toEqual(names(threeLevels));
  });

  it('reorders up and down, and not past either end', () => {
    expect(names(moveLevel(threeLevels, 3, -1))).toEqual([
      '1 Courtesy letter',
      '2 Final notice',
      '3 Second notice',
    ]);
    expect(names(moveLevel(threeLevels, 1, 1))).toEqual([
      '1 Second notice',
      '2 Courtesy letter',
      '3 Final notice',
    ]);
    expect(names(moveLevel(threeLevels, 1, -1))).toEqual(names(threeLevels));
    expect(names(moveLevel(threeLevels, 3, 1))).toEqual(names(threeLevels));
    // A deleted level in between is skipped over.
    const withDeleted = removeLevel(threeLevels, 2);
    expect(names(moveLevel(withDeleted, 2, -1))).toEqual([
      '1 Final notice',
      '2 Courtesy letter',
      '2 Second notice (deleted)',
    ]);
  });
});

describe('action process validation (spec 3 §5 Action process)', () => {
  const problems = (name: string, levels: TemplateLevelFields[]) =>
    actionProcessProblems({ ActionProcessName: name, TemplateLevels: levels });

  it('accepts the three-level process', () => {
    expect(problems('Standard CC&R', threeLevels)).toEqual([]);
  });

  it('requires a name and at least one live level', () => {
    expect(problems('  ', threeLevels)).toEqual([
      { field: 'ActionProcessName', message: 'Action Process Name is required.' },
    ]);
    expect(problems('Empty', [])).toEqual([
      { field: 'TemplateLevels', message: 'At least one level is required.' },
    ]);
    expect(problems('Only deleted', [level(1, 'Gone', { IsDeleted: true })])).toEqual([
      { field: 'TemplateLevels', message: 'At least one level is required.' },
    ]);
  });

  it('names each level’s problem by its renumbered Sequence and its field by its place', () => {
    const bad = [
      level(1, 'Deleted', { IsDeleted: true, Days: -9 }),
      level(5, ' ', { Days: -1 }),
      level(6, 'Fine', { AdminFee: -100, NoticeDays: -2 }),
      level(7, 'Long', { Days: 3651 }),
    ];
    expect(problems('Bad', bad)).toEqual([
      { field: 'TemplateLevels.1.LevelName', message: 'Level 1: Level Name is required.' },
      { field: 'TemplateLevels.1.Days', message: 'Level 1: Days must be 0 or more.' },
      { field: 'TemplateLevels.2.AdminFee', message: 'Level 2: Admin Fee must be 0 or more.' },
      { field: 'TemplateLevels.2.NoticeDays', message: 'Level 2: Notice Days must be 0 or more.' },
      {
        field: 'TemplateLevels.3.Days',
        message: 'Level 3: Days and Notice Days cannot exceed 3650.',
      },
    ]);
  });

  it('refuses a save with the spec’s text followed by the reason', () => {
    expect(actionProcessNotSavedMessage('At least one level is required.')).toBe(
      'Action Process was not saved. At least one level is required.',
    );
    expect(ErrorCatalogue.ActionProcessNotSaved.status).toBe(400);
    expect(errorMessage('ActionProcessNotSaved', 'Action Process Name is required.')).toBe(
      'Action Process was not saved. Action Process Name is required.',
    );
    expect(ErrorCatalogue.ActionProcessInUse.status).toBe(409);
    expect(errorMessage('ActionProcessInUse', 2)).toBe(
      'This action process is assigned to 2 CCR codes. Reassign the codes to another action ' +
        'process, then delete it.',
    );
  });
});
