import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { firstPort, root, serverEnvironment, serverPorts, workerCount } from './servers';

// `npm run test:e2e` builds the web app and the server once; each server runs the built output.
// Spec files run in parallel, one per worker at a time (the tests of a file in order); each worker
// has a server and a demo database of its own (servers.ts, tests/server-fixture.ts).
// Each server sends its mail by SMTP to the sink (mail-sink.ts), which files it where specs read it.
const startServer = (port: number) => {
  const environment = serverEnvironment(port);
  const settings = Object.entries(environment).map(([k, v]) => `${k}=${v}`);
  return `(rm -rf ${environment.DATA_DIR} && ${settings.join(' ')} npm run serve -w @hoa/server)`;
};

// Debian's headless shell (package chromium-headless-shell) when it is there: on six flows it took
// about a third less processor time than the full browser in headless mode, and 20% less wall time.
const chromium = existsSync('/usr/bin/chromium-headless-shell')
  ? '/usr/bin/chromium-headless-shell'
  : '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  outputDir: `../test-results/playwright-${firstPort}`,
  timeout: 60_000,
  // At most two toasts show at once (spec 1 §9); a third waits its turn, so allow for the queue.
  expect: { timeout: 12_000 },
  // A flow that fails is run once more, and one that then passes is listed as flaky, not failed:
  // the suite shares two cores with the linter and the integration tests (load 15 at times), and
  // one waiting flow in 166 must not fail the run. A flaky flow is still a defect to look into.
  retries: 1,
  workers: workerCount,
  fullyParallel: false,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${firstPort}`,
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // A fresh embedded database per server each run, loaded with the demo company by the server
  // itself; its log keeps warnings and errors (a line per request would bury the test report).
  // The servers start at once (a list of web servers would start one after another); Playwright
  // waits for the first, the global setup for the others.
  // The timing spec measures frame times: it runs alone on the machine, so that another worker's
  // browser and server do not take the processor from it. It is a benchmark (`npm run bench`
  // runs it, bench/grid-timings.ts): with E2E_TIMINGS set it runs after every flow, or by itself
  // with `--project timings --no-deps`.
  projects: [
    { name: 'flows', testIgnore: /long-grid\.spec\.ts/ },
    ...(process.env.E2E_TIMINGS
      ? [{ name: 'timings', testMatch: /long-grid\.spec\.ts/, dependencies: ['flows'] }]
      : []),
  ],
  webServer: {
    command: `npx tsx e2e/mail-sink.ts & ${serverPorts.map(startServer).join(' & ')} & wait`,
    cwd: root,
    url: `http://localhost:${firstPort}/api/health`,
    // Generous: servers starting at once on a busy 2-core machine took up to five minutes.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
  globalSetup: './global-setup.ts',
});
