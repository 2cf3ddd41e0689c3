import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

/** A sign-in refused at once because too many password checks are already waiting. */
export class PasswordChecksBusy extends Error {
  constructor() {
    super('Too many password checks are waiting.');
  }
}

/**
 * Runs work at most `workers` at a time, the rest in order of arrival; beyond `maxWaiting` waiting,
 * work is refused at once (PasswordChecksBusy) rather than answered after many seconds.
 */
export function boundedQueue(workers: number, maxWaiting: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running < workers) running++;
    else if (waiting.length >= maxWaiting) throw new PasswordChecksBusy();
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The slot passes to the next in line, or is freed.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/**
 * argon2id runs on libuv's thread pool (the library's async API), never on the event loop; at most
 * as many hashes as cores run at a time, so the pool keeps room for files. One fewer than the cores
 * left the one hash of a 2-core machine sharing its core with the event loop and PostgreSQL: 50
 * sign-ins at once waited p99 932-1,148 ms there, against 776-850 ms with two, while the other
 * requests' p99 went from 7-8 ms to 17-21 ms (bench/sign-in.ts; targets 1,000 and 50 ms). On a
 * machine about a third slower the same bench gave 1,113-1,215 ms (50-56 sign-ins/s): the hashing
 * itself is the limit. 500 waiting is some seconds of work; more are refused.
 */
const passwordWork = boundedQueue(availableParallelism(), 500);

/**
 * argon2id with 12 MiB of memory, 3 passes and one lane: one of the settings OWASP's password
 * storage sheet gives as equally strong (46 MiB and 1 pass, 19 MiB and 2 — the library's default —
 * 12 MiB and 3, 9 and 4, 7 and 5). On this 2-core machine it is the fastest of them: 6-8 ms a
 * hash against 13-14 ms for the default, 258-278 hashes a second on two threads against 142-146
 * (its memory stays in the processor's cache).
 */
const passwordHashOptions = { memoryCost: 12_288, timeCost: 3, parallelism: 1 } as const;
const currentHashPrefix =
  `$argon2id$v=19$m=${passwordHashOptions.memoryCost},t=${passwordHashOptions.timeCost},` +
  `p=${passwordHashOptions.parallelism}$`;

export function hashPassword(password: string): Promise<string> {
  return passwordWork(() => hash(password, passwordHashOptions));
}

/**
 * Whether a stored hash was made with other settings than hashPassword's (an older default): the
 * sign-in that proves its password stores a new hash, so every account reaches today's cost.
 */
export function isOutdatedPasswordHash(passwordHash: string): boolean {
  return !passwordHash.startsWith(currentHashPrefix);
}

/**
 * The hash to store in place of `checkedHash`, which `password` was just proven against, when that
 * one is outdated; null when it is current or nothing was proven (null checkedHash).
 */
export async function newerPasswordHash(
  checkedHash: string | null | undefined,
  password: string,
): Promise<string | null> {
  return checkedHash && isOutdatedPasswordHash(checkedHash) ? hashPassword(password) : null;
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await passwordWork(() => verify(passwordHash, password));
  } catch (error) {
    if (error instanceof PasswordChecksBusy) throw error;
    return false;
  }
}
