import { randomBytes } from 'node:crypto';
import {
  createFirstAdministrator,
  DemoSignIns,
  holdsDemoSignIns,
  isDemoNeeded,
  seedDemo,
  type Database,
} from '@hoa/db';
import { passwordProblem } from '@hoa/domain';
import type { ServerConfig } from './config';

/** What the first start put into an empty database, if it was empty. */
export type Bootstrap =
  | { kind: 'existing' }
  | { kind: 'demo'; companyId: number }
  | { kind: 'administrator'; userName: string; generatedPassword: string | null };

/**
 * An empty database gets the demo company (on the embedded default, or with DEMO=1) or else one
 * company with one administrator: ADMIN_USER (default admin) with ADMIN_PASSWORD, or a strong
 * random password that the caller prints once. A database with users is left as it is.
 */
export async function bootstrapDatabase(
  database: Database,
  config: Pick<ServerConfig, 'demo' | 'admin'>,
): Promise<Bootstrap> {
  if (!(await isDemoNeeded(database))) return { kind: 'existing' };
  if (config.demo) return { kind: 'demo', ...(await seedDemo(database)) };
  const { userName } = config.admin;
  const generatedPassword = config.admin.password === undefined ? generatePassword() : null;
  const password = config.admin.password ?? generatedPassword ?? '';
  const problem = passwordProblem(password);
  if (problem) throw new Error(`ADMIN_PASSWORD refused: ${problem}`);
  if (userName.length > 100) throw new Error('ADMIN_USER can be at most 100 characters.');
  await createFirstAdministrator(database, { userName, password });
  return { kind: 'administrator', userName, generatedPassword };
}

/**
 * The demo sign-ins the console prints and the sign-in page lists: the demo's, when it was loaded
 * now, or at an earlier start where the demo loads (DEMO unset on the embedded database, or
 * DEMO=1) and its users are there; none on a database made for real use.
 */
export async function demoSignInsOf(
  database: Database,
  config: Pick<ServerConfig, 'demo'>,
  bootstrap: Bootstrap,
): Promise<typeof DemoSignIns> {
  const demo =
    bootstrap.kind === 'demo' ||
    (config.demo && bootstrap.kind === 'existing' && (await holdsDemoSignIns(database)));
  return demo ? DemoSignIns : [];
}

/** 144 random bits, 24 characters of base64url. */
function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
