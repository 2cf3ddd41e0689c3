import { describe, expect, it } from 'vitest';
import { commonCrons, describeCron } from './cron-hint';

describe('describeCron', () => {
  it('reads the common patterns in plain English', () => {
    expect(describeCron('0 0 * * *')).toBe('every day at midnight');
    expect(describeCron('30 6 * * 1')).toBe('every Monday at 6:30 AM');
    expect(describeCron('0 18 * * 1-5')).toBe('every weekday at 6:00 PM');
    expect(describeCron('0 0 1 * *')).toBe('the 1st of every month at midnight');
    expect(describeCron('0 12 22 * *')).toBe('the 22nd of every month at noon');
    expect(describeCron('0 0 11 * *')).toBe('the 11th of every month at midnight');
    expect(describeCron('15 * * * *')).toBe('every hour at minute 15');
    expect(describeCron('*/10 * * * *')).toBe('every 10 minutes');
    expect(describeCron('0 */4 * * *')).toBe('every 4 hours');
    expect(describeCron('0 9 15 4 *')).toBe('every year on April 15 at 9:00 AM');
  });

  it('says nothing of what it cannot read', () => {
    expect(describeCron('0 0 * *')).toBeNull();
    expect(describeCron('61 0 * * *')).toBeNull();
    expect(describeCron('0 0 1,15 * *')).toBeNull();
  });

  it('lists common patterns it reads as it says', () => {
    for (const { cron, meaning } of commonCrons) expect(describeCron(cron)).toBe(meaning);
  });
});
