import { afterEach, describe, expect, it, vi } from 'vitest';
import { csrfHeaders, forgetSession, hasSession, readCsrfToken } from './session-cookie';

describe('session cookie in the page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the CSRF cookie back in a header on state-changing calls only', () => {
    vi.stubGlobal('document', { cookie: 'other=1; hoa_csrf=abc-123_x; more=2' });
    expect(readCsrfToken()).toBe('abc-123_x');
    expect(hasSession()).toBe(true);
    for (const method of ['POST', 'PUT', 'DELETE', 'patch'])
      expect(csrfHeaders(method)).toEqual({ 'X-CSRF-Token': 'abc-123_x' });
    expect(csrfHeaders('GET')).toEqual({});
    expect(csrfHeaders('HEAD')).toEqual({});
  });

  it('knows no session without the cookie, and forgets it by expiring the cookie', () => {
    const page = { cookie: 'other=1' };
    vi.stubGlobal('document', page);
    expect(hasSession()).toBe(false);
    expect(csrfHeaders('POST')).toEqual({});
    forgetSession();
    expect(page.cookie).toBe('hoa_csrf=; Max-Age=0; Path=/; Secure; SameSite=Strict');
  });
});
