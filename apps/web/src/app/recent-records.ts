import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { userActions } from '@hoa/contract';
import { api } from './api';
import { useSession } from './auth/session';

// The records the user opened lately (owners, properties, transactions), for the go-to palette.
// Kept in this browser, per user, for the palette; and as the user's recent actions on the server
// (UserAction create), which the Recent actions screen lists wherever they sign in.

export interface RecentRecord {
  /** The hash route that opened it. */
  href: string;
  label: string;
  /** What it is, in words: 'Primary owner', 'Property', 'Transaction'. */
  kind: string;
}

export const MaxRecentRecords = 8;

const storageKey = (userId: number) => `hoa.recentRecords.${String(userId)}`;

/** The list with the record first, once, and at most MaxRecentRecords long. */
export function withRecent(list: readonly RecentRecord[], record: RecentRecord): RecentRecord[] {
  return [record, ...list.filter((r) => r.href !== record.href)].slice(0, MaxRecentRecords);
}

export function readRecentRecords(userId: number): RecentRecord[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey(userId)) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored.filter(
      (r): r is RecentRecord =>
        typeof r === 'object' &&
        r !== null &&
        typeof (r as RecentRecord).href === 'string' &&
        typeof (r as RecentRecord).label === 'string' &&
        typeof (r as RecentRecord).kind === 'string',
    );
  } catch {
    return [];
  }
}

function rememberRecentRecord(userId: number, record: RecentRecord): void {
  try {
    const list = withRecent(readRecentRecords(userId), record);
    window.localStorage.setItem(storageKey(userId), JSON.stringify(list));
  } catch {
    // A full or blocked storage only forgets the recent records.
  }
}

/** Remembers the screen showing now as a recent record, once its label is known. */
export function useRememberRecent(record: { label: string; kind: string } | null): void {
  const userId = useSession().data?.UserId;
  const href = useLocation({ select: (l) => l.pathname });
  const label = record?.label;
  const kind = record?.kind;
  useEffect(() => {
    if (userId === undefined || label === undefined || kind === undefined) return;
    rememberRecentRecord(userId, { href, label, kind });
    // A record not kept on the server is only missing from Recent actions: nothing to tell.
    api
      .call(userActions.CreateUserAction, { body: { Url: href, Label: label, Kind: kind } })
      .catch(() => undefined);
  }, [userId, href, label, kind]);
}
