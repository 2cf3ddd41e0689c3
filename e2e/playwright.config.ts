import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = `${root}data/e2e-${port}`;

export default defineConfig({
  testDir: './tests',
  outputDir: `../test-results/playwright-${port}`,
  timeout: 60_000,
  // At most two toasts show at once (spec 1 §9); a third waits its turn, so allow for the queue.
  expect: { timeout: 12_000 },
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  webServer: {
    // A fresh embedded database each run, loaded with the demo company by the server itself; its
    // log keeps warnings and errors (a line per request would bury the test report).
    command: `rm -rf ${dataDir} && DATA_DIR=${dataDir} PORT=${port} LOG_LEVEL=warn npm run start -w @hoa/server`,
    cwd: root,
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
