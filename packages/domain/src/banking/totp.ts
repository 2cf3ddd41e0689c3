// TOTP second factor (RFC 6238 over RFC 4226 HOTP): pure functions. The HMAC-SHA1 is handed in
// (node:crypto on the server), so the domain stays free of I/O and of a crypto library.

/** HMAC-SHA1 of a message under the TOTP key. */
export type HmacSha1 = (message: Uint8Array) => Uint8Array;

export const TotpStepSeconds = 30;
export const TotpDigits = 6;
/** Codes of one step before and after the current one are accepted (clock drift). */
export const TotpWindowSteps = 1;

/** The time step (counter) holding a moment. */
export function totpStep(unixSeconds: number, stepSeconds = TotpStepSeconds): number {
  return Math.floor(unixSeconds / stepSeconds);
}

/** The counter as the 8-byte big-endian message HOTP signs. */
export function counterMessage(counter: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(8);
  let rest = counter;
  for (let i = 7; i >= 0; i--) {
    bytes[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return bytes;
}

/** RFC 4226 dynamic truncation of an HMAC to a code of `digits` digits. */
export function truncateToCode(digest: Uint8Array, digits = TotpDigits): string {
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const at = (i: number) => digest[offset + i] ?? 0;
  const binary = ((at(0) & 0x7f) << 24) | (at(1) << 16) | (at(2) << 8) | at(3);
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code of a moment. */
export function totpCode(
  hmac: HmacSha1,
  unixSeconds: number,
  digits = TotpDigits,
  stepSeconds = TotpStepSeconds,
): string {
  return truncateToCode(hmac(counterMessage(totpStep(unixSeconds, stepSeconds))), digits);
}

/**
 * The step a code matches within ±window steps of now, or null. Steps at or before `lastStep`
 * (already used) do not match, so a code is good once.
 */
export function matchTotp(
  hmac: HmacSha1,
  code: string,
  unixSeconds: number,
  lastStep: number | null = null,
  window = TotpWindowSteps,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = totpStep(unixSeconds);
  for (let step = now - window; step <= now + window; step++) {
    if (lastStep !== null && step <= lastStep) continue;
    if (truncateToCode(hmac(counterMessage(step))) === code) return step;
  }
  return null;
}

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: how authenticator apps take the secret. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += base32Alphabet[(value << (5 - bits)) & 31];
  return out;
}

/** Bytes of base32 text (case, spaces and padding ignored); null when it is not base32. */
export function base32Decode(text: string): Uint8Array | null {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = base32Alphabet.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

/** The otpauth:// URI an authenticator app reads from the enrolment QR code. */
export function otpauthUri(issuer: string, accountName: string, secretBase32: string): string {
  const label = encodeURIComponent(`${issuer}:${accountName}`);
  const params = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: 'SHA1',
    digits: String(TotpDigits),
    period: String(TotpStepSeconds),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
