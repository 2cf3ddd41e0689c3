export { authRoutes } from './routes';
export { loadSession } from './load-session';
export { resolveSession } from './resolve-session';
export {
  cachedSession,
  companySessionStats,
  forgetAllSessions,
  forgetCompanySessions,
  forgetSession,
  forgetUserSessions,
  SessionCacheLimits,
} from './session-cache';
export {
  cookieSessionToken,
  SessionCookie,
  csrfRefused,
  csrfTokenFor,
  CsrfHeader,
  sameText,
} from './session-cookies';
export { hashToken } from './tokens';
export {
  lockSignInName,
  recordFailedSignIn,
  signInRetryAfter,
  type FailureReason,
} from './sign-in-attempts';
