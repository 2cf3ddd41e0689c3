import { describe, expect, it } from 'vitest';
import { lastSignInNotice } from './last-sign-in';

const time = (iso: string) => iso.slice(0, 16).replace('T', ' ');

describe('the last sign-in notice', () => {
  it('tells the first sign-in', () => {
    expect(lastSignInNotice({ at: null, address: null, failedAttemptsSince: 0 }, time)).toEqual({
      text: 'This is your first sign-in.',
      warning: false,
    });
  });
  it('tells the previous sign-in, and warns of failed attempts since', () => {
    const at = '2026-11-27T08:15:00.000Z';
    expect(lastSignInNotice({ at, address: '10.0.0.7', failedAttemptsSince: 0 }, time)).toEqual({
      text: 'Last sign-in: 2026-11-27 08:15 from 10.0.0.7.',
      warning: false,
    });
    expect(lastSignInNotice({ at, address: '10.0.0.7', failedAttemptsSince: 3 }, time)).toEqual({
      text: 'Last sign-in: 2026-11-27 08:15 from 10.0.0.7. 3 failed sign-in attempts since then.',
      warning: true,
    });
  });
});
