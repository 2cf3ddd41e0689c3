import { z } from 'zod';
import { endpoint } from '../endpoint';
import { noInput } from '../fields';

// TOTP second factor (RFC 6238) that funds transfers need (spec 2 §5 'Two-factor authentication
// is required for funds transfers', §7 TwoFactorAuthenticated, InitiateTwoFactor, VerifyCode).
// A verified code counts for this sign-in for a short time (TwoFactorFreshMinutes in the domain).

export const TwoFactorStatusSchema = z.object({
  TwoFactorAuthenticated: z.boolean(),
  IsEnrolled: z.boolean(),
  /** Until when the verified code counts; null when not verified. */
  ExpiresAt: z.string().nullable(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

export const TwoFactorChallengeSchema = z.object({
  IsEnrolled: z.boolean(),
  /** Enrolment only: the new secret (base32), its otpauth:// URI and the QR code as a PNG data URL. */
  Secret: z.string().nullable(),
  OtpauthUri: z.string().nullable(),
  QrCodeDataUrl: z.string().nullable(),
});
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallengeSchema>;

export const twoFactor = {
  TwoFactorAuthenticated: endpoint({
    method: 'GET',
    path: '/api/SmartBankingOnDemand/TwoFactorAuthenticated',
    summary:
      'Whether this sign-in verified a second factor recently, and whether the user enrolled',
    query: noInput,
    response: TwoFactorStatusSchema,
  }),
  InitiateTwoFactor: endpoint({
    method: 'POST',
    path: '/api/SmartBankingOnDemand/InitiateTwoFactor',
    summary:
      'Starts enrolment (a new secret with its QR code) when not enrolled or when Reset; else a challenge',
    body: z.strictObject({ Reset: z.boolean().default(false) }),
    response: TwoFactorChallengeSchema,
  }),
  VerifyCode: endpoint({
    method: 'POST',
    path: '/api/SmartBankingOnDemand/VerifyCode',
    summary:
      'Checks a 6-digit authenticator code (one step of drift either way); enrols on the first',
    body: z.strictObject({ twoFactor: z.string().trim().max(10) }),
    response: TwoFactorStatusSchema,
  }),
};
