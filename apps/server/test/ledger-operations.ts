import fc from 'fast-check';
import { contract, type EndpointDef, type RequestOf } from '@hoa/contract';
import { JournalEntryMessages, YearCloseMessages } from '@hoa/domain';
import { callApi } from './api';
import type { Harness } from './app-harness';
import { entryBody, type JournalBooks } from './journal-factories';

// The operations of the ledger property test (modules/gl/ledger-invariants.test.ts): journal
// entries (some reversing next period), removals, year closes and undos, through the API.

const J = contract.journalEntries;
const Y = contract.yearClose;

export type LedgerOp =
  | {
      kind: 'post';
      year: number;
      month: number;
      day: number;
      amounts: number[];
      accounts: number[];
      reverse: boolean;
    }
  | { kind: 'remove'; pick: number }
  | { kind: 'close' | 'undo'; year: number };

export const ledgerOpArb: fc.Arbitrary<LedgerOp> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('post' as const),
      year: fc.constantFrom(2025, 2026),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
      amounts: fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 3 }),
      accounts: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 4, maxLength: 4 }),
      reverse: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('close' as const), year: fc.constantFrom(0, 1) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('undo' as const), year: fc.constantFrom(0, 1) }),
  },
);

/** What the API may answer instead of 200 while years close and reopen under the entries. */
const expectedRefusals = new Set<string>([
  JournalEntryMessages.reversalPeriodClosed,
  JournalEntryMessages.noReversalPeriod,
  JournalEntryMessages.removedIsFinal,
  JournalEntryMessages.yearCloseEntry,
  JournalEntryMessages.removeClosedFiscalYear,
  YearCloseMessages.alreadyClosed,
  YearCloseMessages.notClosed,
  YearCloseMessages.earlierYearOpen({ StartDate: '2025-01-01', EndDate: '2025-12-31' }),
  YearCloseMessages.laterYearClosed({ StartDate: '2026-01-01', EndDate: '2026-12-31' }),
]);
/** Refused by the application or, when a close commits first, by the database (GL002). */
const closedYear = /^The post date \d\d\/\d\d\/\d{4} falls in a closed fiscal year\.$/;

/** A refusal the API may give while years close and reopen under the entries. */
export function isExpectedRefusal(message: string): boolean {
  return expectedRefusals.has(message) || closedYear.test(message);
}

/** Runs one operation as the books' admin; removals pick among the entries posted so far. */
export function runLedgerOp(h: Harness, j: JournalBooks, posted: readonly number[], op: LedgerOp) {
  const accountIds = Object.values(j.books.account);
  const years = [j.earlierYear.fiscalYearId, j.books.fiscalYearId];
  const api = <E extends EndpointDef>(endpoint: E, request: Partial<RequestOf<E>>) =>
    callApi(h.app, endpoint, request, j.token);
  switch (op.kind) {
    case 'post': {
      const total = op.amounts.reduce((a, b) => a + b, 0);
      const pick = (i: number) => accountIds[op.accounts[i] ?? 0] ?? 0;
      const lines: [number, number, number][] = [
        ...op.amounts.map((a, i): [number, number, number] => [pick(i), a, 0]),
        [pick(3), 0, total],
      ];
      const month = String(op.month).padStart(2, '0');
      const day = String(op.day).padStart(2, '0');
      return api(J.SaveJournalEntry, {
        body: entryBody(j.communityId, `${op.year}-${month}-${day}`, lines, {
          IsPosted: true,
          ReverseNextPeriod: op.reverse,
        }),
      });
    }
    case 'remove':
      return api(J.RemoveJournalEntry, {
        body: { TopsItemId: posted[op.pick % posted.length] ?? 0 },
      });
    case 'close':
      return api(Y.SaveCloseYear, {
        body: { communityAgentId: j.communityId, fiscalYearId: years[op.year] ?? 0 },
      });
    case 'undo':
      return api(Y.UndoCloseYear, {
        body: {
          communityAgentId: j.communityId,
          fiscalYearId: years[op.year] ?? 0,
          reasonForUndoCloseYear: 'Property test',
        },
      });
  }
}
