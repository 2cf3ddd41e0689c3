import { contract, type InputOf, type ResponseOf } from '@hoa/contract';
import type { Database, Tx } from '@hoa/db';
import type { CallGrouping, Caller } from '../../http/bind';
import {
  claimKeysTogether,
  onceInTransaction,
  recordAnswers,
  type IdempotentRequest,
  type StoredAnswer,
} from '../../http/idempotency';
import type { RequestContext } from '../../http/request-context';
import { readLineFacts, type LineFacts } from './journal-lines';
import {
  checkedLines,
  newPostedEntry,
  postNewEntries,
  postsAsSaved,
  saveJournalEntry,
  type NewPostedEntry,
  type SaveJournalEntryBody,
} from './save-journal-entry';

const endpoint = contract.journalEntries.SaveJournalEntry;
type SaveJournalEntry = typeof endpoint;
type Input = InputOf<SaveJournalEntry>;
/** An answer, or the one kept for the call's idempotency key (onceInTransaction). */
type Outcome = { answer: ResponseOf<SaveJournalEntry> } | { stored: StoredAnswer };

/** The most entries one statement posts. */
const groupLimit = 50;
/** Groups of one session posting at once: while one commits, the next is checked and written. */
const groupsAtOnce = 2;

interface Waiting {
  /** As the call found its session (its grants and communities are checked as they were then). */
  caller: Caller;
  input: Input;
  call: IdempotentRequest | null;
  resolve: (outcome: Outcome) => void;
  reject: (error: unknown) => void;
}

interface SessionQueue {
  /** The session's company and user, whose transaction the groups run in. */
  scope: { companyId: number; userId: number };
  tokenHash: string;
  waiting: Waiting[];
  running: number;
}

/**
 * Group commit of new entries posted as they are saved (issue 27): the calls one session sends
 * while its earlier ones are still posting wait for them and are then posted together, in one
 * transaction and one statement, their idempotency keys claimed and their answers kept there (a
 * statement costs about 1.7 ms for one entry and 0.28 ms an entry for ten). A call that finds its
 * session idle posts at once, alone, as a clerk's call always does.
 * Each entry is checked as saveJournalEntry checks it, and one refused before the statement is
 * answered with its refusal while the rest post. When the database refuses the statement (one
 * entry in a closed year or an inactive community refuses them all), nothing of the group is kept
 * and each entry is posted again alone, so each gets the answer it would have got alone. An answer
 * is sent only after the transaction that wrote it has committed.
 */
export function journalEntryGroups(database: Database): CallGrouping<SaveJournalEntry> {
  const sessions = new Map<string, SessionQueue>();
  const startGroups = (queue: SessionQueue) => {
    while (queue.running < groupsAtOnce && queue.waiting.length > 0) {
      const group = queue.waiting.splice(0, groupLimit);
      queue.running += 1;
      void postGroup(database, queue.scope, group).finally(() => {
        queue.running -= 1;
        startGroups(queue);
      });
    }
    if (queue.running === 0) sessions.delete(queue.tokenHash);
  };
  return {
    takes: (input) => postsAsSaved(input.body),
    answer: (caller, input, call) =>
      new Promise<Outcome>((resolve, reject) => {
        const { tokenHash, user } = caller;
        const scope = { companyId: user.companyId, userId: user.userId };
        const queue = sessions.get(tokenHash) ?? { scope, tokenHash, waiting: [], running: 0 };
        sessions.set(tokenHash, queue);
        queue.waiting.push({ caller, input, call, resolve, reject });
        startGroups(queue);
      }),
  };
}

/** Posts a group and settles each of its calls; it never rejects. */
async function postGroup(
  database: Database,
  scope: SessionQueue['scope'],
  group: Waiting[],
): Promise<void> {
  const alone = (waiting: Waiting) =>
    database
      .withTenant(scope, (tx): Promise<Outcome> => {
        const ctx = { ...waiting.caller, tx };
        const save = () => saveJournalEntry(ctx, waiting.input);
        return waiting.call
          ? (onceInTransaction(ctx, waiting.call, endpoint, save) as Promise<Outcome>)
          : save().then((answer) => ({ answer }));
      })
      .then(waiting.resolve, waiting.reject);
  const [only] = group;
  if (only && group.length === 1) return alone(only);
  let settled: { settle: (() => void)[]; later: Waiting[] };
  try {
    settled = await database.withTenant(scope, (tx) => postTogether(tx, scope, group));
  } catch {
    for (const waiting of group) await alone(waiting);
    return;
  }
  for (const settle of settled.settle) settle();
  for (const waiting of settled.later) await alone(waiting);
}

/**
 * Checks a group's entries, claims the keys of those that pass, and posts those whose key it
 * claimed (or that have none) in one statement, recording their answers. Answers what settles
 * each call once the transaction has committed, and the keyed calls to post alone after it: those
 * whose key was claimed already (a repeat then finds the answer kept, a reuse its refusal) and
 * those refused here (a repeat of a call answered before gets that answer, as it would alone).
 */
async function postTogether(tx: Tx, scope: SessionQueue['scope'], group: readonly Waiting[]) {
  const facts = new Map<string, Promise<LineFacts>>();
  const refusals: { waiting: Waiting; error: unknown }[] = [];
  const later: Waiting[] = [];
  const passed: { waiting: Waiting; entry: NewPostedEntry }[] = [];
  for (const waiting of group) {
    try {
      const ctx = { ...waiting.caller, tx };
      passed.push({ waiting, entry: await checkedEntry(ctx, waiting.input.body, facts) });
    } catch (error) {
      if (waiting.call) later.push(waiting);
      else refusals.push({ waiting, error });
    }
  }
  const keyed = passed.flatMap((p) => (p.waiting.call ? [{ p, call: p.waiting.call }] : []));
  const owner = { companyId: scope.companyId, caller: String(scope.userId) };
  const claims = await claimKeysTogether(
    tx,
    owner,
    keyed.map((k) => k.call),
  );
  const claimOf = new Map(keyed.map((k, n) => [k.p, claims[n] ?? null]));
  const posting = passed.filter((p) => claimOf.get(p) !== null);
  later.push(...passed.filter((p) => claimOf.get(p) === null).map((p) => p.waiting));
  const answers = await postNewEntries(
    tx,
    scope,
    posting.map((p) => p.entry),
  );
  await recordAnswers(
    tx,
    endpoint,
    owner.companyId,
    posting.flatMap((p, n) => {
      const id = claimOf.get(p);
      return id && p.waiting.call ? [{ id, key: p.waiting.call.key, answer: answers[n] }] : [];
    }),
  );
  const settle = [
    ...refusals.map((r) => () => r.waiting.reject(r.error)),
    ...posting.map((p, n) => {
      const answer = answers[n];
      return () =>
        answer ? p.waiting.resolve({ answer }) : p.waiting.reject(new Error('Not posted.'));
    }),
  ];
  return { settle, later };
}

/**
 * saveJournalEntry's checks of a new posted entry; the entries of a group with the same community,
 * accounts and cost centers share one read of them.
 */
async function checkedEntry(
  ctx: RequestContext,
  body: SaveJournalEntryBody,
  facts: Map<string, Promise<LineFacts>>,
): Promise<NewPostedEntry> {
  const lines = await checkedLines(ctx, body);
  const ids = (pick: (line: (typeof lines)[number]) => number | null | undefined) =>
    [...new Set(lines.map(pick))].sort().join(',');
  const accounts = ids((l) => l.AccountId);
  const key = `${body.CommunityAgentId}:${accounts}:${ids((l) => l.CostCenterCategoryId)}`;
  const read = facts.get(key) ?? readLineFacts(ctx.tx, body.CommunityAgentId, lines);
  facts.set(key, read);
  return newPostedEntry(body, lines, await read);
}
