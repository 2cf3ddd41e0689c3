import { describe, expect, it } from 'vitest';
import { removeLevel, moveLevel, addLevel, type TemplateLevelFields } from './action-processes';
import {
  fineGuardProblem,
  ladderAfterSave,
  nextLevelDue,
  nextLevelOf,
  type FineGuardFacts,
} from './ladder';

const level = (
  sequence: number,
  name: string,
  more: Partial<TemplateLevelFields> = {},
): TemplateLevelFields => ({
  TemplateLevelId: sequence * 10,
  Sequence: sequence,
  LevelName: name,
  Days: 0,
  AdminFee: 0,
  TopsTemplateId: 4,
  NoticeDays: 0,
  IsHearingRequired: false,
  IsDeleted: false,
  ...more,
});

// The process: a letter; a letter and a $25 fine after 14 days; $100 after 30.
const levels = [
  level(1, 'Courtesy letter'),
  level(2, 'Second notice', { Days: 14, AdminFee: 2500, NoticeDays: 10 }),
  level(3, 'Final notice', { Days: 30, AdminFee: 10000, NoticeDays: 14, IsHearingRequired: true }),
];

describe('the advance rule (Days in calendar days)', () => {
  it('makes the first level due on the day observed when its Days are 0', () => {
    const due = nextLevelDue(
      levels,
      { CurrentSequence: null, TakenOn: '2026-03-01' },
      '2026-03-01',
    );
    expect(due).toMatchObject({ DueOn: '2026-03-01', IsDue: true });
    expect(due?.Level.LevelName).toBe('Courtesy letter');
  });

  it('waits the next level’s Days after the current level was taken, across months', () => {
    const at1 = { CurrentSequence: 1, TakenOn: '2026-02-20' };
    expect(nextLevelDue(levels, at1, '2026-03-05')).toMatchObject({
      DueOn: '2026-03-06',
      IsDue: false,
    });
    expect(nextLevelDue(levels, at1, '2026-03-06')?.IsDue).toBe(true);
    const at2 = { CurrentSequence: 2, TakenOn: '2026-03-06' };
    expect(nextLevelDue(levels, at2, '2026-04-04')).toMatchObject({
      DueOn: '2026-04-05',
      IsDue: false,
    });
    expect(nextLevelDue(levels, at2, '2026-04-05')?.Level.LevelName).toBe('Final notice');
  });

  it('has nothing due after the last level, and skips deleted levels', () => {
    expect(nextLevelDue(levels, { CurrentSequence: 3, TakenOn: '2026-01-01' }, '2027-01-01')).toBe(
      null,
    );
    const withoutSecond = removeLevel(levels, 2);
    expect(nextLevelOf(withoutSecond, 1)?.LevelName).toBe('Final notice');
  });
});

describe('ApplyToUntaken', () => {
  const ladder = { Taken: levels.slice(0, 1), Untaken: levels.slice(1) };

  it('leaves open violations as they were without it', () => {
    const saved = removeLevel(levels, 2);
    expect(ladderAfterSave(ladder, saved, false)).toBe(ladder);
  });

  it('changes only the levels a violation has not taken', () => {
    // Level 2 deleted and a hearing notice added at the end.
    const saved = addLevel(removeLevel(levels, 2), level(0, 'Hearing notice', { Days: 7 }));
    const after = ladderAfterSave(ladder, saved, true);
    expect(after.Taken).toBe(ladder.Taken);
    expect(after.Untaken.map((l) => `${l.Sequence} ${l.LevelName}`)).toEqual([
      '2 Final notice',
      '3 Hearing notice',
    ]);
    // A level moved into the part already taken does not reach back: taken history stays.
    const moved = moveLevel(levels, 3, -1);
    expect(ladderAfterSave(ladder, moved, true).Untaken.map((l) => l.LevelName)).toEqual([
      'Final notice',
      'Second notice',
    ]);
    const finished = { Taken: levels, Untaken: [] };
    expect(ladderAfterSave(finished, saved, true).Untaken).toEqual([]);
  });
});

describe('the fine and notice guard', () => {
  const second = levels[1];
  const final = levels[2];
  const facts = (more: Partial<FineGuardFacts>): FineGuardFacts => ({
    Level: second,
    TakenOn: '2026-03-01',
    NoticeDeliveredOn: '2026-03-03',
    HearingHeldOn: null,
    Today: '2026-03-15',
    ...more,
  });

  it('does not guard a level without a fine', () => {
    expect(fineGuardProblem(facts({ Level: levels[0], NoticeDeliveredOn: null }))).toBe(null);
  });

  it('lets a fine run once its Days and the notice days have passed', () => {
    expect(fineGuardProblem(facts({}))).toBe(null);
  });

  it('refuses a fine before its waiting days have passed', () => {
    expect(fineGuardProblem(facts({ Today: '2026-03-14' }))).toBe(
      'Level 2 posts a fine of $25.00: its waiting days end on 03/15/2026.',
    );
  });

  it('refuses a fine before any notice was delivered', () => {
    expect(fineGuardProblem(facts({ NoticeDeliveredOn: null }))).toBe(
      'Level 2 posts a fine of $25.00: no notice of this violation has reached the owner yet.',
    );
    // A delivery recorded for a later day has not happened yet.
    expect(fineGuardProblem(facts({ NoticeDeliveredOn: '2026-03-16' }))).toContain('no notice');
  });

  it('refuses a fine until the notice has had its notice days', () => {
    expect(fineGuardProblem(facts({ NoticeDeliveredOn: '2026-03-10' }))).toBe(
      'Level 2 posts a fine of $25.00: the notice reached the owner on 03/10/2026 and needs 10 ' +
        'days, until 03/20/2026.',
    );
    expect(fineGuardProblem(facts({ NoticeDeliveredOn: '2026-03-10', Today: '2026-03-20' }))).toBe(
      null,
    );
  });

  it('requires a hearing after the notice where the level says so', () => {
    const base = {
      Level: final,
      TakenOn: '2026-03-15',
      NoticeDeliveredOn: '2026-03-17',
      Today: '2026-04-20',
    };
    expect(fineGuardProblem(facts(base))).toBe(
      'Level 3 posts a fine of $100.00: a hearing must be held after the notice first.',
    );
    expect(fineGuardProblem(facts({ ...base, HearingHeldOn: '2026-03-10' }))).toContain(
      'a hearing must be held',
    );
    expect(fineGuardProblem(facts({ ...base, HearingHeldOn: '2026-04-21' }))).toContain(
      'a hearing must be held',
    );
    expect(fineGuardProblem(facts({ ...base, HearingHeldOn: '2026-04-01' }))).toBe(null);
  });
});
