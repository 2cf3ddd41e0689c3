import { describe, expect, it } from 'vitest';
import { advanceCheck, nextActionOn, ViolationStateStatus } from './records';

const level = (Sequence: number, Days: number, AdminFee: number, NoticeDays = 0) => ({
  Sequence,
  Days,
  AdminFee,
  NoticeDays,
  IsHearingRequired: false,
  IsDeleted: false,
});
const levels = [level(1, 0, 0), level(2, 14, 2500, 10), level(3, 30, 10_000, 14)];
const noNotice = { NoticeDeliveredOn: null, HearingHeldOn: null };

describe('violation advance', () => {
  it('follows the advance rule unless forced, and the notice guard either way', () => {
    const atOne = { CurrentSequence: 1, TakenOn: '2026-03-02' };
    expect(advanceCheck(levels, atOne, noNotice, '2026-03-10', false).Problem).toBe(
      'Level 2 is not due until 03/16/2026.',
    );
    expect(advanceCheck(levels, atOne, noNotice, '2026-03-10', true).Problem).toBe(
      'Level 2 posts a fine of $25.00: no notice of this violation has reached the owner yet.',
    );
    const notice = { NoticeDeliveredOn: '2026-03-04', HearingHeldOn: null };
    expect(advanceCheck(levels, atOne, notice, '2026-03-10', true).Problem).toBe(
      'Level 2 posts a fine of $25.00: the notice reached the owner on 03/04/2026 and needs 10 days, until 03/14/2026.',
    );
    expect(advanceCheck(levels, atOne, notice, '2026-03-16', false)).toEqual({
      Level: levels[1],
      Problem: null,
    });
  });

  it('takes the first level on the observed day and stops after the last', () => {
    const observed = { CurrentSequence: null, TakenOn: '2026-03-02' };
    expect(advanceCheck(levels, observed, noNotice, '2026-03-02', false).Level).toBe(levels[0]);
    expect(advanceCheck(levels, observed, noNotice, '2026-03-01', true).Problem).toBe(
      'The post date cannot be before the last action, taken on 03/02/2026.',
    );
    const atThree = { CurrentSequence: 3, TakenOn: '2026-04-20' };
    expect(advanceCheck(levels, atThree, noNotice, '2026-05-01', true).Problem).toBe(
      'This violation has taken the last level of its action process.',
    );
    expect(nextActionOn(levels, { CurrentSequence: 1, TakenOn: '2026-03-02' })).toBe('2026-03-16');
    expect(nextActionOn(levels, atThree)).toBeNull();
    expect(ViolationStateStatus).toEqual({ Open: 10, Resolved: 5, Closed: 9 });
  });
});
