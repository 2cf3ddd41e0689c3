/** TOTP second factor (RFC 6238): enrolment, verification, freshness per sign-in. */
export { twoFactorRoutes } from './routes';
export { requireFreshTwoFactor } from './fresh-factor';
