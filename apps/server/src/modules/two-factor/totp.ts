import { generateSecret, generateURI, verify } from 'otplib';

// TOTP second factor (RFC 6238, SHA-1, 6 digits, 30-second steps) through otplib: what every
// authenticator app takes.

export const TotpStepSeconds = 30;
/** Codes of one step before and after the current one are accepted (clock drift). */
export const TotpWindowSteps = 1;

/** A new base32 secret of 20 random bytes (RFC 4226's recommended length). */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The otpauth:// URI an authenticator app reads from the enrolment QR code. */
export function totpUri(issuer: string, accountName: string, secretBase32: string): string {
  return generateURI({ issuer, label: accountName, secret: secretBase32, period: TotpStepSeconds });
}

/**
 * The time step a 6-digit code matches within ±TotpWindowSteps of now, or null. Steps at or before
 * `lastStep` (already used) do not match, so a code is good once.
 */
export async function matchTotp(
  secretBase32: string,
  code: string,
  unixSeconds: number,
  lastStep: number | null = null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    strategy: 'totp',
    secret: secretBase32,
    token: code,
    epoch: unixSeconds,
    period: TotpStepSeconds,
    epochTolerance: TotpWindowSteps * TotpStepSeconds,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  // The result type also covers HOTP, whose match has no time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
