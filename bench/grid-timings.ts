// The long grid's frame times (issue 18 item 7): builds the web app and the server, then runs
// the Playwright timing spec alone (e2e/tests/long-grid.spec.ts, project `timings`), which
// prints its figures and fails above its targets. Its own server and demo database.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  execFileSync('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });

run(['npm', 'run', 'build', '-w', '@hoa/web']);
run(['npm', 'run', 'build', '-w', '@hoa/server']);
run(['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--project', 'timings', '--no-deps'], {
  E2E_TIMINGS: '1',
  E2E_WORKERS: '1',
  E2E_PORT: process.env.E2E_PORT ?? '3590',
});
