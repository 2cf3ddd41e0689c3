import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { matchTotp, newTotpSecret, totpUri } from './totp';

// RFC 6238 appendix B, SHA-1: the key '12345678901234567890' in base32, and its 8-digit codes at
// the listed times; a 6-digit code is the last six digits.
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const vectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];
const now = 1_700_000_000;
const codeAt = (epoch: number) => generateSync({ secret: rfcSecret, epoch });

describe('TOTP', () => {
  it.each(vectors)('matches RFC 6238 at %i', async (time, code) => {
    expect(generateSync({ secret: rfcSecret, epoch: time, digits: 8 })).toBe(code);
    expect(await matchTotp(rfcSecret, code.slice(2), time)).toBe(Math.floor(time / 30));
  });

  it('accepts one step either side, and a step only once', async () => {
    const step = Math.floor(now / 30);
    expect(await matchTotp(rfcSecret, codeAt(now), now)).toBe(step);
    expect(await matchTotp(rfcSecret, codeAt(now - 30), now)).toBe(step - 1);
    expect(await matchTotp(rfcSecret, codeAt(now + 30), now)).toBe(step + 1);
    expect(await matchTotp(rfcSecret, codeAt(now - 60), now)).toBeNull();
    expect(await matchTotp(rfcSecret, codeAt(now + 60), now)).toBeNull();
    expect(await matchTotp(rfcSecret, codeAt(now), now, step)).toBeNull();
    expect(await matchTotp(rfcSecret, codeAt(now + 30), now, step)).toBe(step + 1);
    expect(await matchTotp(rfcSecret, '12345', now)).toBeNull();
    expect(await matchTotp(rfcSecret, 'abcdef', now)).toBeNull();
  });

  it('makes 20-byte base32 secrets and the otpauth URI authenticator apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(secret).not.toBe(newTotpSecret());
    const uri = new URL(totpUri('HOA Office', 'admin', rfcSecret));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/HOA Office:admin');
    expect(uri.searchParams.get('secret')).toBe(rfcSecret);
    expect(uri.searchParams.get('issuer')).toBe('HOA Office');
    // SHA-1, 6 digits and 30 seconds are the URI defaults, so otplib leaves them out.
    expect(uri.searchParams.get('algorithm') ?? 'SHA1').toBe('SHA1');
    expect(uri.searchParams.get('digits') ?? '6').toBe('6');
    expect(uri.searchParams.get('period') ?? '30').toBe('30');
  });
});
