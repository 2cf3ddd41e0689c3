import { beforeAll, describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  counterMessage,
  matchTotp,
  otpauthUri,
  totpCode,
  type HmacSha1,
} from './totp';
import {
  cancelReasonProblem,
  FundsTransferMessages as M,
  fundsTransferProblem,
} from './funds-transfer';
import { PositivePayMessages, writePositivePayCsv, writePositivePayFixed } from './positive-pay';

const rfcKey = new TextEncoder().encode('12345678901234567890');

// The domain is pure and its HMAC synchronous: the test works the digests out beforehand with
// Web Crypto for the counters it will ask for, and hands the domain a lookup.
const digests = new Map<string, Uint8Array>();
const hexOf = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const hmac: HmacSha1 = (message) => {
  const digest = digests.get(hexOf(message));
  if (!digest) throw new Error(`no digest for ${hexOf(message)}`);
  return digest;
};
async function prepare(times: readonly number[]): Promise<void> {
  const key = await crypto.subtle.importKey('raw', rfcKey, { name: 'HMAC', hash: 'SHA-1' }, false, [
    'sign',
  ]);
  for (const time of times) {
    const message = counterMessage(Math.floor(time / 30));
    digests.set(hexOf(message), new Uint8Array(await crypto.subtle.sign('HMAC', key, message)));
  }
}
const now = 1_700_000_000;

describe('TOTP', () => {
  // RFC 6238 appendix B, SHA-1: the 8-digit codes of the test key at the listed times.
  const vectors: [number, string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];
  beforeAll(() =>
    prepare([...vectors.map(([t]) => t), now - 90, now - 60, now - 30, now, now + 30, now + 60]),
  );
  it.each(vectors)('matches RFC 6238 at %i', (time, code) => {
    expect(totpCode(hmac, time, 8)).toBe(code);
    expect(totpCode(hmac, time)).toBe(code.slice(2));
  });

  it('accepts one step either side, and a step only once', () => {
    const step = Math.floor(now / 30);
    expect(matchTotp(hmac, totpCode(hmac, now - 30), now)).toBe(step - 1);
    expect(matchTotp(hmac, totpCode(hmac, now + 30), now)).toBe(step + 1);
    expect(matchTotp(hmac, totpCode(hmac, now - 60), now)).toBeNull();
    expect(matchTotp(hmac, totpCode(hmac, now), now, step)).toBeNull();
    expect(matchTotp(hmac, '12345', now)).toBeNull();
  });

  it('encodes the secret as base32 and builds the otpauth URI', () => {
    expect(base32Encode(rfcKey)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(rfcKey);
    expect(base32Decode('not base32!')).toBeNull();
    expect(otpauthUri('HOA Office', 'admin', 'ABC')).toBe(
      'otpauth://totp/HOA%20Office%3Aadmin?secret=ABC&issuer=HOA+Office&algorithm=SHA1&digits=6&period=30',
    );
  });
});

describe('funds transfer validations', () => {
  const ok = { fromBankAccountId: 1, toBankAccountId: 2, amountCents: 500, reference: 'Move' };
  it('needs both accounts, a positive amount within the balance and a short reference', () => {
    expect(fundsTransferProblem(ok, 500)).toBeNull();
    expect(fundsTransferProblem({ ...ok, fromBankAccountId: null }, 500)).toBe(M.fromRequired);
    expect(fundsTransferProblem({ ...ok, toBankAccountId: null }, 500)).toBe(M.toRequired);
    expect(fundsTransferProblem({ ...ok, toBankAccountId: 1 }, 500)).toBe(M.sameAccount);
    expect(fundsTransferProblem({ ...ok, amountCents: 0 }, 500)).toBe(M.amountPositive);
    expect(fundsTransferProblem(ok, 499)).toBe(
      'The amount is more than the balance of the account transferred from ($4.99).',
    );
    expect(fundsTransferProblem({ ...ok, reference: 'x'.repeat(101) }, 500)).toBe(
      M.referenceTooLong,
    );
    expect(fundsTransferProblem({ ...ok, reference: 'x'.repeat(100) }, 500)).toBeNull();
  });
  it('needs a cancellation reason of 1 to 100 characters', () => {
    expect(cancelReasonProblem('  ')).toBe(M.reasonRequired);
    expect(cancelReasonProblem('x'.repeat(101))).toBe(M.reasonTooLong);
    expect(cancelReasonProblem('Entered twice')).toBeNull();
  });
});

describe('positive pay layouts', () => {
  const checks = [
    {
      accountNumber: '000123456789',
      checkNumber: '1001',
      issueDate: '2026-03-10',
      amountCents: 25_000,
      payee: 'Acme Landscaping, Inc.',
      record: 'I' as const,
    },
    {
      accountNumber: '000123456789',
      checkNumber: '1002',
      issueDate: '2026-03-11',
      amountCents: 1_234_56,
      payee: 'Pool "Blue" Co',
      record: 'V' as const,
    },
  ];
  it('writes the CSV layout', () => {
    expect(writePositivePayCsv(checks)).toBe(
      'AccountNumber,CheckNumber,IssueDate,Amount,Payee,Status\r\n' +
        '000123456789,1001,2026-03-10,250.00,"Acme Landscaping, Inc.",I\r\n' +
        '000123456789,1002,2026-03-11,1234.56,"Pool ""Blue"" Co",V\r\n',
    );
  });
  it('writes the fixed-width layout', () => {
    const lines = writePositivePayFixed(checks).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(lines.slice(0, 3).every((l) => l.length === 86)).toBe(true);
    expect(lines[0]).toBe(
      'I000000123456789000000100103102026000000025000ACME LANDSCAPING, INC.                  ',
    );
    expect(lines[1]?.slice(0, 46)).toBe('V000000123456789000000100203112026000000123456');
    expect(lines[2]?.trimEnd()).toBe('T000000123456789000000000200000014845' + '6');
  });
  it('keeps the spec texts', () => {
    expect(PositivePayMessages.nothingToSend).toBe(
      'There were no recent checks to be sent for Positive Pay.',
    );
    expect(PositivePayMessages.sendFailed).toBe('Error sending positive pay.');
  });
});
