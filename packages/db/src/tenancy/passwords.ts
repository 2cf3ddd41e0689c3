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

// argon2id with the library's defaults (Algorithm.Argon2id is the default).
export function hashPassword(password: string): Promise<string> {
  return passwordWork(() => hash(password));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await passwordWork(() => verify(passwordHash, password));
  } catch (error) {
    if (error instanceof PasswordChecksBusy) throw error;
    return false;
  }
}
