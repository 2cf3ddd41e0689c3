import type { LastSignIn } from '@hoa/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

/** The notice after signing in: the previous sign-in, and failed attempts since (a warning). */
export function lastSignInNotice(
  last: LastSignIn,
  formatTime: (iso: string) => string = (iso) => new Date(iso).toLocaleString(),
): { text: string; warning: boolean } {
  const previous =
    last.at === null
      ? 'This is your first sign-in.'
      : `Last sign-in: ${formatTime(last.at)} from ${last.address ?? 'an unknown address'}.`;
  const failures = last.failedAttemptsSince;
  if (failures === 0) return { text: previous, warning: false };
  const since = last.at === null ? 'before it' : 'since then';
  return {
    text: `${previous} ${failures} failed sign-in attempt${failures === 1 ? '' : 's'} ${since}.`,
    warning: true,
  };
}

const lastSignInKey = ['last-sign-in'] as const;

/** What this sign-in answered about the previous one; null after a reload of the page. */
export const lastSignInQuery = queryOptions({
  queryKey: lastSignInKey,
  queryFn: (): Promise<LastSignIn | null> => Promise.resolve(null),
  staleTime: Infinity,
});

export function setLastSignIn(queryClient: QueryClient, last: LastSignIn): void {
  queryClient.setQueryData(lastSignInKey, last);
}
