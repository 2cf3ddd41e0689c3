import { describe, expect, it } from 'vitest';
import { contract, type SaveJournalEntryBody } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { JournalEntryMessages as M } from '@hoa/domain';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import {
  checkLedger,
  entryBody,
  journalBooks,
  type JournalBooks,
} from '../../../test/journal-factories';
import { setUpBooks } from '../../../test/ledger-factories';
import type { Caller } from '../../http/bind';
import { idempotentRequest } from '../../http/idempotency';
import { hashToken, resolveSession } from '../auth/index';
import { journalEntryGroups } from './posting-groups';

const J = contract.journalEntries;
const count = 16;

interface Target {
  communityId: number;
  account: { expense: number; cash: number };
}

/** Entry i of a test: reference G-i, debits 1,000 + i cents. */
const entry = (i: number, { communityId, account }: Target): SaveJournalEntryBody =>
  entryBody(
    communityId,
    '2026-05-20',
    [
      [account.expense, 1_000 + i, 0],
      [account.cash, 0, 1_000 + i],
    ],
    { IsPosted: true, Reference: `G-${i}` },
  );

describe.each(testDatabases())('journal entries one session posts at once on $name', (testDb) => {
  const h = useApp(testDb);

  const ownBooks = (j: JournalBooks): Target => ({
    communityId: j.communityId,
    account: j.books.account,
  });
  /** The books of the company's second community. */
  const otherBooks = async (j: JournalBooks): Promise<Target> => {
    const communityId = j.company.communityIds[1] ?? 0;
    const books = await setUpBooks(h.database, j.company.companyId, communityId, 2026);
    return { communityId, account: books.account };
  };

  /**
   * `count` entries handed to the session's groups at once, in order: the first two find the
   * session idle and post alone, the rest wait for them and post together (or are refused).
   */
  const groupedAtOnce = async (
    j: JournalBooks,
    targetOf: (i: number) => Target,
    keyOf: (i: number) => string | undefined = () => undefined,
    entryOf: (i: number) => number = (i) => i,
    callerOf: (i: number, caller: Caller) => Caller = (_i, caller) => caller,
  ) => {
    const tokenHash = hashToken(j.token);
    const { user } = await h.database.withAuthLookup((tx) =>
      resolveSession(tx, tokenHash, 3_600_000),
    );
    const caller: Caller = { user, tokenHash };
    const groups = journalEntryGroups(h.database);
    return Promise.allSettled(
      Array.from({ length: count }, (_, i) => {
        const key = keyOf(i);
        // As the route has it: checked and completed by the contract's schema.
        const body = J.SaveJournalEntry.body.parse({
          ...entry(entryOf(i), targetOf(i)),
          ...(key ? { IdempotencyKey: key } : {}),
        });
        const input = { body, params: {}, query: {} } as never;
        const call = idempotentRequest(J.SaveJournalEntry, { headers: {} } as never, input);
        return groups.answer(callerOf(i, caller), input, call);
      }),
    );
  };

  /** The posted entries G-*: how many, in how many transactions, and their debits. */
  const posted = async (j: JournalBooks) => {
    const [row] = await h.database.withTenant(
      { companyId: j.company.companyId, userId: null },
      (tx) =>
        queryRows<{ entries: number; transactions: number; debits: string }>(
          tx,
          sql`select count(*)::int as entries, count(distinct i.xmin::text)::int as transactions,
                     coalesce(sum(l.debit_cents), 0)::text as debits
                from items i join gl_lines l on l.item_id = i.id and l.debit_cents > 0
               where i.reference like 'G-%'`,
        ),
    );
    return row;
  };
  const debitsOf = (indexes: number[]) => String(indexes.reduce((sum, i) => sum + 1_000 + i, 0));
  const all = Array.from({ length: count }, (_, i) => i);

  it(`posts ${count} entries sent at once through the API, each answered with its own`, async () => {
    const j = await journalBooks(h);
    const results = await Promise.all(
      all.map((i) => callApi(h.app, J.SaveJournalEntry, { body: entry(i, ownBooks(j)) }, j.token)),
    );
    expect(results.map((r) => r.status)).toEqual(all.map(() => 200));
    results.forEach((result, i) => {
      expect(result.body).toMatchObject({ Reference: `G-${i}`, ItemStatus: 4 });
    });
    expect(new Set(results.map((r) => r.body.TopsItemId)).size).toBe(count);
    expect(await posted(j)).toMatchObject({ entries: count, debits: debitsOf(all) });
    expect(await checkLedger(h, j)).toMatchObject({ unbalanced: 0, trialBalance: '0', drift: 0 });
  });

  it('posts the entries that wait for the first ones in one transaction', async () => {
    const j = await journalBooks(h);
    const results = await groupedAtOnce(j, () => ownBooks(j));
    results.forEach((result, i) => {
      expect(result).toMatchObject({
        status: 'fulfilled',
        value: { answer: { Reference: `G-${i}` } },
      });
    });
    // Two alone, then the fourteen that waited, together.
    expect(await posted(j)).toEqual({ entries: count, transactions: 3, debits: debitsOf(all) });
    expect(await checkLedger(h, j)).toMatchObject({ unbalanced: 0, trialBalance: '0', drift: 0 });
  });

  it('posts each entry alone again when the database refuses one of the group', async () => {
    const j = await journalBooks(h);
    const other = await otherBooks(j);
    await h.database.withTenant({ companyId: j.company.companyId, userId: null }, (tx) =>
      tx.execute(sql`update agents set is_active = false where id = ${other.communityId}`),
    );
    // Entry 9 waits in the group; its community is inactive, which refuses the whole statement.
    const results = await groupedAtOnce(j, (i) => (i === 9 ? other : ownBooks(j)));
    expect(results.map((r) => r.status)).toEqual(
      all.map((i) => (i === 9 ? 'rejected' : 'fulfilled')),
    );
    expect(results[9]).toMatchObject({ reason: { cause: { code: 'GL005' } } });
    const rest = all.filter((i) => i !== 9);
    expect(await posted(j)).toEqual({
      entries: count - 1,
      transactions: count - 1,
      debits: debitsOf(rest),
    });
    expect(await checkLedger(h, j)).toMatchObject({ unbalanced: 0, trialBalance: '0', drift: 0 });
  });

  it('refuses an entry its checks refuse and posts the rest of its group together', async () => {
    const j = await journalBooks(h);
    const other = await otherBooks(j);
    // Entry 7 names the other community's accounts in the first community.
    const results = await groupedAtOnce(j, (i) =>
      i === 7 ? { ...ownBooks(j), account: other.account } : ownBooks(j),
    );
    expect(results.map((r) => r.status)).toEqual(
      all.map((i) => (i === 7 ? 'rejected' : 'fulfilled')),
    );
    expect(results[7]).toMatchObject({ reason: { message: M.accountNotInCommunity } });
    const rest = all.filter((i) => i !== 7);
    expect(await posted(j)).toEqual({
      entries: count - 1,
      transactions: 3,
      debits: debitsOf(rest),
    });
  });

  it('claims the keys of a group in its transaction: a repeat gets the answer kept', async () => {
    const j = await journalBooks(h);
    // Entry 6 repeats entry 5 (its body and key) in the same group.
    const index = (i: number) => (i === 6 ? 5 : i);
    const keyOf = (i: number) => `group-key-${j.company.companyId}-${index(i)}`;
    const first = await groupedAtOnce(j, () => ownBooks(j), keyOf, index);
    const ids = first.map((r) =>
      r.status === 'fulfilled' && 'answer' in r.value ? r.value.answer.TopsItemId : null,
    );
    expect(ids.filter((id) => id !== null)).toHaveLength(count - 1);
    expect(first[6]).toMatchObject({ status: 'fulfilled', value: { stored: { statusCode: 200 } } });
    const again = await groupedAtOnce(j, () => ownBooks(j), keyOf, index);
    again.forEach((result, i) => {
      expect(result).toMatchObject({ status: 'fulfilled', value: { stored: { statusCode: 200 } } });
      const kept =
        result.status === 'fulfilled' && 'stored' in result.value ? result.value.stored : null;
      expect(JSON.parse(kept?.body ?? '{}')).toMatchObject({ TopsItemId: ids[index(i)] });
    });
    const rest = all.filter((i) => i !== 6);
    expect(await posted(j)).toEqual({
      entries: count - 1,
      transactions: 3,
      debits: debitsOf(rest),
    });
  });

  it('answers keyed entries sent at once through the API, and their repeats as they were', async () => {
    const j = await journalBooks(h);
    const send = () =>
      Promise.all(
        all.map((i) =>
          callApi(
            h.app,
            J.SaveJournalEntry,
            {
              body: {
                ...entry(i, ownBooks(j)),
                IdempotencyKey: `api-key-${j.company.companyId}-${i}`,
              },
            },
            j.token,
          ),
        ),
      );
    const first = await send();
    expect(first.map((r) => r.status)).toEqual(all.map(() => 200));
    const again = await send();
    expect(again.map((r) => r.headers?.['idempotent-replayed'])).toEqual(all.map(() => 'true'));
    expect(again.map((r) => r.body.TopsItemId)).toEqual(first.map((r) => r.body.TopsItemId));
    expect(await posted(j)).toMatchObject({ entries: count, debits: debitsOf(all) });
  });

  it('checks each call with the grants its session had when it came', async () => {
    const j = await journalBooks(h);
    // From entry 8 on, the session's cache entry was refreshed after the claim was taken away.
    const withoutClaim = (caller: Caller): Caller => ({
      ...caller,
      user: { ...caller.user, grants: [] },
    });
    const results = await groupedAtOnce(
      j,
      () => ownBooks(j),
      undefined,
      undefined,
      (i, caller) => (i >= 8 ? withoutClaim(caller) : caller),
    );
    expect(results.map((r) => r.status)).toEqual(
      all.map((i) => (i >= 8 ? 'rejected' : 'fulfilled')),
    );
    expect(results[8]).toMatchObject({ reason: { statusCode: 403 } });
    const posted8 = all.filter((i) => i < 8);
    expect(await posted(j)).toMatchObject({ entries: 8, debits: debitsOf(posted8) });
  });
});
