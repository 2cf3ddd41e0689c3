import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import {
  test as base,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
  type WorkerInfo,
} from '@playwright/test';
import { replacementPort, root, serverAnswers, serverEnvironment } from '../servers';

/** The server of this worker when it started one of its own (`freshServer`). */
let freshServerOrigin: string | null = null;

/**
 * Each worker has a server and a demo database of its own (playwright.config.ts starts one per
 * worker, on consecutive ports from E2E_PORT), so spec files run in parallel without sharing
 * data: a file runs against the server of its worker's slot (`parallelIndex`). Every spec takes
 * `test` from here, or from a fixture built on it, never straight from '@playwright/test'.
 */
export function serverURL(info: Pick<TestInfo, 'parallelIndex' | 'project'>): string {
  if (freshServerOrigin !== null) return freshServerOrigin;
  const url = new URL(info.project.use.baseURL ?? 'http://localhost:3100');
  url.port = String(Number(url.port) + info.parallelIndex);
  return url.origin;
}

/**
 * A fresh server for a worker that replaces one whose test failed. The slot's server keeps what
 * the failed attempt wrote (an owner enrolled, an authenticator set up, one adjustment more), and
 * a flow run twice on one server failed in 18 of the first 60 flows tried (7 December): its retry
 * could not pass. The replacement worker, which runs the retry first, starts a server with an
 * empty data folder (loaded with the demo company as the slot's was) and runs on it, then stops it.
 */
async function startFreshServer(workerInfo: WorkerInfo): Promise<() => void> {
  const port = replacementPort(workerInfo.workerIndex);
  const environment = serverEnvironment(port);
  rmSync(environment.DATA_DIR, { recursive: true, force: true });
  const server = spawn('npm', ['run', 'serve', '-w', '@hoa/server'], {
    cwd: root,
    env: { ...process.env, ...environment },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  try {
    await serverAnswers(port, Date.now() + 540_000, () => server.exitCode !== null);
  } catch (error) {
    stop();
    throw error;
  }
  freshServerOrigin = `http://localhost:${String(port)}`;
  console.log(
    `Worker ${String(workerInfo.workerIndex)} runs on a fresh server: ${freshServerOrigin}`,
  );
  return () => {
    freshServerOrigin = null;
    stop();
  };
}

/**
 * The screens the flows capture (`page.screenshot`, some 440 a run) are for a person to look at:
 * written with E2E_SCREENSHOTS=1, skipped otherwise. A full-page capture lays the whole page out
 * again and encodes it, a tenth of the flows' processor time, which `npm test` does not need.
 */
const screenshots = process.env.E2E_SCREENSHOTS === '1';

function skipScreenshots(page: Page): void {
  page.screenshot = () => Promise.resolve(Buffer.alloc(0));
}

function skipContextScreenshots(context: BrowserContext): BrowserContext {
  context.pages().forEach(skipScreenshots);
  context.on('page', skipScreenshots);
  return context;
}

/** The browser, whose contexts and pages (the test's own and those a flow opens) skip captures. */
function browserWithoutScreenshots(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options) => skipContextScreenshots(await newContext(options));
  browser.newPage = async (options) => {
    const page = await newPage(options);
    skipScreenshots(page);
    return page;
  };
  return browser;
}

export const test = base.extend<
  { failureTrail: string[] },
  { browser: Browser; freshServer: undefined }
>({
  // The workers Playwright starts first have workerIndex 0 to workers − 1; a later one of the
  // flows replaces a worker whose test failed (the timings project's workers come later too).
  freshServer: [
    async ({}, use, workerInfo) => {
      const replacing =
        workerInfo.workerIndex >= workerInfo.config.workers && workerInfo.project.name === 'flows';
      const stop = replacing ? await startFreshServer(workerInfo) : () => undefined;
      await use(undefined);
      stop();
    },
    // Servers starting beside a busy suite took up to five minutes (playwright.config.ts).
    { scope: 'worker', auto: true, timeout: 600_000 },
  ],
  browser: [
    async ({ browser }, use) => {
      await use(screenshots ? browser : browserWithoutScreenshots(browser));
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    await use(screenshots ? context : skipContextScreenshots(context));
  },
  baseURL: async ({ baseURL }, use, testInfo) => {
    await use(baseURL === undefined ? undefined : serverURL(testInfo));
  },
  // What a failed test leaves in the report besides Playwright's own: the page's address and
  // text (its main region when it has one), the refused or failed calls and the calls that change
  // something, script and console errors and navigations, last ones first. A flake seen once in
  // CI can be read from the log alone.
  failureTrail: [
    async ({ page }, use, testInfo) => {
      const trail: string[] = [];
      const note = (line: string) => {
        trail.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
        if (trail.length > 40) trail.shift();
      };
      // Every call refused, and every call that changes something: a submit that sent nothing
      // shows as its call missing.
      page.on('response', (r) => {
        const method = r.request().method();
        const changes = method !== 'GET' && new URL(r.url()).pathname.startsWith('/api/');
        if (r.status() >= 400 || changes) note(`${String(r.status())} ${method} ${r.url()}`);
      });
      page.on('requestfailed', (r) => note(`failed ${r.method()} ${r.url()}`));
      page.on('pageerror', (e) => note(`page error: ${e.message}`));
      // A render error an error boundary caught (the frame replaced by its message) is only logged.
      page.on('console', (m) => {
        if (m.type() === 'error') note(`console error: ${m.text().slice(0, 300)}`);
      });
      page.on('framenavigated', (f) => {
        if (f === page.mainFrame()) note(`navigated: ${f.url()}`);
      });
      await use(trail);
      if (testInfo.status === testInfo.expectedStatus) return;
      const main = page.locator('main');
      const text = await ((await main.count()) === 1 ? main : page.locator('body'))
        .innerText({ timeout: 2_000 })
        .catch(() => '(no page text)');
      console.log(
        [
          `--- ${testInfo.title}: the page at ${page.url()}`,
          text.replace(/\s+/g, ' ').slice(0, 600),
          '--- calls and events',
          ...trail.slice().reverse(),
        ].join('\n'),
      );
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
